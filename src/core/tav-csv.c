/* tav-csv.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-csv"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "tav-csv.h"
#include "tav-ejections.h"
#include "tav-penalty.h"
#include "tav-text.h"

/* RFC 4180, as `tavolo-cli … --format csv` and the app's exports write it:
 * the same columns from the same code. Numbers are C numbers whatever the
 * locale, with every digit that tells two values apart. */

/**
 * tav_csv_append_cell:
 * @line: the line being written
 * @cell: (nullable): the cell's text; %NULL is an empty cell
 * @first: whether it starts the line (no comma before it)
 *
 * Quotes the cell when it needs it; a text a spreadsheet would run as a
 * formula gets an apostrophe first.
 */
void
tav_csv_append_cell (GString    *line,
                     const char *cell,
                     gboolean    first)
{
  g_autofree char *field = NULL;

  if (!first)
    g_string_append_c (line, ',');
  if (cell == NULL)
    return;
  field = tav_text_csv_neutralise (cell);
  if (strpbrk (field, ",\"\r\n") == NULL && field[0] != ' ' &&
      (field[0] == '\0' || field[strlen (field) - 1] != ' '))
    {
      g_string_append (line, field);
      return;
    }
  g_string_append_c (line, '"');
  for (const char *p = field; *p; p++)
    {
      if (*p == '"')
        g_string_append_c (line, '"');
      g_string_append_c (line, *p);
    }
  g_string_append_c (line, '"');
}

/* Fifteen significant digits, the precision of a double: every decimal of
 * up to 15 digits (12345.71, 12345.67, 0.1) reads back as written, and a
 * computed figure loses only the noise of binary arithmetic (an SoS of
 * 100 × 0.64 is 64, not 63.99999999999999). */
char *
tav_csv_number (double value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  if (value == (double) (gint64) value && value > -1e15 && value < 1e15)
    return g_strdup_printf ("%" G_GINT64_FORMAT, (gint64) value);

  return g_strdup (g_ascii_formatd (buffer, sizeof buffer, "%.15g", value));
}

void
tav_csv_standings (GString      *out,
                   TavStandings *standings)
{
  guint n_rows = tav_standings_get_n_rows (standings);
  guint n_columns = tav_standings_get_n_columns (standings);

  g_string_append (out, "rank,id,name");
  for (guint c = 0; c < n_columns; c++)
    tav_csv_append_cell (out, tav_standings_get_column (standings, c)->id, FALSE);
  g_string_append (out, ",status,note\n");

  for (guint i = 0; i < n_rows; i++)
    {
      TavStandingsRow *row = tav_standings_get_row (standings, i);
      TavPlayer *player = tav_standings_row_get_player (row);
      g_autofree char *rank = g_strdup_printf ("%u", tav_standings_row_get_rank (row));

      tav_csv_append_cell (out, rank, TRUE);
      tav_csv_append_cell (out, tav_player_get_id (player), FALSE);
      tav_csv_append_cell (out, tav_player_get_name (player), FALSE);
      for (guint c = 0; c < n_columns; c++)
        {
          double number = tav_standings_row_get_value (row, c);
          g_autofree char *value = NULL;

          if (tav_standings_get_column (standings, c)->kind == TAV_COLUMN_TEXT)
            value = g_strdup (tav_standings_get_text (standings, number));
          else
            value = tav_csv_number (number);
          tav_csv_append_cell (out, value, FALSE);
        }
      tav_csv_append_cell (out, tav_player_status_to_string (tav_player_get_status (player)), FALSE);
      tav_csv_append_cell (out, tav_standings_row_get_note (row), FALSE);
      g_string_append_c (out, '\n');
    }
}

/* A team tournament adds each player's team and reserve mark at the end. */
/* The report as CSV: id,name,status,stage,round,reason,warnings. */
void
tav_csv_ejections (GString  *out,
                   TavEvent *event)
{
  g_autoptr(GPtrArray) list = tav_ejections_list (event);

  g_string_append (out, "id,name,status,stage,round,reason,warnings\n");
  for (guint i = 0; i < list->len; i++)
    {
      TavEjection *ejection = list->pdata[i];
      g_autofree char *round = g_strdup_printf ("%u", tav_ejections_round (ejection));
      g_autofree char *warnings = tav_ejections_join_warnings (event, ejection);

      tav_csv_append_cell (out, tav_player_get_id (ejection->player), TRUE);
      tav_csv_append_cell (out, tav_player_get_name (ejection->player), FALSE);
      tav_csv_append_cell (out, tav_player_status_to_string (tav_player_get_status (ejection->player)), FALSE);
      tav_csv_append_cell (out, ejection->removal ? tav_penalty_get_stage_id (ejection->removal) : "", FALSE);
      tav_csv_append_cell (out, round, FALSE);
      tav_csv_append_cell (out, ejection->reasons, FALSE);
      tav_csv_append_cell (out, warnings, FALSE);
      g_string_append_c (out, '\n');
    }
}

