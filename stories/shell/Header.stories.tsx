import type { Meta, StoryObj } from '@storybook/react-vite';
import { Header } from '@/features/shell/Header';
import { homeowner, tradie } from '../fixtures/users';

const meta = {
  title: 'Shell/Header',
  component: Header,
  args: { user: null, onLogout: () => undefined },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {};
export const LoggedOutDark: Story = { globals: { theme: 'dark' } };

export const Homeowner: Story = { args: { user: homeowner } };
export const HomeownerDark: Story = { args: { user: homeowner }, globals: { theme: 'dark' } };

export const Tradie: Story = { args: { user: tradie } };
export const TradieDark: Story = { args: { user: tradie }, globals: { theme: 'dark' } };

export const LoggingOut: Story = { args: { user: homeowner, loggingOut: true } };

/** The mobile menu is for narrow screens (below the `lg` breakpoint). */
export const MobileMenuOpen: Story = {
  args: { defaultMenuOpen: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
export const MobileMenuOpenDark: Story = {
  args: { defaultMenuOpen: true, user: tradie },
  globals: { theme: 'dark', viewport: { value: 'mobile1', isRotated: false } },
};
