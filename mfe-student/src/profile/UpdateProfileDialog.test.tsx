import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@portal/shared-ui';
import { accessibilityViolations } from '@portal/test-support/axe';
import { aStudent } from '@portal/shared-state/testing';
import { currentLocation, logInAs, renderWithShell } from '@portal/shell/testing';
import { heldReply, startFakeApi, type ApiRequest, type FakeApi } from '../testing/fakeApi';
import ProfileScreen from './ProfileScreen';

let api: FakeApi;
beforeAll(async () => (api = await startFakeApi()));
afterAll(() => api.close());
beforeEach(() => api.on('GET', '/application/get', [200, { success: true, application: [] }]));
afterEach(() => {
  api.reset();
  sessionStorage.clear();
});

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
      preferredLocations: '',
      preferredJobTypes: '',
      minSalary: '',
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

  describe('refused by the server, stays open with every field as typed and the reason at its field', () => {
    /** Changes every text field, so a test can see none of them is lost. */
    async function editEverything(user: ReturnType<typeof userEvent.setup>) {
      await replace(user, 'Name', 'Jane Q. Doe');
      await replace(user, 'Number', '+91 90000 00002');
      await replace(user, 'Bio', 'Backend curious');
      await replace(user, 'Skills', 'React, Node.js');
    }

    function expectEverythingAsTyped() {
      const dialog = screen.getByRole('dialog', { name: 'Update Profile' });
      expect(within(dialog).getByLabelText('Name')).toHaveValue('Jane Q. Doe');
      expect(within(dialog).getByLabelText('Number')).toHaveValue('+91 90000 00002');
      expect(within(dialog).getByLabelText('Bio')).toHaveValue('Backend curious');
      expect(within(dialog).getByLabelText('Skills')).toHaveValue('React, Node.js');
    }

    async function expectRefusedAt(label: string, message: string) {
      await waitFor(() => expect(screen.getByLabelText(label)).toHaveFocus());
      expect(screen.getByLabelText(label)).toBeInvalid();
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(screen.queryByText('Profile updated successfully.')).not.toBeInTheDocument();
    }

    it('a file that is not really a PDF (415): at the resume', async () => {
      api.on('POST', '/user/profile/update', [415, { success: false, message: 'The file must be a PDF.' }]);
      const { store, user } = await openDialog();
      await editEverything(user);
      await user.upload(screen.getByLabelText('Resume'), new File(['PK not a PDF'], 'cv.pdf', { type: 'application/pdf' }));
      await user.click(screen.getByRole('button', { name: 'Update' }));

      await expectRefusedAt('Resume', 'The file must be a PDF.');
      expectEverythingAsTyped();
      expect(store.getState().auth.user).toEqual(student);

      await user.upload(screen.getByLabelText('Resume'), pdf());
      expect(screen.getByLabelText('Resume')).toBeValid();
      expect(screen.queryByText('The file must be a PDF.')).not.toBeInTheDocument();
    });

    it('a file the server finds too large (413): at the resume', async () => {
      api.on('POST', '/user/profile/update', [413, { success: false, message: 'The file is too large: at most 5 MB.' }]);
      const { user } = await openDialog();
      await editEverything(user);
      await user.upload(screen.getByLabelText('Resume'), pdf());
      await user.click(screen.getByRole('button', { name: 'Update' }));

      await expectRefusedAt('Resume', 'The file is too large: at most 5 MB.');
      expectEverythingAsTyped();
    });

    it('a bio too long (400): at the Bio, until it is edited', async () => {
      api.on('POST', '/user/profile/update', [400, { success: false, message: 'Bio must be at most 1000 characters' }]);
      const { user } = await openDialog();
      await editEverything(user);
      await user.click(screen.getByRole('button', { name: 'Update' }));

      await expectRefusedAt('Bio', 'Bio must be at most 1000 characters');
      expectEverythingAsTyped();
      await user.type(screen.getByLabelText('Bio'), '!');
      expect(screen.getByLabelText('Bio')).toBeValid();
      expect(screen.queryByText('Bio must be at most 1000 characters')).not.toBeInTheDocument();
    });

    it('a name of only spaces (400): at the name, the spaces kept', async () => {
      api.on('POST', '/user/profile/update', [400, { success: false, message: 'Full name is required' }]);
      const { user } = await openDialog();
      await editEverything(user);
      await replace(user, 'Name', '   ');
      await user.click(screen.getByRole('button', { name: 'Update' }));

      await expectRefusedAt('Name', 'Full name is required');
      expect(screen.getByLabelText('Name')).toHaveValue('   ');
      expect(screen.getByLabelText('Bio')).toHaveValue('Backend curious');
    });

    it('an email already in use (409): at the email, until it is changed', async () => {
      api.on('POST', '/user/profile/update', [409, { success: false, message: 'User already exists with this email.' }]);
      const { store, user } = await openDialog();
      await editEverything(user);
      await replace(user, 'Email', 'taken@example.com');
      await user.type(screen.getByLabelText('Current password'), 'correct horse');
      await user.click(screen.getByRole('button', { name: 'Update' }));

      await expectRefusedAt('Email', 'User already exists with this email.');
      expectEverythingAsTyped();
      expect(screen.getByLabelText('Email')).toHaveValue('taken@example.com');
      expect(screen.getByLabelText('Current password')).toHaveValue('correct horse');
      expect(store.getState().auth.user).toEqual(student);

      await user.type(screen.getByLabelText('Email'), 'x');
      expect(screen.getByLabelText('Email')).toBeValid();
      expect(screen.queryByText('User already exists with this email.')).not.toBeInTheDocument();
    });

    it('a wrong current password (400): at the current password', async () => {
      api.on('POST', '/user/profile/update', [400, { success: false, message: 'Current password is incorrect.' }]);
      const { user } = await openDialog();
      await editEverything(user);
      await replace(user, 'Email', 'jane.new@example.com');
      await user.type(screen.getByLabelText('Current password'), 'wrong horse');
      await user.click(screen.getByRole('button', { name: 'Update' }));

      await expectRefusedAt('Current password', 'Current password is incorrect.');
      expectEverythingAsTyped();
      expect(screen.getByLabelText('Email')).toHaveValue('jane.new@example.com');
    });

    it('a refusal about no one field: above the form', async () => {
      api.on('POST', '/user/profile/update', [429, { success: false, message: 'Too many attempts. Try again in a few minutes.' }]);
      const { user } = await openDialog();
      await editEverything(user);
      await user.click(screen.getByRole('button', { name: 'Update' }));

      const dialog = screen.getByRole('dialog', { name: 'Update Profile' });
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many attempts. Try again in a few minutes.');
      expectEverythingAsTyped();
    });
  });

  it('on an ended session (401) claims no success and, once the student is back, reopens with what they typed', async () => {
    api.on('POST', '/user/profile/update', [401, { success: false, message: 'User not authenticated' }]);
    const { store, user } = await openDialog();
    await replace(user, 'Name', 'Jane Q. Doe');
    await replace(user, 'Bio', 'Backend curious');
    await replace(user, 'Email', 'jane.new@example.com');
    await user.type(screen.getByLabelText('Current password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(store.getState().auth.sessionEnded).toBe(true));
    expect(store.getState().auth.user).toBeNull();
    expect(screen.queryByText('Profile updated successfully.')).not.toBeInTheDocument();

    await act(() => logInAs(store, student));
    const dialog = await screen.findByRole('dialog', { name: 'Update Profile' });
    expect(within(dialog).getByText('Your session ended before these edits were saved. Check them and update again.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Jane Q. Doe');
    expect(within(dialog).getByLabelText('Bio')).toHaveValue('Backend curious');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('jane.new@example.com');
    expect(within(dialog).getByLabelText('Current password')).toHaveValue('');

    api.on('POST', '/user/profile/update', [200, { success: true, message: 'Profile updated successfully.', user: student }]);
    await user.type(within(dialog).getByLabelText('Current password'), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Profile updated successfully.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Jane Doe');
  });

  it('states the 5 MB resume limit and refuses a larger file at once, sending nothing', async () => {
    api.on('POST', '/user/profile/update', [200, { success: true, message: 'Profile updated successfully.', user: student }]);
    const { user } = await openDialog();
    const resume = screen.getByLabelText('Resume');
    expect(resume).toHaveAccessibleDescription(expect.stringContaining('PDF only, at most 5 MB'));

    await user.upload(resume, new File([new Uint8Array(12 * 1024 * 1024)], 'Jane CV.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The resume is too large: at most 5 MB.');
    expect(resume).toBeInvalid();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(api.requests('POST', '/user/profile/update')).toHaveLength(0);

    await user.upload(resume, pdf());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Profile updated successfully.')).toBeInTheDocument();
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

describe('Update Profile dialog: the Bio and leaving with unsaved edits', () => {
  const question = () => screen.queryByRole('dialog', { name: 'Leave without saving?' });

  /** The profile with a link elsewhere in the portal beside it, as the header has. */
  async function openWithLink() {
    await renderWithShell(
      <>
        <ProfileScreen />
        <Link to="/jobs">Jobs</Link>
      </>,
      { route: '/profile', user: student },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    return user;
  }

  it('takes a Bio of several lines', async () => {
    const user = await openWithLink();
    const bio = screen.getByRole('textbox', { name: 'Bio' });
    await user.clear(bio);
    await user.type(bio, 'Frontend learner.{enter}Loves accessible forms.');
    expect(bio).toHaveValue('Frontend learner.\nLoves accessible forms.');
    expect(bio).toHaveAttribute('maxLength', '1000');
  });

  it('asks before leaving with edits unsaved: Stay keeps them, Leave goes', async () => {
    const user = await openWithLink();
    await replace(user, 'Bio', 'Backend curious');
    await user.click(screen.getByRole('link', { name: 'Jobs' }));

    expect(question()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(question()).not.toBeInTheDocument();
    expect(screen.getByLabelText('Bio')).toHaveValue('Backend curious');
    expect(currentLocation()).toBe('/profile');

    await user.click(screen.getByRole('link', { name: 'Jobs' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(currentLocation()).toBe('/jobs'));
  });

  it('asks before leaving with a resume chosen and not sent', async () => {
    const user = await openWithLink();
    await user.upload(screen.getByLabelText('Resume'), pdf());
    await user.click(screen.getByRole('link', { name: 'Jobs' }));
    expect(question()).toBeInTheDocument();
  });

  it('leaves without asking when nothing was edited', async () => {
    const user = await openWithLink();
    await user.click(screen.getByRole('link', { name: 'Jobs' }));
    await waitFor(() => expect(currentLocation()).toBe('/jobs'));
    expect(question()).not.toBeInTheDocument();
  });

  it('leaves without asking once the edits are saved', async () => {
    api.on('POST', '/user/profile/update', [200, { success: true, message: 'Profile updated successfully.', user: { ...student, profile: { ...student.profile, bio: 'Backend curious' } } }]);
    const user = await openWithLink();
    await replace(user, 'Bio', 'Backend curious');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByText('Profile updated successfully.');
    await user.click(screen.getByRole('link', { name: 'Jobs' }));
    await waitFor(() => expect(currentLocation()).toBe('/jobs'));
    expect(question()).not.toBeInTheDocument();
  });
});

describe('Update Profile dialog: job preferences', () => {
  const withPreferences = aStudent({
    profile: { ...student.profile, preferences: { locations: ['Pune', 'Mumbai'], jobTypes: ['Full Time'], minSalary: 8 } },
  });

  async function openWith(who: typeof student) {
    await renderWithShell(<ProfileScreen />, { route: '/profile', user: who });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    return { user, dialog: screen.getByRole('dialog', { name: 'Update Profile' }) };
  }

  const jobTypes = () => screen.getByRole('group', { name: 'Preferred job types' });

  it('holds the saved locations, job types and minimum salary, labelled, and sends the edited ones as lists', async () => {
    api.on('POST', '/user/profile/update', [200, { success: true, message: 'Profile updated successfully.', user: withPreferences }]);
    const { user, dialog } = await openWith(withPreferences);
    expect(within(dialog).getByLabelText('Preferred locations')).toHaveValue('Pune, Mumbai');
    expect(within(jobTypes()).getByRole('checkbox', { name: 'Full Time' })).toBeChecked();
    expect(within(jobTypes()).getByRole('checkbox', { name: 'Internship' })).not.toBeChecked();
    expect(within(dialog).getByLabelText('Minimum salary (LPA)')).toHaveValue(8);
    expect(await accessibilityViolations(dialog)).toEqual([]);

    await replace(user, 'Preferred locations', 'Pune, Bangalore');
    await user.click(within(jobTypes()).getByRole('checkbox', { name: 'Internship' }));
    await replace(user, 'Minimum salary (LPA)', '12.5');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await screen.findByText('Profile updated successfully.');
    expect(fieldsOf(api.requests('POST', '/user/profile/update')[0]!)).toMatchObject({
      preferredLocations: 'Pune, Bangalore',
      preferredJobTypes: 'Full Time, Internship',
      minSalary: '12.5',
    });
  });

  it('clears them when emptied', async () => {
    api.on('POST', '/user/profile/update', [200, { success: true, message: 'Profile updated successfully.', user: student }]);
    const { user } = await openWith(withPreferences);
    await user.clear(screen.getByLabelText('Preferred locations'));
    await user.click(within(jobTypes()).getByRole('checkbox', { name: 'Full Time' }));
    await user.clear(screen.getByLabelText('Minimum salary (LPA)'));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await screen.findByText('Profile updated successfully.');
    expect(fieldsOf(api.requests('POST', '/user/profile/update')[0]!)).toMatchObject({ preferredLocations: '', preferredJobTypes: '', minSalary: '' });
  });

  it.each([
    ['Preferred locations', 'At most 10 preferred locations'],
    ['Minimum salary (LPA)', 'Minimum salary must be at most 100000 LPA'],
  ])('refused at %s: the message is at the field, focused, and nothing typed is lost', async (label, message) => {
    api.on('POST', '/user/profile/update', [400, { success: false, message }]);
    const { user } = await openWith(withPreferences);
    await replace(user, 'Skills', 'React, SQL');
    await replace(user, 'Preferred locations', 'Delhi NCR, Pune');
    await user.click(within(jobTypes()).getByRole('checkbox', { name: 'Contract' }));
    await replace(user, 'Minimum salary (LPA)', '9');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(screen.getByLabelText(label)).toHaveFocus());
    expect(screen.getByLabelText(label)).toBeInvalid();
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByLabelText('Skills')).toHaveValue('React, SQL');
    expect(screen.getByLabelText('Preferred locations')).toHaveValue('Delhi NCR, Pune');
    expect(within(jobTypes()).getByRole('checkbox', { name: 'Contract' })).toBeChecked();
    expect(within(jobTypes()).getByRole('checkbox', { name: 'Full Time' })).toBeChecked();
    expect(screen.getByLabelText('Minimum salary (LPA)')).toHaveValue(9);
  });

  it('refused at the job types: the message describes the group and its first box takes the focus', async () => {
    const message = 'Preferred job types must be among Full Time, Part Time, Internship, Contract (not "Freelance")';
    api.on('POST', '/user/profile/update', [400, { success: false, message }]);
    const { user } = await openWith(withPreferences);
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(within(jobTypes()).getByRole('checkbox', { name: 'Full Time' })).toHaveFocus());
    expect(jobTypes()).toHaveAccessibleDescription(message);
  });
});

