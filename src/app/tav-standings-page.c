/* tav-standings-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-standings-page"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tav-compat.h"
#include "tav-page-fold-layout.h"
#include "tav-standings-columns.h"
#include "tav-standings-page.h"
#include "tav-ui.h"

/* The ranking, with every column the ruleset computes (created at run time
 * from the standings' own columns), sortable by any of them.
 *
 * Some rulesets keep the ranking secret until the judge publishes it. Then
 * the page shows a lock instead; “Show to the Judge” opens it on purpose,
 * and it closes again as soon as the page is left, so that it is never
 * found open by a player at the desk. While locked, one player's own
 * standing can still be looked up.
 *
 * An event played in teams has team standings too: a switch above the
 * list shows either, with the same columns machinery. */
struct _TavStandingsPage
{
  AdwBin            parent_instance;

  TavEvent         *event;
  TavStandings     *standings;
  GSignalGroup     *event_signals;
  TavStandingsColumns *columns;
  guint             stale : 1;
  guint             unlocked : 1;
  guint             has_teams : 1;
  guint             showing_teams : 1;

  /* Template widgets */
  GtkStack         *stack;
  AdwStatusPage    *locked_page;
  AdwEntryRow      *balance_row;
  GtkLabel         *balance_label;
  GtkLabel         *title_label;
  GtkLabel         *status_label;
  GtkBox           *header;
  GtkScrolledWindow *scroller;
  TavPageFoldLayout    *fold;
  GtkWidget        *lock_button;
  GtkWidget        *publish_button;
  GtkWidget        *view_switch;
  GtkToggleButton  *teams_toggle;
  GtkColumnView    *column_view;
  GtkSortListModel *sort_model;

  GtkColumnViewColumn *rank_column;
  GtkColumnViewColumn *name_column;
  GtkColumnViewColumn *note_column;
};

G_DEFINE_FINAL_TYPE (TavStandingsPage, tav_standings_page, ADW_TYPE_BIN)

/* Below this width the ranking folds into rows of one column. */
#define FOLD_WIDTH 720

enum {
  PROP_0,
  PROP_EVENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gboolean
is_secret (TavStandingsPage *self)
{
  TavRuleset *ruleset = self->event ? tav_event_get_ruleset (self->event) : NULL;

  return ruleset != NULL && tav_ruleset_is_ranking_secret (ruleset, self->event);
}

/* ---- Columns ---------------------------------------------------------- */

/* The ruleset's columns, made again only when they are different ones; the
 * note goes last, after them. */
static void
update_columns (TavStandingsPage *self)
{
  tav_standings_columns_update (self->columns, self->column_view, self->standings,
                                self->note_column);
}

/* A heading that wraps when the page is narrow rather than lose its end
 * ("Secret: shown to the judge only…" says what matters last). */
static void
wrap_heading (GtkLabel *label,
              gboolean  wrap)
{
  gtk_label_set_wrap (label, wrap);
  gtk_label_set_wrap_mode (label, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_ellipsize (label, wrap ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END);
}

/* Folded, a row is its rank and its name with its figures under it, and
 * the buttons above go onto a line of their own: nothing to scroll
 * sideways to. */
static void
folded_cb (TavStandingsPage *self)
{
  gboolean folded = tav_page_fold_layout_get_folded (self->fold);

  wrap_heading (self->title_label, folded);
  wrap_heading (self->status_label, folded);

  tav_standings_columns_set_folded (self->columns, folded);
  tav_page_fold_layout_fold_column (self->note_column, folded);
  gtk_scrolled_window_set_policy (self->scroller, folded ? GTK_POLICY_NEVER : GTK_POLICY_AUTOMATIC,
                                  GTK_POLICY_AUTOMATIC);
  tav_page_fold_layout_wrap_box (self->header, folded);
}

/* ---- State ------------------------------------------------------------ */

static void
clear_balance (TavStandingsPage *self)
{
  gtk_editable_set_text (GTK_EDITABLE (self->balance_row), "");
  gtk_label_set_label (self->balance_label, "");
}

/* The player asking, by name (or a unique part of it) or id: only that
 * player's standing is shown. */
static void
balance_apply_cb (TavStandingsPage *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->balance_row));
  g_autofree char *needle = g_utf8_casefold (text, -1);
  g_autofree char *answer = NULL;
  TavRuleset *ruleset;
  TavPlayer *player;
  guint n_found = 0;

