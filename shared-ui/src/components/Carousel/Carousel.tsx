import { Children, useState, type ReactNode } from 'react';
import styled from 'styled-components';

export type CarouselProps = {
  /** Accessible name of the carousel, e.g. "Job categories". */
  label: string;
  /** How many items fit in view at once. */
  perView?: number;
  children: ReactNode;
};

const Region = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
`;

const Viewport = styled.div`
  flex: 1;
  overflow: hidden;
`;

const Track = styled.ul<{ $shift: number }>`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  transform: translateX(${({ $shift }) => -$shift}%);
  transition: transform 300ms ease;
`;

const Slide = styled.li<{ $perView: number }>`
  display: flex;
  flex: 0 0 ${({ $perView }) => 100 / $perView}%;
  justify-content: center;
  padding: 0 ${({ theme }) => theme.space.xs};
`;

const Arrow = styled.button`
  flex-shrink: 0;
  width: 40px;
  height: 40px;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  cursor: pointer;

  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export const Carousel = ({ label, perView = 3, children }: CarouselProps) => {
  const slides = Children.toArray(children);
  const lastStart = Math.max(0, slides.length - perView);
  const [start, setStart] = useState(0);
  const first = Math.min(start, lastStart);
  const atStart = first === 0;
  const atEnd = first === lastStart;

  // aria-disabled rather than disabled: a disabled button drops keyboard focus at the ends.
  return (
    <Region aria-roledescription="carousel" aria-label={label}>
      <Arrow
        type="button"
        aria-label="Previous slide"
        aria-disabled={atStart}
        onClick={() => {
          if (!atStart) setStart(first - 1);
        }}
      >
        <span aria-hidden="true">‹</span>
      </Arrow>
      <Viewport>
        <Track $shift={(first * 100) / perView}>
          {slides.map((slide, index) => {
            const inView = index >= first && index < first + perView;
            return (
              <Slide key={index} $perView={perView} aria-hidden={!inView} inert={!inView}>
                {slide}
              </Slide>
            );
          })}
        </Track>
      </Viewport>
      <Arrow
        type="button"
        aria-label="Next slide"
        aria-disabled={atEnd}
        onClick={() => {
          if (!atEnd) setStart(first + 1);
        }}
      >
        <span aria-hidden="true">›</span>
      </Arrow>
    </Region>
  );
};
