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
#include "tav-display-pager.h"
#include "tav-display-ticker.h"
#include "tav-public-display.h"
#include "tav-settings.h"
#include "tav-table-clock.h"

/* A second window for a projector or a big screen in the playing room: the
 * seating of the current round in large type, table by table and
 * alphabetically (“who sits where”), with the round timer. It shows only
 * what players may see: no scores while the ruleset keeps the ranking
 * secret, and the standings only once they are published.
 *
 * A big room does not fit on one screen: the lists run down the columns
 * and turn page after a set number of seconds, a line along the foot runs
 * through every player's table, and the lists can be shared out between
 * several windows, one on each screen (each shows its part).
 *
 * During a check-in the banner says how many players are still expected,
 * and a page of its own lists them by name, like the players' page. */
struct _TavPublicDisplay
{
  AdwWindow          parent_instance;

  TavEvent          *event;
  TavRoundTimer     *timer;
  GSignalGroup      *event_signals;
  GSignalGroup      *timer_signals;
  guint              page_id;
  gint64             page_started;
  guint              part;
  guint              n_parts;
  GPtrArray         *others;     /* the windows on the other screens */
  char              *seating_key; /* what the seating pages show, as a digest */
  GHashTable        *standings_lines; /* player id → line of the standings */
  GSettings         *settings;

  /* Template widgets */
  GtkRevealer       *header_revealer;
  GtkToggleButton   *cycle_button;
  GtkSpinButton     *seconds_spin;
  AdwViewStack      *view_stack;
  GtkLabel          *event_label;
  GtkLabel          *round_label;
  GtkLabel          *timer_label;
  GtkLabel          *clocks_label;
  TavDisplayPager   *tables_box;
  TavDisplayPager   *players_box;
  TavDisplayPager   *standings_box;
  TavDisplayPager   *absent_box;
  GtkWidget         *footer;
  GtkLabel          *page_label;
  GtkProgressBar    *page_progress;
  TavDisplayTicker  *ticker;
  AdwViewStackPage  *standings_stack_page;
  AdwViewStackPage  *absent_stack_page;
  AdwViewStackPage  *finals_stack_page;
  TavBracketView    *bracket_view;
};

G_DEFINE_FINAL_TYPE (TavPublicDisplay, tav_public_display, ADW_TYPE_WINDOW)

/* Names over this many characters are set a size smaller (and wrap). */
#define LONG_NAME_CHARS 24

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
remove_all (TavDisplayPager *pager)
{
  tav_display_pager_remove_all (pager);
}

/* Nothing on the display is cut short: a label too long for its column
 * wraps, and a long name is also set a size smaller. */
static GtkWidget *
label_new (const char *text,
           const char *css_class,
           float       xalign)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_natural_wrap_mode (GTK_LABEL (label), GTK_NATURAL_WRAP_WORD);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);

  return label;
}

static GtkWidget *
name_label_new (const char *name)
{
  GtkWidget *label = label_new (name, NULL, 0.0);

  if (g_utf8_strlen (name, -1) > LONG_NAME_CHARS)
    gtk_widget_add_css_class (label, "display-long");

  return label;
}

/* The slice [*first, *last) of n items that this window shows. */
static void
part_range (TavPublicDisplay *self,
            guint             n,
            guint            *first,
            guint            *last)
{
  *first = (guint) ((guint64) n * self->part / self->n_parts);
  *last = (guint) ((guint64) n * (self->part + 1) / self->n_parts);
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
  g_object_set_data (G_OBJECT (box), "tav-table-number", GUINT_TO_POINTER (tav_table_get_number (table)));

  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  for (guint s = 0; s < tav_table_get_n_seats (table); s++)
    {
      g_autofree char *number = g_strdup_printf ("%u", s + 1);
      GtkWidget *name = name_label_new (name_of (self, tav_table_get_seat (table, s)));

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

/* Takes @where. */
static Seat *
seat_new (const char *name,
          char       *where)
{
  Seat *seat = g_new0 (Seat, 1);

  seat->name = g_strdup (name);
  seat->key = g_utf8_collate_key (name, -1);
  seat->where = where;

  return seat;
}

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

/* A line of a list of players, with the name as wide as it can be. */
static GtkWidget *
name_row_new (const char *name)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *label = name_label_new (name);

  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (row), label);
  gtk_widget_add_css_class (row, "display-seat");

  return row;
}