  if (self->event == NULL || (ruleset = tav_event_get_ruleset (self->event)) == NULL)
    return;

  g_strstrip (needle);
  player = tav_event_lookup_player (self->event, text, NULL);

  for (guint i = 0; player == NULL && needle[0] != '\0' && i < tav_event_get_n_players (self->event); i++)
    {
      TavPlayer *candidate = tav_event_get_player (self->event, i);
      g_autofree char *name = g_utf8_casefold (tav_player_get_name (candidate), -1);

      if (strstr (name, needle) != NULL && n_found++ == 0)
        player = candidate;
    }

  if (n_found > 1)
    answer = g_strdup (_("Several players match: type more of the name"));
  else if (player != NULL)
    answer = tav_ruleset_describe_player (ruleset, self->event, player);
  else if (needle[0] != '\0')
    /* Translators: %s is what was typed */
    answer = g_strdup_printf (_("No player named “%s”"), text);

  gtk_label_set_label (self->balance_label, answer ? answer : "");
}

static void
tav_standings_page_update (TavStandingsPage *self)
{
  gboolean secret = is_secret (self);
  gboolean has_players = self->event != NULL && tav_event_get_n_players (self->event) > 0;

  if (!has_players)
    gtk_stack_set_visible_child_name (self->stack, "empty");
  else if (secret && !self->unlocked)
    gtk_stack_set_visible_child_name (self->stack, "locked");
  else
    gtk_stack_set_visible_child_name (self->stack, "standings");

  gtk_widget_set_visible (self->lock_button, secret);
  gtk_widget_set_visible (self->view_switch, self->has_teams);
  gtk_widget_set_visible (self->publish_button,
                          self->event != NULL && !tav_event_get_published (self->event));

  if (self->event == NULL)
    gtk_label_set_label (self->status_label, "");
  else if (secret)
    gtk_label_set_label (self->status_label, _("Secret: shown to the judge only, hidden again when you leave this page"));
  else if (tav_event_get_published (self->event))
    gtk_label_set_label (self->status_label, _("Published: shown on the public display"));
  else
    gtk_label_set_label (self->status_label, _("Not published yet"));

}

/* Whether the list is sorted by the rank, as it is until the user clicks
 * another column's title (GTK 4.8 does not tell by which column): two rows
 * alike but for their rank are unequal only then. */
static gboolean
sorted_by_rank (TavStandingsPage *self)
{
  guint n_values = tav_standings_get_n_columns (self->standings);
  g_autoptr(TavPlayer) player = tav_player_new ("p0", "-");
  g_autoptr(TavStandingsRow) first = tav_standings_row_new (player, n_values);
  g_autoptr(TavStandingsRow) second = tav_standings_row_new (player, n_values);

  tav_standings_row_set_rank (first, 1);
  tav_standings_row_set_rank (second, 2);
  return gtk_sorter_compare (gtk_column_view_get_sorter (self->column_view), first, second) != GTK_ORDERING_EQUAL;
}

