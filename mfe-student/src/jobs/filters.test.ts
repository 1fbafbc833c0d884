import { alertSearchFor, filtersFrom, monthlyToLpa, NO_FILTERS, SALARY_RANGES, searchFor } from './filters';

describe('salary ranges', () => {
  it('converts monthly pay to lakh per annum', () => {
    expect(monthlyToLpa(40_000)).toBe(4.8);
    expect(monthlyToLpa(100_000)).toBe(12);
  });

  it('reads each label as monthly pay and compares it with the salary in LPA', () => {
    expect(SALARY_RANGES.map(({ label, min, max }) => [label, min, max])).toEqual([
      ['0-40k', 0, 4.8],
      ['42-1lakh', 5.04, 12],
      ['1lakh to 5lakh', 12, 60],
    ]);
  });
});

describe('searchFor', () => {
  it('asks for every job, a page at a time, with no filter chosen', () => {
    expect(searchFor(NO_FILTERS)).toEqual({ keyword: [], limit: 24 });
  });

  it('sends the location and the industry as keywords of their own, which must all match', () => {
    expect(searchFor({ ...NO_FILTERS, location: 'Delhi NCR', industry: 'Backend Developer' })).toEqual({
      keyword: ['Delhi NCR', 'Backend Developer'],
      limit: 24,
    });
  });

  it('sends a salary choice as a range of LPA, combined with the others', () => {
    expect(searchFor({ location: 'Pune', industry: '', salary: '42-1lakh' })).toEqual({
      keyword: ['Pune'],
      salaryMin: 5.04,
      salaryMax: 12,
      limit: 24,
    });
  });
});

describe('filtersFrom', () => {
  it('reads the choices from the URL', () => {
    expect(filtersFrom(new URLSearchParams('location=Pune&industry=Frontend+Developer&salary=0-40k'))).toEqual({
      location: 'Pune',
      industry: 'Frontend Developer',
      salary: '0-40k',
    });
  });

  it('ignores values that are not options of their group', () => {
    expect(filtersFrom(new URLSearchParams('location=Atlantis&salary=Pune&industry='))).toEqual(NO_FILTERS);
  });
});

describe('alertSearchFor', () => {
  it('makes the industry the keyword, and keeps the location and the lower end of the salary range', () => {
    expect(alertSearchFor({ location: 'Pune', industry: 'Frontend Developer', salary: '1lakh to 5lakh' })).toEqual({
      keyword: 'Frontend Developer',
      location: 'Pune',
      salaryMin: 12,
    });
  });

  it('has no keyword without an industry, and no salary filter for a range starting at nothing', () => {
    expect(alertSearchFor({ location: '', industry: '', salary: '0-40k' })).toEqual({ keyword: '' });
  });
});
