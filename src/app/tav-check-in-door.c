/* tav-check-in-door.c
 *
 * In the venue window: whether players may check themselves in from
 * their phones (tav_event_set_self_check_in (), the organiser's switch,
 * off until he turns it on), and while they may, the check-in page's
 * address and its QR code, to print or show at the door. A phone that
 * scans it opens /check-in and signs with the player's name and personal
 * code (src/venue/tav-venue-check-in.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-check-in-door"

#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "tav-check-in-door.h"
#include "tav-qr-area.h"
#include "tav-self-check-in-row.h"

struct _TavCheckInDoor
{
  GtkBox             parent_instance;

  TavEvent          *event;
  GSignalGroup      *event_signals;
  char              *url;       /* the check-in page's, or NULL */

  TavSelfCheckInRow *row;
  GtkWidget         *door;      /* the address and the code */
  GtkLabel          *url_label;
  GtkDrawingArea    *qr_area;
};

G_DEFINE_FINAL_TYPE (TavCheckInDoor, tav_check_in_door, GTK_TYPE_BOX)

static void
update (TavCheckInDoor *self)
{
  gboolean on = self->event != NULL && tav_event_get_self_check_in (self->event);

  gtk_widget_set_visible (self->door, on && self->url != NULL);
  gtk_label_set_label (self->url_label, self->url ? self->url : "");
  tav_qr_area_set_text (self->qr_area, on ? self->url : NULL);
}

static void
tav_check_in_door_dispose (GObject *object)
{
  TavCheckInDoor *self = TAV_CHECK_IN_DOOR (object);

  if (self->event_signals)
    g_signal_group_set_target (self->event_signals, NULL);
  g_clear_object (&self->event_signals);
  g_clear_object (&self->event);
  g_clear_pointer (&self->url, g_free);

  G_OBJECT_CLASS (tav_check_in_door_parent_class)->dispose (object);
}

static void
tav_check_in_door_class_init (TavCheckInDoorClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = tav_check_in_door_dispose;
}

static void
tav_check_in_door_init (TavCheckInDoor *self)
{
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *caption;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 12);

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_box_append (GTK_BOX (self), list);
  /* The switch, which the Players page's check-in bar has too. */
  self->row = TAV_SELF_CHECK_IN_ROW (tav_self_check_in_row_new ());
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (self->row));

  /* The door's own code: the check-in page, not the pages' first one. */
  self->door = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (self), self->door);
  caption = gtk_label_new (_("At the door, players scan this code to check in:"));
  gtk_label_set_wrap (GTK_LABEL (caption), TRUE);
  gtk_label_set_justify (GTK_LABEL (caption), GTK_JUSTIFY_CENTER);
  gtk_box_append (GTK_BOX (self->door), caption);
  self->url_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_selectable (self->url_label, TRUE);
  gtk_label_set_wrap (self->url_label, TRUE);
  gtk_label_set_wrap_mode (self->url_label, PANGO_WRAP_CHAR);
  gtk_widget_add_css_class (GTK_WIDGET (self->url_label), "title-4");
  gtk_box_append (GTK_BOX (self->door), GTK_WIDGET (self->url_label));
  self->qr_area = GTK_DRAWING_AREA (gtk_drawing_area_new ());
  gtk_drawing_area_set_content_width (self->qr_area, 200);
  gtk_drawing_area_set_content_height (self->qr_area, 200);
  gtk_box_append (GTK_BOX (self->door), GTK_WIDGET (self->qr_area));

  self->event_signals = g_signal_group_new (TAV_TYPE_EVENT);
  g_signal_group_connect_swapped (self->event_signals, "changed", G_CALLBACK (update), self);
  update (self);
}

GtkWidget *
tav_check_in_door_new (void)
{
  return g_object_new (TAV_TYPE_CHECK_IN_DOOR, NULL);
}

void
tav_check_in_door_set_event (TavCheckInDoor *self,
                             TavEvent       *event)
{
  g_return_if_fail (TAV_IS_CHECK_IN_DOOR (self));

  if (!g_set_object (&self->event, event))
    return;
  g_signal_group_set_target (self->event_signals, event);
  tav_self_check_in_row_set_event (self->row, event);
  update (self);
}

/* @base_url: the server's address ("http://192.168.1.20:8642/"), or NULL
 * while it is off. */
void
tav_check_in_door_set_base (TavCheckInDoor *self,
                            const char     *base_url)
{
  g_return_if_fail (TAV_IS_CHECK_IN_DOOR (self));

  g_clear_pointer (&self->url, g_free);
  if (base_url != NULL)
    self->url = g_strconcat (base_url, g_str_has_suffix (base_url, "/") ? "" : "/", "check-in", NULL);
  update (self);
}

/* The address the door's code says, or NULL while the server is off. */
const char *
tav_check_in_door_get_url (TavCheckInDoor *self)
{
  g_return_val_if_fail (TAV_IS_CHECK_IN_DOOR (self), NULL);
  return self->url;
}

GtkSwitch *
tav_check_in_door_get_switch (TavCheckInDoor *self)
{
  g_return_val_if_fail (TAV_IS_CHECK_IN_DOOR (self), NULL);
  return tav_self_check_in_row_get_switch (self->row);
}
