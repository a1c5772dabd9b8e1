import { Global, Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DomainEvents } from '#shared/domain/domain-events.js';
import { SocketRealtime } from '../realtime/socket-realtime.js';
import { AppMetrics } from './app-metrics.js';

/** The instance's Prometheus registry; `/metrics` itself is plain Express (see metrics-http.ts). */
@Global()
@Module({
  providers: [
    {
      provide: AppMetrics,
      inject: [getDataSourceToken(), SocketRealtime, DomainEvents],
      useFactory: (dataSource: DataSource, realtime: SocketRealtime, events: DomainEvents) =>
        new AppMetrics({ dataSource, realtime, events }),
    },
  ],
  exports: [AppMetrics],
})
export class MetricsModule {}
