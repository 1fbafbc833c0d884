import type { CompanyAnalytics, FunnelStage } from '@portal/shared-state';

/** The funnel's steps as the page names them: an application at `pending` has simply applied. */
export const FUNNEL_LABELS: Record<FunnelStage, string> = { pending: 'Applied', shortlisted: 'Shortlisted', interview: 'Interview', accepted: 'Accepted' };

export type FunnelStep = {
  stage: FunnelStage;
  label: string;
  reached: number;
  /** The step before's label; null for the first step. */
  previous: string | null;
  /** Reached here over reached at the step before; null for the first step, or when none reached that one. */
  conversion: number | null;
};

export const funnelSteps = (funnel: CompanyAnalytics['funnel']): FunnelStep[] =>
  funnel.map(({ status, reached }, index) => {
    const before = funnel[index - 1];
    return {
      stage: status,
      label: FUNNEL_LABELS[status],
      reached,
      previous: before ? FUNNEL_LABELS[before.status] : null,
      conversion: before && before.reached > 0 ? reached / before.reached : null,
    };
  });

/** "50% of Applied"; '' for the first step, which has no step before. */
export const conversionText = ({ previous, conversion }: FunnelStep): string => {
  if (previous === null) return '';
  if (conversion === null) return `none reached ${previous}`;
  return `${Math.round(conversion * 100)}% of ${previous}`;
};

export const applications = (count: number) => `${count} ${count === 1 ? 'application' : 'applications'}`;

/** The funnel in a sentence, for those who cannot see the bars. */
export const funnelSummary = (steps: FunnelStep[]): string => {
  const [first, ...rest] = steps;
  if (!first) return 'No applications.';
  const later = rest.map((step) => `${step.reached} reached ${step.label} (${conversionText(step)})`);
  const listed = later.length > 1 ? `${later.slice(0, -1).join(', ')} and ${later.at(-1)}` : later.join('');
  return `Of ${applications(first.reached)}, ${listed}.`;
};
