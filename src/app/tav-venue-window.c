/* tav-venue-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-venue-window"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-venue-qr.h"
#include "tav-venue-server.h"
#include "tav-venue-window.h"

/* “Share on the Venue Network”: while this window is open, the phones in
 * the room read the event's public pages from this computer. It shows the
 * address in large type and as a QR code, big enough for a projector, and
 * takes the announcement shown on every phone. The round timer follows the
 * app's: the phones are told when it starts, pauses or is set, and count
 * down by themselves. Closing the window stops the server. */
struct _TavVenueWindow
{
  AdwWindow        parent_instance;

  TavVenueServer  *server;
  TavRoundTimer   *timer;
  GSignalGroup    *timer_signals;
  char            *url;

  /* Template widgets */
  GtkStack        *stack;
  GtkLabel        *url_label;
  GtkDrawingArea  *qr_area;
  GtkLabel        *others_label;
  GtkLabel        *offline_label;
  GtkEntry        *announcement_entry;
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

static void
draw_qr (GtkDrawingArea *area,
         cairo_t        *cr,
         int             width,
         int             height,
         gpointer        user_data)
{
  TavVenueWindow *self = user_data;
  double size = MIN (width, height);

  if (self->url != NULL)
    tav_venue_qr_draw (cr, self->url, (width - size) / 2, (height - size) / 2, size, NULL);
}

/* The first address of the local network is the one to scan; loopback
 * alone means the computer is on no network yet. */
static void
show_addresses (TavVenueWindow *self)
{
  g_auto(GStrv) urls = tav_venue_server_get_urls (self->server);
  g_autoptr(GString) others = g_string_new (NULL);
  gboolean offline = urls[0] == NULL || g_str_has_prefix (urls[0], "http://127.");

  g_free (self->url);
  self->url = g_strdup (urls[0]);
  gtk_label_set_label (self->url_label, self->url);
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
  gtk_widget_queue_draw (GTK_WIDGET (self->qr_area));
}

static void
announcement_activate_cb (TavVenueWindow *self)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->announcement_entry))));

  tav_venue_server_set_announcement (self->server, text[0] ? text : NULL);
}

TavVenueWindow *
tav_venue_window_new (TavEvent      *event,
                      TavRoundTimer *timer)
{
  TavVenueWindow *self = g_object_new (TAV_TYPE_VENUE_WINDOW, NULL);

  self->timer = timer ? g_object_ref (timer) : NULL;
  g_signal_group_set_target (self->timer_signals, timer);
  tav_venue_server_set_event (self->server, event);
  push_timer (self);

  return self;
}

/* @address: NULL for every address of the computer (the room), or one
 * such as 127.0.0.1 (the tests). A failure is shown in the window. */
gboolean
tav_venue_window_start (TavVenueWindow *self,
                        const char     *address)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (TAV_IS_VENUE_WINDOW (self), FALSE);

  if (!tav_venue_server_start (self->server, address, TAV_VENUE_DEFAULT_PORT, &error))
    {
      adw_status_page_set_description (self->error_page, error->message);
      gtk_stack_set_visible_child_name (self->stack, "error");
      return FALSE;
    }
  /* The tables' result links on the Record Sheets need the event's key. */
  if (tav_venue_server_get_event (self->server))
    tav_inbox_ensure_key (tav_event_get_inbox (tav_venue_server_get_event (self->server)));
  show_addresses (self);
  gtk_stack_set_visible_child_name (self->stack, "on");
  return TRUE;
}

void
tav_venue_window_set_event (TavVenueWindow *self,
                            TavEvent       *event)
{
  g_return_if_fail (TAV_IS_VENUE_WINDOW (self));
  tav_venue_server_set_event (self->server, event);
}

/* The address the QR code shows, or NULL while the server is off. */
const char *
tav_venue_window_get_url (TavVenueWindow *self)
{
  g_return_val_if_fail (TAV_IS_VENUE_WINDOW (self), NULL);
  return self->url;
}

static void
tav_venue_window_dispose (GObject *object)
{
  TavVenueWindow *self = TAV_VENUE_WINDOW (object);

  if (self->server != NULL)
    tav_venue_server_stop (self->server);
  g_clear_object (&self->server);
  if (self->timer_signals != NULL)
    g_signal_group_set_target (self->timer_signals, NULL);
  g_clear_object (&self->timer_signals);
  g_clear_object (&self->timer);
  g_clear_pointer (&self->url, g_free);

  gtk_widget_dispose_template (GTK_WIDGET (object), TAV_TYPE_VENUE_WINDOW);

  G_OBJECT_CLASS (tav_venue_window_parent_class)->dispose (object);
}

static void
tav_venue_window_class_init (TavVenueWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tav_venue_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-venue-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TavVenueWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, TavVenueWindow, url_label);
  gtk_widget_class_bind_template_child (widget_class, TavVenueWindow, qr_area);
  gtk_widget_class_bind_template_child (widget_class, TavVenueWindow, others_label);
  gtk_widget_class_bind_template_child (widget_class, TavVenueWindow, offline_label);
  gtk_widget_class_bind_template_child (widget_class, TavVenueWindow, announcement_entry);
  gtk_widget_class_bind_template_child (widget_class, TavVenueWindow, error_page);
  gtk_widget_class_bind_template_callback (widget_class, announcement_activate_cb);
}

static void
tav_venue_window_init (TavVenueWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->server = tav_venue_server_new ();
  gtk_drawing_area_set_draw_func (self->qr_area, draw_qr, self, NULL);

  self->timer_signals = g_signal_group_new (G_TYPE_OBJECT);
  g_signal_group_connect_swapped (self->timer_signals, "notify::running", G_CALLBACK (push_timer), self);
  g_signal_group_connect_swapped (self->timer_signals, "notify::duration", G_CALLBACK (push_timer), self);
  g_signal_group_connect_swapped (self->timer_signals, "notify::remaining",
                                  G_CALLBACK (remaining_changed_cb), self);
}
