import { useEffect, useRef } from 'react';

/** What the page gets back from a provider's form. */
export interface HostedResult {
  status: 'succeeded' | 'failed' | 'pending' | 'invalid' | 'error';
  reason?: string;
}

/** A provider's card form, as the checkout drives it (Stripe's Payment Element or the sandbox). */
export interface HostedFields {
  /** A problem with what was typed, or null (checked in the provider's form). */
  validate(): Promise<string | null>;
  /** Confirms the payment the client secret names, in the provider's form. */
  confirm(clientSecret: string): Promise<HostedResult>;
}

interface SandboxCardFrameProps {
  frameUrl: string;
  onReady: (fields: HostedFields) => void;
  /** Enter pressed in the frame. */
  onSubmit: () => void;
}

/**
 * The sandbox's hosted-field frame: a page on the sandbox provider's own origin takes the card
 * and confirms the payment there. This page only talks to it by messages, checked by origin.
 */
export function SandboxCardFrame({ frameUrl, onReady, onSubmit }: SandboxCardFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const pending = useRef<((result: HostedResult) => void) | null>(null);
  const origin = new URL(frameUrl).origin;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const data = event.data as { type?: string } & HostedResult;
      if (data.type === 'sandbox:ready') {
        onReady({
          validate: () => Promise.resolve(null),
          confirm: (clientSecret) =>
            new Promise<HostedResult>((resolve) => {
              pending.current = resolve;
              frame.current?.contentWindow?.postMessage(
                { type: 'sandbox:confirm', clientSecret },
                origin,
              );
            }),
        });
      } else if (data.type === 'sandbox:submit') {
        onSubmit();
      } else if (data.type === 'sandbox:result') {
        pending.current?.({ status: data.status, reason: data.reason });
        pending.current = null;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, onReady, onSubmit]);

  return (
    <iframe
      ref={frame}
      src={frameUrl}
      title="Card details (sandbox)"
      className="h-48 w-full border-0"
    />
  );
}
