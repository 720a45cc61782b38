/* tav-log-entry.c
 *
 * One change of the event's log, kept as data: when, by whose hand, a fixed
 * word for the act, its place (stage, round, table), the players it
 * concerns and the act's values (a result before and after, minutes and a
 * reason…). It is put in words only when read (tav-log-words.c), in the
 * reader's language; nothing here is a sentence. Immutable once made.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-log-entry"

#include "config.h"

#include "tav-log-entry.h"

struct _TavLogEntry
{
  GObject     parent_instance;
  GDateTime  *time;
  TavHand    *hand;
  char       *act;
  char       *stage_id;   /* NULL when the act has no stage */
  guint       round;
  guint       table;
  GStrv       players;    /* ids; a table's seats in their order */
  JsonObject *values;     /* sealed */
};

G_DEFINE_FINAL_TYPE (TavLogEntry, tav_log_entry, G_TYPE_OBJECT)

/* The words a file may hold in "act" (docs/file-format.md, log[]). */
static const char * const acts[] = {
  "result-entered", "result-corrected", "result-cleared",
  "round-drawn", "round-redrawn", "round-removed", "round-released",
  "table-extended", "seats-swapped", "penalty",
  "player-added", "player-removed", "player-renamed",
  "player-withdrawn", "player-dropped", "player-ejected", "player-disqualified",
  "player-reinstated", "player-checked-in", "player-checked-out",
  "player-club", "player-deck", "player-team",
  "stage-added", "stage-removed",
  "event-details", "event-parameter", "event-published", "event-unpublished",
  "release-manual", "release-at-once",
  "judge-added", "judge-revoked",
  "result-received", "result-accepted", "result-rejected",
  "undo", "redo", "folded",
  /* Format version 4 (tav_log_entry_act_version ()). */
  "player-table", "player-accessible", "player-accessible-cleared",
  "players-apart", "players-apart-removed", "accessible-tables",
  "clubs-every-round", "clubs-round-1",
  /* Format version 5: players' codes and self check-in. */
  "player-code-renewed", "self-check-in-on", "self-check-in-off",
  /* Format version 5: players' requests from phones. */
  "registration-received", "registration-accepted", "registration-rejected",
  "deck-received", "deck-accepted", "deck-rejected",
  "registration-opened", "registration-closed",
};

/* The first of the acts above that only format version 4 knows, and
 * version 5. */
#define FIRST_ACT_OF_VERSION_4 "player-table"
#define FIRST_ACT_OF_VERSION_5 "player-code-renewed"

static void
tav_log_entry_finalize (GObject *object)
{
  TavLogEntry *self = (TavLogEntry *)object;

  g_clear_pointer (&self->time, g_date_time_unref);
  g_clear_pointer (&self->hand, tav_hand_free);
  g_clear_pointer (&self->act, g_free);
  g_clear_pointer (&self->stage_id, g_free);
  g_clear_pointer (&self->players, g_strfreev);
  g_clear_pointer (&self->values, json_object_unref);

  G_OBJECT_CLASS (tav_log_entry_parent_class)->finalize (object);
}

static void
tav_log_entry_class_init (TavLogEntryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tav_log_entry_finalize;
}

static void
tav_log_entry_init (TavLogEntry *self)
{
}

/* The lowest file format version whose log may hold @act. */
guint
tav_log_entry_act_version (const char *act)
{
  guint version = 3;

  for (guint i = 0; act != NULL && i < G_N_ELEMENTS (acts); i++)
    {
      if (g_str_equal (acts[i], FIRST_ACT_OF_VERSION_4))
        version = 4;
      else if (g_str_equal (acts[i], FIRST_ACT_OF_VERSION_5))
        version = 5;
      if (g_str_equal (act, acts[i]))
        return version;
    }
  return 5;
}

gboolean
tav_log_entry_is_act (const char *act)
{
  for (guint i = 0; act != NULL && i < G_N_ELEMENTS (acts); i++)
    if (g_str_equal (act, acts[i]))
      return TRUE;
  return FALSE;
}

/**
 * tav_log_entry_new:
 * @values: (nullable) (transfer none): the act's values; sealed here
 *
 * Returns: (transfer full): the entry
 */
