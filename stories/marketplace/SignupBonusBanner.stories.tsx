import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignupBonusBannerView } from '@/features/landing/SignupBonusBanner';

const meta = {
  title: 'Marketplace/SignupBonusBanner',
  component: SignupBonusBannerView,
  args: { bonus: { total: 100, remaining: 37, credits: 5 } },
} satisfies Meta<typeof SignupBonusBannerView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SpotsLeft: Story = {};
export const SpotsLeftDark: Story = { globals: { theme: 'dark' } };
export const LastSpot: Story = { args: { bonus: { total: 100, remaining: 1, credits: 5 } } };
