/* tav-public-display.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-public-display"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tav-bracket-view.h"
#include "tav-check-in-bar.h"
#include "tav-display.h"
#include "tav-public-display.h"

/* A second window for a projector or a big screen in the playing room: the
 * seating of the current round in large type, table by table and
 * alphabetically (“who sits where”), with the round timer. It shows only
 * what players may see: no scores while the ruleset keeps the ranking
 * secret, and the standings only once they are published. */
struct _TavPublicDisplay
{
  AdwWindow          parent_instance;

  TavEvent          *event;
  TavRoundTimer     *timer;
  GSignalGroup      *event_signals;
  GSignalGroup      *timer_signals;
  guint              cycle_id;

  /* Template widgets */
  GtkRevealer       *header_revealer;
  GtkToggleButton   *cycle_button;
  AdwViewStack      *view_stack;
  GtkLabel          *event_label;
  GtkLabel          *round_label;
  GtkLabel          *timer_label;
  GtkFlowBox        *tables_box;
  GtkFlowBox        *players_box;
  GtkFlowBox        *standings_box;
  AdwViewStackPage  *standings_stack_page;
  AdwViewStackPage  *finals_stack_page;
  TavBracketView    *bracket_view;
};

G_DEFINE_FINAL_TYPE (TavPublicDisplay, tav_public_display, ADW_TYPE_WINDOW)

#define CYCLE_SECONDS 15

TavPublicDisplay *
tav_public_display_new (TavEvent      *event,
                        TavRoundTimer *timer)
{
  TavPublicDisplay *self = g_object_new (TAV_TYPE_PUBLIC_DISPLAY, NULL);

  self->timer = timer ? g_object_ref (timer) : NULL;
  g_signal_group_set_target (self->timer_signals, timer);
  tav_public_display_set_event (self, event);

  return self;
}

static void
remove_all (GtkFlowBox *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))))
    gtk_flow_box_remove (box, child);
}

static GtkWidget *
label_new (const char *text,
           const char *css_class,
           float       xalign)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);

  return label;
}

static const char *
name_of (TavPublicDisplay *self,
         const char       *id)
{
  TavPlayer *player = id && id[0] ? tav_event_find_player (self->event, id) : NULL;

  return player ? tav_player_get_name (player) : _("To be decided");
}

static GtkWidget *
create_table (TavPublicDisplay *self,
              TavTable         *table,
              const char       *head)
{
  g_autofree char *title = tav_display_table_title (table);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *grid = gtk_grid_new ();

  gtk_widget_add_css_class (box, "card");
  gtk_widget_add_css_class (box, "display-table");
  gtk_box_append (GTK_BOX (box), label_new (title, "display-table-title", 0.0));

  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  for (guint s = 0; s < tav_table_get_n_seats (table); s++)
    {
      g_autofree char *number = g_strdup_printf ("%u", s + 1);
      GtkWidget *name = label_new (name_of (self, tav_table_get_seat (table, s)), NULL, 0.0);

      /* Long names are cut rather than taking a whole row of the screen. */
      gtk_label_set_max_width_chars (GTK_LABEL (name), 20);
      gtk_widget_set_hexpand (name, TRUE);
      if (s == 0 && head != NULL)
        {
          g_autofree char *with_role = g_strdup_printf ("%s · %s", gtk_label_get_label (GTK_LABEL (name)), head);

          gtk_label_set_label (GTK_LABEL (name), with_role);
          gtk_widget_add_css_class (name, "display-head");
        }
      gtk_grid_attach (GTK_GRID (grid), label_new (number, "dim-label", 1.0), 0, s, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), name, 1, s, 1, 1);
    }
  gtk_box_append (GTK_BOX (box), grid);

  return box;
}

typedef struct
{
  char *name;
  char *key;
  char *where;
} Seat;

static void
seat_free (Seat *seat)
{
  g_free (seat->name);
  g_free (seat->key);
  g_free (seat->where);
  g_free (seat);
}

static int
compare_seats (gconstpointer a,
               gconstpointer b)
{
  return strcmp ((*(Seat **) a)->key, (*(Seat **) b)->key);
}

