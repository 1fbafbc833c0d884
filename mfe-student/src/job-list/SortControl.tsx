import styled from 'styled-components';
import type { SearchSort } from '@portal/shared-state';
import { Select } from '@portal/shared-ui';
import type { Sort } from './useSort';

const Wrapper = styled.div`
  min-width: 200px;
`;

/** 'Sort by': Relevance (with a keyword), Newest, Salary: high to low. */
export const SortControl = ({ sort }: { sort: Sort }) => (
  <Wrapper>
    <Select label="Sort by" options={sort.options} value={sort.value} onChange={(event) => sort.change(event.target.value as SearchSort)} />
  </Wrapper>
);
