/* tav-release-banner.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-release-banner"

#include "config.h"

#include "tav-release-banner.h"
#include "tav-round-heading.h"

/* Above the tables of the rounds page, while the event shows new rounds
 * to the room only when the organiser releases them: the round drawn is
 * not on the projector or the phones yet, and Release Round (the window's
 * win.release-round) shows it. The banner follows its event by itself,
 * and hides while no round waits. */
struct _TavReleaseBanner
{
  AdwBin        parent_instance;

  TavEvent     *event;
  GSignalGroup *event_signals;

  /* Template widgets */
  GtkLabel     *label;
};

G_DEFINE_FINAL_TYPE (TavReleaseBanner, tav_release_banner, ADW_TYPE_BIN)

/* The label is given its text only when it changes: a label given a text
 * is laid out again, and the event changes with every result. */
static void
tav_release_banner_update (TavReleaseBanner *self)
{
  g_autofree char *waiting = tav_round_heading_describe_waiting (self->event);

  if (waiting != NULL && g_strcmp0 (gtk_label_get_label (self->label), waiting) != 0)
    gtk_label_set_label (self->label, waiting);
  gtk_widget_set_visible (GTK_WIDGET (self), waiting != NULL);
}

static void
tav_release_banner_dispose (GObject *object)
{
  TavReleaseBanner *self = TAV_RELEASE_BANNER (object);

  g_signal_group_set_target (self->event_signals, NULL);
  g_clear_object (&self->event);

  gtk_widget_dispose_template (GTK_WIDGET (self), TAV_TYPE_RELEASE_BANNER);

  G_OBJECT_CLASS (tav_release_banner_parent_class)->dispose (object);
}

static void
tav_release_banner_finalize (GObject *object)
{
  TavReleaseBanner *self = TAV_RELEASE_BANNER (object);

  g_clear_object (&self->event_signals);

  G_OBJECT_CLASS (tav_release_banner_parent_class)->finalize (object);
}

static void
tav_release_banner_class_init (TavReleaseBannerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tav_release_banner_dispose;
  object_class->finalize = tav_release_banner_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-release-banner.ui");
  gtk_widget_class_bind_template_child (widget_class, TavReleaseBanner, label);
}

static void
tav_release_banner_init (TavReleaseBanner *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->event_signals = g_signal_group_new (TAV_TYPE_EVENT);
  g_signal_group_connect_swapped (self->event_signals, "changed",
                                  G_CALLBACK (tav_release_banner_update), self);

  tav_release_banner_update (self);
}

GtkWidget *
tav_release_banner_new (void)
{
  return g_object_new (TAV_TYPE_RELEASE_BANNER, NULL);
}

void
tav_release_banner_set_event (TavReleaseBanner *self,
                              TavEvent         *event)
{
  g_return_if_fail (TAV_IS_RELEASE_BANNER (self));
  g_return_if_fail (!event || TAV_IS_EVENT (event));

  if (!g_set_object (&self->event, event))
    return;

  g_signal_group_set_target (self->event_signals, event);
  tav_release_banner_update (self);
}
