/* tav-window.c
 *
 * The main window: its header, the pages of the event shown, what follows
 * the session's event and file, closing and dropping a file on it. Its
 * files, actions, companion windows and timer store are units of their
 * own (see tav-window-private.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-window"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-date.h"
#include "tav-disk-changes.h"
#include "tav-ui.h"
#include "tav-window-private.h"
#include "tav-wrap-layout.h"

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

/* ---- Header ----------------------------------------------------------- */

static void
set_label_or_hide (GtkLabel   *label,
                   GtkWidget  *box,
                   const char *text)
{
  gboolean has_text = text != NULL && text[0] != '\0';

  gtk_label_set_label (label, has_text ? text : "");
  gtk_widget_set_visible (box, has_text);
}

/* The file's name as shown, or %NULL before it is saved. */
static char *
display_file_name (TavWindow *self)
{
  GFile *file = tav_session_get_file (self->session);
  g_autofree char *basename = file ? g_file_get_basename (file) : NULL;

  return basename ? g_filename_display_name (basename) : NULL;
}

static char *
describe_file (TavWindow *self)
{
  g_autofree char *name = display_file_name (self);

  /* An event with no file yet, changed or not (one handed to the window
   * rather than opened), says so rather than showing an empty line. */
  if (name == NULL)
    return g_strdup (_("Not saved yet"));
  if (tav_session_get_modified (self->session))
    /* Translators: %s is the name of the file; shown below the event's name */
    return g_strdup_printf (_("%s (unsaved changes)"), name);

  return g_steal_pointer (&name);
}

static void
tav_window_update_header (TavWindow *self)
{
  TavEvent *event = tav_session_get_event (self->session);
  g_autofree char *date = NULL;
  g_autofree char *players = NULL;
  g_autofree char *file = NULL;
  const char *name;
  guint n_players, n_active;

  g_assert (TAV_IS_WINDOW (self));

  if (event == NULL)
    {
      gtk_window_set_title (GTK_WINDOW (self), _("Tavolo"));
      adw_view_switcher_title_set_subtitle (self->switcher_title, NULL);
      return;
    }

  name = tav_event_get_name (event);
  if (name == NULL || name[0] == '\0')
    name = _("Untitled Event");

  gtk_window_set_title (GTK_WINDOW (self), name);
  gtk_label_set_label (self->event_name_label, name);
  gtk_label_set_label (self->ruleset_label,
                       tav_event_get_ruleset (event) ?
                       tav_ruleset_get_name (tav_event_get_ruleset (event)) :
                       tav_event_get_ruleset_id (event));

  date = tav_date_format (tav_event_get_date (event));
  set_label_or_hide (self->date_label, self->date_box, date);
  set_label_or_hide (self->venue_label, GTK_WIDGET (self->venue_box), tav_event_get_venue (event));

  file = describe_file (self);
  /* The name alone is shortened, never “(unsaved changes)” after it. */
  {
    g_autofree char *file_name = display_file_name (self);
    gboolean modified = tav_session_get_modified (self->session);

    gtk_label_set_label (self->file_label, file_name != NULL && modified ? file_name : file);
    gtk_widget_set_visible (GTK_WIDGET (self->modified_label), file_name != NULL && modified);
  }
  gtk_image_set_from_icon_name (self->file_icon,
                                tav_session_get_modified (self->session) ?
                                "document-edit-symbolic" : "x-office-document-symbolic");
  adw_view_switcher_title_set_subtitle (self->switcher_title, file);

  n_players = tav_event_get_n_players (event);
  n_active = tav_event_count_players (event, TRUE);
  if (n_active == n_players)
    players = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player", "%u players", n_players),
                               n_players);
  else
    /* Translators: players registered, then how many of them are still playing */
    players = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player, %u active", "%u players, %u active", n_players),
                               n_players, n_active);
  gtk_label_set_label (self->players_label, players);
}

/* ---- The event -------------------------------------------------------- */

