import type { ApplicationStatus } from '@portal/shared-state';

/** 'shortlisted' → 'Shortlisted': how the filter, the Action menu and the counts name a stage. */
export const stageLabel = (stage: ApplicationStatus): string => stage.charAt(0).toUpperCase() + stage.slice(1);
