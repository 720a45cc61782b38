/* tav-players-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-players-page"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-apart-prompt.h"
#include "tav-check-in-bar.h"
#include "tav-compat.h"
#include "tav-display.h"
#include "tav-page-fold-layout.h"
#include "tav-player-columns.h"
#include "tav-player-import.h"
#include "tav-player-code.h"
#include "tav-player-prompt.h"
#include "tav-players-page.h"
#include "tav-row-feed.h"
#include "tav-seat-prompt.h"
#include "tav-team-replace.h"
#include "tav-ui.h"

/* The players of the event: registration (typed one by one, imported from
 * a file or pasted, late entries where the ruleset takes them), the
 * check-in before a round, and the judge's decisions during the event:
 * warnings, withdrawals, ejections, disqualifications and returns. Every
 * change goes through the core, which refuses what the rules forbid and
 * says why.
 *
 * In an event of fixed teams each player registers with his team, maybe as
 * its reserve: set when he is added or later, until the first draw.
 *
 * The list's columns and cells are tav-player-columns.c, a row's menu
 * tav-player-menu.c, the questions about a player tav-player-prompt.c and
 * the import of a list tav-player-import.c. */
struct _TavPlayersPage
{
  AdwBin               parent_instance;

  TavEvent            *event;
  GSignalGroup        *event_signals;

  /* Template widgets */
  GtkWidget           *box;
  GtkBox              *toolbar;
  GtkStack            *stack;
  GtkWidget           *add_box;
  GtkWidget           *import_button;
  GtkEntry            *add_entry;
  GtkEntry            *add_team_entry;
  GtkToggleButton     *add_reserve_toggle;
  GtkLabel            *add_error_label;
  GtkLabel            *late_label;
  GtkCheckButton      *clubs_apart_check;
  TavCheckInBar       *check_in_bar;
  GtkLabel            *counts_label;
  GtkSearchEntry      *search_entry;
  GtkScrolledWindow   *scroller;
  GtkColumnView       *column_view;
  GtkColumnViewColumn *id_column;
  GtkColumnViewColumn *club_column;
  GtkColumnViewColumn *team_column;
  GtkColumnViewColumn *status_column;
  GtkColumnViewColumn *warnings_column;
  GtkSliceListModel   *slice_model;
  GtkSortListModel    *sort_model;
  GtkFilterListModel  *filter_model;
  GtkStringFilter     *name_filter;
  GtkSingleSelection  *selection;

  TavRowFeed          *feed;
  TavPageFoldLayout       *fold;
  gboolean             stale;    /* the event changed while not shown */
};

/* Below this width the table folds into rows of one column. */
#define FOLD_WIDTH 720

/* The rows made before the first frame of an event are those the window
 * could show were they this high (they are taller), the rest a step per
 * frame. */
#define MIN_ROW_HEIGHT 32
#define ROWS_PER_FRAME 32

G_DEFINE_FINAL_TYPE (TavPlayersPage, tav_players_page, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_EVENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* A question about a player to reinstate. */
typedef struct
{
  TavPlayersPage *page;
  char           *player_id;
} Prompt;

static void
prompt_free (Prompt *prompt)
{
  g_clear_object (&prompt->page);
  g_free (prompt->player_id);
  g_free (prompt);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Prompt, prompt_free)

/* ---- State ------------------------------------------------------------ */

static TavPlayer *
find_player (TavPlayersPage *self,
             const char     *id)
{
  return self->event ? tav_event_find_player (self->event, id) : NULL;
}

/* Round 1 of the first stage, seated at tables. */
static TavRound *
first_round (TavEvent *event)
{
  TavStage *stage = tav_event_get_n_stages (event) ? tav_event_get_stage (event, 0) : NULL;

  if (stage == NULL || tav_stage_get_kind (stage) != TAV_STAGE_TABLES)
    return NULL;
  return tav_stage_get_round (stage, 1);
}

/* Unticked, clubs are not kept apart at all, in round 1 or after. */
static void
clubs_apart_toggled_cb (TavPlayersPage *self)
{
  gboolean apart = gtk_check_button_get_active (self->clubs_apart_check);

  if (self->event == NULL)
    return;
  if (!apart)
    tav_event_change_clubs_every_round (self->event, FALSE);
  tav_event_change_clubs_apart (self->event, apart);
}

/* What the page can do follows the event at once, shown or not. */
static void
tav_players_page_update_actions (TavPlayersPage *self)
{
  gboolean started = self->event != NULL && tav_event_has_started (self->event);
  gboolean teams = self->event != NULL && tav_display_has_teams (self->event);
  gboolean open = self->event != NULL && (!started || tav_event_can_add_late (self->event, NULL, NULL));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "players.team", teams && !started);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "players.add", open);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "players.import-file", open);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "players.import-paste", open);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "players.remove", !started);
}

