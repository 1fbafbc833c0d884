import { serverFieldError } from './serverFieldError';

const refused = (status: number | 'NETWORK', message: string) => ({ status, message });

describe('serverFieldError', () => {
  it("gives a 400's message when it names the field by its label", () => {
    expect(serverFieldError(refused(400, 'Current password is incorrect.'), 'Current password')).toBe('Current password is incorrect.');
  });

  it('gives null for another field, another status or no answer', () => {
    expect(serverFieldError(refused(400, 'New password must be at least 8 characters'), 'Current password')).toBeNull();
    expect(serverFieldError(refused(400, 'Passwordless is not a field'), 'Password')).toBeNull();
    expect(serverFieldError(refused(429, 'Password tried too often'), 'Password')).toBeNull();
    expect(serverFieldError(refused('NETWORK', 'Cannot reach the server.'), 'Password')).toBeNull();
    expect(serverFieldError(new Error('boom'), 'Password')).toBeNull();
  });
});
