/* tav-bgl.c — Boardgame League tournament rules 3.00 (Italy, 2010)
 *
 * Any game that reports game points, at tables of 2 to 6. Round 1 is
 * drawn at random, the next ones fill the tables in standings order. Each
 * game gives placement points by place (averaged over ties, 40 each for a
 * draw at 2), with a virtual player at a table one short; PBG (the player's
 * share of his tables' game points) and PBA (his opponents' current points)
 * break the ties. The top players then play a final table that decides the
 * top places. The records are in tav-bgl-record.c, the results and their
 * check in tav-bgl-result.c, teams in tav-bgl-teams.c, the league in
 * tav-bgl-season.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-bgl"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tav-bgl-private.h"
#include "tav-draw.h"
#include "tav-random.h"

struct _TavBgl
{
  TavRuleset parent_instance;
};

G_DEFINE_FINAL_TYPE (TavBgl, tav_bgl, TAV_TYPE_RULESET)

static const TavStageSpec stages[] = {
  { TAV_BGL_ROUNDS, TAV_STAGE_TABLES },
  { TAV_BGL_FINAL, TAV_STAGE_TABLES, TRUE },
};

static const TavChoice band_choices[] = {
  /* TRANSLATORS: tournament bands of the Boardgame League */
  { "a", N_("A (×2.5): major game fairs") },
  { "b", N_("B (×1.5): smaller events") },
  { "c", N_("C (×1): shops and clubs") },
  { NULL, NULL }
};

static const TavChoice team_choices[] = {
  { "none", N_("None: every player for himself") },
  { "fixed", N_("Fixed teams, registered with their members") },
  { "variable", N_("Variable teams, formed at each table") },
  { NULL, NULL }
};

static const TavChoice pairing_choices[] = {
  { "free", N_("Free: by standings, teammates may meet") },
  { "united", N_("United: a team plays together against another") },
  { "divided", N_("Divided: teammates always at different tables") },
  { NULL, NULL }
};

static const TavChoice scoring_choices[] = {
  { "individual", N_("Individual: each by his own place") },
  { "winners_losers", N_("Winners and losers: the team's places shared") },
  { NULL, NULL }
};

/* What a record sheet's header shows: the game and its time. */
static const char * const sheet_params[] = { "game", "round_minutes", NULL };

static const TavFieldSpec params[] = {
  { "game", N_("Game played"), N_("The game of the tournament, as it appears in the league"),
    TAV_FIELD_STRING, TAV_FIELD_OPTIONAL, 0, 0, 0, "", NULL },
  { "players_per_table", N_("Players per table"),
    N_("Players at each table, 2 to 6; when the players do not divide, the last tables have one less"),
    TAV_FIELD_INTEGER, TAV_FIELD_OPTIONAL, 2, 6, 1, "4", NULL },
  { "band", N_("Band"), N_("The tournament's band, which multiplies its league points"),
    TAV_FIELD_CHOICE, TAV_FIELD_OPTIONAL, 0, 0, 0, "c", band_choices },
  { "rounds", N_("Rounds"),
    N_("Rounds before the final; 0 for the minimum the rules give for the players registered. Withdrawals never change it"),
    TAV_FIELD_INTEGER, TAV_FIELD_OPTIONAL, 0, 20, 1, "0", NULL },
  { "final_table", N_("Final table"),
    N_("The top players by points play a final table that decides the top places"),
    TAV_FIELD_BOOLEAN, TAV_FIELD_OPTIONAL, 0, 0, 0, "true", NULL },
  { "round_minutes", N_("Minutes per game"),
    N_("The time announced for each game; 0 for none"),
    TAV_FIELD_INTEGER, TAV_FIELD_OPTIONAL, 0, 600, 1, "90", NULL },
  { "teams", N_("Teams"), N_("Whether players play in teams, and how the teams are formed"),
    TAV_FIELD_CHOICE, TAV_FIELD_OPTIONAL, 0, 0, 0, "none", team_choices },
  { "team_size", N_("Players per team"),
    N_("Fixed teams: members of each team, not counting its reserve"),
    TAV_FIELD_INTEGER, TAV_FIELD_OPTIONAL, 1, 12, 1, "2", NULL },
  { "team_pairing", N_("Team seating"), N_("How fixed teams are seated"),
    TAV_FIELD_CHOICE, TAV_FIELD_OPTIONAL, 0, 0, 0, "free", pairing_choices },
  { "team_scoring", N_("Team scoring"), N_("How the players of a team at the same table score"),
    TAV_FIELD_CHOICE, TAV_FIELD_OPTIONAL, 0, 0, 0, "individual", scoring_choices },
};

