/* tav-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-window"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-compat.h"
#include "tav-display.h"
#include "tav-document.h"
#include "tav-players-page.h"
#include "tav-rounds-page.h"
#include "tav-window.h"

struct _TavWindow
{
  AdwApplicationWindow  parent_instance;

  TavEvent             *event;
  GFile                *file;
  GCancellable         *loading;
  GSignalGroup         *event_signals;

  /* Template widgets */
  GtkStack             *main_stack;
  AdwViewSwitcherTitle *switcher_title;
  AdwViewStack         *view_stack;
  TavPlayersPage       *players_page;
  TavRoundsPage        *rounds_page;
  GtkLabel             *event_name_label;
  GtkLabel             *ruleset_label;
  GtkWidget            *date_box;
  GtkLabel             *date_label;
  GtkWidget            *venue_box;
  GtkLabel             *venue_label;
  GtkLabel             *players_label;
};

G_DEFINE_FINAL_TYPE (TavWindow, tav_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_EVENT,
  PROP_FILE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

TavWindow *
tav_window_new (GtkApplication *application)
{
  g_return_val_if_fail (!application || GTK_IS_APPLICATION (application), NULL);

  return g_object_new (TAV_TYPE_WINDOW,
                       "application", application,
                       NULL);
}

static void
set_label_or_hide (GtkLabel   *label,
                   GtkWidget  *box,
                   const char *text)
{
  gboolean has_text = text != NULL && text[0] != '\0';

  gtk_label_set_label (label, has_text ? text : "");
  gtk_widget_set_visible (box, has_text);
}

static void
tav_window_update_header (TavWindow *self)
{
  g_autofree char *date = NULL;
  g_autofree char *players = NULL;
  const char *name;
  guint n_players;

  g_assert (TAV_IS_WINDOW (self));

  if (self->event == NULL)
    {
      gtk_window_set_title (GTK_WINDOW (self), _("Tavolo"));
      return;
    }

  name = tav_event_get_name (self->event);
  if (name == NULL || name[0] == '\0')
    name = _("Untitled Event");

  gtk_window_set_title (GTK_WINDOW (self), name);
  gtk_label_set_label (self->event_name_label, name);
  gtk_label_set_label (self->ruleset_label,
                       tav_ruleset_get_name (tav_event_get_ruleset (self->event)));

  date = tav_display_date (tav_event_get_date (self->event));
  set_label_or_hide (self->date_label, self->date_box, date);
  set_label_or_hide (self->venue_label, self->venue_box,
                     tav_event_get_venue (self->event));

  n_players = tav_event_get_n_players (self->event);
  players = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player", "%u players", n_players),
                             n_players);
  gtk_label_set_label (self->players_label, players);
}

/**
 * tav_window_set_event:
 * @self: a #TavWindow
 * @event: (nullable): the event to show
 * @file: (nullable): where @event was read from
 *
 * Shows @event in place of the current one; %NULL shows the welcome page.
 */
void
tav_window_set_event (TavWindow *self,
                      TavEvent  *event,
                      GFile     *file)
{
  g_return_if_fail (TAV_IS_WINDOW (self));
  g_return_if_fail (!event || TAV_IS_EVENT (event));
  g_return_if_fail (!file || G_IS_FILE (file));

  if (g_set_object (&self->file, file))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);

  if (!g_set_object (&self->event, event))
    return;

  g_signal_group_set_target (self->event_signals, event);

  tav_window_update_header (self);
  adw_view_switcher_title_set_view_switcher_enabled (self->switcher_title, event != NULL);
  gtk_stack_set_visible_child_name (self->main_stack, event != NULL ? "event" : "welcome");

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EVENT]);
}

TavEvent *
tav_window_get_event (TavWindow *self)
{
  g_return_val_if_fail (TAV_IS_WINDOW (self), NULL);

  return self->event;
}

GFile *
tav_window_get_file (TavWindow *self)
{
  g_return_val_if_fail (TAV_IS_WINDOW (self), NULL);

  return self->file;
}

/* Neither showing an event nor loading one: a file to open can go here. */
gboolean
tav_window_is_empty (TavWindow *self)
{
  g_return_val_if_fail (TAV_IS_WINDOW (self), FALSE);

  return self->event == NULL && self->loading == NULL;
}

/* Runs in a worker thread: the document is parsed and validated there, and
 * the new event is handed to the window only once it is complete. */
