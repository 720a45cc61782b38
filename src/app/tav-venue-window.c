/* tav-venue-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-venue-window"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-application.h"
#include "tav-check-in-door.h"
#include "tav-compat.h"
#include "tav-qr-area.h"
#include "tav-season-link.h"
#include "tav-ui.h"
#include "tav-venue-hall.h"
#include "tav-venue-server.h"
#include "tav-venue-window.h"

/* “Share on the Venue Network”: while this window is open, the phones in
 * the room read the event's public pages from this computer. It shows the
 * address in large type and as a QR code, big enough for a projector, and
 * takes the announcement shown on every phone. The round timer follows the
 * app's: the phones are told when it starts, pauses or is set, and count
 * down by themselves. Closing the window stops the server.
 *
 * When the event is a tournament of a season (catan-bg, bgl), the season
 * file chosen here is shown on the phones' Season page and followed as it
 * is saved; the choice is remembered for the event on this computer
 * (tav-season-link.c), not written into the event file. The organiser
 * lets players check themselves in from their phones here too, and the
 * door's code is shown under the switch (tav-check-in-door.c).
 *
 * The venue has one address: every window's event is served by the
 * application's hall (tav_application_get_venue_hall ()), under a prefix
 * of its own, and the hall's first page lists them. The large address and
 * the QR code are the venue's; the event's own pages, on the Record
 * Sheets and behind the door's code, are under its prefix. The hall
 * starts with the first window and stops with the last. */
struct _TavVenueWindow
{
  AdwWindow        parent_instance;

  TavVenueServer  *server;
  TavVenueHall    *hall;              /* while the event is served in it */
  TavRoundTimer   *timer;
  GSignalGroup    *timer_signals;
  char            *url;               /* the event's pages */
  char            *venue_url;         /* the venue's first page */
  GFile           *file;              /* the event's, for the season link */
  TavSession      *session;           /* the main window's: acts commit apart */

  /* Template widgets */
  GtkStack        *stack;
  GtkLabel        *url_label;
  GtkDrawingArea  *qr_area;
  GtkLabel        *others_label;
  GtkLabel        *hall_label;
  GtkLabel        *offline_label;
  GtkEntry        *announcement_entry;
  GtkLabel        *announcement_label;
  GtkWidget       *season_list;
  AdwActionRow    *season_row;
  GtkWidget       *season_remove_button;
  TavCheckInDoor  *door;
  AdwStatusPage   *error_page;
};

G_DEFINE_FINAL_TYPE (TavVenueWindow, tav_venue_window, ADW_TYPE_WINDOW)

static void
push_timer (TavVenueWindow *self)
{
  if (self->timer == NULL)
    return;
  tav_venue_server_set_timer (self->server, tav_round_timer_get_duration (self->timer),
                              tav_round_timer_get_remaining (self->timer),
                              tav_round_timer_get_running (self->timer));
}

static void
remaining_changed_cb (TavVenueWindow *self)
{
  /* While it runs the phones count by themselves: only a reset or a
   * change made while paused is news. */
  if (!tav_round_timer_get_running (self->timer))
    push_timer (self);
}

/* “This event's pages: …” and the other events the address serves. */
static void
show_hall (TavVenueWindow *self)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GString) others = g_string_new (NULL);
  guint n_others = 0;

  if (self->hall == NULL || self->url == NULL)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->hall_label), FALSE);
      return;
    }
  for (guint i = 0; i < tav_venue_hall_get_n_events (self->hall); i++)
    {
      TavVenueServer *server = tav_venue_hall_get_server (self->hall, i);
      TavEvent *event = tav_venue_server_get_event (server);

      if (server == self->server || event == NULL)
        continue;
      g_string_append_printf (others, "%s%s", n_others ? ", " : "", tav_event_get_name (event));
      n_others++;
    }
  /* Translators: %s is the address of the event's own pages */
  g_string_printf (text, _("This event’s pages: %s"), self->url);
  if (n_others > 0)
    {
      g_string_append (text, "\n");
      /* Translators: %u events other than this window's share the venue's address; %s: their names */
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "The same address serves %u more event: %s",
                                                 "The same address serves %u more events: %s", n_others),
                              n_others, others->str);
    }
  gtk_label_set_label (self->hall_label, text->str);
  gtk_widget_set_visible (GTK_WIDGET (self->hall_label), TRUE);
}

