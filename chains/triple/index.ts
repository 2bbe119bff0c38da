import { defineChain, field, fields } from '../../engine/index.ts';
import Triple from './component.tsx';

export default defineChain({
  name: 'triple',
  label: { en: 'Triple Chain', mi: 'Mekameka Toru' },
  group: 'Layout',
  fields: fields({
    columnOne: field.number({ label: { en: 'Column One', mi: 'Tīwae Tuatahi' }, integer: true, minimum: 0, default: 1 }),
    columnTwo: field.number({ label: { en: 'Column Two', mi: 'Tīwae Tuarua' }, integer: true, minimum: 0, default: 1 }),
  }),
  component: Triple,
});
