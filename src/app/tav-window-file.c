/* tav-window-file.c
 *
 * The window's event file: opening one (chosen, recent or dropped), saving
 * it or saving it elsewhere, a new event, and asking before unsaved
 * changes would be lost, then going on with what was asked for.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-window"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-compat.h"
#include "tav-event-dialog.h"
#include "tav-open-error.h"
#include "tav-window-private.h"

typedef struct
{
  TavWindowThen  then;
  gpointer       data;
  GDestroyNotify destroy;
} Continuation;

static Continuation *
continuation_new (TavWindowThen  then,
                  gpointer       data,
                  GDestroyNotify destroy)
{
  Continuation *continuation = g_new0 (Continuation, 1);

  continuation->then = then;
  continuation->data = data;
  continuation->destroy = destroy;

  return continuation;
}

static void
continuation_free (Continuation *continuation)
{
  if (continuation->destroy != NULL)
    continuation->destroy (continuation->data);
  g_free (continuation);
}

static void
continuation_run (Continuation *continuation,
                  TavWindow    *self)
{
  if (continuation->then != NULL)
    continuation->then (self, continuation->data);
  continuation_free (continuation);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Continuation, continuation_free)

/* ---- Opening ---------------------------------------------------------- */

static void
open_file_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  TavWindow *self = TAV_WINDOW (object);
  GFile *file = tav_session_read_file_get_file (result);
  g_autoptr(TavEvent) event = NULL;
  g_autoptr(GError) error = NULL;

  event = tav_session_read_file_finish (result, &error);

  /* Cancelled: another file is loading in its place, or the window is gone. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  g_clear_object (&self->loading);

  if (event == NULL)
    {
      /* With the offer of FILE~ when it loads. */
      tav_open_error_show (self, file, error);

      /* A recent event that is gone is not offered again. */
      if (g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT) ||
          g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        tav_settings_remove_recent (self->settings, file);
      return;
    }

  tav_session_load (self->session, event, file, FALSE);
  tav_settings_add_recent (self->settings, file);

  /* Into the page shown, rather than on the Open button. */
  gtk_widget_child_focus (GTK_WIDGET (self->view_stack), GTK_DIR_TAB_FORWARD);
}

/**
 * tav_window_open_file:
 * @self: a #TavWindow
 * @file: a .tavolo file
 *
 * Reads @file in the background and shows its event. When it cannot be
 * read, an error dialog says why and the window keeps what it shows.
 * Unsaved changes are not asked about: see tav_window_request_open().
 */
void
tav_window_open_file (TavWindow *self,
                      GFile     *file)
{
  g_return_if_fail (TAV_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  g_cancellable_cancel (self->loading);
  g_clear_object (&self->loading);
  self->loading = g_cancellable_new ();

  tav_session_read_file_async (file, self, self->loading, open_file_cb, NULL);
}
/* ---- Saving ----------------------------------------------------------- */

static gboolean
tav_window_save_to (TavWindow *self,
                    GFile     *file)
{
  g_autoptr(GError) error = NULL;

  if (!tav_session_save (self->session, file, &error))
    {
      g_autofree char *basename = g_file_get_basename (file);
      g_autofree char *display_name = g_filename_display_name (basename);
      /* Translators: %s is the name of a file */
      g_autofree char *heading = g_strdup_printf (_("Could Not Save “%s”"), display_name);

      tav_compat_show_error (GTK_WINDOW (self), heading, error->message);
      return FALSE;
    }

  tav_settings_add_recent (self->settings, file);
  return TRUE;
}

static void
save_as_cb (GObject      *object,
            GAsyncResult *result,
            gpointer      user_data)
{
  TavWindow *self = TAV_WINDOW (object);
  g_autoptr(Continuation) continuation = user_data;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *basename = NULL;

  file = tav_compat_ask_file_finish (result, &error);
  if (file == NULL || gtk_widget_in_destruction (GTK_WIDGET (self)) ||
      tav_session_get_event (self->session) == NULL)
    return;

  /* The chooser keeps what was typed: make sure it is a .tavolo file. */
  basename = g_file_get_basename (file);
  if (basename != NULL && !g_str_has_suffix (basename, ".tavolo"))
    {
      g_autoptr(GFile) parent = g_file_get_parent (file);
      g_autofree char *with_suffix = g_strconcat (basename, ".tavolo", NULL);

      g_set_object (&file, g_file_get_child (parent, with_suffix));
    }

  if (tav_window_save_to (self, file))
    continuation_run (g_steal_pointer (&continuation), self);
}

static void
tav_window_save_as_then (TavWindow    *self,
                         Continuation *continuation)
{
  TavEvent *event = tav_session_get_event (self->session);
  GFile *file = tav_session_get_file (self->session);
  g_autoptr(GFile) folder = file ? g_file_get_parent (file) : NULL;
  g_autofree char *name = NULL;
  g_autofree char *base = NULL;

  g_return_if_fail (event != NULL);

  /* The event's name, made safe for a file name. */
  base = g_strdup (tav_event_get_name (event));
  g_strdelimit (base, "/\\:*?\"<>|", '-');
  g_strstrip (base);
  /* Translators: the file name proposed for an event without a name
   * (“.tavolo” is added); avoid characters that are not allowed in file names */
  name = g_strconcat (base[0] ? base : _("Event"), ".tavolo", NULL);

  tav_compat_ask_file (GTK_WINDOW (self), TAV_FILE_SAVE_EVENT, name, folder, NULL, 0, NULL,
                       save_as_cb, continuation);
}

static void
tav_window_save_then (TavWindow    *self,
                      Continuation *continuation)
{
  if (tav_session_get_file (self->session) == NULL)
    {
      tav_window_save_as_then (self, continuation);
      return;
    }

  if (tav_window_save_to (self, tav_session_get_file (self->session)))
    continuation_run (continuation, self);
  else
    continuation_free (continuation);
}

static void
save_changes_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  TavWindow *self = TAV_WINDOW (object);
  g_autoptr(Continuation) continuation = user_data;
  g_autofree char *response = tav_compat_choose_finish (result, NULL);

  if (g_strcmp0 (response, "discard") == 0)
    {
      tav_session_discard (self->session);
      continuation_run (g_steal_pointer (&continuation), self);
    }
  else if (g_strcmp0 (response, "save") == 0)
    tav_window_save_then (self, g_steal_pointer (&continuation));
}

