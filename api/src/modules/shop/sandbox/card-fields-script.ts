/**
 * The card processor's hosted card-field script, as the sandbox serves it (GET /sandbox/goat/v1/card-fields.js).
 * It exposes window.GoatPay (docs/payments.md): mount() renders labelled card inputs and tokenize() sends them to
 * the processor's /tokens endpoint (never to /api); googlePay() / applePay() play the wallet sheets; every path
 * answers a single-use token `tok_<32 hex>`.
 */
export function cardFieldsScript(tokensUrl: string): string {
  return `(function () {
  'use strict';
  if (window.GoatPay) return;
  var TOKENS_URL = ${JSON.stringify(tokensUrl)};
  var seq = 0;
  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === 'text') node.textContent = attrs[k];
      else if (k === 'style') node.style.cssText = attrs[k];
      else node.setAttribute(k, attrs[k]);
    });
    (children || []).forEach(function (c) { node.appendChild(c); });
    return node;
  }
  function fail(code, message) { var e = new Error(message); e.code = code; return e; }
  function post(body) {
    return fetch(TOKENS_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit'
    }).then(function (res) {
      return res.json().then(function (json) {
        if (!res.ok) throw fail(json.code || 'invalid_card', json.message || 'Card details are not valid');
        return { token: json.token, brand: json.brand, last4: json.last4 };
      });
    }, function () { throw fail('network', 'Payment system not available'); });
  }
  var inputStyle = 'display:block;width:100%;box-sizing:border-box;min-height:44px;padding:10px 12px;margin:4px 0 12px;border:1px solid #94a3b8;border-radius:8px;font:inherit;background:#fff;color:#0f172a';
  function field(id, label, attrs) {
    var input = el('input', Object.assign({ id: id, name: id, style: inputStyle, autocomplete: 'off', spellcheck: 'false' }, attrs));
    return { input: input, node: el('label', { for: id, style: 'display:block;font-size:14px' }, [document.createTextNode(label), input]) };
  }
  function mount(container, options) {
    if (!container) throw fail('mount', 'No container for the card fields');
    options = options || {};
    var n = ++seq;
    var number = field('goat-card-number-' + n, 'Card number', { inputmode: 'numeric', autocomplete: 'cc-number', placeholder: '4242 4242 4242 4242', maxlength: '23' });
    var expiry = field('goat-card-expiry-' + n, 'Expiry (MM/YY)', { inputmode: 'numeric', autocomplete: 'cc-exp', placeholder: 'MM/YY', maxlength: '7' });
    var cvc = field('goat-card-cvc-' + n, 'CVC', { inputmode: 'numeric', autocomplete: 'cc-csc', placeholder: '123', maxlength: '4' });
    var name = field('goat-card-name-' + n, 'Name on card', { autocomplete: 'cc-name' });
    var root = el('div', { 'data-goat-fields': 'v1' }, [number.node, expiry.node].concat(options.showCvv === false ? [] : [cvc.node]).concat([name.node]));
    container.appendChild(root);
    var listeners = [];
    function state() {
      var digits = number.input.value.replace(/\\D/g, '');
      return { complete: digits.length >= 13 && /^\\d{2}\\s*\\/\\s*\\d{2,4}$/.test(expiry.input.value) && (options.showCvv === false || /^\\d{3,4}$/.test(cvc.input.value)) };
    }
    [number.input, expiry.input, cvc.input, name.input].forEach(function (i) {
      i.addEventListener('input', function () { var s = state(); listeners.forEach(function (l) { l(s); }); });
    });
    return {
      on: function (event, cb) { if (event === 'change') listeners.push(cb); },
      tokenize: function () {
        var exp = expiry.input.value.split('/').map(function (p) { return p.trim(); });
        return post({
          publicKey: options.publicKey,
          card: {
            number: number.input.value.replace(/\\D/g, ''),
            exp_month: Number(exp[0]),
            exp_year: Number(exp[1]),
            cvc: cvc.input.value.trim(),
            name: name.input.value.trim()
          }
        });
      },
      clear: function () { [number, expiry, cvc, name].forEach(function (f) { f.input.value = ''; }); },
      destroy: function () { if (root.parentNode) root.parentNode.removeChild(root); }
    };
  }
  function sheet(kind, options) {
    options = options || {};
    var title = kind === 'google_pay' ? 'Google Pay (sandbox)' : 'Apple Pay (sandbox)';
    return new Promise(function (resolve, reject) {
      var opener = document.activeElement;
      var backdrop = el('div', { style: 'position:fixed;inset:0;background:rgba(15,23,42,.6);z-index:2147483647;display:flex;align-items:flex-end;justify-content:center' });
      var amount = ((options.amountCents || 0) / 100).toFixed(2);
      var heading = el('h2', { id: 'goat-sheet-title', text: title, style: 'margin:0 0 8px;font-size:18px' });
      var summary = el('p', { text: 'Pay $' + amount + ' ' + (options.currency || 'USD') + ' with the sandbox test card ending 4242', style: 'margin:0 0 16px' });
      var btn = 'min-height:44px;min-width:44px;padding:10px 16px;margin:4px;border-radius:8px;border:1px solid #0f172a;font:inherit;cursor:pointer';
      var pay = el('button', { type: 'button', text: 'Pay', style: btn + ';background:#0f172a;color:#fff' });
      var decline = el('button', { type: 'button', text: 'Decline card', style: btn + ';background:#fff;color:#0f172a' });
      var cancel = el('button', { type: 'button', text: 'Cancel', style: btn + ';background:#fff;color:#0f172a' });
      var dialog = el('div', { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'goat-sheet-title', 'data-goat-sheet': kind, style: 'background:#fff;color:#0f172a;width:100%;max-width:420px;padding:20px;border-radius:16px 16px 0 0;box-sizing:border-box;font-family:system-ui,sans-serif' }, [heading, summary, el('div', {}, [pay, decline, cancel])]);
      backdrop.appendChild(dialog);
      function close() { if (backdrop.parentNode) backdrop.parentNode.removeChild(backdrop); document.removeEventListener('keydown', onKey, true); if (opener && opener.focus) opener.focus(); }
      function onKey(e) { if (e.key === 'Escape') { close(); reject(fail('cancelled', title + ' was closed')); } }
      document.addEventListener('keydown', onKey, true);
      cancel.addEventListener('click', function () { close(); reject(fail('cancelled', title + ' was closed')); });
      decline.addEventListener('click', function () { close(); post({ publicKey: options.publicKey, wallet: kind, outcome: 'decline' }).then(resolve, reject); });
      pay.addEventListener('click', function () { close(); post({ publicKey: options.publicKey, wallet: kind, outcome: 'approve' }).then(resolve, reject); });
      document.body.appendChild(backdrop);
      pay.focus();
    });
  }
  function googlePayCheck(options) {
    var countries = (options && options.shippingCountries) || ['US', 'CA'];
    var bad = countries.filter(function (c) { return c !== 'US' && c !== 'CA'; });
    if (!countries.length) return { available: false, reason: 'no shipping country' };
    if (bad.length) return { available: false, reason: 'shipping to ' + bad.join(', ') + ' is not supported' };
    return { available: true };
  }
  window.GoatPay = {
    version: '1.0.0-sandbox',
    sandbox: true,
    mount: mount,
    isGooglePayAvailable: function (options) { return Promise.resolve(googlePayCheck(options)); },
    isApplePayAvailable: function () { return Promise.resolve({ available: true }); },
    googlePay: function (options) {
      var check = googlePayCheck(options);
      if (!check.available) return Promise.reject(fail('unavailable', check.reason));
      return sheet('google_pay', options);
    },
    applePay: function (options) { return sheet('apple_pay', options); }
  };
})();
`;
}