static void tav_players_page_refresh (TavPlayersPage *self);

/* The counts, the notes and the check-in follow the event while the page
 * is shown, and catch up when it is shown again: in a room of 2,000 they
 * cost a result entered on another page a tenth of its time. */
static void
tav_players_page_update (TavPlayersPage *self)
{
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      tav_players_page_refresh (self);
      return;
    }
  self->stale = TRUE;
  tav_players_page_update_actions (self);
}

static void
tav_players_page_refresh (TavPlayersPage *self)
{
  GListModel *players = self->event ? tav_event_get_players (self->event) : NULL;
  guint n_players = players ? g_list_model_get_n_items (players) : 0;
  guint n_shown = g_list_model_get_n_items (G_LIST_MODEL (self->filter_model));
  gboolean started = self->event != NULL && tav_event_has_started (self->event);
  gboolean teams = self->event != NULL && tav_display_has_teams (self->event);
  gboolean open = self->event != NULL;
  g_autofree char *counts = NULL;

  if (n_players == 0)
    gtk_stack_set_visible_child_name (self->stack, "empty");
  else if (n_shown == 0)
    gtk_stack_set_visible_child_name (self->stack, "no-match");
  else
    gtk_stack_set_visible_child_name (self->stack, "players");

  if (self->event != NULL)
    {
      guint active = tav_event_count_players (self->event, TRUE);
      guint left = n_players - active;

      if (left == 0)
        counts = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u active player", "%u active players", active),
                                  active);
      else
        /* Translators: players still playing, and those who withdrew or were ejected */
        counts = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u active, %u withdrawn or ejected",
                                               "%u active, %u withdrawn or ejected", left),
                                  active, left);
    }
  gtk_label_set_label (self->counts_label, counts ? counts : "");

  /* After the first draw a late entry joins where the ruleset takes one;
   * where it does not, the field stays in sight, greyed, with the rule. */
  if (started)
    {
      g_autoptr(GError) late_error = NULL;

      open = tav_event_can_add_late (self->event, NULL, &late_error);
      gtk_label_set_label (self->late_label, open ? _("Late entries are open: a new player joins from the next draw, charged for the rounds he missed as the rules say.")
                                                  : late_error->message);
    }
  if (started && (self->event && tav_event_has_clubs (self->event)) && first_round (self->event))
    {
      TavRound *round = first_round (self->event);
      guint meetings = tav_event_count_club_meetings (self->event, round);
      g_autofree char *clubs = g_strdup_printf (tav_event_get_keep_clubs_apart (self->event) ?
                                                g_dngettext (GETTEXT_PACKAGE,
                                                             "Round 1 kept clubs apart: %u same-club meeting could not be avoided.",
                                                             "Round 1 kept clubs apart: %u same-club meetings could not be avoided.",
                                                             meetings) :
                                                g_dngettext (GETTEXT_PACKAGE,
                                                             "Round 1 did not keep clubs apart: %u same-club meeting.",
                                                             "Round 1 did not keep clubs apart: %u same-club meetings.",
                                                             meetings),
                                                meetings);
      g_autofree char *both = g_strdup_printf ("%s\n%s", gtk_label_get_label (self->late_label), clubs);

      gtk_label_set_label (self->late_label, both);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->late_label), started);
  gtk_widget_set_visible (GTK_WIDGET (self->clubs_apart_check), !started && (self->event && tav_event_has_clubs (self->event)));
  if (self->event)
    {
      gtk_check_button_set_active (self->clubs_apart_check, tav_event_get_keep_clubs_apart (self->event));
      gtk_check_button_set_label (self->clubs_apart_check,
                                  tav_event_get_clubs_every_round (self->event) ? _("Keep _clubs apart in every round")
                                                                                : _("Keep _clubs apart in round 1"));
    }
  gtk_widget_set_sensitive (self->add_box, open);
  gtk_widget_set_visible (GTK_WIDGET (self->add_team_entry), teams);
  gtk_widget_set_visible (GTK_WIDGET (self->add_reserve_toggle), teams);
  gtk_column_view_column_set_visible (self->team_column, teams && !tav_page_fold_layout_get_folded (self->fold));
  gtk_widget_set_sensitive (self->import_button, open);
  tav_players_page_update_actions (self);
  self->stale = FALSE;
  /* Check-in is before a drawn round: a knockout bracket pairs itself. */
  {
    TavStage *stage = self->event ? tav_event_get_current_stage (self->event) : NULL;

    gtk_widget_set_visible (GTK_WIDGET (self->check_in_bar),
                            n_players > 0 && !(stage && tav_stage_get_kind (stage) == TAV_STAGE_BRACKET));
  }
  if (!open)
    gtk_widget_set_visible (GTK_WIDGET (self->add_error_label), FALSE);
}

