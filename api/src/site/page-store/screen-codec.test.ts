import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import type { PageAnswer } from '../page-head/page-heads';
import { screenInPage, withRenderedScreen, type RenderedScreen, type ScreenInPage } from '../ssr/with-rendered-screen';
import { DamagedScreenError, packScreen, unpackScreen } from './screen-codec';

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

const answer: PageAnswer = { status: 200, head: { title: 'Frontend developer | JobPortal', description: 'Remote, full time', canonical: '/description/42' } };

const INDEX_HTML = '<!doctype html><html><head><title>JobPortal</title></head><body><div id="root"></div><script src="/main.js"></script></body></html>';

/** The page a visitor is sent with the screen in it. */
const pageWith = (screen: ScreenInPage) => withRenderedScreen(INDEX_HTML, screen).toString();

/** What a store gives back, as the page it makes. */
const storedPage = (packed: Uint8Array) => pageWith(unpackScreen(packed)!);

describe('packScreen and unpackScreen', () => {
  it('give back the page the render made, and the answer it was rendered beside', () => {
    const screen = jobPageScreen();
    const unpacked = unpackScreen(packScreen({ ...screenInPage(screen), answer }))!;
    expect(pageWith(unpacked)).toBe(pageWith(screenInPage(screen)));
    expect(unpacked.answer).toEqual(answer);
  });

  it('keep a screen without an answer (packed before heads were stored) without one', () => {
    expect(unpackScreen(packScreen(screenInPage(jobPageScreen())))).not.toHaveProperty('answer');
  });

  it('tell a screen without state from one with empty state', () => {
    const none: RenderedScreen = { html: '<main>no script</main>', styles: '', state: null };
    const empty: RenderedScreen = { ...none, state: '' };
    expect(storedPage(packScreen(screenInPage(none)))).toBe(pageWith(screenInPage(none)));
    expect(storedPage(packScreen(screenInPage(empty)))).toBe(pageWith(screenInPage(empty)));
    expect(storedPage(packScreen(screenInPage(none)))).not.toBe(storedPage(packScreen(screenInPage(empty))));
  });

  it('keep text in any script, and characters JSON escapes, as they were', () => {
    const screen: RenderedScreen = {
      html: '<h1>Développeur · 東京 · Пуна · مطور 🚀</h1><p>"quoted" \\ back\u2028slash</p>',
      styles: '<style>.a::before{content:"→ ✓"}</style>',
      state: JSON.stringify({ title: 'Ingénieur — ₹12 LPA 🚀', note: '\u0000 and \uD83D\uDE80' }),
    };
    const page = storedPage(packScreen({ ...screenInPage(screen), answer: { ...answer, head: { ...answer.head, title: 'Ingénieur — 東京' } } }));
    expect(page).toContain(screen.html);
    expect(page).toContain(screen.styles);
    expect(page).toContain('Ingénieur — ₹12 LPA 🚀');
  });

  it('read the bytes as a store gives them back, a Uint8Array as well as a Buffer', () => {
    const screen = screenInPage(jobPageScreen());
    expect(storedPage(new Uint8Array(packScreen(screen)))).toBe(pageWith(screen));
  });

  it('read a screen packed as JSON by the release before, answer and all', () => {
    const screen = jobPageScreen();
    const packedBefore = deflateRawSync(JSON.stringify([screen.html, screen.styles, screen.state, answer]), { level: 1 });
    const unpacked = unpackScreen(packedBefore)!;
    expect(pageWith(unpacked)).toBe(pageWith(screenInPage(screen)));
    expect(unpacked.answer).toEqual(answer);
  });

  it('read a screen packed as page bytes without a checksum, by the release before', () => {
    const screen = screenInPage(jobPageScreen());
    const header = Buffer.from(JSON.stringify({ answer, inHead: screen.inHead.length }));
    const prefix = Buffer.alloc(5);
    prefix.writeUInt8(2, 0);
    prefix.writeUInt32BE(header.length, 1);
    const unpacked = unpackScreen(deflateRawSync(Buffer.concat([prefix, header, screen.inHead, screen.inRoot])))!;
    expect(pageWith(unpacked)).toBe(pageWith(screen));
    expect(unpacked.answer).toEqual(answer);
  });

  it('refuse a damaged screen rather than serve it, wherever the damage is', () => {
    const inflated = inflateRawSync(packScreen({ ...screenInPage(jobPageScreen()), answer }));
    for (const at of [1, 6, 12, Math.floor(inflated.length / 2), inflated.length - 1]) {
      const damaged = Buffer.from(inflated);
      damaged[at] = damaged[at]! ^ 0x20;
      expect(() => unpackScreen(deflateRawSync(damaged))).toThrow(DamagedScreenError);
    }
    // Bytes that are not even deflate's.
    expect(() => unpackScreen(Buffer.from([0xff, 0xff, 0xff, 0xff]))).toThrow(DamagedScreenError);
    // A page's markup changed by one letter still has its lengths right: only the checksum tells.
    const markup = Buffer.from(inflated);
    const letter = markup.indexOf('Frontend developer</h1>');
    markup[letter] = 'f'.charCodeAt(0);
    expect(() => unpackScreen(deflateRawSync(markup))).toThrow('a damaged packed screen');
    expect(() => unpackScreen(deflateRawSync(inflated.subarray(0, inflated.length - 10)))).toThrow('a damaged packed screen');
  });

  it('take a screen packed with another version of the page bytes for none, so it is rendered again rather than served', () => {
    const packed = inflateRawSync(packScreen({ ...screenInPage(jobPageScreen()), answer }));
    packed.writeUInt8(4, 0);
    expect(unpackScreen(deflateRawSync(packed))).toBeNull();
  });

  it('pack a realistic screen to well under half its size', () => {
    const screen = screenInPage(jobPageScreen());
    expect(packScreen(screen).length).toBeLessThan((screen.inHead.length + screen.inRoot.length) / 2);
  });

  it('refuse bytes that are no packed screen', () => {
    const packed = packScreen({ ...screenInPage(jobPageScreen()), answer });
    const inflated = inflateRawSync(packed);
    expect(() => unpackScreen(Buffer.from('<main>plain html</main>'))).toThrow();
    expect(() => unpackScreen(deflateRawSync(JSON.stringify({ html: 'x', styles: '', state: null })))).toThrow('not a packed screen');
    expect(() => unpackScreen(deflateRawSync(JSON.stringify(['x', '', 7])))).toThrow('not a packed screen');
    expect(() => unpackScreen(deflateRawSync(inflated.subarray(0, 3)))).toThrow();
    expect(() => unpackScreen(deflateRawSync(inflated.subarray(0, 20)))).toThrow();
    // Lengths that do not fit, under a checksum that holds.
    const longHead = Buffer.from(inflated);
    longHead.writeUInt32BE(inflated.length, 5);
    longHead.writeUInt32BE(crc32(longHead.subarray(5)), 1);
    expect(() => unpackScreen(deflateRawSync(longHead))).toThrow('not a packed screen');
  });
});
