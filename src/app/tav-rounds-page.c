/* tav-rounds-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-rounds-page"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tav-compat.h"
#include "tav-display.h"
#include "tav-match-row.h"
#include "tav-pairing-notes.h"
#include "tav-breaches-banner.h"
#include "tav-release-banner.h"
#include "tav-round-draw.h"
#include "tav-round-heading.h"
#include "tav-rounds-page.h"
#include "tav-rounds-sidebar.h"
#include "tav-swap-chooser.h"
#include "tav-table-card.h"
#include "tav-table-actions.h"
#include "tav-table-filter.h"
#include "tav-ui.h"
#include "tav-width-first-layout.h"

/* The seating of every round: a sidebar lists the rounds under the name of
 * their stage, and the tables of the chosen round are shown as cards. The
 * organiser draws the next round here (or draws the last one again while
 * it has no result), swaps seats by hand, enters the results, and finds a
 * player's table by name or a table by number, and keeps to the tables
 * still waiting for a result. The rules the shown round breaks, if any,
 * are listed above its tables: they are checked again after every change.
 *
 * The tables are shown as cards or, more compactly, one line each, with
 * why its players meet in a Swiss round. Both views take their rows from
 * one filtered list model and build widgets only for what is on screen,
 * so that a room of thousands stays as quick as one of twenty.
 *
 * The sidebar is tav-rounds-sidebar.c, the draws tav-round-draw.c, the
 * actions on one table tav-table-actions.c, the banner of a round not
 * shown to the room yet tav-release-banner.c, the words at the head of a
 * round tav-round-heading.c, the Swiss notes of the compact lines
 * tav-pairing-notes.c and the search tav-table-filter.c. */
struct _TavRoundsPage
{
  AdwBin              parent_instance;

  TavEvent           *event;
  TavRound           *round;
  TavStage           *stage;
  char               *head_seat;
  GSignalGroup       *round_signals;
  GSignalGroup       *event_signals;
  guint               n_stages;
  gboolean            attached;    /* the views follow the tables once shown */
  GPtrArray          *cards;
  TavPairingNotes    *notes;       /* Swiss: the compact lines' notes */
  TavTableFilter     *filter;
  GtkFilterListModel *shown_tables;  /* the tables the search and "waiting" leave */
  TavTableFilter     *waiting_filter;
  GtkFilterListModel *whole_tables;  /* the same, searched or not: the round's views */
  TavRoundTimer      *timer;       /* the tables given more time show their clock */

  /* Template widgets */
  GtkStack           *stack;
  AdwLeaflet         *leaflet;
  GtkSingleSelection *sidebar_selection;
  GtkWidget          *content_box;
  GtkLabel           *round_title_label;
  GtkLabel           *round_subtitle_label;
  GtkNoSelection     *tables_selection;
  GtkWidget          *tables_view;
  GtkNoSelection     *matches_selection;
  GtkWidget          *matches_view;
  GtkNoSelection     *found_tables_selection;
  GtkWidget          *found_tables_view;
  GtkNoSelection     *found_matches_selection;
  GtkWidget          *found_matches_view;
  GtkStack           *view_stack;
  GtkToggleButton    *waiting_button;
  GtkToggleButton    *compact_button;
  GtkMenuButton      *actions_button;
  AdwStatusPage      *empty_page;
  GtkButton          *draw_button;
  GtkLabel           *draw_note_label;
  TavReleaseBanner   *release_box;
  GtkSearchEntry     *find_entry;
  GtkLabel           *found_label;
  GtkWidget          *problems_box;
  TavBreachesBanner  *breaches_banner;
  GtkLabel           *problems_label;
};

