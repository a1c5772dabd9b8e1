import { Module, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '#shared/domain/domain-events.js';
import { EMAIL_VERIFIED } from '#modules/identity/domain/email-verification.service.js';
import { UnitOfWork } from '#shared/domain/unit-of-work.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { CreditLedger, SignupBonusPool } from './domain/credit-ledger.js';
import { SignupBonusService } from './domain/signup-bonus.service.js';
import { CreditsController } from './http/credits.controller.js';
import { TypeOrmCreditLedger } from './infra/typeorm-credit-ledger.js';
import { TypeOrmSignupBonusPool } from './infra/typeorm-signup-bonus-pool.js';
import { SqlCreditsAccountData } from './infra/sql-credits-account-data.js';

/** The credits ledger; other modules move credits only through the exported `CreditLedger`. */
@Module({
  imports: [JobsModule],
  controllers: [CreditsController],
  providers: [
    SqlCreditsAccountData,
    { provide: CreditLedger, useClass: TypeOrmCreditLedger },
    { provide: SignupBonusPool, useClass: TypeOrmSignupBonusPool },
    {
      provide: SignupBonusService,
      inject: [CreditLedger, SignupBonusPool, UnitOfWork],
      useFactory: (ledger: CreditLedger, pool: SignupBonusPool, uow: UnitOfWork) =>
        new SignupBonusService(ledger, pool, uow),
    },
  ],
  exports: [CreditLedger, SignupBonusService],
})
export class CreditsModule implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly signupBonus: SignupBonusService,
  ) {}

  onModuleInit(): void {
    // In the verification's own transaction: a verified tradie and their bonus exist together.
    this.events.subscribe(
      EMAIL_VERIFIED,
      async (event) => {
        if (event.payload.type === 'tradie') await this.signupBonus.grant(event.aggregateId);
      },
      'transaction',
    );
  }
}
