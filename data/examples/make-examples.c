/* make-examples.c — writes the example events bundled in data/examples
 *
 * Run: ninja -C _build data/examples/make-examples && _build/data/examples/make-examples data/examples
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

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TavEvent) event = tav_event_new ("bang-2011", "Torneo BANG! di Bologna");
  g_autoptr(GError) error = NULL;
  gboolean ejected = FALSE;
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
  if (!tav_event_warn (event, "p9", "Showed his role card to a neighbour", &ejected, &error))
    g_error ("%s", error->message);
  write_event (event, argv[1], "bang-2011-27-players.tavolo");

  return 0;
}
