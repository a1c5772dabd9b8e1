import { createReadStream, existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { Controller, Get, Header, Param, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { Public } from '../../../shared/infra/http/auth.decorators.js';
import { projectRoot } from '../../../shared/infra/project-root.js';

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};
const SAFE_NAME = /^[a-z0-9][a-z0-9-]*\.(svg|png|jpg|webp)$/;
export const PUBLIC_ASSETS_DIR = join(projectRoot(), 'src', 'assets', 'public');

/** The public-assets bucket of the spec (logos): files shipped with the app. */
@ApiTags('platform')
@Controller('public-assets')
export class PublicAssetsController {
  @Public()
  @Get(':name')
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiOkResponse({ description: 'The file' })
  @ApiNotFoundResponse({ description: 'No such asset' })
  asset(@Param('name') name: string): StreamableFile {
    const file = join(PUBLIC_ASSETS_DIR, name);
    if (!SAFE_NAME.test(name) || !existsSync(file)) {
      throw new DomainError(
        'ASSETS.NOT_FOUND',
        'not_found',
        `name: no public asset called ${name}`,
      );
    }
    return new StreamableFile(createReadStream(file), { type: CONTENT_TYPES[extname(name)] });
  }
}
