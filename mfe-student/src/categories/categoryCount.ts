import type { JobCountQuery } from '@portal/shared-state';
import type { Category } from './categories';

/** The count of a category's open jobs: a search for it as the keyword, and no other filter. */
export const categoryCountFor = (category: Category): JobCountQuery => ({ keyword: [category] });
