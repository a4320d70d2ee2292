// "Log in through the bot": while the visitor confirms in the bot, this page asks the server every
// two seconds whether the login went through, and opens the profile (or the page that sent the
// visitor here) when it did. What it says comes from the panel's data attributes, in the page's language.
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
        status.textContent = body.next ? panel.dataset.confirmedNext : panel.dataset.confirmed;
        window.location.assign(body.next || '/profile');
        return;
      }
      if (body.status === 'expired') {
        status.textContent = panel.dataset.used;
        return;
      }
    } catch (e) {
      // A failed poll is retried.
    }
    if (Date.now() - started < 10 * 60 * 1000) setTimeout(poll, 2000);
    else status.textContent = panel.dataset.expired;
  }
  setTimeout(poll, 2000);
})();