void
tav_csv_players (GString  *out,
                 TavEvent *event)
{
  guint n = tav_event_get_n_players (event);
  gboolean teams = FALSE, seats = FALSE;

  for (guint i = 0; i < n; i++)
    {
      TavPlayer *player = tav_event_get_player (event, i);

      teams = teams || tav_player_get_team (player)[0] != '\0';
      seats = seats || tav_player_get_fixed_table (player) > 0 || tav_player_get_needs_accessible (player);
    }

  /* The columns of teams and of seats only when a player has one. */
  g_string_append (out, "id,name,club,status,warnings");
  g_string_append (out, teams ? ",team,reserve" : "");
  g_string_append (out, seats ? ",table,accessible\n" : "\n");
  for (guint i = 0; i < n; i++)
    {
      TavPlayer *player = tav_event_get_player (event, i);
      const char *id = tav_player_get_id (player);
      g_autofree char *warnings =
        g_strdup_printf ("%u", tav_event_count_penalties (event, id, TAV_PENALTY_WARNING));

      tav_csv_append_cell (out, id, TRUE);
      tav_csv_append_cell (out, tav_player_get_name (player), FALSE);
      tav_csv_append_cell (out, tav_player_get_club (player), FALSE);
      tav_csv_append_cell (out, tav_player_status_to_string (tav_player_get_status (player)), FALSE);
      tav_csv_append_cell (out, warnings, FALSE);
      if (teams)
        {
          tav_csv_append_cell (out, tav_player_get_team (player), FALSE);
          tav_csv_append_cell (out, tav_player_get_reserve (player) ? "yes" : "", FALSE);
        }
      if (seats)
        {
          g_autofree char *table = tav_player_get_fixed_table (player)
                                     ? g_strdup_printf ("%u", tav_player_get_fixed_table (player))
                                     : g_strdup ("");

          tav_csv_append_cell (out, table, FALSE);
          tav_csv_append_cell (out, tav_player_get_needs_accessible (player) ? "yes" : "", FALSE);
        }
      g_string_append_c (out, '\n');
    }
}

/* A line per seated player of rounds @first to @last of @stage; a seat
 * not known yet (a match waiting for its winners) is left out. */
void
tav_csv_pairings (GString  *out,
                  TavEvent *event,
                  TavStage *stage,
                  guint     first,
                  guint     last)
{
  g_string_append (out, "stage,round,table,seat,id,name\n");

  for (guint r = first; r <= last; r++)
    {
      TavRound *round = tav_stage_get_round (stage, r);

      for (guint t = 0; round != NULL && t < tav_round_get_n_tables (round); t++)
        {
          TavTable *table = tav_round_get_table (round, t);

          for (guint s = 0; s < tav_table_get_n_seats (table); s++)
            {
              const char *id = tav_table_get_seat (table, s);
              TavPlayer *player = id && id[0] ? tav_event_find_player (event, id) : NULL;
              g_autofree char *number = g_strdup_printf ("%u", tav_table_get_number (table));
              g_autofree char *seat = g_strdup_printf ("%u", s + 1);
              g_autofree char *round_number = g_strdup_printf ("%u", r);

              if (id == NULL || id[0] == '\0')
                continue;
              tav_csv_append_cell (out, tav_stage_get_id (stage), TRUE);
              tav_csv_append_cell (out, round_number, FALSE);
              tav_csv_append_cell (out, number, FALSE);
              tav_csv_append_cell (out, seat, FALSE);
              tav_csv_append_cell (out, id, FALSE);
              tav_csv_append_cell (out, player ? tav_player_get_name (player) : id, FALSE);
              g_string_append_c (out, '\n');
            }
        }
    }
}

gboolean
tav_csv_kind_from_string (const char *text,
                          TavCsvKind *kind)
{
  static const char * const names[] = { "standings", "players", "pairings", "ejected" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_strcmp0 (text, names[i]) == 0)
      {
        *kind = (TavCsvKind) i;
        return TRUE;
      }
  return FALSE;
}

/**
 * tav_csv_export:
 * @bom: start with a UTF-8 byte order mark, by which spreadsheets (Excel,
 *   LibreOffice on Windows) know the file is UTF-8
 *
 * Returns: (transfer full): what `tavolo-cli standings`, `players … list`
 *   `show` and `ejected` write with `--format csv`; the pairings are those of the
 *   current stage's last round (every round of a bracket)
 */
char *
tav_csv_export (TavEvent   *event,
                TavCsvKind  kind,
                gboolean    bom)
{
  g_autoptr(GString) out = g_string_new (bom ? "\xEF\xBB\xBF" : "");

  g_return_val_if_fail (TAV_IS_EVENT (event), NULL);

  switch (kind)
    {
    case TAV_CSV_STANDINGS:
      {
        g_autoptr(TavStandings) standings = tav_event_compute_standings (event);

        tav_csv_standings (out, standings);
      }
      break;

    case TAV_CSV_PLAYERS:
      tav_csv_players (out, event);
      break;

    case TAV_CSV_EJECTED:
      tav_csv_ejections (out, event);
      break;

    case TAV_CSV_PAIRINGS:
      {
        TavStage *stage = tav_event_get_current_stage (event);
        guint last = stage ? tav_stage_get_n_rounds (stage) : 0;

        if (stage == NULL || last == 0)
          g_string_append (out, "stage,round,table,seat,id,name\n");
        else
          tav_csv_pairings (out, event, stage,
                            tav_stage_get_kind (stage) == TAV_STAGE_BRACKET ? 1 : last, last);
      }
      break;

    default:
      g_return_val_if_reached (NULL);
    }

  return g_string_free (g_steal_pointer (&out), FALSE);
}
