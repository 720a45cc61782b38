/* tav-test-wait.c — waiting on a condition in tests, never on the clock
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tavolo-test"

#include "tav-test-wait.h"

/* A wake-up at the lowest priority: it never delays a ready source (a
 * timer at the default priority would starve idles and redraws when the
 * machine is slow), and it lets a condition changed by another thread be
 * seen even if nothing else wakes the main loop. */
#define POLL_MS 20

static gboolean
poll_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

static guint
timeout_seconds (void)
{
  const char *env = g_getenv ("TAV_TEST_TIMEOUT");
  guint64 value;

  if (env != NULL && g_ascii_string_to_unsigned (env, 10, 1, G_MAXUINT, &value, NULL))
    return (guint) value;

  return TAV_TEST_DEFAULT_TIMEOUT_S;
}

/* Iterates the default main context until @condition holds. Fails only
 * when it never does (a hung test), naming @what it waited for. */
void
tav_test_wait_until (TavTestCondition  condition,
                     gpointer          data,
                     const char       *what)
{
  gint64 deadline = g_get_monotonic_time () + timeout_seconds () * G_USEC_PER_SEC;
  guint poll_id = 0;

  while (!condition (data))
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("Timed out after %u s waiting for %s", timeout_seconds (), what);
      if (poll_id == 0)
        poll_id = g_timeout_add_full (G_PRIORITY_LOW, POLL_MS, poll_cb, NULL, NULL);
      g_main_context_iteration (NULL, TRUE);
    }

  g_clear_handle_id (&poll_id, g_source_remove);
}

static gboolean
flag_is_set (gpointer data)
{
  return *(const gboolean *) data;
}

/* Waits until *@flag is set, by a signal handler or a callback. */
void
tav_test_wait_for_flag (const gboolean *flag,
                        const char     *what)
{
  tav_test_wait_until (flag_is_set, (gpointer) flag, what);
}

static gboolean
pointer_is_null (gpointer data)
{
  return *(gpointer *) data == NULL;
}

/* Drops the caller's reference to @object and waits until whatever else
 * held it (a pending callback, a closing window) has let it go. */
void
tav_test_wait_for_finalize (gpointer object)
{
  gpointer weak = object;
  g_autofree char *what = g_strdup_printf ("a %s to be finalized", G_OBJECT_TYPE_NAME (object));

  g_object_add_weak_pointer (G_OBJECT (object), &weak);
  g_object_unref (object);
  tav_test_wait_until (pointer_is_null, &weak, what);
}

/* Runs every source that is ready now, as between two key presses; waits
 * for nothing that is not. */
void
tav_test_run_pending (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Whether the program was built with AddressSanitizer, under which some
 * checks (limits on the address space) cannot run. */
gboolean
tav_test_under_sanitizer (void)
{
#if defined(__SANITIZE_ADDRESS__)
  return TRUE;
#elif defined(__has_feature)
# if __has_feature(address_sanitizer)
  return TRUE;
# else
  return FALSE;
# endif
#else
  return FALSE;
#endif
}
