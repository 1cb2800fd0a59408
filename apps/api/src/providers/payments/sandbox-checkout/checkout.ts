/**
 * The sandbox's stand-in for Razorpay's checkout.js, served at /api/sandbox/checkout.js (built into one
 * script by compile.mjs). It defines `window.Razorpay` with Checkout's interface (`new Razorpay(options)`,
 * `.open()`, `.close()`, `.on('payment.failed', cb)`) and shows an accessible dialog whose buttons pay or
 * fail the order through POST /api/sandbox/payments. Browser code: it is served, never run by the API.
 * No eval, no inline scripts (the page's CSP forbids them); element styles are allowed.
 */

/** What the storefront passes to `new Razorpay(...)` (the part the sandbox reads). */
interface CheckoutOptions {
  key: string;
  amount?: number | string;
  currency?: string;
  name?: string;
  description?: string;
  order_id?: string;
  prefill?: { name?: string; email?: string; contact?: string };
  theme?: { color?: string };
  handler?: (response: unknown) => void;
  modal?: { ondismiss?: () => void };
}

/** The sandbox's answer to POST /api/sandbox/payments: Checkout's handler fields, its error, or a refusal. */
interface SandboxAnswer {
  message?: string;
  error?: unknown;
}

type Listener = (response: unknown) => void;

const ENDPOINT = '/api/sandbox/payments';
const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';
const BUTTON =
  'display:block;width:100%;margin-top:10px;padding:12px 16px;border-radius:6px;font:inherit;' +
  'font-weight:600;cursor:pointer;';
let opened = 0;

function el(tag: string, attrs?: Record<string, string>, text?: string): HTMLElement {
  const node = document.createElement(tag);
  for (const name of Object.keys(attrs ?? {})) node.setAttribute(name, attrs?.[name] ?? '');
  if (text) node.textContent = text;
  return node;
}

function rupees(paise: number | string | undefined, currency: string | undefined): string {
  const amount = (Number(paise) || 0) / 100;
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency || 'INR' }).format(amount);
}

class Checkout {
  options: CheckoutOptions;
  listeners: Record<string, Listener[]> = {};
  view: { remove: () => void } | null = null;

  constructor(options: CheckoutOptions) {
    if (!options?.key) throw new Error('Razorpay: options.key is required');
    this.options = options;
  }

  on(event: string, callback: Listener): this {
    const listeners = this.listeners[event] ?? [];
    listeners.push(callback);
    this.listeners[event] = listeners;
    return this;
  }