static void
fill_seating (TavPublicDisplay *self,
              TavStage         *stage,
              TavRound         *round)
{
  g_autoptr(GPtrArray) seats = g_ptr_array_new_with_free_func ((GDestroyNotify) seat_free);
  const char *head = stage ? tav_display_head_seat (self->event, stage) : NULL;

  remove_all (self->tables_box);
  remove_all (self->players_box);

  for (guint t = 0; round != NULL && t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      g_autofree char *title = tav_display_table_title (table);

      gtk_flow_box_append (self->tables_box, create_table (self, table, head));

      for (guint s = 0; s < tav_table_get_n_seats (table); s++)
        {
          const char *id = tav_table_get_seat (table, s);
          Seat *seat;

          if (id == NULL || id[0] == '\0')
            continue;

          seat = g_new0 (Seat, 1);
          seat->name = g_strdup (name_of (self, id));
          seat->key = g_utf8_collate_key (seat->name, -1);
          /* Translators: where a player sits, e.g. “Table 3, seat 2” */
          seat->where = g_strdup_printf (_("%s, seat %u"), title, s + 1);
          g_ptr_array_add (seats, seat);
        }
    }

  g_ptr_array_sort (seats, compare_seats);
  for (guint i = 0; i < seats->len; i++)
    {
      Seat *seat = seats->pdata[i];
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      GtkWidget *name = label_new (seat->name, NULL, 0.0);

      gtk_widget_set_hexpand (name, TRUE);
      gtk_box_append (GTK_BOX (row), name);
      gtk_box_append (GTK_BOX (row), label_new (seat->where, "display-where", 1.0));
      gtk_widget_add_css_class (row, "display-seat");
      gtk_flow_box_append (self->players_box, row);
    }
}

/* Rank, name and the first column of the ruleset (the score). */
static gboolean
fill_standings (TavPublicDisplay *self)
{
  TavRuleset *ruleset = tav_event_get_ruleset (self->event);
  g_autoptr(TavStandings) standings = NULL;
  guint n_rows;

  remove_all (self->standings_box);

  if (ruleset == NULL || !tav_event_is_ranking_public (self->event))
    return FALSE;

  standings = tav_event_compute_standings (self->event);
  n_rows = tav_standings_get_n_rows (standings);

  for (guint i = 0; i < n_rows; i++)
    {
      TavStandingsRow *row = tav_standings_get_row (standings, i);
      g_autofree char *rank = g_strdup_printf ("%u", tav_standings_row_get_rank (row));
      g_autofree char *value = NULL;
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      GtkWidget *name = label_new (tav_player_get_name (tav_standings_row_get_player (row)), NULL, 0.0);
      GtkWidget *rank_label = label_new (rank, "dim-label", 1.0);

      if (tav_standings_get_n_columns (standings) > 0)
        value = tav_standings_format_value (standings, 0, tav_standings_row_get_value (row, 0));

      gtk_label_set_width_chars (GTK_LABEL (rank_label), 3);
      gtk_widget_set_hexpand (name, TRUE);
      gtk_box_append (GTK_BOX (box), rank_label);
      gtk_box_append (GTK_BOX (box), name);
      if (value != NULL)
        gtk_box_append (GTK_BOX (box), label_new (value, "numeric", 1.0));
      gtk_widget_add_css_class (box, "display-seat");
      gtk_flow_box_append (self->standings_box, box);
    }

  return n_rows > 0;
}

static TavStage *
find_bracket (TavEvent *event)
{
  for (guint i = tav_event_get_n_stages (event); i > 0; i--)
    if (tav_stage_get_kind (tav_event_get_stage (event, i - 1)) == TAV_STAGE_BRACKET)
      return tav_event_get_stage (event, i - 1);

  return NULL;
}

