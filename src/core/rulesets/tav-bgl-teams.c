/* tav-bgl-teams.c — Boardgame League team tournaments
 *
 * Fixed teams are registered with their members (and maybe a reserve);
 * variable teams are the two halves of each table, in standings order.
 * Fixed teams are seated united (a team's players together, against
 * another team's), divided (teammates at different tables) or freely by
 * standings. A member who leaves is replaced by the reserve, or the whole
 * team withdraws.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-bgl"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tav-bgl-private.h"
#include "tav-event-private.h"
#include "tav-random.h"

/* How many of a team's members are being seated, by team name. */
static GHashTable *
count_members (TavEvent *event,
               gboolean  reserves)
{
  GHashTable *counts = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < tav_event_get_n_players (event); i++)
    {
      TavPlayer *player = tav_event_get_player (event, i);
      const char *team = tav_player_get_team (player);
      gboolean counted = reserves ? tav_player_is_active (player) && tav_player_get_reserve (player)
                                  : tav_bgl_is_seated (player);

      if (counted && team[0])
        g_hash_table_insert (counts, (gpointer) team,
                             GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (counts, team)) + 1));
    }
  return counts;
}

gboolean
tav_bgl_check_teams (TavEvent  *event,
                     guint      n_seated,
                     GError   **error)
{
  TavBglTeams teams = tav_bgl_teams (event);
  TavBglPairing pairing = tav_bgl_pairing (event);
  guint k = tav_bgl_per_table (event);
  guint size = (guint) tav_event_get_param_int (event, "team_size");
  g_autoptr(GHashTable) members = NULL;
  g_autoptr(GHashTable) reserves = NULL;
  GHashTableIter iter;
  gpointer key, value;
  guint n_tables = (n_seated + k - 1) / k, largest = 0;

  if (teams == TAV_BGL_TEAMS_NONE)
    return TRUE;
  if (teams == TAV_BGL_TEAMS_VARIABLE)
    {
      if (k % 2 != 0 || n_seated % k != 0)
        {
          g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
                       _("Variable teams are the two halves of every table: they need an even number of players per table and full tables (%u players at tables of %u)"),
                       n_seated, k);
          return FALSE;
        }
      return TRUE;
    }

  if (tav_bgl_winners_losers (event) && pairing != TAV_BGL_PAIRING_UNITED)
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
                   _("Winners and losers scoring needs two teams at every table: seat the fixed teams united"));
      return FALSE;
    }
  for (guint i = 0; i < tav_event_get_n_players (event); i++)
    {
      TavPlayer *player = tav_event_get_player (event, i);

      if (tav_player_is_active (player) && tav_player_get_team (player)[0] == '\0')
        {
          g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
                       _("%s has no team: every player of a fixed-team tournament registers with his team"),
                       tav_player_get_name (player));
          return FALSE;
        }
    }

  members = count_members (event, FALSE);
  reserves = count_members (event, TRUE);
  g_hash_table_iter_init (&iter, members);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      if (GPOINTER_TO_UINT (value) != size)
        {
          g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
                       g_dngettext (GETTEXT_PACKAGE,
                                    "Team “%s” has %u player; teams of this tournament have %u (a reserve not counted)",
                                    "Team “%s” has %u players; teams of this tournament have %u (a reserve not counted)",
                                    GPOINTER_TO_UINT (value)),
                       (const char *) key, GPOINTER_TO_UINT (value), size);
          return FALSE;
        }
      largest = MAX (largest, GPOINTER_TO_UINT (value));
    }
  g_hash_table_iter_init (&iter, reserves);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (GPOINTER_TO_UINT (value) > 1)
      {
        g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
                     _("Team “%s” has %u reserves; a team registers at most one"),
                     (const char *) key, GPOINTER_TO_UINT (value));
        return FALSE;
      }

  if (pairing == TAV_BGL_PAIRING_UNITED)
    {
      guint half = k / 2;

      if (k % 2 != 0 || size % half != 0 || n_seated % k != 0)
        {
          g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
                       _("United teams play %u against %u at tables of %u: that needs an even number of players per table, teams a multiple of half a table and full tables (teams of %u, %u players)"),
                       half, half, k, size, n_seated);
          return FALSE;
        }
      if (g_hash_table_size (members) < 2)
        {
          g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
                       _("United teams need at least two teams to play against each other"));
          return FALSE;
        }
      /* Each group must find a group of another team. */
      if (largest / half > (n_seated / half) / 2)
        {
          g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
                       _("A team of %u is more than half of the %u players: it cannot always play another team"),
                       largest, n_seated);
          return FALSE;
        }
    }
  else if (pairing == TAV_BGL_PAIRING_DIVIDED && largest > n_tables)
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
                   _("Teammates play at different tables, but a team has %u players and there are %u tables"),
                   largest, n_tables);
      return FALSE;
    }
  return TRUE;
}

