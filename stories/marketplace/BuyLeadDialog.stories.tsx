import type { Meta, StoryObj } from '@storybook/react-vite';
import { BuyLeadDialog } from '@/features/leads/BuyLeadDialog';
import { emergencyItem, feedItem } from '../fixtures/market';
import { withQueryData } from '../fixtures/query-data';

const meta = {
  title: 'Marketplace/BuyLeadDialog',
  component: BuyLeadDialog,
  decorators: [withQueryData([[['credits', 'balance'], { balance: 12 }]])],
  args: { job: feedItem, onClose: () => undefined },
} satisfies Meta<typeof BuyLeadDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {};
export const StandardDark: Story = { globals: { theme: 'dark' } };
export const Emergency: Story = { args: { job: emergencyItem } };
/** A balance below the lead's price: the dialog points to the bundles first. */
export const NotEnoughCredits: Story = {
  decorators: [withQueryData([[['credits', 'balance'], { balance: 2 }]])],
};
