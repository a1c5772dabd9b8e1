import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemeToggle } from '@/features/shell/ThemeToggle';

const meta = {
  title: 'Shell/ThemeToggle',
  component: ThemeToggle,
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div className="rounded-xl bg-white p-4 dark:bg-slate-950">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Light theme: the button shows a moon (switch to dark). */
export const Light: Story = {};
/** Dark theme: the button shows a sun and is pressed. */
export const Dark: Story = { globals: { theme: 'dark' } };
