import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Job } from '@/shared/api/types';
import { QuotesComparison } from '@/features/jobs/QuotesComparison';
import { feedItem, quotes } from '../fixtures/market';
import { withQueryData } from '../fixtures/query-data';

const job: Job = {
  ...feedItem,
  access: 'full',
  description: 'The mixer tap drips all day.',
  status: 'open',
  slotsTotal: 10,
  leadOnSale: true,
  assignedAt: null,
  completedAt: null,
  cancelledAt: null,
  images: [],
  homeowner: null,
  boughtByMe: false,
};

const meta = {
  title: 'Marketplace/QuotesComparison',
  component: QuotesComparison,
  decorators: [
    (Story) => (
      <div className="max-w-4xl p-6">
        <Story />
      </div>
    ),
  ],
  args: { job },
} satisfies Meta<typeof QuotesComparison>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoQuotes: Story = {
  decorators: [withQueryData([[['jobs', job.id, 'quotes'], { items: quotes }]])],
};
export const TwoQuotesDark: Story = {
  decorators: [withQueryData([[['jobs', job.id, 'quotes'], { items: quotes }]])],
  globals: { theme: 'dark' },
};
export const NoQuotes: Story = {
  decorators: [withQueryData([[['jobs', job.id, 'quotes'], { items: [] }]])],
};
