// Page configs link a sample story by its _id (content-api), never by its URL: the sample's URLs carry the day it
// was generated (services/sample-content dates stories back from `now`), its ids come from the seed alone.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './browser/browser.ts';
import { generateSampleContent } from '../services/sample-content/generate.ts';
import { elementWith, textOf } from './fixtures/render.ts';

const root = path.resolve(import.meta.dirname, '..');
const about = JSON.parse(readFileSync(path.join(root, 'page-configs/pages/teaomarama/about.json'), 'utf8'));
const featured = about.sections['rightrail-middle'].find((b: { id: string }) => b.id === 'featured-story');
const DAY = new Date('2024-02-29T12:00:00Z');

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer({ sampleDay: DAY });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

describe('a page config links a sample story by _id', () => {
  it("the about page's featured story renders from a sample generated on another day, linking that day's URL", async () => {
    const { contentService, contentConfigValues } = featured.customFields.content;
    expect(contentService).toBe('content-api');
    const storyOf = (now?: Date) => generateSampleContent({ now }).documents.find((d) => d._id === contentConfigValues._id) as any;
    const story = storyOf(DAY);
    const url = story.websites.teaomarama.website_url as string;
    expect(url.startsWith('/2024/02/')).toBe(true);
    // The same story generated today has another URL: a config naming the URL would have broken.
    expect(storyOf().websites.teaomarama.website_url).not.toBe(url);

    const res = await fetch(`${server.base}/about/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const promo = elementWith(html, 'class="medium-promo');
    expect(promo).toBeDefined();
    expect(textOf(promo!)).toContain(story.headlines.basic);
    expect(promo).toContain(`href="${url}"`);
  });
});
