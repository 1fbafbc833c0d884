import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useFocusTrap } from '../../hooks/useFocusTrap';
import { useInsideViewport } from '../../hooks/useInsideViewport';

export type PopoverProps = {
  /** Visible content of the trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger button. */
  triggerLabel: string;
  /** Accessible name of the panel. */
  label: string;
  align?: 'start' | 'end';
  /** A function child receives `close`, e.g. to close the panel when a link inside it is followed. */
  children: ReactNode | ((close: () => void) => ReactNode);
};

const Root = styled.div`
  position: relative;
  display: inline-block;
`;

const Trigger = styled.button`
  display: inline-flex;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.full};
  background: none;
  cursor: pointer;
`;

const Panel = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.sm});
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => theme.zIndices.popover};
  width: min(${({ theme }) => theme.sizes.popover}, calc(100vw - 32px));
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
`;

export const Popover = ({ trigger, triggerLabel, label, align = 'end', children }: PopoverProps) => {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useFocusTrap(panelRef, { active: open, onEscape: close, returnFocusRef: triggerRef });
  useInsideViewport(panelRef, open);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  return (
    <Root ref={rootRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-label={triggerLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {trigger}
      </Trigger>
      {open && (
        <Panel ref={panelRef} id={panelId} role="dialog" aria-label={label} tabIndex={-1} $align={align}>
          {typeof children === 'function' ? children(close) : children}
        </Panel>
      )}
    </Root>
  );
};
