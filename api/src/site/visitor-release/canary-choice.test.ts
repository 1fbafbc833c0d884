import type { LiveRemotes } from '../live-remotes';
import { canaryPoint, remotesForBucket, remotesOfVariant } from './canary-choice';

const buckets = Array.from({ length: 10_000 }, (_, i) => `bucket-${String(i).padStart(15, '0')}`);
const live = (percent: number, more: Partial<LiveRemotes['canaries']> = {}): LiveRemotes => ({
  text: '{}',
  config: { student: '/remotes/student/1/mf-manifest.json', auth: '/remotes/auth/1/mf-manifest.json' },
  canaries: { student: { manifest: '/remotes/student/2/mf-manifest.json', percent, since: '2026-11-26T00:00:00.000Z' }, ...more } as LiveRemotes['canaries'],
  variant: '',
});
const onCanary = (percent: number) => new Set(buckets.filter((bucket) => remotesForBucket(live(percent), bucket).variant === 'student'));

describe('which browsers get a canary', () => {
  it('gives it to about the share asked for', () => {
    expect(onCanary(30).size / buckets.length).toBeCloseTo(0.3, 1);
    expect(onCanary(5).size / buckets.length).toBeCloseTo(0.05, 1);
  });

  it('keeps every browser that had it when the share grows, and sends only some back when it shrinks', () => {
    const at10 = onCanary(10);
    const at30 = onCanary(30);
    expect([...at10].every((bucket) => at30.has(bucket))).toBe(true);
    const at20 = onCanary(20);
    expect([...at20].every((bucket) => at30.has(bucket))).toBe(true);
    expect(at20.size).toBeLessThan(at30.size);
  });

  it('gives one browser the same choice every time', () => {
    expect(canaryPoint(buckets[7]!, 'student')).toBe(canaryPoint(buckets[7]!, 'student'));
  });

  it('chooses for each remote on its own: a browser on one canary is not always on another', () => {
    const both = live(50, { auth: { manifest: '/remotes/auth/2/mf-manifest.json', percent: 50, since: '2026-11-26T00:00:00.000Z' } });
    const variants = new Set(buckets.slice(0, 200).map((bucket) => remotesForBucket(both, bucket).variant));
    expect(variants).toEqual(new Set(['', 'student', 'auth', 'auth+student']));
  });

  it('puts the canary manifest in place of the live one for a chosen browser, and leaves the others as they are', () => {
    const chosen = buckets.find((bucket) => canaryPoint(bucket, 'student') < 30)!;
    const other = buckets.find((bucket) => canaryPoint(bucket, 'student') >= 30)!;
    expect(remotesForBucket(live(30), chosen).config).toEqual({ student: '/remotes/student/2/mf-manifest.json', auth: '/remotes/auth/1/mf-manifest.json' });
    expect(remotesForBucket(live(30), other)).toEqual(live(30));
  });
});

describe('the remotes of a stored variant', () => {
  it('are rebuilt while its canaries run, and gone once one ended', () => {
    expect(remotesOfVariant(live(30), 'student')?.config?.student).toBe('/remotes/student/2/mf-manifest.json');
    expect(remotesOfVariant(live(30), '')).toEqual(live(30));
    expect(remotesOfVariant({ ...live(30), canaries: {} }, 'student')).toBeNull();
    expect(remotesOfVariant(live(30), 'constructor')).toBeNull();
  });
});
