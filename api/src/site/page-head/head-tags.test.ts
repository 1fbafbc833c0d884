import { withHead } from './head-tags';

const PAGE = '<!doctype html><html><head><meta name=description content="Generic."><title>JobPortal</title></head><body></body></html>';

describe('withHead', () => {
  it('writes a title and description holding "$" patterns as they are', () => {
    const html = withHead(PAGE, { title: "Pay $& more, $' and $1", description: 'Earn $$ fast' }, (path) => path);
    expect(html).toContain("<title>Pay $&amp; more, $&#39; and $1</title>");
    expect(html).toContain('<meta name="description" content="Earn $$ fast" />');
  });
});
