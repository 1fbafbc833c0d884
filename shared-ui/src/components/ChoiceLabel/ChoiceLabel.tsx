import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

// A 20 px box or radio in a 32 px row, the label widening it: a target of the size WCAG 2.2 asks for.
const Row = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 32px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  cursor: pointer;
`;

const Mark = styled.input`
  flex: none;
  width: 20px;
  height: 20px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.brand};
`;

export type ChoiceLabelProps = InputHTMLAttributes<HTMLInputElement> & { type: 'checkbox' | 'radio'; children: ReactNode };

/** A checkbox or radio with its words beside it, the whole row its label and its target. */
export const ChoiceLabel = ({ children, ...input }: ChoiceLabelProps) => (
  <Row>
    <Mark {...input} />
    {children}
  </Row>
);