static void
load_event_thread (GTask        *task,
                   gpointer      source_object,
                   gpointer      task_data,
                   GCancellable *cancellable)
{
  GFile *file = task_data;
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GError) error = NULL;
  TavEvent *event = NULL;

  if (path != NULL)
    {
      event = tav_document_load_file (path, &error);
    }
  else
    {
      g_autoptr(GFileInfo) info = NULL;
      g_autofree char *data = NULL;
      gsize length = 0;

      info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE,
                                G_FILE_QUERY_INFO_NONE, cancellable, &error);
      if (info != NULL && g_file_info_get_size (info) > TAV_DOCUMENT_MAX_SIZE)
        g_set_error (&error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_TOO_LARGE,
                     _("The file is larger than %d MiB; a Tavolo event is much smaller"),
                     TAV_DOCUMENT_MAX_SIZE / (1024 * 1024));
      else if (info != NULL &&
               g_file_load_contents (file, cancellable, &data, &length, NULL, &error))
        event = tav_document_load_data (data, length, &error);
    }

  if (event != NULL)
    g_task_return_pointer (task, event, g_object_unref);
  else
    g_task_return_error (task, g_steal_pointer (&error));
}

static void
open_file_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  TavWindow *self = TAV_WINDOW (object);
  GFile *file = g_task_get_task_data (G_TASK (result));
  g_autoptr(TavEvent) event = NULL;
  g_autoptr(GError) error = NULL;

  event = g_task_propagate_pointer (G_TASK (result), &error);

  /* Cancelled: another file is loading in its place, or the window is gone. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  g_clear_object (&self->loading);

  if (event == NULL)
    {
      g_autofree char *basename = g_file_get_basename (file);
      g_autofree char *display_name = g_filename_display_name (basename);
      g_autofree char *heading = NULL;

      /* Translators: %s is the name of a file */
      heading = g_strdup_printf (_("Could Not Open “%s”"), display_name);
      tav_compat_show_error (GTK_WINDOW (self), heading, error->message);
      return;
    }

  tav_window_set_event (self, event, file);
}

/**
 * tav_window_open_file:
 * @self: a #TavWindow
 * @file: a .tavolo file
 *
 * Reads @file in the background and shows its event. When it cannot be
 * read, an error dialog says why and the window keeps what it shows.
 */
void
tav_window_open_file (TavWindow *self,
                      GFile     *file)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (TAV_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  g_cancellable_cancel (self->loading);
  g_clear_object (&self->loading);
  self->loading = g_cancellable_new ();

  task = g_task_new (self, self->loading, open_file_cb, NULL);
  g_task_set_source_tag (task, tav_window_open_file);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, load_event_thread);
}

static void
choose_file_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  TavWindow *self = TAV_WINDOW (object);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  file = tav_compat_open_event_file_finish (result, &error);
  if (file == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("Could not choose a file: %s", error->message);
      return;
    }

  /* The window may have been closed while the chooser was open. */
  if (gtk_widget_in_destruction (GTK_WIDGET (self)))
    return;

  tav_window_open_file (self, file);
}

static void
tav_window_open_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  tav_compat_open_event_file (GTK_WINDOW (widget), NULL, choose_file_cb, NULL);
}

static void
tav_window_dispose (GObject *object)
{
  TavWindow *self = (TavWindow *)object;

  g_cancellable_cancel (self->loading);
  g_clear_object (&self->loading);

  if (self->event_signals != NULL)
    g_signal_group_set_target (self->event_signals, NULL);
  g_clear_object (&self->event_signals);
  g_clear_object (&self->event);
  g_clear_object (&self->file);

  gtk_widget_dispose_template (GTK_WIDGET (self), TAV_TYPE_WINDOW);

  G_OBJECT_CLASS (tav_window_parent_class)->dispose (object);
}

static void
tav_window_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  TavWindow *self = TAV_WINDOW (object);

  switch (prop_id)
    {
    case PROP_EVENT:
      g_value_set_object (value, self->event);
      break;

    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_window_class_init (TavWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tav_window_dispose;
  object_class->get_property = tav_window_get_property;

  properties[PROP_EVENT] =
    g_param_spec_object ("event", NULL, NULL,
                         TAV_TYPE_EVENT,
                         (G_PARAM_READABLE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL,
                         G_TYPE_FILE,
                         (G_PARAM_READABLE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "win.open", NULL, tav_window_open_action);

  g_type_ensure (TAV_TYPE_PLAYERS_PAGE);
  g_type_ensure (TAV_TYPE_ROUNDS_PAGE);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TavWindow, main_stack);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, switcher_title);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, view_stack);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, players_page);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, rounds_page);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, event_name_label);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, ruleset_label);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, date_box);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, date_label);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, venue_box);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, venue_label);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, players_label);
}

static void
tav_window_init (TavWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->event_signals = g_signal_group_new (TAV_TYPE_EVENT);
  g_signal_group_connect_swapped (self->event_signals,
                                  "changed",
                                  G_CALLBACK (tav_window_update_header),
                                  self);

  tav_window_update_header (self);
}
