import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { Carousel } from './Carousel';

const categories = ['Frontend Developer', 'Backend Developer', 'Data Science', 'Graphic Designer', 'FullStack Developer'];

const renderCarousel = (onPick = jest.fn()) => {
  renderWithProviders(
    <Carousel label="Job categories" perView={3}>
      {categories.map((category) => (
        <button key={category} type="button" onClick={() => onPick(category)}>
          {category}
        </button>
      ))}
    </Carousel>,
  );
  return onPick;
};

const visibleChips = () => screen.getAllByRole('button').filter((button) => !/slide/.test(button.getAttribute('aria-label') ?? ''));

describe('Carousel', () => {
  it('is a named region showing the first items, with named previous/next buttons', () => {
    renderCarousel();
    expect(screen.getByRole('region', { name: 'Job categories' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Next slide' })).toHaveAttribute('aria-disabled', 'false');
    expect(visibleChips().map((chip) => chip.textContent)).toEqual(categories.slice(0, 3));
  });

  it('moves one item per press and stops at the end', async () => {
    renderCarousel();
    const user = userEvent.setup();
    const next = screen.getByRole('button', { name: 'Next slide' });

    await user.click(next);
    expect(visibleChips().map((chip) => chip.textContent)).toEqual(categories.slice(1, 4));
    await user.click(next);
    await user.click(next);
    expect(visibleChips().map((chip) => chip.textContent)).toEqual(categories.slice(2, 5));
    expect(next).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleChips().map((chip) => chip.textContent)).toEqual(categories.slice(1, 4));
  });

  it('keeps focus on the next button when it reaches the end', async () => {
    renderCarousel();
    const user = userEvent.setup();
    const next = screen.getByRole('button', { name: 'Next slide' });
    next.focus();
    await user.keyboard('{Enter}{Enter}');
    expect(next).toHaveFocus();
  });

  it('lets the visible items be used', async () => {
    const onPick = renderCarousel();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Data Science' }));
    expect(onPick).toHaveBeenCalledWith('Data Science');
  });
});