/* A digest of all that the seating pages show: this window's part, the
 * kind of round, and each table's title and players. A result changes
 * none of it, and building the pages again took a quarter of a second at
 * 2,000 players for each result entered. */
static char *
seating_key (TavPublicDisplay *self,
             TavStage         *stage,
             TavRound         *round,
             const char       *head)
{
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);
  g_autofree char *frame = g_strdup_printf ("%u/%u %d %s", self->part, self->n_parts,
                                            stage ? (int) tav_stage_get_kind (stage) : -1, head ? head : "");

  g_checksum_update (checksum, (const guchar *) frame, -1);
  for (guint t = 0; round != NULL && t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      g_autofree char *title = tav_display_table_title (table);

      /* Each text with its terminating NUL, so that no two lists run
       * together into the same bytes. */
      g_checksum_update (checksum, (const guchar *) title, strlen (title) + 1);
      for (guint s = 0; s < tav_table_get_n_seats (table); s++)
        {
          const char *id = tav_table_get_seat (table, s);
          const char *name = id && id[0] ? name_of (self, id) : "";

          g_checksum_update (checksum, (const guchar *) name, strlen (name) + 1);
        }
      g_checksum_update (checksum, (const guchar *) "\n", 1);
    }

  return g_strdup (g_checksum_get_string (checksum));
}

static void
fill_seating (TavPublicDisplay *self,
              TavStage         *stage,
              TavRound         *round)
{
  g_autoptr(GPtrArray) seats = g_ptr_array_new_with_free_func ((GDestroyNotify) seat_free);
  g_autoptr(GStrvBuilder) ticker = g_strv_builder_new ();
  g_auto(GStrv) ticker_items = NULL;
  const char *head = stage ? tav_display_head_seat (self->event, stage) : NULL;
  guint n_tables = round ? tav_round_get_n_tables (round) : 0;
  /* A knock-out round's games are matches, played by two, not tables
   * with seats. */
  gboolean bracket = stage != NULL && tav_stage_get_kind (stage) == TAV_STAGE_BRACKET;
  guint first, last;
  g_autofree char *key = seating_key (self, stage, round, head);

  if (g_strcmp0 (key, self->seating_key) == 0)
    return;
  g_free (self->seating_key);
  self->seating_key = g_steal_pointer (&key);

  adw_view_stack_page_set_title (adw_view_stack_get_page (self->view_stack, GTK_WIDGET (self->tables_box)),
                                 /* Translators: the public display's page of a knock-out round */
                                 bracket ? _("Matches") : _("Tables"));

  remove_all (self->tables_box);
  remove_all (self->players_box);

  part_range (self, n_tables, &first, &last);
  for (guint t = 0; t < n_tables; t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      g_autofree char *title = tav_display_table_title (table);

      if (t >= first && t < last)
        tav_display_pager_append (self->tables_box, create_table (self, table, head));

      for (guint s = 0; s < tav_table_get_n_seats (table); s++)
        {
          const char *id = tav_table_get_seat (table, s);
          char *where;

          if (id == NULL || id[0] == '\0')
            continue;

          /* Translators: where a player sits, e.g. “Table 3, seat 2” */
          where = bracket ? g_strdup (title) : g_strdup_printf (_("%s, seat %u"), title, s + 1);
          g_ptr_array_add (seats, seat_new (name_of (self, id), where));
        }
    }

  g_ptr_array_sort (seats, compare_seats);
  part_range (self, seats->len, &first, &last);
  for (guint i = 0; i < seats->len; i++)
    {
      Seat *seat = seats->pdata[i];
      /* Every window runs the whole room along its foot. */
      g_autofree char *entry = g_strdup_printf ("%s · %s", seat->name, seat->where);
      GtkWidget *row;

      g_strv_builder_add (ticker, entry);
      if (i < first || i >= last)
        continue;

      row = name_row_new (seat->name);
      gtk_box_append (GTK_BOX (row), label_new (seat->where, "display-where", 1.0));
      tav_display_pager_append (self->players_box, row);
    }

  ticker_items = g_strv_builder_end (ticker);
  tav_display_ticker_set_items (self->ticker, (const char * const *) ticker_items);
  gtk_widget_set_visible (GTK_WIDGET (self->ticker), seats->len > 0);
}

