import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useSearchParams } from '@portal/shared-ui';
import { AppliedJobs } from './AppliedJobs';
import { JobAlerts } from './JobAlerts';
import { SavedJobs } from './SavedJobs';

type TabId = 'applied' | 'saved' | 'alerts';

const TABS: { id: TabId; label: string; panel: () => ReactNode }[] = [
  { id: 'applied', label: 'Applied Jobs', panel: () => <AppliedJobs /> },
  { id: 'saved', label: 'Saved Jobs', panel: () => <SavedJobs /> },
  { id: 'alerts', label: 'Job alerts', panel: () => <JobAlerts /> },
];

const isTab = (value: string | null): value is TabId => TABS.some((tab) => tab.id === value);

const Root = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
`;

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

// The chosen tab is told by more than colour: its weight and a thick underline.
const Tab = styled.button`
  min-height: 44px;
  margin-bottom: -1px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.heading};
    background: ${({ theme }) => theme.colors.surface};
  }

  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.heading};
  }

  /* All three on one line of a 360px phone. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding-inline: ${({ theme }) => theme.space.sm};
  }
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space.lg};
`;

/**
 * The student's jobs in three tabs (the WAI-ARIA tabs pattern): 'Applied Jobs', 'Saved Jobs'
 * and 'Job alerts'. Arrow keys, Home and End move between the tabs and show each one's panel;
 * Tab goes on into the panel. The chosen tab is kept in the address (?tab=saved), so a
 * reload or a link opens it; only the chosen panel loads its data.
 */
export const ProfileTabs = () => {
  const [params, setParams] = useSearchParams();
  const inUrl = params.get('tab');
  const [selected, setSelected] = useState<TabId>(isTab(inUrl) ? inUrl : 'applied');
  const tabRefs = useRef(new Map<TabId, HTMLButtonElement>());
  const baseId = useId();
  const tabId = (id: TabId) => `${baseId}-tab-${id}`;
  const panelId = (id: TabId) => `${baseId}-panel-${id}`;

  const select = (id: TabId) => {
    setSelected(id);
    const next = new URLSearchParams(params);
    if (id === 'applied') next.delete('tab');
    else next.set('tab', id);
    setParams(next, { replace: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.findIndex((tab) => tab.id === selected);
    const target = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const { id } = TABS[target]!;
    select(id);
    tabRefs.current.get(id)?.focus();
  };

  return (
    <Root>
      <TabList role="tablist" aria-label="Your jobs">
        {TABS.map(({ id, label }) => (
          <Tab
            key={id}
            ref={(element) => {
              if (element) tabRefs.current.set(id, element);
              else tabRefs.current.delete(id);
            }}
            type="button"
            role="tab"
            id={tabId(id)}
            aria-selected={id === selected}
            aria-controls={panelId(id)}
            tabIndex={id === selected ? 0 : -1}
            onClick={() => select(id)}
            onKeyDown={onKeyDown}
          >
            {label}
          </Tab>
        ))}
      </TabList>
      {TABS.map(({ id, panel }) => (
        <Panel key={id} role="tabpanel" id={panelId(id)} aria-labelledby={tabId(id)} tabIndex={0} hidden={id !== selected}>
          {id === selected && panel()}
        </Panel>
      ))}
    </Root>
  );
};
