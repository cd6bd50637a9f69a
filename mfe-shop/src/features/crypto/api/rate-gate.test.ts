import { rateGate, resetRateGate } from './rate-gate';

test('rate calls start at least 500 ms apart, in order (SPEC §9)', async () => {
  resetRateGate();
  const starts: number[] = [];
  const t0 = Date.now();
  await Promise.all([1, 2, 3].map(() => rateGate().then(() => starts.push(Date.now() - t0))));
  expect(starts).toHaveLength(3);
  expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(495);
  expect(starts[2]! - starts[1]!).toBeGreaterThanOrEqual(495);
});