/* A line of the standings: rank, name and the first figure of the
 * ruleset (the score), given by standings_line_set(). */
static GtkWidget *
standings_line_new (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *rank = label_new (NULL, "dim-label", 1.0);
  GtkWidget *name = label_new (NULL, NULL, 0.0);
  GtkWidget *value = label_new (NULL, "numeric", 1.0);

  /* Figures do not wrap: a label that may not is measured at one width
   * only, and the ranks of all the lines a result passes change. */
  gtk_label_set_wrap (GTK_LABEL (rank), FALSE);
  gtk_label_set_wrap (GTK_LABEL (value), FALSE);
  gtk_label_set_width_chars (GTK_LABEL (rank), 3);
  gtk_widget_set_hexpand (name, TRUE);
  gtk_box_append (GTK_BOX (box), rank);
  gtk_box_append (GTK_BOX (box), name);
  gtk_box_append (GTK_BOX (box), value);
  gtk_widget_add_css_class (box, "display-seat");

  return box;
}

/* Only what changed is given: a label given a new text is measured
 * again, and the others keep their size. */
static void
standings_line_set (GtkWidget  *line,
                    const char *rank,
                    const char *name,
                    const char *value)
{
  GtkWidget *rank_label = gtk_widget_get_first_child (line);
  GtkWidget *name_label = gtk_widget_get_next_sibling (rank_label);
  GtkWidget *value_label = gtk_widget_get_next_sibling (name_label);

  if (g_strcmp0 (gtk_label_get_label (GTK_LABEL (rank_label)), rank) != 0)
    gtk_label_set_label (GTK_LABEL (rank_label), rank);
  if (g_strcmp0 (gtk_label_get_label (GTK_LABEL (name_label)), name) != 0)
    {
      gtk_label_set_label (GTK_LABEL (name_label), name);
      if (g_utf8_strlen (name, -1) > LONG_NAME_CHARS)
        gtk_widget_add_css_class (name_label, "display-long");
      else
        gtk_widget_remove_css_class (name_label, "display-long");
    }
  if (g_strcmp0 (gtk_label_get_label (GTK_LABEL (value_label)), value ? value : "") != 0)
    gtk_label_set_label (GTK_LABEL (value_label), value ? value : "");
  gtk_widget_set_visible (value_label, value != NULL);
}

static void
remove_standings (TavPublicDisplay *self)
{
  remove_all (self->standings_box);
  g_hash_table_remove_all (self->standings_lines);
}

/* Whether the standings' lines are for the players of rows [@first,
 * @last) of @standings, in any order. */
static gboolean
same_players (TavPublicDisplay *self,
              TavStandings     *standings,
              guint             first,
              guint             last)
{
  if (g_hash_table_size (self->standings_lines) != last - first)
    return FALSE;
  for (guint i = first; i < last; i++)
    if (!g_hash_table_contains (self->standings_lines,
                                tav_player_get_id (tav_standings_row_get_player (tav_standings_get_row (standings, i)))))
      return FALSE;
  return TRUE;
}

/* Rank, name and the first column of the ruleset (the score), when the
 * ranking is public. Each player keeps a line, put in the new order: a
 * result moves a player past many others, and building 2,000 lines anew
 * took half a second for each result entered (giving each line the name
 * now at its place, still a sixth of a second). */
