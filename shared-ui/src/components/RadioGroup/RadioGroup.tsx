import { useId } from 'react';
import styled from 'styled-components';
import { Label } from '../Label';

export type RadioOption = { value: string; label: string };

export type RadioGroupProps = {
  label: string;
  options: RadioOption[];
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
};

const Fieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.sm};
  padding: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.heading};
`;

const Option = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Radio = styled.input`
  width: 1rem;
  height: 1rem;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.brand};
`;

export const RadioGroup = ({ label, options, name, value, defaultValue, onChange }: RadioGroupProps) => {
  const baseId = useId();
  const legendId = `${baseId}-legend`;
  return (
    <Fieldset role="radiogroup" aria-labelledby={legendId}>
      <Legend id={legendId}>{label}</Legend>
      {options.map((option, index) => {
        const optionId = `${baseId}-${index}`;
        return (
          <Option key={option.value}>
            <Radio
              type="radio"
              id={optionId}
              name={name ?? baseId}
              value={option.value}
              checked={value === undefined ? undefined : value === option.value}
              defaultChecked={defaultValue === undefined ? undefined : defaultValue === option.value}
              onChange={() => onChange?.(option.value)}
            />
            <Label htmlFor={optionId}>{option.label}</Label>
          </Option>
        );
      })}
    </Fieldset>
  );
};