static void
tav_players_page_search (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  TavPlayersPage *self = TAV_PLAYERS_PAGE (widget);

  /* As in the rounds page: typing after Ctrl+F replaces the old search. */
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
  gtk_editable_select_region (GTK_EDITABLE (self->search_entry), 0, -1);
}

static void
search_changed_cb (TavPlayersPage *self)
{
  gtk_string_filter_set_search (self->name_filter, gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));
  tav_players_page_update (self);
}

/* ---- Adding ----------------------------------------------------------- */

static void
show_add_error (TavPlayersPage *self,
                const char     *message)
{
  gtk_label_set_label (self->add_error_label, message ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->add_error_label), message != NULL);

  if (message != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self->add_entry), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->add_entry), "error");
}

static void
add_entry_changed_cb (TavPlayersPage *self)
{
  show_add_error (self, NULL);
}

static void
add_entry_activate_cb (TavPlayersPage *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "players.add", NULL);
}

/* Typed names go in one after the other: the entry is emptied and keeps
 * the focus, so a whole list can be typed with Enter between names. The
 * team is kept for the next member; the reserve is one a team. */
static void
tav_players_page_add (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TavPlayersPage *self = TAV_PLAYERS_PAGE (widget);
  const char *name = gtk_editable_get_text (GTK_EDITABLE (self->add_entry));
  gboolean teams = self->event != NULL && tav_display_has_teams (self->event);
  g_autofree char *team = g_strstrip (g_strdup (teams ? gtk_editable_get_text (GTK_EDITABLE (self->add_team_entry)) : ""));
  gboolean reserve = teams && gtk_toggle_button_get_active (self->add_reserve_toggle);
  g_autoptr(GError) error = NULL;
  TavPlayer *player;

  if (self->event == NULL)
    return;

  /* The core checks the team first: a name refused adds nobody. */
  player = tav_event_register_player (self->event, name, NULL, team, reserve, &error);
  if (player == NULL)
    {
      show_add_error (self, error->message);
      return;
    }

  gtk_toggle_button_set_active (self->add_reserve_toggle, FALSE);
  gtk_editable_set_text (GTK_EDITABLE (self->add_entry), "");
  gtk_widget_grab_focus (GTK_WIDGET (self->add_entry));
  show_add_error (self, NULL);
}

/* ---- Importing (tav-player-import.c) ---------------------------------- */

static void
tav_players_page_import_file (GtkWidget  *widget,
                              const char *action_name,
                              GVariant   *parameter)
{
  tav_player_import_file (TAV_PLAYERS_PAGE (widget));
}

static void
tav_players_page_import_paste (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  tav_player_import_paste (TAV_PLAYERS_PAGE (widget), NULL, NULL);
}

/* ---- Per-player actions ----------------------------------------------- */

/* The questions about one player (tav-player-prompt.c). */
static void
tav_players_page_prompt_action (GtkWidget  *widget,
                                const char *action_name,
                                GVariant   *parameter)
{
  TavPlayersPage *self = TAV_PLAYERS_PAGE (widget);

  if (self->event != NULL)
    tav_player_prompt_ask (widget, self->event, action_name, g_variant_get_string (parameter, NULL));
}

