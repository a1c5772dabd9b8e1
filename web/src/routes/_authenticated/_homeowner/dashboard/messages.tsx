import { createFileRoute } from '@tanstack/react-router';
import { HomeownerMessagesPage } from '@/features/dashboard/HomeownerPages';

export const Route = createFileRoute('/_authenticated/_homeowner/dashboard/messages')({
  component: HomeownerMessagesPage,
});
