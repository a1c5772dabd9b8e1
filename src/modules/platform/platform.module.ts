import { Module } from '@nestjs/common';
import { HealthController } from './http/health.controller.js';
import { MetaController } from './http/meta.controller.js';
import { PublicAssetsController } from './http/public-assets.controller.js';

/** Health, reference data and public assets. */
@Module({ controllers: [HealthController, MetaController, PublicAssetsController] })
export class SitePlatformModule {}
