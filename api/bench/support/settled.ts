/**
 * Resolves once the server answers /readyz (a database round trip) quickly a few times in a
 * row: requests a scenario left queued when its time ran out (searches slower than the run)
 * must not be billed to the next scenario.
 */
export async function settled(origin: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let quick = 0; quick < 3; ) {
    if (Date.now() > deadline) throw new Error(`${origin} was still busy after ${timeoutMs} ms`);
    const started = performance.now();
    const ready = await fetch(`${origin}/readyz`).then((response) => response.ok, () => false);
    quick = ready && performance.now() - started < 50 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
