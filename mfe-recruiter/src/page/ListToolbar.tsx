import styled from 'styled-components';
import { ButtonLink, Input } from '@portal/shared-ui';

type ListToolbarProps = {
  filterLabel: string;
  filter: string;
  onFilter: (text: string) => void;
  newLabel: string;
  /** Where the new item is created; none when the user may create none. */
  newTo?: string;
};

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};

  /* Up to 360px wide, and the whole width of a phone. */
  & > :first-child {
    flex: 1 1 240px;
    max-width: 360px;
  }
`;

/** Above a list: the filter box and the button that creates a new item. */
export const ListToolbar = ({ filterLabel, filter, onFilter, newLabel, newTo }: ListToolbarProps) => (
  <Bar>
    <Input label={filterLabel} type="search" value={filter} onChange={(event) => onFilter(event.target.value)} />
    {newTo && <ButtonLink to={newTo}>{newLabel}</ButtonLink>}
  </Bar>
);
