/**
 * The element-key retry (visual-editor spec, § 9): a key the editor selects may name an element the
 * page does not show yet (an added element appears once the source refreshes). Such keys are looked
 * for again once per ELEMENT_KEY_CLASS_CHECK_INTERVAL_MS, at most ELEMENT_KEY_CLASS_MAX_RETRIES
 * times; then the caller drops them. Until then the selection keeps them (a tree rebuild in between
 * does not drop them).
 */
import { ELEMENT_KEY_CLASS_CHECK_INTERVAL_MS, ELEMENT_KEY_CLASS_MAX_RETRIES } from 'editor-engine';

export interface ElementKeyRetryHost {
  /** Brings the tree up to date, then says whether `key` names an element now. */
  check(keys: readonly string[]): Promise<readonly string[]>;
  /** Every waited-for key was found. */
  found(): void;
  /** The retries ran out: `missing` were never found. */
  gaveUp(missing: readonly string[]): void;
}

export class ElementKeyRetry {
  private keys: readonly string[] = [];
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly host: ElementKeyRetryHost,
    private readonly intervalMs = ELEMENT_KEY_CLASS_CHECK_INTERVAL_MS,
    private readonly maxRetries = ELEMENT_KEY_CLASS_MAX_RETRIES,
  ) {}

  /** Starts waiting for `missing` (replacing any earlier wait); nothing to wait for cancels. */
  wait(missing: readonly string[]): void {
    this.cancel();
    if (missing.length === 0) return;
    this.keys = missing;
    this.schedule();
  }

  /** Whether `key` is still waited for. */
  waitsFor(key: string): boolean {
    return this.keys.includes(key);
  }

  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.keys = [];
    this.attempts = 0;
  }

  private schedule(): void {
    this.timer = setTimeout(() => void this.tick(), this.intervalMs);
  }

  private async tick(): Promise<void> {
    this.timer = null;
    const waited = this.keys;
    this.attempts++;
    const missing = await this.host.check(waited);
    if (this.keys !== waited) return; // replaced or cancelled meanwhile
    if (missing.length === 0) {
      this.cancel();
      this.host.found();
    } else if (this.attempts >= this.maxRetries) {
      this.cancel();
      this.host.gaveUp(missing);
    } else {
      this.keys = missing;
      this.schedule();
    }
  }
}
