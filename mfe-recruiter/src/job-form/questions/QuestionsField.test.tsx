import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobPostInput } from '@portal/shared-state';
import { aCompany } from '../../testing/fixtures';
import { renderScreen } from '../../testing/renderScreen';
import { JobForm } from '../JobForm';
import type { JobFormValues } from '../jobFormValues';

const FILLED: JobFormValues = {
  title: 'Frontend Developer',
  description: 'Build the portal',
  requirements: 'React',
  salary: '12',
  salaryMax: '',
  location: 'Pune',
  jobType: 'Full Time',
  experience: '2',
  position: '1',
  companyId: 'c1',
  deadline: '',
};

type User = ReturnType<typeof userEvent.setup>;

async function showForm() {
  const send = jest.fn((_body: JobPostInput) => Promise.resolve({ success: true as const, message: 'Saved.' }));
  await renderScreen('/admin/jobs/create', <JobForm label="Post a New Job" initial={FILLED} companies={[aCompany()]} submitLabel="Post New Job" send={send} />, '/admin/jobs/create');
  return { send, user: userEvent.setup() };
}

const question = (place: number) => within(screen.getByRole('group', { name: `Question ${place}` }));
const addButton = () => screen.getByRole('button', { name: 'Add question' });
const announced = () => screen.getByText(/ (added|moved|removed)/, { selector: '[aria-live]' });
const post = (user: User) => user.click(screen.getByRole('button', { name: 'Post New Job' }));

async function addQuestion(user: User, text: string, kind = 'Yes / No') {
  await user.click(addButton());
  const place = screen.getAllByRole('group', { name: /^Question \d+$/ }).length;
  // Pasted: typing each letter re-renders the whole form, too slowly for a test of ten questions.
  await user.click(question(place).getByRole('textbox', { name: 'Question text' }));
  await user.paste(text);
  await user.selectOptions(question(place).getByRole('combobox', { name: 'Kind of answer' }), kind);
  return question(place);
}

