/**
 * The sandbox's stand-in for Razorpay's checkout.js, served at /api/sandbox/checkout.js. It defines
 * `window.Razorpay` with Checkout's interface (`new Razorpay(options)`, `.open()`, `.close()`,
 * `.on('payment.failed', cb)`) and shows an accessible dialog whose buttons pay or fail the order through
 * POST /api/sandbox/payments. Plain browser JavaScript kept as text: it is served, never run by the API.
 * No eval, no inline scripts (the page's CSP forbids them); element styles are allowed. The text must
 * hold no backtick, no dollar-brace and no backslash: it sits in a template literal.
 */
export const SANDBOX_CHECKOUT_SCRIPT = `(function () {
  'use strict';
  var ENDPOINT = '/api/sandbox/payments';
  var FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';
  var opened = 0;

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (name) { node.setAttribute(name, attrs[name]); });
    if (text) node.textContent = text;
    return node;
  }

  function rupees(paise, currency) {
    var amount = (Number(paise) || 0) / 100;
    return new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency || 'INR' }).format(amount);
  }

  var BUTTON = 'display:block;width:100%;margin-top:10px;padding:12px 16px;border-radius:6px;font:inherit;' +
    'font-weight:600;cursor:pointer;';

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key) throw new Error('Razorpay: options.key is required');
    this.options = options;
    this.listeners = {};
    this.view = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.open = function () {
    if (this.view) return this;
    var self = this;
    var o = this.options;
    var n = ++opened;
    var theme = (o.theme && o.theme.color) || '#7a1f2b';

    var overlay = el('div', { 'data-testid': 'sandbox-checkout', style: 'position:fixed;inset:0;z-index:2147483000;' +
      'display:flex;align-items:center;justify-content:center;padding:16px;background:rgba(20,12,8,0.6);' });
    var dialog = el('div', {
      role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'sandbox-checkout-title-' + n,
      'aria-describedby': 'sandbox-checkout-note-' + n, tabindex: '-1',
      style: 'width:100%;max-width:380px;max-height:100%;overflow:auto;box-sizing:border-box;padding:24px;' +
        'border-radius:10px;background:#fff;color:#1f1a17;font:16px/1.5 system-ui,sans-serif;' +
        'box-shadow:0 12px 40px rgba(0,0,0,0.35);outline:none;'
    });
    dialog.appendChild(el('h2', { id: 'sandbox-checkout-title-' + n, style: 'margin:0 0 4px;font-size:20px;' },
      o.name || 'Checkout'));
    if (o.description) dialog.appendChild(el('p', { style: 'margin:0;color:#5c534d;' }, o.description));
    dialog.appendChild(el('p', { 'data-testid': 'sandbox-amount', style: 'margin:12px 0 0;font-size:28px;font-weight:700;' },
      rupees(o.amount, o.currency)));
    var who = o.prefill ? [o.prefill.name, o.prefill.email, o.prefill.contact].filter(Boolean).join(' · ') : '';
    if (who) dialog.appendChild(el('p', { style: 'margin:4px 0 0;color:#5c534d;font-size:14px;' }, 'Paying as ' + who));
    dialog.appendChild(el('p', { id: 'sandbox-checkout-note-' + n, style: 'margin:12px 0 8px;padding:8px 10px;' +
      'border-radius:6px;background:#fff4d6;color:#5a4300;font-size:14px;' }, 'Sandbox payment — no money moves'));
    var status = el('p', { role: 'status', 'aria-live': 'polite', style: 'margin:8px 0 0;min-height:1.5em;font-size:14px;' });

    var pay = el('button', { type: 'button', 'data-testid': 'sandbox-pay-success',
      style: BUTTON + 'border:0;color:#fff;background:' + theme + ';' }, 'Pay successfully');
    var fail = el('button', { type: 'button', 'data-testid': 'sandbox-pay-failure',
      style: BUTTON + 'border:1px solid #b3261e;color:#b3261e;background:#fff;' }, 'Fail payment');
    var close = el('button', { type: 'button', 'data-testid': 'sandbox-close',
      style: BUTTON + 'border:1px solid #8a817c;color:#1f1a17;background:#fff;' }, 'Close');
    [pay, fail, close, status].forEach(function (node) { dialog.appendChild(node); });
    overlay.appendChild(dialog);

    var busy = false;
    function setBusy(value, message) {
      busy = value;
      [pay, fail, close].forEach(function (button) { button.disabled = value; });
      status.style.color = '#1f1a17';
      status.textContent = message || '';
    }
    function showError(message) {
      setBusy(false, message);
      status.style.color = '#b3261e';
      pay.focus();
    }

    function submit(outcome) {
      if (busy) return;
      setBusy(true, outcome === 'success' ? 'Processing payment…' : 'Failing payment…');
      fetch(ENDPOINT, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ razorpay_order_id: o.order_id, outcome: outcome })
      }).then(function (response) {
        return response.json().catch(function () { return {}; }).then(function (body) {
          return { ok: response.ok, body: body };
        });
      }).then(function (answer) {
        if (!answer.ok) return showError(answer.body.message || 'The sandbox could not take this payment.');
        self.close();
        if (answer.body.error) {
          (self.listeners['payment.failed'] || []).forEach(function (callback) { callback(answer.body); });
        } else if (typeof o.handler === 'function') {
          o.handler(answer.body);
        }
      }, function () {
        showError('Could not reach the sandbox. Please try again.');
      });
    }

    function dismiss() {
      if (busy) return;
      self.close();
      if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
    }

    function onKeydown(event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        dismiss();
        return;
      }
      if (event.key !== 'Tab') return;
      var items = dialog.querySelectorAll(FOCUSABLE);
      if (!items.length) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      var first = items[0];
      var last = items[items.length - 1];
      var inside = dialog.contains(document.activeElement);
      if (event.shiftKey && (!inside || document.activeElement === first || document.activeElement === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
        event.preventDefault();
        first.focus();
      }
    }
    // Focus that escapes the dialog (a click on the page behind, a screen reader's jump) is brought back.
    function onFocusin(event) {
      if (!dialog.contains(event.target)) (pay.disabled ? dialog : pay).focus();
    }

    pay.addEventListener('click', function () { submit('success'); });
    fail.addEventListener('click', function () { submit('failure'); });
    close.addEventListener('click', dismiss);
    document.addEventListener('keydown', onKeydown, true);
    document.addEventListener('focusin', onFocusin, true);

    var returnFocus = document.activeElement;
    var overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.body.appendChild(overlay);
    pay.focus();

    this.view = {
      remove: function () {
        document.removeEventListener('keydown', onKeydown, true);
        document.removeEventListener('focusin', onFocusin, true);
        overlay.remove();
        document.body.style.overflow = overflow;
        if (returnFocus && returnFocus.isConnected && typeof returnFocus.focus === 'function') returnFocus.focus();
      }
    };
    return this;
  };

  Razorpay.prototype.close = function () {
    if (!this.view) return this;
    var view = this.view;
    this.view = null;
    view.remove();
    return this;
  };

  window.Razorpay = Razorpay;
})();
`;
