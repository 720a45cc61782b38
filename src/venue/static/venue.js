// SPDX-License-Identifier: GPL-3.0-or-later
//
// The only script of the venue pages; they work without it. It counts the
// round timer and the tables' own clocks down on the phone (the server
// sends the time left only when the timer changes, and a table's
// extensions when a judge adds one) and reloads the page when the event
// changes. A table's form is never reloaded under the thumb: only its
// clock moves.
'use strict';

(function () {
  const body = document.body.dataset;
  const clocks = Array.from(document.querySelectorAll('.timer'));
  const waiting = body.wait === 'release';
  let first = null;

  function format(seconds) {
    const h = Math.floor(seconds / 3600);
    const m = Math.floor(seconds / 60) % 60;
    const s = String(seconds % 60).padStart(2, '0');
    return h > 0 ? h + ':' + String(m).padStart(2, '0') + ':' + s : m + ':' + s;
  }

  // Each clock: the round timer, or a table's (the round timer and its
  // extensions, run on from when the round timer ran out).
  function show(clock) {
    const c = clock.state;
    if (c.running)
      c.left = Math.max(0, Math.ceil((c.end - performance.now()) / 1000));
    clock.querySelector('.clock').textContent = format(c.left);
    clock.classList.toggle('stopped', !c.running);
    clock.classList.toggle('over', c.left === 0);
  }

  // @state: the round timer's, or (@own) this clock's own figures.
  function set(clock, state, own) {
    const extra = own ? 0 : Number(clock.dataset.extraMs || 0);
    const remaining = state.remaining_ms - (state.over_ms || 0) + extra;
    const started = state.running || state.over_ms !== undefined;
    clock.state = {
      running: started && remaining > 0,
      left: Math.ceil(Math.max(0, remaining) / 1000),
      end: performance.now() + remaining,
    };
    clock.hidden = state.duration === 0;
    show(clock);
  }

  // A judge's extension: the table's clock moves by the minutes added,
  // and says so in the words the page was made with.
  function extend(clock, minutes, count) {
    const c = clock.state;
    const delta = minutes * 60000 - Number(clock.dataset.extraMs || 0);
    const label = clock.querySelector('.extension');
    if (delta === 0)
      return;
    clock.dataset.extraMs = String(minutes * 60000);
    c.end += delta;
    c.left = Math.max(0, c.left + Math.round(delta / 1000));
    if (c.left > 0 && !c.running && c.end > performance.now() && clock.dataset.started === 'true')
      c.running = true;
    label.hidden = minutes === 0;
    label.querySelector('.minutes').textContent = label.dataset.minutes.replace('%u', minutes);
    label.querySelector('.count').textContent = label.dataset.count.replace('%u', count);
    show(clock);
  }

  clocks.forEach(function (clock) {
    clock.state = { running: false, left: 0, end: 0 };
    // The figure in the page is already the table's own.
    set(clock, {
      duration: Number(clock.dataset.duration),
      remaining_ms: Number(clock.dataset.remainingMs),
      running: clock.dataset.running === 'true',
    }, true);
  });
  if (clocks.length > 0)
    setInterval(function () { clocks.forEach(show); }, 250);

  // The venue's list of events has no stream of its own: it is read
  // again every minute, unless the reader is typing a name.
  if (body.hall === 'true') {
    setInterval(function () {
      const q = document.getElementById('q');
      if (q === null || (document.activeElement !== q && q.value === ''))
        location.reload();
    }, 60000);
    return;
  }

  if ('EventSource' in window) {
    // An event of a hall has its stream under its own prefix (/e/SLUG/).
    const place = location.pathname.match(/^\/e\/[a-z0-9-]+(?=\/)/);
    const live = new EventSource((place ? place[0] : '') + '/events');
    live.addEventListener('version', function (e) {
      if (body.version !== undefined ? e.data !== body.version
                                     : waiting && first !== null && e.data !== first)
        location.reload();
      if (first === null)
        first = e.data;
    });
    live.addEventListener('timer', function (e) {
      const state = JSON.parse(e.data);
      clocks.forEach(function (clock) {
        clock.dataset.started = String(state.running || state.over_ms !== undefined);
        set(clock, state, false);
      });
    });
    live.addEventListener('clocks', function (e) {
      const news = JSON.parse(e.data);
      if (news.stage !== body.stage || String(news.round) !== body.round)
        return;
      clocks.forEach(function (clock) {
        if (clock.dataset.table !== undefined)
          extend(clock, news.tables[clock.dataset.table] || 0, news.counts[clock.dataset.table] || 0);
      });
    });
  }
})();
