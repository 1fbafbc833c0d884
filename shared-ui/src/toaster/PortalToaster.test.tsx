import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { PortalThemeProvider } from '../theme';
import { notify } from './notify';
import { PortalToaster } from './PortalToaster';

// Its own file: the first toast of a page is what this is about.
it('renders nothing until the first toast, then shows it', async () => {
  const { container } = render(
    <PortalThemeProvider>
      <PortalToaster />
    </PortalThemeProvider>,
  );
  expect(container).toBeEmptyDOMElement();
  await act(async () => notify.success('Saved'));
  expect(await screen.findByText('Saved')).toBeInTheDocument();
});

it('renders nothing on a server, also in a process that has shown a toast: the page the server sends holds no toaster', () => {
  expect(
    renderToString(
      <PortalThemeProvider>
        <PortalToaster />
      </PortalThemeProvider>,
    ),
  ).toBe('');
});
