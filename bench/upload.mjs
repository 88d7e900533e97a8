#!/usr/bin/env node
/**
 * Upload bench, on loopback against the reference server, side by side in one run:
 * - a 100 MB file sent by the engine in 5,000,000-byte chunks, from add to
 *   processing-complete, against one plain `fetch` PUT of the same bytes to the same server;
 * - a 1 KB file from add to processing-complete.
 * The engine is bundled for Node with esbuild into a temporary file first. Results go to
 * `bench/results.json` (other keys there are kept).
 */
import { randomFillSync } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { startUploadServer } from '../server/upload-server.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const resultsPath = path.join(root, 'bench', 'results.json');
const LARGE = 100_000_000;
const ROUNDS = 7;
const SMALL_ROUNDS = 30;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const buildDirectory = await mkdtemp(path.join(tmpdir(), 'tessera-bench-'));
const bundle = path.join(buildDirectory, 'upload-engine.mjs');
await build({
  entryPoints: [path.join(root, 'src/lib/upload/index.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile: bundle,
  logLevel: 'error',
});
const { createUploader, createHttpTransport } = await import(pathToFileURL(bundle).href);

const server = await startUploadServer();

const uploadWithEngine = (file, transportOptions = {}) =>
  new Promise((resolve, reject) => {
    const uploader = createUploader({
      transport: createHttpTransport({ url: server.url, chunkUploads: true, ...transportOptions }),
    });
    const started = performance.now();
    let id;
    const check = () => {
      const item = id && uploader.getItem(id);
      if (!item) return;
      if (item.status === 'processing-complete') {
        const elapsed = performance.now() - started;
        uploader.destroy();
        resolve(elapsed);
      } else if (item.status === 'processing-error') {
        uploader.destroy();
        reject(new Error(`Upload failed: ${item.error?.main}`));
      }
    };
    uploader.subscribe(check);
    [id] = uploader.addFiles([file]).added;
    check();
  });

const putWithFetch = async (blob) => {
  const started = performance.now();
  const response = await fetch(server.url, {
    method: 'PUT',
    body: blob,
    headers: { 'Upload-Name': 'plain.bin', 'Content-Type': 'application/octet-stream' },
  });
  await response.text();
  if (!response.ok) throw new Error(`PUT failed: ${response.status}`);
  return performance.now() - started;
};

const clearServer = async () => {
  for (const file of server.files()) await rm(file.path, { force: true });
};

try {
  const bytes = new Uint8Array(LARGE);
  randomFillSync(bytes);
  const large = new File([bytes], 'large.bin', { type: 'application/octet-stream' });
  const small = new File([bytes.subarray(0, 1000)], 'small.txt', { type: 'text/plain' });

  // Warm up the connection pool, the server and the JIT.
  await putWithFetch(new Blob([bytes.subarray(0, 10_000_000)]));
  await uploadWithEngine(new File([bytes.subarray(0, 10_000_000)], 'warm.bin'));
  for (let round = 0; round < 5; round += 1) await uploadWithEngine(small);
  await clearServer();

  const chunked = [];
  const put = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    // Alternate the order so neither side always runs on a warmer machine.
    if (round % 2 === 0) {
      put.push(await putWithFetch(large));
      chunked.push(await uploadWithEngine(large));
    } else {
      chunked.push(await uploadWithEngine(large));
      put.push(await putWithFetch(large));
    }
    await clearServer();
  }
  const smallTimes = [];
  for (let round = 0; round < SMALL_ROUNDS; round += 1)
    smallTimes.push(await uploadWithEngine(small));

  const chunkedMs = median(chunked);
  const putMs = median(put);
  const ratio = chunkedMs / putMs;
  const smallMs = median(smallTimes);

  console.log('\nUpload bench (loopback, median of runs)\n');
  // Every round, so a hiccup of the machine shows as one outlier rather than a surprise median.
  console.log(`  chunked, ms per round: ${chunked.map(Math.round).join(', ')}`);
  console.log(`  PUT, ms per round:     ${put.map(Math.round).join(', ')}\n`);
  console.table([
    { measure: '100 MB chunked upload, add → complete', ms: Math.round(chunkedMs), target: '' },
    { measure: '100 MB plain fetch PUT', ms: Math.round(putMs), target: '' },
    { measure: 'ratio chunked / PUT', ms: Number(ratio.toFixed(3)), target: '≤ 1.15' },
    { measure: '1 KB file, add → complete', ms: Number(smallMs.toFixed(1)), target: '< 50' },
  ]);

  let results = {};
  try {
    results = JSON.parse(await readFile(resultsPath, 'utf8'));
  } catch {
    results = {};
  }
  results.upload_100mb_vs_put_ratio = Number(ratio.toFixed(3));
  results.upload_1kb_ms = Number(smallMs.toFixed(1));
  await writeFile(resultsPath, `${JSON.stringify(results, null, 2)}\n`);
  console.log(
    `Wrote upload_100mb_vs_put_ratio and upload_1kb_ms to ${path.relative(root, resultsPath)}`,
  );
  const passes = ratio <= 1.15 && smallMs < 50;
  if (!passes) console.log('At least one upload figure misses its target.');
} finally {
  await server.close();
  await rm(buildDirectory, { recursive: true, force: true });
}
