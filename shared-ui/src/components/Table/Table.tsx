import { useLayoutEffect, useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

/**
 * Below the small breakpoint each row is a card of "label: value" lines: nothing important
 * sits off-screen beside a phone. The rows keep their table roles, so screen readers still
 * hear a table whatever the layout.
 */
const stacked = (rules: ReturnType<typeof css>) => css`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    ${rules}
  }
`;

// Wide tables scroll inside their own box instead of widening the page.
const Scroller = styled.div`
  width: 100%;
  overflow-x: auto;
`;

// Columns are as wide as their longest word, as a table's columns should be: the page's
// 'anywhere' would let a long cell squeeze its neighbours until 'Resume' broke in two. A table
// too wide for its box scrolls in it; a word too long for its cell breaks there (CellContent).
const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: break-word;

  ${stacked(css`
    display: block;
  `)}
`;

/**
 * A table whose box can be scrolled by keyboard too: when it is wider than its box, the box
 * takes the focus (and its name from `label`), so arrow keys reach the columns off-screen.
 */
export const Table = ({ label, ...props }: ComponentPropsWithRef<'table'> & { label?: string }) => {
  const scrollerRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const update = () => {
      const scrolls = scroller.scrollWidth > scroller.clientWidth;
      if (scrolls) scroller.setAttribute('tabindex', '0');
      else scroller.removeAttribute('tabindex');
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  });
  return (
    <Scroller ref={scrollerRef} role="region" aria-label={label}>
      <StyledTable role="table" {...props} />
    </Scroller>
  );
};

export const Caption = styled.caption`
  padding: ${({ theme }) => theme.space.sm} 0;
  color: ${({ theme }) => theme.colors.muted};
  caption-side: bottom;

  ${stacked(css`
    display: block;
    text-align: left;
  `)}
`;

export const THead = styled.thead.attrs({ role: 'rowgroup' })`
  ${stacked(css`
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  `)}
`;

export const TBody = styled.tbody.attrs({ role: 'rowgroup' })`
  ${stacked(css`
    display: block;
  `)}
`;

export const Tr = styled.tr.attrs({ role: 'row' })`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${stacked(css`
    display: block;
    padding: ${({ theme }) => theme.space.sm} 0;
  `)}
`;

export const Th = styled.th.attrs(({ scope = 'col' }) => ({ scope, role: scope === 'row' ? 'rowheader' : 'columnheader' }))`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  text-align: left;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.muted};
`;

const Cell = styled.td`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};

  ${stacked(css`
    display: grid;
    grid-template-columns: minmax(6rem, 35%) minmax(0, 1fr);
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    overflow-wrap: anywhere;
  `)}
`;

// A cell's value: a name or title of 120 letters without a space wraps at this width instead
// of making its column (and the table) as wide as the word.
const CellContent = styled.div`
  max-width: 24rem;

  /* Nor is a button or badge in it wider: its word breaks inside it. */
  & > * {
    max-width: 100%;
  }
`;

// Its column's header, shown beside the value only where the header row is hidden. Hidden
// from screen readers, which announce the real header.
const CellLabel = styled.span`
  display: none;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.muted};

  ${stacked(css`
    display: block;
  `)}
`;

export type TdProps = ComponentPropsWithRef<'td'> & {
  /** The column's header, shown beside the value on a phone. */
  label?: string;
  children?: ReactNode;
};

export const Td = ({ label, children, ...props }: TdProps) => (
  <Cell role="cell" {...props}>
    {label && <CellLabel aria-hidden="true">{label}</CellLabel>}
    <CellContent>{children}</CellContent>
  </Cell>
);
