/* tav-disk-changes.c
 *
 * The session takes in what others save to its file (see tav-session.c);
 * the window only says so, and asks about true conflicts one by one,
 * showing both values, before the session goes on with the choices.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-disk-changes"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-compat.h"
#include "tav-disk-changes.h"
#include "tav-ui.h"

#define MAX_SHOWN 400

typedef struct
{
  GtkWindow  *window;
  TavSession *session;
  guint       next;
} Asking;

static void ask_next (Asking *asking);

/* The questions may outlive a window closed meanwhile: they hold both. */
static void
asking_free (Asking *asking)
{
  g_clear_object (&asking->window);
  g_clear_object (&asking->session);
  g_free (asking);
}

static void
disk_changed_cb (GtkWindow  *window,
                 gboolean    merged,
                 TavSession *session)
{
  tav_ui_toast (GTK_WIDGET (window),
                merged ? _("Changes saved elsewhere were merged with yours")
                       : _("The file was changed elsewhere and has been reloaded"));
}

/* A value as JSON text, cut short when long (a whole result, say). */
static char *
shorten (char *text)
{
  if (g_utf8_strlen (text, -1) > MAX_SHOWN)
    {
      char *cut = g_utf8_offset_to_pointer (text, MAX_SHOWN);
      g_autofree char *head = g_strndup (text, cut - text);
      char *shortened = g_strconcat (head, "…", NULL);

      g_free (text);
      return shortened;
    }
  return text;
}

static void
answered_cb (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  Asking *asking = user_data;
  g_autofree char *response = tav_compat_choose_finish (result, NULL);
  TavMerge *merge = tav_session_get_merge (asking->session);

  if (merge != NULL)
    tav_merge_take_theirs (merge, asking->next, g_strcmp0 (response, "theirs") == 0);
  asking->next++;
  ask_next (asking);
}

static void
ask_next (Asking *asking)
{
  static const TavResponse responses[] = {
    { "theirs", N_("Use the _Disk Version"), TAV_RESPONSE_DEFAULT },
    { "mine", N_("Keep _Mine"), TAV_RESPONSE_SUGGESTED },
  };
  TavResponse translated[G_N_ELEMENTS (responses)];
  TavMerge *merge = tav_session_get_merge (asking->session);
  g_autofree char *mine = NULL;
  g_autofree char *theirs = NULL;
  g_autofree char *body = NULL;
  g_autofree char *where = NULL;
  g_autoptr(GError) error = NULL;

  if (merge == NULL)
    {
      asking_free (asking);
      return;
    }
  if (asking->next >= tav_merge_get_n_conflicts (merge))
    {
      if (!tav_session_resolve_merge (asking->session, &error))
        tav_compat_show_error (asking->window, _("Could Not Merge the Changes"), error->message);
      asking_free (asking);
      return;
    }

  for (guint i = 0; i < G_N_ELEMENTS (responses); i++)
    {
      translated[i] = responses[i];
      translated[i].label = _(responses[i].label);
    }
  mine = shorten (tav_merge_get_conflict_ours (merge, asking->next));
  theirs = shorten (tav_merge_get_conflict_theirs (merge, asking->next));
  where = tav_merge_get_conflict_label (merge, asking->next);
  /* Translators: %s are where in the event (e.g. “player p3, name”), the value
   * in this window and the value in the file on disk */
  body = g_strdup_printf (_("“%s” was changed both here and in the file on disk.\n\nHere: %s\n\nOn disk: %s"),
                          where, mine, theirs);
  tav_compat_choose (asking->window, _("Changed Here and on Disk"), body, NULL,
                     translated, G_N_ELEMENTS (translated), "mine", "mine",
                     NULL, answered_cb, asking);
}

static void
conflict_cb (GtkWindow  *window,
             TavSession *session)
{
  Asking *asking = g_new0 (Asking, 1);

  asking->window = g_object_ref (window);
  asking->session = g_object_ref (session);
  ask_next (asking);
}

/* The session lives as long as the window. */
void
tav_disk_changes_attach (GtkWindow  *window,
                         TavSession *session)
{
  g_signal_connect_object (session, "disk-changed", G_CALLBACK (disk_changed_cb), window,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "conflict", G_CALLBACK (conflict_cb), window,
                           G_CONNECT_SWAPPED);
}
