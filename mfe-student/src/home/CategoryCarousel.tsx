import styled from 'styled-components';
import { Carousel, theme } from '@portal/shared-ui';
import { CATEGORIES } from '../categories/categories';
import { useMediaQuery } from '../layout/useMediaQuery';
import { CategoryChip } from './CategoryChip';

const Frame = styled.div`
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
`;

/**
 * The category chips, each with its count of open jobs. The counts are one `limit=1` search
 * per category (the API counts no keywords in one call), kept five minutes, and shared with
 * /jobs' Industry filter while no other filter is chosen.
 */
export const CategoryCarousel = () => {
  // One long label is all a phone's width holds.
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`);
  return (
    <Frame>
      <Carousel label="Job categories" perView={phone ? 1 : 3}>
        {CATEGORIES.map((category) => (
          <CategoryChip key={category} category={category} />
        ))}
      </Carousel>
    </Frame>
  );
};
