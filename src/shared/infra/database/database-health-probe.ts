import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { HealthProbe } from '#shared/domain/health.js';

const TIMEOUT_MS = 2000;

/** `SELECT 1` within two seconds: a hung database reads as down instead of hanging the probe. */
@Injectable()
export class DatabaseHealthProbe extends HealthProbe {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  async database(): Promise<'up' | 'down'> {
    try {
      await withTimeout(this.dataSource.query('SELECT 1'), TIMEOUT_MS);
      return 'up';
    } catch {
      return 'down';
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
