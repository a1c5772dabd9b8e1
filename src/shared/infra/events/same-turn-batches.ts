/**
 * Gathers the items added in one turn of the event loop and hands them to `flush` together;
 * each `add` resolves (or rejects) with its batch's flush. Batches never wait for each other,
 * so a flush may itself add items (they go into a later batch) without waiting on itself.
 */
export class SameTurnBatches<T> {
  private pending: { item: T; done: () => void; failed: (error: unknown) => void }[] = [];

  constructor(private readonly flush: (items: T[]) => Promise<void>) {}

  add(item: T): Promise<void> {
    return new Promise((done, failed) => {
      // The first item of a turn schedules the flush, after the I/O callbacks of this turn.
      if (this.pending.length === 0) setImmediate(() => void this.flushPending());
      this.pending.push({ item, done, failed });
    });
  }

  private async flushPending(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    try {
      await this.flush(batch.map((entry) => entry.item));
      for (const entry of batch) entry.done();
    } catch (error) {
      for (const entry of batch) entry.failed(error);
    }
  }
}