G_DEFINE_FINAL_TYPE (TavRoundsPage, tav_rounds_page, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_EVENT,
  PROP_ROUND,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
tav_rounds_page_update_header (TavRoundsPage *self)
{
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  TavStage *stage = NULL;

  if (self->round == NULL)
    {
      gtk_label_set_label (self->round_title_label, "");
      gtk_label_set_label (self->round_subtitle_label, "");
      return;
    }

  title = tav_display_round_title (self->round);
  if (self->event != NULL)
    stage = tav_display_find_stage (self->event, self->round);

  tav_round_heading_name_tools (GTK_WIDGET (self->find_entry), GTK_WIDGET (self->waiting_button),
                                GTK_WIDGET (self->compact_button),
                                stage != NULL && tav_stage_get_kind (stage) == TAV_STAGE_BRACKET);
  subtitle = tav_round_heading_describe (self->event, stage, self->round);

  gtk_label_set_label (self->round_title_label, title);
  gtk_label_set_label (self->round_subtitle_label, subtitle);
}

static TavStage *
get_shown_stage (TavRoundsPage *self)
{
  if (self->event == NULL || self->round == NULL)
    return NULL;

  return tav_display_find_stage (self->event, self->round);
}

/* The round shown is the last of the stage being played. */
static gboolean
shows_current_round (TavRoundsPage *self)
{
  TavStage *stage = self->event ? tav_event_get_current_stage (self->event) : NULL;

  return stage != NULL && self->round != NULL && tav_stage_get_last_round (stage) == self->round;
}

/* What can be done now follows the state of the event; the core decides
 * in the end, and says why when it refuses. The next draw keeps its place
 * while the round before it waits for results, with the tables named. */
static void
tav_rounds_page_update_actions (TavRoundsPage *self)
{
  TavStage *current = self->event ? tav_event_get_current_stage (self->event) : NULL;
  TavStage *shown = get_shown_stage (self);
  gboolean tables = current != NULL && tav_stage_get_kind (current) == TAV_STAGE_TABLES;
  gboolean can_draw = tav_round_draw_is_open (self->event);
  g_autofree char *plan = NULL;
  g_autofree char *wait = NULL;
  g_autofree char *absent = NULL;

  if (self->event != NULL && tav_event_get_ruleset (self->event) != NULL)
    plan = tav_ruleset_describe_plan (tav_event_get_ruleset (self->event), self->event);

  /* Named even while hidden: GTK 4.8 shows it to screen readers. */
  {
    g_autofree char *label = g_strdup_printf (_("_Draw Round %u"),
                                              current ? tav_stage_get_n_rounds (current) + 1 : 1);

    gtk_button_set_label (self->draw_button, label);
  }
  if (can_draw)
    {
      wait = tav_round_draw_describe_wait (self->event);
      absent = wait ? NULL : tav_event_describe_absent (self->event);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->draw_button), can_draw);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "rounds.draw", can_draw);
  gtk_label_set_label (self->draw_note_label, wait ? wait : absent ? absent : "");
  gtk_widget_set_visible (GTK_WIDGET (self->draw_note_label), wait || absent);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->draw_button), wait);

  /* Before its first result, the last round can be drawn again; a later
   * stage at tables (a final table) is seated from the standings, not
   * drawn. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "rounds.redraw",
                                 tables && shows_current_round (self) &&
                                 tav_event_get_n_stages (self->event) == 1 &&
                                 !tav_round_has_any_result (self->round));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "rounds.swap",
                                 shown != NULL && tav_stage_get_kind (shown) == TAV_STAGE_TABLES &&
                                 !tav_round_is_complete (self->round));

  /* Before round 1, whom the check-in leaves out is said under the plan. */
  if (absent && plan)
    {
      g_autofree char *both = g_strdup_printf ("%s\n\n%s", plan, absent);

      adw_status_page_set_description (self->empty_page, both);
    }
  else
    adw_status_page_set_description (self->empty_page, plan ? plan : absent ? absent : "");
}

static void
tav_rounds_page_update_problems (TavRoundsPage *self)
{
  TavStage *stage = get_shown_stage (self);
  g_autofree char *problems = NULL;

  if (stage != NULL)
    problems = tav_round_heading_describe_problems (self->event, stage, self->round);
  if (problems != NULL)
    gtk_label_set_label (self->problems_label, problems);
  gtk_widget_set_visible (self->problems_box, problems != NULL);
  tav_breaches_banner_update (self->breaches_banner, self->event, stage, self->round);
}

static void
update_row_notes (TavRoundsPage *self,
                  TavMatchRow   *row)
{
  tav_pairing_notes_update_row (self->notes, row, self->event, self->stage, self->round,
                                tav_table_filter_get_found_set (self->filter));
}

/* The players found are marked on the cards and rows on screen; the others
 * read them when they are bound. */
