import { useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useInsideViewport } from '@portal/shared-ui';

const Wrapper = styled.span`
  position: relative;
  display: inline-flex;
`;

const Trigger = styled.button`
  width: 24px;
  height: 24px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.background};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.heading};
  cursor: help;
`;

// Above the button, so it never covers the choices it explains.
const Tip = styled.span<{ $open: boolean }>`
  position: absolute;
  bottom: calc(100% + 6px);
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.popover};
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  width: 240px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.heading};
  color: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
`;

type InfoTipProps = { label: string; children: ReactNode };

/**
 * An "i" button whose explanation shows on hover or focus and describes the button for
 * screen readers; Escape hides it (WCAG 1.4.13), and the pointer may move onto it.
 */
export const InfoTip = ({ label, children }: InfoTipProps) => {
  const tipId = useId();
  const [open, setOpen] = useState(false);
  const tipRef = useRef<HTMLSpanElement>(null);
  useInsideViewport(tipRef, open);
  const show = () => setOpen(true);
  const hide = () => setOpen(false);
  return (
    <Wrapper onMouseEnter={show} onMouseLeave={hide}>
      <Trigger
        type="button"
        aria-label={label}
        aria-describedby={tipId}
        onFocus={show}
        onBlur={hide}
        onClick={show}
        onKeyDown={(event) => event.key === 'Escape' && hide()}
      >
        <span aria-hidden="true">i</span>
      </Trigger>
      <Tip ref={tipRef} id={tipId} role="tooltip" $open={open}>
        {children}
      </Tip>
    </Wrapper>
  );
};