enum {
  COL_POINTS,
  COL_PBG,
  COL_PBA,
  COL_GAMES,
  COL_FINAL,
  COL_TEAM,
  N_COLUMNS
};

static const TavColumn columns[N_COLUMNS] = {
  /* TRANSLATORS: placement points (punti classifica) */
  { "points", N_("Points"), TAV_COLUMN_DECIMAL },
  /* TRANSLATORS: Boardgame League tie-breaker, the player's share of his tables' game points; keep the abbreviation if unsure */
  { "pbg", N_("PBG"), TAV_COLUMN_DECIMAL },
  /* TRANSLATORS: Boardgame League tie-breaker, the opponents' points; keep the abbreviation if unsure */
  { "pba", N_("PBA"), TAV_COLUMN_DECIMAL },
  { "games", N_("Games"), TAV_COLUMN_INTEGER },
  /* TRANSLATORS: the place at the final table */
  { "final", N_("Final table"), TAV_COLUMN_TEXT },
  { "team", N_("Team"), TAV_COLUMN_TEXT },
};

/* ---- Parameters ---------------------------------------------------------- */

guint
tav_bgl_per_table (TavEvent *event)
{
  return (guint) CLAMP (tav_event_get_param_int (event, "players_per_table"),
                        TAV_BGL_MIN_TABLE, TAV_BGL_MAX_TABLE);
}

TavBglTeams
tav_bgl_teams (TavEvent *event)
{
  const char *teams = tav_event_get_param_string (event, "teams");

  if (g_strcmp0 (teams, "fixed") == 0)
    return TAV_BGL_TEAMS_FIXED;
  if (g_strcmp0 (teams, "variable") == 0)
    return TAV_BGL_TEAMS_VARIABLE;
  return TAV_BGL_TEAMS_NONE;
}

TavBglPairing
tav_bgl_pairing (TavEvent *event)
{
  const char *pairing = tav_event_get_param_string (event, "team_pairing");

  if (tav_bgl_teams (event) != TAV_BGL_TEAMS_FIXED)
    return TAV_BGL_PAIRING_FREE;
  if (g_strcmp0 (pairing, "united") == 0)
    return TAV_BGL_PAIRING_UNITED;
  if (g_strcmp0 (pairing, "divided") == 0)
    return TAV_BGL_PAIRING_DIVIDED;
  return TAV_BGL_PAIRING_FREE;
}

gboolean
tav_bgl_winners_losers (TavEvent *event)
{
  return tav_bgl_teams (event) != TAV_BGL_TEAMS_NONE &&
         g_strcmp0 (tav_event_get_param_string (event, "team_scoring"), "winners_losers") == 0;
}

gboolean
tav_bgl_has_teams (TavEvent *event)
{
  return tav_bgl_teams (event) == TAV_BGL_TEAMS_FIXED;
}

/* Who is drawn: the active players, a reserve only once he replaced a
 * member (then he is no longer a reserve). */
gboolean
tav_bgl_is_seated (TavPlayer *player)
{
  return tav_player_is_active (player) && !tav_player_get_reserve (player);
}

static guint
count_seated (TavEvent *event)
{
  guint n = 0;

  for (guint i = 0; i < tav_event_get_n_players (event); i++)
    n += tav_bgl_is_seated (tav_event_get_player (event, i));
  return n;
}

/* The players registered, a reserve not counted until he replaced a
 * member: the rules' "iscritti" for the minimum players and rounds. */
static guint
count_registered (TavEvent *event)
{
  guint n = 0;

  for (guint i = 0; i < tav_event_get_n_players (event); i++)
    n += !tav_player_get_reserve (tav_event_get_player (event, i));
  return n;
}

