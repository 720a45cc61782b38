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
#include "tav-result-dialog.h"
#include "tav-round-row.h"
#include "tav-rounds-page.h"
#include "tav-swap-chooser.h"
#include "tav-table-card.h"
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
 * so that a room of thousands stays as quick as one of twenty. */
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
  GPtrArray          *rows;
  TavTableFilter     *filter;
  GtkFilterListModel *shown_tables;  /* the tables the search and "waiting" leave */
  TavTableFilter     *waiting_filter;
  GtkFilterListModel *whole_tables;  /* the same, searched or not: the round's views */
  GHashTable         *points;      /* Swiss: player id → points when paired */
  GHashTable         *reasons;     /* Swiss: TavTable → why its players meet */
  gboolean            pairings_stale;

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
  GtkSearchEntry     *find_entry;
  GtkLabel           *found_label;
  GtkWidget          *problems_box;
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

/* Each stage becomes its heading followed by its rounds. */
static gpointer
map_stage_to_sidebar (gpointer item,
                      gpointer user_data)
{
  g_autoptr(TavStage) stage = item;
  g_autoptr(GListStore) heading = g_list_store_new (TAV_TYPE_STAGE);
  GListStore *parts = g_list_store_new (G_TYPE_LIST_MODEL);

  g_list_store_append (heading, stage);
  g_list_store_append (parts, heading);
  g_list_store_append (parts, tav_stage_get_rounds (stage));

  return gtk_flatten_list_model_new (G_LIST_MODEL (parts));
}

/* The toolbar names the games of the round shown: a bracket plays
 * matches, not tables. */
static void
update_find_words (TavRoundsPage *self,
                   gboolean       bracket)
{
  const char *compact = bracket ? _("One Line per Match") : _("One Line per Table");

  g_object_set (self->find_entry, "placeholder-text",
                bracket ? _("Find a player or a match number") : _("Find a player or a table number"),
                NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->find_entry),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  bracket ? _("Find a player's match, or go to a match by its number")
                                          : _("Find a player's table, or go to a table by its number"),
                                  -1);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->waiting_button),
                               bracket ? _("Show Only the Matches Still Waiting for Their Result")
                                       : _("Show Only the Tables Still Waiting for Their Result"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->compact_button), compact);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->compact_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, compact, -1);
}

static void
tav_rounds_page_update_header (TavRoundsPage *self)
{
  g_autofree char *title = NULL;
  g_autofree char *progress = NULL;
  g_autofree char *subtitle = NULL;
  TavStage *stage = NULL;
  guint n_tables, n_entered;

  if (self->round == NULL)
    {
      gtk_label_set_label (self->round_title_label, "");
      gtk_label_set_label (self->round_subtitle_label, "");
      return;
    }

  title = tav_display_round_title (self->round);
  n_tables = tav_round_get_n_tables (self->round);
  n_entered = tav_round_get_n_entered (self->round);

  if (self->event != NULL)
    stage = tav_display_find_stage (self->event, self->round);

  update_find_words (self, stage != NULL && tav_stage_get_kind (stage) == TAV_STAGE_BRACKET);

  if (n_tables > 0 && n_entered == n_tables)
    progress = g_strdup (_("All results entered"));
  else if (stage != NULL && tav_stage_get_kind (stage) == TAV_STAGE_BRACKET)
    /* Translators: a round of a knock-out bracket (a top cut, the duels of
     * a final), whose games are matches, not tables: e.g. “1 of 4 matches
     * entered” */
    progress = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "%u of %u match entered",
                                             "%u of %u matches entered",
                                             n_tables),
                                n_entered, n_tables);
  else
    /* Translators: e.g. “7 of 9 tables entered” */
    progress = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "%u of %u table entered",
                                             "%u of %u tables entered",
                                             n_tables),
                                n_entered, n_tables);

  /* The seed the draw followed, and how many times it was drawn again. */
  if (self->event != NULL && stage != NULL && tav_stage_get_kind (stage) == TAV_STAGE_TABLES)
    {
      g_autofree char *seed = NULL;
      g_autofree char *with_seed = NULL;
      guint salt = tav_round_get_plan_salt (self->round);

      if (salt > 0 && tav_round_get_plan_start (self->round) == tav_round_get_number (self->round))
        /* Translators: the seed of the event's draws, and the number of the re-draw */
        seed = g_strdup_printf (_("seed %llu, drawn again %u×"),
                                (unsigned long long) tav_event_get_seed (self->event), salt);
      else
        /* Translators: the seed of the event's draws */
        seed = g_strdup_printf (_("seed %llu"),
                                (unsigned long long) tav_event_get_seed (self->event));

      /* Translators: how many results are in, then the seed of the draw */
      with_seed = g_strdup_printf (_("%s · %s"), progress, seed);
      g_free (progress);
      progress = g_steal_pointer (&with_seed);
    }

  if (stage != NULL && tav_stage_get_name (stage)[0] != '\0')
    /* Translators: the stage of a round, then how many results are in */
    subtitle = g_strdup_printf (_("%s · %s"), tav_stage_get_name (stage), progress);
  else
    subtitle = g_steal_pointer (&progress);

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

