/* tav-bang-2007.c — BANG! Campionato Nazionale 2007 (regional qualifiers)
 *
 * One draw seats the players at tables of 5 to 7 that stay together; each
 * table plays one game per player, the Sheriff moving one seat to the left
 * every game. $ winnings by a formula of the outlaws and players at the
 * table; score = (balance − 5000) / games played, × 1.15 at tables of 5
 * when there were tables of 5 and 6; five tie-breaks, then seeded lots; a
 * secret ranking; duels among the top 4, or the top 8 from 5 tables up.
 *
 * Game k of the stage is round k: it holds the tables still playing a k-th
 * game, each listed from that game's Sheriff, with the numbers of the draw.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-bang-2007"

#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "tav-bang-2007.h"
#include "tav-bracket.h"
#include "tav-draw.h"
#include "tav-event-private.h"
#include "tav-random.h"

#define START_BALANCE 5000
#define MIN_PRICE 100
#define STOP_AT 3           /* a table left with this many players stops */
#define CHAMPIONSHIP_MIN 10 /* fewer players: not valid for the championship */
#define ELIMINATION "elimination"
#define FINALS "finals"

static const TavStageSpec stages[] = {
  { ELIMINATION, TAV_STAGE_TABLES },
  { FINALS, TAV_STAGE_BRACKET },
};

struct _TavBang2007
{
  TavRuleset parent_instance;
};

G_DEFINE_FINAL_TYPE (TavBang2007, tav_bang_2007, TAV_TYPE_RULESET)

/* The options of Allegato 1, with the table sizes each one allows. */
static const TavChoice layouts[] = {
  { "mixed-5-6", N_("Tables of 5 and 6") },
  { "mixed-6-7", N_("Tables of 6 and 7") },
  { "only-5", N_("Only tables of 5") },
  { "only-6", N_("Only tables of 6") },
  { "only-7", N_("Only tables of 7") },
  { NULL, NULL }
};
static const guint layout_min[] = { 5, 6, 5, 6, 7 };
static const guint layout_max[] = { 6, 7, 5, 6, 7 };

static const TavFieldSpec params[] = {
  { "layout", N_("Tables"),
    N_("How the players are split into tables (Allegato 1); only a layout that fits the number of players can be drawn"),
    TAV_FIELD_CHOICE, TAV_FIELD_OPTIONAL, 0, 0, 0, "mixed-5-6", layouts },
  { "five_factor", N_("Factor at tables of 5"),
    N_("When there are tables of 5 and of 6, the scores of the players at tables of 5 are multiplied by it"),
    TAV_FIELD_NUMBER, TAV_FIELD_OPTIONAL, 1, 2, 0, "1.15", NULL },
};

static const TavFieldSpec table_fields[] = {
  { "outcome", N_("Outcome"), N_("Who won the game"),
    TAV_FIELD_CHOICE, TAV_FIELD_TABLE, 0, 0, 0, "law", tav_bang_outcomes },
  { "renegade_final_duel", N_("Renegade in the final duel"),
    N_("Law wins and the Renegade reached the final duel with the Sheriff"),
    TAV_FIELD_BOOLEAN, TAV_FIELD_OPTIONAL, 0, 0, 0, "false", NULL },
  { "role", N_("Role"), N_("The role card of the seat"),
    TAV_FIELD_CHOICE, TAV_FIELD_PER_SEAT, 0, 0, 0, "outlaw", tav_bang_roles },
  { "alive", N_("Alive"), N_("Still in play at the end of the game"),
    TAV_FIELD_BOOLEAN, TAV_FIELD_PER_SEAT, 0, 0, 0, "false", NULL },
  { "spent", N_("Auction $"),
    N_("Dollars paid for the character, a multiple of 100 and at least 100; keeping a surviving character costs its price again"),
    TAV_FIELD_INTEGER, TAV_FIELD_PER_SEAT, MIN_PRICE, 1000000, 100, "100", NULL },
};

enum {
  COL_SCORE,
  COL_BALANCE,
  COL_GAMES,
  COL_TABLE,
  COL_FACTOR,
  COL_SHERIFF_WINS,
  COL_IN_PLAY,
  COL_RENEGADE_WINS,
  COL_DEPUTY_WINS,
  COL_OUTLAW_WINS,
  COL_LOT,
  N_COLUMNS
};

static const TavColumn columns[N_COLUMNS] = {
  { "score", N_("Score"), TAV_COLUMN_DECIMAL },
  { "balance", N_("Balance"), TAV_COLUMN_MONEY },
  { "games", N_("Games"), TAV_COLUMN_INTEGER },
  { "table", N_("Table"), TAV_COLUMN_INTEGER },
  { "factor", N_("Factor"), TAV_COLUMN_DECIMAL },
  { "sheriff_wins", N_("Sheriff wins"), TAV_COLUMN_INTEGER },
  { "in_play", N_("In play"), TAV_COLUMN_INTEGER },
  { "renegade_wins", N_("Renegade wins"), TAV_COLUMN_INTEGER },
  { "deputy_wins", N_("Deputy wins"), TAV_COLUMN_INTEGER },
  { "outlaw_wins", N_("Outlaw wins"), TAV_COLUMN_INTEGER },
  { "lot", N_("Lot"), TAV_COLUMN_INTEGER },
};

