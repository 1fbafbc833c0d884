import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aStudent, renderWithShell } from '@portal/shell/testing';
import { heldReply, startFakeApi, type ApiRequest, type FakeApi } from '../testing/fakeApi';
import ProfileScreen from './ProfileScreen';

let api: FakeApi;
beforeAll(async () => (api = await startFakeApi()));
afterAll(() => api.close());
beforeEach(() => api.on('GET', '/application/get', [200, { success: true, application: [] }]));
afterEach(() => api.reset());

const student = aStudent({ profile: { ...aStudent().profile, skills: ['React'], bio: 'Frontend learner' } });
const pdf = () => new File(['%PDF-1.4 '.repeat(20_000)], 'Jane CV.pdf', { type: 'application/pdf' });

/** The parts of a multipart body: text fields as they are, files as 'file:<name>'. */
function fieldsOf(request: ApiRequest): Record<string, string> {
  const boundary = /boundary=(.+)$/.exec(String(request.headers['content-type']))![1];
  const parts = request.body.split(`--${boundary}`).slice(1, -1);
  return Object.fromEntries(
    parts.map((part) => {
      const [head = '', ...body] = part.split('\r\n\r\n');
      const filename = /filename="([^"]*)"/.exec(head)?.[1];
      return [/name="([^"]+)"/.exec(head)![1], filename ? `file:${filename}` : body.join('\r\n\r\n').replace(/\r\n$/, '')];
    }),
  );
}

async function openDialog() {
  const rendered = await renderWithShell(<ProfileScreen />, { route: '/profile', user: student });
  // applyAccept off: like a user who switches the file picker to "All files".
  const user = userEvent.setup({ applyAccept: false });
  await user.click(screen.getByRole('button', { name: 'Edit profile' }));
  return { ...rendered, user, dialog: screen.getByRole('dialog', { name: 'Update Profile' }) };
}

async function replace(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.clear(screen.getByLabelText(label));
  await user.type(screen.getByLabelText(label), text);
}

describe('Update Profile dialog', () => {
  it('is at most 425px wide and holds the current Name, Email, Number, Bio, Skills and a PDF-only Resume', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveStyle({ maxWidth: '425px' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Jane Doe');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('jane@example.com');
    expect(within(dialog).getByLabelText('Number')).toHaveValue('+91 90000 00001');
    expect(within(dialog).getByLabelText('Bio')).toHaveValue('Frontend learner');
    expect(within(dialog).getByLabelText('Skills')).toHaveValue('React');
    expect(within(dialog).getByLabelText('Resume')).toHaveAttribute('accept', 'application/pdf');
  });

  it("saves every field with the resume, shows the upload's progress, the server's message, and closes", async () => {
    const held = heldReply();
    api.on('POST', '/user/profile/update', held.route);
    const { store, user } = await openDialog();
    await replace(user, 'Name', 'Jane Q. Doe');
    await replace(user, 'Number', '+91 90000 00002');
    await replace(user, 'Skills', 'React, Node.js');
    await user.upload(screen.getByLabelText('Resume'), pdf());
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(screen.getByRole('button', { name: 'Please wait' })).toBeDisabled();
    expect(await screen.findByText(/Uploading resume: \d+%/)).toBeInTheDocument();
    await waitFor(() => expect(api.requests('POST', '/user/profile/update')).toHaveLength(1));
    expect(fieldsOf(api.requests('POST', '/user/profile/update')[0]!)).toEqual({
      fullname: 'Jane Q. Doe',
      email: 'jane@example.com',
      phoneNumber: '+91 90000 00002',
      bio: 'Frontend learner',
      skills: 'React, Node.js',
      file: 'file:Jane CV.pdf',
    });

    const saved = aStudent({
      fullname: 'Jane Q. Doe',
      phoneNumber: '+91 90000 00002',
      profile: { ...student.profile, skills: ['React', 'Node.js'], resume: '/api/v1/user/u-student/resume', resumeOriginalName: 'Jane CV.pdf' },
    });
    await act(async () => held.send([200, { success: true, message: 'Profile updated successfully.', user: saved }]));

    expect(await screen.findByText('Profile updated successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().auth.user).toEqual(saved);
    expect(screen.getByRole('heading', { level: 1, name: 'Jane Q. Doe' })).toBeInTheDocument();
    expect(screen.getByText('Node.js')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jane CV.pdf' })).toBeInTheDocument();
  });

  it('sends no file part without a new resume', async () => {
    api.on('POST', '/user/profile/update', [200, { success: true, message: 'Profile updated successfully.', user: student }]);
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByText('Profile updated successfully.');
    expect(fieldsOf(api.requests('POST', '/user/profile/update')[0]!)).not.toHaveProperty('file');
  });

  it('asks for the current password only while the email differs, and sends it with the new email', async () => {
    api.on('POST', '/user/profile/update', [200, { success: true, message: 'Profile updated successfully. Other devices are logged out.', user: student }]);
    const { user, dialog } = await openDialog();
    expect(within(dialog).queryByLabelText('Current password')).not.toBeInTheDocument();

    await replace(user, 'Email', 'Jane@Example.com ');
    expect(within(dialog).queryByLabelText('Current password')).not.toBeInTheDocument();
    await replace(user, 'Email', 'jane.new@example.com');
    const password = within(dialog).getByLabelText('Current password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAccessibleDescription('Needed to change your email. Your other devices will be logged out.');

    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(password).toBeInvalid();
    expect(api.requests('POST', '/user/profile/update')).toHaveLength(0);

    await user.type(password, 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Profile updated successfully. Other devices are logged out.')).toBeInTheDocument();
    expect(fieldsOf(api.requests('POST', '/user/profile/update')[0]!)).toMatchObject({ email: 'jane.new@example.com', currentPassword: 'correct horse' });
  });

  it("shows the server's refusal, closes, and keeps the profile as it was", async () => {
    api.on('POST', '/user/profile/update', [409, { success: false, message: 'User already exists with this email.' }]);
    const { store, user } = await openDialog();
    await replace(user, 'Email', 'taken@example.com');
    await user.type(screen.getByLabelText('Current password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('User already exists with this email.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().auth.user).toEqual(student);
  });

  it('refuses a resume that is not a PDF before sending anything, and takes a PDF instead', async () => {
    api.on('POST', '/user/profile/update', [200, { success: true, message: 'Profile updated successfully.', user: student }]);
    const { user } = await openDialog();
    const resume = screen.getByLabelText('Resume');
    await user.upload(resume, new File(['PK'], 'cv.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }));

    expect(screen.getByRole('alert')).toHaveTextContent('The resume must be a PDF file.');
    expect(resume).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(api.requests('POST', '/user/profile/update')).toHaveLength(0);

    await user.upload(resume, pdf());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Profile updated successfully.')).toBeInTheDocument();
  });

  it('closes on Escape without saving, returning focus to the edit button', async () => {
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit profile' })).toHaveFocus();
    expect(api.requests('POST', '/user/profile/update')).toHaveLength(0);
  });
});