static gboolean
fill_standings (TavPublicDisplay *self)
{
  TavRuleset *ruleset = tav_event_get_ruleset (self->event);
  g_autoptr(TavStandings) standings = NULL;
  g_autoptr(GPtrArray) lines = NULL;
  guint n_rows;
  guint first, last;
  gboolean same;

  if (ruleset == NULL || !tav_event_is_ranking_public (self->event))
    {
      remove_standings (self);
      return FALSE;
    }

  standings = tav_event_compute_standings (self->event);
  n_rows = tav_standings_get_n_rows (standings);
  part_range (self, n_rows, &first, &last);

  /* Players come, go or cross to another screen's part: lines anew. */
  same = same_players (self, standings, first, last);
  if (!same)
    remove_standings (self);

  lines = g_ptr_array_sized_new (last - first);
  for (guint i = first; i < last; i++)
    {
      TavStandingsRow *row = tav_standings_get_row (standings, i);
      TavPlayer *player = tav_standings_row_get_player (row);
      g_autofree char *rank = g_strdup_printf ("%u", tav_standings_row_get_rank (row));
      g_autofree char *value = NULL;
      GtkWidget *line = same ? g_hash_table_lookup (self->standings_lines, tav_player_get_id (player)) : NULL;

      if (line == NULL)
        {
          line = standings_line_new ();
          tav_display_pager_append (self->standings_box, line);
          g_hash_table_insert (self->standings_lines, g_strdup (tav_player_get_id (player)), line);
        }
      if (tav_standings_get_n_columns (standings) > 0)
        value = tav_standings_format_value (standings, 0, tav_standings_row_get_value (row, 0));
      standings_line_set (line, rank, tav_player_get_name (player), value);
      g_ptr_array_add (lines, line);
    }
  if (same)
    tav_display_pager_reorder (self->standings_box, lines);

  return n_rows > 0;
}

/* While a check-in is under way, the players still expected, in
 * alphabetical order down the columns and over as many pages as they
 * need: names only, nothing a player may not see. Whether there is
 * anyone. */
static gboolean
fill_absent (TavPublicDisplay *self)
{
  g_autoptr(GPtrArray) absent = tav_event_get_not_checked_in (self->event);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func ((GDestroyNotify) seat_free);
  guint first, last;

  /* Nobody expected, and nobody listed: nothing to lay out again. */
  if (absent->len == 0 && tav_display_pager_get_n_items (self->absent_box) == 0)
    return FALSE;
  remove_all (self->absent_box);

  for (guint i = 0; i < absent->len; i++)
    g_ptr_array_add (names, seat_new (tav_player_get_name (absent->pdata[i]), NULL));
  g_ptr_array_sort (names, compare_seats);

  part_range (self, names->len, &first, &last);
  for (guint i = first; i < last; i++)
    tav_display_pager_append (self->absent_box, name_row_new (((Seat *) names->pdata[i])->name));

  return names->len > 0;
}

/* The page of those not checked in comes to the front when it appears
 * (the room wants to know who is still expected); when the check-in ends
 * on it, the display goes back to the tables. */
static void
show_absent (TavPublicDisplay *self,
             gboolean          absent)
{
  GtkWidget *visible = adw_view_stack_get_visible_child (self->view_stack);

  if (absent == adw_view_stack_page_get_visible (self->absent_stack_page))
    return;

  adw_view_stack_page_set_visible (self->absent_stack_page, absent);
  if (absent)
    adw_view_stack_set_visible_child (self->view_stack, GTK_WIDGET (self->absent_box));
  else if (visible == GTK_WIDGET (self->absent_box))
    adw_view_stack_set_visible_child (self->view_stack, GTK_WIDGET (self->tables_box));
}

static TavStage *
find_bracket (TavEvent *event)
{
  for (guint i = tav_event_get_n_stages (event); i > 0; i--)
    if (tav_stage_get_kind (tav_event_get_stage (event, i - 1)) == TAV_STAGE_BRACKET)
      return tav_event_get_stage (event, i - 1);

  return NULL;
}

/* “Round 4 is being prepared” while a round drawn waits to be released:
 * the room keeps the round before it meanwhile. */
static char *
describe_waiting (TavEvent *event)
{
  TavRound *round = tav_display_waiting_round (event);
  g_autofree char *title = NULL;

  if (round == NULL)
    return NULL;
  title = tav_display_round_title (round);
  /* Translators: on the public display, while the organiser checks the
   * round drawn before the room sees it; %s is e.g. “Round 4” */
  return g_strdup_printf (_("%s is being prepared"), title);
}

/* Each table card of this window shows its table's own clock, on a line
 * of its own under the title (beside it, a narrow column broke “Table 5”
 * in two), or nothing for a table given no time. The line is added to a
 * card when its table is first given time: the cards are built again only
 * when the seating changes, and outlive an undo (it gives a new event
 * with the same seating), so they find their table by number. */
