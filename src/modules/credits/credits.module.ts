import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module.js';
import { CreditLedgerModule } from './credit-ledger.module.js';
import { CreditsController } from './http/credits.controller.js';
import { SqlCreditsAccountData } from './infra/sql-credits-account-data.js';

/** The credits ledger; other modules move credits only through the exported `CreditLedger`. */
@Module({
  imports: [CreditLedgerModule, JobsModule],
  controllers: [CreditsController],
  providers: [SqlCreditsAccountData],
  exports: [CreditLedgerModule],
})
export class CreditsModule {}