/* ---- Layouts ---------------------------------------------------------- */

static int
find_layout (const char *layout)
{
  for (guint i = 0; layouts[i].id; i++)
    if (g_strcmp0 (layouts[i].id, layout) == 0)
      return (int) i;
  return -1;
}

/* Allegato 1 prefers a layout that really mixes the two sizes: 36 players
 * "5 and 6" are 6 5 5 5 5 5 5, not six tables of 6; 49 players "6 and 7"
 * are 7 6 6 6 6 6 6 6, not seven tables of 7. Among mixed layouts, and
 * when none mixes, the fewest tables. Larger tables come first. */
gboolean
tav_bang_2007_layout_sizes (const char  *layout,
                            guint        n_players,
                            GArray     **sizes)
{
  int i = find_layout (layout);
  guint lo, hi, tables = 0;

  if (i < 0 || n_players == 0)
    return FALSE;
  lo = layout_min[i];
  hi = layout_max[i];
  for (guint t = (n_players + hi - 1) / hi; t <= n_players / lo; t++)
    {
      if (n_players < lo * t || n_players > hi * t)
        continue;
      if (tables == 0)
        tables = t;
      if (n_players > lo * t && n_players < hi * t)
        {
          tables = t;
          break;
        }
    }
  if (tables == 0)
    return FALSE;

  *sizes = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint t = 0; t < tables; t++)
    {
      guint size = t < n_players - lo * tables ? hi : lo;

      g_array_append_val (*sizes, size);
    }
  return TRUE;
}

/* The ids of the layouts that fit @n_players, in the order of the rules. */
GStrv
tav_bang_2007_feasible_layouts (guint n_players)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; layouts[i].id; i++)
    {
      g_autoptr(GArray) sizes = NULL;

      if (tav_bang_2007_layout_sizes (layouts[i].id, n_players, &sizes))
        g_strv_builder_add (builder, layouts[i].id);
    }
  return g_strv_builder_end (builder);
}

static char *
format_array (GArray *sizes)
{
  return tav_bang_format_sizes ((const guint *) sizes->data, sizes->len);
}

static gboolean
layout_for_players (TavEvent  *event,
                    guint      n_players,
                    GArray   **sizes,
                    GError   **error)
{
  const char *layout = tav_event_get_param_string (event, "layout");
  g_auto(GStrv) feasible = NULL;
  g_autoptr(GString) options = NULL;
  int i;

  if (tav_bang_2007_layout_sizes (layout, n_players, sizes))
    return TRUE;

  feasible = tav_bang_2007_feasible_layouts (n_players);
  if (feasible[0] == NULL)
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
                   g_dngettext (GETTEXT_PACKAGE,
                                "%u active player cannot be seated at tables of 5 to 7 whose sizes differ by at most one",
                                "%u active players cannot be seated at tables of 5 to 7 whose sizes differ by at most one",
                                n_players),
                   n_players);
      return FALSE;
    }
  options = g_string_new (NULL);
  for (guint f = 0; feasible[f]; f++)
    {
      g_autoptr(GArray) fit = NULL;
      g_autofree char *text = NULL;

      tav_bang_2007_layout_sizes (feasible[f], n_players, &fit);
      text = format_array (fit);
      if (f > 0)
        g_string_append (options, "; ");
      /* TRANSLATORS: a table layout and its tables, e.g. "Tables of 6 and 7 (mixed-6-7: 7 6)" */
      g_string_append_printf (options, _("%s (%s: %s)"),
                              _(layouts[find_layout (feasible[f])].label), feasible[f], text);
    }
  i = find_layout (layout);
  g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
               g_dngettext (GETTEXT_PACKAGE,
                            "%u active player cannot be seated with the layout “%s”; possible layouts: %s",
                            "%u active players cannot be seated with the layout “%s”; possible layouts: %s",
                            n_players),
               n_players, i >= 0 ? _(layouts[i].label) : layout, options->str);
  return FALSE;
}

/* The tables as drawn, in round 1; NULL before the draw. */
static GArray *
drawn_sizes (TavStage *stage)
{
  TavRound *first = stage ? tav_stage_get_round (stage, 1) : NULL;
  GArray *sizes;

  if (first == NULL)
    return NULL;
  sizes = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint t = 0; t < tav_round_get_n_tables (first); t++)
    {
      guint size = tav_table_get_n_seats (tav_round_get_table (first, t));

      g_array_append_val (sizes, size);
    }
  return sizes;
}

