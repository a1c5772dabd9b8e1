import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardCheckoutForm } from '@/features/payments/CardCheckoutForm';
import { withQueryData } from '../fixtures/query-data';

const OPTIONS = {
  gateway: 'sandbox',
  gatewayLabel: 'Sandbox',
  methods: [
    { id: 'card', label: 'Card', available: true },
    { id: 'paypal', label: 'PayPal', available: false, note: 'coming soon' },
  ],
  emergencyFeeCents: 1000,
  currency: 'AUD',
  testMode: true,
  testCards: { succeeds: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' },
};

const meta = {
  title: 'Marketplace/CardCheckoutForm',
  component: CardCheckoutForm,
  decorators: [
    withQueryData([[['payments', 'options'], OPTIONS]]),
    (Story) => (
      <div className="max-w-xl p-6">
        <Story />
      </div>
    ),
  ],
  args: {
    checkout: { purpose: 'bundle', bundleId: 'starter' },
    amountCents: 999,
    onSucceeded: () => undefined,
  },
} satisfies Meta<typeof CardCheckoutForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Starter: Story = {};
export const StarterDark: Story = { globals: { theme: 'dark' } };
export const EmergencyFee: Story = {
  args: { checkout: { purpose: 'emergency_job', jobId: 'job-1' }, amountCents: 1000 },
};
