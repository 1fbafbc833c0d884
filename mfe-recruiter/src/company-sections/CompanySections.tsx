import styled from 'styled-components';
import { Link } from '@portal/shared-ui';

const SECTIONS = [
  { label: 'Details', path: (id: string) => `/admin/companies/${encodeURIComponent(id)}` },
  { label: 'Team', path: (id: string) => `/admin/companies/${encodeURIComponent(id)}/team` },
] as const;

export type CompanySection = (typeof SECTIONS)[number]['label'];

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

// The current section is told by more than colour: its weight and a thick underline.
const SectionLink = styled(Link)`
  display: inline-block;
  min-height: 44px;
  margin-bottom: -1px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-bottom: 3px solid transparent;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.heading};
    background: ${({ theme }) => theme.colors.surface};
  }

  &[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.heading};
  }
`;

/**
 * A company's setup in two pages, Details and Team, each with its own address (a link in an
 * invitation's success leads straight to Team): links in a navigation, the current one marked.
 */
export const CompanySections = ({ companyId, current }: { companyId: string; current: CompanySection }) => (
  <nav aria-label="Company setup">
    <List>
      {SECTIONS.map(({ label, path }) => (
        <li key={label}>
          <SectionLink to={path(companyId)} aria-current={label === current ? 'page' : undefined}>
            {label}
          </SectionLink>
        </li>
      ))}
    </List>
  </nav>
);
