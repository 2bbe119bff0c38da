import { defineFeature, field, fields } from '../../engine/index.ts';
import DateBlock from './component.tsx';

export const dateFields = fields({
  showTime: field.boolean({
    label: { en: 'Show the time on full dates', mi: 'Whakaaturia te wā i ngā rā katoa' },
    description: "Dates a week old or more use the site's date-time format instead of the date format",
    default: false,
  }),
});

export default defineFeature({
  name: 'date',
  label: { en: 'Date', mi: 'Rā' },
  group: 'Article',
  description: "The page content's display_date: relative under a week ('3 hours ago'), the full date after.",
  fields: dateFields,
  component: DateBlock,
});
