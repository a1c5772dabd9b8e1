import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import { Public } from '#shared/infra/http/auth.decorators.js';
import { PlatformErrors } from '../domain/platform-errors.js';

/**
 * Public assets such as the logos (the marketplace spec's public-assets bucket): files shipped
 * in `src/assets/public`, served by express.static (see `servePublicAssets`). A request reaches
 * this route only when no such file exists; it documents the route and answers in the API's
 * error shape.
 */
@ApiTags('platform')
@Controller('public-assets')
export class PublicAssetsController {
  @Public()
  @Get(':name')
  @ApiOperation({ summary: 'Get a public asset such as a logo' })
  @ApiOkResponse({ description: 'The file (cached for an hour)' })
  @ApiNotFoundResponse({ description: 'No such asset' })
  asset(@Param('name') name: string): never {
    throw PlatformErrors.assetNotFound(name);
  }
}
