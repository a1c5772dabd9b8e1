import type { Meta, StoryObj } from '@storybook/react-vite';
import { FeedCard } from '@/features/leads/FeedCard';
import { emergencyItem, feedItem } from '../fixtures/market';
import { withQueryData } from '../fixtures/query-data';

const meta = {
  title: 'Marketplace/FeedCard',
  component: FeedCard,
  decorators: [
    withQueryData(),
    (Story) => (
      <div className="max-w-sm p-6">
        <Story />
      </div>
    ),
  ],
  args: { item: feedItem, now: Date.parse('2026-11-20T12:00:00.000Z'), onBuy: () => undefined },
} satisfies Meta<typeof FeedCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const OpenDark: Story = { globals: { theme: 'dark' } };
export const Emergency: Story = { args: { item: emergencyItem } };
export const Closed: Story = { args: { item: { ...feedItem, slotsTaken: 10 } } };
export const Bought: Story = { args: { item: { ...feedItem, boughtByMe: true } } };