static guint
planned_rounds (TavEvent *event)
{
  TavStage *stage = tav_event_find_stage (event, TAV_BGL_ROUNDS);
  gint64 rounds = tav_event_get_param_int (event, "rounds");

  if (stage && tav_stage_get_planned_rounds (stage))
    return tav_stage_get_planned_rounds (stage);
  if (rounds > 0)
    return (guint) rounds;
  return tav_bgl_min_rounds (tav_bgl_per_table (event), count_registered (event));
}

/* ---- Plan and draw ------------------------------------------------------- */

/* The players in the seating order or the ranking, the lots last. */
typedef struct
{
  TavBglRecord *record;
  gboolean      seating;
  const guint64 *lots;
} SortData;

static int
compare_positions (gconstpointer a,
                   gconstpointer b,
                   gpointer      user_data)
{
  SortData *data = user_data;
  guint pa = *(const guint *) a, pb = *(const guint *) b;
  const TavBglScore *sa = &data->record->scores[pa], *sb = &data->record->scores[pb];
  int cmp = data->seating ? tav_bgl_compare_seating (sa, sb) : tav_bgl_compare_ranking (sa, sb);

  if (cmp != 0)
    return cmp;
  if (data->lots[pa] != data->lots[pb])
    return data->lots[pa] < data->lots[pb] ? -1 : 1;
  return pa < pb ? -1 : (pa > pb);
}

static gboolean
check_sizes (TavEvent  *event,
             guint      n_players,
             GArray   **sizes,
             GError   **error)
{
  guint k = tav_bgl_per_table (event);

  if (tav_bgl_table_sizes (n_players, k, sizes))
    return TRUE;
  if (k == 2 && n_players >= 2)
    g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
                 _("%u players cannot all be seated at tables of 2: a table of 1 is not a game, and the rules give no bye. An even number of players must be in the tournament: withdraw or reinstate a player"),
                 n_players);
  else
    g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
                 _("%u players cannot be seated at tables of %u with at most one player less per table"),
                 n_players, k);
  return FALSE;
}

static gboolean
tav_bgl_check_players (TavRuleset  *ruleset,
                       TavEvent    *event,
                       GError     **error)
{
  g_autoptr(GArray) sizes = NULL;
  guint registered = count_registered (event);
  guint seated = count_seated (event);

  /* Every band asks for 8 participants; withdrawals later do not matter. */
  if (!tav_event_has_started (event) && registered < 8)
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
                   _("A Boardgame League tournament needs at least 8 players; %u are registered"),
                   registered);
      return FALSE;
    }
  if (!check_sizes (event, seated, &sizes, error))
    return FALSE;
  return tav_bgl_check_teams (event, seated, error);
}


static char *
tav_bgl_describe_plan (TavRuleset *ruleset,
                       TavEvent   *event)
{
  g_autoptr(GArray) sizes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *tables = NULL;
  guint n = count_seated (event), rounds = planned_rounds (event);

  if (!tav_bgl_check_players (ruleset, event, &error))
    return g_strdup (error->message);
  tav_bgl_table_sizes (n, tav_bgl_per_table (event), &sizes);
  tables = tav_draw_format_sizes (sizes);
  if (tav_event_get_param_bool (event, "final_table"))
    /* TRANSLATORS: e.g. "26 players: 3 rounds at tables of 4 4 4 4 4 3 3, then a final table of 4" */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%u players: %u round at tables of %s, then a final table of %u",
                                         "%u players: %u rounds at tables of %s, then a final table of %u",
                                         rounds),
                            n, rounds, tables, MIN (tav_bgl_per_table (event), n));
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%u players: %u round at tables of %s",
                                       "%u players: %u rounds at tables of %s", rounds),
                          n, rounds, tables);
}

/* 2-player tables: whoever would meet an opponent again meets instead the
 * next player down the standings he has not met; failing that, the pair
 * stays as it was. */
