import { Module } from '@nestjs/common';
import { VerifiedTradieBonus } from '#modules/identity/domain/email-verification.service.js';
import { UnitOfWork } from '#shared/domain/unit-of-work.js';
import { CreditLedger, SignupBonusPool } from './domain/credit-ledger.js';
import { SignupBonusService } from './domain/signup-bonus.service.js';
import { SignupBonusOfVerifiedTradie } from './infra/signup-bonus-of-verified-tradie.js';
import { TypeOrmCreditLedger } from './infra/typeorm-credit-ledger.js';
import { TypeOrmSignupBonusPool } from './infra/typeorm-signup-bonus-pool.js';

/**
 * The ledger and the sign-up bonus, with no module of their own to import: identity's email
 * verification grants the bonus through it (VerifiedTradieBonus), and CreditsModule, which
 * needs the jobs module (and so identity) for its HTTP lists, re-exports it.
 */
@Module({
  providers: [
    { provide: CreditLedger, useClass: TypeOrmCreditLedger },
    { provide: SignupBonusPool, useClass: TypeOrmSignupBonusPool },
    {
      provide: SignupBonusService,
      inject: [CreditLedger, SignupBonusPool, UnitOfWork],
      useFactory: (ledger: CreditLedger, pool: SignupBonusPool, uow: UnitOfWork) =>
        new SignupBonusService(ledger, pool, uow),
    },
    { provide: VerifiedTradieBonus, useClass: SignupBonusOfVerifiedTradie },
  ],
  exports: [CreditLedger, SignupBonusService, VerifiedTradieBonus],
})
export class CreditLedgerModule {}
