// For the pages that follow something on the server: ask `url` now and then, more slowly as time
// goes on, and reload once `changed(answer)` says the server has moved on (it renders the new state).
window.reloadWhenChanged = function (url, changed, options) {
  'use strict';
  const o = Object.assign({ delay: 2000, factor: 1.25, maxDelay: 15000, init: {} }, options);
  let delay = o.delay;
  async function check() {
    try {
      const res = await fetch(url, Object.assign({ headers: { accept: 'application/json' }, cache: 'no-store' }, o.init));
      if (res.ok && changed(await res.json())) {
        window.location.reload();
        return;
      }
    } catch (e) {
      // Offline for a moment: try again later.
    }
    delay = Math.min(delay * o.factor, o.maxDelay);
    setTimeout(check, delay);
  }
  setTimeout(check, delay);
};