static void
avoid_rematches (TavBglRecord *record,
                 GArray       *order)
{
  guint *p = (guint *) order->data;

  for (guint i = 0; i + 1 < order->len; i += 2)
    {
      gboolean met = FALSE;

      for (guint k = 0; k < record->opponents[p[i]]->len && !met; k++)
        met = g_array_index (record->opponents[p[i]], guint, k) == p[i + 1];
      if (!met)
        continue;
      for (guint j = i + 2; j < order->len; j++)
        {
          gboolean met_j = FALSE;

          for (guint k = 0; k < record->opponents[p[i]]->len && !met_j; k++)
            met_j = g_array_index (record->opponents[p[i]], guint, k) == p[j];
          if (!met_j)
            {
              /* He moves up next to the first; the others keep their order. */
              guint moved = p[j];

              memmove (&p[i + 2], &p[i + 1], (j - i - 1) * sizeof (guint));
              p[i + 1] = moved;
              break;
            }
        }
    }
}

static GPtrArray *
fill_tables (TavEvent *event,
             GArray   *order,
             GArray   *sizes)
{
  GPtrArray *tables = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  guint next = 0;

  for (guint t = 0; t < sizes->len; t++)
    {
      GPtrArray *seats = g_ptr_array_new ();

      for (guint s = 0; s < g_array_index (sizes, guint, t); s++)
        g_ptr_array_add (seats, (gpointer) tav_player_get_id (tav_event_get_player (event, g_array_index (order, guint, next++))));
      g_ptr_array_add (tables, seats);
    }
  return tables;
}


static gboolean tav_bgl_build_finals (TavRuleset  *ruleset,
                                      TavEvent    *event,
                                      GError     **error);

/* The seating of round @number: its tables as arrays of player ids, in
 * seat (turn) order. */
static GPtrArray *
seat_round (TavEvent  *event,
            guint      number,
            guint      salt,
            GError   **error)
{
  g_autoptr(TavBglRecord) record = tav_bgl_record_new (event, number - 1);
  g_autoptr(GArray) order = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) sizes = NULL;
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();
  g_autofree guint64 *lots = g_new0 (guint64, record->n);
  TavBglPairing pairing = tav_bgl_pairing (event);
  GPtrArray *tables = NULL;
  SortData data = { record, TRUE, lots };

  if (!check_sizes (event, count_seated (event), &sizes, error) ||
      !tav_bgl_check_teams (event, count_seated (event), error))
    return NULL;

  for (guint i = 0; i < record->n; i++)
    {
      TavPlayer *player = tav_event_get_player (event, i);

      /* Round 1 is random; later the lots only break full ties. A new
       * salt for each re-draw of the same round. */
      lots[i] = tav_bgl_player_lot (event, tav_player_get_id (player), ((guint64) number << 32) | salt);
      if (tav_bgl_is_seated (player))
        g_array_append_val (order, i);
    }
  if (number == 1)
    {
      TavRandom random;

      tav_random_init (&random, tav_random_derive (tav_event_get_seed (event), "bgl-draw", 1, salt));
      tav_random_shuffle (&random, order->data, order->len, sizeof (guint));
    }
  else
    g_array_sort_with_data (order, compare_positions, &data);

  if (tav_bgl_per_table (event) == 2 && pairing == TAV_BGL_PAIRING_FREE && number > 1)
    avoid_rematches (record, order);

  for (guint i = 0; i < order->len; i++)
    g_ptr_array_add (ids, (gpointer) tav_player_get_id (tav_event_get_player (event, g_array_index (order, guint, i))));

  switch (pairing)
    {
    case TAV_BGL_PAIRING_UNITED:
      if (!tav_bgl_seat_united (event, record, ids, number == 1,
                                tav_random_derive (tav_event_get_seed (event), "bgl-teams", number, salt),
                                &tables, error))
        return NULL;
      break;
    case TAV_BGL_PAIRING_DIVIDED:
      if (!tav_bgl_seat_divided (event, ids, sizes, &tables, error))
        return NULL;
      break;
    case TAV_BGL_PAIRING_FREE:
    default:
      tables = fill_tables (event, order, sizes);
      break;
    }
  return tables;
}

