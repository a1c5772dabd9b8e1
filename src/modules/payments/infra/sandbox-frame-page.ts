import { createHash } from 'node:crypto';

/**
 * The frame's script: takes the card, and on the app's `sandbox:confirm` message (checked by
 * origin) posts it with the client secret to the frame's own origin, then tells the app the
 * outcome. Enter in a field asks the app to pay, as its Pay button does.
 */
const SCRIPT = `(function () {
  var parentOrigin = document.body.getAttribute('data-parent');
  var form = document.getElementById('card');
  var problem = document.getElementById('problem');
  function tell(message) { window.parent.postMessage(message, parentOrigin); }
  function read() {
    var number = form.number.value.replace(/[\\s-]/g, '');
    var expiry = /^(0[1-9]|1[0-2])\\s*\\/\\s*(\\d{2})$/.exec(form.expiry.value.trim());
    var cvc = form.cvc.value.trim();
    if (!/^\\d{12,19}$/.test(number)) return 'Enter the card number (12 to 19 digits).';
    if (!expiry) return 'Enter the expiry as MM/YY.';
    if (!/^\\d{3,4}$/.test(cvc)) return 'Enter the 3 or 4 digit security code.';
    return { number: number, expMonth: Number(expiry[1]), expYear: 2000 + Number(expiry[2]), cvc: cvc };
  }
  form.addEventListener('submit', function (event) { event.preventDefault(); tell({ type: 'sandbox:submit' }); });
  window.addEventListener('message', function (event) {
    if (event.origin !== parentOrigin || !event.data || event.data.type !== 'sandbox:confirm') return;
    var card = read();
    if (typeof card === 'string') {
      problem.textContent = card;
      tell({ type: 'sandbox:result', status: 'invalid', reason: card });
      return;
    }
    problem.textContent = '';
    fetch('/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientSecret: String(event.data.clientSecret), card: card })
    }).then(function (response) {
      return response.json().then(function (body) {
        tell(response.ok
          ? { type: 'sandbox:result', status: body.status, reason: body.reason }
          : { type: 'sandbox:result', status: 'error', reason: body.error });
      });
    }).catch(function () {
      tell({ type: 'sandbox:result', status: 'error', reason: 'The sandbox did not answer. Try again.' });
    });
  });
  tell({ type: 'sandbox:ready' });
})();`;

export const SANDBOX_FRAME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const STYLE = `
  body { margin: 0; font: 15px/1.4 system-ui, sans-serif; color: #0f172a; background: transparent; }
  form { display: grid; gap: 10px; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; }
  label { display: grid; gap: 4px; font-weight: 500; font-size: 14px; }
  input { font: inherit; padding: 8px 10px; border: 1px solid #94a3b8; border-radius: 8px; min-width: 0; }
  input:focus { outline: 2px solid #1d4ed8; outline-offset: 1px; }
  #problem { color: #b91c1c; min-height: 1.2em; margin: 0; font-size: 14px; }
  @media (prefers-color-scheme: dark) { body { color: #e2e8f0; } input { background: #0f172a; color: #e2e8f0; } }`;

/** The hosted-field page; `parentOrigin` is the app, the only window it talks to. */
export function sandboxFramePage(parentOrigin: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Sandbox card form</title><style>${STYLE}</style></head>
<body data-parent="${escapeAttr(parentOrigin)}">
<form id="card" aria-label="Card details" novalidate>
  <label>Card number<input name="number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242"></label>
  <div class="row">
    <label>Expiry (MM/YY)<input name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="12/30"></label>
    <label>Security code (CVC)<input name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123"></label>
  </div>
  <p id="problem" role="alert"></p>
  <button type="submit" hidden>Pay</button>
</form>
<script>${SCRIPT}</script>
</body></html>`;
}