static void
session_event_changed_cb (TavWindow *self)
{
  TavEvent *event = tav_session_get_event (self->session);

  /* The timer button sets the timer for the round first: that is not a
   * state to keep over the one stored. */
  self->restoring_timer = TRUE;

  g_signal_group_set_target (self->event_signals, event);

  tav_window_update_header (self);
  tav_window_update_actions (self);
  tav_window_update_inbox_button (self);

  adw_view_switcher_title_set_view_switcher_enabled (self->switcher_title, event != NULL);
  gtk_widget_set_visible (self->edit_buttons, event != NULL);
  gtk_widget_set_visible (self->display_button, event != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->timer_button), event != NULL);
  gtk_stack_set_visible_child_name (self->main_stack, event != NULL ? "event" : "welcome");

  tav_window_companions_set_event (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EVENT]);

  tav_window_restore_timer (self);
  self->restoring_timer = FALSE;
}

static void
session_file_changed_cb (TavWindow *self)
{
  tav_window_timer_follow_file (self);
  tav_window_companions_set_file (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
}

static void
event_edited_cb (TavWindow *self)
{
  tav_window_update_header (self);
  tav_window_update_inbox_button (self);
}

/**
 * tav_window_set_event:
 * @self: a #TavWindow
 * @event: (nullable): the event to show
 * @file: (nullable): where @event was read from
 *
 * Shows @event in place of the current one, with an empty undo history;
 * %NULL shows the welcome page.
 */
void
tav_window_set_event (TavWindow *self,
                      TavEvent  *event,
                      GFile     *file)
{
  g_return_if_fail (TAV_IS_WINDOW (self));
  g_return_if_fail (!event || TAV_IS_EVENT (event));
  g_return_if_fail (!file || G_IS_FILE (file));

  tav_session_load (self->session, event, file, FALSE);
}

TavEvent *
tav_window_get_event (TavWindow *self)
{
  g_return_val_if_fail (TAV_IS_WINDOW (self), NULL);

  return tav_session_get_event (self->session);
}

GFile *
tav_window_get_file (TavWindow *self)
{
  g_return_val_if_fail (TAV_IS_WINDOW (self), NULL);

  return tav_session_get_file (self->session);
}

TavSession *
tav_window_get_session (TavWindow *self)
{
  g_return_val_if_fail (TAV_IS_WINDOW (self), NULL);

  return self->session;
}

TavRoundTimer *
tav_window_get_timer (TavWindow *self)
{
  g_return_val_if_fail (TAV_IS_WINDOW (self), NULL);

  return self->timer;
}

/* Neither showing an event nor loading one: a file to open can go here. */
gboolean
tav_window_is_empty (TavWindow *self)
{
  g_return_val_if_fail (TAV_IS_WINDOW (self), FALSE);

  return tav_session_get_event (self->session) == NULL && self->loading == NULL;
}

void
tav_window_add_toast (TavWindow  *self,
                      const char *title)
{
  g_return_if_fail (TAV_IS_WINDOW (self));

  tav_ui_toast (GTK_WIDGET (self->toast_overlay), title);
}

/* ---- Recovery --------------------------------------------------------- */

/* Goes on with the copy of an event left unsaved by a crash. */
gboolean
tav_window_recover (TavWindow       *self,
                    TavRecoveryItem *item,
                    GError         **error)
{
  g_return_val_if_fail (TAV_IS_WINDOW (self), FALSE);

  return tav_session_recover_item (self->session, item, error);
}

/* ---- Closing ---------------------------------------------------------- */

static void
close_then (TavWindow *self,
            gpointer   data)
{
  self->close_confirmed = TRUE;
  gtk_window_close (GTK_WINDOW (self));
}

static gboolean
tav_window_close_request (GtkWindow *window)
{
  TavWindow *self = TAV_WINDOW (window);

  tav_session_flush (self->session);

  if (!self->close_confirmed && tav_session_get_modified (self->session))
    {
      tav_window_confirm_then (self, close_then, NULL, NULL);
      return TRUE;
    }

  tav_settings_save_window (self->settings, GTK_WINDOW (self));

  tav_window_forget_recovery_timer (self);
  tav_session_discard (self->session);

  tav_window_companions_destroy (self);

  return GTK_WINDOW_CLASS (tav_window_parent_class)->close_request (window);
}

/* ---- Drag and drop ---------------------------------------------------- */

static gboolean
drop_cb (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         TavWindow     *self)
{
  g_autoptr(GSList) files = NULL;

  if (!G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    return FALSE;

  files = gdk_file_list_get_files (g_value_get_boxed (value));
  if (files == NULL)
    return FALSE;

  /* One event a window: the first file dropped. */
  tav_window_request_open (self, files->data);
  return TRUE;
}

/* ---- Object ----------------------------------------------------------- */

static void
tav_window_dispose (GObject *object)
{
  TavWindow *self = (TavWindow *)object;

  g_cancellable_cancel (self->loading);
  g_clear_object (&self->loading);

  tav_window_companions_destroy (self);

  if (self->event_signals != NULL)
    g_signal_group_set_target (self->event_signals, NULL);
  g_clear_object (&self->event_signals);

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);

  g_clear_object (&self->timer);
  g_clear_object (&self->settings);

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
      g_value_set_object (value, self->session ? tav_session_get_event (self->session) : NULL);
      break;

    case PROP_FILE:
      g_value_set_object (value, self->session ? tav_session_get_file (self->session) : NULL);
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
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = tav_window_dispose;
  object_class->get_property = tav_window_get_property;

  window_class->close_request = tav_window_close_request;

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

  tav_window_class_install_actions (widget_class);

  g_type_ensure (TAV_TYPE_WELCOME_PAGE);
  g_type_ensure (TAV_TYPE_PLAYERS_PAGE);
  g_type_ensure (TAV_TYPE_ROUNDS_PAGE);
  g_type_ensure (TAV_TYPE_STANDINGS_PAGE);
  g_type_ensure (TAV_TYPE_FINALS_PAGE);
  g_type_ensure (TAV_TYPE_TIMER_BUTTON);
  g_type_ensure (TAV_TYPE_WRAP_LAYOUT);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TavWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, main_stack);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, switcher_title);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, view_stack);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, welcome_page);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, players_page);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, rounds_page);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, standings_page);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, finals_page);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, edit_buttons);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, display_button);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, timer_button);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, event_name_label);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, ruleset_label);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, date_box);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, date_label);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, venue_box);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, inbox_button);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, venue_label);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, file_icon);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, file_label);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, modified_label);
  gtk_widget_class_bind_template_child (widget_class, TavWindow, players_label);
}

