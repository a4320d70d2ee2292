// "Log in through the bot": while the visitor confirms in the bot, this page asks the server every
// two seconds whether the login went through, and opens the profile (or the page that sent the
// visitor here) when it did.
(function () {
  'use strict';
  const panel = document.getElementById('bot-login-wait');
  if (!panel) return;
  const status = document.getElementById('bot-login-status');
  const url = panel.dataset.poll;
  const started = Date.now();
  async function poll() {
    try {
      const res = await fetch(url, { method: 'POST', headers: { accept: 'application/json' }, credentials: 'same-origin' });
      const body = await res.json();
      if (body.status === 'ok') {
        // `next`: the application's sign-in request that sent the visitor here.
        status.textContent = body.next ? 'Confirmed. Back to the application…' : 'Confirmed. Opening your readings…';
        window.location.assign(body.next || '/profile');
        return;
      }
      if (body.status === 'expired') {
        status.textContent = 'This login link has expired or was used. Please start again.';
        return;
      }
    } catch (e) {
      // A failed poll is retried.
    }
    if (Date.now() - started < 10 * 60 * 1000) setTimeout(poll, 2000);
    else status.textContent = 'The login link has expired. Please start again.';
  }
  setTimeout(poll, 2000);
})();
