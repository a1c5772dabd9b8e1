import { createFileRoute } from '@tanstack/react-router';
import { HomeownerMessagesScreen } from '@/features/messaging/MessagesPage';
import { messagesSearchSchema } from '@/features/messaging/search';

export const Route = createFileRoute('/_authenticated/_homeowner/dashboard/messages')({
  validateSearch: messagesSearchSchema,
  component: HomeownerMessagesScreen,
});