/* Runs @then at once when nothing would be lost, otherwise once the changes
 * are saved or discarded; not at all if the organiser cancels. */
void
tav_window_confirm_then (TavWindow      *self,
                         TavWindowThen   then,
                         gpointer        data,
                         GDestroyNotify  destroy)
{
  static const TavResponse responses[] = {
    { "cancel", N_("_Cancel"), TAV_RESPONSE_DEFAULT },
    { "discard", N_("_Discard"), TAV_RESPONSE_DESTRUCTIVE },
    { "save", N_("_Save"), TAV_RESPONSE_SUGGESTED },
  };
  TavResponse translated[G_N_ELEMENTS (responses)];
  Continuation *continuation = continuation_new (then, data, destroy);
  g_autofree char *body = NULL;
  TavEvent *event = tav_session_get_event (self->session);

  tav_session_flush (self->session);

  if (event == NULL || !tav_session_get_modified (self->session))
    {
      continuation_run (continuation, self);
      return;
    }

  for (guint i = 0; i < G_N_ELEMENTS (responses); i++)
    {
      translated[i] = responses[i];
      translated[i].label = _(responses[i].label);
    }

  /* Translators: %s is the name of the event */
  body = g_strdup_printf (_("“%s” has unsaved changes. Changes which are not saved will be permanently lost."),
                          tav_event_get_name (event));
  tav_compat_choose (GTK_WINDOW (self), _("Save Changes?"), body, NULL,
                     translated, G_N_ELEMENTS (translated), "save", "cancel",
                     NULL, save_changes_cb, continuation);
}

/* ---- Actions ---------------------------------------------------------- */

static void
open_then (TavWindow *self,
           gpointer   data)
{
  tav_window_open_file (self, data);
}

/* Opens @file here, after asking about unsaved changes. */
void
tav_window_request_open (TavWindow *self,
                         GFile     *file)
{
  g_return_if_fail (TAV_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  tav_window_confirm_then (self, open_then, g_object_ref (file), g_object_unref);
}

static void
choose_file_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  TavWindow *self = TAV_WINDOW (object);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  file = tav_compat_ask_file_finish (result, &error);
  if (file == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("Could not choose a file: %s", error->message);
      return;
    }

  /* The window may have been closed while the chooser was open. */
  if (gtk_widget_in_destruction (GTK_WIDGET (self)))
    return;

  tav_window_request_open (self, file);
}

void
tav_window_open_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  tav_compat_ask_file (GTK_WINDOW (widget), TAV_FILE_OPEN_EVENT, NULL, NULL, NULL, 0, NULL,
                       choose_file_cb, NULL);
}

void
tav_window_open_recent_action (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  tav_window_request_open (TAV_WINDOW (widget), file);
}

static void
event_created_cb (TavWindow *self,
                  TavEvent  *event)
{
  /* A new event is unsaved until it is saved somewhere. */
  tav_session_load (self->session, event, NULL, TRUE);
  adw_view_stack_set_visible_child_name (self->view_stack, "players");

  /* Registration comes next: the name of the first player. */
  gtk_widget_grab_focus (GTK_WIDGET (self->players_page));
}

static void
new_then (TavWindow *self,
          gpointer   data)
{
  TavEventDialog *dialog = tav_event_dialog_new (GTK_WINDOW (self), NULL);

  g_signal_connect_object (dialog, "done", G_CALLBACK (event_created_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
tav_window_new_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  tav_window_confirm_then (TAV_WINDOW (widget), new_then, NULL, NULL);
}

void
tav_window_save_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  TavWindow *self = TAV_WINDOW (widget);

  if (tav_session_get_event (self->session) != NULL)
    tav_window_save_then (self, continuation_new (NULL, NULL, NULL));
}

void
tav_window_save_as_action (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  TavWindow *self = TAV_WINDOW (widget);

  if (tav_session_get_event (self->session) != NULL)
    tav_window_save_as_then (self, continuation_new (NULL, NULL, NULL));
}
