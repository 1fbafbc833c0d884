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
