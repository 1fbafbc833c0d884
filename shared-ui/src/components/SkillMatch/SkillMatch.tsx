import { useId } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden';

export type SkillMatchProps = {
  /** The job's requirements the student has, as the job writes them. */
  matched: readonly string[];
  /** The job's requirements the student lacks. */
  missing: readonly string[];
  /** At most this many chips (the ones they have first), the rest counted: a card stays a card. */
  maxChips?: number;
};

/** A job card shows this many requirements at most; the job's page shows them all. */
export const CARD_SKILL_CHIPS = 5;

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.heading};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

// Told apart by their mark (✓ or ✕) and border (solid or dashed) as well as their colour, and
// announced as "has" or "missing": never by colour alone. A requirement of 200 letters wraps
// inside its chip on a phone.
const Chip = styled.li<{ $has: boolean }>`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 100%;
  padding: 2px 10px;
  border: 1px ${({ $has }) => ($has ? 'solid' : 'dashed')} ${({ theme, $has }) => ($has ? theme.colors.status.accepted : theme.colors.muted)};
  border-radius: ${({ theme }) => theme.radii.full};
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme, $has }) => ($has ? theme.fontWeights.bold : theme.fontWeights.regular)};
  color: ${({ theme, $has }) => ($has ? theme.colors.status.accepted : theme.colors.text)};
  background: ${({ theme }) => theme.colors.background};
`;

const More = styled.li`
  align-self: center;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const countText = (matched: number, all: number) => `${matched} of ${all} ${all === 1 ? 'skill matches' : 'skills match'}`;

/** "3 of 4 skills match", and each requirement as a chip the student has or is missing. */
export const SkillMatch = ({ matched, missing, maxChips = Infinity }: SkillMatchProps) => {
  const summaryId = useId();
  const chips = [...matched.map((name) => ({ name, has: true })), ...missing.map((name) => ({ name, has: false }))];
  const shown = chips.slice(0, maxChips);
  const more = chips.length - shown.length;
  return (
    <div>
      <Summary id={summaryId}>{countText(matched.length, chips.length)}</Summary>
      <Chips aria-labelledby={summaryId}>
        {shown.map(({ name, has }, index) => (
          // A job may list a requirement twice.
          <Chip key={`${index}-${name}`} $has={has}>
            <span aria-hidden="true">{has ? '✓' : '✕'}</span>
            <span>
              <VisuallyHidden>{has ? 'has ' : 'missing '}</VisuallyHidden>
              {name}
            </span>
          </Chip>
        ))}
        {more > 0 && <More>+{more} more</More>}
      </Chips>
    </div>
  );
};
