import styled from 'styled-components';
import { formatDateTime } from '../../format/formatDateTime';
import { StatusBadge } from '../StatusBadge';

/** One step of an application's history: the stage it reached, when, and the recruiter's message if any. */
export type TimelineStep = { status: string; message: string | null; createdAt: string };

export type TimelineProps = { steps: TimelineStep[]; label?: string };

const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

// A line down the left joins the steps, as in every tracker people know.
const Step = styled.li`
  position: relative;
  padding: 0 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-left: 2px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-left-color: transparent;
  }

  &::before {
    content: '';
    position: absolute;
    top: 4px;
    left: -7px;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.brand};
  }
`;

const When = styled.time`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Message = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** An application's history, oldest first, as an ordered list a screen reader reads step by step. */
export const Timeline = ({ steps, label = 'Timeline' }: TimelineProps) => (
  <Steps aria-label={label}>
    {steps.map(({ status, message, createdAt }, index) => (
      <Step key={`${createdAt}-${index}`}>
        <StatusBadge status={status} />
        <When dateTime={createdAt}>{formatDateTime(createdAt)}</When>
        {message && <Message>{message}</Message>}
      </Step>
    ))}
  </Steps>
);
