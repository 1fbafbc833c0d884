import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useFocusTrap } from '../../hooks/useFocusTrap';

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Defaults to the theme's dialog width (425px, spec section 9). */
  maxWidth?: string;
  children: ReactNode;
};

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.backdrop};
`;

const Panel = styled.div<{ $maxWidth?: string }>`
  position: relative;
  width: 100%;
  max-width: ${({ theme, $maxWidth }) => $maxWidth ?? theme.sizes.dialog};
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding-right: ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.heading};
`;

// Placed last in the DOM so focus starts on the dialog's first field, shown top-right.
const CloseButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1;
  cursor: pointer;
`;

export const Dialog = ({ open, onClose, title, maxWidth, children }: DialogProps) => {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, { active: open, onEscape: onClose });

  if (!open) return null;

  return createPortal(
    <Backdrop
      // mousedown, not click: a text selection dragged out of the panel must not close it.
      // preventDefault stops the mousedown from moving focus off the restored trigger.
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $maxWidth={maxWidth}
      >
        <Title id={titleId}>{title}</Title>
        {children}
        <CloseButton type="button" aria-label="Close" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </CloseButton>
      </Panel>
    </Backdrop>,
    document.body,
  );
};
