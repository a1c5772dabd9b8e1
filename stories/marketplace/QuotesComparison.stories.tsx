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

// Two quotes, and the homeowner's chat with the first tradie, so its card offers Message.
const twoQuotes = withQueryData([
  [['jobs', job.id, 'quotes'], { items: quotes }],
  [
    ['messaging', 'conversations'],
    {
      items: [
        {
          id: 'c0nv0000-0000-4000-8000-000000000001',
          jobId: job.id,
          jobTitle: job.title,
          otherParty: { id: '7a1c2b9e-8d4a-4c1e-9a57-1b2c3d4e5f61', name: 'Harbour Plumbing' },
          lastMessage: null,
          unread: 0,
          closedReason: null,
        },
      ],
    },
  ],
]);

export const TwoQuotes: Story = {
  decorators: [twoQuotes],
};
export const TwoQuotesDark: Story = {
  decorators: [twoQuotes],
  globals: { theme: 'dark' },
};
export const NoQuotes: Story = {
  decorators: [withQueryData([[['jobs', job.id, 'quotes'], { items: [] }]])],
};
