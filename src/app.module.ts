import { type DynamicModule, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { LoggerModule } from 'nestjs-pino';
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
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            // One compact line per request; cookies and tokens never reach the log.
            serializers: {
              req: (req: { id: unknown; method: string; url: string }) => ({
                id: req.id,
                method: req.method,
                url: req.url,
              }),
              res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
            },
            // Request logs for the API only; static files would drown them.
            autoLogging: { ignore: (req) => !(req.url ?? '').startsWith('/api') },
          },
        }),
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
