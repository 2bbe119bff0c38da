import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import date from './index.ts';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

const meta: BlockMeta<typeof date> = {
  title: 'Blocks/Date',
  parameters: { pagebuilder: { block: date } },
};

export default meta;
type Story = BlockStory<typeof date>;

/** Three hours old: relative. */
export const English: Story = {
  parameters: { pagebuilder: { globalContent: { display_date: hoursAgo(3) } } },
};

export const Maori: Story = {
  name: 'Māori',
  globals: { lang: 'mi' },
  parameters: { pagebuilder: { globalContent: { display_date: hoursAgo(3) } } },
};

/** A month old: the full date. */
export const FullDate: Story = {
  parameters: { pagebuilder: { globalContent: { display_date: '2026-01-15T03:00:00Z' } } },
};

export const FullDateMaoriWithTime: Story = {
  globals: { lang: 'mi' },
  args: { showTime: true },
  parameters: { pagebuilder: { globalContent: { display_date: '2026-01-15T03:00:00Z' } } },
};

export const AdminPlaceholder: Story = {
  tags: ['admin-placeholder'],
  globals: { mode: 'admin' },
  parameters: { pagebuilder: { globalContent: { display_date: 'unknown' } } },
};
