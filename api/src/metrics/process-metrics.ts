import { collectDefaultMetrics, Registry } from 'prom-client';

let registry: Registry | undefined;

/**
 * prom-client's default metrics (CPU, memory, event loop lag, garbage collection, handles):
 * they describe the process, so they are collected once per process, however many apps it
 * builds (tests build one per test), and each app's scrape includes them.
 */
export function processMetrics(): Registry {
  if (!registry) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry });
  }
  return registry;
}
