import crypto from 'node:crypto';
import type { LiveRemotes } from '../live-remotes';

/**
 * Where a bucket stands for one remote's canary: a stable point in [0, 100). The browser gets
 * the canary while the share is above it, so a growing share keeps every browser it had and a
 * shrinking one sends only the highest points back to live. Hashed with the remote's name, so
 * the canaries of two remotes fall on independent browsers.
 */
export function canaryPoint(bucket: string, remote: string): number {
  return crypto.createHash('sha256').update(`${remote}\n${bucket}`).digest().readUInt32BE(0) / 2 ** 32 * 100;
}

/** The page's remotes with the named canaries in place of their live releases; the variant is the names, sorted, joined by '+'. */
function withCanaries(live: LiveRemotes, remotes: readonly string[]): LiveRemotes {
  if (remotes.length === 0 || !live.config) return live;
  const config = { ...live.config };
  for (const remote of remotes) config[remote] = live.canaries[remote]!.manifest;
  return { ...live, config, variant: [...remotes].sort().join('+') };
}

/** The remotes a visitor with `bucket` gets: each running canary whose share covers the bucket's point, the live release otherwise. */
export function remotesForBucket(live: LiveRemotes, bucket: string): LiveRemotes {
  const chosen = Object.entries(live.canaries)
    .filter(([remote, canary]) => canaryPoint(bucket, remote) < canary.percent)
    .map(([remote]) => remote);
  return withCanaries(live, chosen);
}

/**
 * The remotes of a variant a page was stored under, to render it again: null when one of its
 * canaries no longer runs (the page is not shown to anyone any more).
 */
export function remotesOfVariant(live: LiveRemotes, variant: string): LiveRemotes | null {
  const remotes = variant === '' ? [] : variant.split('+');
  return remotes.every((remote) => Object.hasOwn(live.canaries, remote)) ? withCanaries(live, remotes) : null;
}
