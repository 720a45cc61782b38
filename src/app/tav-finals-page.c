/* tav-finals-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-finals-page"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-bracket-view.h"
#include "tav-compat.h"
#include "tav-display.h"
#include "tav-finals-page.h"
#include "tav-result-dialog.h"
#include "tav-ui.h"

/* The finals: built from the standings once the stage before them is
 * complete, then played match by match. The bracket is drawn in full; a
 * click on a match (or its row in the list below, for the keyboard)
 * records its winner. When the final is decided, the standings page shows
 * the final ranks.
 *
 * Finals played at tables (the Boardgame League's final table) are a round
 * like the others, entered on the rounds page: this page only lists who
 * sits there and says where to go. */
struct _TavFinalsPage
{
  AdwBin          parent_instance;

  TavEvent       *event;
  TavStage       *stage;
  GSignalGroup   *event_signals;

  /* Template widgets */
  GtkStack       *stack;
  AdwStatusPage  *none_page;
  GtkWidget      *build_button;
  AdwStatusPage  *table_page;
  GtkListBox     *finalists_list;
  GtkButton      *table_button;
  GtkLabel       *title_label;
  GtkLabel       *progress_label;
  GtkWidget      *standings_button;
  TavBracketView *bracket_view;
  GtkListBox     *matches_list;
};

G_DEFINE_FINAL_TYPE (TavFinalsPage, tav_finals_page, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_EVENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static TavStage *
find_bracket (TavEvent *event)
{
  guint n = event ? tav_event_get_n_stages (event) : 0;

  for (guint i = n; i > 0; i--)
    {
      TavStage *stage = tav_event_get_stage (event, i - 1);

      if (tav_stage_get_kind (stage) == TAV_STAGE_BRACKET)
        return stage;
    }

  return NULL;
}

static const char *
player_name (TavFinalsPage *self,
             const char    *id)
{
  TavPlayer *player = id && id[0] ? tav_event_find_player (self->event, id) : NULL;

  return player ? tav_player_get_name (player) : _("To be decided");
}

static GtkWidget *
create_match_row (TavFinalsPage *self,
                  TavTable      *match)
{
  g_autofree char *title = tav_display_table_title (match);
  g_autofree char *subtitle = NULL;
  const char *winner = tav_result_get_string (tav_table_get_result (match), "winner");
  GtkWidget *row = adw_action_row_new ();

  if (winner != NULL)
    /* Translators: the winner of a match */
    subtitle = g_strdup_printf (_("Won by %s"), player_name (self, winner));
  else if (tav_table_is_ready (match))
    subtitle = g_strdup (_("To be played"));
  else
    subtitle = g_strdup (_("Waiting for the previous matches"));

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  {
    /* Translators: a match and its two players, e.g. “Final: Anna v Marco” */
    g_autofree char *full = g_strdup_printf (_("%s: %s v %s"), title,
                                             player_name (self, tav_table_get_seat (match, 0)),
                                             player_name (self, tav_table_get_seat (match, 1)));

    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), full);
  }
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);

  if (tav_table_is_ready (match))
    {
      GtkWidget *button = gtk_button_new_with_mnemonic (winner ? _("_Correct…") : _("_Record Winner…"));

      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      if (winner == NULL)
        gtk_widget_add_css_class (button, "suggested-action");
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "finals.record");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", tav_table_get_number (match));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
    }

  return row;
}

/* Whether the rules still have a stage to build after @current. An optional
 * one may not be played by this event (a Boardgame League event without a
 * final table): then the standings are final already, and nothing is left. */
static gboolean
has_finals_to_build (TavFinalsPage *self,
                     TavStage      *current)
{
  const TavStageSpec *next = current ? tav_display_next_stage (self->event) : NULL;
  g_autoptr(TavStandings) standings = NULL;

  if (next == NULL)
    return FALSE;
  if (!tav_stage_is_complete (current) || !next->optional)
    return TRUE;

  standings = tav_event_compute_standings (self->event);
  return standings == NULL || !tav_standings_get_final (standings);
}

/* No finals yet: what they wait for, and the button that builds them. */
static void
show_none (TavFinalsPage *self,
           TavStage      *current)
{
  gboolean to_build = has_finals_to_build (self, current);
  gboolean ready = to_build && tav_stage_is_complete (current);
  g_autofree char *description = NULL;

  if (current == NULL)
    description = g_strdup (_("The finals are built once the rounds before them are played"));
  else if (!to_build)
    description = g_strdup (_("The rules of this event have no finals: the standings after the last round are final"));
  else if (ready)
    /* Translators: %s is a stage, e.g. “Elimination Round” */
    description = g_strdup_printf (_("The %s is complete: the finals can be built from its standings"),
                                   tav_stage_get_name (current));
  else
    description = g_strdup_printf (_("The finals are built once the %s is complete"),
                                   tav_stage_get_name (current));

  adw_status_page_set_title (self->none_page, current && !to_build ? _("No Finals") : _("No Finals Yet"));
  adw_status_page_set_description (self->none_page, description);
  gtk_widget_set_visible (self->build_button, current == NULL || to_build);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "finals.build", ready);
  gtk_stack_set_visible_child_name (self->stack, "none");
}

