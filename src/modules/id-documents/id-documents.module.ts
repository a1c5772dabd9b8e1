import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { APP_GUARD } from '@nestjs/core';
import type { AppConfig } from '#config/app-config.js';
import { AdminModule } from '#modules/admin/admin.module.js';
import { AuditLog } from '#modules/admin/domain/audit.js';
import { AccountService } from '#modules/identity/domain/account.service.js';
import { IdentityModule } from '#modules/identity/identity.module.js';
import { Clock } from '#shared/domain/clock.js';
import { FileStorage } from '#shared/domain/file-storage.js';
import { UnitOfWork } from '#shared/domain/unit-of-work.js';
import { IdDocumentDecisionsModule } from './id-document-decisions.module.js';
import { IdDocumentsService } from './domain/id-documents.service.js';
import { DocumentCipher, DocumentSanitiser, IdDocumentStore } from './domain/ports.js';
import { IdDocumentAccessGuard } from './http/id-document-access.guard.js';
import {
  AdminIdDocumentsController,
  AdminIdDocumentsToCheckController,
  IdDocumentsController,
} from './http/id-documents.controller.js';
import { AesGcmDocumentCipher } from './infra/aes-gcm-document-cipher.js';
import { IdDocumentRetentionScheduler } from './infra/id-document-retention.scheduler.js';
import { SharpDocumentSanitiser } from './infra/sharp-document-sanitiser.js';
import { SqlIdDocumentsAccountData } from './infra/sql-id-documents-account-data.js';

/**
 * Tradies' identity documents (issue 23): upload, encrypted private storage, admin-only
 * viewing while pending (audited), retention sweep, and the grace period of tradies approved
 * without one (its retention starts with identity's verification decision, in that decision's
 * transaction: IdDocumentDecisionsModule). Imported after identity and admin, so its guard
 * runs after the session guard.
 */
@Module({
  imports: [IdDocumentDecisionsModule, IdentityModule, AdminModule],
  controllers: [
    IdDocumentsController,
    AdminIdDocumentsController,
    AdminIdDocumentsToCheckController,
  ],
  providers: [
    SqlIdDocumentsAccountData,
    { provide: DocumentSanitiser, useClass: SharpDocumentSanitiser },
    {
      provide: DocumentCipher,
      inject: [ConfigService],
      useFactory: (config: ConfigService<AppConfig, true>) =>
        new AesGcmDocumentCipher(config.get('idDocuments', { infer: true }).key),
    },
    {
      provide: IdDocumentsService,
      inject: [
        IdDocumentStore,
        FileStorage,
        DocumentCipher,
        DocumentSanitiser,
        AccountService,
        AuditLog,
        UnitOfWork,
        Clock,
      ],
      useFactory: (
        store: IdDocumentStore,
        storage: FileStorage,
        cipher: DocumentCipher,
        sanitiser: DocumentSanitiser,
        accounts: AccountService,
        audit: AuditLog,
        uow: UnitOfWork,
        clock: Clock,
      ) => new IdDocumentsService(store, storage, cipher, sanitiser, accounts, audit, uow, clock),
    },
    IdDocumentRetentionScheduler,
    { provide: APP_GUARD, useClass: IdDocumentAccessGuard },
  ],
})
export class IdDocumentsModule {}
