import { Module } from '@nestjs/common';
import { WithdrawnJobConversations } from '#modules/admin/domain/departures.js';
import { Clock } from '#shared/domain/clock.js';
import { DomainEvents } from '#shared/domain/domain-events.js';
import { FileStorage } from '#shared/domain/file-storage.js';
import { Realtime } from '#shared/domain/realtime.js';
import { UnitOfWork } from '#shared/domain/unit-of-work.js';
import { IdentityModule } from '../identity/identity.module.js';
import { ImageSanitiser } from '../jobs/domain/ports.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { LeadConversations } from '../leads/domain/ports.js';
import { MessagingService } from './domain/messaging.service.js';
import { ConversationRepository, MessageRepository, UnansweredLeadFinder } from './domain/ports.js';
import { MessagingController } from './http/messaging.controller.js';
import { MessagingGateway } from './http/messaging.gateway.js';
import {
  SqlConversationRepository,
  SqlMessageRepository,
} from './infra/sql-messaging.repository.js';
import { SqlUnansweredLeadFinder } from './infra/sql-unanswered-leads.js';
import { ConversationsOfWithdrawnJob } from './infra/withdrawn-job-conversations.js';
import { MessagingLeadConversations } from './infra/lead-conversations.js';
import { SqlMessagingAccountData } from './infra/sql-messaging-account-data.js';

/** Conversations per (job, tradie), messages over socket.io and HTTP. */
@Module({
  imports: [IdentityModule, JobsModule],
  controllers: [MessagingController],
  providers: [
    SqlMessagingAccountData,
    { provide: ConversationRepository, useClass: SqlConversationRepository },
    { provide: MessageRepository, useClass: SqlMessageRepository },
    { provide: UnansweredLeadFinder, useClass: SqlUnansweredLeadFinder },
    {
      provide: MessagingService,
      inject: [
        ConversationRepository,
        MessageRepository,
        Realtime,
        DomainEvents,
        UnitOfWork,
        Clock,
        FileStorage,
        ImageSanitiser,
      ],
      useFactory: (
        conversations: ConversationRepository,
        messages: MessageRepository,
        realtime: Realtime,
        events: DomainEvents,
        uow: UnitOfWork,
        clock: Clock,
        storage: FileStorage,
        images: ImageSanitiser,
      ) =>
        new MessagingService(
          conversations,
          messages,
          realtime,
          events,
          uow,
          clock,
          storage,
          images,
        ),
    },
    MessagingGateway,
    { provide: WithdrawnJobConversations, useClass: ConversationsOfWithdrawnJob },
    { provide: LeadConversations, useClass: MessagingLeadConversations },
  ],
  exports: [MessagingService, UnansweredLeadFinder, WithdrawnJobConversations, LeadConversations],
})
export class MessagingModule {}
