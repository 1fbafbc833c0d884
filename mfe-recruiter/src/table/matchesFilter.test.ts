import { matchesFilter } from './matchesFilter';

describe('matchesFilter', () => {
  it('matches any field, ignoring case and surrounding spaces', () => {
    expect(matchesFilter(' acME ', 'Acme Corp')).toBe(true);
    expect(matchesFilter('dev', 'Acme', 'Frontend Developer')).toBe(true);
    expect(matchesFilter('zeta', 'Acme', 'Frontend Developer')).toBe(false);
  });

  it('lets everything through when empty', () => {
    expect(matchesFilter('  ', 'Acme')).toBe(true);
  });
});
