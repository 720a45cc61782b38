/* tav-catan-bg.c — Catan ranking tournaments of Bulgaria ("Ранглиста Турнири")
 *
 * 2 or 3 rounds that everybody plays, at tables of 4 and of 3 (never 2),
 * seated with as few repeated meetings as possible; no final. Per game the
 * victory points (capped at the target, 13) and the place give tournament
 * points 5/3/2/1 (5/2/1 at a table of 3) and a VP share against the table's
 * total, with a virtual fourth player at a table of 3. Standings by TP,
 * then VP, VP share, 1st, 2nd and 3rd places: the "7 figures" of the
 * source, TP/VP/share/1st/2nd/3rd/participations. The season ranking
 * across tournaments is in tav-catan-bg-season.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-catan-bg"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tav-catan-bg-private.h"
#include "tav-draw.h"

static const TavStageSpec stages[] = {
  { TAV_CATAN_BG_STAGE, TAV_STAGE_TABLES },
};

struct _TavCatanBg
{
  TavRuleset parent_instance;
};

G_DEFINE_FINAL_TYPE (TavCatanBg, tav_catan_bg, TAV_TYPE_RULESET)

/* What a record sheet's header shows: the target and the turn's time. */
static const char * const sheet_params[] = { "target_vp", "turn_minutes", NULL };

static const TavFieldSpec params[] = {
  { "rounds", N_("Rounds"),
    N_("Rounds of the tournament, announced with it: 2 or 3. Everybody plays every round; there is no final"),
    TAV_FIELD_INTEGER, TAV_FIELD_OPTIONAL, 2, 3, 1, "3", NULL },
  { "target_vp", N_("Victory points to win"),
    N_("The victory points a player announces to win: 13 in the base game, more in some Seafarers scenarios. A higher score counts as this many"),
    TAV_FIELD_INTEGER, TAV_FIELD_OPTIONAL, 5, 25, 1, "13", NULL },
  { "turn_minutes", N_("Minutes per turn"),
    N_("A time limit per turn, at most 3 minutes; 0 for none. A game is never ended early"),
    TAV_FIELD_INTEGER, TAV_FIELD_OPTIONAL, 0, 3, 1, "0", NULL },
};

/* Laid out by the Record Sheet as they are: a row per seat with its VP,
 * place and a box for leaving the game, then a line for the winner's
 * announcement and one for a substitute. */
static const TavFieldSpec result_fields[] = {
  { "vp", N_("Victory points"),
    N_("Victory points at the end of the game; the winner's count as the target even when higher"),
    TAV_FIELD_INTEGER, TAV_FIELD_PER_SEAT, 0, 40, 1, "0", NULL },
  { "place", N_("Place"), N_("Place at the table: 1 for the winner, who announced the target first"),
    TAV_FIELD_INTEGER, TAV_FIELD_PER_SEAT, 1, 4, 1, "1", NULL },
  { "left", N_("Left the game"),
    N_("Left the open game: disqualified from it with 0 victory points and the last place"),
    TAV_FIELD_BOOLEAN, TAV_FIELD_PER_SEAT | TAV_FIELD_OPTIONAL, 0, 0, 0, "false", NULL },
  { "announcement", N_("Victory announced"),
    N_("Who announced the victory, with how many victory points and when"),
    TAV_FIELD_STRING, TAV_FIELD_OPTIONAL, 0, 0, 0, "", NULL },
  { "substitute", N_("Substitute"),
    N_("When a player left and only two were left, the substitute the organiser nominated: he plays for nothing and is not ranked"),
    TAV_FIELD_STRING, TAV_FIELD_OPTIONAL, 0, 0, 0, "", NULL },
};

enum {
  COL_TP,
  COL_VP,
  COL_SHARE,
  COL_FIRST,
  COL_SECOND,
  COL_THIRD,
  COL_GAMES,
  COL_RESULT,
  N_COLUMNS
};