TavLogEntry *
tav_log_entry_new (GDateTime          *time,
                   const TavHand      *hand,
                   const char         *act,
                   const char         *stage_id,
                   guint               round,
                   guint               table,
                   const char * const *players,
                   JsonObject         *values)
{
  TavLogEntry *self;

  g_return_val_if_fail (time != NULL, NULL);
  g_return_val_if_fail (hand != NULL, NULL);
  g_return_val_if_fail (tav_log_entry_is_act (act), NULL);

  self = g_object_new (TAV_TYPE_LOG_ENTRY, NULL);
  self->time = g_date_time_ref (time);
  self->hand = tav_hand_copy (hand);
  self->act = g_strdup (act);
  self->stage_id = stage_id != NULL && *stage_id != '\0' ? g_strdup (stage_id) : NULL;
  self->round = round;
  self->table = table;
  self->players = players ? g_strdupv ((char **) players) : g_new0 (char *, 1);
  self->values = values ? json_object_ref (values) : json_object_new ();
  json_object_seal (self->values);

  return self;
}

GDateTime *
tav_log_entry_get_time (TavLogEntry *self)
{
  g_return_val_if_fail (TAV_IS_LOG_ENTRY (self), NULL);

  return self->time;
}

const TavHand *
tav_log_entry_get_hand (TavLogEntry *self)
{
  g_return_val_if_fail (TAV_IS_LOG_ENTRY (self), NULL);

  return self->hand;
}

/* Returns: a fixed word: "result-corrected", "table-extended"… */
const char *
tav_log_entry_get_act (TavLogEntry *self)
{
  g_return_val_if_fail (TAV_IS_LOG_ENTRY (self), NULL);

  return self->act;
}

/* Returns: (nullable): the stage's id, or %NULL when the act has none */
const char *
tav_log_entry_get_stage_id (TavLogEntry *self)
{
  g_return_val_if_fail (TAV_IS_LOG_ENTRY (self), NULL);

  return self->stage_id;
}

guint
tav_log_entry_get_round (TavLogEntry *self)
{
  g_return_val_if_fail (TAV_IS_LOG_ENTRY (self), 0);

  return self->round;
}

/* Returns: the table's number, 0 when the act concerns no table */
guint
tav_log_entry_get_table (TavLogEntry *self)
{
  g_return_val_if_fail (TAV_IS_LOG_ENTRY (self), 0);

  return self->table;
}

const char * const *
tav_log_entry_get_players (TavLogEntry *self)
{
  g_return_val_if_fail (TAV_IS_LOG_ENTRY (self), NULL);

  return (const char * const *) self->players;
}

JsonObject *
tav_log_entry_get_values (TavLogEntry *self)
{
  g_return_val_if_fail (TAV_IS_LOG_ENTRY (self), NULL);

  return self->values;
}

/* Returns: (nullable): a value that is text, or %NULL */
const char *
tav_log_entry_get_string (TavLogEntry *self,
                          const char  *member)
{
  JsonNode *node;

  g_return_val_if_fail (TAV_IS_LOG_ENTRY (self), NULL);

  node = json_object_get_member (self->values, member);
  if (node == NULL || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

/* Returns: a value that is a whole number, or 0 */
guint
tav_log_entry_get_uint (TavLogEntry *self,
                        const char  *member)
{
  JsonNode *node;

  g_return_val_if_fail (TAV_IS_LOG_ENTRY (self), 0);

  node = json_object_get_member (self->values, member);
  if (node == NULL || json_node_get_value_type (node) != G_TYPE_INT64)
    return 0;
  return (guint) CLAMP (json_node_get_int (node), 0, G_MAXUINT);
}

/* Returns: (nullable): a value that is an object (a result), or %NULL */
JsonObject *
tav_log_entry_get_object (TavLogEntry *self,
                          const char  *member)
{
  JsonNode *node;

  g_return_val_if_fail (TAV_IS_LOG_ENTRY (self), NULL);

  node = json_object_get_member (self->values, member);
  return node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

gboolean
tav_log_entry_concerns_player (TavLogEntry *self,
                               const char  *player_id)
{
  g_return_val_if_fail (TAV_IS_LOG_ENTRY (self), FALSE);

  return player_id != NULL && g_strv_contains ((const char * const *) self->players, player_id);
}

/* Returns: how many changes the entry stands for: a fold's count, else 1 */
guint
tav_log_entry_count_changes (TavLogEntry *self)
{
  g_return_val_if_fail (TAV_IS_LOG_ENTRY (self), 0);

  if (g_str_equal (self->act, "folded"))
    return tav_log_entry_get_uint (self, "count");
  return 1;
}
