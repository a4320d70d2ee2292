// The demo chat shows new bot messages as they arrive: it asks for the newest message id every
// two seconds and reloads when there is a newer one (the server renders the messages).
(function () {
  'use strict';
  const chat = document.getElementById('chat');
  if (!chat) return;
  const shown = Number(chat.dataset.latest || 0);
  const last = chat.lastElementChild;
  // A reload would otherwise put the reader back where they were, above the messages that just came.
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  if (last && window.location.hash !== '#top') last.scrollIntoView({ block: 'end' });
  let delay = 1500;
  async function poll() {
    try {
      const res = await fetch('/demo/chat/latest', { headers: { accept: 'application/json' }, cache: 'no-store', credentials: 'same-origin' });
      const body = await res.json();
      if (body.latest > shown) {
        window.location.reload();
        return;
      }
    } catch (e) {
      // Try again on the next tick.
    }
    delay = Math.min(delay * 1.2, 10000);
    setTimeout(poll, delay);
  }
  setTimeout(poll, delay);
})();