/* The 1.15 correction applies when the draw made tables of 5 and of 6. */
static gboolean
fives_and_sixes (GArray *sizes)
{
  gboolean five = FALSE, six = FALSE;

  for (guint t = 0; sizes && t < sizes->len; t++)
    {
      five |= g_array_index (sizes, guint, t) == 5;
      six |= g_array_index (sizes, guint, t) == 6;
    }
  return five && six;
}

static gboolean
tav_bang_2007_check_players (TavRuleset  *ruleset,
                             TavEvent    *event,
                             GError     **error)
{
  TavStage *stage = tav_event_find_stage (event, ELIMINATION);
  g_autoptr(GArray) sizes = NULL;

  /* The tables are fixed once drawn. */
  if (stage && tav_stage_get_n_rounds (stage) > 0)
    return TRUE;
  return layout_for_players (event, tav_event_count_players (event, TRUE), &sizes, error);
}

static char *
tav_bang_2007_describe_plan (TavRuleset *ruleset,
                             TavEvent   *event)
{
  TavStage *stage = tav_event_find_stage (event, ELIMINATION);
  g_autoptr(GArray) sizes = drawn_sizes (stage);
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *tables = NULL;
  guint n = 0;

  if (sizes == NULL &&
      !layout_for_players (event, tav_event_count_players (event, TRUE), &sizes, &error))
    return g_strdup (error->message);
  for (guint t = 0; t < sizes->len; t++)
    n += g_array_index (sizes, guint, t);
  tables = format_array (sizes);
  /* TRANSLATORS: e.g. "13 players: tables of 7 6" */
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u player: tables of %s",
                                             "%u players: tables of %s", n),
                          n, tables);
  if (fives_and_sixes (sizes))
    /* TRANSLATORS: the correction of the scores at tables of 5, e.g. "× 1.15" */
    g_string_append_printf (text, _("; scores at tables of 5 × %.2f"),
                            tav_event_get_param_double (event, "five_factor"));
  if (n < CHAMPIONSHIP_MIN)
    g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                               "; fewer than %u player: not valid for the championship",
                                               "; fewer than %u players: not valid for the championship",
                                               CHAMPIONSHIP_MIN),
                            CHAMPIONSHIP_MIN);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* ---- The draw and the Sheriff's rotation ------------------------------ */

static gboolean
is_active (TavEvent   *event,
           const char *id)
{
  TavPlayer *player = tav_event_find_player (event, id);

  return player && tav_player_is_active (player);
}

/* Games still to play at @table after @number, where it was seen last:
 * one per player still in who has not been Sheriff, none once the table
 * is down to three. */
static guint
remaining_games (TavEvent *event,
                 TavStage *stage,
                 TavTable *table,
                 guint     number)
{
  guint active = 0, to_play = 0;

  for (guint s = 0; s < tav_table_get_n_seats (table); s++)
    {
      const char *id = tav_table_get_seat (table, s);

      if (!is_active (event, id))
        continue;
      active++;
      if (tav_draw_count_heads (stage, id, number + 1) == 0)
        to_play++;
    }
  return active <= STOP_AT ? 0 : to_play;
}

/* The next game at the table seated as @table in game @number: the players
 * still in, from the first one to the left of the last Sheriff who has not
 * been Sheriff yet. NULL when the table has finished. */
static GPtrArray *
next_seating (TavEvent *event,
              TavStage *stage,
              TavTable *table,
              guint     number)
{
  guint n = tav_table_get_n_seats (table);
  g_autoptr(GPtrArray) seats = NULL;
  int sheriff = -1;

  if (remaining_games (event, stage, table, number) == 0)
    return NULL;
  for (guint s = 1; s < n && sheriff < 0; s++)
    {
      const char *id = tav_table_get_seat (table, s);

      if (is_active (event, id) && tav_draw_count_heads (stage, id, number + 1) == 0)
        sheriff = (int) s;
    }
  g_return_val_if_fail (sheriff > 0, NULL);

  seats = g_ptr_array_new ();
  for (guint i = 0; i < n; i++)
    {
      const char *id = tav_table_get_seat (table, (sheriff + i) % n);

      if (is_active (event, id))
        g_ptr_array_add (seats, (gpointer) id);
    }
  g_ptr_array_add (seats, NULL);
  return g_steal_pointer (&seats);
}

/* The stage lasts until the table with the most games to play is done;
 * withdrawals can shorten it. */
static void
update_planned_rounds (TavEvent *event,
                       TavStage *stage)
{
  guint n_rounds = tav_stage_get_n_rounds (stage);
  guint planned = n_rounds;
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);

  /* Walk back so that each table is met first where it was seen last. */
  for (guint r = n_rounds; r >= 1; r--)
    {
      TavRound *round = tav_stage_get_round (stage, r);

      for (guint t = 0; t < tav_round_get_n_tables (round); t++)
        {
          TavTable *table = tav_round_get_table (round, t);

          if (!g_hash_table_add (seen, GUINT_TO_POINTER (tav_table_get_number (table))))
            continue;
          planned = MAX (planned, r + remaining_games (event, stage, table, r));
        }
    }
  tav_stage_set_planned_rounds (stage, planned);
}