/* Why the next round of the stage being played cannot be drawn yet (the
 * tables still waiting for a result, as the core says it), or NULL. */
static char *
describe_draw_wait (TavRoundsPage *self)
{
  TavStage *current = self->event ? tav_event_get_current_stage (self->event) : NULL;
  g_autoptr(GError) error = NULL;

  if (current == NULL || tav_stage_get_kind (current) != TAV_STAGE_TABLES ||
      tav_ruleset_check_complete (current, &error))
    return NULL;
  return g_strdup (error->message);
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
  gboolean can_draw = FALSE;
  g_autofree char *plan = NULL;
  g_autofree char *wait = NULL;
  g_autofree char *absent = NULL;

  if (self->event != NULL && tav_event_get_ruleset (self->event) != NULL)
    {
      guint planned = current ? tav_stage_get_planned_rounds (current) : 0;

      can_draw = current == NULL ||
                 (tables && (planned == 0 || tav_stage_get_n_rounds (current) < planned));
      plan = tav_ruleset_describe_plan (tav_event_get_ruleset (self->event), self->event);
    }

  /* Named even while hidden: GTK 4.8 shows it to screen readers. */
  {
    g_autofree char *label = g_strdup_printf (_("_Draw Round %u"),
                                              current ? tav_stage_get_n_rounds (current) + 1 : 1);

    gtk_button_set_label (self->draw_button, label);
  }
  if (can_draw)
    {
      wait = describe_draw_wait (self);
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
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GString) text = NULL;

  if (stage != NULL && tav_event_get_ruleset (self->event) != NULL)
    problems = tav_ruleset_check_round (tav_event_get_ruleset (self->event), self->event,
                                        stage, self->round);

  if (problems == NULL || problems->len == 0)
    {
      gtk_widget_set_visible (self->problems_box, FALSE);
      return;
    }

  text = g_string_new (NULL);
  for (guint i = 0; i < problems->len; i++)
    g_string_append_printf (text, "%s%s", i ? "\n" : "", (const char *) problems->pdata[i]);

  gtk_label_set_label (self->problems_label, text->str);
  gtk_widget_set_visible (self->problems_box, TRUE);
}

/* A Swiss round: the points each player was paired
 * on, and why each pair meets (what `tavolo-cli pairings` prints). Only
 * the lines of the compact view show them: they are worked out when a
 * line needs them, not after every change (a result entered on another
 * page would wait for them). */
static void
tav_rounds_page_ensure_pairings (TavRoundsPage *self)
{
  g_auto(GStrv) reasons = NULL;

  if (!self->pairings_stale)
    return;
  self->pairings_stale = FALSE;

  if (self->event != NULL && self->stage != NULL &&
      tav_event_get_ruleset (self->event) != NULL &&
      tav_stage_get_kind (self->stage) == TAV_STAGE_TABLES &&
      tav_ruleset_get_paired_stage (tav_event_get_ruleset (self->event), self->event) == self->stage)
    {
      TavRuleset *ruleset = tav_event_get_ruleset (self->event);
      guint number = tav_round_get_number (self->round);

      reasons = tav_ruleset_explain_round (ruleset, self->event, number, NULL);
      self->points = tav_ruleset_points_before (ruleset, self->event, number);
    }

  if (reasons != NULL)
    {
      self->reasons = g_hash_table_new_full (NULL, NULL, NULL, g_free);
      for (guint t = 0; reasons[t] && t < tav_round_get_n_tables (self->round); t++)
        g_hash_table_insert (self->reasons, tav_round_get_table (self->round, t),
                             g_steal_pointer (&reasons[t]));
    }
}

