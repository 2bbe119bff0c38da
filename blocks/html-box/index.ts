import { defineFeature, field, fields } from '../../engine/index.ts';
import HtmlBox from './component.tsx';

export const htmlBoxFields = fields({
  HTML: field.text({ label: { en: 'HTML', mi: 'HTML' }, hint: 'code', default: '' }),
  maoriHTML: field.optional(field.text({
    label: { en: 'HTML (Māori)', mi: 'HTML (Māori)' },
    description: 'Shown instead of HTML when the reader has chosen te reo Māori; left empty, HTML shows in both languages',
    hint: 'code',
  })),
  lazyLoad: field.boolean({ label: { en: 'Lazy load', mi: 'Uta māngere' }, default: false, group: 'Display' }),
});

export default defineFeature({
  name: 'html-box',
  label: { en: 'HTML Box', mi: 'Pouaka HTML' },
  group: 'Page',
  description: 'Editor-supplied HTML, rendered as is, optionally with a te reo Māori version. Only editors can set it: it is trusted configuration, not content.',
  fields: htmlBoxFields,
  lazy: { field: 'lazyLoad' },
  component: HtmlBox,
});
