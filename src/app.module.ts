import { type DynamicModule, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import type { AppConfig } from './config/app-config.js';
import { AdminModule } from './modules/admin/admin.module.js';
import { IdentityModule } from './modules/identity/identity.module.js';
import { JobsModule } from './modules/jobs/jobs.module.js';
import { SitePlatformModule } from './modules/platform/platform.module.js';
import { SupportModule } from './modules/support/support.module.js';
import { DatabaseModule } from './shared/infra/database/database.module.js';
import { PlatformModule } from './shared/infra/platform.module.js';

/** Imports the modules; owns no providers. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, load: [() => config] }),
        DatabaseModule,
        PlatformModule,
        IdentityModule,
        AdminModule,
        JobsModule,
        SitePlatformModule,
        SupportModule,
      ],
    };
  }
}
