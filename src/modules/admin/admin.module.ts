import { Module } from '@nestjs/common';
import { AdminController } from './http/admin.controller.js';
import { OutboxReader } from './infra/outbox.reader.js';

/** The admin area's own screens (mail outbox now; analytics, bulk email, maintenance later). */
@Module({
  controllers: [AdminController],
  providers: [OutboxReader],
})
export class AdminModule {}
