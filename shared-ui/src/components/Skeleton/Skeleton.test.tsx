import { renderWithProviders } from '../../test/render';
import { theme } from '../../theme';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('reserves exactly the size it is given', () => {
    const { container } = renderWithProviders(<Skeleton width="320px" height="180px" radius="lg" />);
    expect(container.firstElementChild).toHaveStyle({
      width: '320px',
      height: '180px',
      borderRadius: theme.radii.lg,
    });
  });

  it('is hidden from assistive technology', () => {
    const { container } = renderWithProviders(<Skeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