static const TavColumn columns[N_COLUMNS] = {
  /* TRANSLATORS: tournament points */
  { "tp", N_("TP"), TAV_COLUMN_INTEGER },
  /* TRANSLATORS: victory points */
  { "vp", N_("VP"), TAV_COLUMN_INTEGER },
  { "vp_share", N_("VP share"), TAV_COLUMN_PERCENT },
  /* TRANSLATORS: number of 1st places */
  { "first", N_("1st"), TAV_COLUMN_INTEGER },
  { "second", N_("2nd"), TAV_COLUMN_INTEGER },
  { "third", N_("3rd"), TAV_COLUMN_INTEGER },
  { "games", N_("Games"), TAV_COLUMN_INTEGER },
  /* TRANSLATORS: the 7 figures TP/VP/VP share/1st/2nd/3rd/participations */
  { "result", N_("Result"), TAV_COLUMN_TEXT },
};

/* ---- Points ------------------------------------------------------------- */

/* Tables of 4, as many as needed, and tables of 3 for the rest: never a
 * table of 2 (and so never 5 players). */
gboolean
tav_catan_bg_table_sizes (guint    n_players,
                          GArray **sizes,
                          GError **error)
{
  if (!tav_draw_split_tables (n_players, 3, 4, sizes))
    {
      if (n_players == 5)
        g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
                     _("5 players cannot be seated at tables of 3 and 4, and a table of 2 is never played: one more player is needed"));
      else
        g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
                     g_dngettext (GETTEXT_PACKAGE,
                                  "%u active player is too few: a Catan game needs 3 or 4",
                                  "%u active players are too few: a Catan game needs 3 or 4",
                                  n_players),
                     n_players);
      return FALSE;
    }
  return TRUE;
}

/* 5/3/2/1 at a table of 4, 5/2/1 at a table of 3 (no 4th place there). */
guint
tav_catan_bg_points (guint table_size,
                     guint place)
{
  static const guint four[] = { 5, 3, 2, 1 };
  static const guint three[] = { 5, 2, 1 };

  if (table_size == 4 && place >= 1 && place <= 4)
    return four[place - 1];
  if (table_size == 3 && place >= 1 && place <= 3)
    return three[place - 1];
  return 0;
}

/* 100 × VP / the table's VP, in hundredths of a percent, rounded half up
 * as the source does (13 of 32 is 40,63 %). At a table of 3 a virtual
 * fourth player adds floor(total / 3): 13 of 32 + 10 is 30,95 %. */
guint
tav_catan_bg_vp_share (guint vp,
                       guint table_vp,
                       guint table_size)
{
  guint64 total = table_vp + (table_size == 3 ? table_vp / 3 : 0);

  if (total == 0)
    return 0;
  return (guint) ((G_GUINT64_CONSTANT (20000) * vp + total) / (2 * total));
}

static guint
target_vp (TavEvent *event)
{
  return (guint) tav_event_get_param_int (event, "target_vp");
}

typedef struct
{
  guint    vp;
  guint    place;
  gboolean left;
} Seat;

static void
read_seats (JsonObject *result,
            guint       n,
            Seat       *seats)
{
  for (guint s = 0; s < n; s++)
    {
      JsonObject *seat = tav_result_get_seat (result, s);

      seats[s].vp = (guint) CLAMP (tav_result_get_int (seat, "vp"), 0, 1000);
      seats[s].place = (guint) CLAMP (tav_result_get_int (seat, "place"), 0, 1000);
      seats[s].left = tav_result_get_bool (seat, "left");
    }
}

static const char *
substitute_of (JsonObject *result)
{
  const char *name = tav_result_get_string (result, "substitute");

  while (name && g_ascii_isspace (*name))
    name++;
  return name && name[0] ? name : NULL;
}

/* One game's figures per seat, into @scores (one per seat). A player who
 * left the game scores as 4th, as the source says: 1 TP at a table of 4,
 * none at a table of 3, and no place among the first three. */
gboolean
tav_catan_bg_score_table (TavEvent      *event,
                          TavTable      *table,
                          TavCatanScore *scores)
{
  JsonObject *result = tav_table_get_result (table);
  guint n = tav_table_get_n_seats (table);
  guint target = target_vp (event);
  Seat seats[4];
  guint sum = 0;

  if (result == NULL || n < 3 || n > 4 || tav_result_get_n_seats (result) != n)
    return FALSE;
  for (guint s = 0; s < n; s++)
    if (tav_result_get_seat (result, s) == NULL)
      return FALSE;

  read_seats (result, n, seats);
  for (guint s = 0; s < n; s++)
    sum += seats[s].left ? 0 : MIN (seats[s].vp, target);
  for (guint s = 0; s < n; s++)
    {
      TavCatanScore *score = &scores[s];
      guint place = seats[s].left ? 4 : seats[s].place;

      memset (score, 0, sizeof *score);
      score->games = 1;
      score->vp = seats[s].left ? 0 : MIN (seats[s].vp, target);
      score->tp = tav_catan_bg_points (n, place);
      score->vp_share_bp = tav_catan_bg_vp_share (score->vp, sum, n);
      if (place >= 1 && place <= 3)
        score->places[place - 1] = 1;
    }
  return TRUE;
}

