import { Injectable } from '@nestjs/common';
import { LeadConversations } from '#modules/leads/domain/ports.js';
import type { RefundReason } from '#modules/leads/domain/lead.js';
import { MessagingService } from '../domain/messaging.service.js';

/** The leads module's port on conversations: opened with a purchase, closed with a refund. */
@Injectable()
export class MessagingLeadConversations extends LeadConversations {
  constructor(private readonly messaging: MessagingService) {
    super();
  }

  open(jobId: string, tradieId: string, homeownerId: string, at: Date): Promise<void> {
    return this.messaging.openForLead(jobId, tradieId, homeownerId, at);
  }

  close(jobId: string, tradieId: string, reason: RefundReason): Promise<void> {
    return this.messaging.closeForLead(jobId, tradieId, reason);
  }
}
