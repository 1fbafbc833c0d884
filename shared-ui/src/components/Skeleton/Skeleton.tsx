import styled, { keyframes, type DefaultTheme } from 'styled-components';

type Radius = keyof DefaultTheme['radii'];

export type SkeletonProps = {
  /** Give the size of the content it stands in for, so nothing moves when that content arrives. */
  width?: string;
  height?: string;
  radius?: Radius;
};

const pulse = keyframes`
  50% {
    opacity: 0.5;
  }
`;

const Block = styled.span<{ $width: string; $height: string; $radius: Radius }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ theme, $radius }) => theme.radii[$radius]};
  background: ${({ theme }) => theme.colors.skeleton};

  @media (prefers-reduced-motion: no-preference) {
    animation: ${pulse} 1.5s ease-in-out infinite;
  }
`;

// Decorative: the region being loaded should carry aria-busy, not each placeholder.
export const Skeleton = ({ width = '100%', height = '1em', radius = 'md' }: SkeletonProps) => (
  <Block aria-hidden="true" $width={width} $height={height} $radius={radius} />
);