/* The first address of the local network is the one to scan; loopback
 * alone means the computer is on no network yet. */
static void
show_addresses (TavVenueWindow *self)
{
  g_auto(GStrv) urls = tav_venue_hall_get_urls (self->hall);
  g_autoptr(GString) others = g_string_new (NULL);
  gboolean offline = urls[0] == NULL || g_str_has_prefix (urls[0], "http://127.");
  const char *path = tav_venue_hall_get_path (self->hall, self->server);

  g_free (self->venue_url);
  self->venue_url = g_strdup (urls[0]);
  g_free (self->url);
  /* The venue's address ends in "/", the path starts with one. */
  self->url = urls[0] && path ? g_strconcat (urls[0], path + 1, NULL) : NULL;
  gtk_label_set_label (self->url_label, self->venue_url);
  for (guint i = 1; urls[i] != NULL; i++)
    if (!g_str_has_prefix (urls[i], "http://127."))
      g_string_append_printf (others, "%s%s", others->len ? "  " : "", urls[i]);
  if (others->len > 0)
    {
      g_autofree char *text = g_strdup_printf (_("Also: %s"), others->str);

      gtk_label_set_label (self->others_label, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->others_label), others->len > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->offline_label), offline);
  tav_qr_area_set_text (self->qr_area, self->venue_url);
  tav_check_in_door_set_base (self->door, self->url);
  show_hall (self);
}

static void
announcement_activate_cb (TavVenueWindow *self)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->announcement_entry))));

  g_autofree char *toast = NULL;
  guint n_phones = tav_venue_server_get_n_live (self->server);

  tav_venue_server_set_announcement (self->server, text[0] ? text : NULL);

  /* Said where the organiser looks, and the field left free for the
   * next one; the label keeps what the phones show. */
  if (text[0] == '\0')
    toast = g_strdup (_("Announcement taken down"));
  else if (n_phones == 0)
    toast = g_strdup (_("Announcement posted; no phone has a page open now"));
  else
    toast = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Announcement sent to %u phone",
                                          "Announcement sent to %u phones", n_phones), n_phones);
  tav_ui_toast (GTK_WIDGET (self), toast);

  gtk_editable_set_text (GTK_EDITABLE (self->announcement_entry), "");
  if (text[0] != '\0')
    {
      g_autofree char *shown = g_strdup_printf (_("On every phone: “%s”. Enter in the empty field takes it down."),
                                                text);

      gtk_label_set_label (self->announcement_label, shown);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->announcement_label), text[0] != '\0');
}

/* ---- The season -------------------------------------------------------- */

/* @problem: what went wrong with the season file, or NULL. */
static void
show_season (TavVenueWindow *self,
             const char     *problem)
{
  TavEvent *event = tav_venue_server_get_event (self->server);
  TavRuleset *ruleset = event ? tav_event_get_ruleset (event) : NULL;
  TavSeason *season = tav_venue_server_get_season (self->server);
  g_autofree char *linked = event ? tav_season_link_get (event, self->file) : NULL;
  g_autofree char *subtitle = NULL;

  /* Only the rulesets with a season ranking have seasons. */
  gtk_widget_set_visible (self->season_list, ruleset != NULL && tav_ruleset_has_season (ruleset));
  if (problem != NULL)
    subtitle = g_strdup (problem);
  else if (season != NULL)
    {
      g_autofree char *base = g_path_get_basename (tav_venue_server_get_season_file (self->server));

      /* Translators: the season's name and its file's name, e.g. “Ранглиста 2026” (ranking.json) */
      subtitle = g_strdup_printf (_("“%s” (%s): its ranking is on the phones’ Season page"),
                                  tav_season_get_name (season), base);
    }
  else
    subtitle = g_strdup (_("None: choose the season file if this event is a tournament of one"));
  adw_action_row_set_subtitle (self->season_row, subtitle);
  /* The whole path, which the row has no room for. */
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->season_row), tav_venue_server_get_season_file (self->server));
  gtk_widget_set_visible (self->season_remove_button, season != NULL || linked != NULL);
}

