import { describe, expect, it } from 'vitest';
import { storyQuery, thumbnailOf } from './story-search.tsx';

describe("the story picker's search", () => {
  it('asks for every word as the start of a headline word, and for the type, language and section chosen', () => {
    expect(storyQuery({ words: 'flood  Whakatāne', type: '', language: '', section: '' })).toBe('type:(story OR video OR gallery) AND headlines.basic:flood* AND headlines.basic:Whakatāne*');
    expect(storyQuery({ words: '', type: 'video', language: 'mi', section: '/news' })).toBe('type:video AND language:mi AND taxonomy.primary_section._id:"/news"');
  });

  it('reads nothing the editor types as query syntax', () => {
    expect(storyQuery({ words: 'a) OR type:x "b*', type: '', language: '', section: 'x" OR "y' })).toBe('type:(story OR video OR gallery) AND headlines.basic:a* AND headlines.basic:OR* AND headlines.basic:typex* AND headlines.basic:b* AND taxonomy.primary_section._id:"x\\" OR \\"y"');
  });

  it("shows a result's picture as a signed 16:9 crop the resizer serves, or none when it cannot be signed", () => {
    expect(thumbnailOf({ promo_items: { basic: { _id: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', auth: { 2: 'h a' } } } })).toBe('/resizer/v2/ABCDEFGHIJKLMNOPQRSTUVWXYZ?auth=h%20a&width=137&height=77');
    expect(thumbnailOf({ promo_items: { basic: { _id: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' } } })).toBeUndefined();
    expect(thumbnailOf({})).toBeUndefined();
  });
});