static void
update_card_clocks (TavPublicDisplay *self,
                    TavRound         *round)
{
  guint n_items = tav_display_pager_get_n_items (self->tables_box);

  for (guint i = 0; i < n_items; i++)
    {
      GtkWidget *card = tav_display_pager_get_item (self->tables_box, i);
      GtkWidget *clock = g_object_get_data (G_OBJECT (card), "tav-table-clock");
      guint number = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (card), "tav-table-number"));
      TavTable *table = round ? tav_round_find_table (round, number) : NULL;

      if (clock == NULL && (table == NULL || tav_table_get_n_extensions (table) == 0))
        continue;
      if (clock == NULL)
        {
          clock = label_new (NULL, "display-table-clock", 0.0);
          gtk_widget_add_css_class (clock, "numeric");
          gtk_box_insert_child_after (GTK_BOX (card), clock, gtk_widget_get_first_child (card));
          g_object_set_data (G_OBJECT (card), "tav-table-clock", clock);
        }
      tav_table_clock_show (GTK_LABEL (clock), table, self->timer);
    }
}

/* The tables of the round shown that were given more time, each with its
 * own clock, under the round timer and on its card. */
static void
update_clocks (TavPublicDisplay *self)
{
  TavRound *round = self->event ? tav_event_get_public_round (self->event, NULL) : NULL;
  TavTimerState state;
  g_autofree char *clocks = NULL;

  if (round != NULL)
    {
      if (self->timer != NULL)
        tav_round_timer_get_state (self->timer, &state);
      clocks = tav_table_clock_describe_round (round, self->timer ? &state : NULL, g_get_real_time ());
    }
  gtk_widget_set_visible (GTK_WIDGET (self->clocks_label), clocks != NULL);
  if (clocks != NULL && g_strcmp0 (gtk_label_get_label (self->clocks_label), clocks) != 0)
    gtk_label_set_label (self->clocks_label, clocks);
  update_card_clocks (self, round);
}

/* What the room may see is the core's to say: the last round released
 * (tav_event_get_public_round ()), never one drawn and still waiting. */
static void
tav_public_display_update (TavPublicDisplay *self)
{
  TavStage *stage = NULL;
  TavRound *round = self->event ? tav_event_get_public_round (self->event, &stage) : NULL;
  TavStage *bracket = self->event ? find_bracket (self->event) : NULL;
  g_autofree char *round_title = round ? tav_display_round_title (round) : NULL;
  gboolean standings = FALSE;

  if (self->event == NULL)
    {
      gtk_label_set_label (self->event_label, "");
      gtk_label_set_label (self->round_label, "");
      remove_all (self->tables_box);
      remove_all (self->players_box);
      g_clear_pointer (&self->seating_key, g_free);
      remove_standings (self);
      remove_all (self->absent_box);
      show_absent (self, FALSE);
      return;
    }

  gtk_label_set_label (self->event_label, tav_event_get_name (self->event));
  /* Translators: on the public display in place of the round's name,
   * while the players are registered and before the first draw */
  gtk_label_set_label (self->round_label, round_title ? round_title : _("Registration"));
  /* During the check-in, how many are still expected (tav-check-in-bar.c);
   * their names are on a page of their own. */
  {
    g_autofree char *absent = tav_check_in_describe_absent (self->event);
    g_autofree char *line = absent ? g_strdup_printf ("%s — %s", gtk_label_get_label (self->round_label), absent) : NULL;

    if (line)
      gtk_label_set_label (self->round_label, line);
  }
  {
    g_autofree char *waiting = describe_waiting (self->event);
    g_autofree char *line = waiting ? g_strdup_printf ("%s — %s", gtk_label_get_label (self->round_label), waiting) : NULL;

    if (line)
      gtk_label_set_label (self->round_label, line);
  }
  fill_seating (self, stage, round);
  update_clocks (self);
  standings = fill_standings (self);
  show_absent (self, fill_absent (self));

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
  update_clocks (self);

  if (tav_round_timer_get_finished (self->timer))
    gtk_widget_add_css_class (GTK_WIDGET (self->timer_label), "timer-finished");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->timer_label), "timer-finished");
}

/* ---- Pages, cycling and full screen ---------------------------------- */

static TavDisplayPager *
visible_pager (TavPublicDisplay *self)
{
  GtkWidget *child = adw_view_stack_get_visible_child (self->view_stack);

  return TAV_IS_DISPLAY_PAGER (child) ? TAV_DISPLAY_PAGER (child) : NULL;
}