/* The season remembered for the event, if any; a file that cannot be
 * read now (moved, on a disk not plugged in) stays remembered. */
static void
load_linked_season (TavVenueWindow *self)
{
  TavEvent *event = tav_venue_server_get_event (self->server);
  g_autofree char *path = event ? tav_season_link_get (event, self->file) : NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *problem = NULL;

  if (!tav_venue_server_set_season_file (self->server, path, &error))
    {
      tav_venue_server_set_season_file (self->server, NULL, NULL);
      /* Translators: the season file remembered for the event; %s: the file, then why */
      problem = g_strdup_printf (_("Could not read the season file %s: %s"), path, error->message);
    }
  show_season (self, problem);
}

static void
season_error_cb (TavVenueWindow *self,
                 const char     *message)
{
  g_autofree char *problem =
    g_strdup_printf (_("The season file changed but could not be read: %s. The phones show the version read before."),
                     message);

  show_season (self, problem);
}

/**
 * tav_venue_window_set_season_file:
 * @path: (nullable): the season file of the event, or %NULL for none
 *
 * Shows the season of @path on the phones and remembers it for the event.
 * A file that is not a season of the event's ruleset is refused with a
 * message, the season shown before left as it was.
 */
gboolean
tav_venue_window_set_season_file (TavVenueWindow *self,
                                  const char     *path)
{
  g_autoptr(GError) error = NULL;
  TavEvent *event;

  g_return_val_if_fail (TAV_IS_VENUE_WINDOW (self), FALSE);

  event = tav_venue_server_get_event (self->server);
  if (!tav_venue_server_set_season_file (self->server, path, &error))
    {
      tav_ui_error (GTK_WIDGET (self), _("Could Not Show the Season"), error->message);
      return FALSE;
    }
  if (event != NULL)
    tav_season_link_set (event, self->file, path);
  show_season (self, NULL);
  return TRUE;
}

static void
season_chosen_cb (GObject      *object,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(TavVenueWindow) self = user_data;
  g_autoptr(GFile) file = tav_compat_ask_file_finish (result, NULL);
  g_autofree char *path = file ? g_file_get_path (file) : NULL;

  if (file == NULL)
    return;
  if (path == NULL)
    {
      tav_ui_error (GTK_WIDGET (self), _("Could Not Show the Season"), _("The file is not on this computer"));
      return;
    }
  tav_venue_window_set_season_file (self, path);
}

static void
season_choose_cb (TavVenueWindow *self)
{
  tav_compat_ask_file (GTK_WINDOW (self), TAV_FILE_OPEN_SEASON, NULL, NULL, NULL, 0, NULL,
                       season_chosen_cb, g_object_ref (self));
}

static void
season_remove_cb (TavVenueWindow *self)
{
  tav_venue_window_set_season_file (self, NULL);
}

/* Each act from the room (a table's result, a judge's act) is an edit of
 * its own: what the organiser left uncommitted is committed first, and
 * the act at its end, so that the log names the act's hand and no other
 * (tav_event_set_hand ()). */
static TavEvent *
edit_begin_cb (gpointer   data,
               GError   **error)
{
  TavVenueWindow *self = data;
  TavEvent *event = tav_venue_server_get_event (self->server);

  if (self->session != NULL)
    tav_session_flush (self->session);
  return event != NULL ? g_object_ref (event) : NULL;
}

static gboolean
edit_end_cb (gpointer   data,
             TavEvent  *event,
             GError   **error)
{
  TavVenueWindow *self = data;

  if (self->session != NULL)
    tav_session_flush (self->session);
  return TRUE;
}

/* ---- The window -------------------------------------------------------- */

