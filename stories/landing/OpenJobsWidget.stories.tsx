import type { Meta, StoryObj } from '@storybook/react-vite';
import { OpenJobsWidget } from '@/features/landing/OpenJobsWidget';
import type { JobCard } from '@/shared/api/types';
import { withQueryData } from '../fixtures/query-data';

const PLACES = ['Newtown', 'Fitzroy', 'Paddington', 'Fremantle', 'Glenelg', 'Braddon'];

/** The teaser's 6 newest open jobs (GET /api/jobs/open). */
const teaser: JobCard[] = PLACES.map((location, i) => ({
  id: `6d1f4c8e-3333-4a7b-9c1d-00000000000${i + 1}`,
  title: [
    'Fix a leaking kitchen tap',
    'Replace two power points',
    'Hang a new front door',
    'Re-grout the shower',
    'Unblock the laundry drain',
    'Install a ceiling fan',
  ][i]!,
  category: i % 2 === 0 ? 'plumbing' : 'electrical',
  location,
  state: ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'ACT'][i]!,
  budget: 15000 + i * 5000,
  createdAt: new Date(Date.now() - (i + 1) * 3_600_000).toISOString(),
  isEmergency: i === 4,
  assignedTradie: null,
}));

const meta = {
  title: 'Landing/OpenJobsWidget',
  component: OpenJobsWidget,
  decorators: [withQueryData([[['jobs', 'open'], teaser]])],
  args: { intervalMs: 5000 },
} satisfies Meta<typeof OpenJobsWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 3 of the 6 at a time, rotating (paused by its button, never for reduced motion or on phones). */
export const Rotating: Story = {};
export const RotatingDark: Story = { globals: { theme: 'dark' } };
/** Three jobs or fewer: no rotation, no controls. */
export const FewJobs: Story = {
  decorators: [withQueryData([[['jobs', 'open'], teaser.slice(0, 2)]])],
};
