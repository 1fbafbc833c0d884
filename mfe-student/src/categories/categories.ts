/**
 * The job categories of the home page's chips and of /jobs' Industry filter (spec section 2):
 * each is searched for as a keyword.
 */
export const CATEGORIES = ['Frontend Developer', 'Backend Developer', 'Data Science', 'Graphic Designer', 'FullStack Developer'] as const;

export type Category = (typeof CATEGORIES)[number];

export const isCategory = (value: string): value is Category => (CATEGORIES as readonly string[]).includes(value);