static gboolean
draw_tables (TavEvent  *event,
             TavStage  *stage,
             gboolean   redraw,
             GError   **error)
{
  g_autoptr(GPtrArray) active = tav_event_get_active_players (event);
  g_autoptr(GArray) sizes = NULL;
  g_autoptr(TavRound) round = tav_round_new (1);
  g_autoptr(GPtrArray) tables = g_ptr_array_new_with_free_func (g_free);
  guint salt = 0, next = 0;
  TavRandom rng;

  if (!layout_for_players (event, active->len, &sizes, error))
    return FALSE;
  if (redraw)
    {
      salt = tav_round_get_plan_salt (tav_stage_get_round (stage, 1)) + 1;
      tav_stage_remove_last_round (stage);
    }

  /* The draw order is the seating order: the first drawn for a table is
   * its Sheriff in game 1, the second sits to his left, and so on. */
  tav_random_init (&rng, tav_random_derive (tav_event_get_seed (event), ELIMINATION, 1, salt));
  tav_random_shuffle (&rng, active->pdata, active->len, sizeof (gpointer));
  for (guint t = 0; t < sizes->len; t++)
    {
      guint size = g_array_index (sizes, guint, t);
      const char **seats = g_new0 (const char *, size + 1);

      for (guint s = 0; s < size; s++)
        seats[s] = tav_player_get_id (active->pdata[next++]);
      g_ptr_array_add (tables, seats);
    }
  /* Numbered to fit the room once; the later games keep the numbers. */
  tav_draw_add_tables (event, round, tables);
  tav_round_set_plan (round, 1, salt);
  tav_stage_add_round (stage, round);
  return TRUE;
}

static gboolean
draw_next_game (TavEvent  *event,
                TavStage  *stage,
                gboolean   redraw,
                GError   **error)
{
  g_autoptr(TavRound) removed = NULL;
  g_autoptr(TavRound) round = NULL;
  TavRound *previous;
  guint number;

  if (redraw)
    {
      /* After a withdrawal between games: the game is seated again without
       * the player who left. */
      removed = g_object_ref (tav_stage_get_last_round (stage));
      tav_stage_remove_last_round (stage);
    }
  number = tav_stage_get_n_rounds (stage) + 1;
  previous = tav_stage_get_round (stage, number - 1);
  round = tav_round_new (number);
  for (guint t = 0; t < tav_round_get_n_tables (previous); t++)
    {
      TavTable *before = tav_round_get_table (previous, t);
      g_autoptr(GPtrArray) seats = next_seating (event, stage, before, number - 1);
      g_autoptr(TavTable) table = NULL;

      if (seats == NULL)
        continue;
      table = tav_table_new (tav_table_get_number (before), (const char * const *) seats->pdata);
      tav_round_add_table (round, table);
    }

  /* Drawn again after the last tables stopped: that game is not played. */
  if (tav_round_get_n_tables (round) == 0 && removed)
    return TRUE;
  if (tav_round_get_n_tables (round) == 0)
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
                   _("Every table has played all its games; build the finals next"));
      return FALSE;
    }
  tav_stage_add_round (stage, round);
  return TRUE;
}

static gboolean
tav_bang_2007_draw_round (TavRuleset  *ruleset,
                          TavEvent    *event,
                          gboolean     redraw,
                          GError     **error)
{
  TavStage *stage = tav_event_find_stage (event, ELIMINATION);
  gboolean created = FALSE;
  gboolean ok;

  if (tav_event_find_stage (event, FINALS))
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
                   _("The Elimination Round is over: the finals are played as duels"));
      return FALSE;
    }
  /* Drawing the tables again is what mends it; anything else would go on. */
  if (!(redraw && stage && tav_stage_get_n_rounds (stage) == 1) &&
      !tav_bang_check_event (ruleset, event, error))
    return FALSE;
  if (stage == NULL)
    {
      g_autoptr(TavStage) stage_new = tav_stage_new (ELIMINATION, TAV_STAGE_TABLES);

      tav_stage_set_name (stage_new, N_("Elimination Round"));
      tav_event_add_stage (event, stage_new);
      stage = stage_new;
      created = TRUE;
    }

  if (!redraw && !tav_ruleset_check_complete (stage, error))
    return FALSE;

  if (tav_stage_get_n_rounds (stage) == 0 || (redraw && tav_stage_get_n_rounds (stage) == 1))
    ok = draw_tables (event, stage, redraw, error);
  else
    ok = draw_next_game (event, stage, redraw, error);
  if (!ok)
    {
      if (created)
        tav_event_remove_stage (event, ELIMINATION);
      return FALSE;
    }
  update_planned_rounds (event, stage);
  return TRUE;
}