static gboolean
tav_bgl_draw_round (TavRuleset  *ruleset,
                    TavEvent    *event,
                    gboolean     redraw,
                    GError     **error)
{
  TavStage *stage = tav_event_find_stage (event, TAV_BGL_ROUNDS);
  TavStage *final = tav_event_find_stage (event, TAV_BGL_FINAL);
  g_autoptr(GPtrArray) tables = NULL;
  g_autoptr(GPtrArray) seat_lists = NULL;
  g_autoptr(TavRound) round = NULL;
  guint number, salt = 0;

  if (final)
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
                   redraw ? _("The final table is seated from the standings: it is not drawn again") :
                   _("The final table is the last game of the tournament: nothing more to draw"));
      return FALSE;
    }
  if (stage == NULL)
    {
      if (!tav_bgl_check_players (ruleset, event, error))
        return FALSE;
      number = 1;
    }
  else if (redraw)
    {
      TavRound *last = tav_stage_get_last_round (stage);

      number = tav_round_get_number (last);
      salt = tav_round_get_plan_salt (last) + 1;
    }
  else
    {
      if (!tav_ruleset_check_complete (stage, error))
        return FALSE;
      number = tav_stage_get_n_rounds (stage) + 1;
      if (number > tav_stage_get_planned_rounds (stage))
        {
          if (tav_event_get_param_bool (event, "final_table"))
            return tav_bgl_build_finals (ruleset, event, error);
          g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
                       _("All %u rounds are drawn and there is no final table: the standings are final once every table has its result"),
                       tav_stage_get_planned_rounds (stage));
          return FALSE;
        }
    }

  /* Everything is computed before the event changes. */
  if (redraw && stage)
    {
      /* The seating of a re-drawn round must not see that round itself. */
      g_autoptr(TavRound) kept = g_object_ref (tav_stage_get_last_round (stage));

      tav_stage_remove_last_round (stage);
      tables = seat_round (event, number, salt, error);
      if (tables == NULL)
        {
          tav_stage_add_round (stage, kept);
          return FALSE;
        }
    }
  else if (!(tables = seat_round (event, number, salt, error)))
    return FALSE;

  if (stage == NULL)
    {
      g_autoptr(TavStage) created = tav_stage_new (TAV_BGL_ROUNDS, TAV_STAGE_TABLES);

      tav_stage_set_name (created, N_("Elimination rounds"));
      tav_stage_set_planned_rounds (created, planned_rounds (event));
      tav_event_add_stage (event, created);
      stage = created;
    }

  /* No stored name: "Round 2" is shown in the reader's language. */
  round = tav_round_new (number);
  tav_round_set_plan (round, 0, salt);
  seat_lists = g_ptr_array_new ();
  for (guint t = 0; t < tables->len; t++)
    {
      GPtrArray *seats = tables->pdata[t];

      g_ptr_array_add (seats, NULL);
      g_ptr_array_add (seat_lists, seats->pdata);
    }
  tav_draw_add_tables (event, round, seat_lists);
  tav_stage_add_round (stage, round);
  return TRUE;
}

/* ---- The final table ------------------------------------------------------ */

static gboolean
tav_bgl_build_finals (TavRuleset  *ruleset,
                      TavEvent    *event,
                      GError     **error)
{
  TavStage *stage = tav_event_find_stage (event, TAV_BGL_ROUNDS);
  g_autoptr(TavBglRecord) record = NULL;
  g_autoptr(GArray) order = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GPtrArray) seats = g_ptr_array_new ();
  g_autoptr(TavStage) final = NULL;
  g_autoptr(TavRound) round = NULL;
  g_autoptr(GPtrArray) seat_lists = g_ptr_array_new ();
  guint k = tav_bgl_per_table (event);
  SortData data;

  if (!tav_event_get_param_bool (event, "final_table"))
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
                   _("This tournament has no final table: the standings after the last round are final"));
      return FALSE;
    }
  if (tav_event_find_stage (event, TAV_BGL_FINAL))
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
                   _("The final table is already seated"));
      return FALSE;
    }
  if (stage == NULL || !tav_stage_is_complete (stage))
    {
      guint planned = stage ? tav_stage_get_planned_rounds (stage) : planned_rounds (event);
      guint played = 0;

      for (guint r = 1; stage && r <= tav_stage_get_n_rounds (stage); r++)
        played += tav_round_is_complete (tav_stage_get_round (stage, r));
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_STATE,
                   _("The final table is seated after the last round: %u of %u rounds have all their results"),
                   played, planned);
      return FALSE;
    }

  record = tav_bgl_record_new (event, tav_stage_get_n_rounds (stage));
  data = (SortData) { record, FALSE, record->lots };
  for (guint i = 0; i < record->n; i++)
    if (tav_bgl_is_seated (tav_event_get_player (event, i)))
      g_array_append_val (order, i);
  if (order->len < 2)
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
                   _("A final table needs at least 2 players still in the tournament"));
      return FALSE;
    }
  g_array_sort_with_data (order, compare_positions, &data);
  for (guint i = 0; i < MIN (k, order->len); i++)
    g_ptr_array_add (seats, (gpointer) tav_player_get_id (tav_event_get_player (event, g_array_index (order, guint, i))));
  g_ptr_array_add (seats, NULL);

  final = tav_stage_new (TAV_BGL_FINAL, TAV_STAGE_TABLES);
  tav_stage_set_name (final, N_("Final table"));
  tav_stage_set_planned_rounds (final, 1);
  round = tav_round_new (1);
  /* A msgid: shown in the reader's language, whoever created the file. */
  tav_round_set_name (round, N_("Final table"));
  /* Table 1, unless a finalist's table is fixed or must be accessible. */
  g_ptr_array_add (seat_lists, seats->pdata);
  tav_draw_add_tables (event, round, seat_lists);
  tav_stage_add_round (final, round);
  tav_event_add_stage (event, final);
  return TRUE;
}

