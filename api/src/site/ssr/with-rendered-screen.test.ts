import { SSR_STATE_ELEMENT_ID as SSR_STATE_ID } from '@portal/site/server-render';
import { screenInPage, withRenderedScreen, type RenderedScreen } from './with-rendered-screen';

const page = '<html><head><title>JobPortal</title></head><body><div id="root"></div><script src="/main.js"></script></body></html>';
const screen = {
  html: '<main><h1>Jobs</h1></main>',
  styles: '<style data-styled="true">.a{color:red}</style>',
  state: JSON.stringify({ portalApi: { note: '</script><script>alert(1)</script>' } }),
};

/** The page as a visitor's browser receives it. */
const pageWith = (indexHtml: string, rendered: RenderedScreen) => withRenderedScreen(indexHtml, screenInPage(rendered)).toString();

describe('withRenderedScreen', () => {
  it('puts the styles in <head>, the markup in #root and the data after it, before the scripts', () => {
    const html = pageWith(page, screen);
    expect(html).toContain('<style data-styled="true">.a{color:red}</style>');
    expect(html.indexOf('.a{color:red}')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<div id="root"><main><h1>Jobs</h1></main></div>');
    expect(html.indexOf(`id="${SSR_STATE_ID}"`)).toBeLessThan(html.indexOf('/main.js'));
  });

  it('holds the first paint until what follows #root is parsed, so a page arriving in pieces is painted whole', () => {
    const html = pageWith(page, screen);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<link rel="expect" href="#${SSR_STATE_ID}" blocking="render">`);
  });

  it('keeps data from closing its script block, and it still parses to the same value', () => {
    const html = pageWith(page, screen);
    const block = html.split(`id="${SSR_STATE_ID}">`)[1]!.split('</script>')[0]!;
    expect(block).not.toContain('</');
    expect(JSON.parse(block)).toEqual(JSON.parse(screen.state));
  });

  it('sends markup for readers without JavaScript alone, with nothing to take it over from, when it has no answers', () => {
    const html = pageWith(page, { ...screen, state: null });
    expect(html).toContain('<div id="root"><main><h1>Jobs</h1></main></div>');
    expect(html.indexOf('.a{color:red}')).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toContain(SSR_STATE_ID);
  });

  it('finds #root in the minified page the production build emits', () => {
    const minified = '<!doctype html><html lang=en><head><title>JobPortal</title></head><body><div id=root></div></body></html>';
    expect(pageWith(minified, screen)).toContain('<div id="root"><main><h1>Jobs</h1></main></div>');
  });

  it('leaves a page without an empty #root as it is (the browser renders it)', () => {
    const other = '<html><head></head><body><div id="app"></div></body></html>';
    expect(pageWith(other, screen)).toBe(other);
  });

  it('keeps text outside ASCII as it is, in the page and in the screen', () => {
    const accented = page.replace('JobPortal', 'Offres d’emploi – Zürich');
    const html = pageWith(accented, { ...screen, html: '<h1>Développeuse · 東京</h1>' });
    expect(html).toContain('<title>Offres d’emploi – Zürich</title>');
    expect(html).toContain('<div id="root"><h1>Développeuse · 東京</h1></div>');
  });

  it('copies $-patterns in the markup literally', () => {
    expect(pageWith(page, { ...screen, html: "<p>$& $' $1</p>" })).toContain("<div id=\"root\"><p>$& $' $1</p></div>");
  });
});