static void
update_row_notes (TavRoundsPage *self,
                  TavMatchRow   *row)
{
  TavTable *table = tav_match_row_get_table (row);
  const char *reason;

  tav_rounds_page_ensure_pairings (self);
  reason = table && self->reasons ? g_hash_table_lookup (self->reasons, table) : NULL;
  tav_match_row_set_notes (row, self->points, reason, tav_table_filter_get_found_set (self->filter));
}

/* The players found are marked on the cards and rows on screen; the others
 * read them when they are bound. */
static void
tav_rounds_page_mark_found (TavRoundsPage *self)
{
  GHashTable *found = tav_table_filter_get_found_set (self->filter);

  for (guint i = 0; i < self->cards->len; i++)
    tav_table_card_set_found (self->cards->pdata[i], found);
  for (guint i = 0; i < self->rows->len; i++)
    update_row_notes (self, self->rows->pdata[i]);
}

static void
tav_rounds_page_update_pairings (TavRoundsPage *self)
{
  g_clear_pointer (&self->points, g_hash_table_unref);
  g_clear_pointer (&self->reasons, g_hash_table_unref);
  self->pairings_stale = TRUE;

  /* The lines kept while another page is shown are brought up to date
   * when this one is shown again. */
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  for (guint i = 0; i < self->rows->len; i++)
    update_row_notes (self, self->rows->pdata[i]);
}

/* Where the first table of a player found is among the tables shown (the
 * first table shown when nobody is); GTK_INVALID_LIST_POSITION when no
 * table is shown. */
static guint
tav_rounds_page_first_hit (TavRoundsPage *self)
{
  GListModel *shown = G_LIST_MODEL (self->shown_tables);
  GHashTable *found = tav_table_filter_get_found_set (self->filter);
  guint n_items = g_list_model_get_n_items (shown);

  if (n_items == 0)
    return GTK_INVALID_LIST_POSITION;
  for (guint i = 0; found != NULL && g_hash_table_size (found) > 0 && i < n_items; i++)
    {
      g_autoptr(TavTable) table = g_list_model_get_item (shown, i);

      for (guint s = 0; s < tav_table_get_n_seats (table); s++)
        if (g_hash_table_contains (found, tav_table_get_seat (table, s)))
          return i;
    }
  return 0;
}

/* The first table found comes into view. */
static void
tav_rounds_page_scroll_to_top (TavRoundsPage *self)
{
  guint position = tav_rounds_page_first_hit (self);

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
  guint position = tav_rounds_page_first_hit (self);

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
  if (self->pairings_stale)
    for (guint i = 0; i < self->rows->len; i++)
      update_row_notes (self, self->rows->pdata[i]);

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

static guint
find_in_sidebar (TavRoundsPage *self,
                 gpointer       item)
{
  GListModel *model = G_LIST_MODEL (self->sidebar_selection);
  guint n_items = g_list_model_get_n_items (model);

  for (guint i = 0; i < n_items; i++)
    {
      g_autoptr(GObject) candidate = g_list_model_get_item (model, i);

      if (candidate == item)
        return i;
    }

  return GTK_INVALID_LIST_POSITION;
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

  position = find_in_sidebar (self, round);
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
  GListModel *model = G_LIST_MODEL (self->sidebar_selection);
  guint n_items = g_list_model_get_n_items (model);
  gboolean has_rounds = FALSE;

  for (guint i = 0; i < n_items && !has_rounds; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (model, i);

      has_rounds = TAV_IS_ROUND (item);
    }

  gtk_stack_set_visible_child_name (self->stack, has_rounds ? "rounds" : "empty");

  /* A round shown may be gone (a redraw replaces the last round). */
  if (self->round == NULL || find_in_sidebar (self, self->round) == GTK_INVALID_LIST_POSITION)
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
    {
      GtkMapListModel *stages;

      stages = gtk_map_list_model_new (g_object_ref (tav_event_get_stages (event)),
                                       map_stage_to_sidebar, NULL, NULL);
      sidebar = G_LIST_MODEL (gtk_flatten_list_model_new (G_LIST_MODEL (stages)));
    }

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

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EVENT]);
}