/* Always at Table… and Keep Apart From…: the room's constraints. */
static void
tav_players_page_seat (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  TavPlayersPage *self = TAV_PLAYERS_PAGE (widget);

  if (self->event != NULL)
    tav_seat_prompt_ask (widget, self->event, g_variant_get_string (parameter, NULL));
}

static void
tav_players_page_apart (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  TavPlayersPage *self = TAV_PLAYERS_PAGE (widget);

  if (self->event != NULL)
    tav_apart_prompt_ask (widget, self->event, g_variant_get_string (parameter, NULL));
}

/* Deck… and Personal Code… (tav-player-code.c). */
static void
tav_players_page_deck (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  TavPlayersPage *self = TAV_PLAYERS_PAGE (widget);

  if (self->event != NULL)
    tav_player_deck_ask (widget, self->event, g_variant_get_string (parameter, NULL));
}

static void
tav_players_page_code (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  TavPlayersPage *self = TAV_PLAYERS_PAGE (widget);

  if (self->event != NULL)
    tav_player_code_show (widget, self->event, g_variant_get_string (parameter, NULL));
}

static void
tav_players_page_remove (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  TavPlayersPage *self = TAV_PLAYERS_PAGE (widget);
  const char *id = g_variant_get_string (parameter, NULL);
  TavPlayer *player = find_player (self, id);
  g_autofree char *name = player ? g_strdup (tav_player_get_name (player)) : NULL;
  g_autofree char *toast = NULL;
  g_autoptr(GError) error = NULL;

  if (player == NULL)
    return;

  if (!tav_event_remove_player (self->event, id, &error))
    {
      tav_ui_error (widget, _("Could Not Remove the Player"), error->message);
      return;
    }

  /* Undo brings the player back: no need to ask first. */
  /* Translators: %s is a player's name */
  toast = g_strdup_printf (_("%s removed"), name);
  tav_ui_toast (widget, toast);
}

static void
row_activated_cb (TavPlayersPage *self,
                  guint           position)
{
  g_autoptr(TavPlayer) player = g_list_model_get_item (G_LIST_MODEL (self->selection), position);

  if (player != NULL && self->event != NULL)
    tav_player_prompt_ask (GTK_WIDGET (self), self->event, "players.rename", tav_player_get_id (player));
}

/* Brings back a player who withdrew. Where the rules forbid a return
 * (BANG!), only a judge correcting a mistake does, after being told the
 * rule. */
static void
reinstate_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(Prompt) prompt = user_data;
  g_autofree char *response = tav_compat_choose_finish (result, NULL);

  if (g_strcmp0 (response, "override") == 0 && prompt->page->event != NULL)
    {
      g_autoptr(GError) error = NULL;

      if (!tav_event_reinstate_full (prompt->page->event, prompt->player_id, TRUE, &error))
        tav_ui_error (GTK_WIDGET (prompt->page), _("Could Not Bring the Player Back"), error->message);
    }
}

static void
tav_players_page_reinstate (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *parameter)
{
  TavPlayersPage *self = TAV_PLAYERS_PAGE (widget);
  const char *id = g_variant_get_string (parameter, NULL);
  TavPlayer *player = find_player (self, id);
  const char *rule;
  g_autoptr(GError) error = NULL;
  g_autofree char *toast = NULL;

  if (player == NULL)
    return;
  rule = tav_ruleset_get_no_reentry (tav_event_get_ruleset (self->event));
  if (rule && tav_player_get_status (player) != TAV_PLAYER_DISQUALIFIED &&
      tav_player_get_status (player) != TAV_PLAYER_EJECTED)
    {
      g_autofree char *heading = g_strdup_printf (_("Bring %s Back?"), tav_player_get_name (player));
      /* Translators: %s is the rule, e.g. “the rules say …” */
      g_autofree char *body = g_strdup_printf (_("A player who withdrew cannot return: %s. Only a judge correcting a mistake brings him back."), rule);
      TavResponse responses[] = {
        { "cancel", _("_Cancel"), TAV_RESPONSE_DEFAULT },
        { "override", _("_Correct a Mistake"), TAV_RESPONSE_DESTRUCTIVE },
      };
      Prompt *prompt = g_new0 (Prompt, 1);

      prompt->page = g_object_ref (self);
      prompt->player_id = g_strdup (id);
      tav_compat_choose (tav_ui_get_window (widget), heading, body, NULL,
                         responses, G_N_ELEMENTS (responses), "cancel", "cancel",
                         NULL, reinstate_cb, prompt);
      return;
    }
  if (!tav_event_reinstate (self->event, id, &error))
    {
      tav_ui_error (widget, _("Could Not Bring the Player Back"), error->message);
      return;
    }
  /* Translators: %s is a player's name */
  toast = g_strdup_printf (_("%s is back in the event"), tav_player_get_name (player));
  tav_ui_toast (widget, toast);
}