static void
tav_rounds_page_mark_found (TavRoundsPage *self)
{
  GHashTable *found = tav_table_filter_get_found_set (self->filter);

  for (guint i = 0; i < self->cards->len; i++)
    tav_table_card_set_found (self->cards->pdata[i], found);
  tav_pairing_notes_update_rows (self->notes, self->event, self->stage, self->round, found);
}

static void
tav_rounds_page_update_pairings (TavRoundsPage *self)
{
  tav_pairing_notes_invalidate (self->notes);

  /* The lines kept while another page is shown are brought up to date
   * when this one is shown again. */
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  tav_pairing_notes_update_rows (self->notes, self->event, self->stage, self->round,
                                 tav_table_filter_get_found_set (self->filter));
}

/* The first table found comes into view. */
static void
tav_rounds_page_scroll_to_top (TavRoundsPage *self)
{
  guint position = tav_table_filter_first_hit (self->filter, G_LIST_MODEL (self->shown_tables));

  if (position == GTK_INVALID_LIST_POSITION)
    return;
  if (tav_table_filter_get_narrows (self->filter))
    {
      gtk_widget_activate_action (self->found_tables_view, "list.scroll-to-item", "u", position);
      gtk_widget_activate_action (self->found_matches_view, "list.scroll-to-item", "u", position);
    }
  else
    {
      gtk_widget_activate_action (self->tables_view, "list.scroll-to-item", "u", position);
      gtk_widget_activate_action (self->matches_view, "list.scroll-to-item", "u", position);
    }
}

static void tav_rounds_page_attach_view (TavRoundsPage *self);

/* Only the view on screen follows the tables: a view builds rows for
 * the items it is given at once, shown or not, and in a room of hundreds
 * that is what opening an event on another page would wait for. */
static void
set_selection_model (GtkNoSelection *selection,
                     GListModel     *model)
{
  if (gtk_no_selection_get_model (selection) != model)
    gtk_no_selection_set_model (selection, model);
}

/* “Find your table”: the players whose name holds what is typed (or the
 * table whose number it is), where they sit in the round shown, and only
 * their tables shown, the first one scrolled into view. */
static void
tav_rounds_page_update_found (TavRoundsPage *self)
{
  const char *search = gtk_editable_get_text (GTK_EDITABLE (self->find_entry));
  g_autofree char *answer = NULL;
  const char *head = NULL;

  if (self->stage != NULL)
    head = tav_display_head_seat (self->event, self->stage);

  /* The short list's views let go of their few tables first: were the
   * search to widen to the whole round, they would build a card for each
   * table on screen (~180), only to destroy them when the whole round's
   * view takes their place. */
  set_selection_model (self->found_tables_selection, NULL);
  set_selection_model (self->found_matches_selection, NULL);
  answer = tav_table_filter_search (self->filter, self->event, self->round, head, search);
  gtk_label_set_label (self->found_label, answer);
  gtk_widget_set_visible (GTK_WIDGET (self->found_label), answer[0] != '\0');
  tav_rounds_page_attach_view (self);
  tav_rounds_page_mark_found (self);
}

static void
find_changed_cb (TavRoundsPage *self)
{
  tav_rounds_page_update_found (self);
  tav_rounds_page_scroll_to_top (self);
}

/* Enter in the search opens the result of the first table found. */
static void
find_activate_cb (TavRoundsPage *self)
{
  g_autoptr(TavTable) table = NULL;
  const char *search = gtk_editable_get_text (GTK_EDITABLE (self->find_entry));
  guint position = tav_table_filter_first_hit (self->filter, G_LIST_MODEL (self->shown_tables));

  if (search[0] == '\0' || position == GTK_INVALID_LIST_POSITION)
    return;
  table = g_list_model_get_item (G_LIST_MODEL (self->shown_tables), position);
  if (table != NULL && tav_table_is_ready (table))
    gtk_widget_activate_action (GTK_WIDGET (self), "rounds.edit-result", "u",
                                tav_table_get_number (table));
}

static void
waiting_toggled_cb (TavRoundsPage *self)
{
  tav_table_filter_set_waiting_only (self->filter,
                                     gtk_toggle_button_get_active (self->waiting_button));
  tav_table_filter_set_waiting_only (self->waiting_filter,
                                     gtk_toggle_button_get_active (self->waiting_button));
  tav_rounds_page_scroll_to_top (self);
}

