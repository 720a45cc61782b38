/* tav-match-row.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-match-row"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-display.h"
#include "tav-match-row.h"
#include "tav-result-words.h"
#include "tav-table-clock.h"
#include "tav-wrap-layout.h"

/* One table of a round on one line, for the compact view of the rounds
 * page: the table, its players (with the points they were paired on, in a
 * Swiss round), the result in words, and why the players meet. A judge
 * checks a whole round down one column instead of across many cards. */
struct _TavMatchRow
{
  AdwBin        parent_instance;

  TavEvent     *event;
  TavStage     *stage;
  TavTable     *table;
  GHashTable   *points;
  char         *reason;
  GHashTable   *found;
  GSignalGroup *table_signals;
  GSignalGroup *event_signals;
  TavRoundTimer *timer;
  GSignalGroup *timer_signals;
  char         *players;      /* the players' line, as plain text */

  /* Template widgets */
  GtkLabel     *table_label;
  GtkWidget    *players_box;
  GtkLabel     *reason_label;
  GtkLabel     *result_label;
  GtkLabel     *clock_label;
  GtkWidget    *time_button;
};

G_DEFINE_FINAL_TYPE (TavMatchRow, tav_match_row, ADW_TYPE_BIN)

GtkWidget *
tav_match_row_new (void)
{
  return g_object_new (TAV_TYPE_MATCH_ROW, NULL);
}

/* "Anna (2)": a player and the points he was paired on. */
static void
describe_player (TavMatchRow *self,
                 GString     *text,
                 const char  *id)
{
  TavPlayer *player;
  gpointer points;

  if (id == NULL || id[0] == '\0')
    {
      g_string_append (text, _("To be decided"));
      return;
    }
  player = self->event ? tav_event_find_player (self->event, id) : NULL;
  g_string_append (text, player ? tav_player_get_name (player) : id);
  if (self->points && g_hash_table_lookup_extended (self->points, id, NULL, &points))
    /* Translators: the points a player had when he was paired, after his name */
    g_string_append_printf (text, _(" (%u)"), GPOINTER_TO_UINT (points));
}

/* A label is laid out again whenever it is given a text, even the same:
 * a line bound again, or told of a search that does not change it, keeps
 * its text. */
static void
set_text (GtkLabel   *label,
          const char *text)
{
  if (g_strcmp0 (gtk_label_get_label (label), text) != 0)
    gtk_label_set_label (label, text);
}

/* The players found are marked as the cards mark them: a colour behind
 * the name, which needs no new layout of the text. (Bold type did: a key
 * typed laid out again the line of every match on screen, 200 of them in
 * GTK 4.8, whose players were found or no longer were.) */
static void
tav_match_row_mark_found (TavMatchRow *self)
{
  guint n_seats = self->table ? tav_table_get_n_seats (self->table) : 0;
  GtkWidget *child = gtk_widget_get_first_child (self->players_box);

  for (guint s = 0; s < n_seats && child != NULL; s++)
    {
      const char *id = tav_table_get_seat (self->table, s);

      if (s > 0)
        child = gtk_widget_get_next_sibling (child);
      if (child == NULL)
        break;
      if (id != NULL && self->found != NULL && g_hash_table_contains (self->found, id))
        gtk_widget_add_css_class (child, "found");
      else
        gtk_widget_remove_css_class (child, "found");
      child = gtk_widget_get_next_sibling (child);
    }
}

/* A label of the players' line, made when the line has more seats than
 * ever before: a name wraps when it is wider than the line by itself,
 * never a separator. */
static GtkWidget *
players_part (TavMatchRow *self,
              GtkWidget   *part,
              gboolean     name)
{
  if (part != NULL)
    return part;
  part = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (part), 0.0);
  gtk_label_set_wrap (GTK_LABEL (part), name);
  gtk_label_set_wrap_mode (GTK_LABEL (part), PANGO_WRAP_WORD_CHAR);
  gtk_box_append (GTK_BOX (self->players_box), part);
  return part;
}

/* Each player has a label of his own (and so has each separator): a name
 * found is marked without laying the others out again. */