/* @file: where @event was read from, or NULL. */
TavVenueWindow *
tav_venue_window_new (TavEvent      *event,
                      GFile         *file,
                      TavRoundTimer *timer)
{
  TavVenueWindow *self = g_object_new (TAV_TYPE_VENUE_WINDOW, NULL);

  self->timer = timer ? g_object_ref (timer) : NULL;
  g_signal_group_set_target (self->timer_signals, timer);
  tav_venue_server_set_event (self->server, event);
  tav_check_in_door_set_event (self->door, event);
  g_set_object (&self->file, file);
  load_linked_season (self);
  push_timer (self);

  return self;
}

/* The application's hall, or one of the window's own when it has none
 * (a window made alone, as in tests). */
static TavVenueHall *
find_hall (TavVenueWindow *self)
{
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (self));

  if (TAV_IS_APPLICATION (application))
    return g_object_ref (tav_application_get_venue_hall (TAV_APPLICATION (application)));
  return tav_venue_hall_new ();
}

static void
leave_hall (TavVenueWindow *self)
{
  if (self->hall == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->hall, self);
  tav_venue_hall_remove (self->hall, self->server);
  /* The last event gone, the port is given back. */
  if (tav_venue_hall_get_n_events (self->hall) == 0)
    tav_venue_hall_stop (self->hall);
  g_clear_object (&self->hall);
}

/* @address: NULL for every address of the computer (the room), or one
 * such as 127.0.0.1 (the tests); the venue's, when another window has
 * started it already. A failure is shown in the window. */
gboolean
tav_venue_window_start (TavVenueWindow *self,
                        const char     *address)
{
  g_autoptr(TavVenueHall) hall = NULL;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (TAV_IS_VENUE_WINDOW (self), FALSE);

  if (self->hall != NULL)
    return TRUE;
  hall = find_hall (self);
  if (!tav_venue_hall_is_on (hall) &&
      !tav_venue_hall_start (hall, address, TAV_VENUE_DEFAULT_PORT, &error))
    {
      adw_status_page_set_description (self->error_page, error->message);
      gtk_stack_set_visible_child_name (self->stack, "error");
      return FALSE;
    }
  /* The tables' result links on the Record Sheets need the event's key. */
  if (tav_venue_server_get_event (self->server))
    tav_inbox_ensure_key (tav_event_get_inbox (tav_venue_server_get_event (self->server)));
  self->hall = g_steal_pointer (&hall);
  tav_venue_hall_add (self->hall, self->server);
  g_signal_connect_swapped (self->hall, "changed", G_CALLBACK (show_hall), self);
  show_addresses (self);
  gtk_stack_set_visible_child_name (self->stack, "on");
  return TRUE;
}

/* The session whose event the window serves: the room's acts are then
 * committed one by one (edit_begin_cb ()). */
void
tav_venue_window_set_session (TavVenueWindow *self,
                              TavSession     *session)
{
  g_return_if_fail (TAV_IS_VENUE_WINDOW (self));

  if (!g_set_object (&self->session, session))
    return;
  if (session != NULL)
    tav_venue_server_set_editor (self->server, edit_begin_cb, edit_end_cb, self);
  else
    tav_venue_server_set_editor (self->server, NULL, NULL, NULL);
}

/* Another event, or the same one read from another file: its own season. */
void
tav_venue_window_set_event (TavVenueWindow *self,
                            TavEvent       *event,
                            GFile          *file)
{
  g_return_if_fail (TAV_IS_VENUE_WINDOW (self));

  if (event == tav_venue_server_get_event (self->server) && file == self->file)
    return;
  if (event != tav_venue_server_get_event (self->server) && self->hall != NULL)
    {
      /* Another event: its own prefix, made from its name; the old one's
       * pages and streams end. */
      g_autoptr(TavVenueHall) hall = g_object_ref (self->hall);

      g_signal_handlers_disconnect_by_data (hall, self);
      tav_venue_hall_remove (hall, self->server);
      tav_venue_server_set_event (self->server, event);
      tav_venue_hall_add (hall, self->server);
      g_signal_connect_swapped (hall, "changed", G_CALLBACK (show_hall), self);
      show_addresses (self);
    }
  else
    tav_venue_server_set_event (self->server, event);
  tav_check_in_door_set_event (self->door, event);
  g_set_object (&self->file, file);
  load_linked_season (self);
}

