import { keepRedirect, returnPathAfterLogin, safeRedirect } from './returnTo';

const ORIGIN = 'http://localhost';

describe('safeRedirect', () => {
  it.each([
    ['?redirect=/description/5', '/description/5'],
    ['?redirect=%2Fjobs%3Fq%3Dreact%23top', '/jobs?q=react#top'],
    ['?redirect=/admin/companies&x=1', '/admin/companies'],
  ])('accepts a path on this site: %s', (search, expected) => {
    expect(safeRedirect(search, ORIGIN)).toBe(expected);
  });

  it.each([
    ['no parameter', ''],
    ['an empty one', '?redirect='],
    ['another origin', '?redirect=https://evil.example/login'],
    ['a protocol-relative URL', '?redirect=//evil.example'],
    ['a backslash trick', '?redirect=/\\evil.example'],
    ['a tab trick', '?redirect=/%09/evil.example'],
    ['a script URL', '?redirect=javascript:alert(1)'],
    ['a relative path', '?redirect=description/5'],
  ])('refuses %s', (_case, search) => {
    expect(safeRedirect(search, ORIGIN)).toBeNull();
  });
});

describe('returnPathAfterLogin', () => {
  it('returns to the page named in redirect, else home', () => {
    expect(returnPathAfterLogin('?redirect=/description/5')).toBe('/description/5');
    expect(returnPathAfterLogin('?redirect=//evil.example')).toBe('/');
    expect(returnPathAfterLogin('')).toBe('/');
  });
});

describe('keepRedirect', () => {
  it('carries a valid return path and drops anything else', () => {
    expect(keepRedirect('?redirect=/description/5&utm=x')).toBe('?redirect=%2Fdescription%2F5');
    expect(keepRedirect('?redirect=https://evil.example')).toBe('');
    expect(keepRedirect('')).toBe('');
  });
});