void
tav_catan_bg_score_add (TavCatanScore       *total,
                        const TavCatanScore *more)
{
  total->tp += more->tp;
  total->vp += more->vp;
  total->vp_share_bp += more->vp_share_bp;
  for (guint i = 0; i < 3; i++)
    total->places[i] += more->places[i];
  total->games += more->games;
  total->participations += more->participations;
}

/* Negative when @a ranks ahead: TP, VP, VP share, then 1st, 2nd and 3rd
 * places, each more is better. */
int
tav_catan_bg_score_compare (const TavCatanScore *a,
                            const TavCatanScore *b)
{
  const guint va[] = { a->tp, a->vp, a->vp_share_bp, a->places[0], a->places[1], a->places[2] };
  const guint vb[] = { b->tp, b->vp, b->vp_share_bp, b->places[0], b->places[1], b->places[2] };

  for (guint i = 0; i < G_N_ELEMENTS (va); i++)
    if (va[i] != vb[i])
      return va[i] > vb[i] ? -1 : 1;
  return 0;
}

/* "10/26/76,74%/2/0/0/1": the decimal separator is the user's (LC_NUMERIC),
 * a comma in Bulgarian as in the source. */
char *
tav_catan_bg_format_score (const TavCatanScore *score)
{
  return g_strdup_printf ("%u/%u/%.2f%%/%u/%u/%u/%u", score->tp, score->vp,
                          score->vp_share_bp / 100.0, score->places[0], score->places[1],
                          score->places[2], score->participations);
}

/* The player's figures over every game of the event with a result. */
gboolean
tav_catan_bg_player_score (TavEvent      *event,
                           const char    *player_id,
                           TavCatanScore *score)
{
  TavStage *stage = tav_event_find_stage (event, TAV_CATAN_BG_STAGE);

  memset (score, 0, sizeof *score);
  for (guint r = 1; stage && r <= tav_stage_get_n_rounds (stage); r++)
    {
      guint seat = 0;
      TavTable *table = tav_round_find_player (tav_stage_get_round (stage, r), player_id, &seat);
      TavCatanScore game[4];

      if (table && tav_catan_bg_score_table (event, table, game))
        tav_catan_bg_score_add (score, &game[seat]);
    }
  score->participations = score->games > 0 ? 1 : 0;
  return score->games > 0;
}

/* ---- Plan and draw ------------------------------------------------------ */

static guint
planned_rounds (TavEvent *event)
{
  TavStage *stage = tav_event_find_stage (event, TAV_CATAN_BG_STAGE);

  if (stage && tav_stage_get_planned_rounds (stage))
    return tav_stage_get_planned_rounds (stage);
  return (guint) tav_event_get_param_int (event, "rounds");
}

static gboolean
tav_catan_bg_check_players (TavRuleset  *ruleset,
                            TavEvent    *event,
                            GError     **error)
{
  g_autoptr(GArray) sizes = NULL;

  return tav_catan_bg_table_sizes (tav_event_count_players (event, TRUE), &sizes, error);
}


