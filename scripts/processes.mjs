/**
 * Servers the test scripts start for a run (`storybook dev`, `next dev`, `next start`): a free
 * port to give them, and a child process that keeps its output for the failure report and is
 * stopped with its own children when the run ends.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nothing on 127.0.0.1 listens on at the moment. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `command` in a process group of its own.
 *
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, env: NodeJS.ProcessEnv }} options
 * @returns {{ child: import('node:child_process').ChildProcess, output: (lines?: number) => string, stop: () => void }}
 */
export function startProcess(command, args, { cwd, env }) {
  const child = spawn(command, args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  process.on('exit', stop);
  return {
    child,
    output: (lines = 20) => output.trim().split('\n').slice(-lines).join('\n'),
    stop,
  };
}
