export { Wordmark } from './Wordmark';
