import { createFileRoute } from '@tanstack/react-router';
import { HomeownerWalletPage } from '@/features/credits/WalletPages';

export const Route = createFileRoute('/_authenticated/_homeowner/dashboard/wallet')({
  component: HomeownerWalletPage,
});