static const char *
team_of (TavEvent   *event,
         const char *id)
{
  TavPlayer *player = tav_event_find_player (event, id);

  return player ? tav_player_get_team (player) : "";
}

static guint
count_team (TavEvent   *event,
            GPtrArray  *seats,
            const char *team,
            const char *except)
{
  guint n = 0;

  for (guint s = 0; s < seats->len; s++)
    if (seats->pdata[s] != except && g_strcmp0 (team_of (event, seats->pdata[s]), team) == 0)
      n++;
  return n;
}

/* Divided: tables filled in standings order, each time with the first
 * player down the order whose team is not at the table yet; what the
 * last tables cannot avoid is undone by swaps with earlier tables. */
gboolean
tav_bgl_seat_divided (TavEvent   *event,
                      GPtrArray  *order,
                      GArray     *sizes,
                      GPtrArray **tables,
                      GError    **error)
{
  g_autoptr(GPtrArray) result = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  g_autoptr(GPtrArray) remaining = g_ptr_array_copy (order, NULL, NULL);
  gboolean changed = TRUE;

  for (guint t = 0; t < sizes->len; t++)
    {
      GPtrArray *seats = g_ptr_array_new ();

      for (guint s = 0; s < g_array_index (sizes, guint, t); s++)
        {
          guint pick = 0;

          for (guint i = 0; i < remaining->len; i++)
            if (count_team (event, seats, team_of (event, remaining->pdata[i]), NULL) == 0)
              {
                pick = i;
                break;
              }
          g_ptr_array_add (seats, g_ptr_array_steal_index (remaining, pick));
        }
      g_ptr_array_add (result, seats);
    }

  for (guint pass = 0; changed && pass < 64; pass++)
    {
      changed = FALSE;
      for (guint t = 0; t < result->len; t++)
        {
          GPtrArray *table = result->pdata[t];

          for (guint s = 0; s < table->len; s++)
            {
              const char *x = table->pdata[s];
              const char *team_x = team_of (event, x);

              if (count_team (event, table, team_x, x) == 0)
                continue;
              for (guint u = 0; u < result->len && !changed; u++)
                {
                  GPtrArray *other = result->pdata[u];

                  if (u == t || count_team (event, other, team_x, NULL) > 0)
                    continue;
                  for (guint o = 0; o < other->len; o++)
                    {
                      const char *y = other->pdata[o];

                      if (count_team (event, table, team_of (event, y), x) == 0 &&
                          count_team (event, other, team_of (event, y), y) == 0)
                        {
                          table->pdata[s] = (gpointer) y;
                          other->pdata[o] = (gpointer) x;
                          changed = TRUE;
                          break;
                        }
                    }
                }
            }
        }
    }

  for (guint t = 0; t < result->len; t++)
    {
      GPtrArray *table = result->pdata[t];

      for (guint s = 0; s < table->len; s++)
        if (count_team (event, table, team_of (event, table->pdata[s]), table->pdata[s]) > 0)
          {
            g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
                         _("The teammates of team “%s” cannot all be seated at different tables"),
                         team_of (event, table->pdata[s]));
            return FALSE;
          }
    }
  *tables = g_steal_pointer (&result);
  return TRUE;
}

/* ---- United --------------------------------------------------------------- */

typedef struct
{
  char        *name;
  guint        points;
  guint64      pba;
  double       pbg;
  guint64      lot;
  GPtrArray   *members;  /* ids, in standings order */
} Team;

static void
team_free (Team *team)
{
  g_free (team->name);
  g_ptr_array_unref (team->members);
  g_free (team);
}

