import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminDayView } from '@/features/dashboard/AdminDay';
import { DaySkeleton } from '@/features/dashboard/DayWidgets';
import { HomeownerDayView } from '@/features/dashboard/HomeownerDay';
import { TradieDayView } from '@/features/dashboard/TradieDay';
import {
  ADMIN_DAY,
  EMPTY_HOMEOWNER_DAY,
  HOMEOWNER_DAY,
  QUIET_TRADIE_DAY,
  TRADIE_DAY,
} from '@/test/fixtures/dashboard';

// The three dashboard homes' day panels, from the API's answers, in light and dark.
const meta = {
  title: 'Dashboard/Day',
  decorators: [
    (Story) => (
      <div className="max-w-4xl bg-white p-6 dark:bg-slate-950">
        <Story />
      </div>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
const dark = { globals: { theme: 'dark' } };

export const Homeowner: Story = { render: () => <HomeownerDayView day={HOMEOWNER_DAY} /> };
export const HomeownerDark: Story = { ...Homeowner, ...dark };
export const HomeownerNothingUnderWay: Story = {
  render: () => <HomeownerDayView day={EMPTY_HOMEOWNER_DAY} />,
};
export const HomeownerNothingUnderWayDark: Story = { ...HomeownerNothingUnderWay, ...dark };
export const Tradie: Story = { render: () => <TradieDayView day={TRADIE_DAY} /> };
export const TradieDark: Story = { ...Tradie, ...dark };
export const TradieQuietWeek: Story = { render: () => <TradieDayView day={QUIET_TRADIE_DAY} /> };
export const TradieQuietWeekDark: Story = { ...TradieQuietWeek, ...dark };
export const Admin: Story = { render: () => <AdminDayView day={ADMIN_DAY} /> };
export const AdminDark: Story = { ...Admin, ...dark };
export const Loading: Story = { render: () => <DaySkeleton tiles={6} label="Loading your day…" /> };
export const LoadingDark: Story = { ...Loading, ...dark };
