// The stages of an application as the recruiter's screens name them.
export { stageLabel } from './stageLabel';
