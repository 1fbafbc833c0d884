import type { AttemptLimiter } from '../../http/attempt-limiter';

export type LoginLimits = { loginFailuresPerIp: number; loginFailuresPerEmail: number };

/** The first slowed-down attempt waits this long, each further failure doubles it, up to the cap. */
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 8_000;

/** How long an attempt at an email waits after `failures` failed ones from anywhere. */
export function slowDownMs(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - threshold));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Login attempt limits after OWASP's authentication cheat sheet: failures are counted per
 * (email, address) and per address, and those two refuse (429); failures at an email from
 * every address together only slow further attempts down. So nobody can lock a user out by
 * guessing wrong from elsewhere: the right password from an address that has not failed
 * always gets in, at worst after the delay.
 */
export function loginThrottle(limiter: AttemptLimiter, limits: LoginLimits) {
  const keys = (ip: string, email: string) => ({
    pair: `login-pair:${email}|${ip}`,
    ip: `login-ip:${ip}`,
    email: `login-email:${email}`,
  });

  return {
    /** Refuses an address that failed too often, then waits out the email's slow-down. */
    async admit(ip: string, email: string): Promise<void> {
      const key = keys(ip, email);
      await limiter.refuseWhenReached([
        { key: key.pair, max: limits.loginFailuresPerEmail },
        { key: key.ip, max: limits.loginFailuresPerIp },
      ]);
      const delay = slowDownMs(await limiter.attempts(key.email), limits.loginFailuresPerEmail);
      if (delay > 0) await sleep(delay);
    },
    failed(ip: string, email: string): Promise<void> {
      return limiter.record(Object.values(keys(ip, email)));
    },
    succeeded(ip: string, email: string): Promise<void> {
      const key = keys(ip, email);
      return limiter.clear([key.pair, key.email]);
    },
  };
}
