/* tav-window-companions.c
 *
 * The windows the main window opens beside it, one of each: the public
 * display for the projector, the venue network, the inbox of results
 * from the tables and the event's log. Each shows the window's event and
 * goes with it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-window"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-inbox-window.h"
#include "tav-log-window.h"
#include "tav-public-display.h"
#include "tav-venue-window.h"
#include "tav-window-private.h"

static void
display_destroyed_cb (TavWindow *self)
{
  self->display = NULL;
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->display_button), FALSE);
}

/* The inbox shows a new judge the judge console's link while the venue
 * network runs. */
static void
update_venue_url (TavWindow *self)
{
  if (self->inbox != NULL)
    tav_inbox_window_set_venue_url (TAV_INBOX_WINDOW (self->inbox),
                                    self->venue ? tav_venue_window_get_url (TAV_VENUE_WINDOW (self->venue)) : NULL);
}

static void
venue_destroyed_cb (TavWindow *self)
{
  self->venue = NULL;
  update_venue_url (self);
}

static void
inbox_destroyed_cb (TavWindow *self)
{
  self->inbox = NULL;
}

static void
log_destroyed_cb (TavWindow *self)
{
  self->log = NULL;
}

void
tav_window_log_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  TavWindow *self = TAV_WINDOW (widget);

  if (self->log == NULL)
    {
      self->log = GTK_WINDOW (tav_log_window_new (tav_session_get_event (self->session)));
      gtk_window_set_transient_for (self->log, GTK_WINDOW (self));
      g_signal_connect_object (self->log, "destroy",
                               G_CALLBACK (log_destroyed_cb), self, G_CONNECT_SWAPPED);
    }
  gtk_window_present (self->log);
}

void
tav_window_public_display_action (GtkWidget  *widget,
                                  const char *action_name,
                                  GVariant   *parameter)
{
  TavWindow *self = TAV_WINDOW (widget);

  if (self->display != NULL)
    {
      gtk_window_destroy (self->display);
      return;
    }

  /* Not transient: it goes full screen on the projector, not over us. */
  self->display = GTK_WINDOW (tav_public_display_new (tav_session_get_event (self->session),
                                                      self->timer));
  gtk_window_set_application (self->display, gtk_window_get_application (GTK_WINDOW (self)));
  g_signal_connect_object (self->display, "destroy",
                           G_CALLBACK (display_destroyed_cb), self, G_CONNECT_SWAPPED);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->display_button), TRUE);
  gtk_window_present (self->display);
}

/* The badge: how many results from the tables wait, hidden at none. */
void
tav_window_update_inbox_button (TavWindow *self)
{
  TavEvent *event = tav_session_get_event (self->session);
  guint n = event ? tav_inbox_get_n_pending (tav_event_get_inbox (event)) : 0;
  g_autofree char *label = g_strdup_printf (ngettext ("%u Result", "%u Results", n), n);

  gtk_button_set_label (self->inbox_button, label);
  gtk_widget_set_visible (GTK_WIDGET (self->inbox_button), n > 0);
}

void
tav_window_inbox_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  TavWindow *self = TAV_WINDOW (widget);

  if (tav_session_get_event (self->session) == NULL)
    return;
  if (self->inbox == NULL)
    {
      self->inbox = GTK_WINDOW (tav_inbox_window_new (tav_session_get_event (self->session)));
      gtk_window_set_transient_for (self->inbox, GTK_WINDOW (self));
      g_signal_connect_object (self->inbox, "destroy",
                               G_CALLBACK (inbox_destroyed_cb), self, G_CONNECT_SWAPPED);
      update_venue_url (self);
    }
  gtk_window_present (self->inbox);
}

/* One venue window: asked again, it comes to the front. */
void
tav_window_venue_network_action (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *parameter)
{
  TavWindow *self = TAV_WINDOW (widget);

  if (self->venue == NULL)
    {
      self->venue = GTK_WINDOW (tav_venue_window_new (tav_session_get_event (self->session),
                                                      tav_session_get_file (self->session), self->timer));
      tav_venue_window_set_session (TAV_VENUE_WINDOW (self->venue), self->session);
      gtk_window_set_application (self->venue, gtk_window_get_application (GTK_WINDOW (self)));
      g_signal_connect_object (self->venue, "destroy",
                               G_CALLBACK (venue_destroyed_cb), self, G_CONNECT_SWAPPED);
      tav_venue_window_start (TAV_VENUE_WINDOW (self->venue), NULL);
      update_venue_url (self);
    }
  gtk_window_present (self->venue);
}

/* The window's event, or none, in each window open beside it. */
void
tav_window_companions_set_event (TavWindow *self)
{
  TavEvent *event = tav_session_get_event (self->session);

  if (self->display != NULL)
    tav_public_display_set_event (TAV_PUBLIC_DISPLAY (self->display), event);
  if (self->venue != NULL)
    tav_venue_window_set_event (TAV_VENUE_WINDOW (self->venue), event, tav_session_get_file (self->session));
  if (self->inbox != NULL)
    tav_inbox_window_set_event (TAV_INBOX_WINDOW (self->inbox), event);
  if (self->log != NULL)
    tav_log_window_set_event (TAV_LOG_WINDOW (self->log), event);
}

/* A file older than event ids knows its season by its name. */
void
tav_window_companions_set_file (TavWindow *self)
{
  if (self->venue != NULL)
    tav_venue_window_set_event (TAV_VENUE_WINDOW (self->venue), tav_session_get_event (self->session),
                                tav_session_get_file (self->session));
}

void
tav_window_companions_destroy (TavWindow *self)
{
  if (self->display != NULL)
    gtk_window_destroy (self->display);
  if (self->venue != NULL)
    gtk_window_destroy (self->venue);
  if (self->inbox != NULL)
    gtk_window_destroy (self->inbox);
  if (self->log != NULL)
    gtk_window_destroy (self->log);
}

/* The address of the venue network while it is on and reachable from the
 * room (not this computer's loopback), else NULL. */
const char *
tav_window_get_venue_url (TavWindow *self)
{
  const char *url;

  g_return_val_if_fail (TAV_IS_WINDOW (self), NULL);

  url = self->venue ? tav_venue_window_get_url (TAV_VENUE_WINDOW (self->venue)) : NULL;
  return url && !g_str_has_prefix (url, "http://127.") ? url : NULL;
}
