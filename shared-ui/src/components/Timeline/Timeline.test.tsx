import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { Timeline } from './Timeline';

describe('Timeline', () => {
  it('lists the steps oldest first, each with its stage, its time and the recruiter’s message', () => {
    renderWithProviders(
      <Timeline
        label="Your application"
        steps={[
          { status: 'pending', message: null, createdAt: '2026-11-20T09:00:00.000Z' },
          { status: 'shortlisted', message: 'Your profile fits the team.', createdAt: '2026-11-21T10:30:00.000Z' },
        ]}
      />,
    );
    const steps = within(screen.getByRole('list', { name: 'Your application' })).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('span')?.textContent)).toEqual(['PENDING', 'SHORTLISTED']);
    expect(steps[0]!.querySelector('time')).toHaveAttribute('dateTime', '2026-11-20T09:00:00.000Z');
    expect(steps[0]!.querySelector('time')?.textContent).toMatch(/2026/);
    expect(steps[0]!.querySelectorAll('p')).toHaveLength(0);
    expect(within(steps[1]!).getByText('Your profile fits the team.')).toBeInTheDocument();
  });
});
