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
import { DARK, onPanel } from '../fixtures/panel';

// The three dashboard homes' day panels, from the API's answers, in light and dark.
const meta = {
  title: 'Dashboard/Day',
  decorators: [onPanel('max-w-4xl')],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Homeowner: Story = { render: () => <HomeownerDayView day={HOMEOWNER_DAY} /> };
export const HomeownerDark: Story = { ...Homeowner, ...DARK };
export const HomeownerNothingUnderWay: Story = {
  render: () => <HomeownerDayView day={EMPTY_HOMEOWNER_DAY} />,
};
export const HomeownerNothingUnderWayDark: Story = { ...HomeownerNothingUnderWay, ...DARK };
export const Tradie: Story = { render: () => <TradieDayView day={TRADIE_DAY} /> };
export const TradieDark: Story = { ...Tradie, ...DARK };
export const TradieQuietWeek: Story = { render: () => <TradieDayView day={QUIET_TRADIE_DAY} /> };
export const TradieQuietWeekDark: Story = { ...TradieQuietWeek, ...DARK };
export const Admin: Story = { render: () => <AdminDayView day={ADMIN_DAY} /> };
export const AdminDark: Story = { ...Admin, ...DARK };
export const Loading: Story = { render: () => <DaySkeleton tiles={6} label="Loading your day…" /> };
export const LoadingDark: Story = { ...Loading, ...DARK };
