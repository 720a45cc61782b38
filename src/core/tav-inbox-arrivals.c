/* tav-inbox-arrivals.c
 *
 * Undo and redo put back an earlier copy of the event, and with it an
 * earlier copy of its inbox: what the tables sent since is carried over
 * into it here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-inbox"

#include "config.h"

#include "tav-event.h"
#include "tav-inbox-private.h"
#include "tav-refusal-log.h"

/**
 * tav_inbox_take_arrivals:
 * @self: the inbox of an earlier state of the event (undo, redo)
 * @from: the inbox of the event as it is now
 *
 * What came from the tables is no edit of the organiser's, so no undo may
 * take it away: @self gets @from's key, judges, refusal log and seen ids,
 * every submission it lacks (waiting again, or accepted again when it was
 * accepted on arrival and the options still say so) and the seats that
 * agreed since. What the organiser decided about the submissions @self
 * already holds stays as @self has it.
 */
void
tav_inbox_take_arrivals (TavInbox *self,
                         TavInbox *from)
{
  g_autoptr(GPtrArray) merged = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) to_accept = g_ptr_array_new_with_free_func (g_free);
  guint n_from = g_list_model_get_n_items (G_LIST_MODEL (from->submissions));
  guint n_self = g_list_model_get_n_items (G_LIST_MODEL (self->submissions));

  g_return_if_fail (TAV_IS_INBOX (self));
  g_return_if_fail (TAV_IS_INBOX (from));

  g_free (self->key);
  self->key = g_strdup (from->key);
  g_ptr_array_set_size (self->judges, 0);
  for (guint i = 0; i < from->judges->len; i++)
    g_ptr_array_add (self->judges, tav_inbox_judge_copy (g_ptr_array_index (from->judges, i)));
  for (guint i = 0; i < from->seen_order->len; i++)
    tav_inbox_add_seen (self, g_ptr_array_index (from->seen_order, i));
  tav_inbox_set_refusals (self, from->refusals);

  /* In the order they arrived, which is @from's. */
  for (guint i = 0; i < n_from; i++)
    {
      TavSubmission *theirs = tav_inbox_get_submission (from, i);
      const char *id = tav_submission_get_id (theirs);
      TavSubmission *ours = tav_inbox_find (self, id);
      g_autoptr(TavSubmission) copy = NULL;

      if (ours != NULL)
        {
          tav_submission_restore_flags (ours,
                                        tav_submission_get_agreed (ours) | tav_submission_get_agreed (theirs),
                                        tav_submission_get_disputed (ours) || tav_submission_get_disputed (theirs),
                                        tav_submission_get_edited (ours));
          g_ptr_array_add (merged, g_object_ref (ours));
          continue;
        }
      copy = tav_submission_copy (theirs);
      /* A player's request is never accepted on arrival: it waits again. */
      if (tav_submission_get_state (theirs) == TAV_SUBMISSION_ACCEPTED &&
          tav_submission_get_kind (theirs) == TAV_SUBMISSION_RESULT &&
          (self->auto_accept || tav_inbox_judge_auto_accepts (self, tav_submission_get_judge (theirs))))
        g_ptr_array_add (to_accept, g_strdup (id));
      tav_submission_set_state (copy, TAV_SUBMISSION_PENDING, NULL);
      g_ptr_array_add (merged, g_steal_pointer (&copy));
    }
  for (guint i = 0; i < n_self; i++)
    {
      TavSubmission *ours = tav_inbox_get_submission (self, i);

      if (tav_inbox_find (from, tav_submission_get_id (ours)) == NULL)
        g_ptr_array_add (merged, g_object_ref (ours));
    }

  g_list_store_splice (self->submissions, 0, n_self, merged->pdata, merged->len);

  for (guint i = 0; i < to_accept->len; i++)
    {
      TavSubmission *s = tav_inbox_find (self, g_ptr_array_index (to_accept, i));
      g_autoptr(GError) error = NULL;

      /* Left waiting when the table's result has changed meanwhile. */
      if (tav_submission_get_state (s) == TAV_SUBMISSION_PENDING &&
          tav_inbox_is_unanimous (self, s) &&
          !tav_inbox_accept (self, tav_submission_get_id (s), &error))
        g_debug ("Submission for table %u left waiting: %s",
                 tav_submission_get_table (s), error->message);
    }
  tav_inbox_notify_pending (self);
}
