// The news site's cache tags: which document ids a content value depends on, and what a write invalidates.
import { describe, expect, it } from 'vitest';
import { ansTags, changeTags, navigationTag } from './cache-tags.ts';

describe('news cache tags', () => {
  it('a story is tagged with its own id only: its body elements are not documents', () => {
    const story = { _id: 'STORY1', type: 'story', content_elements: [{ _id: 'PARA1', type: 'text' }, { _id: 'IMG1', type: 'image' }] };
    expect(ansTags(story)).toEqual(['STORY1']);
  });

  it('lists are tagged with their own id and every item, whatever the answer calls the list', () => {
    expect(ansTags({ _id: 'COLL', type: 'collection', content_elements: [{ _id: 'A' }, { _id: 'B' }] })).toEqual(['COLL', 'A', 'B']);
    expect(ansTags({ type: 'results', content_elements: [{ _id: 'A' }], count: 1 })).toEqual(['A']);
    expect(ansTags({ data: [{ _id: 'S1' }, { _id: 'S2' }], metadata: {} })).toEqual(['S1', 'S2']);
    expect(ansTags({ authors: [{ _id: 'jane-doe' }] })).toEqual(['jane-doe']);
    expect(ansTags([{ _id: 'LIVE1' }, { title: 'no id' }])).toEqual(['LIVE1']);
  });

  it('values without documents have no tags', () => {
    expect(ansTags(null)).toEqual([]);
    expect(ansTags('text')).toEqual([]);
    expect(ansTags({ hash: 'abc' })).toEqual([]);
  });

  it('a write invalidates the document id; navigation and section writes invalidate the site navigation', () => {
    expect(changeTags({ kind: 'document', id: 'STORY1', type: 'story' })).toEqual(['STORY1']);
    expect(changeTags({ kind: 'navigation', site: 'teaomarama' })).toEqual(['navigation:teaomarama']);
    expect(changeTags({ kind: 'document', id: '/news', type: 'section', site: 'te-rito' })).toEqual([navigationTag('te-rito'), '/news']);
  });
});
