import { Module } from '@nestjs/common';
import { DecidedTradieDocuments } from '#modules/identity/domain/verification/ports.js';
import { IdDocumentStore } from './domain/ports.js';
import { SqlIdDocumentStore } from './infra/sql-id-document-store.js';
import { StoreDecidedTradieDocuments } from './infra/store-decided-tradie-documents.js';

/**
 * The document store and what identity's verification decision does to a held document, with
 * no module to import: identity imports it (its decision starts the document's retention in
 * the decision's transaction), and IdDocumentsModule, which imports identity, reuses the store.
 */
@Module({
  providers: [
    { provide: IdDocumentStore, useClass: SqlIdDocumentStore },
    { provide: DecidedTradieDocuments, useClass: StoreDecidedTradieDocuments },
  ],
  exports: [IdDocumentStore, DecidedTradieDocuments],
})
export class IdDocumentDecisionsModule {}