/* ---- Checks of a drawn round --------------------------------------------- */

static GPtrArray *
tav_bgl_check_round (TavRuleset *ruleset,
                     TavEvent   *event,
                     TavStage   *stage,
                     TavRound   *round)
{
  GPtrArray *problems = g_ptr_array_new_with_free_func (g_free);
  gboolean final = g_strcmp0 (tav_stage_get_id (stage), TAV_BGL_FINAL) == 0;
  guint k = tav_bgl_per_table (event);

  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      guint n = tav_table_get_n_seats (table);

      if (!final && (n > k || n + 1 < k || (k == 2 && n != 2)))
        g_ptr_array_add (problems, g_strdup_printf (_("Table %u has %u players; tables of this tournament have %u, or one less"),
                                                    tav_table_get_number (table), n, k));
      for (guint s = 0; s < n && !tav_table_has_result (table); s++)
        {
          TavPlayer *player = tav_event_find_player (event, tav_table_get_seat (table, s));

          if (player && !tav_player_is_active (player))
            g_ptr_array_add (problems, g_strdup_printf (final ? _("Table %u: %s has left the tournament (%s); enter him as having left the game: he takes the last place")
                                                              : _("Table %u: %s has left the tournament (%s); draw the round again or enter him as having left the game"),
                                                        tav_table_get_number (table),
                                                        tav_player_get_name (player),
                                                        tav_player_status_get_label (tav_player_get_status (player))));
        }
      if (!final)
        {
          g_autoptr(GPtrArray) more = tav_bgl_check_team_table (event, table);

          for (guint i = 0; more && i < more->len; i++)
            g_ptr_array_add (problems, g_strdup (more->pdata[i]));
        }
    }
  return problems;
}

/* ---- Standings ----------------------------------------------------------- */

typedef struct
{
  TavBglRecord *record;
  TavEvent     *event;
  gboolean      final_done;
} RankData;

static gboolean
is_expelled (TavPlayer *player)
{
  TavPlayerStatus status = tav_player_get_status (player);

  return status == TAV_PLAYER_EJECTED || status == TAV_PLAYER_DISQUALIFIED;
}

static int
compare_rows (gconstpointer a,
              gconstpointer b,
              gpointer      user_data)
{
  RankData *data = user_data;
  TavPlayer *pa = tav_standings_row_get_player ((TavStandingsRow *) a);
  TavPlayer *pb = tav_standings_row_get_player ((TavStandingsRow *) b);
  int ia = tav_bgl_record_find (data->record, tav_player_get_id (pa));
  int ib = tav_bgl_record_find (data->record, tav_player_get_id (pb));
  const TavBglScore *sa = &data->record->scores[ia], *sb = &data->record->scores[ib];
  int cmp;

  /* Once the final is played it decides the top places. */
  if (data->final_done && (sa->final_position > 0) != (sb->final_position > 0))
    return sa->final_position > 0 ? -1 : 1;
  if (data->final_done && sa->final_position != sb->final_position)
    return sa->final_position < sb->final_position ? -1 : 1;
  if ((cmp = tav_bgl_compare_ranking (sa, sb)) != 0)
    return cmp;
  if (data->record->lots[ia] != data->record->lots[ib])
    return data->record->lots[ia] < data->record->lots[ib] ? -1 : 1;
  return ia - ib;
}

