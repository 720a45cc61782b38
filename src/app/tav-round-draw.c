/* tav-round-draw.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-round-draw"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-compat.h"
#include "tav-display.h"
#include "tav-round-draw.h"
#include "tav-ui.h"

/* The draws of the rounds page: the next round, once the round before it
 * has its results (said, not a silent key or a dialog, while it has not),
 * and the last round drawn again before its first result, after asking.
 * The core draws; the page shows the round drawn. */

/**
 * tav_round_draw_describe_wait:
 * @event: (nullable): an event
 *
 * Returns: (nullable): why the next round of the stage being played
 *   cannot be drawn yet (the tables still waiting for a result, as the
 *   core says it), or %NULL
 */
char *
tav_round_draw_describe_wait (TavEvent *event)
{
  TavStage *current = event ? tav_event_get_current_stage (event) : NULL;
  g_autoptr(GError) error = NULL;

  if (current == NULL || tav_stage_get_kind (current) != TAV_STAGE_TABLES ||
      tav_ruleset_check_complete (current, &error))
    return NULL;
  return g_strdup (error->message);
}

/**
 * tav_round_draw_is_open:
 * @event: (nullable): an event
 *
 * Returns: whether a next round is to be drawn: the first, or one more of
 *   a stage played at tables while it has rounds left to play
 */
gboolean
tav_round_draw_is_open (TavEvent *event)
{
  TavStage *current;
  guint planned;

  if (event == NULL || tav_event_get_ruleset (event) == NULL)
    return FALSE;
  current = tav_event_get_current_stage (event);
  if (current == NULL)
    return TRUE;
  planned = tav_stage_get_planned_rounds (current);
  return tav_stage_get_kind (current) == TAV_STAGE_TABLES &&
         (planned == 0 || tav_stage_get_n_rounds (current) < planned);
}

/**
 * tav_round_draw_next:
 * @page: the rounds page
 * @focus: what takes the keyboard once the round is drawn
 *
 * Draws the next round of the page's event and shows it.
 */
void
tav_round_draw_next (TavRoundsPage *page,
                     GtkWidget     *focus)
{
  GtkWidget *widget = GTK_WIDGET (page);
  TavEvent *event = tav_rounds_page_get_event (page);
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;
  g_autofree char *toast = NULL;
  g_autofree char *wait = NULL;
  TavStage *stage;
  TavRound *round;

  if (event == NULL)
    return;

  /* The results still missing: said, not a silent key or a dialog. */
  if ((wait = tav_round_draw_describe_wait (event)))
    {
      tav_ui_toast (widget, wait);
      return;
    }
  if (!tav_event_draw_round (event, &error))
    {
      tav_ui_error (widget, _("Could Not Draw the Round"), error->message);
      return;
    }

  stage = tav_event_get_current_stage (event);
  round = stage ? tav_stage_get_last_round (stage) : NULL;
  if (round == NULL)
    return;

  tav_rounds_page_select_round (page, round);

  /* The button pressed is gone with the empty page: keep the keyboard
   * in the page, on the tables. */
  gtk_widget_grab_focus (focus);

  title = tav_display_round_title (round);
  /* Translators: %s is a round, e.g. “Round 2” */
  toast = g_strdup_printf (_("%s drawn"), title);
  tav_ui_toast (widget, toast);
}

static void
redraw_cb (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(TavRoundsPage) page = user_data;
  TavEvent *event = tav_rounds_page_get_event (page);
  g_autofree char *response = tav_compat_choose_finish (result, NULL);
  g_autoptr(GError) error = NULL;
  TavStage *stage;

  if (g_strcmp0 (response, "redraw") != 0 || event == NULL)
    return;

  if (!tav_event_redraw_round (event, &error))
    {
      tav_ui_error (GTK_WIDGET (page), _("Could Not Draw the Round Again"), error->message);
      return;
    }

  stage = tav_event_get_current_stage (event);
  if (stage != NULL && tav_stage_get_last_round (stage) != NULL)
    tav_rounds_page_select_round (page, tav_stage_get_last_round (stage));
  tav_ui_toast (GTK_WIDGET (page), _("New seating drawn"));
}

/**
 * tav_round_draw_again_ask:
 * @page: the rounds page
 *
 * Asks whether to draw the round shown again, and draws it.
 */
void
tav_round_draw_again_ask (TavRoundsPage *page)
{
  TavRound *round = tav_rounds_page_get_round (page);
  g_autofree char *title = NULL;
  g_autofree char *heading = NULL;
  TavResponse responses[] = {
    { "cancel", _("_Cancel"), TAV_RESPONSE_DEFAULT },
    { "redraw", _("_Draw Again"), TAV_RESPONSE_DESTRUCTIVE },
  };

  if (round == NULL)
    return;

  title = tav_display_round_title (round);
  /* Translators: %s is a round, e.g. “Round 2” */
  heading = g_strdup_printf (_("Draw %s Again?"), title);
  tav_compat_choose (tav_ui_get_window (GTK_WIDGET (page)), heading,
                     _("The tables get a new seating, still following from the event's seed. Sheets already printed for this round no longer match."),
                     NULL, responses, G_N_ELEMENTS (responses), "cancel", "cancel",
                     NULL, redraw_cb, g_object_ref (page));
}
