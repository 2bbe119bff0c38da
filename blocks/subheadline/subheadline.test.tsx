import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../engine/testing/index.ts';
import { storyOf } from '../../common/metadata/fixtures.ts';
import subheadline from './index.ts';

describe('subheadline', () => {
  it('subheadline: subheadlines.basic by default', () => {
    expect(renderBlock(subheadline, { globalContent: storyOf('en') })).toBe('<p class="subheadline">Hundreds gathered at dawn for the opening.</p>');
  });
  it('subheadline: description.basic when the field says so', () => {
    expect(renderBlock(subheadline, { globalContent: storyOf('mi'), lang: 'mi', customFields: { useDescription: true } }))
      .toBe('<p class="subheadline">Kua tuwhera he whare hou i muri i ngā tau e rima o te mahi.</p>');
  });
  it('renders nothing when the chosen text is missing', () => {
    expect(renderBlock(subheadline, { globalContent: storyOf('en', { subheadlines: {} }) })).toBe('');
    expect(renderBlock(subheadline, { globalContent: storyOf('en', { description: { basic: '  ' } }), customFields: { useDescription: true } })).toBe('');
  });
});