static void
tav_rounds_page_attach_view (TavRoundsPage *self)
{
  gboolean compact = gtk_toggle_button_get_active (self->compact_button);
  gboolean narrows = tav_table_filter_get_narrows (self->filter);
  GListModel *whole = self->attached ? G_LIST_MODEL (self->whole_tables) : NULL;
  GListModel *found = self->attached && narrows ? G_LIST_MODEL (self->shown_tables) : NULL;

  /* The whole round's view keeps its tables while a short list is shown;
   * the short list's view is given its few tables only while it is shown. */
  set_selection_model (self->tables_selection, compact ? NULL : whole);
  set_selection_model (self->matches_selection, compact ? whole : NULL);
  set_selection_model (self->found_tables_selection, compact ? NULL : found);
  set_selection_model (self->found_matches_selection, compact ? found : NULL);
  gtk_stack_set_visible_child_name (self->view_stack,
                                    compact ? (narrows ? "found-list" : "list")
                                            : (narrows ? "found-cards" : "cards"));
}

static void
compact_toggled_cb (TavRoundsPage *self)
{
  tav_rounds_page_attach_view (self);
}

static void
tav_rounds_page_map (GtkWidget *widget)
{
  TavRoundsPage *self = TAV_ROUNDS_PAGE (widget);

  self->attached = TRUE;
  tav_rounds_page_attach_view (self);
  if (tav_pairing_notes_is_stale (self->notes))
    tav_pairing_notes_update_rows (self->notes, self->event, self->stage, self->round,
                                   tav_table_filter_get_found_set (self->filter));

  GTK_WIDGET_CLASS (tav_rounds_page_parent_class)->map (widget);
}

/* Enter or a double click on a line opens its result. */
static void
open_result_at (TavRoundsPage *self,
                GListModel    *tables,
                guint          position)
{
  g_autoptr(TavTable) table = g_list_model_get_item (tables, position);

  if (table != NULL && tav_table_is_ready (table))
    gtk_widget_activate_action (GTK_WIDGET (self), "rounds.edit-result", "u",
                                tav_table_get_number (table));
}

static void
matches_activate_cb (TavRoundsPage *self,
                     guint          position)
{
  open_result_at (self, G_LIST_MODEL (self->whole_tables), position);
}

static void
found_matches_activate_cb (TavRoundsPage *self,
                           guint          position)
{
  open_result_at (self, G_LIST_MODEL (self->shown_tables), position);
}

static void tav_rounds_page_select_current (TavRoundsPage *self);

static void
event_changed_cb (TavRoundsPage *self)
{
  guint n_stages = tav_event_get_n_stages (self->event);
  gboolean new_stage = n_stages > self->n_stages;

  /* A stage built elsewhere (the finals, from the finals page) is where
   * the event goes on: show its round. */
  self->n_stages = n_stages;
  if (new_stage)
    tav_rounds_page_select_current (self);

  tav_rounds_page_update_header (self);
  tav_rounds_page_update_actions (self);
  tav_rounds_page_update_problems (self);
  tav_rounds_page_update_pairings (self);

  /* Seats and names may have changed under a search; a result takes a
   * table out of those waiting. The view stays where it was. */
  tav_table_filter_results_changed (self->waiting_filter);
  if (gtk_editable_get_text (GTK_EDITABLE (self->find_entry))[0] != '\0')
    tav_rounds_page_update_found (self);
  else
    tav_table_filter_results_changed (self->filter);
}

