import styled from 'styled-components';
import { Button, Carousel, theme } from '@portal/shared-ui';
import { useMediaQuery } from '../layout/useMediaQuery';
import { useStartSearch } from './useStartSearch';

const CATEGORIES = ['Frontend Developer', 'Backend Developer', 'Data Science', 'Graphic Designer', 'FullStack Developer'];

const Frame = styled.div`
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
`;

const Chip = styled(Button)`
  border-radius: ${({ theme }) => theme.radii.full};
  white-space: nowrap;
`;

/** The category chips: each one searches for its category on /browse. */
export const CategoryCarousel = () => {
  const startSearch = useStartSearch();
  // One long label is all a phone's width holds.
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`);
  return (
    <Frame>
      <Carousel label="Job categories" perView={phone ? 1 : 3}>
        {CATEGORIES.map((category) => (
          <Chip key={category} variant="outline" onClick={() => startSearch(category)}>
            {category}
          </Chip>
        ))}
      </Carousel>
    </Frame>
  );
};
