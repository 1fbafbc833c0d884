import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it('shows the photo with its alt text', () => {
    renderWithProviders(<Avatar name="Jane Doe" src="https://cdn.example/jane.png" />);
    expect(screen.getByRole('img', { name: 'Jane Doe' })).toHaveAttribute('src', 'https://cdn.example/jane.png');
  });

  it('falls back to initials, still named, when there is no photo', () => {
    renderWithProviders(<Avatar name="jane ann doe" alt="Acme logo" />);
    const avatar = screen.getByRole('img', { name: 'Acme logo' });
    expect(avatar).toHaveAttribute('data-initials', 'JA');
    expect(avatar.tagName).not.toBe('IMG');
  });

  it('falls back to initials when the photo fails to load', () => {
    renderWithProviders(<Avatar name="Jane Doe" src="https://cdn.example/broken.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Jane Doe' }));
    expect(screen.getByRole('img', { name: 'Jane Doe' })).toHaveAttribute('data-initials', 'JD');
  });

  it('is hidden from assistive technology when marked decorative', () => {
    const { container } = renderWithProviders(<Avatar name="Jane Doe" alt="" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('[data-initials="JD"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws the initials without writing them as text, so a named button around it has no unnamed visible text', () => {
    const { container } = renderWithProviders(
      <button aria-label="Open account menu for Jane Doe">
        <Avatar name="Jane Doe" alt="" />
      </button>,
    );
    expect(container).toHaveTextContent('');
  });
});