/* The address of the event's own pages, under the venue's ("…/e/SLUG/"),
 * or NULL while the network is off: the Record Sheets' links and the
 * door's code take it. */
const char *
tav_venue_window_get_url (TavVenueWindow *self)
{
  g_return_val_if_fail (TAV_IS_VENUE_WINDOW (self), NULL);
  return self->url;
}

/* The venue's address, the one the window's QR code shows: its first page
 * lists every event served. */
const char *
tav_venue_window_get_venue_url (TavVenueWindow *self)
{
  g_return_val_if_fail (TAV_IS_VENUE_WINDOW (self), NULL);
  return self->venue_url;
}

static void
tav_venue_window_dispose (GObject *object)
{
  TavVenueWindow *self = TAV_VENUE_WINDOW (object);

  if (self->server != NULL)
    leave_hall (self);
  g_clear_object (&self->server);
  if (self->timer_signals != NULL)
    g_signal_group_set_target (self->timer_signals, NULL);
  g_clear_object (&self->timer_signals);
  g_clear_object (&self->timer);
  g_clear_object (&self->file);
  g_clear_object (&self->session);
  g_clear_pointer (&self->url, g_free);
  g_clear_pointer (&self->venue_url, g_free);

  gtk_widget_dispose_template (GTK_WIDGET (object), TAV_TYPE_VENUE_WINDOW);

  G_OBJECT_CLASS (tav_venue_window_parent_class)->dispose (object);
}

static void
tav_venue_window_class_init (TavVenueWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tav_venue_window_dispose;

  g_type_ensure (TAV_TYPE_CHECK_IN_DOOR);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-venue-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TavVenueWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, TavVenueWindow, url_label);
  gtk_widget_class_bind_template_child (widget_class, TavVenueWindow, qr_area);
  gtk_widget_class_bind_template_child (widget_class, TavVenueWindow, others_label);
  gtk_widget_class_bind_template_child (widget_class, TavVenueWindow, hall_label);
  gtk_widget_class_bind_template_child (widget_class, TavVenueWindow, offline_label);
  gtk_widget_class_bind_template_child (widget_class, TavVenueWindow, announcement_entry);
  gtk_widget_class_bind_template_child (widget_class, TavVenueWindow, announcement_label);
  gtk_widget_class_bind_template_child (widget_class, TavVenueWindow, season_list);
  gtk_widget_class_bind_template_child (widget_class, TavVenueWindow, season_row);
  gtk_widget_class_bind_template_child (widget_class, TavVenueWindow, season_remove_button);
  gtk_widget_class_bind_template_child (widget_class, TavVenueWindow, error_page);
  gtk_widget_class_bind_template_child (widget_class, TavVenueWindow, door);
  gtk_widget_class_bind_template_callback (widget_class, announcement_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, season_choose_cb);
  gtk_widget_class_bind_template_callback (widget_class, season_remove_cb);
}

static void
tav_venue_window_init (TavVenueWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  tav_ui_fit_placeholder (GTK_WIDGET (self->announcement_entry));

  self->server = tav_venue_server_new ();
  g_signal_connect_object (self->server, "season-error", G_CALLBACK (season_error_cb), self, G_CONNECT_SWAPPED);

  self->timer_signals = g_signal_group_new (G_TYPE_OBJECT);
  g_signal_group_connect_swapped (self->timer_signals, "notify::running", G_CALLBACK (push_timer), self);
  g_signal_group_connect_swapped (self->timer_signals, "notify::duration", G_CALLBACK (push_timer), self);
  g_signal_group_connect_swapped (self->timer_signals, "notify::remaining",
                                  G_CALLBACK (remaining_changed_cb), self);
}
