import styled from 'styled-components';
import { Highlight } from './Highlight';
import { SearchBox } from './SearchBox';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
  text-align: center;
`;

const Pill = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.accentText};
`;

const Heading = styled.h1`
  margin: 0;
  font-size: clamp(2rem, 6vw, 3rem);
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.heading};
`;

const Tagline = styled.p`
  max-width: 640px;
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

export const Hero = () => (
  <Section aria-labelledby="home-hero-heading">
    <Pill>No. 1 Job Hunt Website</Pill>
    <Heading id="home-hero-heading">
      Search, Apply &amp; <br />
      Get Your <Highlight>Dream Jobs</Highlight>
    </Heading>
    <Tagline>Part-time jobs, full-time jobs and internships in Engineering, MBA and Art streams, all in one place.</Tagline>
    <SearchBox />
  </Section>
);
