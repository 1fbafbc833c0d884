import { toast } from 'react-hot-toast';
import styled from 'styled-components';
import { VisuallyHidden } from '../components/VisuallyHidden';
import type { ToastAction } from './notify';
import { TOAST_HOTKEY } from './toastSpec';

// The toast's message area centres its content; the margin takes the free space, so the
// message starts at the left and the button sits at the right, apart from it.
const ActionSlot = styled.span`
  display: flex;
  flex-shrink: 0;
  margin-left: auto;
  padding-left: ${({ theme }) => theme.space.sm};
`;

const ActionButton = styled.button`
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.brand};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

type ToastWithActionProps = { toastId: string; message: string; action: ToastAction };

/**
 * A toast's message and its button, all inside the toast's live region: a screen reader hears
 * the message, the button's name and the key that reaches it. The message stays the region's
 * own text, as in a toast without a button. (The spaces part the words for a screen reader.)
 */
export const ToastWithAction = ({ toastId, message, action }: ToastWithActionProps) => (
  <>
    {message}{' '}
    <ActionSlot>
      <ActionButton
        type="button"
        aria-keyshortcuts={TOAST_HOTKEY.label}
        onClick={() => {
          toast.dismiss(toastId);
          action.onClick();
        }}
      >
        {action.label}
      </ActionButton>
    </ActionSlot>{' '}
    <VisuallyHidden>({TOAST_HOTKEY.label})</VisuallyHidden>
  </>
);
