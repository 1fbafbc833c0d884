/**
 * `npm run start:topology`: nginx on loopback in front of two API instances and the static
 * site, on one throwaway PostgreSQL database and one Redis. Ctrl-C stops and removes it all.
 */
import { startTopology } from './topology';

async function main() {
  const topology = await startTopology({ log: (line) => console.log(line), keep: process.env.KEEP_TOPOLOGY === '1' });
  console.log(`\nPortal behind nginx: ${topology.url}/  (API ${topology.url}/api/v1, docs ${topology.url}/api/docs)`);
  console.log(`Instance a: ${topology.instances.a.url}, instance b: ${topology.instances.b.url}; every API answer names its instance in X-Instance.`);
  console.log(`Visitors' pages are kept by nginx for JOB_CACHE_SECONDS (${topology.jobCacheSeconds} s here); X-Cache-Status says whether one came from its cache.`);
  if (topology.prometheus) console.log(`Prometheus: ${topology.prometheus.url} (scraping both instances' metrics, with the alert rules of ops/prometheus/alerts.yml).`);
  console.log('Ctrl-C to stop.');
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await topology.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
