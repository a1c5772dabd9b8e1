import { resolve } from 'node:path';
import { z } from 'zod';
import { type EnvOf, optionalString, urlWithProtocols } from './env.js';
import type { ServerConfig } from './server.config.js';

export const editorEnv = {
  EDITOR_DEV_DOMAIN: optionalString,
  EDITOR_STAGING_DOMAIN: optionalString,
  EDITOR_ORIGIN: urlWithProtocols(['http:', 'https:']),
  EDITOR_ENABLED: z.enum(['true', 'false']).default('true'),
  CANVAS_ID: optionalString.refine((v) => v === undefined || /^[A-Za-z0-9_-]{1,64}$/.test(v), {
    message: 'must be 1-64 letters, digits, - or _',
  }),
  CANVAS_ROOT: optionalString,
  CANVAS_IMPORT_ALIAS: z.string().optional(),
};

export interface EditorConfig {
  devDomain: string;
  stagingDomain: string | undefined;
  /** The outer visual editor's origin, allowed to frame the app. */
  origin: string | undefined;
  /** Source write-back routes exist: never in production, else unless EDITOR_ENABLED=false. */
  enabled: boolean;
  /** The source root the editor writes to, and how its imports name its files. */
  canvas: {
    id: string;
    root: string;
    importAlias: string;
    manifestFile: string;
    /** Where this run's write-back secret is left for the editor page (see WriteBackSecret). */
    secretFile: string;
    /** Where the change history (undo and redo) is kept between restarts. */
    activitiesDir: string;
  };
}

export function editorConfig(
  e: EnvOf<typeof editorEnv>,
  server: Pick<ServerConfig, 'env' | 'dataDir'>,
  cwd: string,
): EditorConfig {
  return {
    devDomain: e.EDITOR_DEV_DOMAIN ?? '.localhost',
    stagingDomain: e.EDITOR_STAGING_DOMAIN,
    origin: e.EDITOR_ORIGIN,
    enabled: server.env !== 'production' && e.EDITOR_ENABLED === 'true',
    canvas: {
      id: e.CANVAS_ID ?? 'tradiehub-web',
      root: resolve(cwd, e.CANVAS_ROOT ?? 'web/src'),
      importAlias: e.CANVAS_IMPORT_ALIAS ?? '@/',
      manifestFile: resolve(server.dataDir, 'editor', 'codebase-manifest.json'),
      secretFile: resolve(server.dataDir, 'editor', 'write-back-secret'),
      activitiesDir: resolve(server.dataDir, 'editor', 'activities'),
    },
  };
}
