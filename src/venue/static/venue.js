// SPDX-License-Identifier: GPL-3.0-or-later
//
// The only script of the venue pages; they work without it. It counts the
// round timer down on the phone (the server sends the time left only when
// the timer changes) and reloads the page when the event changes.
'use strict';

(function () {
  const version = document.body.dataset.version;
  const timer = document.getElementById('timer');
  let end = 0;
  let left = 0;
  let running = false;

  function format(seconds) {
    const h = Math.floor(seconds / 3600);
    const m = Math.floor(seconds / 60) % 60;
    const s = String(seconds % 60).padStart(2, '0');
    return h > 0 ? h + ':' + String(m).padStart(2, '0') + ':' + s : m + ':' + s;
  }

  function show() {
    if (running)
      left = Math.max(0, Math.ceil((end - performance.now()) / 1000));
    timer.querySelector('.clock').textContent = format(left);
    timer.classList.toggle('stopped', !running);
    timer.classList.toggle('over', left === 0);
  }

  function set(state) {
    running = state.running && state.remaining_ms > 0;
    left = Math.ceil(state.remaining_ms / 1000);
    end = performance.now() + state.remaining_ms;
    timer.hidden = state.duration === 0;
    show();
  }

  if (timer) {
    set({
      duration: Number(timer.dataset.duration),
      remaining_ms: Number(timer.dataset.remainingMs),
      running: timer.dataset.running === 'true',
    });
    setInterval(show, 250);
  }

  if ('EventSource' in window) {
    const live = new EventSource('/events');
    live.addEventListener('version', function (e) {
      if (e.data !== version)
        location.reload();
    });
    if (timer)
      live.addEventListener('timer', function (e) { set(JSON.parse(e.data)); });
  }
})();
