import styled from 'styled-components';
import { JobBadges } from '../JobBadges';
import { CARD_SKILL_CHIPS, SkillMatch, type SkillMatchProps } from '../SkillMatch';
import { CardDescription, CardTitle, cardSurface, CompanyName, SmallMuted } from '../JobCardParts/jobCardParts';
import { jobPlace } from '../JobCardParts/jobPlace';
import { focusRing } from '../../styles/control';

export type HomeJobCardProps = {
  title: string;
  description: string;
  companyName: string;
  /** The job's location, e.g. "Pune": shown as "Pune, India". */
  location: string;
  position: number;
  jobType: string;
  /** As it reads, "10–18 LPA" or "12 LPA". */
  salary: string;
  /** Called when the card is activated, e.g. to open /description/{id}. */
  onOpen: () => void;
  /** The logged-in student's skill match with the job, when there is one to show. */
  match?: Pick<SkillMatchProps, 'matched' | 'missing'>;
  /** Why the job is recommended ("Matches React, Node", "In Pune"), shown as one line. */
  reasons?: readonly string[];
};

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  ${cardSurface}
  transition: box-shadow 150ms ease;

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.overlay};
  }
`;

// The "stretched button" pattern: its ::after covers the card, so a click anywhere opens
// the job while the card stays one tab stop with a proper name and valid HTML (no
// headings inside a button).
const OpenButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.colors.heading};
  text-align: left;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radii.md};
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    ${focusRing}
  }
`;

export const HomeJobCard = ({ title, description, companyName, location, position, jobType, salary, onOpen, match, reasons }: HomeJobCardProps) => (
  <Card>
    <div>
      <CompanyName>{companyName}</CompanyName>
      <SmallMuted>{jobPlace(location)}</SmallMuted>
    </div>
    <CardTitle>
      <OpenButton type="button" onClick={onOpen}>
        {title}
      </OpenButton>
    </CardTitle>
    <CardDescription>{description}</CardDescription>
    {reasons && reasons.length > 0 && <SmallMuted>{reasons.join(' · ')}</SmallMuted>}
    <JobBadges position={position} jobType={jobType} salary={salary} />
    {match && <SkillMatch matched={match.matched} missing={match.missing} maxChips={CARD_SKILL_CHIPS} />}
  </Card>
);
