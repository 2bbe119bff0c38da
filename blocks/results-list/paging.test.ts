import { describe, expect, it } from 'vitest';
import { clampSize, configuredPaging, DEFAULT_OFFSET, DEFAULT_PAGE_SIZE, pageQuery, pagingKeys } from './paging.ts';

const config = (contentService: string, contentConfigValues: Record<string, string | number | boolean>) => ({ contentService, contentConfigValues });

describe('paging parameters per source', () => {
  it('default services (story-feed-query, unknown sources) use offset and size', () => {
    expect(pagingKeys('story-feed-query')).toMatchObject({ offset: 'offset', size: 'size' });
    expect(pagingKeys('some-other-service')).toMatchObject({ offset: 'offset', size: 'size' });
    expect(pageQuery(config('story-feed-query', { query: 'type:story' }), 20, 10, ['_id']))
      .toEqual({ query: 'type:story', offset: 20, size: 10, _select: ['_id'] });
  });

  it('story-feed-author, story-feed-sections, story-feed-tag use feedOffset and feedSize', () => {
    for (const source of ['story-feed-author', 'story-feed-sections', 'story-feed-tag']) {
      expect(pagingKeys(source)).toMatchObject({ offset: 'feedOffset', size: 'feedSize' });
    }
    expect(pageQuery(config('story-feed-tag', { tagSlug: 'matariki', feedOffset: 0, feedSize: 10 }), 30, 10, ['_id']))
      .toEqual({ tagSlug: 'matariki', feedOffset: 30, feedSize: 10, _select: ['_id'] });
  });

  it('content-api-collections uses from, size and getNext=true', () => {
    expect(pageQuery(config('content-api-collections', { _id: 'top' }), 10, 10, ['_id'])).toEqual({ _id: 'top', from: 10, size: 10, getNext: true, _select: ['_id'] });
  });

  it('sizes are clamped to what the source accepts (collections at most 20)', () => {
    expect(clampSize('content-api-collections', 30)).toBe(20);
    expect(clampSize('story-feed-query', 500)).toBe(100);
    expect(clampSize('story-feed-query', 0)).toBe(1);
  });
});

describe('"Results: page size 10, offset 0": the configured paging', () => {
  it('defaults to page size 10 and offset 0', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(DEFAULT_OFFSET).toBe(0);
    expect(configuredPaging(undefined)).toEqual({ offset: 0, pageSize: 10 });
    expect(configuredPaging(config('story-feed-query', { query: '*' }))).toEqual({ offset: 0, pageSize: 10 });
  });

  it("reads the source's own offset and size, also as strings from the editor", () => {
    expect(configuredPaging(config('story-feed-query', { offset: 5, size: 8 }))).toEqual({ offset: 5, pageSize: 8 });
    expect(configuredPaging(config('story-feed-sections', { feedOffset: '3', feedSize: '6' }))).toEqual({ offset: 3, pageSize: 6 });
    expect(configuredPaging(config('content-api-collections', { from: 2, size: 12 }))).toEqual({ offset: 2, pageSize: 12 });
  });

  it('ignores invalid values (negative, zero size, not whole numbers)', () => {
    expect(configuredPaging(config('story-feed-query', { offset: -1, size: 0 }))).toEqual({ offset: 0, pageSize: 10 });
    expect(configuredPaging(config('story-feed-query', { offset: 'x', size: 2.5 }))).toEqual({ offset: 0, pageSize: 10 });
  });
});