/* After a swap by hand; withdrawals can leave four at a table later on. */
static GPtrArray *
tav_bang_2007_check_round (TavRuleset *ruleset,
                           TavEvent   *event,
                           TavStage   *stage,
                           TavRound   *round)
{
  return tav_bang_check_seating (event, stage, round, tav_round_get_number (round) == 1 ? 5 : 4);
}

/* ---- Results and money ------------------------------------------------ */

int
tav_bang_2007_winnings (guint          n_players,
                        guint          n_outlaws,
                        TavBangOutcome outcome,
                        TavBangRole    role,
                        gboolean       alive,
                        gboolean       renegade_final_duel)
{
  int n = (int) n_players;
  int out = (int) n_outlaws;

  switch (outcome)
    {
    case TAV_BANG_LAW:
      switch (role)
        {
        case TAV_BANG_SHERIFF:
          return 1500 * out;
        case TAV_BANG_DEPUTY:
          return (alive ? 1000 : 700) * out;
        case TAV_BANG_RENEGADE_ROLE:
          return renegade_final_duel ? 400 * n : 0;
        case TAV_BANG_OUTLAW:
        default:
          return 0;
        }
    case TAV_BANG_OUTLAWS:
      switch (role)
        {
        case TAV_BANG_OUTLAW:
          return (alive ? 1000 : 700) * out;
        case TAV_BANG_RENEGADE_ROLE:
          return alive ? 200 * n : 0;
        case TAV_BANG_SHERIFF:
        case TAV_BANG_DEPUTY:
        default:
          return 0;
        }
    case TAV_BANG_RENEGADE:
      switch (role)
        {
        case TAV_BANG_RENEGADE_ROLE:
          return 1300 * n;
        case TAV_BANG_SHERIFF:
          return 100 * n;
        case TAV_BANG_DEPUTY:
        case TAV_BANG_OUTLAW:
        default:
          return 0;
        }
    default:
      g_return_val_if_reached (0);
    }
}

/* What a seat won at one game, by the players seated in it (a player who
 * left during the game still counts) and the Outlaw cards dealt. */
static int
seat_winnings (JsonObject *result,
               guint       seat,
               guint       n_players)
{
  guint n_outlaws = 0;

  for (guint s = 0; s < n_players; s++)
    n_outlaws += tav_bang_seat_role (result, s) == TAV_BANG_OUTLAW;
  return tav_bang_2007_winnings (n_players, n_outlaws, tav_bang_result_outcome (result),
                                 tav_bang_seat_role (result, seat),
                                 tav_result_get_bool (tav_result_get_seat (result, seat), "alive"),
                                 tav_result_get_bool (result, "renegade_final_duel"));
}

gint64
tav_bang_2007_balance (TavEvent   *event,
                       const char *player_id,
                       guint       before_round)
{
  TavStage *stage = tav_event_find_stage (event, ELIMINATION);
  gint64 balance = START_BALANCE;

  for (guint r = 1; stage && r < before_round && r <= tav_stage_get_n_rounds (stage); r++)
    {
      guint seat = 0;
      TavTable *table = tav_round_find_player (tav_stage_get_round (stage, r), player_id, &seat);
      JsonObject *result = table ? tav_table_get_result (table) : NULL;

      if (result && tav_bang_result_fits (table))
        balance += seat_winnings (result, seat, tav_table_get_n_seats (table)) -
                   tav_result_get_int (tav_result_get_seat (result, seat), "spent");
    }
  return balance;
}

static const TavFieldSpec *
tav_bang_2007_get_result_fields (TavRuleset *ruleset,
                                 TavEvent   *event,
                                 TavStage   *stage,
                                 guint      *n_fields)
{
  if (stage && tav_stage_get_kind (stage) == TAV_STAGE_BRACKET)
    return TAV_RULESET_CLASS (tav_bang_2007_parent_class)->get_result_fields (ruleset, event,
                                                                              stage, n_fields);
  *n_fields = G_N_ELEMENTS (table_fields);
  return table_fields;
}

static gboolean
tav_bang_2007_validate_result (TavRuleset  *ruleset,
                               TavEvent    *event,
                               TavStage    *stage,
                               TavRound    *round,
                               TavTable    *table,
                               JsonObject  *result,
                               GError     **error)
{
  guint n = tav_table_get_n_seats (table);

  if (tav_stage_get_kind (stage) == TAV_STAGE_BRACKET)
    return TAV_RULESET_CLASS (tav_bang_2007_parent_class)->validate_result (ruleset, event, stage,
                                                                            round, table, result,
                                                                            error);
  /* Withdrawals can leave four at a table; three stop playing. */
  if (n < 4 || n > 7)
    {
      tav_rule_error_set (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_INVALID_RESULT,
                          N_("table %u has %u players; results exist for tables of 4 to 7"),
                          tav_table_get_number (table), n);
      return FALSE;
    }
  return tav_bang_check_roles (table, result, error) &&
         tav_bang_check_outcome (table, result, "renegade_final_duel",
                                 N_("Renegade in the final duel"), error) &&
         tav_bang_check_spending (event, round, table, result, tav_bang_2007_balance,
                                  MIN_PRICE, error);
}