static char *
tav_catan_bg_describe_plan (TavRuleset *ruleset,
                            TavEvent   *event)
{
  guint n = tav_event_count_players (event, TRUE);
  guint rounds = planned_rounds (event);
  g_autoptr(GArray) sizes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *tables = NULL;

  if (!tav_catan_bg_table_sizes (n, &sizes, &error))
    return g_strdup (error->message);
  tables = tav_draw_format_sizes (sizes);
  /* TRANSLATORS: e.g. "14 players: 3 rounds at tables of 4 4 3 3" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%u players: %u round at tables of %s",
                                       "%u players: %u rounds at tables of %s", rounds),
                          n, rounds, tables);
}


static gboolean
tav_catan_bg_draw_round (TavRuleset  *ruleset,
                         TavEvent    *event,
                         gboolean     redraw,
                         GError     **error)
{
  TavStage *stage = tav_event_find_stage (event, TAV_CATAN_BG_STAGE);
  g_autoptr(GArray) sizes = NULL;
  gboolean created = FALSE;

  if (!tav_catan_bg_table_sizes (tav_event_count_players (event, TRUE), &sizes, error))
    return FALSE;

  if (stage == NULL)
    {
      g_autoptr(TavStage) stage_new = tav_stage_new (TAV_CATAN_BG_STAGE, TAV_STAGE_TABLES);

      tav_stage_set_name (stage_new, N_("Ranking tournament"));
      /* Announced with the tournament: fixed at the first draw. */
      tav_stage_set_planned_rounds (stage_new, (guint) tav_event_get_param_int (event, "rounds"));
      tav_event_add_stage (event, stage_new);
      stage = stage_new;
      created = TRUE;
    }
  else if (!redraw)
    {
      if (!tav_ruleset_check_complete (stage, error))
        return FALSE;
      if (tav_stage_get_n_rounds (stage) >= tav_stage_get_planned_rounds (stage))
        {
          g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
                       _("All %u rounds are drawn; there is no final: the standings are final once every table has its result"),
                       tav_stage_get_planned_rounds (stage));
          return FALSE;
        }
    }

  /* Tables are never headed: whoever starts is decided at the table. */
  if (!tav_draw_tables_round (event, stage, (const guint *) sizes->data, sizes->len,
                              tav_stage_get_planned_rounds (stage), FALSE, redraw, error))
    {
      if (created)
        tav_event_remove_stage (event, TAV_CATAN_BG_STAGE);
      return FALSE;
    }
  return TRUE;
}

/* What a seating by hand or an absence can break: a table of 3 or 4, and
 * nobody who left the tournament still seated at a game not played yet. */
static GPtrArray *
tav_catan_bg_check_round (TavRuleset *ruleset,
                          TavEvent   *event,
                          TavStage   *stage,
                          TavRound   *round)
{
  GPtrArray *problems = g_ptr_array_new_with_free_func (g_free);

  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      guint n = tav_table_get_n_seats (table);

      if (n < 3 || n > 4)
        g_ptr_array_add (problems,
                         g_strdup_printf (_("Table %u has %u players; a Catan game is played by 3 or 4"),
                                          tav_table_get_number (table), n));
      if (tav_table_has_result (table))
        continue;
      for (guint s = 0; s < n; s++)
        {
          TavPlayer *player = tav_event_find_player (event, tav_table_get_seat (table, s));

          if (player && !tav_player_is_active (player))
            g_ptr_array_add (problems,
                             g_strdup_printf (_("Table %u: %s has left the tournament; if the game has not begun, take the absent players off their tables"),
                                              tav_table_get_number (table),
                                              tav_player_get_name (player)));
        }
    }
  return problems;
}

/* ---- Absent players ----------------------------------------------------- */

static guint
count_meetings (TavStage   *stage,
                guint       before_round,
                const char *a,
                const char *b)
{
  guint count = 0;

  for (guint r = 1; r < before_round; r++)
    {
      TavTable *table = tav_round_find_player (tav_stage_get_round (stage, r), a, NULL);

      if (table && tav_table_find_seat (table, b) >= 0)
        count++;
    }
  return count;
}

/* The seats of each table of @round as copies (setting a table's seats
 * frees the old ones), without the players who left the tournament before
 * their game began; a line each in @log. */
static GPtrArray *
take_off_absentees (TavEvent  *event,
                    TavRound  *round,
                    GPtrArray *log)
{
  GPtrArray *tables = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);

  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      GPtrArray *seats = g_ptr_array_new_with_free_func (g_free);

      for (guint s = 0; s < tav_table_get_n_seats (table); s++)
        {
          const char *id = tav_table_get_seat (table, s);
          TavPlayer *player = tav_event_find_player (event, id);

          if (!tav_table_has_result (table) && player && !tav_player_is_active (player))
            g_ptr_array_add (log, g_strdup_printf (_("Table %u: %s is taken off (%s)"),
                                                   tav_table_get_number (table),
                                                   tav_player_get_name (player),
                                                   tav_player_status_get_label (tav_player_get_status (player))));
          else
            g_ptr_array_add (seats, g_strdup (id));
        }
      g_ptr_array_add (tables, seats);
    }
  return tables;
}

