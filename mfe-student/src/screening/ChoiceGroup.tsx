import { useId } from 'react';
import styled from 'styled-components';
import { ChoiceLabel } from '@portal/shared-ui';

type ChoiceGroupProps = {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  /** The id of the message saying what is wrong with the choice, when something is. */
  errorId?: string;
};

const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.heading};
  overflow-wrap: anywhere;
`;

/**
 * One answer of a few, as radios in a fieldset whose legend is the question. A radiogroup, so
 * that a screen reader hears it as invalid and described by its error, which a plain fieldset
 * does not carry.
 */
export const ChoiceGroup = ({ legend, name, options, value, onChange, errorId }: ChoiceGroupProps) => {
  const legendId = useId();
  return (
    <Group role="radiogroup" aria-labelledby={legendId} aria-invalid={errorId ? true : undefined} aria-describedby={errorId}>
      <Legend id={legendId}>{legend}</Legend>
      {options.map((option) => (
        <ChoiceLabel key={option.value} type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)}>
          {option.label}
        </ChoiceLabel>
      ))}
    </Group>
  );
};
