import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { AppConfig } from '#config/app-config.js';
import { AccountService } from '../domain/account.service.js';

/** The first admin comes from ADMIN_EMAIL/ADMIN_PASSWORD (demo values when unset). */
@Injectable()
export class AdminBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger('AdminBootstrap');

  constructor(
    private readonly accounts: AccountService,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const admin = this.config.get('admin', { infer: true });
    const outcome = await this.accounts.ensureAdmin(admin.email, admin.password);
    if (outcome === 'created') this.logger.log(`Created the admin account ${admin.email}`);
  }
}
