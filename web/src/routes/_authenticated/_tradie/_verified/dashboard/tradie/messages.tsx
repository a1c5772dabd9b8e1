import { createFileRoute } from '@tanstack/react-router';
import { TradieMessagesPage } from '@/features/dashboard/TradiePages';

export const Route = createFileRoute('/_authenticated/_tradie/_verified/dashboard/tradie/messages')(
  {
    component: TradieMessagesPage,
  },
);
