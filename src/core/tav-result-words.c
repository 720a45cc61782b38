/* tav-result-words.c
 *
 * What a table's result says, in the words a judge would use: the outcome
 * of a BANG! game ("Law wins"), the winner of a match and its score
 * ("Anna 2–1"), or who came first at a table scored per seat. It reads the
 * result through the fields the ruleset declares, so that any ruleset
 * built from the same kinds of fields is described too.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-result-words"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tav-result-words.h"
#include "tav-ruleset.h"

static const char *
player_name (TavEvent   *event,
             const char *id)
{
  TavPlayer *player = tav_event_find_player (event, id);

  return player != NULL ? tav_player_get_name (player) : id;
}

/* A match: its winner, with the score or how it was won. */
static char *
describe_winner (TavEvent           *event,
                 const TavFieldSpec *fields,
                 guint               n_fields,
                 JsonObject         *result)
{
  const char *name = player_name (event, tav_result_get_string (result, "winner"));
  const TavFieldSpec *score = tav_field_find (fields, n_fields, "score");
  const char *score_id = tav_result_get_string (result, "score");

  if (tav_field_find (fields, n_fields, "bye") && tav_result_get_bool (result, "bye"))
    /* Translators: the result of a player who had no opponent */
    return g_strdup_printf (_("%s: bye"), name);
  if (tav_field_find (fields, n_fields, "forfeit") && tav_result_get_bool (result, "forfeit"))
    /* Translators: the result of a match the loser forfeited */
    return g_strdup_printf (_("%s wins by forfeit"), name);
  if (score != NULL && score_id != NULL && tav_field_choice_label (score, score_id) != NULL)
    {
      /* The score's own words, up to a note in brackets: "2–1". */
      g_autofree char *label = g_strdup (tav_field_choice_label (score, score_id));
      char *bracket = strchr (label, '(');

      if (bracket != NULL)
        *bracket = '\0';
      g_strchomp (label);
      /* Translators: the winner of a match and its score, e.g. “Anna 2–1” */
      return g_strdup_printf (_("%s %s"), name, label);
    }
  /* Translators: the winner of a game or a match */
  return g_strdup_printf (_("%s wins"), name);
}

/* A table scored per seat: the first place (a "place" field, or else the
 * most points), and those tied with him. */
static char *
describe_first (TavEvent           *event,
                TavTable           *table,
                const TavFieldSpec *fields,
                guint               n_fields,
                JsonObject         *result)
{
  const char *score_id = tav_field_find (fields, n_fields, "vp") ? "vp" : "points";
  gboolean by_place = FALSE;
  guint n_seats = MIN (tav_result_get_n_seats (result), tav_table_get_n_seats (table));
  g_autoptr(GPtrArray) first = g_ptr_array_new ();
  gint64 best_place = G_MAXINT64, best_points = G_MININT64;

  for (guint s = 0; s < n_seats; s++)
    by_place |= tav_result_get_int (tav_result_get_seat (result, s), "place") > 0;

  for (guint s = 0; s < n_seats; s++)
    {
      JsonObject *seat = tav_result_get_seat (result, s);
      gint64 place = tav_result_get_int (seat, "place");
      gint64 points = tav_result_get_int (seat, score_id);
      gboolean better, equal;

      /* Who left the game or was moved last cannot be first. */
      if (tav_result_get_bool (seat, "last") || tav_result_get_bool (seat, "left") ||
          tav_result_get_int (seat, "left") > 0)
        continue;
      better = by_place ? place > 0 && place < best_place : points > best_points;
      equal = by_place ? place == best_place : points == best_points;
      if (better)
        {
          g_ptr_array_set_size (first, 0);
          best_place = place;
          best_points = points;
        }
      if (better || equal)
        g_ptr_array_add (first, (gpointer) player_name (event, tav_table_get_seat (table, s)));
    }

  if (first->len == 0)
    return NULL;
  if (first->len == 1)
    return g_strdup_printf (_("%s wins"), (const char *) first->pdata[0]);

  g_ptr_array_add (first, NULL);
  {
    g_autofree char *names = g_strjoinv (", ", (char **) first->pdata);

    /* Translators: players sharing the first place at a table, e.g. “Anna, Bruno tie” */
    return g_strdup_printf (_("%s tie"), names);
  }
}

/**
 * tav_result_describe:
 * @event: the event
 * @stage: the stage of @table's round
 * @table: a table
 *
 * Says who won at @table in a few words, e.g. “Law wins” or “Anna 2–1”.
 *
 * Returns: (transfer full) (nullable): the words, or %NULL when @table has
 *   no result
 */
char *
tav_result_describe (TavEvent *event,
                     TavStage *stage,
                     TavTable *table)
{
  g_return_val_if_fail (TAV_IS_TABLE (table), NULL);

  return tav_result_describe_result (event, stage, table, tav_table_get_result (table));
}

/**
 * tav_result_describe_result:
 * @event: the event
 * @stage: the stage of @table's round
 * @table: a table
 * @result: (nullable): a result for @table, entered or not
 *
 * The same words as tav_result_describe () for @result, such as a result
 * sent from the table and not entered yet.
 *
 * Returns: (transfer full) (nullable): the words, or %NULL without @result
 */
char *
tav_result_describe_result (TavEvent   *event,
                            TavStage   *stage,
                            TavTable   *table,
                            JsonObject *result)
{
  TavRuleset *ruleset;
  const TavFieldSpec *fields, *outcome;
  guint n_fields = 0;

  g_return_val_if_fail (TAV_IS_EVENT (event), NULL);
  g_return_val_if_fail (TAV_IS_STAGE (stage), NULL);
  g_return_val_if_fail (TAV_IS_TABLE (table), NULL);

  ruleset = tav_event_get_ruleset (event);
  if (ruleset == NULL || result == NULL)
    return NULL;

  fields = tav_ruleset_get_result_fields (ruleset, event, stage, &n_fields);
  outcome = tav_field_find (fields, n_fields, "outcome");
  if (outcome != NULL &&
      tav_field_choice_label (outcome, tav_result_get_string (result, "outcome")) != NULL)
    return g_strdup (tav_field_choice_label (outcome, tav_result_get_string (result, "outcome")));
  if (tav_field_find (fields, n_fields, "winner") && tav_result_get_string (result, "winner"))
    return describe_winner (event, fields, n_fields, result);
  return describe_first (event, table, fields, n_fields, result);
}
