export { Loading } from './Loading';
export { QueryState, type QueryLike, type QueryStateProps } from './QueryState';
