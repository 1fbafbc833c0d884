import { Toaster } from 'react-hot-toast';
import { useTheme } from 'styled-components';
import { SwipeableToast } from './SwipeableToast';
import { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_POSITION, TOAST_WIDTH_PX } from './toastSpec';

/** react-hot-toast's toaster, styled to the spec; PortalToaster loads it with the first toast. */
export const ToasterView = () => {
  const { colors, radii, shadows } = useTheme();
  return (
    <Toaster
      position={TOAST_POSITION}
      gutter={TOAST_GAP_PX}
      toastOptions={{
        duration: TOAST_DURATION_MS,
        style: {
          width: TOAST_WIDTH_PX,
          maxWidth: '100%',
          color: colors.text,
          background: colors.background,
          border: `1px solid ${colors.border}`,
          borderRadius: radii.md,
          boxShadow: shadows.card,
        },
        success: { iconTheme: { primary: colors.status.accepted, secondary: colors.status.onStatus } },
        error: { iconTheme: { primary: colors.status.rejected, secondary: colors.status.onStatus } },
      }}
    >
      {(toast) => <SwipeableToast toast={toast} />}
    </Toaster>
  );
};
