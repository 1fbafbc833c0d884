import { useState } from 'react';
import type { StudentApplication } from '@portal/shared-state';
import { Button } from '@portal/shared-ui';
import { ApplicationDetails } from './ApplicationDetails';

/**
 * Opens the application's history. Every row's button reads 'View', so its name says whose
 * history it opens, beginning with the word shown for those who speak to their computer. An
 * aria-label, not hidden text: a 1px box of clipped text inside a cell would count as cut off.
 * Closing the dialog returns the focus here.
 */
export const HistoryButton = ({ application }: { application: StudentApplication }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" aria-label={`View the history of your application to ${application.job.title}`} onClick={() => setOpen(true)}>
        View
      </Button>
      {open && <ApplicationDetails application={application} onClose={() => setOpen(false)} />}
    </>
  );
};
