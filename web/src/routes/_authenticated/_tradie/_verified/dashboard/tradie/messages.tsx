import { createFileRoute } from '@tanstack/react-router';
import { TradieMessagesScreen } from '@/features/messaging/MessagesPage';
import { messagesSearchSchema } from '@/features/messaging/search';

export const Route = createFileRoute('/_authenticated/_tradie/_verified/dashboard/tradie/messages')(
  {
    validateSearch: messagesSearchSchema,
    component: TradieMessagesScreen,
  },
);
