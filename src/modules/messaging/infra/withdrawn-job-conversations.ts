import { Injectable } from '@nestjs/common';
import { WithdrawnJobConversations } from '#modules/admin/domain/departures.js';
import { MessagingService } from '../domain/messaging.service.js';

/** The admin departure's port on the conversations table: read-only from now on. */
@Injectable()
export class ConversationsOfWithdrawnJob extends WithdrawnJobConversations {
  constructor(private readonly messaging: MessagingService) {
    super();
  }

  closeAll(jobId: string): Promise<void> {
    return this.messaging.closeForJob(jobId, 'job_withdrawn');
  }
}
