import { Injectable, Logger } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import { AbnVerificationService } from '#modules/identity/domain/verification/abn-verification.service.js';
import { LicenceVerificationService } from '#modules/identity/domain/verification/licence-verification.service.js';
import { RegistryCheckRequests } from '#modules/identity/domain/verification/ports.js';

/**
 * Records the checks in the caller's transaction and queues them once it commits. The queuing
 * is not awaited by anyone: the sign-up or approval answers at once, and a dispatch that is
 * lost (queue down, process stopped) is re-queued by the resumers from the recorded rows.
 */
@Injectable()
export class QueuedRegistryCheckRequests extends RegistryCheckRequests {
  private readonly logger = new Logger('RegistryChecks');

  constructor(
    private readonly abnChecks: AbnVerificationService,
    private readonly licences: LicenceVerificationService,
    private readonly uow: TypeOrmUnitOfWork,
  ) {
    super();
  }

  async signedUp(tradieId: string, abn: string): Promise<void> {
    await this.abnChecks.request({ tradieId, abn });
    await this.licences.request(tradieId, false);
    await this.uow.afterCommit(() => {
      this.queue('ABN', this.abnChecks.dispatch({ tradieId, abn }));
      this.queue('Licence', this.licences.dispatchFor(tradieId));
    });
  }

  async approved(tradieId: string): Promise<void> {
    await this.licences.request(tradieId, true);
    await this.uow.afterCommit(() => this.queue('Licence', this.licences.dispatchFor(tradieId)));
  }

  private queue(kind: string, dispatch: Promise<void>): void {
    dispatch.catch((error: unknown) => {
      this.logger.warn(`${kind} check not queued yet: ${String(error)}`);
    });
  }
}
