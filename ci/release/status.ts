/**
 * `npm run release:status -- --url <site>`: what each part of a running site has released, its
 * canary and how each version has done over the last hour, from the site's platform API
 * (GET /api/v1/platform/releases) with the token in PLATFORM_TOKEN.
 */
import { parseArgs } from 'node:util';
import { statusText, type PlatformRelease } from './status-table';

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { url: { type: 'string' } } });
  if (!values.url) throw new Error('usage: release:status -- --url <site>, e.g. --url https://jobs.example.com (PLATFORM_TOKEN in the environment)');
  const token = process.env.PLATFORM_TOKEN;
  if (!token) throw new Error('Set PLATFORM_TOKEN to the token the site was started with.');
  const url = new URL('/api/v1/platform/releases', values.url);
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (response.status === 401) throw new Error(`${url.origin} refused PLATFORM_TOKEN (401): it is not the token the site was started with.`);
  if (response.status === 404) throw new Error(`${url.origin} has no platform API (404): start it with PLATFORM_TOKEN set.`);
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  const { releases } = (await response.json()) as { releases: PlatformRelease[] };
  process.stdout.write(statusText(releases));
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
