/* make-examples.c — writes the example events bundled in data/examples
 *
 * Run: ninja -C _build data/make-examples && _build/data/make-examples data/examples
 * The events are played with seeded random results, so they are the same
 * every time.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>

#include "tav-document.h"
#include "tav-event.h"
#include "tav-random.h"
#include "tav-test-bang.h"
#include "tav-test-catan.h"

static const char *names[] = {
  "Marco Rossi", "Giulia Bianchi", "Luca Esposito", "Francesca Romano", "Alessandro Colombo",
  "Chiara Ricci", "Matteo Marino", "Sara Greco", "Davide Bruno", "Elena Gallo",
  "Иван Петров", "Мария Смирнова", "Дмитрий Козлов", "Анна Волкова", "Сергей Морозов",
  "Ольга Новикова", "Алексей Соколов", "Георги Иванов", "Десислава Димитрова", "Николай Георгиев",
  "Цветелина Тодорова", "Стоян Стоянов", "Виктория Николова", "Petra Conti", "Federico De Luca",
  "Бойко Христов", "Roberta Mancini-Fontana di Sopra",
};

static void
write_event (TavEvent   *event,
             const char *dir,
             const char *file)
{
  g_autofree char *path = g_build_filename (dir, file, NULL);
  g_autoptr(GError) error = NULL;

  if (!tav_event_validate (event, &error) ||
      !tav_document_save_file (event, path, FALSE, &error))
    {
      g_printerr ("make-examples: %s: %s\n", path, error->message);
      exit (1);
    }
  g_print ("%s\n", path);
}

static const char *catan_names[] = {
  "Иван Петров", "Мария Смирнова", "Георги Иванов", "Десислава Димитрова", "Николай Георгиев",
  "Цветелина Тодорова", "Стоян Стоянов", "Виктория Николова", "Бойко Христов", "Радост Кирова",
  "Калоян Ангелов", "Елена Маринова", "Петър Василев", "Теодора Илиева",
};

/* A finished Catan ranking tournament, ready for a season: 14 players at
 * tables of 4 4 3 3 for 3 rounds, seeded random games, one of them with a
 * player who left it and a substitute who finished it. */
static void
write_catan (const char *dir)
{
  g_autoptr(TavEvent) event = tav_event_new ("catan-bg", "Ранглиста Турнир — София");
  g_autoptr(GError) error = NULL;
  TavStage *stage;
  TavRandom rng;

  tav_event_set_date (event, "2026-03-14");
  tav_event_set_venue (event, "Интели Геймс, София");
  tav_event_set_seed (event, 20260314);
  for (guint i = 0; i < G_N_ELEMENTS (catan_names); i++)
    if (!tav_event_add_player (event, catan_names[i], &error))
      g_error ("%s", error->message);

  tav_random_init (&rng, 14);
  for (guint r = 1; r <= 3; r++)
    {
      if (!tav_event_draw_round (event, &error))
        g_error ("%s", error->message);
      tav_test_catan_play_round (event, &rng);
    }

  /* Round 2, table 4: seat 2 left the game; the organiser's substitute
   * played it to the end, the winner with 11. */
  {
    static const guint vp[] = { 11, 0, 7 }, place[] = { 1, 3, 2 };
    static const gboolean left[] = { FALSE, TRUE, FALSE };
    g_autoptr(JsonObject) result = tav_test_catan_result (3, vp, place, left, "Съдията");

    stage = tav_event_find_stage (event, "ranking");
    if (!tav_event_set_result (event, stage, 2, 4, result, &error))
      g_error ("%s", error->message);
  }
  write_event (event, dir, "catan-bg-14-players.tavolo");
}

/* A Boardgame League tournament at its final table: 26 players at tables
 * of 4 (five of 4, two of 3 with a virtual player), 3 rounds of seeded
 * random games played, the final table seated. */
static void
write_bgl (const char *dir)
{
  g_autoptr(TavEvent) event = tav_event_new ("bgl", "Torneo Carcassonne — Lucca");
  g_autoptr(GError) error = NULL;
  TavStage *stage;
  TavRandom rng;

  tav_event_set_date (event, "2026-10-31");
  tav_event_set_venue (event, "Lucca Comics & Games");
  tav_event_set_seed (event, 20261031);
  if (!tav_event_set_param (event, "game", "Carcassonne", &error) ||
      !tav_event_set_param (event, "band", "a", &error))
    g_error ("%s", error->message);
  for (guint i = 0; i < 26; i++)
    if (!tav_event_add_player (event, names[i], &error))
      g_error ("%s", error->message);

  tav_random_init (&rng, 26);
  for (guint r = 1; r <= 3; r++)
    {
      TavRound *round;

      if (!tav_event_draw_round (event, &error))
        g_error ("%s", error->message);
      stage = tav_event_find_stage (event, "rounds");
      round = tav_stage_get_round (stage, r);
      for (guint t = 0; t < tav_round_get_n_tables (round); t++)
        {
          guint n = tav_table_get_n_seats (tav_round_get_table (round, t));
          g_autoptr(JsonObject) result = json_object_new ();
          JsonArray *seats = json_array_new ();

          for (guint s = 0; s < n; s++)
            {
              JsonObject *seat = json_object_new ();

              json_object_set_int_member (seat, "points", 40 + tav_random_range (&rng, 120));
              json_array_add_object_element (seats, seat);
            }
          json_object_set_array_member (result, "seats", seats);
          if (!tav_event_set_result (event, stage, r, t + 1, result, &error))
            g_error ("%s", error->message);
        }
    }
  if (!tav_event_build_finals (event, &error))
    g_error ("%s", error->message);
  write_event (event, dir, "bgl-26-players.tavolo");
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TavEvent) event = tav_event_new ("bang-2011", "Torneo BANG! di Bologna");
  g_autoptr(GError) error = NULL;
  g_autoptr(GDateTime) warned = NULL;
  g_autoptr(TavPenalty) warning = NULL;
  TavRandom rng;

  if (argc != 2)
    {
      g_printerr ("usage: make-examples DIR\n");
      return 2;
    }

  tav_event_set_date (event, "2026-11-21");
  tav_event_set_venue (event, "Circolo Ludico, Bologna");
  tav_event_set_seed (event, 20261121);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (!tav_event_add_player (event, names[i], &error))
      g_error ("%s", error->message);

  /* Two rounds played, a warning given, the third round drawn: an event in
   * the middle of its day. */
  tav_random_init (&rng, 27);
  for (guint r = 1; r <= 3; r++)
    {
      if (!tav_event_draw_round (event, &error))
        g_error ("%s", error->message);
      if (r < 3)
        tav_test_bang_play_round (event, &rng);
    }
  /* A warning at a fixed time, so that the file is the same every time. */
  warned = g_date_time_new_from_iso8601 ("2026-11-22T01:09:23.174234Z", NULL);
  warning = tav_penalty_new ("p9", TAV_PENALTY_WARNING, "elimination",
                             tav_event_get_round_position (event),
                             "Showed his role card to a neighbour", warned);
  tav_event_add_penalty (event, warning);
  write_event (event, argv[1], "bang-2011-27-players.tavolo");

  write_catan (argv[1]);
  write_bgl (argv[1]);

  return 0;
}
