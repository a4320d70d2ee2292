// The thank-you page follows its order: it asks GET /api/orders/{id} every few seconds and reloads
// when the status moves, so the server renders the right buttons (see reload-when-changed.js).
(function () {
  'use strict';
  const card = document.getElementById('order');
  if (!card) return;
  const shown = card.dataset.status;
  window.reloadWhenChanged('/api/orders/' + encodeURIComponent(card.dataset.orderId), (order) => Boolean(order.status) && order.status !== shown);
})();