/* A fixed team's reserve takes the player's place (tav-team-replace.c). */
static void
tav_players_page_replace (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  TavPlayersPage *self = TAV_PLAYERS_PAGE (widget);

  if (self->event != NULL)
    tav_team_replace_ask (widget, self->event, g_variant_get_string (parameter, NULL));
}

/* ---- Folding ---------------------------------------------------------- */

/* Folded, the table keeps the check-in, the name (with what the other
 * columns said under it) and the row's menu, all in reach without
 * scrolling sideways; the tool bar wraps onto more lines. */
static void
folded_cb (TavPlayersPage *self)
{
  gboolean folded = tav_page_fold_layout_get_folded (self->fold);
  gboolean teams = self->event != NULL && tav_display_has_teams (self->event);

  tav_page_fold_layout_fold_column (self->id_column, folded);
  tav_page_fold_layout_fold_column (self->club_column, folded);
  tav_page_fold_layout_fold_column (self->status_column, folded);
  tav_page_fold_layout_fold_column (self->warnings_column, folded);
  tav_page_fold_layout_fold_column (self->team_column, folded);
  gtk_column_view_column_set_visible (self->team_column, !folded && teams);
  gtk_scrolled_window_set_policy (self->scroller, folded ? GTK_POLICY_NEVER : GTK_POLICY_AUTOMATIC,
                                  GTK_POLICY_AUTOMATIC);
  tav_page_fold_layout_wrap_box (self->toolbar, folded);
}

/* ---- Object ----------------------------------------------------------- */

TavEvent *
tav_players_page_get_event (TavPlayersPage *self)
{
  g_return_val_if_fail (TAV_IS_PLAYERS_PAGE (self), NULL);

  return self->event;
}

void
tav_players_page_set_event (TavPlayersPage *self,
                            TavEvent       *event)
{
  g_return_if_fail (TAV_IS_PLAYERS_PAGE (self));
  g_return_if_fail (!event || TAV_IS_EVENT (event));

  gboolean opened = self->event == NULL || !gtk_widget_get_mapped (GTK_WIDGET (self->column_view));

  if (!g_set_object (&self->event, event))
    return;

  g_signal_group_set_target (self->event_signals, event);
  tav_check_in_bar_set_event (self->check_in_bar, event);
  /* A new event comes a screenful first; one that replaces the event
   * shown (undo) keeps the rows made. */
  if (opened)
    tav_row_feed_restart (self->feed);
  gtk_filter_list_model_set_model (self->filter_model, event ? tav_event_get_players (event) : NULL);
  show_add_error (self, NULL);
  tav_players_page_update (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EVENT]);
}

/**
 * tav_players_page_get_model:
 * @self: a #TavPlayersPage
 *
 * Returns: (transfer none): the players as the list shows them, sorted
 *   and filtered by the search
 */
GListModel *
tav_players_page_get_model (TavPlayersPage *self)
{
  g_return_val_if_fail (TAV_IS_PLAYERS_PAGE (self), NULL);

  return G_LIST_MODEL (self->sort_model);
}

GtkWidget *
tav_players_page_get_check_in_bar (TavPlayersPage *self)
{
  g_return_val_if_fail (TAV_IS_PLAYERS_PAGE (self), NULL);

  return GTK_WIDGET (self->check_in_bar);
}

