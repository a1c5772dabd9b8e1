import { describe, expect, it } from '@jest/globals';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { CheckboxField } from '@/shared/forms/CheckboxField';
import { TextField } from '@/shared/forms/fields';
import { Form } from '@/shared/forms/Form';
import { useZodForm } from '@/shared/forms/useZodForm';
import { z } from '@/shared/forms/zod';
import {
  HOLDS_EARLY_SUBMIT,
  startHydrationHandoff,
  type HeldSubmitWindow,
} from './hydration-handoff';

// React's server renderer needs MessageChannel, which jsdom lacks; node's would keep jest
// from exiting, so a timer stands in for it.
class TimerChannel {
  readonly port1: { onmessage: ((event: unknown) => void) | null } = { onmessage: null };
  readonly port2 = {
    postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0),
  };
}
globalThis.MessageChannel ??= TimerChannel as unknown as typeof globalThis.MessageChannel;
const { renderToString } = await import('react-dom/server');

const schema = z.object({
  email: z.string().min(1, 'Please enter your email.'),
  remember: z.boolean(),
});
type Values = z.output<typeof schema>;

function LoginForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const form = useZodForm(schema, { defaultValues: { email: '', remember: false } });
  return (
    <Form form={form} label="Log in" onSubmit={onSubmit}>
      <TextField control={form.control} name="email" label="Email" />
      <CheckboxField control={form.control} name="remember" label="Remember me" />
      <button type="submit">Log In</button>
    </Form>
  );
}

/** What index.html's inline script does until a house form is live. */
function holdEarlySubmits(held: HeldSubmitWindow) {
  const hold = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement & { __live?: boolean };
    if (!form.hasAttribute(HOLDS_EARLY_SUBMIT) || form.__live) return;
    event.preventDefault();
    held.__heldSubmit = { form, submitter: event.submitter };
  };
  document.addEventListener('submit', hold, true);
  return () => document.removeEventListener('submit', hold, true);
}

/**
 * Server-renders the form, lets `before` play the person before hydration, then hydrates;
 * `between` plays them once hydrated, before the hand-off has typed their values again.
 */
async function hydrateAfter(
  before: (form: HTMLFormElement) => void,
  handoff = true,
  between?: (form: HTMLFormElement) => void,
) {
  const submitted: Values[] = [];
  const held: HeldSubmitWindow = {};
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<LoginForm onSubmit={() => undefined} />);
  const form = container.querySelector('form')!;
  const stopHolding = holdEarlySubmits(held);
  if (handoff) startHydrationHandoff(document, held);
  before(form);
  await act(async () => {
    hydrateRoot(container, <LoginForm onSubmit={(values) => submitted.push(values)} />);
  });
  between?.(form);
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  stopHolding();
  const email = form.querySelector<HTMLInputElement>('input[name=email]')!;
  return { form, email, submitted, held, done: () => container.remove() };
}

/** Types as a person does: the value changes, then an input event. */
function typeEmail(form: HTMLFormElement, value: string) {
  const email = form.querySelector<HTMLInputElement>('input[name=email]')!;
  email.value = value;
  email.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('the hydration hand-off', () => {
  it('loses what was typed before hydration without it (the case it exists for)', async () => {
    const { email, done } = await hydrateAfter((form) => typeEmail(form, 'sam@example.com'), false);
    expect(email.value).toBe('');
    done();
  });

  it('keeps what was typed before hydration', async () => {
    const { form, email, submitted, done } = await hydrateAfter((f) => {
      typeEmail(f, 'sam@example.com');
      f.querySelector<HTMLInputElement>('input[type=checkbox]')!.click();
    });
    expect(email.value).toBe('sam@example.com');
    expect(submitted).toEqual([]);
    await act(async () => form.requestSubmit());
    expect(submitted).toEqual([{ email: 'sam@example.com', remember: true }]);
    done();
  });

  it('submits, once live, a form submitted before hydration', async () => {
    const { submitted, held, done } = await hydrateAfter((form) => {
      typeEmail(form, 'ali@example.com');
      form.querySelector('button')!.click();
    });
    expect(submitted).toEqual([{ email: 'ali@example.com', remember: false }]);
    expect(held.__heldSubmit).toBeUndefined();
    done();
  });

  it('sends with the typed values a form submitted once hydrated, before they are typed again', async () => {
    const { submitted, held, done } = await hydrateAfter(
      (form) => typeEmail(form, 'kim@example.com'),
      true,
      (form) => form.querySelector('button')!.click(),
    );
    expect(submitted).toEqual([{ email: 'kim@example.com', remember: false }]);
    expect(held.__heldSubmit).toBeUndefined();
    done();
  });

  it('leaves untouched forms alone', async () => {
    const { email, submitted, done } = await hydrateAfter(() => undefined);
    expect(email.value).toBe('');
    expect(submitted).toEqual([]);
    done();
  });
});
