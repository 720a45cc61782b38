/* tav-breaches-banner.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-breaches-banner"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-breaches-banner.h"
#include "tav-round-heading.h"

/* Under the heading of the round shown: how many of the room's
 * constraints its draw could not honour (players kept apart who meet,
 * clubs that meet where they are kept apart, a player away from his
 * table), and under Details one sentence each. A draw never fails for
 * them: it does its best and says so here. Hidden when all are met. */
struct _TavBreachesBanner
{
  AdwBin          parent_instance;

  /* Template widgets */
  GtkLabel       *count_label;
  GtkMenuButton  *details_button;
  GtkLabel       *details_label;
};

G_DEFINE_FINAL_TYPE (TavBreachesBanner, tav_breaches_banner, ADW_TYPE_BIN)

/**
 * tav_breaches_banner_update:
 * @self: the banner
 * @event: (nullable): the event
 * @stage: (nullable): the stage of @round
 * @round: (nullable): the round shown
 *
 * Shows what @round could not honour, or hides the banner.
 */
void
tav_breaches_banner_update (TavBreachesBanner *self,
                            TavEvent          *event,
                            TavStage          *stage,
                            TavRound          *round)
{
  guint count = 0;
  g_autofree char *details = NULL;

  g_return_if_fail (TAV_IS_BREACHES_BANNER (self));

  if (event != NULL && stage != NULL && round != NULL)
    details = tav_round_heading_describe_breaches (event, stage, round, &count);
  if (details != NULL)
    {
      g_autofree char *text =
        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                      "%u constraint of the room could not be met",
                                      "%u constraints of the room could not be met",
                                      count),
                         count);

      /* A label given a text is laid out again: only when it changes. */
      if (g_strcmp0 (gtk_label_get_label (self->count_label), text) != 0)
        gtk_label_set_label (self->count_label, text);
      if (g_strcmp0 (gtk_label_get_label (self->details_label), details) != 0)
        gtk_label_set_label (self->details_label, details);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->details_button),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
    }
  gtk_widget_set_visible (GTK_WIDGET (self), details != NULL);
}

static void
tav_breaches_banner_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), TAV_TYPE_BREACHES_BANNER);
  G_OBJECT_CLASS (tav_breaches_banner_parent_class)->dispose (object);
}

static void
tav_breaches_banner_class_init (TavBreachesBannerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tav_breaches_banner_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-breaches-banner.ui");
  gtk_widget_class_bind_template_child (widget_class, TavBreachesBanner, count_label);
  gtk_widget_class_bind_template_child (widget_class, TavBreachesBanner, details_button);
  gtk_widget_class_bind_template_child (widget_class, TavBreachesBanner, details_label);
}

static void
tav_breaches_banner_init (TavBreachesBanner *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
