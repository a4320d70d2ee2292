// The demo chat shows new bot messages as they arrive: it asks for the newest message id every
// couple of seconds and reloads when there is a newer one (the server renders the messages).
(function () {
  'use strict';
  const chat = document.getElementById('chat');
  if (!chat) return;
  const shown = Number(chat.dataset.latest || 0);
  const last = chat.lastElementChild;
  // A reload would otherwise put the reader back where they were, above the messages that just came.
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  if (last && window.location.hash !== '#top') last.scrollIntoView({ block: 'end' });
  window.reloadWhenChanged('/demo/chat/latest', (answer) => answer.latest > shown, {
    delay: 1500,
    factor: 1.2,
    maxDelay: 10000,
    init: { credentials: 'same-origin' },
  });
})();
