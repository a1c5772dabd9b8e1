import { createFileRoute } from '@tanstack/react-router';
import { TradieWalletPage } from '@/features/credits/WalletPages';

export const Route = createFileRoute('/_authenticated/_tradie/_verified/dashboard/tradie/wallet')({
  component: TradieWalletPage,
});
