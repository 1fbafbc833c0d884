import styled from 'styled-components';
import { useJobCountQuery } from '@portal/shared-state';
import { Button } from '@portal/shared-ui';
import type { Category } from '../categories/categories';
import { categoryCountFor } from '../categories/categoryCount';
import { Count } from '../categories/Count';
import { countedName } from '../categories/countedName';
import { useStartSearch } from './useStartSearch';

const Chip = styled(Button)`
  border-radius: ${({ theme }) => theme.radii.full};
  white-space: nowrap;
`;

/**
 * A category: searches for it on /browse, with the number of open jobs it finds. A category
 * with none is disabled rather than a way to an empty page; while its count loads, or if the
 * count fails, the chip works as before (the search page says what it finds).
 */
export const CategoryChip = ({ category }: { category: Category }) => {
  const startSearch = useStartSearch();
  const count = useJobCountQuery(categoryCountFor(category)).data?.total;
  return (
    <Chip variant="outline" aria-label={countedName(category, count)} disabled={count === 0} onClick={() => startSearch(category)}>
      {category}
      <Count count={count} />
    </Chip>
  );
};
