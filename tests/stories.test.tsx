// Every story renders in Node exactly as Storybook would compose it (project decorators, globals, parameters),
// so a block that breaks its stories breaks the build. No DOM needed: react-dom/server renders them to HTML.
import { describe, expect, it } from 'vitest';
import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { loadCsf } from 'storybook/internal/csf-tools';
import preview from '../.storybook/preview.tsx';
import { storyImage } from '../.storybook/fixtures.ts';
import { imageUrlsOf, servedFile } from '../.storybook/static.ts';
import { defineFeature, field, fields, useContent } from '../engine/index.ts';
import { renderChecked, type PagebuilderParameters } from '../engine/testing/index.ts';
import { TAGS } from '../engine/testing/story.ts';

setProjectAnnotations(preview);

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const storyFiles = import.meta.glob<StoriesModule>('/{blocks,chains,layouts}/*/*.stories.tsx', { eager: true });
const storySources = import.meta.glob<string>('/{blocks,chains,layouts}/*/*.stories.tsx', { eager: true, query: '?raw', import: 'default' });
const blockFolders = Object.keys(import.meta.glob('/{blocks,chains,layouts}/*/index.ts')).map((f) => f.replace(/\/index\.ts$/, ''));

async function renderStory(Story: ComposedStory): Promise<string> {
  await Story.load();
  return renderChecked(<Story />);
}

const PLACEHOLDER = 'class="pb-admin-placeholder"';

/** Image addresses in a story's HTML that Storybook would answer with a 404 (there is no resizer in Storybook). */
const unservedImages = (html: string) => imageUrlsOf(html).filter((url) => !servedFile(url));

/** Stories that show a real block bug, expected to fail until it is fixed (then `it.fails` fails: remove the entry). */
const KNOWN_BUGS = new Set<string>([]);

it('(blocks, chains, layouts): every block folder has a *.stories.tsx', () => {
  const withStories = new Set(Object.keys(storyFiles).map((f) => f.slice(0, f.lastIndexOf('/'))));
  expect(blockFolders.length).toBeGreaterThan(0);
  expect(blockFolders.filter((dir) => !withStories.has(dir))).toEqual([]);
});

for (const [file, mod] of Object.entries(storyFiles)) {
  describe(file, () => {
    const stories = composeStories(mod) as Record<string, ComposedStory>;
    const neutral = (mod.default?.tags ?? []).includes(TAGS.langNeutral);

    it('indexes as Storybook indexes it (static CSF: literal titles and tags)', () => {
      expect(() => loadCsf(storySources[file], { fileName: file, makeTitle: (t) => t }).parse()).not.toThrow();
    });

    it('(en / mi, admin mode): has English, Maori and admin stories', () => {
      expect(Object.keys(stories)).toEqual(expect.arrayContaining(['English', 'Maori']));
      expect(stories.English.globals.lang).toBe('en');
      expect(stories.Maori.globals.lang).toBe('mi');
      // A block that can render nothing shows it with an admin-placeholder story; one that cannot still has an admin story.
      expect(Object.values(stories).some((s) => s.globals.mode === 'admin')).toBe(true);
    });

    for (const [name, Story] of Object.entries(stories)) {
      const test = KNOWN_BUGS.has(`${file}#${name}`) ? it.fails : it;
      test(`${name} renders without a throw, a block error or a missing content fixture`, async () => {
        const html = await renderStory(Story);
        if (Story.tags.includes(TAGS.adminPlaceholder)) {
          expect(Story.globals.mode, 'admin placeholder stories render in admin mode').toBe('admin');
          expect(html).toContain(PLACEHOLDER);
        } else {
          expect(html, 'only stories tagged admin-placeholder show editor placeholders').not.toContain(PLACEHOLDER);
        }
      });
    }

    it('shows only images Storybook serves (sample pictures at the resizer address, public/ at /static)', async () => {
      const unserved: string[] = [];
      for (const [name, Story] of Object.entries(stories)) {
        if (KNOWN_BUGS.has(`${file}#${name}`)) continue;
        unserved.push(...new Set(unservedImages(await renderStory(Story)).map((url) => `${name}: ${url}`)));
      }
      expect(unserved, 'use storyImage() from .storybook/fixtures.ts, or draw the id: npx tsx scripts/story-images.ts ID').toEqual([]);
    });

    it(`(lang cookie mi selects Maori text): English and Maori stories ${neutral ? 'are identical (lang-neutral)' : 'differ'}`, async () => {
      const [en, mi] = [await renderStory(stories.English), await renderStory(stories.Maori)];
      expect(en).not.toBe('');
      if (neutral) expect(mi).toBe(en);
      else expect(mi).not.toBe(en);
    });
  });
}

describe('a broken story fails', () => {
  const Throws = defineFeature({ name: 'throws', label: { en: 'Throws', mi: 'Throws' }, component: () => { throw new Error('boom'); } });
  const Reads = defineFeature({
    name: 'reads',
    label: { en: 'Reads', mi: 'Reads' },
    fields: fields({ size: field.number({ label: 'Size', integer: true, minimum: 1, default: 1 }) }),
    component: ({ customFields }) => <p>{String(useContent('some-source', { size: customFields.size })?.title)}</p>,
  });
  const compose = (block: PagebuilderParameters['block'], story: StoryObj) => {
    const meta: Meta = { title: 'Broken', parameters: { pagebuilder: { block } } };
    return composeStories({ default: meta, Story: story }).Story as ComposedStory;
  };

  it('when the block throws (readers would silently get nothing)', async () => {
    await expect(renderStory(compose(Throws, {}))).rejects.toThrow(/block throws#throws threw: Error: boom/);
  });
  it('when the block throws in admin mode (the error card is not enough)', async () => {
    await expect(renderStory(compose(Throws, { globals: { mode: 'admin' } }))).rejects.toThrow(/boom/);
  });
  it('when its custom fields are invalid', async () => {
    await expect(renderStory(compose(Reads, { args: { size: 0 } }))).rejects.toThrow(/\/customFields\/size: must be >= 1/);
  });
  it('when the block reads content the story has no fixture for', async () => {
    await expect(renderStory(compose(Reads, {}))).rejects.toThrow(/useContent\("some-source", \{"size":1\}\) has no fixture/);
  });
  it('when an image it shows is not one Storybook serves', async () => {
    const Pictured = defineFeature({
      name: 'pictured',
      label: { en: 'Pictured', mi: 'Pictured' },
      component: () => (
        <p>
          <img src={`${storyImage().url}?auth=story&width=274`} alt="" />
          <img src="/resizer/v2/NOSUCHIMAGE000000000000000?auth=x&width=274" srcSet="/static/brand/logo.svg 1x, /static/brand/no-such.svg 2x" alt="" />
        </p>
      ),
    });
    const html = await renderStory(compose(Pictured, {}));
    expect(unservedImages(html)).toEqual(['/resizer/v2/NOSUCHIMAGE000000000000000?auth=x&width=274', '/static/brand/no-such.svg']);
  });
  it('when parameters.pagebuilder.block is missing', async () => {
    await expect(renderStory(compose(undefined, {}))).rejects.toThrow(/set parameters.pagebuilder.block/);
  });
  it('but renders with the fixture the block reads', async () => {
    const html = await renderStory(compose(Reads, { parameters: { pagebuilder: { content: [{ source: 'some-source', query: { size: 1 }, value: { title: 'Kia ora' } }] } } }));
    expect(html).toBe('<p>Kia ora</p>');
  });
});
