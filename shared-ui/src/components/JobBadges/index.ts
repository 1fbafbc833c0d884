export { JobBadges, type JobBadgesProps } from './JobBadges';
