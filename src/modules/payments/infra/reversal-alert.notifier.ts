import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { AppConfig } from '#config/app-config.js';
import { DomainEvents } from '#shared/domain/domain-events.js';
import { Mailer } from '#shared/domain/mailer.js';
import { PAYMENT_REVERSED, reversalAlert } from '../domain/reversal.js';

/**
 * The admin hears of every refund and dispute once, by email: a durable consumer of
 * `payments.payment_reversed`, so no mail is lost to a crash and none is sent twice.
 */
@Injectable()
export class ReversalAlertNotifier implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly mailer: Mailer,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  onModuleInit(): void {
    const adminEmail = this.config.get('admin', { infer: true }).email;
    this.events.consume('payments-reversal-alert', [PAYMENT_REVERSED], async (event) => {
      const mail = reversalAlert(event.aggregateId, event.payload.reversal, event.payload);
      await this.mailer.send({ to: adminEmail, ...mail });
    });
  }
}