static void
tav_players_page_map (GtkWidget *widget)
{
  TavPlayersPage *self = TAV_PLAYERS_PAGE (widget);

  if (self->stale)
    tav_players_page_refresh (self);

  GTK_WIDGET_CLASS (tav_players_page_parent_class)->map (widget);
}

static gboolean
tav_players_page_grab_focus (GtkWidget *widget)
{
  TavPlayersPage *self = TAV_PLAYERS_PAGE (widget);

  if (gtk_widget_get_visible (self->add_box) && gtk_widget_get_sensitive (self->add_box))
    return gtk_widget_grab_focus (GTK_WIDGET (self->add_entry));

  return gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

static void
tav_players_page_dispose (GObject *object)
{
  TavPlayersPage *self = (TavPlayersPage *)object;

  if (self->filter_model != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->filter_model, self);
      gtk_filter_list_model_set_model (self->filter_model, NULL);
    }
  g_signal_group_set_target (self->event_signals, NULL);
  g_clear_object (&self->event);
  g_clear_object (&self->feed);

  /* The box is the bin's child: take it out first, or both the template
   * and the bin would unparent it. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAV_TYPE_PLAYERS_PAGE);

  G_OBJECT_CLASS (tav_players_page_parent_class)->dispose (object);
}

static void
tav_players_page_finalize (GObject *object)
{
  TavPlayersPage *self = (TavPlayersPage *)object;

  g_clear_object (&self->event_signals);

  G_OBJECT_CLASS (tav_players_page_parent_class)->finalize (object);
}

static void
tav_players_page_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TavPlayersPage *self = TAV_PLAYERS_PAGE (object);

  switch (prop_id)
    {
    case PROP_EVENT:
      g_value_set_object (value, self->event);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_players_page_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  TavPlayersPage *self = TAV_PLAYERS_PAGE (object);

  switch (prop_id)
    {
    case PROP_EVENT:
      tav_players_page_set_event (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_players_page_class_init (TavPlayersPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tav_players_page_dispose;
  object_class->finalize = tav_players_page_finalize;
  object_class->get_property = tav_players_page_get_property;
  object_class->set_property = tav_players_page_set_property;

  widget_class->map = tav_players_page_map;
  widget_class->grab_focus = tav_players_page_grab_focus;

  properties[PROP_EVENT] =
    g_param_spec_object ("event", NULL, NULL,
                         TAV_TYPE_EVENT,
                         (G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "players.add", NULL, tav_players_page_add);
  gtk_widget_class_install_action (widget_class, "players.import-file", NULL, tav_players_page_import_file);
  gtk_widget_class_install_action (widget_class, "players.import-paste", NULL, tav_players_page_import_paste);
  gtk_widget_class_install_action (widget_class, "players.rename", "s", tav_players_page_prompt_action);
  gtk_widget_class_install_action (widget_class, "players.team", "s", tav_players_page_prompt_action);
  gtk_widget_class_install_action (widget_class, "players.warn", "s", tav_players_page_prompt_action);
  gtk_widget_class_install_action (widget_class, "players.withdraw", "s", tav_players_page_prompt_action);
  gtk_widget_class_install_action (widget_class, "players.eject", "s", tav_players_page_prompt_action);
  gtk_widget_class_install_action (widget_class, "players.remove", "s", tav_players_page_remove);
  gtk_widget_class_install_action (widget_class, "players.club", "s", tav_players_page_prompt_action);
  gtk_widget_class_install_action (widget_class, "players.seat", "s", tav_players_page_seat);
  gtk_widget_class_install_action (widget_class, "players.apart", "s", tav_players_page_apart);
  gtk_widget_class_install_action (widget_class, "players.deck", "s", tav_players_page_deck);
  gtk_widget_class_install_action (widget_class, "players.code", "s", tav_players_page_code);
  gtk_widget_class_install_action (widget_class, "players.disqualify", "s", tav_players_page_prompt_action);
  gtk_widget_class_install_action (widget_class, "players.reinstate", "s", tav_players_page_reinstate);
  gtk_widget_class_install_action (widget_class, "players.replace", "s", tav_players_page_replace);

  gtk_widget_class_install_action (widget_class, "players.search", NULL, tav_players_page_search);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "players.search", NULL);

  /* The template's expressions look players up by type name. */
  g_type_ensure (TAV_TYPE_PLAYER);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-players-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TavPlayersPage, box);
  gtk_widget_class_bind_template_child (widget_class, TavPlayersPage, toolbar);
  gtk_widget_class_bind_template_child (widget_class, TavPlayersPage, scroller);
  gtk_widget_class_bind_template_child (widget_class, TavPlayersPage, club_column);
  gtk_widget_class_bind_template_child (widget_class, TavPlayersPage, warnings_column);
  gtk_widget_class_bind_template_child (widget_class, TavPlayersPage, stack);
  gtk_widget_class_bind_template_child (widget_class, TavPlayersPage, add_box);
  gtk_widget_class_bind_template_child (widget_class, TavPlayersPage, import_button);
  gtk_widget_class_bind_template_child (widget_class, TavPlayersPage, add_entry);
  gtk_widget_class_bind_template_child (widget_class, TavPlayersPage, add_team_entry);
  gtk_widget_class_bind_template_child (widget_class, TavPlayersPage, add_reserve_toggle);
  gtk_widget_class_bind_template_child (widget_class, TavPlayersPage, add_error_label);
  gtk_widget_class_bind_template_child (widget_class, TavPlayersPage, late_label);
  gtk_widget_class_bind_template_child (widget_class, TavPlayersPage, clubs_apart_check);
  gtk_widget_class_bind_template_child (widget_class, TavPlayersPage, counts_label);
  gtk_widget_class_bind_template_child (widget_class, TavPlayersPage, search_entry);
  gtk_widget_class_bind_template_child (widget_class, TavPlayersPage, column_view);
  gtk_widget_class_bind_template_child (widget_class, TavPlayersPage, id_column);
  gtk_widget_class_bind_template_child (widget_class, TavPlayersPage, team_column);
  gtk_widget_class_bind_template_child (widget_class, TavPlayersPage, status_column);
  gtk_widget_class_bind_template_child (widget_class, TavPlayersPage, slice_model);
  gtk_widget_class_bind_template_child (widget_class, TavPlayersPage, sort_model);
  gtk_widget_class_bind_template_child (widget_class, TavPlayersPage, filter_model);
  gtk_widget_class_bind_template_child (widget_class, TavPlayersPage, name_filter);
  gtk_widget_class_bind_template_child (widget_class, TavPlayersPage, selection);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, add_entry_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, add_entry_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, clubs_apart_toggled_cb);
  tav_player_columns_bind_template (widget_class);
}

