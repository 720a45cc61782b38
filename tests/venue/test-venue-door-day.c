/* test-venue-door-day.c — a day's queue at the door, from phones
 *
 * Three events at one address (a BANG! 2007 qualifier, a Catan ranking
 * tournament, a Destiny side event), 40 players each: all 120 check
 * themselves in from phone-sized windows of one headless Chromium
 * (tav-test-phones.h), half in Russian and half in Italian, each at the
 * door of their own event, typing the code as printed, in lower case
 * without the dash, or only their surname. Event by event: a player of
 * one checks in that player and nobody else, and leaves the two other
 * events untouched. A few wrong tries first (a code of another event's
 * player at this door): the same refusal as a wrong code, nobody checked
 * in, and no lockout for the queue behind them. Skipped without Chromium.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "tav-table-token.h"
#include "tav-test-browser.h"
#include "tav-test-phones.h"
#include "tav-venue-hall.h"

#define N_EVENTS  3
#define N_PLAYERS 40

static const char * const keys[N_EVENTS] = {
  "c00102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
  "c10102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
  "c20102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
};
static const char * const rulesets[N_EVENTS] = { "bang-2007", "catan-bg", "destiny" };
static const char * const event_names[N_EVENTS] = {
  "BANG! 2007 Qualifier", "Catan Ranking Tournament", "Destiny Side Event",
};

/* Half the names Cyrillic, half Italian, some long; five surnames of
 * each list per event, so that no name is in two events. */
static const char * const cyrillic_first[] = {
  "Александра", "Борислав", "Владимир", "Екатерина-Мария",
};
static const char * const cyrillic_last[] = {
  "Преображенская-Святополк-Мирская", "Тодоров", "Крестовоздвиженский", "Иванова", "Ёлкин",
  "Шереметьева", "Добровольский", "Жуковская", "Цветаева", "Щербаков",
  "Мережковский", "Юсупова", "Аксаков", "Чайковская", "Белосельский-Белозерский",
};
static const char * const italian_first[] = {
  "Anna", "Gianfilippo", "Maria Giovanna", "Niccolò",
};
static const char * const italian_last[] = {
  "Rossi", "Bartolomeo-Santangelo", "D'Annunzio", "Neri", "Caracciolo di Forino",
  "Esposito", "Dell'Acqua", "Bianchi", "Sant'Ambrogio", "Colombo",
  "Ferrari", "Lo Schiavo", "Ricci", "Marino", "Gallo",
};

/* The answers, as the venue's catalogs say them (po/ru.po, po/it.po). */
static char *
checked_in_words (const char *language,
                  const char *name)
{
  if (strcmp (language, "ru") == 0)
    return g_strdup_printf ("%s, вы отмечены на первый раунд", name);
  return g_strdup_printf ("%s, la tua presenza è registrata per il primo turno", name);
}

static const char *
refusal_words (const char *language)
{
  return strcmp (language, "ru") == 0 ? "Нет игрока с таким именем и кодом"
                                      : "Nessun giocatore con questo nome e questo codice";
}

typedef struct
{
  char           *chromium;
  TavEvent       *events[N_EVENTS];
  TavVenueServer *servers[N_EVENTS];
  TavVenueHall   *hall;
  char           *base;
} Fixture;

