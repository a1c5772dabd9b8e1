/** What one dependency answered; `off` is a dependency this deployment does not use. */
export type ProbeState = 'up' | 'down' | 'off';

export interface Readiness {
  /** Whether a load balancer should send this instance traffic. */
  ready: boolean;
  database: 'up' | 'down';
  /** A lost Redis degrades realtime to single-instance delivery: it never makes us unready. */
  redis: ProbeState;
  migrations: 'applied' | 'pending' | 'unknown';
  draining: boolean;
}

/** Whether the app's dependencies answer; the health routes report it. */
export abstract class HealthProbe {
  abstract database(): Promise<'up' | 'down'>;
  abstract readiness(): Promise<Readiness>;
}

/**
 * This instance's shutdown state. Once draining (SIGTERM), readiness answers false so the
 * proxy sends new work elsewhere while the requests in hand finish.
 */
export class ShutdownState {
  private drainingSince: Date | null = null;

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  beginDrain(now = new Date()): void {
    this.drainingSince ??= now;
  }
}
