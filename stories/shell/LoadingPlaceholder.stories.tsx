import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingPlaceholder } from '@/features/shell/LoadingPlaceholder';

const meta = {
  title: 'Shell/LoadingPlaceholder',
  component: LoadingPlaceholder,
} satisfies Meta<typeof LoadingPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
