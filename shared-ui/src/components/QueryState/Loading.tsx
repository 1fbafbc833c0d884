import type { ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';

/** Placeholders standing in for content while it loads: announced once by `label`, hidden from screen readers. */
export const Loading = ({ label, children }: { label: string; children: ReactNode }) => (
  <div role="status" aria-busy="true">
    <VisuallyHidden>{label}</VisuallyHidden>
    <div aria-hidden="true">{children}</div>
  </div>
);