static int
compare_teams (gconstpointer a,
               gconstpointer b,
               gpointer      user_data)
{
  const Team *ta = *(Team * const *) a, *tb = *(Team * const *) b;
  gboolean first_round = GPOINTER_TO_INT (user_data);

  if (!first_round)
    {
      if (ta->points != tb->points)
        return ta->points > tb->points ? -1 : 1;
      if (ta->pba != tb->pba)
        return ta->pba < tb->pba ? -1 : 1;
      if (ta->pbg > tb->pbg + 1e-6 || tb->pbg > ta->pbg + 1e-6)
        return ta->pbg > tb->pbg ? -1 : 1;
    }
  if (ta->lot != tb->lot)
    return ta->lot < tb->lot ? -1 : 1;
  return g_strcmp0 (ta->name, tb->name);
}

typedef struct
{
  GPtrArray  *groups;     /* Team * per group of half a table */
  int        *partner;
  guint       budget;
  GHashTable *met;        /* "team\x1fteam" of the teams that met before */
} Pairing;

static char *
pair_key (const char *a,
          const char *b)
{
  return g_strcmp0 (a, b) < 0 ? g_strconcat (a, "\x1f", b, NULL) : g_strconcat (b, "\x1f", a, NULL);
}

static gboolean
have_met (Pairing *p,
          Team    *a,
          Team    *b)
{
  g_autofree char *key = pair_key (a->name, b->name);

  return g_hash_table_contains (p->met, key);
}

static gboolean
pair_groups (Pairing *p)
{
  int first = -1;

  for (guint i = 0; i < p->groups->len; i++)
    if (p->partner[i] < 0)
      {
        first = (int) i;
        break;
      }
  if (first < 0)
    return TRUE;
  /* The next group down of another team, one that has not met this team
   * yet if there is one. */
  for (guint pass = 0; pass < 2; pass++)
    for (guint j = (guint) first + 1; j < p->groups->len; j++)
      {
        if (p->partner[j] >= 0 || p->groups->pdata[j] == p->groups->pdata[first] ||
            have_met (p, p->groups->pdata[first], p->groups->pdata[j]) != (pass == 1))
          continue;
        if (p->budget == 0)
          return FALSE;
        p->budget--;
        p->partner[first] = (int) j;
        p->partner[j] = first;
        if (pair_groups (p))
          return TRUE;
        p->partner[first] = p->partner[j] = -1;
      }
  return FALSE;
}

/* United: each team, in team standings order, splits into groups of half a
 * table (its best players first); each group meets the next group of
 * another team. */
gboolean
tav_bgl_seat_united (TavEvent      *event,
                     TavBglRecord  *record,
                     GPtrArray     *order,
                     gboolean       first_round,
                     guint64        lot_seed,
                     GPtrArray    **tables,
                     GError       **error)
{
  g_autoptr(GHashTable) by_name = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GPtrArray) teams = g_ptr_array_new_with_free_func ((GDestroyNotify) team_free);
  g_autoptr(GPtrArray) groups = g_ptr_array_new ();
  g_autoptr(GArray) starts = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree int *partner = NULL;
  GPtrArray *result;
  guint half = tav_bgl_per_table (event) / 2;
  Pairing pairing;

  for (guint i = 0; i < order->len; i++)
    {
      const char *team_name = team_of (event, order->pdata[i]);
      Team *team = g_hash_table_lookup (by_name, team_name);
      int p = tav_bgl_record_find (record, order->pdata[i]);

      if (team == NULL)
        {
          team = g_new0 (Team, 1);
          team->name = g_strdup (team_name);
          team->members = g_ptr_array_new ();
          team->lot = tav_random_derive (lot_seed, "bgl-team", g_str_hash (team_name), 0);
          g_hash_table_insert (by_name, team->name, team);
          g_ptr_array_add (teams, team);
        }
      g_ptr_array_add (team->members, order->pdata[i]);
      if (p >= 0)
        {
          team->points += record->scores[p].points;
          team->pba += record->scores[p].pba;
          team->pbg += record->scores[p].pbg;
        }
    }
  g_ptr_array_sort_with_data (teams, compare_teams, GINT_TO_POINTER (first_round));

  for (guint t = 0; t < teams->len; t++)
    {
      Team *team = teams->pdata[t];

      for (guint m = 0; m < team->members->len; m += half)
        {
          g_ptr_array_add (groups, team);
          g_array_append_val (starts, m);
        }
    }
  partner = g_new (int, groups->len);
  for (guint i = 0; i < groups->len; i++)
    partner[i] = -1;
  pairing = (Pairing) { groups, partner, 1000000,
                       g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL) };
  {
    TavStage *stage = tav_event_find_stage (event, TAV_BGL_ROUNDS);

    for (guint r = 1; stage && r <= tav_stage_get_n_rounds (stage); r++)
      {
        TavRound *round = tav_stage_get_round (stage, r);

        for (guint t = 0; t < tav_round_get_n_tables (round); t++)
          {
            TavTable *table = tav_round_get_table (round, t);

            for (guint a = 0; a < tav_table_get_n_seats (table); a++)
              for (guint b = a + 1; b < tav_table_get_n_seats (table); b++)
                {
                  const char *ta = team_of (event, tav_table_get_seat (table, a));
                  const char *tb = team_of (event, tav_table_get_seat (table, b));

                  if (g_strcmp0 (ta, tb) != 0)
                    g_hash_table_add (pairing.met, pair_key (ta, tb));
                }
          }
      }
  }
  if (!pair_groups (&pairing))
    {
      g_hash_table_unref (pairing.met);
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_PLAYERS,
                   _("The teams cannot all be seated against another team"));
      return FALSE;
    }

  g_hash_table_unref (pairing.met);
  result = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  for (guint i = 0; i < groups->len; i++)
    {
      GPtrArray *seats;

      if (partner[i] < (int) i)
        continue;
      seats = g_ptr_array_new ();
      for (guint side = 0; side < 2; side++)
        {
          guint g = side == 0 ? i : (guint) partner[i];
          Team *team = groups->pdata[g];
          guint start = g_array_index (starts, guint, g);

          for (guint m = start; m < start + half && m < team->members->len; m++)
            g_ptr_array_add (seats, team->members->pdata[m]);
        }
      g_ptr_array_add (result, seats);
    }
  *tables = result;
  return TRUE;
}