/* Finals played at tables: who sits at them, and where the results go. */
static void
show_tables (TavFinalsPage *self,
             TavStage      *stage)
{
  TavRound *round = tav_stage_get_last_round (stage);
  gboolean complete = tav_stage_is_complete (stage);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->finalists_list))))
    gtk_list_box_remove (self->finalists_list, child);

  for (guint t = 0; round != NULL && t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      g_autofree char *title = tav_display_table_title (table);

      for (guint s = 0; s < tav_table_get_n_seats (table); s++)
        {
          GtkWidget *row = adw_action_row_new ();
          /* Translators: a seat at a table, e.g. “Final table, seat 2” */
          g_autofree char *seat = g_strdup_printf (_("%s, seat %u"), title, s + 1);

          adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                         player_name (self, tav_table_get_seat (table, s)));
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), seat);
          gtk_list_box_append (self->finalists_list, row);
        }
    }

  adw_status_page_set_title (self->table_page,
                             complete ? _("The Final Standings Are Ready") : _("The Final Table Is Seated"));
  adw_status_page_set_description (self->table_page,
                                   complete ?
                                   _("The final table has its result: the standings are final") :
                                   _("Its result is entered on the Rounds page, like the result of any other table"));
  gtk_button_set_label (self->table_button, complete ? _("_View Final Standings") : _("_Go to Rounds"));
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->table_button), "s",
                                    complete ? "standings" : "rounds");
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "finals.build", FALSE);
  gtk_stack_set_visible_child_name (self->stack, "tables");
}

static void
tav_finals_page_update (TavFinalsPage *self)
{
  TavStage *current = self->event ? tav_event_get_current_stage (self->event) : NULL;
  TavStage *stage = find_bracket (self->event);
  GtkWidget *child;
  guint n_matches = 0, n_played = 0;

  g_set_object (&self->stage, stage);
  tav_bracket_view_set_event (self->bracket_view, self->event);
  tav_bracket_view_set_stage (self->bracket_view, stage);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->matches_list))))
    gtk_list_box_remove (self->matches_list, child);

  if (stage == NULL)
    {
      /* A stage at tables after another one can only have been built from
       * the standings of the first: those are the finals. */
      if (current != NULL && tav_stage_get_kind (current) == TAV_STAGE_TABLES &&
          tav_event_get_n_stages (self->event) > 1)
        show_tables (self, current);
      else
        show_none (self, current);
      return;
    }

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "finals.build", FALSE);
  gtk_stack_set_visible_child_name (self->stack, "bracket");
  gtk_label_set_label (self->title_label, tav_stage_get_name (stage));

  for (guint r = 1; r <= tav_stage_get_n_rounds (stage); r++)
    {
      TavRound *round = tav_stage_get_round (stage, r);

      for (guint t = 0; t < tav_round_get_n_tables (round); t++)
        {
          TavTable *match = tav_round_get_table (round, t);

          gtk_list_box_append (self->matches_list, create_match_row (self, match));
          n_matches++;
          n_played += tav_table_has_result (match);
        }
    }

  if (tav_stage_is_complete (stage))
    gtk_label_set_label (self->progress_label, _("The finals are complete: see the final standings"));
  else
    {
      /* Translators: matches with a winner, out of the matches drawn so far */
      g_autofree char *progress = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                "%u of %u match played",
                                                                "%u of %u matches played",
                                                                n_matches),
                                                   n_played, n_matches);

      gtk_label_set_label (self->progress_label, progress);
    }
  gtk_widget_set_visible (self->standings_button, tav_stage_is_complete (stage));
}

static void
open_match (TavFinalsPage *self,
            TavTable      *match)
{
  TavRound *round = NULL;

  if (self->stage == NULL || match == NULL || !tav_table_is_ready (match))
    return;

  if (tav_stage_find_match (self->stage, tav_table_get_number (match), &round) == NULL || round == NULL)
    return;

  gtk_window_present (GTK_WINDOW (tav_result_dialog_new (tav_ui_get_window (GTK_WIDGET (self)),
                                                         self->event, self->stage, round, match)));
}

static void
match_activated_cb (TavFinalsPage *self,
                    TavTable      *match)
{
  open_match (self, match);
}

static void
tav_finals_page_record (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  TavFinalsPage *self = TAV_FINALS_PAGE (widget);

  if (self->stage != NULL)
    open_match (self, tav_stage_find_match (self->stage, g_variant_get_uint32 (parameter), NULL));
}

