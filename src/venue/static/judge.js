// SPDX-License-Identifier: GPL-3.0-or-later
//
// The judge's console; it works without this. The script filters the
// tables as the judge types, counts each table's clock down, reloads the
// page when the event changes (unless a form is being filled in), and
// replaces the page when the judge's code is revoked.
'use strict';

(function () {
  const body = document.body;
  const code = body.dataset.code;
  let editing = false;

  function fold(text) {
    return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  }

  const filter = document.getElementById('judge-filter');
  if (filter) {
    const rows = document.querySelectorAll('ul.judge-tables li');
    const apply = function () {
      const wanted = fold(filter.value.trim());
      rows.forEach(function (row) {
        const key = fold(row.dataset.filter);
        row.hidden = wanted !== '' && key.split(' ')[0] !== wanted && key.indexOf(wanted) < 0;
      });
    };
    filter.addEventListener('input', apply);
  }

  function format(seconds) {
    const h = Math.floor(seconds / 3600);
    const m = Math.floor(seconds / 60) % 60;
    const s = String(seconds % 60).padStart(2, '0');
    return h > 0 ? h + ':' + String(m).padStart(2, '0') + ':' + s : m + ':' + s;
  }

  const started = performance.now();
  const clocks = document.querySelectorAll('.clock[data-remaining-ms]');
  function tick() {
    clocks.forEach(function (clock) {
      let ms = Number(clock.dataset.remainingMs);
      if (clock.dataset.running === 'true')
        ms -= performance.now() - started;
      const left = Math.max(0, Math.ceil(ms / 1000));
      clock.textContent = format(left);
      clock.classList.toggle('over', left === 0);
    });
  }
  if (clocks.length)
    setInterval(tick, 250);

  document.querySelectorAll('form[method="post"]').forEach(function (form) {
    form.addEventListener('input', function () { editing = true; });
  });

  function revoked() {
    const main = document.querySelector('main');
    const p = document.createElement('p');
    p.className = 'revoked';
    p.setAttribute('role', 'alert');
    p.textContent = body.dataset.revoked;
    main.replaceChildren(p);
  }

  // From the page's own address: a page that answered a form must not
  // send that form again, as reload() would.
  function refresh() {
    location.replace(body.dataset.here || location.href);
  }

  if (code && 'EventSource' in window) {
    // An event of a hall has its stream under its own prefix (/e/SLUG/).
    const place = location.pathname.match(/^\/e\/[a-z0-9-]+(?=\/)/);
    const live = new EventSource((place ? place[0] : '') + '/judge/events?code=' +
                                 encodeURIComponent(code));
    let timers = 0;
    live.addEventListener('version', function (e) {
      if (e.data !== body.dataset.version && !editing)
        refresh();
    });
    // The first is the timer the page was made with.
    live.addEventListener('timer', function () {
      if (timers++ > 0 && !editing)
        refresh();
    });
    live.addEventListener('revoked', function () {
      live.close();
      revoked();
    });
  }
})();
