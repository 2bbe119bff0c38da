import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import { storyOf } from '../../common/metadata/fixtures.ts';
import articleTags from './index.ts';
import { tagLinks } from './tags.ts';

describe('article-tags', () => {
  it("article-tags: label 'Tags:' in English", () => {
    expect(renderBlock(articleTags, { globalContent: storyOf('en') })).toContain('<span class="article-tags__label">Tags:</span>');
  });
  it("article-tags: label 'Tūtohu:' in Māori", () => {
    expect(renderBlock(articleTags, { lang: 'mi', globalContent: storyOf('mi') })).toContain('<span class="article-tags__label">Tūtohu:</span>');
  });
  it('tag links go to /tags/{slug}/', () => {
    const html = renderBlock(articleTags, { globalContent: storyOf('en') });
    expect(html).toContain('<a class="article-tags__link" href="/tags/housing/">housing</a>');
    expect(html).toContain('<a class="article-tags__link" href="/tags/rotorua/">Rotorua</a>');
  });
  it('tags without a slug or text are skipped, a repeated slug shows once', () => {
    expect(tagLinks({ taxonomy: { tags: [{ text: 'A', slug: 'a' }, { text: 'No slug' }, { slug: 'no-text' }, { text: 'A again', slug: 'a' }] } }))
      .toEqual([{ text: 'A', href: '/tags/a/' }]);
  });
  it('renders nothing without tags', () => {
    expect(renderBlock(articleTags, { globalContent: storyOf('en', { taxonomy: { tags: [] } }) })).toBe('');
    expect(renderBlock(articleTags, {})).toBe('');
  });
});
