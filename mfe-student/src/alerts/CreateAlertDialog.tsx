import { Fragment, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { INPUT_LIMITS, toErrorMessage, useCreateAlertMutation, type AlertFrequency } from '@portal/shared-state';
import { Button, Dialog, DialogActions, Input, notify, RadioGroup } from '@portal/shared-ui';
import { chosenFilters, filterFacts, FREQUENCY_OPTIONS, isUsableKeyword, type AlertSearch } from './alertSearch';

type CreateAlertDialogProps = { search: AlertSearch; open: boolean; onClose: () => void };

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Term = styled.dt`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.heading};
`;

const Detail = styled.dd`
  margin: 0;
  overflow-wrap: anywhere;
`;

const Hint = styled.p`
  margin: -${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const ErrorText = styled(Hint)`
  color: ${({ theme }) => theme.colors.accentText};
`;

const KEYWORD_NEEDED = 'Enter a keyword for the alert, e.g. React developer.';

type AlertFormProps = {
  search: AlertSearch;
  creating: boolean;
  createAlert: ReturnType<typeof useCreateAlertMutation>[0];
  onClose: () => void;
};

// What the dialog's toasts are about: once a try succeeds, the error of the one before goes.
const NEW_ALERT = 'alert:new';

/** The dialog's content: mounted each time it opens, so every alert starts from the search. */
const AlertForm = ({ search, creating, createAlert, onClose }: AlertFormProps) => {
  const asksKeyword = !isUsableKeyword(search.keyword);
  const [keyword, setKeyword] = useState('');
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [keywordError, setKeywordError] = useState(false);
  const keywordRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const facts: [string, string][] = [...(asksKeyword ? [] : [['Keyword', search.keyword] as [string, string]]), ...filterFacts(search)];

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosenKeyword = (asksKeyword ? keyword : search.keyword).trim();
    if (!isUsableKeyword(chosenKeyword)) {
      setKeywordError(true);
      keywordRef.current?.focus();
      return;
    }
    try {
      const { message } = await createAlert({
        keyword: chosenKeyword,
        ...chosenFilters(search),
        frequency,
      }).unwrap();
      notify.success(message, { about: NEW_ALERT });
      onClose();
    } catch (error) {
      notify.error(toErrorMessage(error), { about: NEW_ALERT });
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)}>
      <Intro>New jobs that match {asksKeyword ? 'it' : 'this search'} reach you as notifications and emails.</Intro>
      {facts.length > 0 && (
        <Facts>
          {facts.map(([term, value]) => (
            <Fragment key={term}>
              <Term>{term}</Term>
              <Detail>{value}</Detail>
            </Fragment>
          ))}
        </Facts>
      )}
      {asksKeyword && (
        <>
          <Input
            ref={keywordRef}
            label="Keyword"
            name="keyword"
            value={keyword}
            onChange={(event) => {
              setKeyword(event.target.value);
              setKeywordError(false);
            }}
            required
            maxLength={INPUT_LIMITS.searchTerm}
            aria-invalid={keywordError || undefined}
            aria-describedby={`${id}-keyword-hint`}
          />
          {keywordError ? (
            <ErrorText id={`${id}-keyword-hint`} role="alert">
              {KEYWORD_NEEDED}
            </ErrorText>
          ) : (
            <Hint id={`${id}-keyword-hint`}>This search has no keyword: name what the alert looks for.</Hint>
          )}
        </>
      )}
      <RadioGroup label="How often" options={FREQUENCY_OPTIONS} value={frequency} onChange={(value) => setFrequency(value as AlertFrequency)} />
      <Hint>Instant: as soon as a job is posted. Daily: one digest a day.</Hint>
      <DialogActions>
        <Button variant="outline" disabled={creating} onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" busy={creating}>
          Create alert
        </Button>
      </DialogActions>
    </Form>
  );
};

/** 'Create a job alert': the current search, a keyword when it has none, and how often to hear of new jobs. */
export const CreateAlertDialog = ({ search, open, onClose }: CreateAlertDialogProps) => {
  const [createAlert, { isLoading: creating }] = useCreateAlertMutation();
  // Not closed while the server is asked: its answer belongs to this dialog.
  return (
    <Dialog open={open} onClose={creating ? () => undefined : onClose} title="Create a job alert">
      <AlertForm search={search} creating={creating} createAlert={createAlert} onClose={onClose} />
    </Dialog>
  );
};
