import type { Meta, StoryObj } from '@storybook/react-vite';
import { DataTable } from '@/shared/ui/DataTable';
import { DARK, onPanel } from '../fixtures/panel';

// The one table of records (audit log, analytics, leaderboard, notification choices): a caption,
// column and row headers, the reader's own row marked, and sideways scrolling on a phone.
const ENTRIES = [
  {
    id: 'a1',
    when: '28/11/2026, 9:14:02 am',
    admin: 'admin@tradiehub.local',
    action: 'Tradie approved',
    target: 'Ava Nguyen (ava@example.com)',
    reason: '—',
    me: false,
  },
  {
    id: 'a2',
    when: '28/11/2026, 9:20:45 am',
    admin: 'admin@tradiehub.local',
    action: 'Credits adjusted',
    target: 'Ben Carter (ben@example.com)',
    reason: 'Refund for a lead bought twice by mistake',
    me: true,
  },
  {
    id: 'a3',
    when: '27/11/2026, 4:02:11 pm',
    admin: 'ops@tradiehub.local',
    action: 'Maintenance on',
    target: 'Maintenance mode',
    reason: 'Database upgrade',
    me: false,
  },
];

type Entry = (typeof ENTRIES)[number];

const Table = () => (
  <DataTable<Entry>
    caption="Audit log entries"
    rows={ENTRIES}
    rowKey={(row) => row.id}
    isCurrent={(row) => row.me}
    columns={[
      { header: 'When', cell: (row) => row.when, className: 'whitespace-nowrap' },
      { header: 'Admin', cell: (row) => row.admin },
      { header: 'Action', cell: (row) => row.action, rowHeader: true },
      { header: 'Target', cell: (row) => row.target },
      { header: 'Reason', cell: (row) => row.reason },
    ]}
  />
);

const meta = {
  title: 'Shared/DataTable',
  decorators: [onPanel('max-w-4xl')],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { render: () => <Table /> };
export const Dark: Story = { ...Light, ...DARK };
/** 390 px wide: the table scrolls inside its focusable region, the page does not. */
export const Phone: Story = {
  render: () => (
    <div className="w-[358px]">
      <Table />
    </div>
  ),
};
export const PhoneDark: Story = { ...Phone, ...DARK };
