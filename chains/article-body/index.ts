import { defineChain, field, fields } from '../../engine/index.ts';
import ArticleBody from './component.tsx';
import { DEFAULT_INLINE_AD_PARAGRAPH } from './rules.ts';
import phrases from './phrases.json';

export const articleBodyFields = fields({
  inlineAdParagraph: field.number({
    label: { en: 'Inline ads after paragraph', mi: 'Ngā pānui i muri i te kōwae' },
    description: "The chain's blocks (inline ads) go after this text paragraph, when it comes before the second-to-last paragraph.",
    integer: true,
    minimum: 1,
    default: DEFAULT_INLINE_AD_PARAGRAPH,
  }),
});

export default defineChain({
  name: 'article-body',
  label: { en: 'Article Body', mi: 'Tinana Kōrero' },
  group: 'Article',
  description: "The story's body (content_elements of the page content); blocks placed in this chain go inline, after the configured paragraph.",
  rendersWithoutChildren: true,
  fields: articleBodyFields,
  phrases,
  component: ArticleBody,
});
