import { serverFieldError } from './serverFieldError';

const refused = (status: number | 'NETWORK', message: string) => ({ status, message });

describe('serverFieldError', () => {
  it("gives a 400's message when it names the field", () => {
    expect(serverFieldError(refused(400, 'currentPassword is incorrect.'), 'currentPassword')).toBe('currentPassword is incorrect.');
  });

  it('gives null for another field, another status or no answer', () => {
    expect(serverFieldError(refused(400, 'newPassword must be at least 8 characters'), 'currentPassword')).toBeNull();
    expect(serverFieldError(refused(400, 'passwordless is not a field'), 'password')).toBeNull();
    expect(serverFieldError(refused(429, 'password tried too often'), 'password')).toBeNull();
    expect(serverFieldError(refused('NETWORK', 'Cannot reach the server.'), 'password')).toBeNull();
    expect(serverFieldError(new Error('boom'), 'password')).toBeNull();
  });
});
