import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminLedgerTable } from '@/features/admin/AdminLedgerTable';
import { creditKeys } from '@/features/credits/keys';
import { HistorySection } from '@/features/credits/WalletSections';
import { withQueryData } from '../fixtures/query-data';
import { DARK, onPanel } from '../fixtures/panel';

// Ledger rows as people see them: sentences, job titles and signed credits, never codes or ids.
const JOB_ID = '5b0d7a36-8d0f-4f8e-9d55-0d4c1c0e1a01';
const ENTRIES = [
  {
    id: 'e1',
    type: 'lead_purchase',
    amount: -10,
    balanceAfter: 15,
    createdAt: '2026-11-25T02:00:00.000Z',
    reference: JOB_ID,
    jobTitle: 'Burst pipe in Newtown',
  },
  {
    id: 'e2',
    type: 'purchase',
    amount: 20,
    balanceAfter: 25,
    createdAt: '2026-11-24T02:00:00.000Z',
    reference: 'pi_3PqTestPaymentId',
    jobTitle: null,
  },
  {
    id: 'e3',
    type: 'signup_bonus',
    amount: 5,
    balanceAfter: 5,
    createdAt: '2026-11-20T02:00:00.000Z',
    reference: null,
    jobTitle: null,
  },
] as const;

const meta = {
  title: 'Ledger/Rows',
  decorators: [onPanel('max-w-3xl')],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wallet: Story = {
  decorators: [
    withQueryData([
      [
        creditKeys.transactions,
        { pages: [{ items: ENTRIES, nextCursor: null }], pageParams: [null] },
      ],
    ]),
  ],
  render: () => <HistorySection />,
};
export const WalletDark: Story = { ...Wallet, ...DARK };
export const Admin: Story = {
  render: () => (
    <AdminLedgerTable
      entries={ENTRIES.map((e) => ({ ...e }))}
      jobTitles={new Map([[JOB_ID, 'Burst pipe in Newtown']])}
    />
  ),
};
export const AdminDark: Story = { ...Admin, ...DARK };
