export { BrowseJobCard, type BrowseJobCardProps } from './BrowseJobCard';
