/* tav-round-row.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-round-row"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-display.h"
#include "tav-round-row.h"
#include "tav-ui.h"

/* A round in the sidebar of the rounds page: its name, how many of its
 * tables have a result, and whether the room sees it yet. A round is
 * released by the event (Release Round), which says so by "changed" only:
 * the row follows its event for that. */
struct _TavRoundRow
{
  AdwBin        parent_instance;

  TavRound     *round;
  GSignalGroup *round_signals;
  GSignalGroup *event_signals;

  /* Template widgets */
  GtkLabel     *title_label;
  GtkLabel     *progress_label;
  GtkWidget    *complete_icon;
  GtkWidget    *waiting_icon;
};

G_DEFINE_FINAL_TYPE (TavRoundRow, tav_round_row, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_ROUND,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

GtkWidget *
tav_round_row_new (void)
{
  return g_object_new (TAV_TYPE_ROUND_ROW, NULL);
}

static void
tav_round_row_update (TavRoundRow *self)
{
  g_autofree char *title = NULL;
  g_autofree char *progress = NULL;
  guint n_tables = 0;
  guint n_entered = 0;
  gboolean complete = FALSE;
  gboolean waiting = FALSE;

  if (self->round != NULL)
    {
      title = tav_display_round_title (self->round);
      n_tables = tav_round_get_n_tables (self->round);
      n_entered = tav_round_get_n_entered (self->round);
      complete = tav_round_is_complete (self->round);
      waiting = !tav_round_get_released (self->round);
    }

  /* Translators: results entered out of the tables of a round, e.g. “3/9” */
  progress = g_strdup_printf (C_("results", "%u/%u"), n_entered, n_tables);

  gtk_label_set_label (self->title_label, title ? title : "");
  gtk_label_set_label (self->progress_label, progress);
  gtk_widget_set_visible (GTK_WIDGET (self->progress_label), self->round != NULL && !complete);
  gtk_widget_set_visible (self->complete_icon, complete);
  gtk_widget_set_visible (self->waiting_icon, waiting);

  /* Read out as it is seen: “Round 2, 3/9, Not shown to the room yet”. */
  {
    g_autofree char *name = g_strdup_printf ("%s, %s%s%s", title ? title : "",
                                             complete ? gtk_widget_get_tooltip_text (self->complete_icon) : progress,
                                             waiting ? ", " : "",
                                             waiting ? gtk_widget_get_tooltip_text (self->waiting_icon) : "");

    tav_ui_name_list_row (GTK_WIDGET (self), name);
  }
}

TavRound *
tav_round_row_get_round (TavRoundRow *self)
{
  g_return_val_if_fail (TAV_IS_ROUND_ROW (self), NULL);

  return self->round;
}

void
tav_round_row_set_round (TavRoundRow *self,
                         TavRound    *round)
{
  g_return_if_fail (TAV_IS_ROUND_ROW (self));
  g_return_if_fail (!round || TAV_IS_ROUND (round));

  if (!g_set_object (&self->round, round))
    return;

  g_signal_group_set_target (self->round_signals, round);
  tav_round_row_update (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROUND]);
}

/**
 * tav_round_row_set_event:
 * @self: a #TavRoundRow
 * @event: (nullable): the event of its round, whose changes may release it
 */
void
tav_round_row_set_event (TavRoundRow *self,
                         TavEvent    *event)
{
  g_return_if_fail (TAV_IS_ROUND_ROW (self));
  g_return_if_fail (!event || TAV_IS_EVENT (event));

  g_signal_group_set_target (self->event_signals, event);
  tav_round_row_update (self);
}

static void
tav_round_row_dispose (GObject *object)
{
  TavRoundRow *self = (TavRoundRow *)object;

  g_signal_group_set_target (self->round_signals, NULL);
  g_signal_group_set_target (self->event_signals, NULL);
  g_clear_object (&self->round);

  gtk_widget_dispose_template (GTK_WIDGET (self), TAV_TYPE_ROUND_ROW);

  G_OBJECT_CLASS (tav_round_row_parent_class)->dispose (object);
}

static void
tav_round_row_finalize (GObject *object)
{
  TavRoundRow *self = (TavRoundRow *)object;

  g_clear_object (&self->round_signals);
  g_clear_object (&self->event_signals);

  G_OBJECT_CLASS (tav_round_row_parent_class)->finalize (object);
}

static void
tav_round_row_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  TavRoundRow *self = TAV_ROUND_ROW (object);

  switch (prop_id)
    {
    case PROP_ROUND:
      g_value_set_object (value, self->round);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_round_row_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  TavRoundRow *self = TAV_ROUND_ROW (object);

  switch (prop_id)
    {
    case PROP_ROUND:
      tav_round_row_set_round (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_round_row_class_init (TavRoundRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tav_round_row_dispose;
  object_class->finalize = tav_round_row_finalize;
  object_class->get_property = tav_round_row_get_property;
  object_class->set_property = tav_round_row_set_property;

  properties[PROP_ROUND] =
    g_param_spec_object ("round", NULL, NULL,
                         TAV_TYPE_ROUND,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-round-row.ui");
  gtk_widget_class_bind_template_child (widget_class, TavRoundRow, title_label);
  gtk_widget_class_bind_template_child (widget_class, TavRoundRow, progress_label);
  gtk_widget_class_bind_template_child (widget_class, TavRoundRow, complete_icon);
  gtk_widget_class_bind_template_child (widget_class, TavRoundRow, waiting_icon);
}

static void
tav_round_row_init (TavRoundRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->round_signals = g_signal_group_new (TAV_TYPE_ROUND);
  g_signal_group_connect_swapped (self->round_signals, "notify::name",
                                  G_CALLBACK (tav_round_row_update), self);
  g_signal_group_connect_swapped (self->round_signals, "notify::n-entered",
                                  G_CALLBACK (tav_round_row_update), self);
  self->event_signals = g_signal_group_new (TAV_TYPE_EVENT);
  g_signal_group_connect_swapped (self->event_signals, "changed",
                                  G_CALLBACK (tav_round_row_update), self);

  tav_round_row_update (self);
}
