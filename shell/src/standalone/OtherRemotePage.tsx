import { Link, useLocation } from 'react-router-dom';
import { EmptyState } from '@portal/shared-ui';

/** In a remote's standalone page, what a path of another remote (or none) shows. */
export const OtherRemotePage = ({ ownPaths }: { ownPaths: string[] }) => {
  const { pathname } = useLocation();
  return (
    <EmptyState
      title="Not part of this remote"
      message={`${pathname} is served by another remote: run the shell to see it. This remote's pages:`}
      action={
        <ul>
          {ownPaths.map((path) => (
            <li key={path}>
              <Link to={path}>{path}</Link>
            </li>
          ))}
        </ul>
      }
    />
  );
};
