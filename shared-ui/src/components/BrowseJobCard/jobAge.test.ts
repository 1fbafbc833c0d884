import { formatJobAge } from './jobAge';

const now = new Date('2024-05-10T12:00:00Z');

describe('formatJobAge', () => {
  it.each([
    ['2024-05-10T11:59:00Z', 'Today'],
    ['2024-05-09T12:00:01Z', 'Today'],
    ['2024-05-09T12:00:00Z', '1 day ago'],
    ['2024-05-07T09:00:00Z', '3 days ago'],
    ['2024-04-10T12:00:00Z', '30 days ago'],
    ['2024-05-11T00:00:00Z', 'Today'],
  ])('a job created at %s reads "%s"', (createdAt, expected) => {
    expect(formatJobAge(createdAt, now)).toBe(expected);
  });
});