/* The player of a table of 4 with no result yet who has met the players
 * of @short_table least (the first of them on a tie); FALSE if none. */
static gboolean
find_donor (TavStage  *stage,
            TavRound  *round,
            GPtrArray *tables,
            GPtrArray *short_table,
            guint     *donor_table,
            guint     *donor_seat)
{
  guint number = tav_round_get_number (round);
  guint best_met = G_MAXUINT;

  for (guint d = 0; d < tables->len; d++)
    {
      GPtrArray *donor = tables->pdata[d];

      if (donor->len != 4 || tav_table_has_result (tav_round_get_table (round, d)))
        continue;
      for (guint s = 0; s < donor->len; s++)
        {
          guint met = 0;

          for (guint o = 0; o < short_table->len; o++)
            met += count_meetings (stage, number, donor->pdata[s], short_table->pdata[o]);
          if (met < best_met)
            {
              best_met = met;
              *donor_table = d;
              *donor_seat = s;
            }
        }
    }
  return best_met != G_MAXUINT;
}

/* Seat @seat of table @from moves to table @to; a line in @log. */
static void
move_player (TavEvent  *event,
             TavRound  *round,
             GPtrArray *tables,
             guint      from,
             guint      seat,
             guint      to,
             GPtrArray *log)
{
  char *id = g_ptr_array_steal_index (tables->pdata[from], seat);
  TavPlayer *player = tav_event_find_player (event, id);

  g_ptr_array_add (tables->pdata[to], id);
  g_ptr_array_add (log, g_strdup_printf (_("%s moves from table %u to table %u"),
                                         player ? tav_player_get_name (player) : id,
                                         tav_table_get_number (tav_round_get_table (round, from)),
                                         tav_table_get_number (tav_round_get_table (round, to))));
}

/* Each table left with 1 or 2 players gets players from tables of 4
 * until it has 3; a table everyone left cannot be played. */
static gboolean
fill_short_tables (TavEvent   *event,
                   TavStage   *stage,
                   TavRound   *round,
                   GPtrArray  *tables,
                   GPtrArray  *log,
                   GError    **error)
{
  guint number = tav_round_get_number (round);

  for (guint t = 0; t < tables->len; t++)
    {
      GPtrArray *short_table = tables->pdata[t];
      TavTable *table = tav_round_get_table (round, t);

      while (short_table->len > 0 && short_table->len < 3)
        {
          guint donor_table = 0, donor_seat = 0;

          if (!find_donor (stage, round, tables, short_table, &donor_table, &donor_seat))
            {
              g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
                           _("Table %u would be left with %u players and no table of 4 without a result can give one: draw round %u again"),
                           tav_table_get_number (table), short_table->len, number);
              return FALSE;
            }
          move_player (event, round, tables, donor_table, donor_seat, t, log);
        }
      if (short_table->len == 0 && tav_table_get_n_seats (table) > 0)
        {
          g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
                       _("Every player of table %u has left: draw round %u again"),
                       tav_table_get_number (table), number);
          return FALSE;
        }
    }
  return TRUE;
}

/* The new seats of @tables on the tables of @round whose seats changed. */
static void
set_seatings (TavRound  *round,
              GPtrArray *tables)
{
  for (guint t = 0; t < tables->len; t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      GPtrArray *seats = tables->pdata[t];

      if (seats->len == tav_table_get_n_seats (table))
        {
          gboolean same = TRUE;

          for (guint s = 0; s < seats->len && same; s++)
            same = g_strcmp0 (seats->pdata[s], tav_table_get_seat (table, s)) == 0;
          if (same)
            continue;
        }
      g_ptr_array_add (seats, NULL);
      tav_table_set_seats (table, (const char * const *) seats->pdata);
    }
}

/**
 * tav_catan_bg_seat_absentees:
 * @moves: (out) (optional) (transfer full): what changed, a line each
 *
 * Players who left the tournament before their game of the last round
 * began (withdrawn while their table has no result) are taken off their
 * tables. A table left with 2 gets a player from a table of 4 with no
 * result yet: the one who has met its players least. When that is not
 * possible the event is left as it was: the round must be drawn again.
 * Someone who leaves a game that has begun stays seated; his result says
 * he left.
 */
