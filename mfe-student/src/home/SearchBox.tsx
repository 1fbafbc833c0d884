import type { FormEvent } from 'react';
import styled from 'styled-components';
import { INPUT_LIMITS } from '@portal/shared-state';
import { focusRing } from '@portal/shared-ui';
import { useStartSearch } from './useStartSearch';

const Form = styled.form`
  display: flex;
  width: 100%;
  max-width: 560px;
  margin: 0 auto;
  padding-left: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};

  /* The field's own outline is off (it would cut the pill's corners): the pill takes the
     ring every other control shows. */
  &:has(input:focus-visible) {
    ${focusRing}
  }
`;

const Field = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 48px;
  border: 0;
  background: transparent;
  font: inherit;
  color: ${({ theme }) => theme.colors.heading};

  &:focus {
    outline: none;
  }
`;

const SearchButton = styled.button`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 56px;
  border: 0;
  border-radius: 0 ${({ theme }) => theme.radii.full} ${({ theme }) => theme.radii.full} 0;
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.brandHover};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.heading};
    outline-offset: 2px;
  }
`;

const MagnifierIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);

/** The hero's search: the button or Enter sets the query and opens /browse. */
export const SearchBox = () => {
  const startSearch = useStartSearch();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    startSearch(String(new FormData(event.currentTarget).get('query') ?? ''));
  };

  return (
    <Form role="search" aria-label="Jobs" onSubmit={onSubmit}>
      {/* The API takes search terms of up to 100 characters. */}
      <Field type="search" name="query" aria-label="Search jobs" placeholder="Find your dream jobs" maxLength={INPUT_LIMITS.searchTerm} />
      <SearchButton type="submit" aria-label="Search">
        <MagnifierIcon />
      </SearchButton>
    </Form>
  );
};
