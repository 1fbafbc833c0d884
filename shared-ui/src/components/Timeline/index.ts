export { Timeline, type TimelineProps, type TimelineStep } from './Timeline';
