import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '#config/app-config.js';
import { UnitOfWork } from '#shared/domain/unit-of-work.js';
import { dataSourceOptions } from './data-source-options.js';
import { TypeOrmUnitOfWork } from './typeorm-unit-of-work.js';

@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService<AppConfig, true>) => {
        const url = config.get('database', { infer: true }).url;
        if (!url) throw new Error('DATABASE_URL was not resolved before the app started');
        return { ...dataSourceOptions(url), autoLoadEntities: true, migrationsRun: false };
      },
    }),
  ],
  providers: [TypeOrmUnitOfWork, { provide: UnitOfWork, useExisting: TypeOrmUnitOfWork }],
  exports: [TypeOrmUnitOfWork, UnitOfWork],
})
export class DatabaseModule {}
