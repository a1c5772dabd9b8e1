import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '#config/app-config.js';
import { Clock } from '#shared/domain/clock.js';
import { CanvasService } from './domain/canvas.service.js';
import {
  ActivityIds,
  ActivityStore,
  CanvasFiles,
  CodebaseManifestReader,
  SourceFormatter,
  WriteBackSecret,
} from './domain/ports.js';
import { CanvasController } from './http/canvas.controller.js';
import { EditorOriginGuard } from './http/editor-origin.guard.js';
import { JsonCodebaseManifest } from './infra/json-codebase-manifest.js';
import { JsonFileActivityStore } from './infra/json-file-activity-store.js';
import { NodeCanvasFiles } from './infra/node-canvas-files.js';
import { PrettierFormatter } from './infra/prettier-formatter.js';
import { UuidActivityIds } from './infra/uuid-activity-ids.js';
import { FileWriteBackSecret } from './infra/write-back-secret.js';

/**
 * Source write-back for the visual editor. Development only: with NODE_ENV=production or
 * EDITOR_ENABLED=false the module registers nothing, so the routes do not exist (404).
 */
@Module({})
export class CanvasModule {
  static register(config: AppConfig): DynamicModule {
    if (!config.editor.enabled) return { module: CanvasModule };
    const { canvas } = config.editor;
    return {
      module: CanvasModule,
      controllers: [CanvasController],
      providers: [
        EditorOriginGuard,
        { provide: WriteBackSecret, useFactory: () => new FileWriteBackSecret(canvas.secretFile) },
        { provide: CanvasFiles, useValue: new NodeCanvasFiles(canvas.root) },
        {
          provide: CodebaseManifestReader,
          useValue: new JsonCodebaseManifest(canvas.manifestFile),
        },
        { provide: SourceFormatter, useValue: new PrettierFormatter(canvas.root) },
        { provide: ActivityIds, useClass: UuidActivityIds },
        { provide: ActivityStore, useValue: new JsonFileActivityStore(canvas.activitiesDir) },
        {
          provide: CanvasService,
          inject: [
            CanvasFiles,
            CodebaseManifestReader,
            SourceFormatter,
            ActivityIds,
            ActivityStore,
            Clock,
          ],
          useFactory: (
            files: CanvasFiles,
            manifest: CodebaseManifestReader,
            formatter: SourceFormatter,
            ids: ActivityIds,
            activities: ActivityStore,
            clock: Clock,
          ) =>
            new CanvasService(files, manifest, formatter, ids, activities, clock, {
              canvasId: canvas.id,
              importAlias: canvas.importAlias || undefined,
            }),
        },
      ],
    };
  }
}
