import { Loading } from '@portal/shared-ui';
import { SkeletonRows } from './SkeletonRows';

/** Bars standing in for a list or a form while it loads, announced as "Loading {what}…". */
export const LoadingRows = ({ what, rows }: { what: string; rows?: number }) => (
  <Loading label={`Loading ${what}…`}>
    <SkeletonRows rows={rows} />
  </Loading>
);
