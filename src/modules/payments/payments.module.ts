import {
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { ConfigService } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '#config/app-config.js';
import { WithdrawnJobFees } from '#modules/admin/domain/departures.js';
import { RevenueFacts } from '#modules/dashboard/domain/ports.js';
import { JobPostingFees } from '#modules/leads/domain/job-endings.js';
import { Clock } from '#shared/domain/clock.js';
import { DomainEvents } from '#shared/domain/domain-events.js';
import { UnitOfWork } from '#shared/domain/unit-of-work.js';
import { CspSources } from '#shared/infra/http/csp-sources.js';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import { CreditsModule } from '../credits/credits.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { PaymentGateway } from './domain/payment-gateway.js';
import { PaymentService } from './domain/payment.service.js';
import {
  BuyerDirectory,
  CreditsForSale,
  EmergencyJobs,
  HostedCardFrame,
  InvoiceRepository,
  PaymentRepository,
  WebhookEventLog,
} from './domain/ports.js';
import { PaymentsController } from './http/payments.controller.js';
import { AccountBuyerDirectory } from './infra/account-buyer-directory.js';
import { JobsServiceEmergencyJobs } from './infra/jobs-service-emergency-jobs.js';
import {
  PaymentServiceJobPostingFees,
  PaymentServiceWithdrawnJobFees,
} from './infra/job-posting-fees.js';
import { LedgerCreditsForSale } from './infra/ledger-credits-for-sale.js';
import { PAYMENTS_ENTITIES } from './infra/payments.orm-entities.js';
import { SandboxCardFrame } from './infra/sandbox-card-frame.js';
import { PayPalPaymentGateway } from './infra/paypal-payment-gateway.js';
import { SandboxPaymentGateway } from './infra/sandbox-payment-gateway.js';
import { ReversalAlertNotifier } from './infra/reversal-alert.notifier.js';
import { SqlRevenueFacts } from './infra/sql-revenue-facts.js';
import { StripePaymentGateway } from './infra/stripe-payment-gateway.js';
import {
  TypeOrmInvoiceRepository,
  TypeOrmPaymentRepository,
  TypeOrmWebhookEventLog,
} from './infra/typeorm-payments.js';
import { SqlPaymentsAccountData } from './infra/sql-payments-account-data.js';

/**
 * Credit bundles and emergency fees: cards through Stripe when STRIPE_SECRET_KEY is set, else the
 * sandbox; PayPal beside them when PAYPAL_* is set.
 */
@Module({
  imports: [TypeOrmModule.forFeature(PAYMENTS_ENTITIES), CreditsModule, IdentityModule, JobsModule],
  controllers: [PaymentsController],
  providers: [
    SqlPaymentsAccountData,
    ReversalAlertNotifier,
    { provide: PaymentRepository, useClass: TypeOrmPaymentRepository },
    { provide: InvoiceRepository, useClass: TypeOrmInvoiceRepository },
    { provide: WebhookEventLog, useClass: TypeOrmWebhookEventLog },
    { provide: CreditsForSale, useClass: LedgerCreditsForSale },
    { provide: EmergencyJobs, useClass: JobsServiceEmergencyJobs },
    { provide: BuyerDirectory, useClass: AccountBuyerDirectory },
    { provide: RevenueFacts, useClass: SqlRevenueFacts },
    { provide: JobPostingFees, useClass: PaymentServiceJobPostingFees },
    { provide: WithdrawnJobFees, useClass: PaymentServiceWithdrawnJobFees },
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
      // Beside the card gateway when PAYPAL_* is configured; null otherwise.
      provide: PayPalPaymentGateway,
      inject: [ConfigService],
      useFactory: (config: ConfigService<AppConfig, true>) => {
        const paypal = config.get('payments', { infer: true }).paypal;
        const returnUrl = `${config.get('appUrl', { infer: true })}/pay/paypal`;
        return paypal ? new PayPalPaymentGateway({ ...paypal, returnUrl }) : null;
      },
    },
    {
      provide: SandboxCardFrame,
      inject: [PaymentGateway, ConfigService, ModuleRef],
      useFactory: (
        gateway: PaymentGateway,
        config: ConfigService<AppConfig, true>,
        refs: ModuleRef,
      ) => {
        const payments = config.get('payments', { infer: true });
        return new SandboxCardFrame(
          gateway instanceof SandboxPaymentGateway ? gateway : null,
          {
            port: payments.sandboxFramePort,
            appUrl: config.get('appUrl', { infer: true }),
            webhookSecret: payments.sandboxWebhookSecret,
          },
          // The provider calls our webhook handler, as it would over HTTP.
          () => (raw, signature) =>
            refs.get(PaymentService).handleWebhook(raw, { 'stripe-signature': signature }),
        );
      },
    },
    { provide: HostedCardFrame, useExisting: SandboxCardFrame },
    {
      provide: PaymentService,
      inject: [
        PaymentRepository,
        InvoiceRepository,
        WebhookEventLog,
        PaymentGateway,
        PayPalPaymentGateway,
        CreditsForSale,
        EmergencyJobs,
        BuyerDirectory,
        UnitOfWork,
        Clock,
        ConfigService,
        DomainEvents,
      ],
      useFactory: (
        payments: PaymentRepository,
        invoices: InvoiceRepository,
        events: WebhookEventLog,
        gateway: PaymentGateway,
        paypal: PayPalPaymentGateway | null,
        credits: CreditsForSale,
        jobs: EmergencyJobs,
        buyers: BuyerDirectory,
        uow: UnitOfWork,
        clock: Clock,
        config: ConfigService<AppConfig, true>,
        announce: DomainEvents,
      ) => {
        const settings = config.get('payments', { infer: true });
        return new PaymentService(
          {
            ...{ payments, invoices, events, gateway, credits, jobs, buyers, uow, clock, announce },
            moreGateways: paypal ? [paypal] : [],
          },
          {
            emergencyFeeCents: settings.emergencyFeeCents,
            seller: settings.seller,
            publishableKey: settings.stripe?.publishableKey ?? null,
          },
        );
      },
    },
  ],
  exports: [PaymentService, RevenueFacts, JobPostingFees, WithdrawnJobFees],
})
export class PaymentsModule implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    private readonly frame: SandboxCardFrame,
    private readonly csp: CspSources,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.frame.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.frame.stop();
  }

  onModuleInit(): void {
    // The web app's CSP admits the configured provider's form and nothing more.
    const stripe = this.config.get('payments', { infer: true }).stripe;
    this.csp.add(() => {
      if (stripe) {
        return {
          script: ['https://js.stripe.com'],
          frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
          connect: ['https://api.stripe.com'],
        };
      }
      const origin = this.frame.origin();
      return origin ? { frame: [origin] } : {};
    });
    // A job's fee ends with the job through ports, in its transaction: the leads module's
    // JobEndings (cancelled by its owner) and the admin departures (withdrawn). Refunds and
    // disputes reach the admin through ReversalAlertNotifier.
  }
}
