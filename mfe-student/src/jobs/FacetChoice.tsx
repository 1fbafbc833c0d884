import { useId } from 'react';
import styled from 'styled-components';
import { Count } from '../categories/Count';
import { countedName } from '../categories/countedName';
import { isUnavailable, type FacetOption } from './facetOptions';

const Row = styled.label<{ $unavailable: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 32px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $unavailable }) => ($unavailable ? theme.colors.muted : theme.colors.heading)};
  cursor: ${({ $unavailable }) => ($unavailable ? 'not-allowed' : 'pointer')};
`;

// 20 px in a 32 px row: with the label, which widens it, a target of the size WCAG 2.2 asks for.
const Box = styled.input`
  flex-shrink: 0;
  width: 20px;
  height: 20px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.brand};
  cursor: inherit;
`;

const Name = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

type FacetChoiceProps = {
  type: 'checkbox' | 'radio';
  /** The radios of one group share it. */
  name?: string;
  option: FacetOption;
  checked: boolean;
  onChange: () => void;
};

/**
 * One value of a filter with its count ("Pune 12", heard as "Pune, 12 jobs"). A value that
 * would find no job is disabled, not hidden, so the list keeps its shape and says why.
 */
export const FacetChoice = ({ type, name, option, checked, onChange }: FacetChoiceProps) => {
  const id = useId();
  const unavailable = isUnavailable(option, checked);
  return (
    <Row htmlFor={id} $unavailable={unavailable}>
      <Box
        id={id}
        type={type}
        name={name}
        value={option.value}
        aria-label={countedName(option.label, option.count)}
        checked={checked}
        disabled={unavailable}
        onChange={onChange}
      />
      <Name>{option.label}</Name>
      <Count count={option.count} />
    </Row>
  );
};
