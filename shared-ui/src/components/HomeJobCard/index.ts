export { HomeJobCard, type HomeJobCardProps } from './HomeJobCard';