/* ---- Leaving ---------------------------------------------------------------- */

/* A fixed team's member who leaves is replaced by the team's reserve, also
 * at a table of the current round not played yet; without a reserve the
 * whole team withdraws. An expelled member has the whole team expelled
 * (5.1.3). The final table is played by players, not teams. */
void
tav_bgl_team_player_left (TavEvent  *event,
                          TavPlayer *player)
{
  const char *team = tav_player_get_team (player);
  TavPlayerStatus status = tav_player_get_status (player);
  gboolean expelled = status == TAV_PLAYER_EJECTED || status == TAV_PLAYER_DISQUALIFIED;
  TavStage *stage = tav_event_get_current_stage (event);
  TavPlayer *reserve = NULL;

  if (tav_bgl_teams (event) != TAV_BGL_TEAMS_FIXED || team[0] == '\0' ||
      (stage && g_strcmp0 (tav_stage_get_id (stage), TAV_BGL_ROUNDS) != 0) ||
      (tav_player_get_reserve (player) && !expelled))
    return;

  for (guint i = 0; i < tav_event_get_n_players (event) && reserve == NULL && !expelled; i++)
    {
      TavPlayer *other = tav_event_get_player (event, i);

      if (tav_player_is_active (other) && tav_player_get_reserve (other) &&
          g_strcmp0 (tav_player_get_team (other), team) == 0)
        reserve = other;
    }

  if (reserve)
    {
      TavRound *round = stage ? tav_stage_get_last_round (stage) : NULL;
      guint seat = 0;
      TavTable *table = round ? tav_round_find_player (round, tav_player_get_id (player), &seat) : NULL;

      tav_player_set_reserve (reserve, FALSE);
      if (table && !tav_table_has_result (table))
        {
          /* Copies: setting a table's seats frees the old ones. */
          g_autoptr(GPtrArray) seats = g_ptr_array_new_with_free_func (g_free);

          for (guint s = 0; s < tav_table_get_n_seats (table); s++)
            g_ptr_array_add (seats, g_strdup (s == seat ? tav_player_get_id (reserve)
                                                        : tav_table_get_seat (table, s)));
          g_ptr_array_add (seats, NULL);
          tav_table_set_seats (table, (const char * const *) seats->pdata);
        }
      return;
    }

  for (guint i = 0; i < tav_event_get_n_players (event); i++)
    {
      TavPlayer *other = tav_event_get_player (event, i);

      if (other != player && tav_player_is_active (other) &&
          g_strcmp0 (tav_player_get_team (other), team) == 0)
        {
          tav_player_set_left_round (other, tav_player_get_left_round (player));
          tav_player_set_status (other, expelled ? status : TAV_PLAYER_WITHDRAWN);
          if (tav_player_get_note (other)[0] == '\0')
            tav_player_set_note (other, expelled ? _("The team was expelled") : _("The team withdrew"));
        }
    }
}

