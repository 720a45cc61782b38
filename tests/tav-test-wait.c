/* tav-test-wait.c — waiting on a condition in the main loop
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tav-test-wait.h"

static gboolean
keep_going (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until CONDITION holds; the timeout only ends a test
 * that hangs, it is never what the test waits for. */
void
tav_test_wait_until (TavTestCondition condition,
                     gpointer         data,
                     guint            timeout_s)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) timeout_s * G_USEC_PER_SEC;
  guint tick = g_timeout_add (10, keep_going, NULL);

  while (!condition (data))
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("Timed out after %u s", timeout_s);
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (tick);
}