static void
tav_match_row_update_players (TavMatchRow *self)
{
  g_autoptr(GString) players = g_string_new (NULL);
  g_autoptr(GString) part = g_string_new (NULL);
  guint n_seats = self->table ? tav_table_get_n_seats (self->table) : 0;
  GtkWidget *child = gtk_widget_get_first_child (self->players_box);

  for (guint s = 0; s < n_seats; s++)
    {
      if (s > 0)
        {
          /* Translators: between the two players of a match; for more, a comma */
          const char *between = n_seats == 2 ? _(" – ") : _(", ");

          child = players_part (self, child, FALSE);
          set_text (GTK_LABEL (child), between);
          g_string_append (players, between);
          child = gtk_widget_get_next_sibling (child);
        }
      g_string_truncate (part, 0);
      describe_player (self, part, tav_table_get_seat (self->table, s));
      child = players_part (self, child, TRUE);
      set_text (GTK_LABEL (child), part->str);
      g_string_append (players, part->str);
      child = gtk_widget_get_next_sibling (child);
    }
  while (child != NULL)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (child);

      gtk_box_remove (GTK_BOX (self->players_box), child);
      child = next;
    }

  g_free (self->players);
  self->players = g_string_free (g_steal_pointer (&players), FALSE);
  tav_match_row_mark_found (self);
}

/* A table given more time shows its own clock under its result, as its
 * card does (tav-table-clock.c). */
static void
tav_match_row_update_clock (TavMatchRow *self)
{
  tav_table_clock_show (self->clock_label, self->table, self->timer);
  gtk_widget_set_visible (self->time_button, self->table != NULL && tav_table_is_ready (self->table) &&
                                             !tav_table_has_result (self->table));
}

static void
time_clicked_cb (TavMatchRow *self)
{
  if (self->table != NULL)
    gtk_widget_activate_action (GTK_WIDGET (self), "rounds.extend", "u",
                                tav_table_get_number (self->table));
}

/**
 * tav_match_row_set_timer:
 * @self: a #TavMatchRow
 * @timer: (nullable): the round timer, which a table given more time
 *   counts its own clock from
 */
void
tav_match_row_set_timer (TavMatchRow   *self,
                         TavRoundTimer *timer)
{
  g_return_if_fail (TAV_IS_MATCH_ROW (self));

  if (g_set_object (&self->timer, timer))
    {
      g_signal_group_set_target (self->timer_signals, timer);
      tav_match_row_update_clock (self);
    }
}

static void
tav_match_row_update (TavMatchRow *self)
{
  g_autofree char *title = NULL;
  g_autofree char *words = NULL;

  if (self->table != NULL)
    title = tav_display_table_title (self->table);

  if (self->table != NULL && tav_table_has_result (self->table) && self->event && self->stage)
    words = tav_result_describe (self->event, self->stage, self->table);
  if (words == NULL && self->table != NULL)
    words = g_strdup (tav_table_has_result (self->table) ? C_("result", "Entered")
                                                         : C_("result", "Waiting"));

  set_text (self->table_label, title ? title : "");
  tav_match_row_update_players (self);
  set_text (self->result_label, words ? words : "");
  if (self->table != NULL && tav_table_has_result (self->table))
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->result_label), "entered");
      gtk_widget_remove_css_class (GTK_WIDGET (self->result_label), "waiting");
    }
  else
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->result_label), "waiting");
      gtk_widget_remove_css_class (GTK_WIDGET (self->result_label), "entered");
    }
  set_text (self->reason_label, self->reason ? self->reason : "");
  gtk_widget_set_visible (GTK_WIDGET (self->reason_label), self->reason && self->reason[0]);
  tav_match_row_update_clock (self);
}

/**
 * tav_match_row_set_table:
 * @self: a #TavMatchRow
 * @event: (nullable): the event the players are looked up in
 * @stage: (nullable): the stage of @table's round, whose rules word the result
 * @table: (nullable): the table shown
 */
void
tav_match_row_set_table (TavMatchRow *self,
                         TavEvent    *event,
                         TavStage    *stage,
                         TavTable    *table)
{
  gboolean changed;

  g_return_if_fail (TAV_IS_MATCH_ROW (self));

  if ((changed = g_set_object (&self->event, event)))
    g_signal_group_set_target (self->event_signals, event);
  changed |= g_set_object (&self->stage, stage);
  if (g_set_object (&self->table, table))
    {
      g_signal_group_set_target (self->table_signals, table);
      changed = TRUE;
    }
  if (changed)
    tav_match_row_update (self);
}

TavTable *
tav_match_row_get_table (TavMatchRow *self)
{
  g_return_val_if_fail (TAV_IS_MATCH_ROW (self), NULL);

  return self->table;
}

/**
 * tav_match_row_set_notes:
 * @self: a #TavMatchRow
 * @points: (nullable): player id → points when the round was paired
 * @reason: (nullable): why these players meet
 * @found: (nullable): the ids of the players the search found, as a set
 */
