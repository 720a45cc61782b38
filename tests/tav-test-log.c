/* tav-test-log.c
 *
 * What the host (the app, `tavolo-cli serve`) does after each change the
 * venue makes: the event's log records it, in the hand the venue set or,
 * when it set none, the organiser's in the app. The venue tests have no
 * host, so they do it themselves.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tav-document.h"
#include "tav-event-log.h"
#include "tav-test-log.h"

/* A copy through the file, as a host keeps what it saw last. */
TavEvent *
tav_test_copy_event (TavEvent *event)
{
  g_autoptr(GError) error = NULL;
  gsize length = 0;
  g_autofree char *data = tav_document_to_data (event, &length);
  TavEvent *copy = tav_document_load_data (data, length, &error);

  g_assert_no_error (error);
  return copy;
}

/* Records in @event's log what changed since *@before, then keeps a copy
 * of @event in *@before for the next change. */
void
tav_test_record_log (TavEvent  *event,
                     TavEvent **before)
{
  g_autoptr(TavHand) app = tav_hand_new (TAV_HAND_APP, NULL);

  tav_event_log_record (event, *before, app, NULL);
  g_clear_object (before);
  *before = tav_test_copy_event (event);
}

/* Entry @i of @event's log, in words. */
char *
tav_test_log_words (TavEvent *event,
                    guint     i)
{
  g_autoptr(TavLogEntry) entry = g_list_model_get_item (tav_event_get_log (event), i);

  g_assert_nonnull (entry);
  return tav_log_entry_describe (entry, event);
}
