import type { ComponentPropsWithRef } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';

export type BadgeVariant = 'neutral' | 'blue' | 'red' | 'purple';

export type BadgeProps = ComponentPropsWithRef<'span'> & { variant?: BadgeVariant };

const textColour = (theme: DefaultTheme, variant: BadgeVariant): string =>
  ({
    neutral: theme.colors.text,
    blue: theme.colors.blue,
    red: theme.colors.accentText,
    purple: theme.colors.purple,
  })[variant];

export const badgeShape = css`
  display: inline-flex;
  align-items: center;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

// Kept whole beside a long neighbour in a row, yet never wider than its box: a skill of 50
// letters wraps inside it instead of running off a phone's screen.
const StyledBadge = styled.span<{ $variant: BadgeVariant }>`
  ${badgeShape}
  flex-shrink: 0;
  max-width: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme, $variant }) => textColour(theme, $variant)};
  background: ${({ theme, $variant }) =>
    $variant === 'neutral' ? theme.colors.surface : theme.colors.background};
`;

export const Badge = ({ variant = 'neutral', ...rest }: BadgeProps) => (
  <StyledBadge $variant={variant} {...rest} />
);