static void
tav_rounds_page_show_round (TavRoundsPage *self,
                            TavRound      *round)
{
  const char *head_seat = NULL;

  if (self->round == round)
    return;

  g_set_object (&self->round, round);
  g_signal_group_set_target (self->round_signals, round);

  /* The cards read the head seat when they are bound to a table: change it
   * before the tables. */
  if (round != NULL && self->event != NULL)
    {
      TavStage *stage = tav_display_find_stage (self->event, round);

      if (stage != NULL)
        head_seat = tav_display_head_seat (self->event, stage);
    }
  g_free (self->head_seat);
  self->head_seat = g_strdup (head_seat);
  g_set_object (&self->stage, get_shown_stage (self));

  tav_rounds_page_update_pairings (self);
  gtk_filter_list_model_set_model (self->shown_tables,
                                   round != NULL ? tav_round_get_tables (round) : NULL);
  gtk_filter_list_model_set_model (self->whole_tables,
                                   round != NULL ? tav_round_get_tables (round) : NULL);
  tav_rounds_page_update_header (self);
  tav_rounds_page_update_actions (self);
  tav_rounds_page_update_problems (self);
  tav_rounds_page_update_found (self);
  tav_rounds_page_scroll_to_top (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROUND]);
}

/**
 * tav_rounds_page_select_round:
 * @self: a #TavRoundsPage
 * @round: a round of the event shown
 *
 * Shows the tables of @round.
 *
 * Returns: %TRUE if @round is one of the event's rounds
 */
gboolean
tav_rounds_page_select_round (TavRoundsPage *self,
                              TavRound      *round)
{
  guint position;

  g_return_val_if_fail (TAV_IS_ROUNDS_PAGE (self), FALSE);
  g_return_val_if_fail (TAV_IS_ROUND (round), FALSE);

  position = tav_rounds_sidebar_find (G_LIST_MODEL (self->sidebar_selection), round);
  if (position == GTK_INVALID_LIST_POSITION)
    return FALSE;

  gtk_single_selection_set_selected (self->sidebar_selection, position);

  return self->round == round;
}

/* The round being played: the last one of the last stage. */
static void
tav_rounds_page_select_current (TavRoundsPage *self)
{
  TavStage *stage = self->event ? tav_event_get_current_stage (self->event) : NULL;
  TavRound *round = stage ? tav_stage_get_last_round (stage) : NULL;

  if (round != NULL)
    tav_rounds_page_select_round (self, round);
  else
    tav_rounds_page_show_round (self, NULL);
}

static void
sidebar_selection_changed_cb (TavRoundsPage *self)
{
  gpointer item = gtk_single_selection_get_selected_item (self->sidebar_selection);

  if (TAV_IS_ROUND (item))
    tav_rounds_page_show_round (self, item);
}

/* On a narrow window the sidebar and the tables take turns: a click on a
 * round (or Enter) goes on to its tables. The arrow keys only choose. */
static void
sidebar_activate_cb (TavRoundsPage *self)
{
  if (self->round != NULL && adw_leaflet_get_folded (self->leaflet))
    adw_leaflet_set_visible_child (self->leaflet, self->content_box);
}

static void
sidebar_released_cb (TavRoundsPage *self)
{
  sidebar_activate_cb (self);
}

static void
sidebar_items_changed_cb (TavRoundsPage *self)
{
  gboolean has_rounds = tav_rounds_sidebar_has_rounds (G_LIST_MODEL (self->sidebar_selection));

  gtk_stack_set_visible_child_name (self->stack, has_rounds ? "rounds" : "empty");

  /* A round shown may be gone (a redraw replaces the last round). */
  if (self->round == NULL ||
      tav_rounds_sidebar_find (G_LIST_MODEL (self->sidebar_selection), self->round) == GTK_INVALID_LIST_POSITION)
    tav_rounds_page_select_current (self);
}

/* “swiss 3”: the stage being played and its last round, to tell whether
 * an undo step drew a round or took one away. */
static char *
describe_current_round (TavEvent *event)
{
  TavStage *stage = event ? tav_event_get_current_stage (event) : NULL;

  if (stage == NULL)
    return g_strdup ("");
  return g_strdup_printf ("%s %u", tav_stage_get_id (stage), tav_stage_get_n_rounds (stage));
}

TavEvent *
tav_rounds_page_get_event (TavRoundsPage *self)
{
  g_return_val_if_fail (TAV_IS_ROUNDS_PAGE (self), NULL);

  return self->event;
}