static void
tav_public_display_update (TavPublicDisplay *self)
{
  TavStage *stage = self->event ? tav_event_get_current_stage (self->event) : NULL;
  TavRound *round = stage ? tav_stage_get_last_round (stage) : NULL;
  TavStage *bracket = self->event ? find_bracket (self->event) : NULL;
  g_autofree char *round_title = round ? tav_display_round_title (round) : NULL;
  gboolean standings = FALSE;

  if (self->event == NULL)
    {
      gtk_label_set_label (self->event_label, "");
      gtk_label_set_label (self->round_label, "");
      remove_all (self->tables_box);
      remove_all (self->players_box);
      remove_all (self->standings_box);
      return;
    }

  gtk_label_set_label (self->event_label, tav_event_get_name (self->event));
  /* Translators: on the public display in place of the round's name,
   * while the players are registered and before the first draw */
  gtk_label_set_label (self->round_label, round_title ? round_title : _("Registration"));
  /* During the check-in, who is still expected (tav-check-in-bar.c). */
  {
    g_autofree char *absent = tav_check_in_describe_absent (self->event);
    g_autofree char *line = absent ? g_strdup_printf ("%s — %s", gtk_label_get_label (self->round_label), absent) : NULL;

    if (line)
      gtk_label_set_label (self->round_label, line);
  }

  fill_seating (self, stage, round);
  standings = fill_standings (self);

  adw_view_stack_page_set_visible (self->standings_stack_page, standings);
  adw_view_stack_page_set_visible (self->finals_stack_page, bracket != NULL);
  tav_bracket_view_set_event (self->bracket_view, self->event);
  tav_bracket_view_set_stage (self->bracket_view, bracket);
}

static void
update_timer (TavPublicDisplay *self)
{
  g_autofree char *text = NULL;

  if (self->timer == NULL)
    {
      gtk_label_set_label (self->timer_label, "");
      return;
    }

  text = tav_round_timer_format (tav_round_timer_get_remaining (self->timer));
  gtk_label_set_label (self->timer_label, text);

  if (tav_round_timer_get_finished (self->timer))
    gtk_widget_add_css_class (GTK_WIDGET (self->timer_label), "timer-finished");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->timer_label), "timer-finished");
}

/* ---- Cycling and full screen ------------------------------------------ */

static gboolean
cycle_cb (gpointer user_data)
{
  TavPublicDisplay *self = user_data;
  GtkSelectionModel *pages = adw_view_stack_get_pages (self->view_stack);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (pages));
  guint current = 0;

  for (guint i = 0; i < n; i++)
    if (gtk_selection_model_is_selected (pages, i))
      current = i;

  /* The next page that is shown at all. */
  for (guint step = 1; step <= n; step++)
    {
      g_autoptr(AdwViewStackPage) page = g_list_model_get_item (G_LIST_MODEL (pages), (current + step) % n);

      if (adw_view_stack_page_get_visible (page))
        {
          adw_view_stack_set_visible_child (self->view_stack, adw_view_stack_page_get_child (page));
          break;
        }
    }

  g_object_unref (pages);

  return G_SOURCE_CONTINUE;
}

static void
cycle_toggled_cb (TavPublicDisplay *self)
{
  g_clear_handle_id (&self->cycle_id, g_source_remove);

  if (gtk_toggle_button_get_active (self->cycle_button))
    self->cycle_id = g_timeout_add_seconds (CYCLE_SECONDS, cycle_cb, self);
}

static void
fullscreened_cb (TavPublicDisplay *self)
{
  gtk_revealer_set_reveal_child (self->header_revealer,
                                 !gtk_window_is_fullscreen (GTK_WINDOW (self)));
}

static void
tav_public_display_fullscreen (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  if (gtk_window_is_fullscreen (GTK_WINDOW (widget)))
    gtk_window_unfullscreen (GTK_WINDOW (widget));
  else
    gtk_window_fullscreen (GTK_WINDOW (widget));
}

static void
tav_public_display_leave_fullscreen (GtkWidget  *widget,
                                     const char *action_name,
                                     GVariant   *parameter)
{
  if (gtk_window_is_fullscreen (GTK_WINDOW (widget)))
    gtk_window_unfullscreen (GTK_WINDOW (widget));
  else
    gtk_window_close (GTK_WINDOW (widget));
}

/* ---- Object ----------------------------------------------------------- */

TavEvent *
tav_public_display_get_event (TavPublicDisplay *self)
{
  g_return_val_if_fail (TAV_IS_PUBLIC_DISPLAY (self), NULL);

  return self->event;
}

void
tav_public_display_set_event (TavPublicDisplay *self,
                              TavEvent         *event)
{
  g_return_if_fail (TAV_IS_PUBLIC_DISPLAY (self));
  g_return_if_fail (!event || TAV_IS_EVENT (event));

  if (!g_set_object (&self->event, event))
    return;

  g_signal_group_set_target (self->event_signals, event);
  tav_public_display_update (self);
}