/* Computed again after every change, but only while someone looks. */
static void
tav_standings_page_refresh (TavStandingsPage *self)
{
  TavRuleset *ruleset = self->event ? tav_event_get_ruleset (self->event) : NULL;
  g_autoptr(TavStandings) players = NULL;
  g_autoptr(TavStandings) teams = NULL;
  TavStandings *shown;
  gboolean show_teams;

  if (ruleset != NULL)
    {
      players = tav_event_compute_standings (self->event);
      teams = tav_ruleset_compute_team_standings (ruleset, self->event);
    }

  self->has_teams = teams != NULL;
  show_teams = teams != NULL && gtk_toggle_button_get_active (self->teams_toggle);
  shown = show_teams ? teams : players;
  gtk_column_view_column_set_title (self->name_column,
                                    /* Translators: the team's name, as a column heading of the team standings */
                                    show_teams ? _("Team") : _("Name"));

  /* The same ranking again (a result entered): the rows shown take their
   * new figures in place, so the list keeps its row widgets. */
  if (self->standings != NULL && shown != NULL && show_teams == self->showing_teams &&
      tav_standings_update (self->standings, shown))
    {
      /* Only the rows that changed places moved: sorted by another column
       * than the rank, the list sorts again by the new figures. */
      if (!sorted_by_rank (self))
        gtk_sorter_changed (gtk_column_view_get_sorter (self->column_view), GTK_SORTER_CHANGE_DIFFERENT);
      update_columns (self);
    }
  else
    {
      g_set_object (&self->standings, shown);
      self->showing_teams = show_teams;

      /* The rows shown go first: the cells of new columns must not be bound to
       * rows with fewer values (from teams to players). */
      gtk_sort_list_model_set_model (self->sort_model, NULL);
      update_columns (self);
      gtk_sort_list_model_set_model (self->sort_model,
                                     self->standings ? tav_standings_get_rows (self->standings) : NULL);
    }
  gtk_label_set_label (self->title_label,
                       self->standings && tav_standings_get_title (self->standings) ?
                       tav_standings_get_title (self->standings) : _("Standings"));

  self->stale = FALSE;
  tav_standings_page_update (self);
}

static void
event_changed_cb (TavStandingsPage *self)
{
  self->stale = TRUE;

  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    tav_standings_page_refresh (self);
  else
    tav_standings_page_update (self);
}

static void
tav_standings_page_map (GtkWidget *widget)
{
  TavStandingsPage *self = TAV_STANDINGS_PAGE (widget);

  if (self->stale)
    tav_standings_page_refresh (self);

  GTK_WIDGET_CLASS (tav_standings_page_parent_class)->map (widget);
}

/* Leaving the page locks it again. */
static void
tav_standings_page_unmap (GtkWidget *widget)
{
  TavStandingsPage *self = TAV_STANDINGS_PAGE (widget);

  self->unlocked = FALSE;
  clear_balance (self);
  tav_standings_page_update (self);

  GTK_WIDGET_CLASS (tav_standings_page_parent_class)->unmap (widget);
}

/* Players or teams: the other standings, at once. */
static void
view_toggled_cb (TavStandingsPage *self)
{
  tav_standings_page_refresh (self);
}

/* ---- Actions ---------------------------------------------------------- */

static void
tav_standings_page_unlock (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  TavStandingsPage *self = TAV_STANDINGS_PAGE (widget);

  self->unlocked = TRUE;
  if (self->stale)
    tav_standings_page_refresh (self);
  tav_standings_page_update (self);
}

static void
tav_standings_page_lock (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  TavStandingsPage *self = TAV_STANDINGS_PAGE (widget);

  self->unlocked = FALSE;
  tav_standings_page_update (self);
}

static void
publish_cb (GObject      *object,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(TavStandingsPage) self = user_data;
  g_autofree char *response = tav_compat_choose_finish (result, NULL);

  if (g_strcmp0 (response, "publish") != 0 || self->event == NULL)
    return;

  tav_event_publish (self->event, TRUE);
  tav_ui_toast (GTK_WIDGET (self), _("Standings published"));
}

