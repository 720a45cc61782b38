/* tav-commit-after-frame.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-commit-after-frame"

#include "config.h"

#include "tav-commit-after-frame.h"

/* After every edit the session writes the whole event out, for the undo
 * history and the recovery copy: 40 ms at 2,000 players, which the frame
 * showing a result entered used to wait for. While the widget (the
 * window) is on screen, the session's commit waits for the next frame it
 * draws, then runs from an idle callback, after the input that came
 * meanwhile; a window that leaves the screen commits at once. Undo, save
 * and the merge of others' changes flush the session first, so they never
 * miss an edit. */
typedef struct
{
  GtkWidget     *widget;    /* weak */
  TavSession    *session;   /* weak */
  GdkFrameClock *clock;
  gulong         paint_id;
  guint          idle_id;
} Commit;

static void
commit_stop (Commit *commit)
{
  if (commit->clock != NULL)
    {
      g_clear_signal_handler (&commit->paint_id, commit->clock);
      g_clear_object (&commit->clock);
    }
  g_clear_handle_id (&commit->idle_id, g_source_remove);
}

static void
commit_now (Commit *commit)
{
  commit_stop (commit);
  if (commit->session != NULL)
    tav_session_flush (commit->session);
}

static gboolean
idle_cb (gpointer data)
{
  Commit *commit = data;

  commit->idle_id = 0;
  commit_now (commit);
  return G_SOURCE_REMOVE;
}

static void
after_paint_cb (GdkFrameClock *clock,
                Commit        *commit)
{
  g_clear_signal_handler (&commit->paint_id, commit->clock);
  g_clear_object (&commit->clock);
  if (commit->idle_id == 0)
    commit->idle_id = g_idle_add (idle_cb, commit);
}

static gboolean
commit_pending_cb (TavSession *session,
                   Commit     *commit)
{
  GdkFrameClock *clock;

  if (commit->widget == NULL || !gtk_widget_get_mapped (commit->widget))
    return FALSE;
  if (commit->clock != NULL || commit->idle_id != 0)
    return TRUE;

  clock = gtk_widget_get_frame_clock (commit->widget);
  if (clock == NULL)
    return FALSE;
  commit->clock = g_object_ref (clock);
  commit->paint_id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), commit);
  gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_AFTER_PAINT);
  return TRUE;
}

static void
unmap_cb (GtkWidget *widget,
          Commit    *commit)
{
  if (commit->clock != NULL || commit->idle_id != 0)
    commit_now (commit);
}

static void
commit_free (gpointer data)
{
  Commit *commit = data;

  commit_stop (commit);
  if (commit->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (commit->session, commit);
      g_object_remove_weak_pointer (G_OBJECT (commit->session), (gpointer *)&commit->session);
    }
  g_free (commit);
}

/**
 * tav_commit_after_frame_attach:
 * @widget: the widget that shows @session's event
 * @session: the session
 *
 * Has @session write each edit to its history after the next frame of
 * @widget is drawn, while @widget is on screen.
 */
void
tav_commit_after_frame_attach (GtkWidget  *widget,
                               TavSession *session)
{
  Commit *commit;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (TAV_IS_SESSION (session));

  commit = g_new0 (Commit, 1);
  commit->widget = widget;
  commit->session = session;
  g_object_add_weak_pointer (G_OBJECT (session), (gpointer *)&commit->session);
  g_signal_connect (session, "commit-pending", G_CALLBACK (commit_pending_cb), commit);
  g_signal_connect (widget, "unmap", G_CALLBACK (unmap_cb), commit);
  /* Goes with the widget. */
  g_object_set_data_full (G_OBJECT (widget), "tav-commit-after-frame", commit, commit_free);
}
