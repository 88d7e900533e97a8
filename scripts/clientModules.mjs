/**
 * Which built modules need React's client: those that import a client package (React, Emotion,
 * a package that depends on React) themselves or through any module they reach. The answer for
 * a module is whether any module reachable from it imports one, so modules that import each
 * other in a cycle get the same answer whichever is asked first.
 */
import path from 'node:path';

/** Every specifier a module imports or re-exports, side-effect imports and import() included. */
export const dependencyPattern =
  /(^\s*(?:import|export)\b[^;]*?\bfrom\s*|^\s*import\s*|\bimport\s*\(\s*)["']([^"']+)["']/gm;

/**
 * @param {{ readFile: (file: string) => string, isClientPackage: (specifier: string) => boolean }} io
 * @returns {(file: string) => boolean}
 */
export function clientModuleCheck({ readFile, isClientPackage }) {
  const direct = new Map();
  /** The module's own verdict (a client package imported) and the modules it imports. */
  const importsOf = (file) => {
    if (!direct.has(file)) {
      const specifiers = [...readFile(file).matchAll(dependencyPattern)].map(([, , s]) => s);
      direct.set(file, {
        client: specifiers.some((s) => !s.startsWith('.') && isClientPackage(s)),
        files: specifiers
          .filter((s) => s.startsWith('.'))
          .map((s) => path.resolve(path.dirname(file), s)),
      });
    }
    return direct.get(file);
  };
  const answers = new Map();
  return (file) => {
    if (!answers.has(file)) {
      const seen = new Set([file]);
      const queue = [file];
      let client = false;
      while (queue.length > 0 && !client) {
        const { client: own, files } = importsOf(queue.pop());
        client = own;
        for (const next of files) {
          if (!seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
        }
      }
      answers.set(file, client);
    }
    return answers.get(file);
  };
}
