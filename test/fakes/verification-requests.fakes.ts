import { deletionDue } from '#modules/id-documents/domain/document-rules.js';
import {
  DecidedTradieDocuments,
  RegistryCheckRequests,
} from '#modules/identity/domain/verification/ports.js';

/** Notes each check asked for, as `signedUp <id> <abn>` or `approved <id>`; `failing` throws. */
export class RecordingRegistryCheckRequests extends RegistryCheckRequests {
  readonly asked: string[] = [];
  failing = false;
  async signedUp(tradieId: string, abn: string): Promise<void> {
    if (this.failing) throw new Error('the check could not be recorded');
    this.asked.push(`signedUp ${tradieId} ${abn}`);
  }
  async approved(tradieId: string): Promise<void> {
    if (this.failing) throw new Error('the check could not be recorded');
    this.asked.push(`approved ${tradieId}`);
  }
}

/**
 * Notes each decision (`decided`), and starts the retention of the documents a test says are
 * held (`hold`), as id-documents does; `failing` throws.
 */
export class RecordingDecidedTradieDocuments extends DecidedTradieDocuments {
  readonly decided: { tradieId: string; at: Date }[] = [];
  /** The held documents' retention: null until a decision starts it. */
  readonly held = new Map<string, { decidedAt: Date; deleteAfter: Date } | null>();
  failing = false;
  hold(tradieId: string): void {
    this.held.set(tradieId, null);
  }
  async verificationDecided(tradieId: string, at: Date): Promise<void> {
    if (this.failing) throw new Error('the document could not be updated');
    this.decided.push({ tradieId, at });
    if (this.held.get(tradieId) === null) {
      this.held.set(tradieId, { decidedAt: at, deleteAfter: deletionDue(at) });
    }
  }
}
