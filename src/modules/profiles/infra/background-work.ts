import { Injectable, Logger } from '@nestjs/common';
import { BackgroundWork } from '../domain/ports.js';

/** In-process: the task starts once the current request's work is done; failures are logged. */
@Injectable()
export class InProcessBackgroundWork extends BackgroundWork {
  private readonly logger = new Logger('BackgroundWork');

  schedule(name: string, task: () => Promise<unknown>): void {
    setImmediate(() => {
      task().catch((error: unknown) => {
        this.logger.error(
          `${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
      });
    });
  }
}