void
tav_rounds_page_set_event (TavRoundsPage *self,
                           TavEvent      *event)
{
  g_autoptr(GListModel) sidebar = NULL;
  g_autofree char *stage_id = NULL;
  g_autofree char *was_current = NULL;
  g_autofree char *now_current = NULL;
  guint number = 0;

  g_return_if_fail (TAV_IS_ROUNDS_PAGE (self));
  g_return_if_fail (!event || TAV_IS_EVENT (event));

  if (self->event == event)
    return;

  /* Undo gives a new event: the same round of it stays in view, unless
   * the step drew a round or took one away (redo of a draw): then the
   * round being played is shown, as after the draw itself. */
  if (self->round != NULL && get_shown_stage (self) != NULL)
    {
      stage_id = g_strdup (tav_stage_get_id (get_shown_stage (self)));
      number = tav_round_get_number (self->round);
      was_current = describe_current_round (self->event);
      now_current = describe_current_round (event);
      if (g_strcmp0 (was_current, now_current) != 0)
        g_clear_pointer (&stage_id, g_free);
    }

  tav_rounds_page_show_round (self, NULL);
  g_set_object (&self->event, event);
  g_signal_group_set_target (self->event_signals, event);
  self->n_stages = event ? tav_event_get_n_stages (event) : 0;

  if (event != NULL)
    sidebar = tav_rounds_sidebar_new_model (event);

  gtk_single_selection_set_model (self->sidebar_selection, sidebar);

  if (event != NULL && stage_id != NULL)
    {
      TavStage *stage = tav_event_find_stage (event, stage_id);
      TavRound *round = stage ? tav_stage_get_round (stage, number) : NULL;

      if (round != NULL)
        tav_rounds_page_select_round (self, round);
    }

  sidebar_items_changed_cb (self);
  if (now_current != NULL && stage_id == NULL)
    tav_rounds_page_select_current (self);
  if (stage_id == NULL)
    adw_leaflet_set_visible_child (self->leaflet, self->content_box);

  tav_rounds_page_update_actions (self);
  tav_release_banner_set_event (self->release_box, event);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EVENT]);
}

TavRound *
tav_rounds_page_get_round (TavRoundsPage *self)
{
  g_return_val_if_fail (TAV_IS_ROUNDS_PAGE (self), NULL);

  return self->round;
}

static void
card_finalized_cb (gpointer  data,
                   GObject  *card)
{
  TavRoundsPage *self = data;

  g_ptr_array_remove_fast (self->cards, card);
}

static void
tables_setup_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *list_item,
                 TavRoundsPage            *self)
{
  GtkWidget *card = tav_table_card_new ();

  /* The cards are the grid's: the page only marks the players found. */
  g_ptr_array_add (self->cards, card);
  g_object_weak_ref (G_OBJECT (card), card_finalized_cb, self);

  gtk_list_item_set_child (list_item, card);
  gtk_list_item_set_activatable (list_item, FALSE);
}

/* A card or line is not unbound: GTK 4.8 unbinds and binds again every
 * item whose position changes (a search taking tables out above it), and
 * the same table bound again must cost nothing. A card bound to another
 * table changes only the text that differs. */
static void
tables_bind_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *list_item,
                TavRoundsPage            *self)
{
  TavTableCard *card = TAV_TABLE_CARD (gtk_list_item_get_child (list_item));

  tav_table_card_set_event (card, self->event);
  tav_table_card_set_stage (card, self->stage);
  tav_table_card_set_head_seat (card, self->head_seat);
  tav_table_card_set_found (card, tav_table_filter_get_found_set (self->filter));
  tav_table_card_set_timer (card, self->timer);
  tav_table_card_set_table (card, gtk_list_item_get_item (list_item));
}

static void
matches_setup_cb (GtkSignalListItemFactory *factory,
                  GtkListItem              *list_item,
                  TavRoundsPage            *self)
{
  GtkWidget *row = tav_match_row_new ();

  tav_pairing_notes_add_row (self->notes, TAV_MATCH_ROW (row));
  gtk_list_item_set_child (list_item, row);
}

static void
matches_bind_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *list_item,
                 TavRoundsPage            *self)
{
  TavMatchRow *row = TAV_MATCH_ROW (gtk_list_item_get_child (list_item));

  tav_match_row_set_timer (row, self->timer);
  tav_match_row_set_table (row, self->event, self->stage, gtk_list_item_get_item (list_item));
  update_row_notes (self, row);
}

static void
tav_rounds_page_show_sidebar (GtkWidget  *widget,
                              const char *action_name,
                              GVariant   *parameter)
{
  TavRoundsPage *self = TAV_ROUNDS_PAGE (widget);

  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_BACK);
}

