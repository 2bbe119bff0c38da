import { defineChain, field, fields } from '../../engine/index.ts';
import Double from './component.tsx';

export default defineChain({
  name: 'double',
  label: { en: 'Double Chain', mi: 'Mekameka Rua' },
  group: 'Layout',
  fields: fields({
    columnOne: field.number({ label: { en: 'Column One', mi: 'Tīwae Tuatahi' }, integer: true, minimum: 0, default: 1 }),
  }),
  component: Double,
});
