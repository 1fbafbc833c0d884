import { lazy, Suspense } from 'react';
import { loadToaster, useToasterRequested } from './toasterLoad';

const ToasterView = lazy(() => loadToaster().then((chunk) => ({ default: chunk.ToasterView })));

/** The app's single toaster; render it once, inside PortalThemeProvider. Empty until the first toast. */
export const PortalToaster = () =>
  useToasterRequested() ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
