import { render } from '@testing-library/react';
import { useRef } from 'react';
import { useInsideViewport } from './useInsideViewport';

/** jsdom lays nothing out: the panel reports the box a browser would give it. */
function Panel({ left, width }: { left: number; width: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useInsideViewport(ref, true);
  return (
    <div
      data-testid="panel"
      ref={(element) => {
        ref.current = element;
        if (!element) return;
        element.getBoundingClientRect = () => {
          const shift = Number.parseFloat(element.style.translate || '0');
          return { left: left + shift, right: left + shift + width, width } as DOMRect;
        };
      }}
    />
  );
}

describe('useInsideViewport', () => {
  beforeEach(() => Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 360 }));

  it.each([
    ['past the left edge', -130, '138px 0'],
    ['past the right edge', 200, '-88px 0'],
    ['on screen', 20, ''],
  ])('slides a panel %s just inside the screen', (_where, left, translate) => {
    const { getByTestId } = render(<Panel left={left} width={240} />);
    expect(getByTestId('panel').style.translate).toBe(translate);
  });
});
