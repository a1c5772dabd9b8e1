import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { AppConfig } from '#config/app-config.js';
import { Mailer } from '#shared/domain/mailer.js';
import { UnitOfWork } from '#shared/domain/unit-of-work.js';
import { EnquiryRepository, EnquiryService } from './domain/enquiry.js';
import { SupportController } from './http/support.controller.js';
import { TypeOrmEnquiryRepository } from './infra/typeorm-enquiry.repository.js';
import { SqlSupportAccountData } from './infra/sql-support-account-data.js';

@Module({
  controllers: [SupportController],
  providers: [
    SqlSupportAccountData,
    { provide: EnquiryRepository, useClass: TypeOrmEnquiryRepository },
    {
      provide: EnquiryService,
      inject: [EnquiryRepository, Mailer, UnitOfWork, ConfigService],
      useFactory: (
        repo: EnquiryRepository,
        mailer: Mailer,
        uow: UnitOfWork,
        config: ConfigService<AppConfig, true>,
      ) => new EnquiryService(repo, mailer, uow, config.get('admin', { infer: true }).email),
    },
  ],
})
export class SupportModule {}
