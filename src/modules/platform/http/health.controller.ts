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

export class LivenessDto {
  @ApiProperty({ enum: ['ok'] }) status!: 'ok';
}

export class ReadinessDto {
  @ApiProperty({ enum: ['ready', 'not_ready'] }) status!: 'ready' | 'not_ready';
  @ApiProperty({ enum: ['up', 'down'] }) database!: 'up' | 'down';
  @ApiProperty({ enum: ['up', 'down', 'off'], description: 'off: REDIS_URL is not set' })
  redis!: 'up' | 'down' | 'off';
  @ApiProperty({ enum: ['applied', 'pending', 'unknown'] })
  migrations!: 'applied' | 'pending' | 'unknown';
  @ApiProperty({ description: 'true once SIGTERM started the graceful drain' })
  draining!: boolean;
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

  /** The process answers: a supervisor restarts it only when this stops answering. */
  @Public()
  @Get('live')
  @ApiOperation({ summary: 'Liveness: the process is up' })
  @ApiOkResponse({ type: LivenessDto })
  live(): LivenessDto {
    return { status: 'ok' };
  }

  /** Whether a load balancer should send this instance traffic (the proxy's health check). */
  @Public()
  @Get('ready')
  @ApiOperation({ summary: 'Readiness: database, migrations, Redis and not draining' })
  @ApiOkResponse({ type: ReadinessDto })
  @ApiServiceUnavailableResponse({
    type: ReadinessDto,
    description: 'The database is unreachable, migrations are pending, or the instance drains',
  })
  async ready(@Res({ passthrough: true }) res: Response): Promise<ReadinessDto> {
    const { ready, ...checks } = await this.probe.readiness();
    if (!ready) res.status(HttpStatus.SERVICE_UNAVAILABLE);
    // A probe is never cached: a stale "ready" would send traffic to a draining instance.
    res.setHeader('Cache-Control', 'no-store');
    return { status: ready ? 'ready' : 'not_ready', ...checks };
  }
}