/* ---- Standings -------------------------------------------------------- */

static guint
row_place (TavStandingsRow *row,
           GHashTable      *places)
{
  const char *id = tav_player_get_id (tav_standings_row_get_player (row));

  return places ? GPOINTER_TO_UINT (g_hash_table_lookup (places, id)) : 0;
}

/* A player who left is out of the ranking, unless the duels placed him. */
static gboolean
row_ranked (TavStandingsRow *row,
            GHashTable      *places)
{
  return row_place (row, places) > 0 || tav_player_is_active (tav_standings_row_get_player (row));
}

static int
compare_rows (gconstpointer a,
              gconstpointer b,
              gpointer      user_data)
{
  static const guint descending[] = {
    COL_SCORE, COL_SHERIFF_WINS, COL_IN_PLAY, COL_RENEGADE_WINS, COL_DEPUTY_WINS, COL_OUTLAW_WINS,
  };
  TavStandingsRow *ra = (TavStandingsRow *) a;
  TavStandingsRow *rb = (TavStandingsRow *) b;
  GHashTable *places = user_data;   /* player id → place in the duels */
  guint pa = row_place (ra, places);
  guint pb = row_place (rb, places);
  gboolean ka = row_ranked (ra, places);
  gboolean kb = row_ranked (rb, places);
  double d;

  if (pa != pb)
    {
      if (pa == 0 || pb == 0)
        return pa == 0 ? 1 : -1;
      return pa < pb ? -1 : 1;
    }
  if (ka != kb)
    return ka ? -1 : 1;
  for (guint i = 0; i < G_N_ELEMENTS (descending); i++)
    if ((d = tav_standings_row_get_value (rb, descending[i]) -
             tav_standings_row_get_value (ra, descending[i])) != 0)
      return d > 0 ? 1 : -1;
  d = tav_standings_row_get_value (ra, COL_LOT) - tav_standings_row_get_value (rb, COL_LOT);
  return d < 0 ? -1 : d > 0;
}

static void
add_value (TavStandingsRow *row,
           guint            column,
           double           value)
{
  tav_standings_row_set_value (row, column, tav_standings_row_get_value (row, column) + value);
}

/* Games, wins by role and games finished in play, from every result. */
static void
tally_games (TavStage   *stage,
             GHashTable *rows)
{
  static const guint win_column[TAV_BANG_N_ROLES] = {
    COL_SHERIFF_WINS, COL_DEPUTY_WINS, COL_OUTLAW_WINS, COL_RENEGADE_WINS,
  };

  for (guint r = 1; stage && r <= tav_stage_get_n_rounds (stage); r++)
    {
      TavRound *round = tav_stage_get_round (stage, r);

      for (guint t = 0; t < tav_round_get_n_tables (round); t++)
        {
          TavTable *table = tav_round_get_table (round, t);
          JsonObject *result = tav_table_get_result (table);
          TavBangOutcome outcome;

          if (result == NULL || !tav_bang_result_fits (table))
            continue;
          outcome = tav_bang_result_outcome (result);
          for (guint s = 0; s < tav_table_get_n_seats (table); s++)
            {
              TavStandingsRow *row = g_hash_table_lookup (rows, tav_table_get_seat (table, s));
              TavBangRole role = tav_bang_seat_role (result, s);
              gboolean won = role == TAV_BANG_SHERIFF || role == TAV_BANG_DEPUTY ?
                             outcome == TAV_BANG_LAW :
                             role == TAV_BANG_OUTLAW ? outcome == TAV_BANG_OUTLAWS
                                                     : outcome == TAV_BANG_RENEGADE;

              if (row == NULL)
                continue;
              add_value (row, COL_GAMES, 1);
              if (tav_result_get_bool (tav_result_get_seat (result, s), "alive"))
                add_value (row, COL_IN_PLAY, 1);
              if (won)
                add_value (row, win_column[role], 1);
            }
        }
    }
}

static guint
games_played (TavStage *stage)
{
  guint done = 0;

  for (guint r = 1; stage && r <= tav_stage_get_n_rounds (stage); r++)
    if (tav_round_is_complete (tav_stage_get_round (stage, r)))
      done = r;
  return done;
}

