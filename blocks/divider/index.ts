import { defineFeature } from '../../engine/index.ts';
import Divider from './component.tsx';

export default defineFeature({
  name: 'divider',
  label: { en: 'Divider', mi: 'Wehewehe' },
  group: 'Page',
  component: Divider,
});
