import { api, unwrap } from '@/shared/api/client';
import type { ContactBody, FeedbackBody } from '@/shared/api/types';

export async function sendContactMessage(body: ContactBody): Promise<void> {
  await unwrap(api.POST('/api/contact', { body }));
}

export async function sendFeedback(body: FeedbackBody): Promise<void> {
  await unwrap(api.POST('/api/feedback', { body }));
}
