/* names.c — benchmark of importing a player list
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-names [COUNT...]
 *
 * For each count (default 1000 4000 16000 64000) builds a list of distinct
 * names (accented, in both normal forms, so normalisation has work to do),
 * parses it and imports it into an empty event, as `players import` does,
 * and times the import. Prints one Markdown row per count; exits non-zero
 * when 16,000 names or fewer take longer than 1 s, or when the time per name
 * grows more than fourfold from the smallest count to the largest (a sign
 * of quadratic work).
 */
#define G_LOG_DOMAIN "bench-names"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "tav-event.h"
#include "tav-player-list.h"

static double
cpu_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* Distinct names such as "Andrè Bianchi 17"; every other one spelled with
 * a combining accent (NFD). */
static GString *
make_list (guint n)
{
  static const char * const first[] = { "André", "Andre\xcc\x81", "Zoë", "Zoe\xcc\x88", "Niccolò", "Ştefan" };
  static const char * const last[] = { "Bianchi", "Conti", "Ferri", "Müller", "Ørsted", "Łukasz" };
  GString *list = g_string_new ("name,club\n");

  for (guint i = 0; i < n; i++)
    g_string_append_printf (list, "%s %s %u,Club %u\n", first[i % G_N_ELEMENTS (first) / 2 * 2 + (i & 1)],
                            last[(i / 2) % G_N_ELEMENTS (last)], i, i % 40);
  return list;
}

int
main (int   argc,
      char *argv[])
{
  static const guint defaults[] = { 1000, 4000, 16000, 64000 };
  g_autoptr(GArray) counts = g_array_new (FALSE, FALSE, sizeof (guint));
  double first_per_name = 0;
  gboolean ok = TRUE;

  for (int i = 1; i < argc; i++)
    {
      guint n = (guint) strtoul (argv[i], NULL, 10);

      g_array_append_val (counts, n);
    }
  if (counts->len == 0)
    g_array_append_vals (counts, defaults, G_N_ELEMENTS (defaults));

  printf ("| names | parse ms | import ms | µs per name | target |\n|---:|---:|---:|---:|---|\n");
  for (guint c = 0; c < counts->len; c++)
    {
      guint n = g_array_index (counts, guint, c);
      g_autoptr(GString) list = make_list (n);
      g_autoptr(TavEvent) event = tav_event_new ("bang-2011", "Bench");
      g_autoptr(GPtrArray) rows = NULL;
      g_autoptr(GError) error = NULL;
      double t0, t1, t2, per_name;
      gboolean row_ok;

      t0 = cpu_seconds ();
      rows = tav_player_list_parse (list->str, list->len, TRUE, &error);
      if (rows == NULL)
        g_error ("%s", error->message);
      t1 = cpu_seconds ();
      if (!tav_event_import_players (event, rows, &error))
        g_error ("%s", error->message);
      t2 = cpu_seconds ();
      if (tav_event_get_n_players (event) != n)
        g_error ("%u names imported, expected %u", tav_event_get_n_players (event), n);

      per_name = (t2 - t0) / n * 1e6;
      if (c == 0)
        first_per_name = per_name;
      row_ok = (n > 16000 || t2 - t0 < 1.0) && per_name < 4 * first_per_name + 1;
      ok = ok && row_ok;
      printf ("| %u | %.0f | %.0f | %.1f | %s |\n", n, (t1 - t0) * 1e3, (t2 - t1) * 1e3,
              per_name, row_ok ? "ok" : "MISSED");
    }
  return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
