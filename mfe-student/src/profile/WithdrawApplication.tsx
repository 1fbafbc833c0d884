import { useState } from 'react';
import type { StudentApplication } from '@portal/shared-state';
import { Button } from '@portal/shared-ui';
import { useWithdraw } from './useWithdraw';
import { WithdrawConfirmDialog } from './WithdrawConfirmDialog';

type WithdrawApplicationProps = { application: StudentApplication; onWithdrawn: () => void };

/** 'Withdraw application', asked again before anything is sent. */
export const WithdrawApplication = ({ application, onWithdrawn }: WithdrawApplicationProps) => {
  const [confirming, setConfirming] = useState(false);
  const { withdrawing, withdraw } = useWithdraw(application);

  const confirm = async () => {
    if (await withdraw()) onWithdrawn();
    // Closing hands the focus back to this button, ready for another try.
    else setConfirming(false);
  };

  return (
    <>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        Withdraw application
      </Button>
      <WithdrawConfirmDialog
        job={application.job}
        open={confirming}
        withdrawing={withdrawing}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
};