static TavStandings *
tav_bang_2007_compute_standings (TavRuleset *ruleset,
                                 TavEvent   *event)
{
  TavStandings *standings = tav_standings_new (columns, N_COLUMNS);
  TavStage *stage = tav_event_find_stage (event, ELIMINATION);
  TavStage *finals = tav_event_find_stage (event, FINALS);
  TavRound *first = stage ? tav_stage_get_round (stage, 1) : NULL;
  g_autoptr(GArray) sizes = drawn_sizes (stage);
  g_autoptr(GHashTable) rows = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) places = NULL;
  g_autofree guint *lots = tav_bang_draw_lots (event);
  gboolean correction = fives_and_sixes (sizes);
  double five_factor = tav_event_get_param_double (event, "five_factor");
  guint n_players = tav_event_get_n_players (event);

  for (guint i = 0; i < n_players; i++)
    {
      TavPlayer *player = tav_event_get_player (event, i);
      g_autoptr(TavStandingsRow) row = tav_standings_row_new (player, N_COLUMNS);
      TavTable *table = first ? tav_round_find_player (first, tav_player_get_id (player), NULL) : NULL;

      tav_standings_row_set_value (row, COL_LOT, lots[i]);
      tav_standings_row_set_value (row, COL_TABLE, table ? tav_table_get_number (table) : 0);
      tav_standings_row_set_value (row, COL_FACTOR,
                                   correction && table && tav_table_get_n_seats (table) == 5 ?
                                   five_factor : 1);
      g_hash_table_insert (rows, (gpointer) tav_player_get_id (player), row);
      tav_standings_add_row (standings, row);
    }
  tally_games (stage, rows);

  for (guint i = 0; i < n_players; i++)
    {
      TavPlayer *player = tav_event_get_player (event, i);
      TavStandingsRow *row = g_hash_table_lookup (rows, tav_player_get_id (player));
      gint64 balance = tav_bang_2007_balance (event, tav_player_get_id (player), G_MAXUINT);
      double games = tav_standings_row_get_value (row, COL_GAMES);
      double factor = tav_standings_row_get_value (row, COL_FACTOR);
      g_autoptr(GPtrArray) notes = g_ptr_array_new_with_free_func (g_free);

      tav_standings_row_set_value (row, COL_BALANCE, (double) balance);
      /* Rounded to a millionth so that equal fractions tie exactly. */
      if (games > 0)
        tav_standings_row_set_value (row, COL_SCORE,
                                     round ((double) (balance - START_BALANCE) / games * factor * 1e6) / 1e6);
      if (!tav_player_is_active (player))
        /* TRANSLATORS: e.g. "Withdrawn: out of the ranking" */
        g_ptr_array_add (notes, g_strdup_printf (_("%s: out of the ranking"),
                                                 tav_player_status_get_label (tav_player_get_status (player))));
      if (factor != 1)
        /* TRANSLATORS: the correction of a score at a table of 5 */
        g_ptr_array_add (notes, g_strdup_printf (_("score × %.2f (table of 5)"), factor));
      if (notes->len)
        {
          g_autofree char *note = NULL;

          g_ptr_array_add (notes, NULL);
          note = g_strjoinv ("; ", (char **) notes->pdata);
          tav_standings_row_set_note (row, note);
        }
    }

  if (finals && tav_stage_is_complete (finals))
    places = tav_bracket_get_places (finals);
  tav_standings_sort (standings, compare_rows, places);
  for (guint i = 0; i < tav_standings_get_n_rows (standings); i++)
    {
      TavStandingsRow *row = tav_standings_get_row (standings, i);
      guint place = row_place (row, places);

      /* Players out of the ranking have no rank (0). */
      tav_standings_row_set_rank (row, place ? place : row_ranked (row, places) ? i + 1 : 0);
    }

  tav_standings_set_final (standings, places != NULL);
  if (places)
    tav_standings_set_title (standings, _("Final standings"));
  else if (finals)
    tav_standings_set_title (standings, _("Elimination Round (final ranking)"));
  else
    {
      g_autoptr(GArray) planned = NULL;
      g_autofree char *title = NULL;

      /* Before the draw, the games of the largest table of the layout. */
      if (stage == NULL)
        layout_for_players (event, tav_event_count_players (event, TRUE), &planned, NULL);
      title = g_strdup_printf (_("Elimination Round after game %u of %u"), games_played (stage),
                               stage ? tav_stage_get_planned_rounds (stage) :
                               planned ? g_array_index (planned, guint, 0) : 0);
      tav_standings_set_title (standings, title);
    }
  return standings;
}

static gboolean
tav_bang_2007_is_ranking_secret (TavRuleset *ruleset,
                                 TavEvent   *event)
{
  return !tav_event_get_published (event);
}

/* ---- Duels, withdrawals, balance look-up ------------------------------- */

