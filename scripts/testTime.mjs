/** Where `npm test` records the wall time of its last full run, which `npm run bench` reports. */
export const testTimeFile = 'node_modules/.cache/tessera/npm-test-time.json';
