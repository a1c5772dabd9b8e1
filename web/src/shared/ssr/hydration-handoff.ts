// A server-rendered form can be typed into (or filled by a password manager) before the app has
// hydrated it. Hydration then sets its controlled fields back to the form's empty state: what
// the person typed vanishes, and a submit sends an empty form. Until a house form is live, the
// inline script in index.html holds its submits (a native one would load the page with the
// fields, a password among them, in the address); this module keeps what was typed and, once
// the form is live, types it again and submits the held form.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Typed = string | boolean;

/** What index.html's inline script leaves on the window: the submit it held, if any. */
export interface HeldSubmitWindow {
  __heldSubmit?: { form: HTMLFormElement; submitter: HTMLElement | null };
}

/** The attribute that asks index.html's inline script to hold the form's early submits. */
export const HOLDS_EARLY_SUBMIT = 'data-holds-early-submit';

/** Set on a form element once its handlers are live (read by the inline script). */
interface LiveForm extends HTMLFormElement {
  __live?: boolean;
}

const FIELDS = 'input, textarea, select';
const UNTYPED = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image']);

function isField(target: EventTarget | null): target is Field {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

function isToggle(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

/** The field's value if the person changed it from what the server rendered, else undefined. */
function typedValue(field: Field): Typed | undefined {
  if (field instanceof HTMLInputElement && UNTYPED.has(field.type)) return undefined;
  if (isToggle(field)) return field.checked !== field.defaultChecked ? field.checked : undefined;
  if (field instanceof HTMLSelectElement) {
    const initial = [...field.options].find((option) => option.defaultSelected);
    const changed = initial ? field.value !== initial.value : field.selectedIndex > 0;
    return changed ? field.value : undefined;
  }
  return field.value !== field.defaultValue ? field.value : undefined;
}

/**
 * Sets a value the way a person would: through the element's own setter (React tracks values
 * set on the instance and would ignore the event) followed by input and change events.
 */
function retype(field: Field, value: Typed): void {
  if (typeof value === 'boolean') {
    if ((field as HTMLInputElement).checked !== value) (field as HTMLInputElement).click();
    return;
  }
  const prototype = Object.getPrototypeOf(field) as object;
  const { set } = (Object.getOwnPropertyDescriptor(prototype, 'value') ?? {}) as {
    set?: (this: Field, value: string) => void;
  };
  if (set) set.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

let typed: Map<Field, Typed> | null = null;
let heldWindow: HeldSubmitWindow = {};

/**
 * Starts watching a server-rendered page's fields; call before hydrating. Forms hydrate when
 * their route's code has loaded, which may be after the rest of the page, so each form takes
 * back its own fields when it goes live (`formIsLive`).
 */
export function startHydrationHandoff(document: Document, window: HeldSubmitWindow): void {
  const changed = new Map<Field, Typed>();
  for (const field of document.querySelectorAll<Field>(FIELDS)) {
    const value = typedValue(field);
    if (value !== undefined) changed.set(field, value);
  }
  document.addEventListener(
    'input',
    (event) => {
      if (!isField(event.target) || event.target.form?.__live) return;
      const value = typedValue(event.target);
      if (value === undefined) changed.delete(event.target);
      else changed.set(event.target, value);
    },
    true,
  );
  typed = changed;
  heldWindow = window;
}

/**
 * Called by a form once hydrated (its handlers attached): types again what the person typed
 * into it before, then submits it if they already did.
 */
export function formIsLive(form: HTMLFormElement): void {
  // After the commit that made the form live: events dispatched inside it would be undone by
  // React restoring its controlled fields. Until then the form still counts as not live, so a
  // submit meanwhile is held too: sent now, it would go without what was typed before.
  setTimeout(() => {
    for (const [field, value] of typed ?? []) {
      if (field.form !== form) continue;
      typed?.delete(field);
      if (field.isConnected) retype(field, value);
    }
    (form as LiveForm).__live = true;
    const held = heldWindow.__heldSubmit;
    if (held?.form !== form) return;
    delete heldWindow.__heldSubmit;
    const submitter = held.submitter?.isConnected ? held.submitter : null;
    form.requestSubmit(submitter);
  }, 0);
}
