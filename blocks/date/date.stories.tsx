import type { BlockMeta, BlockStory } from '../../engine/testing/index.ts';
import { onPage } from '../../.storybook/page-stories.ts';
import date from './index.ts';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

const meta: BlockMeta<typeof date> = {
  title: 'Blocks/Date',
  parameters: { pagebuilder: { block: date } },
};

export default meta;
type Story = BlockStory<typeof date>;

/** Three hours old: relative. */
export const English: Story = onPage({ display_date: hoursAgo(3) });

export const Maori: Story = { name: 'Māori', ...onPage({ display_date: hoursAgo(3) }, { lang: 'mi' }) };

/** A month old: the full date. */
export const FullDate: Story = onPage({ display_date: '2026-01-15T03:00:00Z' });

export const FullDateMaoriWithTime: Story = { args: { showTime: true }, ...onPage({ display_date: '2026-01-15T03:00:00Z' }, { lang: 'mi' }) };

export const AdminPlaceholder: Story = { tags: ['admin-placeholder'], ...onPage({ display_date: 'unknown' }, { mode: 'admin' }) };
