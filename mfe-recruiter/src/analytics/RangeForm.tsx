import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { analyticsRangeProblem } from '@portal/shared-state';
import { Button, FieldError, Input } from '@portal/shared-ui';
import type { AnalyticsRange } from './useAnalyticsAddress';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};

  & > div {
    flex: 1 1 140px;
    max-width: 200px;
  }

  /* The note and any refusal, each on a line of its own. */
  & > p {
    flex-basis: 100%;
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

type RangeFormProps = { range: AnalyticsRange; onChange: (range: AnalyticsRange) => void };

/**
 * From and To, applied together with Show: a date typed digit by digit passes through years
 * like 0002, which would each fetch a range and fail. Remount it (key) when the address changes.
 */
export const RangeForm = ({ range, onChange }: RangeFormProps) => {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refusal = !from || !to ? 'Choose both a From and a To date.' : analyticsRangeProblem(from, to);
    setProblem(refusal);
    if (!refusal) onChange({ from, to });
  };
  return (
    // noValidate: the picker keeps min and max, but a typed range is refused in the page's words, not the browser's.
    <Form aria-label="Date range" noValidate onSubmit={submit}>
      <Input label="From" type="date" value={from} max={to || undefined} onChange={(event) => setFrom(event.target.value)} />
      <Input label="To" type="date" value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)} />
      <Button type="submit" variant="outline">
        Show
      </Button>
      <Note>Days are counted in UTC, both dates included.</Note>
      {problem && <FieldError>{problem}</FieldError>}
    </Form>
  );
};