/* Whether the standings page is offered at all. */
gboolean
tav_public_display_shows_standings (TavPublicDisplay *self)
{
  g_return_val_if_fail (TAV_IS_PUBLIC_DISPLAY (self), FALSE);

  return adw_view_stack_page_get_visible (self->standings_stack_page);
}

static void
tav_public_display_dispose (GObject *object)
{
  TavPublicDisplay *self = (TavPublicDisplay *)object;

  g_clear_handle_id (&self->cycle_id, g_source_remove);
  g_signal_group_set_target (self->event_signals, NULL);
  g_signal_group_set_target (self->timer_signals, NULL);
  g_clear_object (&self->event);
  g_clear_object (&self->timer);

  gtk_widget_dispose_template (GTK_WIDGET (self), TAV_TYPE_PUBLIC_DISPLAY);

  G_OBJECT_CLASS (tav_public_display_parent_class)->dispose (object);
}

static void
tav_public_display_finalize (GObject *object)
{
  TavPublicDisplay *self = (TavPublicDisplay *)object;

  g_clear_object (&self->event_signals);
  g_clear_object (&self->timer_signals);

  G_OBJECT_CLASS (tav_public_display_parent_class)->finalize (object);
}

static void
tav_public_display_class_init (TavPublicDisplayClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tav_public_display_dispose;
  object_class->finalize = tav_public_display_finalize;

  gtk_widget_class_install_action (widget_class, "display.fullscreen", NULL, tav_public_display_fullscreen);
  gtk_widget_class_install_action (widget_class, "display.leave-fullscreen", NULL, tav_public_display_leave_fullscreen);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F11, 0, "display.fullscreen", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "display.leave-fullscreen", NULL);

  g_type_ensure (TAV_TYPE_BRACKET_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-public-display.ui");
  gtk_widget_class_bind_template_child (widget_class, TavPublicDisplay, header_revealer);
  gtk_widget_class_bind_template_child (widget_class, TavPublicDisplay, cycle_button);
  gtk_widget_class_bind_template_child (widget_class, TavPublicDisplay, view_stack);
  gtk_widget_class_bind_template_child (widget_class, TavPublicDisplay, event_label);
  gtk_widget_class_bind_template_child (widget_class, TavPublicDisplay, round_label);
  gtk_widget_class_bind_template_child (widget_class, TavPublicDisplay, timer_label);
  gtk_widget_class_bind_template_child (widget_class, TavPublicDisplay, tables_box);
  gtk_widget_class_bind_template_child (widget_class, TavPublicDisplay, players_box);
  gtk_widget_class_bind_template_child (widget_class, TavPublicDisplay, standings_box);
  gtk_widget_class_bind_template_child (widget_class, TavPublicDisplay, standings_stack_page);
  gtk_widget_class_bind_template_child (widget_class, TavPublicDisplay, finals_stack_page);
  gtk_widget_class_bind_template_child (widget_class, TavPublicDisplay, bracket_view);
}

static void
tav_public_display_init (TavPublicDisplay *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  tav_bracket_view_set_scale (self->bracket_view, 1.5);

  self->event_signals = g_signal_group_new (TAV_TYPE_EVENT);
  g_signal_group_connect_swapped (self->event_signals, "changed",
                                  G_CALLBACK (tav_public_display_update), self);
  g_signal_group_connect_swapped (self->event_signals, "notify::published",
                                  G_CALLBACK (tav_public_display_update), self);
  g_signal_group_connect_swapped (self->event_signals, "notify::name",
                                  G_CALLBACK (tav_public_display_update), self);

  self->timer_signals = g_signal_group_new (TAV_TYPE_ROUND_TIMER);
  g_signal_group_connect_swapped (self->timer_signals, "notify",
                                  G_CALLBACK (update_timer), self);
  g_signal_connect_swapped (self->timer_signals, "bind",
                            G_CALLBACK (update_timer), self);

  g_signal_connect_swapped (self->cycle_button, "toggled", G_CALLBACK (cycle_toggled_cb), self);
  g_signal_connect_swapped (self, "notify::fullscreened", G_CALLBACK (fullscreened_cb), self);
}