static void
update_footer (TavPublicDisplay *self)
{
  TavDisplayPager *pager = visible_pager (self);
  guint n_pages = pager ? tav_display_pager_get_n_pages (pager) : 0;
  g_autofree char *text = NULL;

  if (n_pages > 1)
    /* Translators: on the public display, when a list takes several screens */
    text = g_strdup_printf (_("Page %u of %u"), tav_display_pager_get_page (pager) + 1, n_pages);

  gtk_label_set_label (self->page_label, text ? text : "");
  gtk_widget_set_visible (self->footer, n_pages > 1 || gtk_toggle_button_get_active (self->cycle_button));
}

/* The next page that is shown at all. */
static void
show_next_stack_page (TavPublicDisplay *self)
{
  GtkSelectionModel *pages = adw_view_stack_get_pages (self->view_stack);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (pages));
  guint current = 0;

  for (guint i = 0; i < n; i++)
    if (gtk_selection_model_is_selected (pages, i))
      current = i;

  for (guint step = 1; step <= n; step++)
    {
      g_autoptr(AdwViewStackPage) page = g_list_model_get_item (G_LIST_MODEL (pages), (current + step) % n);

      if (adw_view_stack_page_get_visible (page))
        {
          GtkWidget *child = adw_view_stack_page_get_child (page);

          if (TAV_IS_DISPLAY_PAGER (child))
            tav_display_pager_set_page (TAV_DISPLAY_PAGER (child), 0);
          adw_view_stack_set_visible_child (self->view_stack, child);
          break;
        }
    }

  g_object_unref (pages);
}

static void restart_page_timer (TavPublicDisplay *self);

/* One timer turns the pages of a long list and, when asked, goes on to
 * the next view once a list has been shown to its end. */
static gboolean
page_timeout_cb (gpointer user_data)
{
  TavPublicDisplay *self = user_data;
  TavDisplayPager *pager = visible_pager (self);
  guint n_pages = pager ? tav_display_pager_get_n_pages (pager) : 0;

  self->page_id = 0;

  if (pager != NULL && tav_display_pager_get_page (pager) + 1 < n_pages)
    tav_display_pager_set_page (pager, tav_display_pager_get_page (pager) + 1);
  else if (gtk_toggle_button_get_active (self->cycle_button))
    show_next_stack_page (self);
  else if (pager != NULL)
    tav_display_pager_set_page (pager, 0);

  restart_page_timer (self);

  return G_SOURCE_REMOVE;
}

static gboolean
needs_page_timer (TavPublicDisplay *self)
{
  TavDisplayPager *pager = visible_pager (self);

  return gtk_toggle_button_get_active (self->cycle_button) ||
         (pager != NULL && tav_display_pager_get_n_pages (pager) > 1);
}

static void
restart_page_timer (TavPublicDisplay *self)
{
  guint seconds = (guint) gtk_spin_button_get_value_as_int (self->seconds_spin);

  g_clear_handle_id (&self->page_id, g_source_remove);
  self->page_started = g_get_monotonic_time ();

  if (needs_page_timer (self))
    self->page_id = g_timeout_add_seconds (MAX (1, seconds), page_timeout_cb, self);
  update_footer (self);
}

/* The timer is started only when it is needed, and left alone while it
 * runs, so that a relayout does not hold a page on screen for ever. */
static void
pages_changed_cb (TavPublicDisplay *self)
{
  if (needs_page_timer (self) != (self->page_id != 0))
    restart_page_timer (self);
  else
    update_footer (self);
}

static gboolean
progress_tick_cb (GtkWidget     *widget,
                  GdkFrameClock *clock,
                  gpointer       user_data)
{
  TavPublicDisplay *self = TAV_PUBLIC_DISPLAY (user_data);
  double seconds = MAX (1, gtk_spin_button_get_value_as_int (self->seconds_spin));
  double elapsed = (gdk_frame_clock_get_frame_time (clock) - self->page_started) / (double) G_USEC_PER_SEC;

  gtk_progress_bar_set_fraction (self->page_progress,
                                 self->page_id != 0 ? CLAMP (elapsed / seconds, 0.0, 1.0) : 0.0);

  return G_SOURCE_CONTINUE;
}

