import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, RadioGroup } from '@portal/shared-ui';
import { FILTER_GROUPS, SALARY_HINT, type FilterId, type Filters } from './filters';
import { InfoTip } from './InfoTip';

type FilterPanelProps = {
  filters: Filters;
  onChoose: (id: FilterId, value: string) => void;
  onClear: () => void;
};

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

// Below the medium breakpoint the groups fold away behind a "Filters" button, so the first
// screen of a phone shows jobs; above it they are always open and the button is not there.
const narrow = ({ theme }: { theme: { breakpoints: { md: string } } }) => `(max-width: ${theme.breakpoints.md})`;

const Disclosure = styled(Button)`
  display: none;

  @media ${narrow} {
    display: inline-flex;
  }
`;

const Groups = styled.div<{ $open: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};

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

// The tip sits on the line of the group's legend, which the shared RadioGroup renders.
const Group = styled.div`
  position: relative;
`;

const GroupTip = styled.div`
  position: absolute;
  top: 0;
  right: 0;
`;

/** One single choice per group; the groups combine, and 'Clear filters' drops them all. */
export const FilterPanel = ({ filters, onChoose, onClear }: FilterPanelProps) => {
  const [open, setOpen] = useState(false);
  const groupsId = useId();
  const chosen = FILTER_GROUPS.filter(({ id }) => filters[id]).length;
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
      <Groups id={groupsId} $open={open}>
        {FILTER_GROUPS.map(({ id, label, options }) => (
          <Group key={id}>
            <RadioGroup label={label} name={`filter-${id}`} options={options} value={filters[id]} onChange={(value) => onChoose(id, value)} />
            {id === 'salary' && (
              <GroupTip>
                <InfoTip label="How salaries are matched">{SALARY_HINT}</InfoTip>
              </GroupTip>
            )}
          </Group>
        ))}
      </Groups>
    </Panel>
  );
};
