/** Polls `check` every 100 ms until it holds; fails when `alive` says the process exited or time runs out. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, alive: () => boolean = () => true) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not answering yet
    }
    if (!alive()) throw new Error(`${what} exited before it was ready`);
    if (Date.now() > deadline) throw new Error(`${what} was not ready after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
