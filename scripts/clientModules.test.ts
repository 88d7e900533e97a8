import path from 'node:path';
import { expect, test } from 'vitest';
import { clientModuleCheck } from './clientModules.mjs';

/** A check over modules held in memory, by absolute file name; React is the client package. */
function checkOver(files: Record<string, string>) {
  const at = (name: string) => path.resolve('/dist', name);
  const check = clientModuleCheck({
    readFile: (file) => {
      const name = path.relative('/dist', file);
      if (!(name in files)) throw new Error(`no module ${name}`);
      return files[name]!;
    },
    isClientPackage: (specifier) => specifier === 'react',
  });
  return (name: string) => check(at(name));
}

test('a module needs the client when it or anything it reaches imports a client package', () => {
  const isClient = checkOver({
    'a.js': "import { b } from './b.js';\nexport const a = b;",
    'b.js': "import { useState } from 'react';\nexport const b = useState;",
    'plain.js': "export { c } from './c.js';",
    'c.js': 'export const c = 1;',
    'lazy.js': "export const load = () => import('./b.js');",
  });
  expect(isClient('a.js')).toBe(true);
  expect(isClient('plain.js')).toBe(false);
  expect(isClient('lazy.js')).toBe(true);
});

test('modules that import each other get the same answer whichever is asked first', () => {
  const cycle = {
    'a.js':
      "import { b } from './b.js';\nimport { useId } from 'react';\nexport const a = () => b;",
    'b.js': "import { a } from './a.js';\nexport const b = () => a;",
  };
  const bFirst = checkOver(cycle);
  expect(bFirst('b.js')).toBe(true);
  expect(bFirst('a.js')).toBe(true);
  const aFirst = checkOver(cycle);
  expect(aFirst('a.js')).toBe(true);
  expect(aFirst('b.js')).toBe(true);
});