static void
build_cb (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(TavFinalsPage) self = user_data;
  g_autofree char *response = tav_compat_choose_finish (result, NULL);
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (response, "build") != 0 || self->event == NULL)
    return;

  if (!tav_event_build_finals (self->event, &error))
    {
      tav_ui_error (GTK_WIDGET (self), _("Could Not Build the Finals"), error->message);
      return;
    }

  tav_ui_toast (GTK_WIDGET (self), _("Finals built"));
}

static void
tav_finals_page_build (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  TavFinalsPage *self = TAV_FINALS_PAGE (widget);
  TavResponse responses[] = {
    { "cancel", _("_Cancel"), TAV_RESPONSE_DEFAULT },
    { "build", _("_Build"), TAV_RESPONSE_SUGGESTED },
  };

  if (self->event == NULL)
    return;

  tav_compat_choose (tav_ui_get_window (widget), _("Build the Finals?"),
                     _("The finalists are taken from the standings as they are now, following the rules of the event; where the rules say so, the ranking is published."),
                     NULL, responses, G_N_ELEMENTS (responses), "build", "cancel",
                     NULL, build_cb, g_object_ref (self));
}

TavEvent *
tav_finals_page_get_event (TavFinalsPage *self)
{
  g_return_val_if_fail (TAV_IS_FINALS_PAGE (self), NULL);

  return self->event;
}

void
tav_finals_page_set_event (TavFinalsPage *self,
                           TavEvent      *event)
{
  g_return_if_fail (TAV_IS_FINALS_PAGE (self));
  g_return_if_fail (!event || TAV_IS_EVENT (event));

  if (!g_set_object (&self->event, event))
    return;

  g_signal_group_set_target (self->event_signals, event);
  tav_finals_page_update (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EVENT]);
}

TavStage *
tav_finals_page_get_stage (TavFinalsPage *self)
{
  g_return_val_if_fail (TAV_IS_FINALS_PAGE (self), NULL);

  return self->stage;
}

static void
tav_finals_page_dispose (GObject *object)
{
  TavFinalsPage *self = (TavFinalsPage *)object;

  g_signal_group_set_target (self->event_signals, NULL);
  g_clear_object (&self->event);
  g_clear_object (&self->stage);

  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAV_TYPE_FINALS_PAGE);

  G_OBJECT_CLASS (tav_finals_page_parent_class)->dispose (object);
}

static void
tav_finals_page_finalize (GObject *object)
{
  TavFinalsPage *self = (TavFinalsPage *)object;

  g_clear_object (&self->event_signals);

  G_OBJECT_CLASS (tav_finals_page_parent_class)->finalize (object);
}

static void
tav_finals_page_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  TavFinalsPage *self = TAV_FINALS_PAGE (object);

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
tav_finals_page_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  TavFinalsPage *self = TAV_FINALS_PAGE (object);

  switch (prop_id)
    {
    case PROP_EVENT:
      tav_finals_page_set_event (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_finals_page_class_init (TavFinalsPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tav_finals_page_dispose;
  object_class->finalize = tav_finals_page_finalize;
  object_class->get_property = tav_finals_page_get_property;
  object_class->set_property = tav_finals_page_set_property;

  properties[PROP_EVENT] =
    g_param_spec_object ("event", NULL, NULL,
                         TAV_TYPE_EVENT,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "finals.build", NULL, tav_finals_page_build);
  gtk_widget_class_install_action (widget_class, "finals.record", "u", tav_finals_page_record);

  g_type_ensure (TAV_TYPE_BRACKET_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-finals-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TavFinalsPage, stack);
  gtk_widget_class_bind_template_child (widget_class, TavFinalsPage, none_page);
  gtk_widget_class_bind_template_child (widget_class, TavFinalsPage, build_button);
  gtk_widget_class_bind_template_child (widget_class, TavFinalsPage, table_page);
  gtk_widget_class_bind_template_child (widget_class, TavFinalsPage, finalists_list);
  gtk_widget_class_bind_template_child (widget_class, TavFinalsPage, table_button);
  gtk_widget_class_bind_template_child (widget_class, TavFinalsPage, title_label);
  gtk_widget_class_bind_template_child (widget_class, TavFinalsPage, progress_label);
  gtk_widget_class_bind_template_child (widget_class, TavFinalsPage, standings_button);
  gtk_widget_class_bind_template_child (widget_class, TavFinalsPage, bracket_view);
  gtk_widget_class_bind_template_child (widget_class, TavFinalsPage, matches_list);
  gtk_widget_class_bind_template_callback (widget_class, match_activated_cb);
}

static void
tav_finals_page_init (TavFinalsPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->event_signals = g_signal_group_new (TAV_TYPE_EVENT);
  g_signal_group_connect_swapped (self->event_signals, "changed",
                                  G_CALLBACK (tav_finals_page_update), self);

  tav_finals_page_update (self);
}
