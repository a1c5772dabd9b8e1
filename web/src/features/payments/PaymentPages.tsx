import { CREDIT_BUNDLES } from '@/shared/config/product';
import { formatAud } from '@/shared/format/money';
import { Card } from '@/shared/ui/Page';
import { PlaceholderScreen } from '../dashboard/PlaceholderScreen';

const starter = CREDIT_BUNDLES[0];

function BundleSummary() {
  return (
    <ul className="mb-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {CREDIT_BUNDLES.map((bundle) => (
        <li key={bundle.id}>
          <Card className="h-full text-center">
            <h2 className="font-semibold text-slate-900 dark:text-white">{bundle.name}</h2>
            <p className="mt-2 text-2xl font-bold text-slate-900 dark:text-white">
              {formatAud(bundle.priceCents)}
            </p>
            <p className="text-sm text-brand-700 dark:text-brand-400">{bundle.credits} credits</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function CreditCardPaymentPage() {
  return (
    <PlaceholderScreen
      area="tradie"
      title="Pay by card"
      intro="Buy a credit bundle by credit or debit card. Prices are in Australian dollars and include GST."
      coming={[
        'Secure card checkout (PayPal too)',
        'Credits added to your wallet the moment payment succeeds',
      ]}
      links={[
        { to: '/dashboard/tradie/wallet', label: 'Wallet' },
        { to: '/pricing', label: 'Pricing' },
      ]}
    >
      <BundleSummary />
    </PlaceholderScreen>
  );
}

export function StarterPackPage() {
  return (
    <PlaceholderScreen
      area="tradie"
      title="Starter pack"
      intro={
        starter
          ? `${starter.credits} credits for ${formatAud(starter.priceCents)} — enough for one standard lead.`
          : 'The smallest credit bundle.'
      }
      coming={['Checkout by card or PayPal', 'Your credits are added instantly after payment']}
      links={[
        { to: '/pay/credit-card', label: 'All bundles' },
        { to: '/pricing', label: 'Pricing' },
      ]}
    />
  );
}

export function StarterSuccessPage() {
  return (
    <PlaceholderScreen
      area="tradie"
      title="Starter pack purchased"
      intro="After a Starter pack payment succeeds, this page confirms the credits added to your wallet."
      coming={['Payments are not switched on yet, so nothing has been charged']}
      links={[{ to: '/dashboard/tradie/wallet', label: 'Wallet' }]}
    />
  );
}
