import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { HomeJobCard } from './HomeJobCard';

const cardProps = {
  title: 'Frontend Developer',
  description: 'Build the portal UI with React.',
  companyName: 'Acme',
  location: 'Pune',
  position: 3,
  jobType: 'Full Time',
  salary: '9–12 LPA',
  onOpen: () => undefined,
};

const renderCard = (onOpen = jest.fn()) => {
  renderWithProviders(<HomeJobCard {...cardProps} onOpen={onOpen} />);
  return onOpen;
};

describe('HomeJobCard', () => {
  it('says why a recommended job is shown, on one line, and nothing without reasons', () => {
    const { unmount } = renderWithProviders(<HomeJobCard {...cardProps} reasons={['Matches React, Node', 'In Pune']} />);
    expect(screen.getByText('Matches React, Node · In Pune')).toBeInTheDocument();
    unmount();
    renderCard();
    expect(screen.queryByText(/Matches/)).not.toBeInTheDocument();
  });

  it("shows company, the job's city and India, title, description and the three badges", () => {
    renderCard();
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('Acme');
    expect(card).toHaveTextContent('Pune, India');
    expect(screen.getByRole('heading', { name: 'Frontend Developer' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Build the portal UI with React.');
    expect(card).toHaveTextContent('3 Positions');
    expect(card).toHaveTextContent('Full Time');
    expect(card).toHaveTextContent('9–12 LPA');
  });

  it('is reached with Tab and opened with Enter', async () => {
    const onOpen = renderCard();
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Frontend Developer' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it("shows the student's skill match when given one, five chips at most, and none otherwise", () => {
    const { rerender } = renderWithProviders(<HomeJobCard {...cardProps} match={{ matched: ['React', 'CSS'], missing: ['Go', 'Rust', 'Elm', 'Zig'] }} />);
    const skills = screen.getByRole('list', { name: '2 of 6 skills match' });
    expect(within(skills).getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['✓has React', '✓has CSS', '✕missing Go', '✕missing Rust', '✕missing Elm', '+1 more']);
    rerender(<HomeJobCard {...cardProps} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('opens on a click', async () => {
    const onOpen = renderCard();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Frontend Developer' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
