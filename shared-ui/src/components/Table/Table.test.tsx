import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { Caption, TBody, Table, Td, Th, THead, Tr } from './Table';

describe('Table', () => {
  it('renders an accessible table named by its caption with column headers', () => {
    renderWithProviders(
      <Table>
        <Caption>A list of your applied jobs</Caption>
        <THead>
          <Tr>
            <Th>Date</Th>
            <Th>Job Role</Th>
            <Th>Company</Th>
            <Th>Status</Th>
          </Tr>
        </THead>
        <TBody>
          <Tr>
            <Td>2024-05-01</Td>
            <Td>Frontend Developer</Td>
            <Td>Acme</Td>
            <Td>PENDING</Td>
          </Tr>
        </TBody>
      </Table>,
    );

    const table = screen.getByRole('table', { name: 'A list of your applied jobs' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Date', 'Job Role', 'Company', 'Status']);
    expect(headers[0]).toHaveAttribute('scope', 'col');
    expect(within(table).getByRole('cell', { name: 'Frontend Developer' })).toBeInTheDocument();
  });

  it('lets a header cell head a row instead', () => {
    renderWithProviders(
      <Table>
        <TBody>
          <Tr>
            <Th scope="row">Acme</Th>
            <Td>2024-05-01</Td>
          </Tr>
        </TBody>
      </Table>,
    );
    expect(screen.getByRole('rowheader', { name: 'Acme' })).toBeInTheDocument();
  });
});

describe('Table on a phone', () => {
  it("gives each cell its column's header as a label that screen readers skip (they hear the real header)", () => {
    renderWithProviders(
      <Table label="Applied jobs">
        <TBody>
          <Tr>
            <Td label="Status">PENDING</Td>
          </Tr>
        </TBody>
      </Table>,
    );
    const cell = screen.getByRole('cell');
    expect(within(cell).getByText('Status')).toHaveAttribute('aria-hidden', 'true');
    expect(cell).toHaveTextContent('StatusPENDING');
    expect(screen.getByRole('region', { name: 'Applied jobs' })).toContainElement(screen.getByRole('table'));
  });

  it('lets the keyboard reach a table that scrolls sideways, and only then', () => {
    const widths = { scrollWidth: 900, clientWidth: 360 };
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => widths.scrollWidth);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => widths.clientWidth);
    const { rerender } = renderWithProviders(<Table label="Applicants" />);
    expect(screen.getByRole('region', { name: 'Applicants' })).toHaveAttribute('tabindex', '0');

    widths.scrollWidth = 360;
    rerender(<Table label="Applicants" />);
    expect(screen.getByRole('region', { name: 'Applicants' })).not.toHaveAttribute('tabindex');
  });
});