void
tav_match_row_set_notes (TavMatchRow *self,
                         GHashTable  *points,
                         const char  *reason,
                         GHashTable  *found)
{
  gboolean same;

  g_return_if_fail (TAV_IS_MATCH_ROW (self));

  /* A search key gives every line on screen the new set of players found:
   * only the marks change, on few lines. */
  same = points == self->points && g_strcmp0 (reason, self->reason) == 0;

  g_clear_pointer (&self->points, g_hash_table_unref);
  self->points = points ? g_hash_table_ref (points) : NULL;
  g_free (self->reason);
  self->reason = g_strdup (reason);
  g_clear_pointer (&self->found, g_hash_table_unref);
  self->found = found ? g_hash_table_ref (found) : NULL;
  if (same)
    tav_match_row_mark_found (self);
  else
    tav_match_row_update (self);
}

const char *
tav_match_row_get_players (TavMatchRow *self)
{
  g_return_val_if_fail (TAV_IS_MATCH_ROW (self), NULL);

  return self->players != NULL ? self->players : "";
}

const char *
tav_match_row_get_result (TavMatchRow *self)
{
  g_return_val_if_fail (TAV_IS_MATCH_ROW (self), NULL);

  return gtk_label_get_label (self->result_label);
}

const char *
tav_match_row_get_reason (TavMatchRow *self)
{
  g_return_val_if_fail (TAV_IS_MATCH_ROW (self), NULL);

  return gtk_label_get_label (self->reason_label);
}

static void
tav_match_row_dispose (GObject *object)
{
  TavMatchRow *self = (TavMatchRow *)object;

  g_signal_group_set_target (self->table_signals, NULL);
  g_signal_group_set_target (self->event_signals, NULL);
  g_signal_group_set_target (self->timer_signals, NULL);
  g_clear_object (&self->timer);
  g_clear_object (&self->event);
  g_clear_object (&self->stage);
  g_clear_object (&self->table);
  g_clear_pointer (&self->points, g_hash_table_unref);

  gtk_widget_dispose_template (GTK_WIDGET (self), TAV_TYPE_MATCH_ROW);

  G_OBJECT_CLASS (tav_match_row_parent_class)->dispose (object);
}

static void
tav_match_row_finalize (GObject *object)
{
  TavMatchRow *self = (TavMatchRow *)object;

  g_clear_object (&self->table_signals);
  g_clear_object (&self->event_signals);
  g_clear_object (&self->timer_signals);
  g_clear_pointer (&self->reason, g_free);
  g_clear_pointer (&self->players, g_free);
  g_clear_pointer (&self->found, g_hash_table_unref);

  G_OBJECT_CLASS (tav_match_row_parent_class)->finalize (object);
}

static void
tav_match_row_class_init (TavMatchRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tav_match_row_dispose;
  object_class->finalize = tav_match_row_finalize;

  g_type_ensure (TAV_TYPE_WRAP_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-match-row.ui");
  gtk_widget_class_bind_template_child (widget_class, TavMatchRow, table_label);
  gtk_widget_class_bind_template_child (widget_class, TavMatchRow, players_box);
  gtk_widget_class_bind_template_child (widget_class, TavMatchRow, reason_label);
  gtk_widget_class_bind_template_child (widget_class, TavMatchRow, result_label);
  gtk_widget_class_bind_template_child (widget_class, TavMatchRow, clock_label);
  gtk_widget_class_bind_template_child (widget_class, TavMatchRow, time_button);
  gtk_widget_class_bind_template_callback (widget_class, time_clicked_cb);
}

static void
tav_match_row_init (TavMatchRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  /* A result entered, corrected or cleared; a seat swapped. */
  self->table_signals = g_signal_group_new (TAV_TYPE_TABLE);
  g_signal_group_connect_swapped (self->table_signals, "notify::has-result",
                                  G_CALLBACK (tav_match_row_update), self);
  g_signal_group_connect_swapped (self->table_signals, "notify::seats",
                                  G_CALLBACK (tav_match_row_update), self);
  g_signal_group_connect_swapped (self->table_signals, "notify::label",
                                  G_CALLBACK (tav_match_row_update), self);

  /* Time added to a table is an edit of the event; its clock ticks with
   * the round timer (a label changes only on the tables given time). */
  self->event_signals = g_signal_group_new (TAV_TYPE_EVENT);
  g_signal_group_connect_swapped (self->event_signals, "changed",
                                  G_CALLBACK (tav_match_row_update_clock), self);
  self->timer_signals = g_signal_group_new (TAV_TYPE_ROUND_TIMER);
  g_signal_group_connect_swapped (self->timer_signals, "notify::remaining",
                                  G_CALLBACK (tav_match_row_update_clock), self);
  g_signal_group_connect_swapped (self->timer_signals, "notify::overtime",
                                  G_CALLBACK (tav_match_row_update_clock), self);
  g_signal_group_connect_swapped (self->timer_signals, "notify::running",
                                  G_CALLBACK (tav_match_row_update_clock), self);
}