static char *
format_points (guint points)
{
  return g_strdup_printf ("%.2f", points / (double) TAV_BGL_UNIT);
}

static TavStandings *
tav_bgl_compute_standings (TavRuleset *ruleset,
                           TavEvent   *event)
{
  /* The team column only where players have teams: it is the last one. */
  guint n_columns = tav_bgl_teams (event) == TAV_BGL_TEAMS_FIXED ? N_COLUMNS : COL_TEAM;
  TavStandings *standings = tav_standings_new (columns, n_columns);
  TavStage *stage = tav_event_find_stage (event, TAV_BGL_ROUNDS);
  TavStage *final = tav_event_find_stage (event, TAV_BGL_FINAL);
  guint planned = planned_rounds (event), complete = (stage ? tav_stage_count_complete_rounds (stage) : 0);
  guint drawn = stage ? tav_stage_get_n_rounds (stage) : 0;
  /* Results entered in a round being played count at once. */
  g_autoptr(TavBglRecord) record = tav_bgl_record_new (event, drawn);
  gboolean final_done = final && tav_stage_is_complete (final);
  RankData data = { record, event, final_done };
  const TavBglScore *previous = NULL;
  guint rank = 0;
  g_autofree char *title = NULL;

  for (guint i = 0; i < record->n; i++)
    {
      TavPlayer *player = tav_event_get_player (event, i);
      g_autoptr(TavStandingsRow) row = tav_standings_row_new (player, n_columns);
      const TavBglScore *score = &record->scores[i];
      g_autofree char *final_text = NULL;

      tav_standings_row_set_value (row, COL_POINTS, score->points / (double) TAV_BGL_UNIT);
      tav_standings_row_set_value (row, COL_PBG, score->pbg);
      tav_standings_row_set_value (row, COL_PBA, score->pba / (double) TAV_BGL_UNIT);
      tav_standings_row_set_value (row, COL_GAMES, score->games);
      if (score->final_position > 0)
        {
          g_autofree char *points = format_points (score->final_points);

          /* TRANSLATORS: place and placement points at the final table, e.g. "1 · 100.00" */
          final_text = g_strdup_printf (_("%u · %s"), score->final_position, points);
        }
      tav_standings_row_set_value (row, COL_FINAL, tav_standings_add_text (standings, final_text ? final_text : ""));
      if (n_columns > COL_TEAM)
        tav_standings_row_set_value (row, COL_TEAM, tav_standings_add_text (standings, tav_player_get_team (player)));
      if (is_expelled (player))
        tav_standings_row_set_note (row, _("Expelled: loses any prize"));
      else if (!tav_player_is_active (player))
        tav_standings_row_set_note (row, tav_player_status_get_label (tav_player_get_status (player)));
      else if (tav_player_get_reserve (player))
        tav_standings_row_set_note (row, _("Reserve"));
      tav_standings_add_row (standings, row);
    }
  tav_standings_sort (standings, compare_rows, &data);

  for (guint i = 0; i < tav_standings_get_n_rows (standings); i++)
    {
      TavStandingsRow *row = tav_standings_get_row (standings, i);
      TavPlayer *player = tav_standings_row_get_player (row);
      const TavBglScore *score = &record->scores[tav_bgl_record_find (record, tav_player_get_id (player))];
      gboolean same;

      if (final_done && score->final_position > 0)
        same = previous && previous->final_position == score->final_position;
      else
        same = previous && (!final_done || previous->final_position == 0) &&
               tav_bgl_compare_ranking (previous, score) == 0;
      if (!same)
        rank = i + 1;
      /* An expelled player keeps his line, without a place or its prize
       * (the others keep theirs); a reserve who never played has none. */
      tav_standings_row_set_rank (row, is_expelled (player) ||
                                       (tav_player_get_reserve (player) && score->games == 0) ? 0 : rank);
      previous = score;
    }

  tav_standings_set_final (standings, final ? final_done :
                           (!tav_event_get_param_bool (event, "final_table") &&
                            stage && complete >= planned && planned > 0));
  if (tav_standings_get_final (standings))
    title = g_strdup (_("Final standings"));
  else if (final)
    title = g_strdup (_("Standings before the final table"));
  else
    title = tav_stage_progress_title (stage, _("Standings"), planned);
  tav_standings_set_title (standings, title);
  return standings;
}

