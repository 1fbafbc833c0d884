import { facet } from '../testing/fakeApi';
import { alertSearchFor, chosenCount, filtersFrom, industryCountFor, NO_FILTERS, searchFor, toggled, writeFilters } from './filters';

describe('filtersFrom', () => {
  it('reads every value of each facet, the industry and the company by its id', () => {
    expect(filtersFrom(new URLSearchParams('location=Pune&location=Mumbai&jobType=Internship&experience=2-4&salary=3-6&salary=20%2B&companyId=12&industry=Data+Science'))).toEqual({
      industry: 'Data Science',
      location: ['Pune', 'Mumbai'],
      jobType: ['Internship'],
      experience: ['2-4'],
      salary: ['3-6', '20+'],
      company: ['12'],
    });
  });

  it("drops what the API would refuse: unknown bands and industries, a company that is no id, repeats, blanks, and old links' salary labels", () => {
    expect(filtersFrom(new URLSearchParams('salary=0-40k&experience=lots&companyId=acme&industry=Atlantis&location=Pune&location=Pune&location=%20'))).toEqual({
      ...NO_FILTERS,
      location: ['Pune'],
    });
  });

  it('keeps at most as many values as the API takes', () => {
    const many = new URLSearchParams(Array.from({ length: 25 }, (_, index) => ['location', `City ${index}`]));
    expect(filtersFrom(many).location).toHaveLength(20);
  });
});

describe('writeFilters', () => {
  it('writes a parameter per value, drops unchosen ones and leaves the others alone', () => {
    const params = new URLSearchParams('sort=salary&location=Delhi+NCR&industry=Data+Science');
    writeFilters(params, { ...NO_FILTERS, location: ['Pune', 'Mumbai'], company: ['12'] });
    expect(params.toString()).toBe('sort=salary&location=Pune&location=Mumbai&companyId=12');
  });

  it('reads back what it wrote', () => {
    const filters = { ...NO_FILTERS, industry: 'Frontend Developer', salary: ['3-6'], jobType: ['Full Time', 'Part Time'] };
    const params = new URLSearchParams();
    writeFilters(params, filters);
    expect(filtersFrom(params)).toEqual(filters);
  });
});

describe('toggled and chosenCount', () => {
  it('chooses and unchooses one value, and counts every chosen value', () => {
    const once = toggled(NO_FILTERS, 'location', 'Pune');
    const twice = toggled(once, 'location', 'Mumbai');
    expect(twice.location).toEqual(['Pune', 'Mumbai']);
    expect(toggled(twice, 'location', 'Pune').location).toEqual(['Mumbai']);
    expect(chosenCount({ ...twice, industry: 'Data Science' })).toBe(3);
    expect(chosenCount(NO_FILTERS)).toBe(0);
  });
});

describe('searchFor', () => {
  it('asks for every job, a page at a time, with the facet counts, when nothing is chosen', () => {
    expect(searchFor(NO_FILTERS)).toEqual({ keyword: [], facets: '1', limit: 24 });
  });

  it('sends the industry as the keyword, each facet as its own parameter, and the order', () => {
    expect(searchFor({ ...NO_FILTERS, industry: 'Backend Developer', location: ['Pune', 'Mumbai'], company: ['12'] }, 'salary')).toEqual({
      keyword: ['Backend Developer'],
      location: ['Pune', 'Mumbai'],
      companyId: ['12'],
      sort: 'salary',
      facets: '1',
      limit: 24,
    });
  });
});

describe('industryCountFor', () => {
  it('counts an industry with the other filters as they are, whatever industry is chosen', () => {
    expect(industryCountFor({ ...NO_FILTERS, industry: 'Data Science', salary: ['3-6'] }, 'Graphic Designer')).toEqual({
      keyword: ['Graphic Designer'],
      salary: ['3-6'],
    });
  });
});

describe('alertSearchFor', () => {
  it('makes the industry the keyword and keeps every chosen value of every facet, naming the chosen companies as the facet does', () => {
    const filters = { industry: 'Frontend Developer', location: ['Pune', 'Mumbai'], jobType: ['Internship'], experience: ['2-4', '5-9'], salary: ['10-20', '0-3'], company: ['12'] };
    expect(alertSearchFor(filters, [facet('12', 3, 'Globex'), facet('14', 1, 'Initech')])).toEqual({
      keyword: 'Frontend Developer',
      location: ['Pune', 'Mumbai'],
      jobType: ['Internship'],
      experience: ['2-4', '5-9'],
      salary: ['10-20', '0-3'],
      companyId: ['12'],
      companies: [{ _id: '12', name: 'Globex' }],
    });
  });

  it('leaves out the facets with nothing chosen', () => {
    expect(alertSearchFor({ ...NO_FILTERS, location: ['Pune'] })).toEqual({ keyword: '', location: ['Pune'] });
  });
});
