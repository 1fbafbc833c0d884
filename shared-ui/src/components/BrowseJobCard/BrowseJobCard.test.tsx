import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { BrowseJobCard, type BrowseJobCardProps } from './BrowseJobCard';

const NOW = new Date('2024-05-10T12:00:00Z');

const renderCard = (props: Partial<BrowseJobCardProps> = {}) =>
  renderWithProviders(
    <BrowseJobCard
      title="Backend Developer"
      description="APIs in Node.js."
      companyName="Globex"
      companyLogo="https://cdn.example/globex.png"
      location="Hyderabad"
      position={2}
      jobType="Part Time"
      salary="6 LPA"
      createdAt="2024-05-10T08:00:00Z"
      detailsTo="/description/7"
      onToggleSaved={jest.fn()}
      {...props}
    />,
  );

describe('BrowseJobCard', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW, doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => jest.useRealTimers());

  it("says 'Today' for a job posted today", () => {
    renderCard();
    expect(screen.getByText('Today')).toBeInTheDocument();
  });

  it("says '3 days ago' for a job posted three whole days ago", () => {
    renderCard({ createdAt: '2024-05-07T09:00:00Z' });
    expect(screen.getByText('3 days ago')).toBeInTheDocument();
  });

  it("shows the company logo and name, the job's city and India, title, description and badges", () => {
    renderCard();
    const card = screen.getByRole('article', { name: 'Backend Developer' });
    expect(screen.getByRole('img', { name: 'Globex logo' })).toHaveAttribute('src', 'https://cdn.example/globex.png');
    expect(card).toHaveTextContent('Globex');
    expect(card).toHaveTextContent('Hyderabad, India');
    expect(card).toHaveTextContent('APIs in Node.js.');
    expect(card).toHaveTextContent('2 Positions');
    expect(card).toHaveTextContent('Part Time');
    expect(card).toHaveTextContent('6 LPA');
  });

  it('links Details to the job and toggles Save For Later', async () => {
    const onToggleSaved = jest.fn();
    const { rerender } = renderCard({ onToggleSaved });
    const user = userEvent.setup();
    const details = screen.getByRole('link', { name: 'Details' });
    expect(details).toHaveAttribute('href', '/description/7');
    expect(details).toHaveAccessibleDescription('Backend Developer');
    await user.click(screen.getByRole('button', { name: 'Save For Later' }));
    expect(onToggleSaved).toHaveBeenCalledTimes(1);
    rerender(
      <BrowseJobCard
        title="Backend Developer"
        description="APIs in Node.js."
        companyName="Globex"
        location="Hyderabad"
        position={2}
        jobType="Part Time"
        salary="6 LPA"
        createdAt="2024-05-10T08:00:00Z"
        detailsTo="/description/7"
        saved
        onToggleSaved={onToggleSaved}
      />,
    );
    expect(screen.getByRole('button', { name: 'Saved' })).toBeInTheDocument();
  });
});
