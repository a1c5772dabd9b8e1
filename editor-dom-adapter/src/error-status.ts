/**
 * The page's error status for the editor (LATEST_HYDRATION_ERROR_STATUS): the last uncaught
 * error or rejection, or the text of the Vite error overlay. A hot update that re-ran the code
 * clears the remembered error: the status says what the page shows now, so it goes back to
 * no error once the page recovered. The status values are the engine's.
 */
import { hydrationStatusMessage, type FrameMessage } from 'editor-engine';

export class ErrorStatus {
  private lastError: string | null = null;

  constructor(
    private readonly win: Window,
    /** Vite mode: uncaught errors also show the Vite error overlay. */
    private readonly vite: boolean,
    private readonly post: (message: FrameMessage) => void,
  ) {}

  /** Listens for uncaught errors (passively: the page's own handling is untouched). */
  listen(): void {
    this.win.addEventListener('error', this.onError);
    this.win.addEventListener('unhandledrejection', this.onRejection);
  }

  stop(): void {
    this.win.removeEventListener('error', this.onError);
    this.win.removeEventListener('unhandledrejection', this.onRejection);
  }

  /** The code was replaced by a hot update: earlier errors no longer describe the page. */
  recovered(): void {
    this.lastError = null;
  }

  /** Posts the status now and returns it. */
  check(): string {
    const doc = this.win.document;
    const overlay = doc.querySelector('vite-error-overlay');
    const overlayText = overlay?.shadowRoot?.textContent?.trim() || null;
    const message = hydrationStatusMessage(
      overlayText ?? this.lastError,
      overlay ? 'vite-error-overlay' : null,
      overlayText,
    );
    this.post(message);
    return message.status;
  }

  private readonly onError = (event: ErrorEvent) => {
    const error: unknown = event.error;
    this.lastError = event.message || String(error);
    this.report(error instanceof Error ? error : new Error(this.lastError));
  };

  private readonly onRejection = (event: PromiseRejectionEvent) => {
    const reason = event.reason instanceof Error ? event.reason : new Error(String(event.reason));
    this.lastError = reason.message;
    this.report(reason);
  };

  private report(error: Error): void {
    const doc = this.win.document;
    if (this.vite) {
      const Overlay = this.win.customElements?.get('vite-error-overlay');
      if (Overlay && !doc.querySelector('vite-error-overlay')) {
        try {
          doc.body.appendChild(new Overlay({ message: error.message, stack: error.stack ?? '' }));
        } catch {
          // The overlay is a convenience; the status message is what the editor needs.
        }
      }
    }
    this.check();
  }
}