/* What a seating by hand can break in a team tournament. */
GPtrArray *
tav_bgl_check_team_table (TavEvent *event,
                          TavTable *table)
{
  TavBglPairing pairing = tav_bgl_pairing (event);
  g_autoptr(GHashTable) counts = NULL;
  GPtrArray *problems = NULL;
  guint n = tav_table_get_n_seats (table);

  if (tav_bgl_teams (event) != TAV_BGL_TEAMS_FIXED || pairing == TAV_BGL_PAIRING_FREE)
    return NULL;
  counts = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint s = 0; s < n; s++)
    {
      const char *team = team_of (event, tav_table_get_seat (table, s));

      g_hash_table_insert (counts, (gpointer) team,
                           GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (counts, team)) + 1));
    }
  problems = g_ptr_array_new_with_free_func (g_free);
  if (pairing == TAV_BGL_PAIRING_DIVIDED && g_hash_table_size (counts) < n)
    g_ptr_array_add (problems, g_strdup_printf (_("Table %u seats teammates together; teams of this tournament play divided"),
                                                tav_table_get_number (table)));
  if (pairing == TAV_BGL_PAIRING_UNITED)
    {
      GHashTableIter iter;
      gpointer value;
      gboolean halves = g_hash_table_size (counts) == 2;

      g_hash_table_iter_init (&iter, counts);
      while (halves && g_hash_table_iter_next (&iter, NULL, &value))
        halves = GPOINTER_TO_UINT (value) * 2 == n;
      if (!halves)
        g_ptr_array_add (problems, g_strdup_printf (_("Table %u is not two teams of %u against each other"),
                                                    tav_table_get_number (table), n / 2));
    }
  return problems;
}

/* ---- Team standings --------------------------------------------------------- */

enum {
  TEAM_POINTS,
  TEAM_PBG,
  TEAM_PBA,
  TEAM_MEMBERS,
  N_TEAM_COLUMNS
};

static const TavColumn team_columns[N_TEAM_COLUMNS] = {
  { "points", N_("Points"), TAV_COLUMN_DECIMAL },
  { "pbg", N_("PBG"), TAV_COLUMN_DECIMAL },
  { "pba", N_("PBA"), TAV_COLUMN_DECIMAL },
  /* TRANSLATORS: the players of a team */
  { "members", N_("Members"), TAV_COLUMN_TEXT },
};

static int
compare_team_rows (gconstpointer a,
                   gconstpointer b,
                   gpointer      user_data)
{
  TavStandingsRow *ra = (TavStandingsRow *) a, *rb = (TavStandingsRow *) b;

  for (guint c = TEAM_POINTS; c <= TEAM_PBA; c++)
    {
      double va = tav_standings_row_get_value (ra, c), vb = tav_standings_row_get_value (rb, c);

      if (va > vb + 1e-6 || vb > va + 1e-6)
        return va > vb ? -1 : 1;
    }
  return g_utf8_collate (tav_player_get_name (tav_standings_row_get_player (ra)),
                         tav_player_get_name (tav_standings_row_get_player (rb)));
}

/* Fixed teams ranked by the sum of their players' points (a reserve's
 * too, once he played), then of their PBG and PBA. */
