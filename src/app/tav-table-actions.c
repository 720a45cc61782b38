/* tav-table-actions.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-table-actions"

#include "config.h"

#include "tav-display.h"
#include "tav-extend-dialog.h"
#include "tav-result-dialog.h"
#include "tav-rounds-page.h"
#include "tav-table-actions.h"
#include "tav-ui.h"

/* What a card or a compact line of the rounds page does to its table,
 * named by its number: rounds.edit-result opens its result form,
 * rounds.extend adds time to it. Each acts on the round the page shows,
 * and only on a table that has its players. */

typedef struct
{
  TavEvent *event;
  TavStage *stage;
  TavRound *round;
  TavTable *table;
} Target;

/* The table of the round shown that the action names by its number, if
 * it has its players. */
static gboolean
find_ready_table (GtkWidget *widget,
                  GVariant  *parameter,
                  Target    *target)
{
  TavRoundsPage *page = TAV_ROUNDS_PAGE (widget);

  target->event = tav_rounds_page_get_event (page);
  target->round = tav_rounds_page_get_round (page);
  target->stage = target->event && target->round ? tav_display_find_stage (target->event, target->round) : NULL;
  target->table = target->stage ? tav_round_find_table (target->round, g_variant_get_uint32 (parameter)) : NULL;

  return target->table != NULL && tav_table_is_ready (target->table);
}

static void
edit_result_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  Target t;

  if (find_ready_table (widget, parameter, &t))
    gtk_window_present (GTK_WINDOW (tav_result_dialog_new (tav_ui_get_window (widget), t.event,
                                                           t.stage, t.round, t.table)));
}

/* “Add Time…” of a table still playing (tav-extend-dialog.c). */
static void
extend_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  Target t;

  if (find_ready_table (widget, parameter, &t) && !tav_table_has_result (t.table))
    gtk_window_present (GTK_WINDOW (tav_extend_dialog_new (tav_ui_get_window (widget), t.event,
                                                           t.stage, t.round, t.table)));
}

/* Installs both on the rounds page's class. */
void
tav_table_actions_install (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "rounds.edit-result", "u", edit_result_action);
  gtk_widget_class_install_action (widget_class, "rounds.extend", "u", extend_action);
}
