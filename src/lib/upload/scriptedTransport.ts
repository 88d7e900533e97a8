/**
 * A transport that follows a script instead of a server: each upload reports the given
 * progress steps and then completes, fails, times out or hangs until aborted. Stories use it
 * to show every item state on a site with no server; tests use it to drive the queue.
 */
import { TransportError, type UploadFile, type UploadTransport } from './transport';

export type ScriptOutcome = 'complete' | 'error' | 'timeout' | 'hang';

export interface ProcessScript {
  /** Fractions of the file (0–1) reported in order before the outcome. @default [] */
  progress?: readonly number[];
  /** How the upload ends. @default 'complete' */
  outcome?: ScriptOutcome;
}

export interface ScriptedTransportOptions {
  /** The script of each upload. @default completes at once */
  process?: (file: UploadFile, attempt: number) => ProcessScript;
  /** Whether a revert succeeds. @default () => true */
  revert?: (serverId: string) => boolean;
  /** Whether a removal succeeds; without it, removal needs no call. */
  remove?: (source: string) => boolean;
  /** Files the fake server holds, by id, for restore and load. @default {} */
  files?: Record<string, UploadFile>;
  /** Sources whose restore, load or fetch never answers. @default [] */
  hangingSources?: readonly string[];
  /** Milliseconds between steps; 0 resolves on the next microtask. @default 0 */
  stepDelay?: number;
}

export interface ScriptedTransport extends UploadTransport {
  /** Every call, in order, for assertions. */
  readonly calls: { action: string; argument: string }[];
  /** Settles every upload that hangs, completing it (`true`) or failing it. */
  releaseHanging(succeed: boolean): void;
}

export function createScriptedTransport(options: ScriptedTransportOptions = {}): ScriptedTransport {
  const { stepDelay = 0, files = {} } = options;
  const calls: { action: string; argument: string }[] = [];
  const attempts = new Map<string, number>();
  const hanging = new Set<(succeed: boolean) => void>();
  let nextId = 0;

  const wait = (signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(new TransportError('aborted'));
      if (stepDelay <= 0) return queueMicrotask(resolve);
      const timer = setTimeout(resolve, stepDelay);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new TransportError('aborted'));
      });
    });

  const lookUp = async (action: string, id: string) => {
    calls.push({ action, argument: id });
    if (options.hangingSources?.includes(id)) await new Promise(() => undefined);
    await wait();
    const file = files[id];
    if (!file) throw new TransportError('http', 404);
    return file;
  };

  return {
    calls,
    releaseHanging(succeed) {
      for (const release of [...hanging]) release(succeed);
      hanging.clear();
    },
    async process(file, _metadata, context) {
      calls.push({ action: 'process', argument: file.name });
      const attempt = (attempts.get(file.name) ?? 0) + 1;
      attempts.set(file.name, attempt);
      const script = options.process?.(file, attempt) ?? {};
      for (const fraction of script.progress ?? []) {
        await wait(context.signal);
        context.onProgress(file.size * fraction, file.size);
      }
      await wait(context.signal);
      const outcome = script.outcome ?? 'complete';
      if (outcome === 'hang') {
        const succeed = await new Promise<boolean>((resolve, reject) => {
          hanging.add(resolve);
          context.signal.addEventListener('abort', () => {
            hanging.delete(resolve);
            reject(new TransportError('aborted'));
          });
        });
        if (!succeed) throw new TransportError('http', 500);
      } else if (outcome === 'error') {
        throw new TransportError('http', 500);
      } else if (outcome === 'timeout') {
        throw new TransportError('timeout');
      }
      context.onProgress(file.size, file.size);
      return `server-${(nextId += 1)}`;
    },
    async revert(serverId) {
      calls.push({ action: 'revert', argument: serverId });
      await wait();
      if (options.revert && !options.revert(serverId)) throw new TransportError('http', 500);
    },
    restore: (serverId) => lookUp('restore', serverId),
    load: (source) => lookUp('load', source),
    fetch: (url) => lookUp('fetch', url),
    remove: options.remove
      ? async (source) => {
          calls.push({ action: 'remove', argument: source });
          await wait();
          if (!options.remove?.(source)) throw new TransportError('http', 500);
        }
      : undefined,
  };
}
