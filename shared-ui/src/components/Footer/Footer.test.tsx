import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { Footer } from './Footer';

describe('Footer', () => {
  it('offers named links to Facebook, Twitter and LinkedIn', () => {
    renderWithProviders(<Footer />);
    const social = within(screen.getByRole('navigation', { name: 'Social media' }));
    expect(social.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://www.facebook.com');
    expect(social.getByRole('link', { name: 'Twitter' })).toHaveAttribute('href', 'https://twitter.com');
    expect(social.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', 'https://www.linkedin.com');
  });

  it('shows the current year in the copyright line', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} JobPortal`);
  });
});
