import { defineChain, field, fields } from '../../engine/index.ts';
import Quad from './component.tsx';

export default defineChain({
  name: 'quad',
  label: { en: 'Quad Chain', mi: 'Mekameka Whā' },
  group: 'Layout',
  fields: fields({
    columnOne: field.number({ label: { en: 'Column One', mi: 'Tīwae Tuatahi' }, integer: true, minimum: 0, default: 1 }),
    columnTwo: field.number({ label: { en: 'Column Two', mi: 'Tīwae Tuarua' }, integer: true, minimum: 0, default: 1 }),
    columnThree: field.number({ label: { en: 'Column Three', mi: 'Tīwae Tuatoru' }, integer: true, minimum: 0, default: 1 }),
  }),
  component: Quad,
});