/* ---- Drawing (tav-round-draw.c) --------------------------------------- */

static void
tav_rounds_page_draw (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TavRoundsPage *self = TAV_ROUNDS_PAGE (widget);

  tav_round_draw_next (self, self->tables_view);
}

static void
tav_rounds_page_redraw (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  tav_round_draw_again_ask (TAV_ROUNDS_PAGE (widget));
}

/* ---- Swapping seats --------------------------------------------------- */

static void
tav_rounds_page_swap (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TavRoundsPage *self = TAV_ROUNDS_PAGE (widget);
  const char * const *found = tav_table_filter_get_found (self->filter);

  if (self->event == NULL || self->round == NULL)
    return;

  /* The players found, if any, are offered first. */
  tav_swap_chooser_ask (widget, self->event, self->round,
                        found ? found[0] : NULL,
                        found && found[0] ? found[1] : NULL);
}

/**
 * tav_rounds_page_set_timer:
 * @self: a #TavRoundsPage
 * @timer: (nullable): the round timer, which the clocks of the tables
 *   given more time follow
 */
void
tav_rounds_page_set_timer (TavRoundsPage *self,
                           TavRoundTimer *timer)
{
  g_return_if_fail (TAV_IS_ROUNDS_PAGE (self));
  g_return_if_fail (!timer || TAV_IS_ROUND_TIMER (timer));

  if (!g_set_object (&self->timer, timer))
    return;
  /* The compact lines take it when they are bound: the window gives
   * the timer before any event is shown. */
  for (guint i = 0; i < self->cards->len; i++)
    tav_table_card_set_timer (self->cards->pdata[i], timer);
}

static void
tav_rounds_page_find (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TavRoundsPage *self = TAV_ROUNDS_PAGE (widget);

  /* Ctrl+F in the field itself (it keeps the focus after a result) selects
   * what it holds, so the next number typed replaces it. */
  gtk_widget_grab_focus (GTK_WIDGET (self->find_entry));
  gtk_editable_select_region (GTK_EDITABLE (self->find_entry), 0, -1);
}

