import { deflateRawSync } from 'node:zlib';
import type { RenderedScreen } from '../ssr/with-rendered-screen';
import { packScreen, unpackScreen } from './screen-codec';

/** A job page's screen as a render makes it: the same markup and style rules over and over. */
function jobPageScreen(): RenderedScreen {
  const chips = Array.from({ length: 40 }, (_, i) => `<span class="sc-chip-a1b2c3 kLmNoP">Skill ${i}</span>`).join('');
  const rules = Array.from({ length: 120 }, (_, i) => `.sc-x${i}{display:flex;align-items:center;gap:8px;padding:4px 12px;border-radius:16px;color:#1f2937;}`).join('');
  return {
    html: `<header class="sc-header-z9"><nav><a href="/jobs">Jobs</a><a href="/browse">Browse</a></nav></header><main><h1>Frontend developer</h1>${chips}</main>`,
    styles: `<style data-styled="active">${rules}</style>`,
    state: JSON.stringify({ job: { _id: '42', title: 'Frontend developer', requirements: Array.from({ length: 20 }, (_, i) => `Skill ${i}`) } }),
  };
}

describe('packScreen and unpackScreen', () => {
  it('give back the screen a render made, state and all', () => {
    const screen = jobPageScreen();
    expect(unpackScreen(packScreen(screen))).toEqual(screen);
  });

  it('tell a screen without state from one with empty state', () => {
    const none: RenderedScreen = { html: '<main>no script</main>', styles: '', state: null };
    const empty: RenderedScreen = { ...none, state: '' };
    expect(unpackScreen(packScreen(none))).toEqual(none);
    expect(unpackScreen(packScreen(empty))).toEqual(empty);
  });

  it('keep text in any script, and characters JSON escapes, as they were', () => {
    const screen: RenderedScreen = {
      html: '<h1>Développeur · 東京 · Пуна · مطور 🚀</h1><p>"quoted" \\ back\u2028slash</p>',
      styles: '<style>.a::before{content:"→ ✓"}</style>',
      state: JSON.stringify({ title: 'Ingénieur — ₹12 LPA 🚀', note: '\u0000 and \uD83D\uDE80' }),
    };
    expect(unpackScreen(packScreen(screen))).toEqual(screen);
  });

  it('read the bytes as a store gives them back, a Uint8Array as well as a Buffer', () => {
    const screen = jobPageScreen();
    expect(unpackScreen(new Uint8Array(packScreen(screen)))).toEqual(screen);
  });

  it('pack a realistic screen to well under half its size', () => {
    const screen = jobPageScreen();
    const size = Buffer.byteLength(screen.html) + Buffer.byteLength(screen.styles) + Buffer.byteLength(screen.state!);
    expect(packScreen(screen).length).toBeLessThan(size / 2);
  });

  it('refuse bytes that are no packed screen', () => {
    expect(() => unpackScreen(Buffer.from('<main>plain html</main>'))).toThrow();
    expect(() => unpackScreen(deflateRawSync(JSON.stringify({ html: 'x', styles: '', state: null })))).toThrow('not a packed screen');
    expect(() => unpackScreen(deflateRawSync(JSON.stringify(['x', '', 7])))).toThrow('not a packed screen');
  });
});
