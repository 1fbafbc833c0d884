/**
 * Ranks 1..n drawn Zipf(s): rank k with probability ∝ 1/k^s, as views of a job board fall
 * (a few jobs take most of them, a long tail is seen once or never). Seeded, so two runs that
 * compare server settings see the same sequence of pages.
 */
export function zipfRanks(n: number, s: number, seed: number): () => number {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let k = 1; k <= n; k++) cumulative[k - 1] = sum += 1 / k ** s;
  const random = mulberry32(seed);
  return () => {
    const target = random() * sum;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return low + 1;
  };
}

/** A small seeded PRNG (uniform in [0, 1)): Math.random cannot be replayed. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
