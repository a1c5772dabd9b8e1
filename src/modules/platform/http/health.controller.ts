import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiProperty,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiOperation,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { HealthProbe } from '#shared/domain/health.js';
import { Public } from '#shared/infra/http/auth.decorators.js';

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'degraded'] }) status!: 'ok' | 'degraded';
  @ApiProperty({ enum: ['up', 'down'] }) db!: 'up' | 'down';
}

@ApiTags('platform')
@Controller('health')
export class HealthController {
  constructor(private readonly probe: HealthProbe) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Check the server and its database' })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto, description: 'The database is unreachable' })
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthDto> {
    const db = await this.probe.database();
    if (db === 'down') res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: db === 'up' ? 'ok' : 'degraded', db };
  }
}
