import { Injectable } from '@nestjs/common';
import { DecidedTradieDocuments } from '#modules/identity/domain/verification/ports.js';
import { deletionDue } from '../domain/document-rules.js';
import { IdDocumentStore } from '../domain/ports.js';

/**
 * Identity's verification decision, on the tradie's held document: decided, and due for
 * deletion when its retention ends. Joins the decision's transaction through the store.
 */
@Injectable()
export class StoreDecidedTradieDocuments extends DecidedTradieDocuments {
  constructor(private readonly store: IdDocumentStore) {
    super();
  }

  async verificationDecided(tradieId: string, at: Date): Promise<void> {
    // No held document (none uploaded, or decided already): nothing starts.
    await this.store.decide(tradieId, at, deletionDue(at));
  }
}
