import { useId, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles, Field } from '../../styles/control';
import { Label } from '../Label';

export type SelectOption = { value: string; label: string };

export type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'children'> & {
  label: string;
  options: SelectOption[];
  placeholder?: string;
};

const StyledSelect = styled.select`
  ${controlStyles}
`;

// '' is reserved for "nothing selected" (the placeholder), so an option may not use it.
const usableOptions = (label: string, options: SelectOption[]): SelectOption[] => {
  const empty = options.find((option) => option.value === '');
  if (!empty) return options;
  if (process.env.NODE_ENV !== 'production') {
    throw new Error(
      `Select "${label}": option "${empty.label}" has an empty-string value. ` +
        `'' means "nothing selected"; give every option a non-empty value.`,
    );
  }
  return options.filter((option) => option.value !== '');
};

export const Select = ({ label, options, placeholder, id, ...rest }: SelectProps) => {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <Field>
      <Label htmlFor={selectId}>{label}</Label>
      <StyledSelect id={selectId} {...rest}>
        {placeholder !== undefined && (
          <option value="" hidden>
            {placeholder}
          </option>
        )}
        {usableOptions(label, options).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
    </Field>
  );
};