describe('The job form: screening questions', () => {
  it('adds questions and sends them in order, each with the answer it needs to go on', async () => {
    const { send, user } = await showForm();
    const pune = await addQuestion(user, 'Can you work from Pune?');
    expect(pune.getByRole('textbox', { name: 'Question text' })).toHaveValue('Can you work from Pune?');
    await user.selectOptions(pune.getByRole('combobox', { name: 'Answer needed to go on' }), 'Yes');

    const city = await addQuestion(user, 'Which office?', 'Choice');
    await user.click(city.getByRole('textbox', { name: 'Options' }));
    await user.paste('Pune\nMumbai');
    await user.selectOptions(city.getByRole('combobox', { name: 'Answer needed to go on' }), 'Mumbai');

    await post(user);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0].questions).toEqual([
      { text: 'Can you work from Pune?', kind: 'yesno', required: true, knockout: { equals: true } },
      { text: 'Which office?', kind: 'choice', options: ['Pune', 'Mumbai'], required: true, knockout: { equals: 'Mumbai' } },
    ]);
  });

  it('takes a lowest number for a number question, and no knockout for short text, which may be optional', async () => {
    const { send, user } = await showForm();
    const years = await addQuestion(user, 'Years of React?', 'Number');
    await user.type(years.getByRole('spinbutton', { name: 'Lowest number accepted (optional)' }), '2');

    const why = await addQuestion(user, 'Why us?', 'Short text');
    expect(why.queryByRole('combobox', { name: 'Answer needed to go on' })).not.toBeInTheDocument();
    await user.click(why.getByRole('checkbox', { name: 'Required' }));

    await post(user);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0].questions).toEqual([
      { text: 'Years of React?', kind: 'number', required: true, knockout: { min: 2 } },
      { text: 'Why us?', kind: 'text', required: false, knockout: null },
    ]);
  });

  it('keeps a question that screens applicants out required, saying why, until its knockout is cleared', async () => {
    const { user } = await showForm();
    const pune = await addQuestion(user, 'Can you work from Pune?');
    await user.click(pune.getByRole('checkbox', { name: 'Required' }));
    expect(pune.getByRole('checkbox', { name: 'Required' })).not.toBeChecked();

    await user.selectOptions(pune.getByRole('combobox', { name: 'Answer needed to go on' }), 'No');
    const required = pune.getByRole('checkbox', { name: 'Required' });
    expect(required).toBeChecked();
    expect(required).toBeDisabled();
    expect(required).toHaveAccessibleDescription('Required while it screens applicants out.');

    await user.selectOptions(pune.getByRole('combobox', { name: 'Answer needed to go on' }), 'Any answer (screens nobody out)');
    expect(pune.getByRole('checkbox', { name: 'Required' })).toBeEnabled();
  });

  it('moves a question up and down, announcing it and keeping focus on the button pressed', async () => {
    const { send, user } = await showForm();
    await addQuestion(user, 'First?');
    await addQuestion(user, 'Second?');
    await addQuestion(user, 'Third?');

    await user.click(question(3).getByRole('button', { name: 'Move up question 3' }));
    expect(announced()).toHaveTextContent('Question 3 moved up: it is now question 2 of 3.');
    expect(question(2).getByRole('textbox', { name: 'Question text' })).toHaveValue('Third?');
    expect(question(2).getByRole('button', { name: 'Move up question 2' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(question(1).getByRole('textbox', { name: 'Question text' })).toHaveValue('Third?');
    expect(question(1).getByRole('button', { name: 'Move up question 1' })).toHaveFocus();
    // At the top it cannot go further, and says so without losing focus.
    expect(question(1).getByRole('button', { name: 'Move up question 1' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(question(1).getByRole('textbox', { name: 'Question text' })).toHaveValue('Third?');

    await user.click(question(1).getByRole('button', { name: 'Move down question 1' }));
    expect(announced()).toHaveTextContent('Question 1 moved down: it is now question 2 of 3.');
    expect(question(2).getByRole('button', { name: 'Move down question 2' })).toHaveFocus();

    await post(user);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0].questions!.map(({ text }) => text)).toEqual(['First?', 'Third?', 'Second?']);
  });

  it('removes a question, announcing it and taking focus to Add question', async () => {
    const { send, user } = await showForm();
    await addQuestion(user, 'First?');
    await addQuestion(user, 'Second?');
    await user.click(question(1).getByRole('button', { name: 'Remove question 1' }));

    expect(announced()).toHaveTextContent('Question 1 removed. 1 question left.');
    expect(addButton()).toHaveFocus();
    expect(question(1).getByRole('textbox', { name: 'Question text' })).toHaveValue('Second?');
    expect(screen.queryByRole('group', { name: 'Question 2' })).not.toBeInTheDocument();

    await post(user);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0].questions).toEqual([{ text: 'Second?', kind: 'yesno', required: true, knockout: null }]);
  });

  it('takes ten questions and refuses an eleventh, saying why', async () => {
    const { user } = await showForm();
    for (let count = 1; count <= 10; count += 1) await user.click(addButton());
    expect(screen.getAllByRole('group', { name: /^Question \d+$/ })).toHaveLength(10);
    expect(question(10).getByRole('textbox', { name: 'Question text' })).toHaveFocus();
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription('A job takes at most 10 questions: remove one to add another.');

    await user.click(question(4).getByRole('button', { name: 'Remove question 4' }));
    expect(addButton()).toBeEnabled();
  });

  it('checks the questions in the browser: nothing is sent, each field says what is wrong, focus goes to the first', async () => {
    const { send, user } = await showForm();
    await addQuestion(user, 'Can you work from Pune?');
    await user.click(addButton());
    const city = await addQuestion(user, 'Which office?', 'Choice');
    await user.type(city.getByRole('textbox', { name: 'Options' }), 'Pune');
    await post(user);

    expect(send).not.toHaveBeenCalled();
    const text = question(2).getByRole('textbox', { name: 'Question text' });
    expect(text).toHaveFocus();
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAccessibleDescription('Question 2 needs its text.');
    const options = question(3).getByRole('textbox', { name: 'Options' });
    expect(options).toHaveAccessibleDescription('One per line, 2 to 10 options. Question 3 needs 2 to 10 options, one per line.');

    // Moved, the message names the question's new place; edited, it goes.
    await user.click(question(3).getByRole('button', { name: 'Move up question 3' }));
    expect(question(2).getByRole('textbox', { name: 'Options' })).toHaveAccessibleDescription('One per line, 2 to 10 options. Question 2 needs 2 to 10 options, one per line.');
    await user.type(question(2).getByRole('textbox', { name: 'Options' }), '{Enter}Mumbai');
    expect(question(2).getByRole('textbox', { name: 'Options' })).not.toHaveAttribute('aria-invalid');
    await user.type(question(3).getByRole('textbox', { name: 'Question text' }), 'Notice period?');

    await post(user);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0].questions).toHaveLength(3);
  });
});
