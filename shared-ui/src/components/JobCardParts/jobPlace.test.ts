import { jobPlace } from './jobPlace';

describe('jobPlace', () => {
  it("names the job's city before India", () => {
    expect(jobPlace('Pune')).toBe('Pune, India');
    expect(jobPlace(' Bengaluru ')).toBe('Bengaluru, India');
  });

  it('says India once, and India alone for a job without a location', () => {
    expect(jobPlace('Mumbai, India')).toBe('Mumbai, India');
    expect(jobPlace('')).toBe('India');
  });
});
