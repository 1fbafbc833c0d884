import { facetOptions, isUnavailable } from './facetOptions';

const counted = [
  { value: 'Pune', label: 'Pune', count: 12 },
  { value: 'Mumbai', label: 'Mumbai', count: 0 },
];

describe('facetOptions', () => {
  it("lists the API's values with their counts, in its order", () => {
    expect(facetOptions('location', counted, [])).toEqual(counted);
  });

  it('adds a chosen value the answer does not list yet, without a count', () => {
    expect(facetOptions('location', counted, ['Mumbai', 'Delhi NCR'])).toEqual([...counted, { value: 'Delhi NCR', label: 'Delhi NCR' }]);
  });

  it('lists the bands without counts before the first answer, and the chosen values of other facets', () => {
    expect(facetOptions('salary', undefined, []).map((option) => [option.value, option.count])).toEqual([
      ['0-3', undefined],
      ['3-6', undefined],
      ['6-10', undefined],
      ['10-20', undefined],
      ['20+', undefined],
    ]);
    expect(facetOptions('experience', undefined, [])[0]).toEqual({ value: '0-1', label: '0–1 years' });
    expect(facetOptions('location', undefined, ['Pune'])).toEqual([{ value: 'Pune', label: 'Pune' }]);
    expect(facetOptions('company', undefined, [])).toEqual([]);
  });
});

describe('isUnavailable', () => {
  it('disables a value that finds nothing, unless it is chosen', () => {
    expect(isUnavailable({ value: 'Mumbai', label: 'Mumbai', count: 0 }, false)).toBe(true);
    expect(isUnavailable({ value: 'Mumbai', label: 'Mumbai', count: 0 }, true)).toBe(false);
    expect(isUnavailable({ value: 'Pune', label: 'Pune', count: 12 }, false)).toBe(false);
    expect(isUnavailable({ value: 'Pune', label: 'Pune' }, false)).toBe(false);
  });
});
