// Author pages over real HTTP: the author's photo needs a resizer token from the signing service, which is known
// only once the author document is fetched. Planned in the content plan's second step, nothing waits mid-render,
// so the head tags React hoists are written inside <head>, not after it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedServer } from './browser/browser.ts';

let server: Awaited<ReturnType<typeof sharedServer>>;
beforeAll(async () => {
  server = await sharedServer();
});
afterAll(async () => {
  await server?.stop();
});

const page = async (p: string) => {
  const res = await fetch(`${server.base}${p}`);
  return { status: res.status, html: await res.text() };
};
/** Everything between <head> and </head>, and everything after </head>. */
const split = (html: string) => {
  const start = html.indexOf('<head>');
  const end = html.indexOf('</head>');
  expect(start, 'the page has a <head>').toBeGreaterThanOrEqual(0);
  expect(end, 'the page closes its <head>').toBeGreaterThan(start);
  return { head: html.slice(start, end), body: html.slice(end) };
};

describe('author page', () => {
  it('writes its title, canonical and social tags inside <head>, none in the body, on every render of the template', async () => {
    // The second request of a template that rendered with every read planned takes the synchronous renderer.
    const authors: Array<[string, string]> = [['/author/tama-walker/', 'Tama Walker'], ['/author/tama-walker/', 'Tama Walker'], ['/author/aroha-tawhiri/', 'Aroha Tāwhiri']];
    for (const [uri, name] of authors) {
      const { status, html } = await page(uri);
      expect(status, uri).toBe(200);
      const { head, body } = split(html);
      expect(head).toContain(`<title>${name} - Te Ao Mārama</title>`);
      expect(head).toContain(`<link rel="canonical" href="http://localhost:3000${uri}"/>`);
      expect(head).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
      // The author's photo as the share image, through the resizer with the signing service's token.
      expect(head).toMatch(/<meta property="og:image" content="http:\/\/localhost:3000\/resizer\/v2\/[^"]*auth=[0-9a-f]+/);
      expect(body).not.toContain('<title>');
      expect(body).not.toContain('rel="canonical"');
      expect(body).not.toContain('property="og:');
    }
  });

  it('is rendered from planned content alone: no block waits for a read the plan did not know', async () => {
    const { html } = await page('/author/hemi-paewai/');
    // A block suspended on an unplanned read leaves a pending boundary and a hidden segment swapped in later.
    expect(html).not.toContain('<!--$?-->');
    expect(html).not.toMatch(/<div hidden id="S:/);
    // The bio's photo was planned too: it is in the page with its token.
    expect(html).toMatch(/<img class="full-author-bio__photo" src="\/resizer\/v2\/[^"]*auth=[0-9a-f]+/);
  });
});
