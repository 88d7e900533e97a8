/**
 * How many times longer `work` takes than `reference`, as the ratio of their median times over
 * interleaved rounds. Both run on the same machine at the same moment, so a ratio holds where a
 * bound in milliseconds fails on a CI machine busy with the browser lanes: it is for checks that
 * a 100,000-character input costs what a short one does.
 */
export function costRatio(work: () => void, reference: () => void, rounds = 15): number {
  const time = (run: () => void) => {
    const started = performance.now();
    run();
    return performance.now() - started;
  };
  const workTimes: number[] = [];
  const referenceTimes: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    workTimes.push(time(work));
    referenceTimes.push(time(reference));
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1] ?? 0;
  // A floor of a tenth of a millisecond keeps timer resolution from making a ratio of noise.
  return Math.max(median(workTimes), 0.1) / Math.max(median(referenceTimes), 0.1);
}