static char *
player_name (guint e,
             guint i)
{
  guint k = i / 2;

  if (i % 2 == 0)
    return g_strdup_printf ("%s %s", cyrillic_first[k % 4], cyrillic_last[e * 5 + k / 4]);
  return g_strdup_printf ("%s %s", italian_first[k % 4], italian_last[e * 5 + k / 4]);
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  f->chromium = tav_test_find_chromium ();
  f->hall = tav_venue_hall_new ();
  /* Every phone of the test comes from 127.0.0.1: the door's limits per
   * address are the room's, not one phone's. */
  tav_venue_hall_set_limits (f->hall, 2048, 64, 100000);
  for (guint e = 0; e < N_EVENTS; e++)
    {
      f->events[e] = tav_event_new (rulesets[e], event_names[e]);
      for (guint i = 0; i < N_PLAYERS; i++)
        {
          g_autofree char *name = player_name (e, i);

          g_assert_nonnull (tav_event_add_player (f->events[e], name, NULL));
        }
      tav_inbox_set_key (tav_event_get_inbox (f->events[e]), keys[e]);
      tav_event_set_self_check_in (f->events[e], TRUE);
      f->servers[e] = tav_venue_server_new ();
      tav_venue_server_set_event (f->servers[e], f->events[e]);
      tav_venue_hall_add (f->hall, f->servers[e]);
    }
  g_assert_true (tav_venue_hall_start (f->hall, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  f->base = g_strdup_printf ("http://127.0.0.1:%u", tav_venue_hall_get_port (f->hall));
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  tav_venue_hall_stop (f->hall);
  g_assert_finalize_object (f->hall);
  for (guint e = 0; e < N_EVENTS; e++)
    {
      g_assert_finalize_object (f->servers[e]);
      g_clear_object (&f->events[e]);
    }
  g_free (f->base);
  g_free (f->chromium);
}

/* The door of event @e: the hall's address, the event's prefix. */
static char *
door (Fixture *f,
      guint    e)
{
  return g_strconcat (f->base, tav_venue_hall_get_path (f->hall, f->servers[e]), "check-in", NULL);
}

static guint
n_checked_in (TavEvent *event)
{
  guint n = 0;

  for (guint i = 0; i < tav_event_get_n_players (event); i++)
    n += tav_player_get_checked_in (tav_event_get_player (event, i));
  return n;
}

/* What player @i of event @e types: the code as printed on the slip, in
 * lower case without the dash, or as printed with only the surname. */
static void
typed (Fixture  *f,
       guint     e,
       guint     i,
       char    **name,
       char    **code)
{
  TavPlayer *player = tav_event_get_player (f->events[e], i);
  g_autofree char *plain = tav_event_get_player_code (f->events[e], tav_player_get_id (player));
  const char *full = tav_player_get_name (player);

  switch (i % 3)
    {
    case 0:
      *name = g_strdup (full);
      *code = tav_token_format_code (plain);
      break;
    case 1:
      *name = g_utf8_strdown (full, -1);
      *code = g_ascii_strdown (plain, -1);
      break;
    default:
      *name = g_strdup (strrchr (full, ' ') + 1);
      *code = tav_token_format_code (plain);
      break;
    }
  /* K7QM-3XPA, or k7qm3xpa. */
  g_assert_cmpuint (strlen (*code), ==, i % 3 == 1 ? 8 : 9);
}

/* A code of another event's player, typed with that player's own name
 * at the first event's door: refused as a wrong code, three failures of
 * one address at one door (a door locks at five), and no lockout for the
 * 40 phones from the same address behind them. */
static void
wrong_tries (Fixture *f)
{
  static const struct { guint door, holder_event, holder; const char *language; } tries[] = {
    { 0, 1, 3, "ru" }, { 0, 2, 4, "it" }, { 0, 1, 0, "ru" },
  };
  g_autofree TavTestPhone *phones = g_new0 (TavTestPhone, G_N_ELEMENTS (tries));
  g_autoptr(GPtrArray) keep = g_ptr_array_new_with_free_func (g_free);
  char **answers;

  for (guint t = 0; t < G_N_ELEMENTS (tries); t++)
    {
      TavPlayer *holder = tav_event_get_player (f->events[tries[t].holder_event], tries[t].holder);
      char *code = tav_event_get_player_code (f->events[tries[t].holder_event], tav_player_get_id (holder));
      char *printed = tav_token_format_code (code);
      const char **fields = g_new0 (const char *, 5);

      fields[0] = "name";
      fields[1] = tav_player_get_name (holder);
      fields[2] = "code";
      fields[3] = printed;
      g_ptr_array_add (keep, code);
      g_ptr_array_add (keep, printed);
      g_ptr_array_add (keep, fields);
      g_ptr_array_add (keep, door (f, tries[t].door));
      phones[t] = (TavTestPhone) { keep->pdata[keep->len - 1], tries[t].language, "form.check-in-form",
                                   fields, "main p[role]" };
    }
  answers = tav_test_browse_phones (f->chromium, phones, G_N_ELEMENTS (tries), 360, 740);
  for (guint t = 0; t < G_N_ELEMENTS (tries); t++)
    g_assert_cmpstr (answers[t], ==, refusal_words (tries[t].language));
  for (guint e = 0; e < N_EVENTS; e++)
    g_assert_cmpuint (n_checked_in (f->events[e]), ==, 0);
  tav_test_phones_free (answers, G_N_ELEMENTS (tries));
}

/* A few answers word for word, as the players read them. */
static const struct { guint event, player; const char *answer; } read_aloud[] = {
  { 0, 0, "Александра Преображенская-Святополк-Мирская, вы отмечены на первый раунд" },
  { 0, 2, "Борислав Преображенская-Святополк-Мирская, la tua presenza è registrata per il primo turno" },
  { 1, 5, "Maria Giovanna Esposito, вы отмечены на первый раунд" },
  { 2, 3, "Gianfilippo Ferrari, la tua presenza è registrata per il primo turno" },
};

/* The 40 players of event @e at its door, half in Russian, half in
 * Italian: each told so by name, in the language asked. */
static void
queue (Fixture *f,
       guint    e)
{
  g_autofree TavTestPhone *phones = g_new0 (TavTestPhone, N_PLAYERS);
  g_autoptr(GPtrArray) keep = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *url = door (f, e);
  gint64 start = g_get_monotonic_time ();
  char **answers;

  for (guint i = 0; i < N_PLAYERS; i++)
    {
      const char **fields = g_new0 (const char *, 5);
      char *name, *code;

      typed (f, e, i, &name, &code);
      fields[0] = "name";
      fields[1] = name;
      fields[2] = "code";
      fields[3] = code;
      g_ptr_array_add (keep, name);
      g_ptr_array_add (keep, code);
      g_ptr_array_add (keep, fields);
      phones[i] = (TavTestPhone) { url, i % 4 < 2 ? "ru" : "it", "form.check-in-form", fields, "main p[role]" };
    }
  answers = tav_test_browse_phones (f->chromium, phones, N_PLAYERS, 360, 740);
  g_test_message ("%u phones at the door of %s: %.1f s", N_PLAYERS, event_names[e],
                  (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC);

  for (guint r = 0; r < G_N_ELEMENTS (read_aloud); r++)
    if (read_aloud[r].event == e)
      g_assert_cmpstr (answers[read_aloud[r].player], ==, read_aloud[r].answer);
  for (guint i = 0; i < N_PLAYERS; i++)
    {
      TavPlayer *player = tav_event_get_player (f->events[e], i);
      g_autofree char *expected = checked_in_words (phones[i].language, tav_player_get_name (player));

      g_assert_cmpstr (answers[i], ==, expected);
      g_assert_true (tav_player_get_checked_in (player));
    }
  /* This event's players, nobody else's. */
  for (guint other = 0; other < N_EVENTS; other++)
    g_assert_cmpuint (n_checked_in (f->events[other]), ==, other <= e ? N_PLAYERS : 0);
  tav_test_phones_free (answers, N_PLAYERS);
}

static void
test_day (Fixture       *f,
          gconstpointer  data)
{
  if (f->chromium == NULL)
    {
      g_test_skip ("Chromium is not installed");
      return;
    }
  wrong_tries (f);
  for (guint e = 0; e < N_EVENTS; e++)
    queue (f, e);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/venue-door-day/120-phones", Fixture, NULL, fixture_set_up, test_day, fixture_tear_down);
  return g_test_run ();
}