static void
tav_standings_page_publish (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *parameter)
{
  TavStandingsPage *self = TAV_STANDINGS_PAGE (widget);
  TavResponse responses[] = {
    { "cancel", _("_Cancel"), TAV_RESPONSE_DEFAULT },
    { "publish", _("_Publish"), TAV_RESPONSE_SUGGESTED },
  };

  if (self->event == NULL)
    return;

  tav_compat_choose (tav_ui_get_window (widget), _("Publish the Standings?"),
                     is_secret (self) ?
                     _("The ranking the rules keep secret becomes public: the standings are shown on the public display and can be printed.") :
                     _("The standings are shown on the public display and can be printed."),
                     NULL, responses, G_N_ELEMENTS (responses), "cancel", "cancel",
                     NULL, publish_cb, g_object_ref (self));
}

/* ---- Object ----------------------------------------------------------- */

TavEvent *
tav_standings_page_get_event (TavStandingsPage *self)
{
  g_return_val_if_fail (TAV_IS_STANDINGS_PAGE (self), NULL);

  return self->event;
}

void
tav_standings_page_set_event (TavStandingsPage *self,
                              TavEvent         *event)
{
  g_return_if_fail (TAV_IS_STANDINGS_PAGE (self));
  g_return_if_fail (!event || TAV_IS_EVENT (event));

  if (!g_set_object (&self->event, event))
    return;

  g_signal_group_set_target (self->event_signals, event);
  clear_balance (self);
  /* Computed when shown: opening a big event shows another page first. */
  event_changed_cb (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EVENT]);
}

/**
 * tav_standings_page_get_standings:
 *
 * Returns: (transfer none) (nullable): the standings shown, up to date
 */
TavStandings *
tav_standings_page_get_standings (TavStandingsPage *self)
{
  g_return_val_if_fail (TAV_IS_STANDINGS_PAGE (self), NULL);

  if (self->stale)
    tav_standings_page_refresh (self);

  return self->standings;
}

/* Returns: (transfer none): the rows as the list shows them, sorted */
GListModel *
tav_standings_page_get_model (TavStandingsPage *self)
{
  g_return_val_if_fail (TAV_IS_STANDINGS_PAGE (self), NULL);

  if (self->stale)
    tav_standings_page_refresh (self);

  return G_LIST_MODEL (self->sort_model);
}

/* Whether the secret ranking is hidden now. */
gboolean
tav_standings_page_get_locked (TavStandingsPage *self)
{
  g_return_val_if_fail (TAV_IS_STANDINGS_PAGE (self), FALSE);

  return g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "locked") == 0;
}

static void
tav_standings_page_dispose (GObject *object)
{
  TavStandingsPage *self = (TavStandingsPage *)object;

  g_signal_group_set_target (self->event_signals, NULL);
  g_clear_object (&self->event);
  g_clear_object (&self->standings);
  g_clear_object (&self->rank_column);
  g_clear_object (&self->name_column);
  g_clear_object (&self->note_column);

  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAV_TYPE_STANDINGS_PAGE);

  G_OBJECT_CLASS (tav_standings_page_parent_class)->dispose (object);
}

static void
tav_standings_page_finalize (GObject *object)
{
  TavStandingsPage *self = (TavStandingsPage *)object;

  g_clear_object (&self->event_signals);
  g_clear_object (&self->columns);

  G_OBJECT_CLASS (tav_standings_page_parent_class)->finalize (object);
}

