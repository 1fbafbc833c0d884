import { useState } from 'react';
import styled from 'styled-components';

export type AvatarProps = {
  /** Used for the initials shown when there is no image. */
  name: string;
  src?: string;
  /** Defaults to the name; pass '' when the avatar is decorative. */
  alt?: string;
  size?: number;
};

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Initials = styled(Circle)`
  &::after {
    content: attr(data-initials);
  }
`;

const Image = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const initialsOf = (name: string): string =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase();

export const Avatar = ({ name, src, alt = name, size = 40 }: AvatarProps) => {
  const [failedSrc, setFailedSrc] = useState<string>();
  const showImage = Boolean(src) && src !== failedSrc;

  return showImage ? (
    <Circle $size={size}>
      <Image src={src} alt={alt} onError={() => setFailedSrc(src)} />
    </Circle>
  ) : (
    // alt="" marks the avatar as decorative, e.g. inside an already-named button.
    // The initials are drawn by CSS, not written as text: inside a named button ("Open account
    // menu for Jane Doe") text "JD" would be a visible label missing from the name (WCAG 2.5.3).
    <Initials $size={size} data-initials={initialsOf(name)} role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={!alt || undefined} />
  );
};