static void
cycle_toggled_cb (TavPublicDisplay *self)
{
  restart_page_timer (self);
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

/* ---- Several screens ------------------------------------------------- */

static void
other_destroyed_cb (TavPublicDisplay *self,
                    GtkWidget        *other)
{
  g_ptr_array_remove (self->others, other);
}

/**
 * tav_public_display_split:
 * @n_windows: how many windows share the lists, this one included
 *
 * Shares the lists out between this window and @n_windows - 1 others,
 * each showing its part, in order; 1 takes the others away again.
 * Returns: (transfer none): the windows on the other screens
 */
GPtrArray *
tav_public_display_split (TavPublicDisplay *self,
                          guint             n_windows)
{
  g_return_val_if_fail (TAV_IS_PUBLIC_DISPLAY (self), NULL);
  g_return_val_if_fail (n_windows >= 1, NULL);

  while (self->others->len > 0)
    gtk_window_destroy (self->others->pdata[self->others->len - 1]);

  self->part = 0;
  self->n_parts = n_windows;

  for (guint i = 1; i < n_windows; i++)
    {
      TavPublicDisplay *other = tav_public_display_new (NULL, self->timer);

      other->part = i;
      other->n_parts = n_windows;
      tav_public_display_set_event (other, self->event);
      gtk_window_set_application (GTK_WINDOW (other), gtk_window_get_application (GTK_WINDOW (self)));
      g_object_bind_property (self->seconds_spin, "value", other->seconds_spin, "value", G_BINDING_SYNC_CREATE);
      g_object_bind_property (self->cycle_button, "active", other->cycle_button, "active", G_BINDING_SYNC_CREATE);
      g_object_bind_property (self->view_stack, "visible-child-name", other->view_stack, "visible-child-name", G_BINDING_SYNC_CREATE);
      g_signal_connect_object (other, "destroy", G_CALLBACK (other_destroyed_cb), self, G_CONNECT_SWAPPED);
      g_ptr_array_add (self->others, other);
    }

  tav_public_display_update (self);

  return self->others;
}

/* One window full screen on each monitor, the first on the first. */
static void
tav_public_display_split_action (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *parameter)
{
  TavPublicDisplay *self = TAV_PUBLIC_DISPLAY (widget);
  GListModel *monitors = gdk_display_get_monitors (gtk_widget_get_display (widget));
  guint n_monitors = g_list_model_get_n_items (monitors);
  GPtrArray *others = tav_public_display_split (self, MAX (1, n_monitors));

  for (guint i = 0; i < n_monitors; i++)
    {
      g_autoptr(GdkMonitor) monitor = g_list_model_get_item (monitors, i);
      GtkWindow *window = i == 0 ? GTK_WINDOW (self) : others->pdata[i - 1];

      gtk_window_present (window);
      if (n_monitors > 1)
        gtk_window_fullscreen_on_monitor (window, monitor);
    }
}

/* The page of the lists named "tables", "players", "standings" or
 * "absent" (those not checked in). */
TavDisplayPager *
tav_public_display_get_pager (TavPublicDisplay *self,
                              const char       *name)
{
  g_return_val_if_fail (TAV_IS_PUBLIC_DISPLAY (self), NULL);

  if (g_strcmp0 (name, "tables") == 0)
    return self->tables_box;
  if (g_strcmp0 (name, "players") == 0)
    return self->players_box;
  if (g_strcmp0 (name, "standings") == 0)
    return self->standings_box;
  if (g_strcmp0 (name, "absent") == 0)
    return self->absent_box;

  g_return_val_if_reached (NULL);
}

TavDisplayTicker *
tav_public_display_get_ticker (TavPublicDisplay *self)
{
  g_return_val_if_fail (TAV_IS_PUBLIC_DISPLAY (self), NULL);

  return self->ticker;
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

  g_clear_handle_id (&self->page_id, g_source_remove);
  if (self->others != NULL)
    while (self->others->len > 0)
      gtk_window_destroy (self->others->pdata[self->others->len - 1]);
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
  g_clear_object (&self->settings);
  g_clear_pointer (&self->others, g_ptr_array_unref);
  g_clear_pointer (&self->seating_key, g_free);
  g_clear_pointer (&self->standings_lines, g_hash_table_unref);

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
  gtk_widget_class_install_action (widget_class, "display.split", NULL, tav_public_display_split_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F11, 0, "display.fullscreen", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "display.leave-fullscreen", NULL);

  g_type_ensure (TAV_TYPE_BRACKET_VIEW);
  g_type_ensure (TAV_TYPE_DISPLAY_PAGER);
  g_type_ensure (TAV_TYPE_DISPLAY_TICKER);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-public-display.ui");
  gtk_widget_class_bind_template_child (widget_class, TavPublicDisplay, header_revealer);
  gtk_widget_class_bind_template_child (widget_class, TavPublicDisplay, cycle_button);
  gtk_widget_class_bind_template_child (widget_class, TavPublicDisplay, seconds_spin);
  gtk_widget_class_bind_template_child (widget_class, TavPublicDisplay, footer);
  gtk_widget_class_bind_template_child (widget_class, TavPublicDisplay, page_label);
  gtk_widget_class_bind_template_child (widget_class, TavPublicDisplay, page_progress);
  gtk_widget_class_bind_template_child (widget_class, TavPublicDisplay, ticker);
  gtk_widget_class_bind_template_child (widget_class, TavPublicDisplay, view_stack);
  gtk_widget_class_bind_template_child (widget_class, TavPublicDisplay, event_label);
  gtk_widget_class_bind_template_child (widget_class, TavPublicDisplay, round_label);
  gtk_widget_class_bind_template_child (widget_class, TavPublicDisplay, timer_label);
  gtk_widget_class_bind_template_child (widget_class, TavPublicDisplay, clocks_label);
  gtk_widget_class_bind_template_child (widget_class, TavPublicDisplay, tables_box);
  gtk_widget_class_bind_template_child (widget_class, TavPublicDisplay, players_box);
  gtk_widget_class_bind_template_child (widget_class, TavPublicDisplay, standings_box);
  gtk_widget_class_bind_template_child (widget_class, TavPublicDisplay, absent_box);
  gtk_widget_class_bind_template_child (widget_class, TavPublicDisplay, standings_stack_page);
  gtk_widget_class_bind_template_child (widget_class, TavPublicDisplay, absent_stack_page);
  gtk_widget_class_bind_template_child (widget_class, TavPublicDisplay, finals_stack_page);
  gtk_widget_class_bind_template_child (widget_class, TavPublicDisplay, bracket_view);
}

static void
tav_public_display_init (TavPublicDisplay *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  tav_bracket_view_set_scale (self->bracket_view, 1.5);

  self->n_parts = 1;
  self->standings_lines = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->others = g_ptr_array_new ();
  self->settings = tav_settings_new ();
  if (self->settings != NULL)
    {
      g_autoptr(GSettingsSchema) schema = NULL;

      /* An older installed schema may not have the key yet. */
      g_object_get (self->settings, "settings-schema", &schema, NULL);
      if (g_settings_schema_has_key (schema, "display-page-seconds"))
        g_settings_bind (self->settings, "display-page-seconds",
                         gtk_spin_button_get_adjustment (self->seconds_spin), "value",
                         G_SETTINGS_BIND_DEFAULT);
    }

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
  g_signal_connect_swapped (self->seconds_spin, "value-changed", G_CALLBACK (restart_page_timer), self);
  g_signal_connect_swapped (self->view_stack, "notify::visible-child", G_CALLBACK (restart_page_timer), self);
  for (guint i = 0; i < 4; i++)
    {
      TavDisplayPager *pager = (TavDisplayPager *[]) { self->tables_box, self->players_box, self->standings_box,
                                                       self->absent_box }[i];

      /* A list of names alone fits in narrower columns than a name and
       * its seat. */
      tav_display_pager_set_min_column_em (pager, pager == self->tables_box || pager == self->absent_box ? 12 : 16);
      tav_display_pager_set_even_rows (pager, pager == self->players_box || pager == self->absent_box);
      g_signal_connect_swapped (pager, "notify::n-pages", G_CALLBACK (pages_changed_cb), self);
      g_signal_connect_swapped (pager, "notify::page", G_CALLBACK (pages_changed_cb), self);
    }
  gtk_widget_add_tick_callback (GTK_WIDGET (self->page_progress), progress_tick_cb, self, NULL);
  g_signal_connect_swapped (self, "notify::fullscreened", G_CALLBACK (fullscreened_cb), self);
}