TavStandings *
tav_bgl_compute_team_standings (TavEvent  *event,
                                GError   **error)
{
  TavStandings *standings;
  TavStage *stage = tav_event_find_stage (event, TAV_BGL_ROUNDS);
  g_autoptr(TavBglRecord) record = NULL;
  g_autoptr(GHashTable) rows = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) members = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                                          (GDestroyNotify) g_ptr_array_unref);
  g_autoptr(GHashTable) active = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) expelled = g_hash_table_new (g_str_hash, g_str_equal);
  guint complete = 0, planned = stage ? tav_stage_get_planned_rounds (stage) : 0, rank = 0;
  g_autofree char *title = NULL;

  if (!tav_bgl_has_teams (event))
    {
      g_set_error (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_UNSUPPORTED,
                   _("This tournament has no fixed teams: there are no team standings"));
      return NULL;
    }
  complete = stage ? tav_stage_count_complete_rounds (stage) : 0;
  record = tav_bgl_record_new (event, complete);
  standings = tav_standings_new (team_columns, N_TEAM_COLUMNS);

  for (guint i = 0; i < record->n; i++)
    {
      TavPlayer *player = tav_event_get_player (event, i);
      const char *team = tav_player_get_team (player);
      TavStandingsRow *row;
      GPtrArray *names;

      if (team[0] == '\0')
        continue;
      row = g_hash_table_lookup (rows, team);
      if (row == NULL)
        {
          g_autofree char *id = g_strdup_printf ("team:%s", team);
          g_autoptr(TavPlayer) team_player = tav_player_new (id, team);

          row = tav_standings_row_new (team_player, N_TEAM_COLUMNS);
          g_hash_table_insert (rows, (gpointer) team, row);
          g_hash_table_insert (members, (gpointer) team, g_ptr_array_new ());
        }
      names = g_hash_table_lookup (members, team);
      g_ptr_array_add (names, (gpointer) tav_player_get_name (player));
      if (tav_player_is_active (player))
        g_hash_table_add (active, (gpointer) team);
      if (tav_player_get_status (player) == TAV_PLAYER_EJECTED ||
          tav_player_get_status (player) == TAV_PLAYER_DISQUALIFIED)
        g_hash_table_add (expelled, (gpointer) team);
      tav_standings_row_set_value (row, TEAM_POINTS, tav_standings_row_get_value (row, TEAM_POINTS) +
                                   record->scores[i].points / (double) TAV_BGL_UNIT);
      tav_standings_row_set_value (row, TEAM_PBG, tav_standings_row_get_value (row, TEAM_PBG) +
                                   record->scores[i].pbg);
      tav_standings_row_set_value (row, TEAM_PBA, tav_standings_row_get_value (row, TEAM_PBA) +
                                   record->scores[i].pba / (double) TAV_BGL_UNIT);
    }

  {
    GHashTableIter iter;
    gpointer key, value;

    g_hash_table_iter_init (&iter, rows);
    while (g_hash_table_iter_next (&iter, &key, &value))
      {
        GPtrArray *names = g_hash_table_lookup (members, key);
        g_autofree char *joined = NULL;

        g_ptr_array_add (names, NULL);
        joined = g_strjoinv (", ", (char **) names->pdata);
        tav_standings_row_set_value (value, TEAM_MEMBERS, tav_standings_add_text (standings, joined));
        if (g_hash_table_contains (expelled, key))
          tav_standings_row_set_note (value, _("The team was expelled"));
        else if (!g_hash_table_contains (active, key))
          tav_standings_row_set_note (value, _("The team withdrew"));
        tav_standings_add_row (standings, value);
        g_object_unref (value);
      }
  }
  tav_standings_sort (standings, compare_team_rows, NULL);
  for (guint i = 0; i < tav_standings_get_n_rows (standings); i++)
    {
      TavStandingsRow *row = tav_standings_get_row (standings, i);

      if (i == 0 || compare_team_rows (tav_standings_get_row (standings, i - 1), row, NULL) != 0)
        rank = i + 1;
      /* Equal figures share the rank: compare_team_rows ends on the name. */
      if (i > 0)
        {
          TavStandingsRow *before = tav_standings_get_row (standings, i - 1);
          gboolean equal = TRUE;

          for (guint c = TEAM_POINTS; c <= TEAM_PBA && equal; c++)
            equal = ABS (tav_standings_row_get_value (before, c) - tav_standings_row_get_value (row, c)) < 1e-6;
          if (equal && tav_standings_row_get_rank (before) > 0)
            rank = tav_standings_row_get_rank (before);
        }
      /* An expelled team, like its members, keeps its line without a rank. */
      tav_standings_row_set_rank (row, g_hash_table_contains (expelled,
                                                              tav_player_get_name (tav_standings_row_get_player (row))) ?
                                       0 : rank);
    }

  tav_standings_set_final (standings, planned > 0 && complete >= planned);
  if (tav_standings_get_final (standings))
    title = g_strdup (_("Final team standings"));
  else
    title = tav_stage_progress_title (stage, _("Team standings"), planned);
  tav_standings_set_title (standings, title);
  return standings;
}