TavRound *
tav_rounds_page_get_round (TavRoundsPage *self)
{
  g_return_val_if_fail (TAV_IS_ROUNDS_PAGE (self), NULL);

  return self->round;
}

static void
sidebar_bind_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *list_item,
                 TavRoundsPage            *self)
{
  gpointer item = gtk_list_item_get_item (list_item);
  GtkWidget *child = gtk_list_item_get_child (list_item);

  if (TAV_IS_STAGE (item))
    {
      if (!GTK_IS_LABEL (child))
        {
          child = gtk_label_new (NULL);
          gtk_label_set_xalign (GTK_LABEL (child), 0.0);
          /* A stage's name can be long ("Квалификационен етап"): wrapped,
           * never cut, in the narrow sidebar. */
          gtk_label_set_wrap (GTK_LABEL (child), TRUE);
          gtk_label_set_wrap_mode (GTK_LABEL (child), PANGO_WRAP_WORD_CHAR);
          gtk_widget_add_css_class (child, "sidebar-heading");
          gtk_widget_add_css_class (child, "heading");
          gtk_widget_add_css_class (child, "dim-label");
          gtk_list_item_set_child (list_item, child);
        }
      gtk_label_set_label (GTK_LABEL (child), tav_stage_get_name (item));
      tav_ui_name_list_row (child, tav_stage_get_name (item));
      gtk_list_item_set_selectable (list_item, FALSE);
      gtk_list_item_set_activatable (list_item, FALSE);
    }
  else
    {
      if (!TAV_IS_ROUND_ROW (child))
        {
          child = tav_round_row_new ();
          gtk_list_item_set_child (list_item, child);
        }
      tav_round_row_set_round (TAV_ROUND_ROW (child), item);
      gtk_list_item_set_selectable (list_item, TRUE);
      gtk_list_item_set_activatable (list_item, TRUE);
    }
}

static void
sidebar_unbind_cb (GtkSignalListItemFactory *factory,
                   GtkListItem              *list_item,
                   TavRoundsPage            *self)
{
  GtkWidget *child = gtk_list_item_get_child (list_item);

  if (TAV_IS_ROUND_ROW (child))
    tav_round_row_set_round (TAV_ROUND_ROW (child), NULL);
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
  tav_table_card_set_table (card, gtk_list_item_get_item (list_item));
}

static void
row_finalized_cb (gpointer  data,
                  GObject  *row)
{
  TavRoundsPage *self = data;

  g_ptr_array_remove_fast (self->rows, row);
}

static void
matches_setup_cb (GtkSignalListItemFactory *factory,
                  GtkListItem              *list_item,
                  TavRoundsPage            *self)
{
  GtkWidget *row = tav_match_row_new ();

  g_ptr_array_add (self->rows, row);
  g_object_weak_ref (G_OBJECT (row), row_finalized_cb, self);
  gtk_list_item_set_child (list_item, row);
}

