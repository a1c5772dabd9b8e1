import { DashboardFrame } from '../dashboard/DashboardFrame';
import { BalanceCard, BundlesSection, HistorySection, InvoicesSection } from './WalletSections';

/** /dashboard/tradie/wallet: balance, bundles, history and invoices. */
export function TradieWalletPage() {
  return (
    <DashboardFrame
      area="tradie"
      title="Wallet"
      intro={<p>Credits pay for leads: a standard lead is 5 credits, an emergency lead 10.</p>}
    >
      <BalanceCard />
      <BundlesSection />
      <HistorySection />
      <InvoicesSection />
    </DashboardFrame>
  );
}

/** /dashboard/wallet: the homeowner's reward credits, history and invoices (emergency fees). */
export function HomeownerWalletPage() {
  return (
    <DashboardFrame
      area="homeowner"
      title="Wallet"
      intro={<p>Your reward credits and every change to them, plus invoices for fees you paid.</p>}
    >
      <BalanceCard note="100 credits can be redeemed for a A$10 digital gift card in Rewards." />
      <HistorySection />
      <InvoicesSection />
    </DashboardFrame>
  );
}
