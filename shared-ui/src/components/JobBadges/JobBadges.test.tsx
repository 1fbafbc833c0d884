import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { JobBadges } from './JobBadges';

describe('JobBadges', () => {
  it("shows '{position} Positions', the job type and the salary as given", () => {
    renderWithProviders(<JobBadges position={4} jobType="Full Time" salary="10–18 LPA" />);
    expect(screen.getByText('4 Positions')).toBeInTheDocument();
    expect(screen.getByText('Full Time')).toBeInTheDocument();
    expect(screen.getByText('10–18 LPA')).toBeInTheDocument();
  });

  it("says '1 Position' for a single opening", () => {
    renderWithProviders(<JobBadges position={1} jobType="Internship" salary="3 LPA" />);
    expect(screen.getByText('1 Position')).toBeInTheDocument();
  });
});
