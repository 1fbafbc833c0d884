import { useId, useState } from 'react';
import styled from 'styled-components';
import type { FacetName, SearchFacets } from '@portal/shared-state';
import { Button } from '@portal/shared-ui';
import { FacetGroup } from './FacetGroup';
import { chosenCount, type Filters } from './filters';
import { IndustryGroup } from './IndustryGroup';

type FilterPanelProps = {
  filters: Filters;
  /** The counts of the search answered last; undefined before the first answer. */
  facets: SearchFacets | undefined;
  /** The counts are of the previous choice while the new one loads. */
  updating: boolean;
  onToggle: (facet: FacetName, value: string) => void;
  onChooseIndustry: (industry: string) => void;
  onClear: () => void;
};

/** The facets in the order of the panel, with their names. */
const GROUPS: { facet: FacetName; legend: string; plural: string }[] = [
  { facet: 'location', legend: 'Location', plural: 'locations' },
  { facet: 'jobType', legend: 'Job type', plural: 'job types' },
  { facet: 'experience', legend: 'Experience', plural: 'experience bands' },
  { facet: 'salary', legend: 'Salary', plural: 'salary bands' },
  { facet: 'company', legend: 'Company', plural: 'companies' },
];

// Below the medium breakpoint the groups fold away behind a "Filters" button, so the first
// screen of a phone shows jobs; above it they are always open and the button is not there.
const narrow = ({ theme }: { theme: { breakpoints: { md: string } } }) => `(max-width: ${theme.breakpoints.md})`;

// Beside the list it stays in view as the page scrolls; taller than the window, it scrolls
// itself, or its last groups would be out of reach until the list's end.
const Panel = styled.section`
  position: sticky;
  top: ${({ theme }) => theme.space.md};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-height: calc(100vh - 2 * ${({ theme }) => theme.space.md});
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};

  @media ${narrow} {
    position: static;
    max-height: none;
    overflow-y: visible;
  }
`;

const Disclosure = styled(Button)`
  display: none;

  @media ${narrow} {
    display: inline-flex;
  }
`;

const Groups = styled.div<{ $open: boolean; $updating: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  /* Counts of the previous choice, shown while the new ones load, look it. */
  opacity: ${({ $updating }) => ($updating ? 0.7 : 1)};
  transition: opacity 150ms ease;

  @media ${narrow} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.heading};
`;

/**
 * The filters: the industry (one), and the facets (any values of each), each value with the
 * number of jobs it would find given the other groups' choices, as the API counts them.
 * 'Clear filters' drops them all.
 */
export const FilterPanel = ({ filters, facets, updating, onToggle, onChooseIndustry, onClear }: FilterPanelProps) => {
  const [open, setOpen] = useState(false);
  const groupsId = useId();
  const chosen = chosenCount(filters);
  return (
    <Panel aria-labelledby="job-filters-heading">
      <Top>
        <Heading id="job-filters-heading">Filter Jobs</Heading>
        <Button variant="ghost" onClick={onClear}>
          Clear filters
        </Button>
      </Top>
      <Disclosure variant="outline" aria-expanded={open} aria-controls={groupsId} onClick={() => setOpen((isOpen) => !isOpen)}>
        {open ? 'Hide filters' : chosen > 0 ? `Show filters (${chosen} chosen)` : 'Show filters'}
      </Disclosure>
      <Groups id={groupsId} $open={open} $updating={updating} aria-busy={updating || undefined}>
        <IndustryGroup filters={filters} onChoose={onChooseIndustry} />
        {GROUPS.map(({ facet, legend, plural }) => (
          <FacetGroup
            key={facet}
            facet={facet}
            legend={legend}
            plural={plural}
            counted={facets?.[facet]}
            chosen={filters[facet]}
            onToggle={(value) => onToggle(facet, value)}
          />
        ))}
      </Groups>
    </Panel>
  );
};
