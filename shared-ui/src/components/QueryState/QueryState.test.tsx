import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { Loading } from './Loading';
import { QueryState, type QueryLike } from './QueryState';

const show = (query: QueryLike<string[]>, notFound?: string) =>
  renderWithProviders(
    <QueryState
      query={query}
      loading={<Loading label="Loading companies…">bars</Loading>}
      failedTitle="Couldn't load your companies"
      notFound={notFound && <p>{notFound}</p>}
    >
      {(names) => <ul>{names.map((name) => <li key={name}>{name}</li>)}</ul>}
    </QueryState>,
  );

describe('QueryState', () => {
  it('announces the loading once and hides the placeholders from screen readers', () => {
    show({ isError: false, refetch: jest.fn() });
    expect(screen.getByRole('status')).toHaveTextContent('Loading companies…');
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('bars')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the content once the data is there', () => {
    show({ data: ['Acme', 'Globex'], isError: false, refetch: jest.fn() });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Acme', 'Globex']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("on failure says what failed with the server's message, and tries again on request", async () => {
    const refetch = jest.fn();
    show({ isError: true, error: { status: 503, message: 'The database is busy. Please try again.' }, refetch });

    expect(screen.getByRole('alert')).toHaveTextContent("Couldn't load your companies");
    expect(screen.getByRole('alert')).toHaveTextContent('The database is busy. Please try again.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the not-found state for a 404, and the failure panel for a 404 where none is given', () => {
    const missing = { isError: true, error: { status: 404, message: 'Company not found.' }, refetch: jest.fn() };
    const { unmount } = show(missing, 'No such company among yours.');
    expect(screen.getByText('No such company among yours.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    unmount();

    show(missing);
    expect(screen.getByRole('alert')).toHaveTextContent('Company not found.');
  });

  it('keeps showing data it has while a reload fails', () => {
    show({ data: ['Acme'], isError: true, error: { status: 503, message: 'busy' }, refetch: jest.fn() });
    expect(screen.getByText('Acme')).toBeInTheDocument();
  });
});
