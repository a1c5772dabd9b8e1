import { randomUUID } from 'node:crypto';
import { ActivityIds } from '../domain/ports.js';

export class UuidActivityIds extends ActivityIds {
  next(): string {
    return randomUUID();
  }
}
