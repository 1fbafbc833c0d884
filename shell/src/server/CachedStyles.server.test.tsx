import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet, type IStyleSheetContext } from 'styled-components';
import { CachedStyles, cachedStylis } from './CachedStyles';

const Title = styled.h1<{ $tone: string }>`
  color: ${({ $tone }) => $tone};
  &:hover {
    text-decoration: underline;
  }
`;
const Card = styled.article`
  display: flex;
  @media (max-width: 600px) {
    display: block;
  }
`;

/** A page rendered as renderPage renders one: its own style sheet, with or without the kept CSS. */
function render(page: ReactElement, cached: boolean): { html: string; styles: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(cached ? <CachedStyles>{page}</CachedStyles> : page));
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

const titlePage = <Title $tone="red">A job</Title>;
const cardPage = <Card>A company</Card>;

describe('CachedStyles', () => {
  it('gives each page the markup and the style rules stylis gives it, each time it is rendered', () => {
    for (const page of [titlePage, cardPage, titlePage, cardPage]) expect(render(page, true)).toEqual(render(page, false));
  });

  it("gives pages rendered one after the other only their own rules", () => {
    const title = render(titlePage, true);
    const card = render(cardPage, true);
    expect(title.styles).toContain('color:red');
    expect(title.styles).not.toContain('display:flex');
    expect(card.styles).toContain('display:flex');
    expect(card.styles).not.toContain('color:red');
    expect(render(<Title $tone="blue">Another job</Title>, true).styles).not.toContain('color:red');
  });

  it('compiles a rule set once, whatever the number of pages showing it', () => {
    const stylis = jest.fn((css: string, selector?: string) => [`${selector}{${css}}`]) as jest.Mock & IStyleSheetContext['stylis'];
    stylis.hash = 'h1';
    const cached = cachedStylis(stylis);
    expect(cached('color:red;', '.a', undefined, 'sc-1')).toEqual(['.a{color:red;}']);
    expect(cached('color:red;', '.a', undefined, 'sc-1')).toEqual(['.a{color:red;}']);
    expect(cached('color:blue;', '.b', undefined, 'sc-1')).toEqual(['.b{color:blue;}']);
    expect(stylis).toHaveBeenCalledTimes(2);
    expect(cached.hash).toBe('h1');
    expect(cachedStylis(stylis)).toBe(cached);
  });
});
