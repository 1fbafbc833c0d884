import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { aUser } from '../../test/fixtures';
import { memoryStorage, persistedRoot, slowStorage, whenRehydrated } from '../../test/persist';
import { createPortalStore } from './createPortalStore';
import { useAppSelector } from './hooks';
import { PortalStateProvider } from './PortalStateProvider';

function Greeting() {
  const user = useAppSelector((state) => state.auth.user);
  return <p>{user ? `Hello ${user.fullname}` : 'Hello visitor'}</p>;
}

describe('PortalStateProvider', () => {
  it('renders nothing until the persisted state is restored, then the app with it', async () => {
    const storage = slowStorage();
    const { store, persistor } = createPortalStore({ storage });
    const { container } = render(
      <PortalStateProvider store={store} persistor={persistor}>
        <Greeting />
      </PortalStateProvider>,
    );
    expect(container).toBeEmptyDOMElement();

    await storage.setItem('persist:root', persistedRoot({ auth: { loading: false, user: aUser() } }));
    await act(async () => {
      storage.release();
      await whenRehydrated(persistor);
    });

    expect(screen.getByText('Hello Asha Rao')).toBeInTheDocument();
  });

  it('renders at once with the initial state when nothing was persisted', async () => {
    const { store, persistor } = createPortalStore({ storage: memoryStorage() });
    render(
      <PortalStateProvider store={store} persistor={persistor}>
        <Greeting />
      </PortalStateProvider>,
    );
    expect(await screen.findByText('Hello visitor')).toBeInTheDocument();
  });

  it('without a persistor renders the app on its first render, as a server render and the page taking it over must', () => {
    const { store } = createPortalStore({ persist: false });
    expect(
      renderToString(
        <PortalStateProvider store={store}>
          <Greeting />
        </PortalStateProvider>,
      ),
    ).toBe('<p>Hello visitor</p>');
  });
});