gboolean
tav_catan_bg_seat_absentees (TavEvent   *event,
                             GPtrArray **moves,
                             GError    **error)
{
  TavStage *stage = tav_event_find_stage (event, TAV_CATAN_BG_STAGE);
  TavRound *round = stage ? tav_stage_get_last_round (stage) : NULL;
  g_autoptr(GPtrArray) log = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) tables = NULL;

  g_return_val_if_fail (TAV_IS_EVENT (event), FALSE);

  if (round == NULL)
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
                   _("No round has been drawn yet"));
      return FALSE;
    }

  /* New seatings on copies first: the event changes only if all works. */
  tables = take_off_absentees (event, round, log);
  if (!fill_short_tables (event, stage, round, tables, log, error))
    return FALSE;
  set_seatings (round, tables);
  if (log->len > 0)
    tav_event_changed (event);
  if (moves)
    *moves = g_steal_pointer (&log);
  return TRUE;
}

/* ---- Results ------------------------------------------------------------ */

static const TavFieldSpec *
tav_catan_bg_get_result_fields (TavRuleset *ruleset,
                                TavEvent   *event,
                                TavStage   *stage,
                                guint      *n_fields)
{
  *n_fields = G_N_ELEMENTS (result_fields);
  return result_fields;
}

/* A result is a game as the source plays it: places 1..n once each, the
 * winner announced the target (unless a substitute finished the game),
 * the others in the order of their victory points, and whoever left the
 * game with 0 and behind everybody who finished it. */
static gboolean
tav_catan_bg_validate_result (TavRuleset  *ruleset,
                              TavEvent    *event,
                              TavStage    *stage,
                              TavRound    *round,
                              TavTable    *table,
                              JsonObject  *result,
                              GError     **error)
{
  guint n = tav_table_get_n_seats (table);
  guint number = tav_table_get_number (table);
  guint target = target_vp (event);
  const char *substitute = substitute_of (result);
  int seat_of_place[5] = { -1, -1, -1, -1, -1 };
  guint n_left = 0;
  Seat seats[4];
  int winner;

  if (n < 3 || n > 4)
    TAV_RULE_REFUSE_AT (0, NULL, N_("table %u has %u players; a Catan game is played by 3 or 4"), number, n);
  read_seats (result, n, seats);

  for (guint s = 0; s < n; s++)
    {
      if (seats[s].place > n)
        TAV_RULE_REFUSE_AT (s + 1, "place", N_("table %u, seat %u (%s): place %u at a table of %u"),
                            number, s + 1, tav_event_seat_name (event, table, s), seats[s].place, n);
      if (seat_of_place[seats[s].place] >= 0)
        TAV_RULE_REFUSE_AT (s + 1, "place", N_("table %u: seats %d (%s) and %u (%s) both have place %u"), number,
                            seat_of_place[seats[s].place] + 1,
                            tav_event_seat_name (event, table, seat_of_place[seats[s].place]),
                            s + 1, tav_event_seat_name (event, table, s), seats[s].place);
      seat_of_place[seats[s].place] = (int) s;
      n_left += seats[s].left;
    }

  for (guint s = 0; s < n; s++)
    {
      if (!seats[s].left)
        continue;
      if (seats[s].vp != 0)
        TAV_RULE_REFUSE_AT (s + 1, "vp", N_("table %u, seat %u (%s): a player who left the game has 0 victory points, not %u"),
                            number, s + 1, tav_event_seat_name (event, table, s), seats[s].vp);
      if (seats[s].place <= n - n_left)
        TAV_RULE_REFUSE_AT (s + 1, "place", N_("table %u, seat %u (%s): a player who left the game takes the last place, not %u"),
                            number, s + 1, tav_event_seat_name (event, table, s), seats[s].place);
    }
  if (n_left == n)
    TAV_RULE_REFUSE_AT (0, NULL, N_("table %u: every player left the game; the game goes on until one wins"), number);

  winner = seat_of_place[1];
  if (seats[winner].vp < target && substitute == NULL)
    TAV_RULE_REFUSE_AT (winner + 1, "vp", N_("table %u, seat %u (%s): the winner has %u victory points; the first to announce %u wins, and a game is never ended early"),
                        number, winner + 1, tav_event_seat_name (event, table, winner), seats[winner].vp, target);

  /* Places follow the counted points; equal points in either order. */
  for (guint p = 1; p < n - n_left; p++)
    {
      int ahead = seat_of_place[p], behind = seat_of_place[p + 1];

      if (MIN (seats[behind].vp, target) > MIN (seats[ahead].vp, target))
        TAV_RULE_REFUSE_AT (behind + 1, "place", N_("table %u, seat %u (%s): place %u with %u victory points, behind seat %d (%s) with %u"),
                            number, behind + 1, tav_event_seat_name (event, table, behind), p + 1, seats[behind].vp,
                            ahead + 1, tav_event_seat_name (event, table, ahead), seats[ahead].vp);
    }

  if (substitute)
    {
      if (n_left == 0 || n - n_left > 2)
        TAV_RULE_REFUSE_AT (0, "substitute", N_("table %u: a substitute is nominated only when a player leaves the game and two are left"),
                            number);
      if (tav_event_lookup_player (event, substitute, NULL))
        TAV_RULE_REFUSE_AT (0, "substitute", N_("table %u: the substitute “%s” is a player of the tournament"), number, substitute);
    }
  return TRUE;
}


