import { describeIssues } from './error-handler';

describe('describeIssues', () => {
  it("keeps the contract's message, which names the field as its form labels it", () => {
    expect(describeIssues([{ path: ['fullname'], message: 'Full name is required' }])).toBe('Full name is required');
    expect(describeIssues([{ path: ['position'], message: 'No. of positions must be at least 1' }])).toBe('No. of positions must be at least 1');
  });

  it("puts the field before zod's own wording, which names none", () => {
    expect(describeIssues([{ path: ['profile', 'bio'], message: 'Invalid input: expected string, received number' }])).toBe(
      'profile.bio: Invalid input: expected string, received number',
    );
    expect(describeIssues([{ path: ['limit'], message: 'Too big: expected number to be <=50' }])).toBe('limit: Too big: expected number to be <=50');
  });

  it('says the request is malformed when no issue is given', () => {
    expect(describeIssues([])).toBe('The request is malformed');
  });
});
