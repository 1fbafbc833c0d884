import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing, VisuallyHidden } from '@portal/shared-ui';
import { useBoxWidth } from './useBoxWidth';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  /* A grid item shrinks below its content's width only when allowed: the chart must, on a phone. */
  min-width: 0;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.heading};
`;

const Box = styled.div`
  width: 100%;
`;

// Drawn for the measured width; until measured, scaled down to fit rather than overflowing.
const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
`;

const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

const Disclosure = styled.details`
  & > summary {
    width: fit-content;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  & > summary:focus-visible {
    ${focusRing}
  }
`;

type ChartFigureProps = {
  title: string;
  /** What the chart shows, in a sentence: read by everyone, and the image's description. */
  summary: string;
  height: number;
  /** The chart's marks for a box `width` wide. */
  draw: (width: number) => ReactNode;
  /** The chart's figures as a table: its accessible alternative, behind a disclosure. */
  table: ReactNode;
};

/** A chart as an image titled and described by its summary, with its data as a table beside it. */
export const ChartFigure = ({ title, summary, height, draw, table }: ChartFigureProps) => {
  const id = useId();
  const [boxRef, width] = useBoxWidth<HTMLDivElement>();
  return (
    <Section aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`}>{title}</Heading>
      <Box ref={boxRef}>
        <Svg role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
          <title id={`${id}-title`}>{title}</title>
          {draw(width)}
        </Svg>
      </Box>
      <Summary id={`${id}-summary`}>{summary}</Summary>
      <Disclosure>
        <summary>
          Show the table<VisuallyHidden> of {title.toLowerCase()}</VisuallyHidden>
        </summary>
        {table}
      </Disclosure>
    </Section>
  );
};
