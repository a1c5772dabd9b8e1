import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from '@/features/shell/Footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