static gboolean
tav_bang_2007_build_finals (TavRuleset  *ruleset,
                            TavEvent    *event,
                            GError     **error)
{
  TavStage *stage = tav_event_find_stage (event, ELIMINATION);
  g_autoptr(TavStandings) standings = NULL;
  const char *seeds[9] = { NULL, };
  guint wanted, n_seeds;

  if (tav_event_find_stage (event, FINALS))
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
                   _("The finals are already built"));
      return FALSE;
    }
  if (!tav_bang_check_event (ruleset, event, error))
    return FALSE;
  if (stage == NULL || !tav_stage_is_complete (stage))
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
                   _("The Elimination Round is not complete: %u of %u games played"),
                   games_played (stage), stage ? tav_stage_get_planned_rounds (stage) : 0);
      return FALSE;
    }

  /* Top 4, or top 8 with quarter-finals when there were at least 5
   * tables; players who left are skipped. */
  wanted = tav_round_get_n_tables (tav_stage_get_round (stage, 1)) >= 5 ? 8 : 4;
  standings = tav_bang_2007_compute_standings (ruleset, event);
  n_seeds = tav_bang_top_active (standings, wanted, seeds);
  if (n_seeds < wanted)
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
                   g_dngettext (GETTEXT_PACKAGE,
                                "The finals need %u players still in the tournament, only %u is left",
                                "The finals need %u players still in the tournament, only %u are left",
                                n_seeds),
                   wanted, n_seeds);
      return FALSE;
    }

  /* The bracket pairs 1–8, 2–7, 3–6, 4–5, then the winners of the first
   * and last quarter-finals, as the rules do; losers of the semi-finals
   * play for 3rd place. */
  if (!tav_bracket_create (event, FINALS, N_("Finals"), seeds, TRUE, error))
    return FALSE;
  tav_event_set_published (event, TRUE);
  return TRUE;
}

static void
tav_bang_2007_player_left (TavRuleset *ruleset,
                           TavEvent   *event,
                           TavPlayer  *player)
{
  TavStage *stage = tav_event_find_stage (event, ELIMINATION);

  TAV_RULESET_CLASS (tav_bang_2007_parent_class)->player_left (ruleset, event, player);
  /* His table plays on until everyone else has been Sheriff, or stops. */
  if (stage && tav_stage_get_n_rounds (stage) > 0 && !tav_event_find_stage (event, FINALS))
    update_planned_rounds (event, stage);
}

static char *
tav_bang_2007_describe_player (TavRuleset *ruleset,
                               TavEvent   *event,
                               TavPlayer  *player)
{
  const char *id = tav_player_get_id (player);

  return tav_bang_describe_balance (player, tav_bang_2007_balance (event, id, G_MAXUINT),
                                    tav_bang_games_played (tav_event_find_stage (event, ELIMINATION),
                                                           id));
}

static void
tav_bang_2007_class_init (TavBang2007Class *klass)
{
  TavRulesetClass *ruleset_class = TAV_RULESET_CLASS (klass);

  ruleset_class->id = "bang-2007";
  ruleset_class->name = N_("BANG! Italian Championship 2007 (qualifiers)");
  ruleset_class->description =
    N_("One draw onto tables of 5 to 7 that play one game per player with the Sheriff moving left, $ winnings by formula, score = (balance − 5000) / games, a secret ranking, and duels among the top 4 or 8");
  ruleset_class->params = params;
  ruleset_class->n_params = G_N_ELEMENTS (params);
  ruleset_class->warnings_to_eject = 2;
  ruleset_class->ejection_reason = tav_bang_ejection_reason;
  ruleset_class->ejection_notice = tav_bang_ejection_notice;
  /* "ciò esclude ogni possibile rientro del giocatore nel corso dello
   * stesso torneo" */
  ruleset_class->no_reentry =
    N_("the rules say leaving the tournament excludes any return during the same tournament");
  ruleset_class->no_late_entry =
    N_("the rules draw the players registered for the tournament once, onto tables that stay together for the whole elimination round");
  ruleset_class->no_sit_out =
    N_("the rules draw every player once, onto tables that stay together for the whole elimination round");
  ruleset_class->stages = stages;
  ruleset_class->n_stages = G_N_ELEMENTS (stages);
  ruleset_class->head_seat_label = N_("Sheriff");
  /* The rules set no time; High Noon from the third reshuffle ends long
   * games. An hour a game and half an hour a duel are what organisers plan. */
  ruleset_class->round_minutes = 60;
  ruleset_class->match_minutes = 30;
  ruleset_class->get_result_fields = tav_bang_2007_get_result_fields;
  ruleset_class->check_players = tav_bang_2007_check_players;
  ruleset_class->describe_plan = tav_bang_2007_describe_plan;
  ruleset_class->draw_round = tav_bang_2007_draw_round;
  ruleset_class->validate_result = tav_bang_2007_validate_result;
  ruleset_class->check_round = tav_bang_2007_check_round;
  ruleset_class->compute_standings = tav_bang_2007_compute_standings;
  ruleset_class->is_ranking_secret = tav_bang_2007_is_ranking_secret;
  ruleset_class->build_finals = tav_bang_2007_build_finals;
  ruleset_class->player_left = tav_bang_2007_player_left;
  ruleset_class->describe_player = tav_bang_2007_describe_player;
  ruleset_class->check_event = tav_bang_check_event;
  ruleset_class->player_returned = tav_bang_player_returned;
}

static void
tav_bang_2007_init (TavBang2007 *self)
{
}
