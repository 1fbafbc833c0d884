import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useInsideViewport } from '@portal/shared-ui';
import { useAnchoredPosition } from './useAnchoredPosition';

export type ActionMenuItem = { label: string; onSelect: () => void };

type ActionMenuProps = {
  /** Accessible name of the button and its menu, naming the row: 'Actions for Acme'. */
  label: string;
  items: ActionMenuItem[];
  /**
   * E.g. while the row's last action is being saved. Marked with aria-disabled, not disabled:
   * a disabled button would drop the focus the menu just gave back to it.
   */
  disabled?: boolean;
};

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  cursor: pointer;

  &:hover:not([aria-disabled='true']),
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.surface};
  }

  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const Menu = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.popover};
  display: flex;
  flex-direction: column;
  min-width: 160px;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
`;

const Item = styled.button`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.heading};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
  cursor: pointer;

  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/**
 * A row's "⋯" button and its menu (the WAI-ARIA menu button pattern): Enter, Space or ↓ opens
 * it on the first item, ↑ on the last; ↑/↓/Home/End move; Escape or Tab closes it and gives
 * focus back to the button, as choosing an item does; a click elsewhere just closes it.
 */
export const ActionMenu = ({ label, items, disabled = false }: ActionMenuProps) => {
  // The focused item's index while open, null while closed.
  const [focused, setFocused] = useState<number | null>(null);
  const open = focused !== null;
  const menuId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const position = useAnchoredPosition(triggerRef, menuRef, open);
  useInsideViewport(menuRef, open);
  const last = items.length - 1;

  const close = (returnFocus: boolean) => {
    setFocused(null);
    if (returnFocus) triggerRef.current?.focus();
  };

  useEffect(() => {
    if (focused !== null) itemRefs.current[focused]?.focus();
  }, [focused]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!triggerRef.current?.contains(target) && !menuRef.current?.contains(target)) setFocused(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (disabled || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    setFocused(event.key === 'ArrowDown' ? 0 : last);
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const current = focused ?? 0;
    const moves: Record<string, number> = {
      ArrowDown: current === last ? 0 : current + 1,
      ArrowUp: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocused(moves[event.key]!);
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      // Only the innermost layer closes on Escape.
      event.stopPropagation();
      close(true);
    }
  };

  return (
    <>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-disabled={disabled || undefined}
        onClick={() => {
          if (open) close(true);
          else if (!disabled) setFocused(0);
        }}
        onKeyDown={onTriggerKeyDown}
      >
        <span aria-hidden="true">⋯</span>
      </Trigger>
      {open &&
        createPortal(
          <Menu ref={menuRef} id={menuId} role="menu" aria-label={label} style={position} onKeyDown={onMenuKeyDown}>
            {items.map((item, index) => (
              <Item
                key={item.label}
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
              >
                {item.label}
              </Item>
            ))}
          </Menu>,
          document.body,
        )}
    </>
  );
};