static void
tav_standings_page_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  TavStandingsPage *self = TAV_STANDINGS_PAGE (object);

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
tav_standings_page_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  TavStandingsPage *self = TAV_STANDINGS_PAGE (object);

  switch (prop_id)
    {
    case PROP_EVENT:
      tav_standings_page_set_event (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_standings_page_class_init (TavStandingsPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tav_standings_page_dispose;
  object_class->finalize = tav_standings_page_finalize;
  object_class->get_property = tav_standings_page_get_property;
  object_class->set_property = tav_standings_page_set_property;

  widget_class->map = tav_standings_page_map;
  widget_class->unmap = tav_standings_page_unmap;

  properties[PROP_EVENT] =
    g_param_spec_object ("event", NULL, NULL,
                         TAV_TYPE_EVENT,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "standings.unlock", NULL, tav_standings_page_unlock);
  gtk_widget_class_install_action (widget_class, "standings.lock", NULL, tav_standings_page_lock);
  gtk_widget_class_install_action (widget_class, "standings.publish", NULL, tav_standings_page_publish);

  g_type_ensure (TAV_TYPE_PLAYER);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-standings-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TavStandingsPage, stack);
  gtk_widget_class_bind_template_child (widget_class, TavStandingsPage, locked_page);
  gtk_widget_class_bind_template_child (widget_class, TavStandingsPage, balance_row);
  gtk_widget_class_bind_template_child (widget_class, TavStandingsPage, balance_label);
  gtk_widget_class_bind_template_child (widget_class, TavStandingsPage, title_label);
  gtk_widget_class_bind_template_child (widget_class, TavStandingsPage, status_label);
  gtk_widget_class_bind_template_child (widget_class, TavStandingsPage, header);
  gtk_widget_class_bind_template_child (widget_class, TavStandingsPage, scroller);
  gtk_widget_class_bind_template_child (widget_class, TavStandingsPage, lock_button);
  gtk_widget_class_bind_template_child (widget_class, TavStandingsPage, publish_button);
  gtk_widget_class_bind_template_child (widget_class, TavStandingsPage, view_switch);
  gtk_widget_class_bind_template_child (widget_class, TavStandingsPage, teams_toggle);
  gtk_widget_class_bind_template_child (widget_class, TavStandingsPage, column_view);
  gtk_widget_class_bind_template_child (widget_class, TavStandingsPage, sort_model);
  gtk_widget_class_bind_template_callback (widget_class, balance_apply_cb);
  gtk_widget_class_bind_template_callback (widget_class, view_toggled_cb);
}

static void
tav_standings_page_init (TavStandingsPage *self)
{
  self->columns = tav_standings_columns_new ();
  self->fold = TAV_PAGE_FOLD_LAYOUT (tav_page_fold_layout_new (FOLD_WIDTH));
  gtk_widget_set_layout_manager (GTK_WIDGET (self), GTK_LAYOUT_MANAGER (self->fold));
  g_signal_connect_object (self->fold, "notify::folded", G_CALLBACK (folded_cb), self, G_CONNECT_SWAPPED);

  gtk_widget_init_template (GTK_WIDGET (self));

  /* Translators: the rank in the standings, as a column heading */
  self->rank_column = tav_standings_columns_create (self->columns, C_("standings", "#"),
                                                   TAV_STANDINGS_COLUMN_RANK);
  /* Translators: the player's name, as a column heading of the standings */
  self->name_column = tav_standings_columns_create (self->columns, _("Name"),
                                                   TAV_STANDINGS_COLUMN_NAME);
  /* Translators: a column heading of the standings, for remarks such as
   * “withdrawn” or “ejected” */
  self->note_column = tav_standings_columns_create (self->columns, _("Note"),
                                                   TAV_STANDINGS_COLUMN_NOTE);
  gtk_column_view_column_set_fixed_width (self->rank_column, 64);
  gtk_column_view_append_column (self->column_view, self->rank_column);
  gtk_column_view_append_column (self->column_view, self->name_column);
  gtk_column_view_append_column (self->column_view, self->note_column);
  gtk_column_view_sort_by_column (self->column_view, self->rank_column, GTK_SORT_ASCENDING);

  self->event_signals = g_signal_group_new (TAV_TYPE_EVENT);
  g_signal_group_connect_swapped (self->event_signals, "changed",
                                  G_CALLBACK (event_changed_cb), self);
  g_signal_group_connect_swapped (self->event_signals, "notify::published",
                                  G_CALLBACK (tav_standings_page_update), self);

  tav_standings_page_update (self);
}