static char *
tav_bgl_describe_player (TavRuleset *ruleset,
                         TavEvent   *event,
                         TavPlayer  *player)
{
  TavBglScore score;
  g_autofree char *points = NULL, *pba = NULL;

  tav_bgl_player_score (event, tav_player_get_id (player), G_MAXUINT, &score);
  points = format_points (score.points);
  pba = format_points ((guint) score.pba);
  /* TRANSLATORS: "Anna: 155.00 points, PBG 75.12, PBA 410.00 after 2 games" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %s points, PBG %.2f, PBA %s after %u game",
                                       "%s: %s points, PBG %.2f, PBA %s after %u games", score.games),
                          tav_player_get_name (player), points, score.pbg, pba, score.games);
}

static void
tav_bgl_player_left (TavRuleset *ruleset,
                     TavEvent   *event,
                     TavPlayer  *player)
{
  tav_bgl_team_player_left (event, player);
}

static TavStandings *
tav_bgl_team_standings (TavRuleset *ruleset,
                        TavEvent   *event)
{
  return tav_bgl_has_teams (event) ? tav_bgl_compute_team_standings (event, NULL) : NULL;
}

static gboolean
tav_bgl_has_fixed_teams (TavRuleset *ruleset,
                         TavEvent   *event)
{
  return tav_bgl_has_teams (event);
}

static void
tav_bgl_class_init (TavBglClass *klass)
{
  TavRulesetClass *ruleset_class = TAV_RULESET_CLASS (klass);

  ruleset_class->id = "bgl";
  /* "Se un giocatore viene espulso, perde il diritto a ricevere gli
   * eventuali premi": also one who withdrew first and is found out later. */
  ruleset_class->disqualify_left = TRUE;
  /* "verrà escluso dagli abbinamenti dei turni successivi" (3.12). */
  ruleset_class->no_reentry =
    N_("the rules (3.12) say a player who withdraws “is excluded from the pairings of the following rounds”");
  /* A late entry joins with no points for the rounds he missed. */
  ruleset_class->no_sit_out =
    N_("the rules (5.5) place a player missing from his table last at it, and disqualify him if he does not arrive before the game ends");
  ruleset_class->name = N_("Boardgame League (any game)");
  ruleset_class->description =
    N_("Any game at tables of 2 to 6: seating by standings, placement points with PBG and PBA tie-breakers, a final table, teams, and the league ranking across tournaments");
  ruleset_class->params = params;
  ruleset_class->n_params = G_N_ELEMENTS (params);
  ruleset_class->stages = stages;
  ruleset_class->n_stages = G_N_ELEMENTS (stages);
  ruleset_class->round_minutes = 90;
  /* Seats are in turn order: seat 1 plays the first turn. */
  ruleset_class->head_seat_label = N_("First to play");
  ruleset_class->check_players = tav_bgl_check_players;
  ruleset_class->describe_plan = tav_bgl_describe_plan;
  ruleset_class->draw_round = tav_bgl_draw_round;
  ruleset_class->check_round = tav_bgl_check_round;
  ruleset_class->compute_standings = tav_bgl_compute_standings;
  ruleset_class->build_finals = tav_bgl_build_finals;
  ruleset_class->describe_player = tav_bgl_describe_player;
  ruleset_class->player_left = tav_bgl_player_left;
  ruleset_class->compute_team_standings = tav_bgl_team_standings;
  ruleset_class->has_fixed_teams = tav_bgl_has_fixed_teams;
  ruleset_class->sheet_params = sheet_params;
  tav_bgl_result_class_init (ruleset_class);
  tav_bgl_season_class_init (ruleset_class);
}

static void
tav_bgl_init (TavBgl *self)
{
}
