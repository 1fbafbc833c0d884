import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { theme } from '../../theme';
import { Badge } from './Badge';

describe('Badge', () => {
  it.each([
    ['blue', theme.colors.blue],
    ['red', theme.colors.accentText],
    ['purple', theme.colors.purple],
  ] as const)('the %s variant shows its text in the theme colour on white', (variant, colour) => {
    renderWithProviders(<Badge variant={variant}>12 Positions</Badge>);
    expect(screen.getByText('12 Positions')).toHaveStyle({
      color: colour,
      backgroundColor: theme.colors.background,
    });
  });

  it('defaults to neutral body text on the surface colour', () => {
    renderWithProviders(<Badge>React</Badge>);
    expect(screen.getByText('React')).toHaveStyle({
      color: theme.colors.text,
      backgroundColor: theme.colors.surface,
    });
  });
});