  open(): this {
    if (this.view) return this;
    const o = this.options;
    const n = ++opened;
    const theme = o.theme?.color || '#7a1f2b';

    const overlay = el('div', {
      'data-testid': 'sandbox-checkout',
      style:
        'position:fixed;inset:0;z-index:2147483000;' +
        'display:flex;align-items:center;justify-content:center;padding:16px;background:rgba(20,12,8,0.6);',
    });
    const dialog = el('div', {
      role: 'dialog',
      'aria-modal': 'true',
      'aria-labelledby': `sandbox-checkout-title-${n}`,
      'aria-describedby': `sandbox-checkout-note-${n}`,
      tabindex: '-1',
      style:
        'width:100%;max-width:380px;max-height:100%;overflow:auto;box-sizing:border-box;padding:24px;' +
        'border-radius:10px;background:#fff;color:#1f1a17;font:16px/1.5 system-ui,sans-serif;' +
        'box-shadow:0 12px 40px rgba(0,0,0,0.35);outline:none;',
    });
    dialog.appendChild(
      el(
        'h2',
        { id: `sandbox-checkout-title-${n}`, style: 'margin:0 0 4px;font-size:20px;' },
        o.name || 'Checkout',
      ),
    );
    if (o.description) dialog.appendChild(el('p', { style: 'margin:0;color:#5c534d;' }, o.description));
    dialog.appendChild(
      el(
        'p',
        { 'data-testid': 'sandbox-amount', style: 'margin:12px 0 0;font-size:28px;font-weight:700;' },
        rupees(o.amount, o.currency),
      ),
    );
    const who = o.prefill
      ? [o.prefill.name, o.prefill.email, o.prefill.contact].filter(Boolean).join(' · ')
      : '';
    if (who)
      dialog.appendChild(
        el('p', { style: 'margin:4px 0 0;color:#5c534d;font-size:14px;' }, `Paying as ${who}`),
      );
    dialog.appendChild(
      el(
        'p',
        {
          id: `sandbox-checkout-note-${n}`,
          style:
            'margin:12px 0 8px;padding:8px 10px;border-radius:6px;background:#fff4d6;color:#5a4300;font-size:14px;',
        },
        'Sandbox payment — no money moves',
      ),
    );
    const status = el('p', {
      role: 'status',
      'aria-live': 'polite',
      style: 'margin:8px 0 0;min-height:1.5em;font-size:14px;',
    });

    const button = (testId: string, style: string, text: string) =>
      el(
        'button',
        { type: 'button', 'data-testid': testId, style: BUTTON + style },
        text,
      ) as HTMLButtonElement;
    const pay = button('sandbox-pay-success', `border:0;color:#fff;background:${theme};`, 'Pay successfully');
    const fail = button(
      'sandbox-pay-failure',
      'border:1px solid #b3261e;color:#b3261e;background:#fff;',
      'Fail payment',
    );
    const close = button('sandbox-close', 'border:1px solid #8a817c;color:#1f1a17;background:#fff;', 'Close');
    for (const node of [pay, fail, close, status]) dialog.appendChild(node);
    overlay.appendChild(dialog);

    let busy = false;
    const setBusy = (value: boolean, message?: string) => {
      busy = value;
      for (const b of [pay, fail, close]) b.disabled = value;
      status.style.color = '#1f1a17';
      status.textContent = message || '';
    };
    const showError = (message: string) => {
      setBusy(false, message);
      status.style.color = '#b3261e';
      pay.focus();
    };

    const submit = (outcome: 'success' | 'failure') => {
      if (busy) return;
      setBusy(true, outcome === 'success' ? 'Processing payment…' : 'Failing payment…');
      fetch(ENDPOINT, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ razorpay_order_id: o.order_id, outcome }),
      })
        .then((response) =>
          response
            .json()
            .catch(() => ({}))
            .then((body: SandboxAnswer) => ({ ok: response.ok, body })),
        )
        .then(
          (answer) => {
            if (!answer.ok)
              return showError(answer.body.message || 'The sandbox could not take this payment.');
            this.close();
            if (answer.body.error) {
              for (const callback of this.listeners['payment.failed'] ?? []) callback(answer.body);
            } else if (typeof o.handler === 'function') {
              o.handler(answer.body);
            }
          },
          () => showError('Could not reach the sandbox. Please try again.'),
        );
    };

    const dismiss = () => {
      if (busy) return;
      this.close();
      if (typeof o.modal?.ondismiss === 'function') o.modal.ondismiss();
    };

    const onKeydown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        dismiss();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = dialog.querySelectorAll<HTMLElement>(FOCUSABLE);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const active = document.activeElement;
      const inside = dialog.contains(active);
      if (event.shiftKey && (!inside || active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that escapes the dialog (a click on the page behind, a screen reader's jump) is brought back.
    const onFocusin = (event: FocusEvent) => {
      if (!dialog.contains(event.target as Node | null)) (pay.disabled ? dialog : pay).focus();
    };

    pay.addEventListener('click', () => submit('success'));
    fail.addEventListener('click', () => submit('failure'));
    close.addEventListener('click', dismiss);
    document.addEventListener('keydown', onKeydown, true);
    document.addEventListener('focusin', onFocusin, true);

    const returnFocus = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.body.appendChild(overlay);
    pay.focus();

    this.view = {
      remove: () => {
        document.removeEventListener('keydown', onKeydown, true);
        document.removeEventListener('focusin', onFocusin, true);
        overlay.remove();
        document.body.style.overflow = overflow;
        if (returnFocus?.isConnected && typeof returnFocus.focus === 'function') returnFocus.focus();
      },
    };
    return this;
  }

  close(): this {
    if (!this.view) return this;
    const view = this.view;
    this.view = null;
    view.remove();
    return this;
  }
}

/** Checkout's constructor, callable with or without `new` as Razorpay's own is. */
function Razorpay(options: CheckoutOptions): Checkout {
  return new Checkout(options);
}
Razorpay.prototype = Checkout.prototype;

(window as unknown as { Razorpay: typeof Razorpay }).Razorpay = Razorpay;