static void
tav_players_page_init (TavPlayersPage *self)
{
  /* Before the template: its name cells follow the fold. */
  self->fold = TAV_PAGE_FOLD_LAYOUT (tav_page_fold_layout_new (FOLD_WIDTH));
  gtk_widget_set_layout_manager (GTK_WIDGET (self), GTK_LAYOUT_MANAGER (self->fold));
  g_signal_connect_object (self->fold, "notify::folded", G_CALLBACK (folded_cb), self, G_CONNECT_SWAPPED);

  gtk_widget_init_template (GTK_WIDGET (self));
  tav_ui_fit_placeholder (GTK_WIDGET (self->add_entry));
  tav_ui_fit_placeholder (GTK_WIDGET (self->search_entry));

  /* Under the toolbar: who is here for the next round. */
  self->check_in_bar = TAV_CHECK_IN_BAR (tav_check_in_bar_new ());
  gtk_box_insert_child_after (GTK_BOX (self->box), GTK_WIDGET (self->check_in_bar),
                              gtk_widget_get_first_child (self->box));

  tav_player_columns_set_sorters (self->id_column, self->status_column);

  self->feed = tav_row_feed_new (GTK_WIDGET (self->column_view), self->slice_model,
                                 MIN_ROW_HEIGHT, ROWS_PER_FRAME);

  /* Added, imported, removed, withdrawn: the counts and the states follow. */
  self->event_signals = g_signal_group_new (TAV_TYPE_EVENT);
  g_signal_group_connect_swapped (self->event_signals, "changed",
                                  G_CALLBACK (tav_players_page_update), self);
  g_signal_connect_swapped (self->filter_model, "items-changed",
                            G_CALLBACK (tav_players_page_update), self);

  tav_players_page_update (self);
}
