import { facetOptions, inSeenOrder, isUnavailable } from './facetOptions';

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

describe('inSeenOrder', () => {
  const seen = [
    { value: 'Pune', label: 'Pune' },
    { value: 'Mumbai', label: 'Mumbai' },
  ];

  it('keeps the values seen before in their order, with their counts now, a new one after them', () => {
    const now = [
      { value: 'Remote', label: 'Remote', count: 30 },
      { value: 'Mumbai', label: 'Mumbai', count: 9 },
      { value: 'Pune', label: 'Pune', count: 2 },
    ];
    expect(inSeenOrder(seen, now)).toEqual([now[2], now[1], now[0]]);
  });

  it('keeps a value the answer no longer lists in its place, without a count', () => {
    expect(inSeenOrder(seen, [{ value: 'Mumbai', label: 'Mumbai', count: 9 }])).toEqual([
      { value: 'Pune', label: 'Pune' },
      { value: 'Mumbai', label: 'Mumbai', count: 9 },
    ]);
  });

  it('is the options as they are when nothing was seen yet', () => {
    expect(inSeenOrder([], counted)).toEqual(counted);
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
