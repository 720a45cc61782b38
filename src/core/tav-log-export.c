/* tav-log-export.c
 *
 * The event's log for people and for programs: text (a line a change:
 * time, hand, words), CSV (one row a change, the hand and the place in
 * columns of their own) and JSON (the entries' data with their words),
 * each filtered by table, player or hand.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-log-export"

#include "config.h"

#include "tav-csv.h"
#include "tav-event-log.h"
#include "tav-json-writer.h"

/* The players an entry concerns, by the names the event gives them now. */
static char *
join_players (TavLogEntry *entry,
              TavEvent    *event,
              const char  *separator)
{
  const char * const *ids = tav_log_entry_get_players (entry);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  for (guint i = 0; ids[i] != NULL; i++)
    {
      TavPlayer *player = tav_event_find_player (event, ids[i]);

      g_ptr_array_add (names, (gpointer) (player ? tav_player_get_name (player) : ids[i]));
    }
  g_ptr_array_add (names, NULL);
  return g_strjoinv (separator, (char **) names->pdata);
}

static char *
local_time (TavLogEntry *entry)
{
  g_autoptr(GDateTime) local = g_date_time_to_local (tav_log_entry_get_time (entry));

  return g_date_time_format (local, "%Y-%m-%d %H:%M:%S");
}

/**
 * tav_event_log_to_text:
 * @filter: (nullable): which entries; %NULL: all
 *
 * Returns: (transfer full): a line a change, oldest first: its local
 *   time, its hand and its words, in the reader's language
 */
char *
tav_event_log_to_text (TavEvent           *event,
                       const TavLogFilter *filter)
{
  GListModel *log;
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (TAV_IS_EVENT (event), NULL);

  log = tav_event_get_log (event);
  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(TavLogEntry) entry = g_list_model_get_item (log, i);
      g_autofree char *time = NULL;
      g_autofree char *hand = NULL;
      g_autofree char *words = NULL;

      if (!tav_event_log_matches (entry, filter))
        continue;
      time = local_time (entry);
      hand = tav_hand_describe (tav_log_entry_get_hand (entry));
      words = tav_log_entry_describe (entry, event);
      g_string_append_printf (out, "%s  %s  %s\n", time, hand, words);
    }
  return g_string_free (out, FALSE);
}

/**
 * tav_event_log_to_csv:
 * @filter: (nullable): which entries; %NULL: all
 *
 * Returns: (transfer full): a header row (fixed English words), then one
 *   row a change: time (ISO 8601), hand, name, act, stage, round, table,
 *   players' names, words (in the reader's language)
 */
char *
tav_event_log_to_csv (TavEvent           *event,
                      const TavLogFilter *filter)
{
  GListModel *log;
  GString *out = g_string_new ("time,hand,name,act,stage,round,table,players,words\n");

  g_return_val_if_fail (TAV_IS_EVENT (event), NULL);

  log = tav_event_get_log (event);
  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(TavLogEntry) entry = g_list_model_get_item (log, i);
      const TavHand *hand = tav_log_entry_get_hand (entry);
      g_autofree char *time = NULL;
      g_autofree char *round = NULL;
      g_autofree char *table = NULL;
      g_autofree char *players = NULL;
      g_autofree char *words = NULL;

      if (!tav_event_log_matches (entry, filter))
        continue;
      time = g_date_time_format_iso8601 (tav_log_entry_get_time (entry));
      round = tav_log_entry_get_round (entry) ? g_strdup_printf ("%u", tav_log_entry_get_round (entry))
                                              : g_strdup ("");
      table = tav_log_entry_get_table (entry) ? g_strdup_printf ("%u", tav_log_entry_get_table (entry))
                                              : g_strdup ("");
      players = join_players (entry, event, "; ");
      words = tav_log_entry_describe (entry, event);
      tav_csv_append_cell (out, time, TRUE);
      tav_csv_append_cell (out, tav_hand_kind_to_string (hand->kind), FALSE);
      tav_csv_append_cell (out, hand->name ? hand->name : "", FALSE);
      tav_csv_append_cell (out, tav_log_entry_get_act (entry), FALSE);
      tav_csv_append_cell (out, tav_log_entry_get_stage_id (entry) ? tav_log_entry_get_stage_id (entry) : "", FALSE);
      tav_csv_append_cell (out, round, FALSE);
      tav_csv_append_cell (out, table, FALSE);
      tav_csv_append_cell (out, players, FALSE);
      tav_csv_append_cell (out, words, FALSE);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

/* The entry as the file keeps it, with the hand, the players' names and
 * the change in words. */
static void
write_json_entry (TavJsonWriter *w,
                  TavLogEntry   *entry,
                  TavEvent      *event)
{
  const char * const *ids = tav_log_entry_get_players (entry);
  g_autofree char *who = tav_hand_describe (tav_log_entry_get_hand (entry));
  g_autofree char *words = tav_log_entry_describe (entry, event);

  tav_json_writer_begin_object (w);
  tav_event_log_write_members (w, entry);
  tav_json_writer_string_member (w, "hand_words", who);
  tav_json_writer_member (w, "names");
  tav_json_writer_begin_array (w);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      TavPlayer *player = tav_event_find_player (event, ids[i]);

      tav_json_writer_string (w, player ? tav_player_get_name (player) : ids[i]);
    }
  tav_json_writer_end_array (w);
  tav_json_writer_string_member (w, "words", words);
  tav_json_writer_end_object (w);
}

/**
 * tav_event_log_to_json:
 * @filter: (nullable): which entries; %NULL: all
 *
 * Returns: (transfer full): a JSON array of the entries, oldest first,
 *   each with its members as in the file, "hand_words", "names" (the
 *   players' names, in the order of "players") and "words"
 */
char *
tav_event_log_to_json (TavEvent           *event,
                       const TavLogFilter *filter)
{
  g_autoptr(TavJsonWriter) w = tav_json_writer_new (4096);
  GListModel *log;

  g_return_val_if_fail (TAV_IS_EVENT (event), NULL);

  log = tav_event_get_log (event);
  tav_json_writer_begin_array (w);
  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(TavLogEntry) entry = g_list_model_get_item (log, i);

      if (tav_event_log_matches (entry, filter))
        write_json_entry (w, entry, event);
    }
  tav_json_writer_end_array (w);
  return tav_json_writer_free_to_text (g_steal_pointer (&w), NULL);
}