static void
tav_rounds_page_dispose (GObject *object)
{
  TavRoundsPage *self = (TavRoundsPage *)object;

  g_signal_group_set_target (self->round_signals, NULL);
  g_signal_group_set_target (self->event_signals, NULL);
  g_clear_object (&self->round);
  g_clear_object (&self->stage);
  g_clear_object (&self->event);
  g_clear_object (&self->timer);

  for (guint i = 0; i < self->cards->len; i++)
    g_object_weak_unref (self->cards->pdata[i], card_finalized_cb, self);
  g_ptr_array_set_size (self->cards, 0);

  /* The stack is the bin's child: take it out first, or both the template
   * and the bin would unparent it. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAV_TYPE_ROUNDS_PAGE);

  G_OBJECT_CLASS (tav_rounds_page_parent_class)->dispose (object);
}

static void
tav_rounds_page_finalize (GObject *object)
{
  TavRoundsPage *self = (TavRoundsPage *)object;

  g_clear_object (&self->round_signals);
  g_clear_object (&self->event_signals);
  g_clear_pointer (&self->head_seat, g_free);
  g_clear_pointer (&self->cards, g_ptr_array_unref);
  g_clear_pointer (&self->notes, tav_pairing_notes_free);
  g_clear_object (&self->shown_tables);
  g_clear_object (&self->whole_tables);
  g_clear_object (&self->waiting_filter);
  g_clear_object (&self->filter);

  G_OBJECT_CLASS (tav_rounds_page_parent_class)->finalize (object);
}

static void
tav_rounds_page_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  TavRoundsPage *self = TAV_ROUNDS_PAGE (object);

  switch (prop_id)
    {
    case PROP_EVENT:
      g_value_set_object (value, self->event);
      break;

    case PROP_ROUND:
      g_value_set_object (value, self->round);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_rounds_page_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  TavRoundsPage *self = TAV_ROUNDS_PAGE (object);

  switch (prop_id)
    {
    case PROP_EVENT:
      tav_rounds_page_set_event (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_rounds_page_class_init (TavRoundsPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tav_rounds_page_dispose;
  object_class->finalize = tav_rounds_page_finalize;
  object_class->get_property = tav_rounds_page_get_property;
  object_class->set_property = tav_rounds_page_set_property;

  widget_class->map = tav_rounds_page_map;

  properties[PROP_EVENT] =
    g_param_spec_object ("event", NULL, NULL,
                         TAV_TYPE_EVENT,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  properties[PROP_ROUND] =
    g_param_spec_object ("round", NULL, NULL,
                         TAV_TYPE_ROUND,
                         (G_PARAM_READABLE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "rounds.show-sidebar", NULL,
                                   tav_rounds_page_show_sidebar);
  gtk_widget_class_install_action (widget_class, "rounds.draw", NULL, tav_rounds_page_draw);
  gtk_widget_class_install_action (widget_class, "rounds.redraw", NULL, tav_rounds_page_redraw);
  gtk_widget_class_install_action (widget_class, "rounds.swap", NULL, tav_rounds_page_swap);
  tav_table_actions_install (widget_class);
  gtk_widget_class_install_action (widget_class, "rounds.find", NULL, tav_rounds_page_find);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "rounds.find", NULL);

  g_type_ensure (TAV_TYPE_RELEASE_BANNER);
  g_type_ensure (TAV_TYPE_BREACHES_BANNER);
  g_type_ensure (TAV_TYPE_WIDTH_FIRST_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-rounds-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, stack);
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, leaflet);
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, sidebar_selection);
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, content_box);
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, round_title_label);
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, round_subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, tables_selection);
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, tables_view);
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, matches_selection);
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, found_tables_selection);
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, found_tables_view);
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, found_matches_selection);
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, found_matches_view);
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, matches_view);
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, view_stack);
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, waiting_button);
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, compact_button);
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, actions_button);
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, empty_page);
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, draw_button);
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, draw_note_label);
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, release_box);
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, find_entry);
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, found_label);
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, problems_box);
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, breaches_banner);
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, problems_label);
  gtk_widget_class_bind_template_callback (widget_class, find_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, find_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, waiting_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, compact_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, matches_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, found_matches_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, matches_setup_cb);
  gtk_widget_class_bind_template_callback (widget_class, matches_bind_cb);
  gtk_widget_class_bind_template_callback (widget_class, sidebar_selection_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, sidebar_items_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, sidebar_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, sidebar_released_cb);
  gtk_widget_class_bind_template_callback (widget_class, tables_setup_cb);
  gtk_widget_class_bind_template_callback (widget_class, tables_bind_cb);
  tav_rounds_sidebar_bind_template (widget_class);
}

static void
tav_rounds_page_init (TavRoundsPage *self)
{
  self->cards = g_ptr_array_new ();
  self->notes = tav_pairing_notes_new ();

  /* Results, swaps and draws change what the shown round looks like, and
   * what can be done next. */
  self->event_signals = g_signal_group_new (TAV_TYPE_EVENT);
  g_signal_group_connect_swapped (self->event_signals, "changed",
                                  G_CALLBACK (event_changed_cb), self);

  self->round_signals = g_signal_group_new (TAV_TYPE_ROUND);
  g_signal_group_connect_swapped (self->round_signals, "notify::n-entered",
                                  G_CALLBACK (tav_rounds_page_update_header), self);
  g_signal_group_connect_swapped (self->round_signals, "notify::name",
                                  G_CALLBACK (tav_rounds_page_update_header), self);

  gtk_widget_init_template (GTK_WIDGET (self));
  tav_ui_fit_placeholder (GTK_WIDGET (self->find_entry));

  /* The views show the round's tables, filtered; see
   * tav_rounds_page_attach_view(). The whole round's views follow
   * "waiting only" but not the search, which has views of its own. */
  self->filter = tav_table_filter_new ();
  self->shown_tables = gtk_filter_list_model_new (NULL, g_object_ref (GTK_FILTER (self->filter)));
  self->waiting_filter = tav_table_filter_new ();
  self->whole_tables = gtk_filter_list_model_new (NULL, g_object_ref (GTK_FILTER (self->waiting_filter)));
  /* The buttons named before an event comes. */
  tav_rounds_page_update_actions (self);
}
