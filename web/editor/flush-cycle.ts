/**
 * The reload cycle around each write-back, driven from the outer editor: the flush starts
 * before the request goes out and ends with the server's answer, carrying the ids the write
 * renamed. The frame queues its temporary copies for removal when the flush starts, so the hot
 * update of the written file removes them even when it lands before the answer (the frame ends
 * the flush itself then, and applies the late id map at once).
 */
import type { ChangeLedger } from 'editor-engine';
import type { WriteBackResult } from './write-back';

/** What a write-back does around each request. */
export interface FlushDriver {
  /** Before the request: resolves once the frame has started its flush. */
  start(): Promise<void>;
  /** With the server's answer (or none). */
  end(result: WriteBackResult): void;
}

/** The frame's side of the connection the flush needs. */
interface FrameCalls {
  call(functionName: 'setIsFlushing', ...args: unknown[]): Promise<unknown>;
}

/** A frame that is reloading answers nothing: the write-back does not wait for it longer. */
const FRAME_ANSWER_MS = 1_000;

export function frameFlush(frame: FrameCalls, ledger: ChangeLedger): FlushDriver {
  return {
    async start() {
      // While flushing, the ledger lets only flush-safe changes show at once (as the frame does).
      ledger.markFlushing(true);
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        frame.call('setIsFlushing', true).catch(() => undefined),
        new Promise((resolve) => (timer = setTimeout(resolve, FRAME_ANSWER_MS))),
      ]);
      clearTimeout(timer);
    },
    end(result) {
      const renamed = (result.ok && result.prevIdToNewIdMap) || {};
      if (Object.keys(renamed).length > 0) ledger.remapIds(renamed);
      ledger.markFlushing(false);
      // Nothing written (refused, no server, no effect): no hot update will come, so the
      // frame keeps the copies it queued (a third argument an older frame ignores); for a
      // refusal or no effect the editor then takes the change back (use-changes.ts).
      const written = result.ok && (result.files?.length ?? 0) > 0;
      void frame.call('setIsFlushing', false, renamed, { written }).catch(() => undefined);
    },
  };
}
