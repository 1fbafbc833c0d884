import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useMediaQuery } from './useMediaQuery';

const PHONE = '(max-width: 600px)';
const Layout = () => <p>{useMediaQuery(PHONE) ? 'phone layout' : 'wide layout'}</p>;

/** A viewport whose media queries match `matches` until it changes. */
function viewport(matches: boolean) {
  let current = matches;
  const listeners = new Set<() => void>();
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (media) =>
      ({
        media,
        get matches() {
          return current;
        },
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    resize(next: boolean) {
      current = next;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('useMediaQuery', () => {
  it('shows the layout of the viewport, and follows it when it changes', () => {
    const phone = viewport(true);
    render(<Layout />);
    expect(screen.getByText('phone layout')).toBeInTheDocument();

    act(() => phone.resize(false));
    expect(screen.getByText('wide layout')).toBeInTheDocument();
  });

  it('renders on a server, which knows no viewport, as if the query did not match', () => {
    viewport(true);
    expect(renderToString(<Layout />)).toBe('<p>wide layout</p>');
  });

  it("takes over the server's markup on a phone without a hydration error, then shows the phone layout", async () => {
    viewport(true);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Layout />);
    document.body.append(container);
    const onRecoverableError = jest.fn();

    const root = await act(async () => hydrateRoot(container, <Layout />, { onRecoverableError }));

    expect(container).toHaveTextContent('phone layout');
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
