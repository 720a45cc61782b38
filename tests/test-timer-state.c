/* test-timer-state.c — the round timer as timers.ini keeps it for the
 * app, `tavolo-cli timer` and `serve`
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tav-timer-state.h"

/* What is written reads back; what no timer can be is refused whole. */
static void
test_save_load (void)
{
  static const struct {
    const char *text;
    gboolean    loads;
  } cases[] = {
    { "[g]\nduration=3000\nrunning=false\nremaining-us=1200000000\n", TRUE },
    { "[g]\nduration=3000\nrunning=true\nend=1781000000000000\n", TRUE },
    { "[g]\nduration=86401\nrunning=false\nremaining-us=0\n", FALSE },          /* over a day */
    { "[g]\nduration=60\nrunning=false\nremaining-us=61000000\n", FALSE },      /* more left than its length */
    { "[g]\nduration=60\nrunning=false\nremaining-us=-1\n", FALSE },
    { "[g]\nduration=60\nrunning=true\nremaining-us=1000\n", FALSE },           /* running without an end */
    { "[g]\nrunning=false\nremaining-us=0\n", FALSE },
  };
  TavTimerState paused = { 3000, FALSE, 0, 1200 * G_USEC_PER_SEC };
  TavTimerState running = { 2100, TRUE, G_GINT64_CONSTANT (1781000000000000), 0 };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GKeyFile) key_file = g_key_file_new ();
      TavTimerState state = { 7, FALSE, 0, 7 };

      g_test_message ("%s", cases[i].text);
      g_assert_true (g_key_file_load_from_data (key_file, cases[i].text, -1, G_KEY_FILE_NONE, NULL));
      g_assert_cmpint (tav_timer_state_load (&state, key_file, "g"), ==, cases[i].loads);
      if (!cases[i].loads)
        g_assert_cmpuint (state.duration, ==, 7);
    }
  for (guint i = 0; i < 2; i++)
    {
      const TavTimerState *saved = i == 0 ? &paused : &running;
      g_autoptr(GKeyFile) key_file = g_key_file_new ();
      TavTimerState back = { 0, };

      tav_timer_state_save (saved, key_file, "file:///tmp/cup.tavolo");
      g_assert_true (tav_timer_state_load (&back, key_file, "file:///tmp/cup.tavolo"));
      g_assert_cmpuint (back.duration, ==, saved->duration);
      g_assert_cmpint (back.running, ==, saved->running);
      g_assert_cmpint (back.end, ==, saved->end);
      g_assert_cmpint (back.remaining_us, ==, saved->remaining_us);
    }
}

static void
test_remaining (void)
{
  TavTimerState running = { 1800, TRUE, 10 * G_USEC_PER_SEC, 0 };
  TavTimerState paused = { 1800, FALSE, 0, 90 * G_USEC_PER_SEC };
  g_autofree char *hour = tav_timer_state_format (3900);
  g_autofree char *minutes = tav_timer_state_format (3599);
  g_autofree char *seconds = tav_timer_state_format (7);

  g_assert_cmpint (tav_timer_state_get_remaining_us (&running, 4 * G_USEC_PER_SEC), ==, 6 * G_USEC_PER_SEC);
  g_assert_false (tav_timer_state_is_finished (&running, 4 * G_USEC_PER_SEC));
  g_assert_cmpint (tav_timer_state_get_remaining_us (&running, 12 * G_USEC_PER_SEC), ==, 0);
  g_assert_true (tav_timer_state_is_finished (&running, 12 * G_USEC_PER_SEC));
  g_assert_cmpint (tav_timer_state_get_remaining_us (&paused, 500 * G_USEC_PER_SEC), ==, 90 * G_USEC_PER_SEC);
  g_assert_false (tav_timer_state_is_finished (&paused, 0));
  g_assert_cmpstr (hour, ==, "1:05:00");
  g_assert_cmpstr (minutes, ==, "59:59");
  g_assert_cmpstr (seconds, ==, "0:07");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/timer-state/save-load", test_save_load);
  g_test_add_func ("/timer-state/remaining", test_remaining);

  return g_test_run ();
}
