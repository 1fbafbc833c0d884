import { within } from '@testing-library/react';

/** The text of each cell of a table row, without the column label a phone layout shows in it (aria-hidden). */
export const cellTexts = (row: HTMLElement): string[] =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => {
      const copy = cell.cloneNode(true) as HTMLElement;
      const label = copy.firstElementChild;
      if (label?.getAttribute('aria-hidden') === 'true') label.remove();
      return copy.textContent ?? '';
    });
