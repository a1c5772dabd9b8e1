import type { Meta, StoryObj } from '@storybook/react-vite';
import { EarlyAccessBanner } from '@/features/shell/EarlyAccessBanner';
import { STORAGE_KEYS } from '@/shared/storage/keys';

const meta = {
  title: 'Shell/EarlyAccessBanner',
  component: EarlyAccessBanner,
  // Show the banner even if 'Got it' was clicked in an earlier story.
  beforeEach: () => {
    window.localStorage.removeItem(STORAGE_KEYS.earlyAccessBannerDismissed);
  },
} satisfies Meta<typeof EarlyAccessBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
