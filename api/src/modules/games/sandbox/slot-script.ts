/**
 * The sandbox platform's page script (served as /sandbox/game-platform/slot.js: the CSP forbids inline script).
 * Modes: play (sign in, set a new password at first sign-in, spin or autoplay a number of spins, rotate seed) and verify (recomputes a round in
 * the browser from the revealed server seed: SHA-256 must match the committed hash, HMAC-SHA256 gives the stops).
 */
export const SLOT_SCRIPT = String.raw`(function () {
  var app = document.getElementById('app');
  var base = app.getAttribute('data-base');
  var mode = app.getAttribute('data-mode');
  function h(tag, attrs, children) {
    var el = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === 'text') el.textContent = attrs[k]; else el.setAttribute(k, attrs[k]);
    });
    (children || []).forEach(function (c) { if (c) el.appendChild(c); });
    return el;
  }
  function field(id, label, type, extra) {
    var input = h('input', Object.assign({ id: id, name: id, type: type || 'text' }, extra || {}));
    return [h('label', { for: id, text: label }), input];
  }
  function api(method, path, body) {
    return fetch(base + path, {
      method: method, credentials: 'same-origin',
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    }).then(function (res) {
      return res.json().catch(function () { return {}; }).then(function (json) {
        if (!res.ok) throw new Error(json.error || json.message || ('Error ' + res.status));
        return json;
      });
    });
  }
  function money(currency, units) {
    return currency === 'SC' ? (units / 100).toFixed(2) + ' SC' : units.toLocaleString('en-US') + ' GC';
  }
  var status = h('p', { role: 'status', 'aria-live': 'polite', id: 'status' });
  function say(text, bad) { status.textContent = text; status.className = bad ? 'err' : 'ok'; }
  function clear() { while (app.children.length > 1) app.removeChild(app.lastChild); }

  function signIn() {
    clear();
    var form = h('form', { class: 'card', 'aria-labelledby': 'signin-title' }, [h('h1', { id: 'signin-title', text: 'Sign in to Lucky Reels' })]
      .concat(field('username', 'Username', 'text', { autocomplete: 'username', required: 'required' }))
      .concat(field('password', 'Password', 'password', { autocomplete: 'current-password', required: 'required' }))
      .concat([h('button', { type: 'submit', text: 'Sign in' }), status]));
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      var password = form.password.value;
      api('POST', '/player/session', { username: form.username.value, password: password })
        .then(function (r) { if (r.mustChangePassword) setPassword(password); else play(); })
        .catch(function (err) { say(err.message, true); });
    });
    app.appendChild(form);
    form.username.focus();
  }

  function setPassword(current) {
    clear();
    var form = h('form', { class: 'card', 'aria-labelledby': 'pw-title' }, [
      h('h1', { id: 'pw-title', text: 'Set a new password' }),
      h('p', { class: 'muted', text: 'This is your first sign-in with the temporary password. Choose your own password (at least 10 characters) to play.' }),
    ].concat(field('newPassword', 'New password', 'password', { autocomplete: 'new-password', required: 'required', minlength: '10' }))
      .concat([h('button', { type: 'submit', text: 'Set password' }), status]));
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      api('POST', '/player/password', { currentPassword: current, newPassword: form.newPassword.value })
        .then(function () { play(); })
        .catch(function (err) { say(err.message, true); });
    });
    app.appendChild(form);
    form.newPassword.focus();
  }

  function play() {
    clear();
    api('GET', '/player/me').then(function (me) {
      if (me.mustChangePassword) return signIn();
      var balance = h('p', { id: 'balance' });
      var reels = h('div', { class: 'reels', 'aria-label': 'Reels' }, [0, 1, 2].map(function (i) { return h('div', { class: 'reel', id: 'reel' + i, text: '?' }); }));
      var currency = h('select', { id: 'currency', name: 'currency' }, [h('option', { value: 'SC', text: 'Sweep Coins (SC)' }), h('option', { value: 'GC', text: 'Gold Coins (GC)' })]);
      var bet = h('input', { id: 'bet', name: 'bet', type: 'number', min: String(me.betLimits.min), max: String(me.betLimits.max), value: '100', inputmode: 'numeric' });
      var spin = h('button', { type: 'button', id: 'spin', text: 'Spin' });
      var autoCount = h('select', { id: 'autoplay-count', name: 'autoplay-count' }, ['10', '50', '100'].map(function (n) { return h('option', { value: n, text: n + ' spins' }); }));
      var auto = h('button', { type: 'button', id: 'autoplay', class: 'secondary', text: 'Autoplay' });
      var wageredLine = h('p', { id: 'wagered' });
      var autoplaying = false;
      var stopAuto = false;
      var fair = h('div', { class: 'card', id: 'fair' });
      var last = h('p', { id: 'last-round' });
      function showBalance() {
        balance.textContent = 'Credits: ' + money('SC', me.balances.SC) + ' · ' + money('GC', me.balances.GC);
        wageredLine.textContent = 'Wagered: ' + money('SC', me.wagered.SC) + ' · ' + money('GC', me.wagered.GC);
      }
      function showFair() {
        fair.textContent = '';
        fair.appendChild(h('h2', { text: 'Provably fair' }));
        fair.appendChild(h('p', { class: 'muted', text: 'Server seed hash (committed before you play):' }));
        fair.appendChild(h('code', { id: 'seed-hash', text: me.serverSeedHash }));
        fair.appendChild(h('p', { text: 'Your seed: ' + me.clientSeed + ' · next nonce: ' + me.nonce }));
        var rotate = h('button', { type: 'button', class: 'secondary', text: 'Rotate seed' });
        rotate.addEventListener('click', function () {
          api('POST', '/player/rotate-seed', {}).then(function (r) {
            say('Old server seed revealed: ' + r.revealed.serverSeed + '. Every round played with it can now be verified.');
            me.serverSeedHash = r.next.serverSeedHash; me.clientSeed = r.next.clientSeed; me.nonce = 0; showFair();
          }).catch(function (err) { say(err.message, true); });
        });
        fair.appendChild(rotate);
        fair.appendChild(h('p', { class: 'muted', text: 'Return to player: ' + (me.rtp * 100).toFixed(2) + '%. Three of a kind pays ' + Object.keys(me.pays).map(function (k) { return k + ' x' + me.pays[k]; }).join(', ') + '; exactly two cherries pay x' + me.twoCherries + '.' }));
      }
      // One round: the reels, balance, wagered total and the link to verify it; rejects with the server's message.
      function spinOnce() {
        return api('POST', '/player/spin', { currency: currency.value, bet: Number(bet.value) }).then(function (r) {
          r.reels.forEach(function (s, i) { document.getElementById('reel' + i).textContent = s; });
          me.balances[r.currency] = r.balance; me.wagered[r.currency] = r.wagered; me.nonce = r.nonce + 1; showBalance(); showFair();
          last.textContent = '';
          last.appendChild(document.createTextNode('Round ' + r.roundId + ' (nonce ' + r.nonce + '). '));
          last.appendChild(h('a', { href: base + '/verify?round=' + r.roundId, text: 'Verify this round' }));
          return r;
        });
      }
      spin.addEventListener('click', function () {
        spin.disabled = true; auto.disabled = true;
        spinOnce().then(function (r) {
          say(r.win > 0 ? 'You won ' + money(r.currency, r.win) + '!' : 'No win this time.');
        }).catch(function (err) { say(err.message, true); }).then(function () { spin.disabled = false; auto.disabled = false; });
      });
      // Autoplay: the chosen number of rounds at the chosen bet, one after another; stops early on Stop or on the
      // server's refusal (not enough credits), and says how it went.
      auto.addEventListener('click', function () {
        if (autoplaying) { stopAuto = true; return; }
        var total = Number(autoCount.value); var done = 0; var won = 0; var cur = currency.value;
        autoplaying = true; stopAuto = false; spin.disabled = true; auto.textContent = 'Stop autoplay';
        say('Autoplay: 0 of ' + total + ' spins');
        function finish(error) {
          autoplaying = false; spin.disabled = false; auto.textContent = 'Autoplay';
          var summary = 'Autoplay finished: ' + done + ' spins, won ' + money(cur, won) + '.';
          say(error ? summary + ' ' + error.message : summary, !!error);
        }
        function next() {
          if (stopAuto || done >= total) return finish();
          spinOnce().then(function (r) {
            done += 1; won += r.win;
            status.textContent = 'Autoplay: ' + done + ' of ' + total + ' spins';
            next();
          }).catch(finish);
        }
        next();
      });
      var signOut = h('button', { type: 'button', class: 'secondary', text: 'Sign out' });
      signOut.addEventListener('click', function () { api('POST', '/player/logout', {}).then(signIn); });
      app.appendChild(h('section', { class: 'card', 'aria-labelledby': 'slot-title' }, [
        h('h1', { id: 'slot-title', text: 'Lucky Reels' }), h('p', { class: 'muted', text: 'Signed in as ' + me.username }),
        balance, wageredLine, reels,
        h('div', { class: 'row' }, [h('div', {}, [h('label', { for: 'currency', text: 'Currency' }), currency]), h('div', {}, [h('label', { for: 'bet', text: 'Bet (GC coins or SC cents)' }), bet])]),
        spin,
        h('div', { class: 'row' }, [h('div', {}, [h('label', { for: 'autoplay-count', text: 'Autoplay spins' }), autoCount]), auto]),
        signOut, status, last,
      ]));
      app.appendChild(fair);
      showBalance(); showFair();
    }).catch(function () { signIn(); });
  }

  function hex(buf) { return Array.prototype.map.call(new Uint8Array(buf), function (b) { return ('0' + b.toString(16)).slice(-2); }).join(''); }
  function verify() {
    clear();
    var params = new URLSearchParams(location.search);
    var form = h('form', { class: 'card', 'aria-labelledby': 'verify-title' }, [h('h1', { id: 'verify-title', text: 'Verify a round' })]
      .concat(field('round', 'Round id', 'text', { value: params.get('round') || '', required: 'required' }))
      .concat([h('button', { type: 'submit', text: 'Verify' }), status]));
    var out = h('div', { class: 'card', id: 'proof' });
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      api('GET', '/player/rounds/' + encodeURIComponent(form.round.value.trim()) + '/verify').then(function (r) {
        out.textContent = '';
        out.appendChild(h('p', { text: 'Committed hash: ' + r.serverSeedHash }));
        out.appendChild(h('p', { text: 'Your seed: ' + r.clientSeed + ' · nonce: ' + r.nonce + ' · stops: ' + r.stops.join(', ') + ' (' + r.reels.join(', ') + ')' }));
        if (!r.serverSeed) { say('The server seed of this round is still in use. Rotate the seed in the game to reveal it, then verify again.', true); return; }
        out.appendChild(h('p', { text: 'Revealed server seed: ' + r.serverSeed }));
        var enc = new TextEncoder();
        return crypto.subtle.digest('SHA-256', enc.encode(r.serverSeed)).then(function (digest) {
          var hashOk = hex(digest) === r.serverSeedHash;
          return crypto.subtle.importKey('raw', enc.encode(r.serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
            .then(function (key) { return crypto.subtle.sign('HMAC', key, enc.encode(r.clientSeed + ':' + r.nonce)); })
            .then(function (mac) {
              var view = new DataView(mac);
              var stops = [0, 1, 2].map(function (i) { return view.getUint32(i * 4) % 32; });
              var stopsOk = stops.every(function (s, i) { return s === r.stops[i]; });
              out.appendChild(h('p', { text: 'Recomputed in your browser: hash ' + (hashOk ? 'matches' : 'DOES NOT match') + ', stops ' + stops.join(', ') + (stopsOk ? ' match' : ' DO NOT match') }));
              say(hashOk && stopsOk ? 'Verified: this round was fair.' : 'Verification failed.', !(hashOk && stopsOk));
            });
        });
      }).catch(function (err) { say(err.message, true); });
    });
    app.appendChild(form);
    app.appendChild(out);
    if (params.get('round')) form.requestSubmit();
  }

  if (mode === 'verify') verify(); else play();
})();`;
