import { INPUT_LIMITS } from '@portal/shared-state';
import { NO_MATCH, TOO_LONG, TOO_SHORT, newPasswordErrors } from './newPasswordErrors';

const { passwordMin, passwordMax } = INPUT_LIMITS.user;

describe('newPasswordErrors', () => {
  it('accepts a password of the allowed length typed twice', () => {
    for (const length of [passwordMin, passwordMax]) {
      const password = 'x'.repeat(length);
      expect(newPasswordErrors(password, password)).toEqual({});
    }
  });

  it('refuses one too short or too long, by the password field', () => {
    const short = 'x'.repeat(passwordMin - 1);
    const long = 'x'.repeat(passwordMax + 1);
    expect(newPasswordErrors(short, short)).toEqual({ password: TOO_SHORT });
    expect(newPasswordErrors(long, long)).toEqual({ password: TOO_LONG });
  });

  it('refuses a confirmation that differs, by the confirmation field', () => {
    expect(newPasswordErrors('a new secret', 'a new secreT')).toEqual({ confirm: NO_MATCH });
    expect(newPasswordErrors('short', '')).toEqual({ password: TOO_SHORT, confirm: NO_MATCH });
  });

  it('states the limits in its messages', () => {
    expect(TOO_SHORT).toContain(String(passwordMin));
    expect(TOO_LONG).toContain(String(passwordMax));
  });
});
