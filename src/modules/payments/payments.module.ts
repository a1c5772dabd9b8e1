import { Module, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '#config/app-config.js';
import { RevenueFacts } from '#modules/dashboard/domain/ports.js';
import { Clock } from '#shared/domain/clock.js';
import { DomainEvents } from '#shared/domain/domain-events.js';
import { UnitOfWork } from '#shared/domain/unit-of-work.js';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import { CreditsModule } from '../credits/credits.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { JOB_CANCELLED, JOB_WITHDRAWN } from '../jobs/domain/job-events.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { PaymentGateway } from './domain/payment-gateway.js';
import { PaymentService } from './domain/payment.service.js';
import {
  BuyerDirectory,
  CreditsForSale,
  EmergencyJobs,
  InvoiceRepository,
  PaymentRepository,
  WebhookEventLog,
} from './domain/ports.js';
import { PaymentsController } from './http/payments.controller.js';
import { AccountBuyerDirectory } from './infra/account-buyer-directory.js';
import { JobsServiceEmergencyJobs } from './infra/jobs-service-emergency-jobs.js';
import { LedgerCreditsForSale } from './infra/ledger-credits-for-sale.js';
import { PAYMENTS_ENTITIES } from './infra/payments.orm-entities.js';
import { SandboxPaymentGateway } from './infra/sandbox-payment-gateway.js';
import { SqlRevenueFacts } from './infra/sql-revenue-facts.js';
import { StripePaymentGateway } from './infra/stripe-payment-gateway.js';
import {
  TypeOrmInvoiceRepository,
  TypeOrmPaymentRepository,
  TypeOrmWebhookEventLog,
} from './infra/typeorm-payments.js';

/** Credit bundles and emergency fees: Stripe when STRIPE_SECRET_KEY is set, else the sandbox. */
@Module({
  imports: [TypeOrmModule.forFeature(PAYMENTS_ENTITIES), CreditsModule, IdentityModule, JobsModule],
  controllers: [PaymentsController],
  providers: [
    { provide: PaymentRepository, useClass: TypeOrmPaymentRepository },
    { provide: InvoiceRepository, useClass: TypeOrmInvoiceRepository },
    { provide: WebhookEventLog, useClass: TypeOrmWebhookEventLog },
    { provide: CreditsForSale, useClass: LedgerCreditsForSale },
    { provide: EmergencyJobs, useClass: JobsServiceEmergencyJobs },
    { provide: BuyerDirectory, useClass: AccountBuyerDirectory },
    { provide: RevenueFacts, useClass: SqlRevenueFacts },
    {
      provide: PaymentGateway,
      inject: [ConfigService, TypeOrmUnitOfWork, Clock],
      useFactory: (
        config: ConfigService<AppConfig, true>,
        uow: TypeOrmUnitOfWork,
        clock: Clock,
      ) => {
        const payments = config.get('payments', { infer: true });
        return payments.stripe
          ? new StripePaymentGateway(payments.stripe)
          : new SandboxPaymentGateway(uow, clock, payments.sandboxWebhookSecret);
      },
    },
    {
      provide: PaymentService,
      inject: [
        PaymentRepository,
        InvoiceRepository,
        WebhookEventLog,
        PaymentGateway,
        CreditsForSale,
        EmergencyJobs,
        BuyerDirectory,
        UnitOfWork,
        Clock,
        ConfigService,
      ],
      useFactory: (
        payments: PaymentRepository,
        invoices: InvoiceRepository,
        events: WebhookEventLog,
        gateway: PaymentGateway,
        credits: CreditsForSale,
        jobs: EmergencyJobs,
        buyers: BuyerDirectory,
        uow: UnitOfWork,
        clock: Clock,
        config: ConfigService<AppConfig, true>,
      ) => {
        const settings = config.get('payments', { infer: true });
        return new PaymentService(
          { payments, invoices, events, gateway, credits, jobs, buyers, uow, clock },
          {
            emergencyFeeCents: settings.emergencyFeeCents,
            seller: settings.seller,
            publishableKey: settings.stripe?.publishableKey ?? null,
          },
        );
      },
    },
  ],
  exports: [PaymentService, RevenueFacts],
})
export class PaymentsModule implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly payments: PaymentService,
  ) {}

  onModuleInit(): void {
    // In the cancelling transaction: a fee the provider reports paid meanwhile refuses it.
    this.events.subscribe(
      JOB_CANCELLED,
      async (event) => {
        await this.payments.cancelForJob(event.aggregateId);
      },
      'transaction',
    );
    this.events.subscribe(
      JOB_WITHDRAWN,
      async (event) => {
        await this.payments.cancelForWithdrawnJob(event.aggregateId);
      },
      'transaction',
    );
  }
}