/* ---- Standings ---------------------------------------------------------- */

static int
compare_rows (gconstpointer a,
              gconstpointer b,
              gpointer      user_data)
{
  TavStandingsRow *ra = (TavStandingsRow *) a;
  TavStandingsRow *rb = (TavStandingsRow *) b;
  GHashTable *rows = user_data;
  TavCatanRow *sa = g_hash_table_lookup (rows, tav_player_get_id (tav_standings_row_get_player (ra)));
  TavCatanRow *sb = g_hash_table_lookup (rows, tav_player_get_id (tav_standings_row_get_player (rb)));
  int cmp;

  if (sa->unranked != sb->unranked)
    return sa->unranked ? 1 : -1;
  if ((cmp = tav_catan_bg_score_compare (&sa->score, &sb->score)) != 0)
    return cmp;
  /* A full tie shares the rank; names only give it a stable order. */
  return g_utf8_collate (tav_player_get_name (tav_standings_row_get_player (ra)),
                         tav_player_get_name (tav_standings_row_get_player (rb)));
}

/* Sorts the rows of @standings by the figures in @rows (player id →
 * TavCatanRow), gives equal figures the same rank and unranked rows rank 0,
 * and fills @result_column with the 7 figures. */
void
tav_catan_bg_rank_rows (TavStandings *standings,
                        GHashTable   *rows,
                        guint         result_column)
{
  const TavCatanRow *previous = NULL;
  guint rank = 0;

  tav_standings_sort (standings, compare_rows, rows);
  for (guint i = 0; i < tav_standings_get_n_rows (standings); i++)
    {
      TavStandingsRow *row = tav_standings_get_row (standings, i);
      const TavCatanRow *entry = g_hash_table_lookup (rows, tav_player_get_id (tav_standings_row_get_player (row)));
      g_autofree char *text = tav_catan_bg_format_score (&entry->score);

      if (!entry->unranked &&
          (previous == NULL || tav_catan_bg_score_compare (&previous->score, &entry->score) != 0))
        rank = i + 1;
      tav_standings_row_set_rank (row, entry->unranked ? 0 : rank);
      tav_standings_row_set_value (row, result_column, tav_standings_add_text (standings, text));
      previous = entry;
    }
}

