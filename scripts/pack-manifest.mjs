#!/usr/bin/env node
/**
 * The package.json that ships in the tarball: the repository's, without what only the repository
 * uses. `scripts` would hand every consumer's npm a `prepare` that runs a file the tarball does
 * not contain (npm 11 warns about it), and `allowScripts` is this repository's install policy.
 *
 * npm reads package.json from disk when it packs, so `prepack` (`strip`) writes the published
 * manifest in place and keeps the original under node_modules/.cache, and `postpack` (`restore`)
 * puts the original back. npm skips `postpack` when packing fails, so `strip` also starts a
 * detached watcher that restores the original once the npm process that packs has exited, and
 * `strip` restores a backup left by an earlier run before it reads package.json.
 * `node scripts/pack-manifest.mjs restore` does the same by hand.
 *
 * `npm publish` packs, runs `postpack`, then reads package.json again for the version document
 * it sends the registry beside the tarball. Within a publish `postpack` leaves the published
 * manifest in place, so the registry's document lists no scripts either, and the watcher puts
 * the original back once npm has exited.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Fields of the repository's package.json that the published one leaves out. */
export const repositoryOnlyFields = ['scripts', 'allowScripts'];

/** The published manifest's text, from the repository's. */
export function publishedManifest(text) {
  const manifest = JSON.parse(text);
  for (const field of repositoryOnlyFields) delete manifest[field];
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** npm commands that read package.json again after `postpack`, to send it to the registry. */
const publishCommands = ['publish', 'stage'];

const root = process.env.TESSERA_PACK_ROOT ?? process.cwd();
const manifestFile = path.join(root, 'package.json');
const backupDirectory = path.join(root, 'node_modules/.cache/tessera-pack');
const backupFile = path.join(backupDirectory, 'package.json');

function restore() {
  if (!existsSync(backupFile)) return false;
  // A rename, so package.json is never half-written and the backup is used once.
  renameSync(backupFile, manifestFile);
  return true;
}

/** The npm process running this lifecycle script (its shell may sit in between). */
function npmProcessId() {
  let pid = process.ppid;
  for (let depth = 0; depth < 4 && pid > 1; depth += 1) {
    // `ps` as on Linux and macOS; npm names its process `npm <command>`.
    const listing = spawnSync('ps', ['-o', 'ppid=', '-o', 'args=', '-p', String(pid)], {
      encoding: 'utf8',
    });
    const match = /^\s*(\d+)\s+(.*)$/.exec(listing.stdout?.trim() ?? '');
    if (!match) break;
    if (/(^|[/\s])npm(-cli\.js)?(\s|$)/.test(match[2])) return pid;
    pid = Number(match[1]);
  }
  return process.ppid;
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const [command, argument] = process.argv.slice(2);
  if (command === 'strip') {
    restore();
    const original = readFileSync(manifestFile, 'utf8');
    mkdirSync(backupDirectory, { recursive: true });
    writeFileSync(backupFile, original);
    writeFileSync(manifestFile, publishedManifest(original));
    spawn(process.execPath, [fileURLToPath(import.meta.url), 'guard', String(npmProcessId())], {
      cwd: root,
      env: { ...process.env, TESSERA_PACK_ROOT: root },
      detached: true,
      stdio: 'ignore',
    }).unref();
  } else if (command === 'restore') {
    if (!publishCommands.includes(process.env.npm_command ?? '')) restore();
  } else if (command === 'guard') {
    const pid = Number(argument);
    const givesUpAt = Date.now() + 30 * 60_000;
    const timer = setInterval(() => {
      if (isRunning(pid) && Date.now() < givesUpAt && existsSync(backupFile)) return;
      clearInterval(timer);
      restore();
    }, 200);
  } else {
    console.error('usage: node scripts/pack-manifest.mjs strip|restore');
    process.exit(1);
  }
}