static void
matches_bind_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *list_item,
                 TavRoundsPage            *self)
{
  TavMatchRow *row = TAV_MATCH_ROW (gtk_list_item_get_child (list_item));

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

/* ---- Drawing ---------------------------------------------------------- */

static void
tav_rounds_page_draw (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TavRoundsPage *self = TAV_ROUNDS_PAGE (widget);
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;
  g_autofree char *toast = NULL;
  g_autofree char *wait = NULL;
  TavStage *stage;
  TavRound *round;

  if (self->event == NULL)
    return;

  /* The results still missing: said, not a silent key or a dialog. */
  if ((wait = describe_draw_wait (self)))
    {
      tav_ui_toast (widget, wait);
      return;
    }
  if (!tav_event_draw_round (self->event, &error))
    {
      tav_ui_error (widget, _("Could Not Draw the Round"), error->message);
      return;
    }

  stage = tav_event_get_current_stage (self->event);
  round = stage ? tav_stage_get_last_round (stage) : NULL;
  if (round == NULL)
    return;

  tav_rounds_page_select_round (self, round);

  /* The button pressed is gone with the empty page: keep the keyboard
   * in the page, on the tables. */
  gtk_widget_grab_focus (self->tables_view);

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
  g_autoptr(TavRoundsPage) self = user_data;
  g_autofree char *response = tav_compat_choose_finish (result, NULL);
  g_autoptr(GError) error = NULL;
  TavStage *stage;

  if (g_strcmp0 (response, "redraw") != 0 || self->event == NULL)
    return;

  if (!tav_event_redraw_round (self->event, &error))
    {
      tav_ui_error (GTK_WIDGET (self), _("Could Not Draw the Round Again"), error->message);
      return;
    }

  stage = tav_event_get_current_stage (self->event);
  if (stage != NULL && tav_stage_get_last_round (stage) != NULL)
    tav_rounds_page_select_round (self, tav_stage_get_last_round (stage));
  tav_ui_toast (GTK_WIDGET (self), _("New seating drawn"));
}

static void
tav_rounds_page_redraw (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  TavRoundsPage *self = TAV_ROUNDS_PAGE (widget);
  g_autofree char *title = NULL;
  g_autofree char *heading = NULL;
  TavResponse responses[] = {
    { "cancel", _("_Cancel"), TAV_RESPONSE_DEFAULT },
    { "redraw", _("_Draw Again"), TAV_RESPONSE_DESTRUCTIVE },
  };

  if (self->round == NULL)
    return;

  title = tav_display_round_title (self->round);
  /* Translators: %s is a round, e.g. “Round 2” */
  heading = g_strdup_printf (_("Draw %s Again?"), title);
  tav_compat_choose (tav_ui_get_window (widget), heading,
                     _("The tables get a new seating, still following from the event's seed. Sheets already printed for this round no longer match."),
                     NULL, responses, G_N_ELEMENTS (responses), "cancel", "cancel",
                     NULL, redraw_cb, g_object_ref (self));
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

/* ---- Results ---------------------------------------------------------- */

static void
tav_rounds_page_edit_result (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *parameter)
{
  TavRoundsPage *self = TAV_ROUNDS_PAGE (widget);
  TavStage *stage = get_shown_stage (self);
  TavTable *table;

  if (stage == NULL)
    return;

  table = tav_round_find_table (self->round, g_variant_get_uint32 (parameter));
  if (table == NULL || !tav_table_is_ready (table))
    return;

  gtk_window_present (GTK_WINDOW (tav_result_dialog_new (tav_ui_get_window (widget), self->event,
                                                         stage, self->round, table)));
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

  for (guint i = 0; i < self->cards->len; i++)
    g_object_weak_unref (self->cards->pdata[i], card_finalized_cb, self);
  g_ptr_array_set_size (self->cards, 0);
  for (guint i = 0; i < self->rows->len; i++)
    g_object_weak_unref (self->rows->pdata[i], row_finalized_cb, self);
  g_ptr_array_set_size (self->rows, 0);

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
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_pointer (&self->points, g_hash_table_unref);
  g_clear_pointer (&self->reasons, g_hash_table_unref);
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
  gtk_widget_class_install_action (widget_class, "rounds.edit-result", "u", tav_rounds_page_edit_result);
  gtk_widget_class_install_action (widget_class, "rounds.find", NULL, tav_rounds_page_find);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "rounds.find", NULL);

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
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, find_entry);
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, found_label);
  gtk_widget_class_bind_template_child (widget_class, TavRoundsPage, problems_box);
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
  gtk_widget_class_bind_template_callback (widget_class, sidebar_bind_cb);
  gtk_widget_class_bind_template_callback (widget_class, sidebar_unbind_cb);
  gtk_widget_class_bind_template_callback (widget_class, tables_setup_cb);
  gtk_widget_class_bind_template_callback (widget_class, tables_bind_cb);
}

static void
tav_rounds_page_init (TavRoundsPage *self)
{
  self->cards = g_ptr_array_new ();
  self->rows = g_ptr_array_new ();

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