static TavStandings *
tav_catan_bg_compute_standings (TavRuleset *ruleset,
                                TavEvent   *event)
{
  TavStandings *standings = tav_standings_new (columns, N_COLUMNS);
  TavStage *stage = tav_event_find_stage (event, TAV_CATAN_BG_STAGE);
  g_autoptr(GHashTable) rows = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
  guint planned = planned_rounds (event), complete = (stage ? tav_stage_count_complete_rounds (stage) : 0);
  g_autofree char *title = NULL;

  for (guint i = 0; i < tav_event_get_n_players (event); i++)
    {
      TavPlayer *player = tav_event_get_player (event, i);
      g_autoptr(TavStandingsRow) row = tav_standings_row_new (player, N_COLUMNS);
      TavCatanRow *entry = g_new0 (TavCatanRow, 1);
      TavCatanScore *score = &entry->score;

      tav_catan_bg_player_score (event, tav_player_get_id (player), score);
      tav_standings_row_set_value (row, COL_TP, score->tp);
      tav_standings_row_set_value (row, COL_VP, score->vp);
      tav_standings_row_set_value (row, COL_SHARE, score->vp_share_bp / 100.0);
      tav_standings_row_set_value (row, COL_FIRST, score->places[0]);
      tav_standings_row_set_value (row, COL_SECOND, score->places[1]);
      tav_standings_row_set_value (row, COL_THIRD, score->places[2]);
      tav_standings_row_set_value (row, COL_GAMES, score->games);
      if (!tav_player_is_active (player))
        tav_standings_row_set_note (row, tav_player_status_get_label (tav_player_get_status (player)));
      g_hash_table_insert (rows, (gpointer) tav_player_get_id (player), entry);
      tav_standings_add_row (standings, row);
    }
  tav_catan_bg_rank_rows (standings, rows, COL_RESULT);

  /* No final: the last round's results make the standings final. */
  tav_standings_set_final (standings, stage && planned > 0 && complete >= planned);
  if (tav_standings_get_final (standings))
    title = g_strdup (_("Final standings"));
  else
    title = tav_stage_progress_title (stage, _("Standings"), planned);
  tav_standings_set_title (standings, title);
  return standings;
}

static char *
tav_catan_bg_describe_player (TavRuleset *ruleset,
                              TavEvent   *event,
                              TavPlayer  *player)
{
  TavCatanScore score;
  g_autofree char *figures = NULL;

  tav_catan_bg_player_score (event, tav_player_get_id (player), &score);
  figures = tav_catan_bg_format_score (&score);
  /* TRANSLATORS: "Ivan Petrov: 10/26/76.74%/2/0/0/1 after 2 games", the
   * figures being TP/VP/VP share/1st/2nd/3rd places/participations */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %s after %u game",
                                       "%s: %s after %u games", score.games),
                          tav_player_get_name (player), figures, score.games);
}

static void
tav_catan_bg_class_init (TavCatanBgClass *klass)
{
  TavRulesetClass *ruleset_class = TAV_RULESET_CLASS (klass);

  ruleset_class->id = "catan-bg";
  /* 1.1.4: the organisers may disqualify until the results are processed. */
  ruleset_class->disqualify_left = TRUE;
  /* Rule 1.1.5: with late or absent players the tournament goes on with
   * those present, so a late entry joins and an absent player sits the
   * round out, scoring nothing for it. */
  ruleset_class->sit_out =
    N_("the rules (1.1.5) go on with the players present: a round missed scores nothing");
  ruleset_class->name = N_("Catan ranking tournament (Bulgaria)");
  ruleset_class->description =
    N_("2 or 3 rounds at tables of 4 and 3 with no final; tournament points 5/3/2/1 (5/2/1 at 3), then victory points, VP share and places; a season ranking with the 300 TP rule");
  ruleset_class->params = params;
  ruleset_class->n_params = G_N_ELEMENTS (params);
  ruleset_class->stages = stages;
  ruleset_class->n_stages = G_N_ELEMENTS (stages);
  /* A game runs until someone announces the target and is never ended
   * early, so there is no round timer to run out. */
  ruleset_class->round_minutes = 0;
  ruleset_class->get_result_fields = tav_catan_bg_get_result_fields;
  ruleset_class->check_players = tav_catan_bg_check_players;
  ruleset_class->describe_plan = tav_catan_bg_describe_plan;
  ruleset_class->draw_round = tav_catan_bg_draw_round;
  ruleset_class->validate_result = tav_catan_bg_validate_result;
  ruleset_class->check_round = tav_catan_bg_check_round;
  ruleset_class->compute_standings = tav_catan_bg_compute_standings;
  ruleset_class->describe_player = tav_catan_bg_describe_player;
  ruleset_class->sheet_params = sheet_params;
  tav_catan_bg_season_class_init (ruleset_class);
}

static void
tav_catan_bg_init (TavCatanBg *self)
{
}
