// The thank-you page follows its order: it asks GET /api/orders/{id} every few seconds and reloads
// when the status moves, so the server renders the right buttons. It slows down after a while.
(function () {
  'use strict';
  const card = document.getElementById('order');
  if (!card) return;
  const id = card.dataset.orderId;
  const shown = card.dataset.status;
  let delay = 2000;
  async function check() {
    try {
      const res = await fetch('/api/orders/' + encodeURIComponent(id), { headers: { accept: 'application/json' }, cache: 'no-store' });
      if (res.ok) {
        const body = await res.json();
        if (body.status && body.status !== shown) {
          window.location.reload();
          return;
        }
      }
    } catch (e) {
      // Offline for a moment: try again later.
    }
    delay = Math.min(delay * 1.25, 15000);
    setTimeout(check, delay);
  }
  setTimeout(check, delay);
})();
