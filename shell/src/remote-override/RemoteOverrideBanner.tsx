import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@portal/shared-ui';
import type { RemoteOverride } from './remoteOverride';
import { activeRemoteOverrides, stopRemoteOverrides } from './tabOverrides';

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-bottom: 2px solid ${({ theme }) => theme.colors.brand};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Text = styled.p`
  margin: 0;
`;

// The dot stays with Stop when the bar wraps on a narrow screen.
const Action = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const described = (overrides: readonly RemoteOverride[]) =>
  overrides.map(({ remote, manifestUrl }) => `${remote.charAt(0).toUpperCase()}${remote.slice(1)} remote from ${new URL(manifestUrl).host}`).join(', ');

/**
 * Filled in once the banner is on the page: a screen reader announces a live region's
 * changes, not what it held when it appeared.
 */
function useShownAfterMount(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return shown;
}

type Props = {
  overrides?: readonly RemoteOverride[];
  /** The navigation Stop makes to the page's address without the override. */
  leave?: (url: string) => void;
};

/**
 * "Student remote from localhost:3002 · Stop" on every page of a tab that loads a remote from
 * elsewhere (tabOverrides.ts), so no one takes it for the live site; Stop goes back to it.
 */
export function RemoteOverrideBanner({ overrides = activeRemoteOverrides(), leave }: Props) {
  const textId = useId();
  const shown = useShownAfterMount();
  if (overrides.length === 0) return null;
  return (
    <Bar aria-label="Remote override">
      <Text id={textId} role="status">
        {shown && described(overrides)}
      </Text>
      <Action>
        <span aria-hidden="true">{' · '}</span>
        <Button variant="outline" aria-describedby={textId} onClick={() => stopRemoteOverrides(leave)}>
          Stop
        </Button>
      </Action>
    </Bar>
  );
}