static void
tav_window_init (TavWindow *self)
{
  GtkDropTarget *drop;

  self->session = tav_session_new ();
  self->timer = tav_round_timer_new ();
  self->settings = tav_settings_new ();

  gtk_widget_init_template (GTK_WIDGET (self));

  tav_settings_restore_window (self->settings, GTK_WINDOW (self));

  tav_welcome_page_set_settings (self->welcome_page, self->settings);
  tav_timer_button_set_timer (self->timer_button, self->timer);
  tav_rounds_page_set_timer (self->rounds_page, self->timer);
  g_signal_connect_object (self->timer, "state-changed",
                           G_CALLBACK (tav_window_save_timer), self, G_CONNECT_SWAPPED);

  self->event_signals = g_signal_group_new (TAV_TYPE_EVENT);
  g_signal_group_connect_swapped (self->event_signals, "changed",
                                  G_CALLBACK (event_edited_cb), self);

  g_signal_connect_swapped (self->session, "notify::event",
                            G_CALLBACK (session_event_changed_cb), self);
  g_signal_connect_swapped (self->session, "notify::file",
                            G_CALLBACK (tav_window_update_header), self);
  g_signal_connect_swapped (self->session, "notify::modified",
                            G_CALLBACK (tav_window_update_header), self);
  /* A recovery copy begins: keep the timer there too. */
  g_signal_connect_swapped (self->session, "notify::modified",
                            G_CALLBACK (tav_window_save_timer), self);

  g_signal_connect_swapped (self->session, "notify::file",
                            G_CALLBACK (session_file_changed_cb), self);
  g_signal_connect_swapped (self->session, "notify::can-undo",
                            G_CALLBACK (tav_window_update_actions), self);
  g_signal_connect_swapped (self->session, "notify::can-redo",
                            G_CALLBACK (tav_window_update_actions), self);
  tav_disk_changes_attach (GTK_WINDOW (self), self->session);

  drop = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);
  g_signal_connect (drop, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));

  session_event_changed_cb (self);
}
