/* tav-event-log.c
 *
 * The event's log as the event keeps it: appended to, bounded (the oldest
 * entries folded into one summary), read from and written to the file's
 * "log" member, and merged when two hands both appended to it. The
 * recorder is in tav-log-record.c, the words in tav-log-words.c, the
 * exports in tav-log-export.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-event-log"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-document.h"
#include "tav-event-log.h"
#include "tav-json-get.h"
#include "tav-log-values.h"
#include "tav-text.h"

#define INVALID(error, ...) \
  g_set_error (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_INVALID, __VA_ARGS__)

/* A fold takes a tenth more than it must, so that it happens once in a
 * while and not at every change. */
#define FOLD_SLACK (TAV_EVENT_LOG_MAX / 10)

static GListStore *
get_store (TavEvent *event)
{
  return G_LIST_STORE (tav_event_get_log (event));
}

static void
hands_add (GHashTable    *hands,
           const char    *key,
           guint64        count)
{
  guint64 *sum = g_hash_table_lookup (hands, key);

  if (sum == NULL)
    {
      sum = g_new0 (guint64, 1);
      g_hash_table_insert (hands, g_strdup (key), sum);
    }
  *sum += count;
}

static void
keep_bounds (GDateTime **from,
             GDateTime **to,
             GDateTime  *first,
             GDateTime  *last)
{
  if (first && (*from == NULL || g_date_time_compare (first, *from) < 0))
    {
      g_clear_pointer (from, g_date_time_unref);
      *from = g_date_time_ref (first);
    }
  if (last && (*to == NULL || g_date_time_compare (last, *to) > 0))
    {
      g_clear_pointer (to, g_date_time_unref);
      *to = g_date_time_ref (last);
    }
}

/* The first N entries of LOG as one: how many changes, from when to when,
 * how many by each hand. A fold of a fold adds up. */
static TavLogEntry *
fold (GListModel *log,
      guint       n)
{
  g_autoptr(GHashTable) hands = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(JsonObject) values = json_object_new ();
  g_autoptr(JsonObject) hands_object = json_object_new ();
  g_autoptr(GDateTime) from = NULL;
  g_autoptr(GDateTime) to = NULL;
  g_autoptr(TavHand) app = tav_hand_new (TAV_HAND_APP, NULL);
  g_autoptr(GList) keys = NULL;
  g_autofree char *from_text = NULL;
  g_autofree char *to_text = NULL;
  guint64 count = 0;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TavLogEntry) entry = g_list_model_get_item (log, i);

      if (g_str_equal (tav_log_entry_get_act (entry), "folded"))
        {
          JsonObject *old = tav_log_entry_get_object (entry, "hands");
          g_autoptr(GList) members = old ? json_object_get_members (old) : NULL;
          g_autoptr(GDateTime) first = tav_log_values_get_time (entry, "from");
          g_autoptr(GDateTime) last = tav_log_values_get_time (entry, "to");

          count += tav_log_entry_count_changes (entry);
          keep_bounds (&from, &to, first, last);
          for (GList *l = members; l; l = l->next)
            hands_add (hands, l->data, json_object_get_int_member (old, l->data));
        }
      else
        {
          g_autofree char *key = tav_log_values_hand_key (tav_log_entry_get_hand (entry));

          count++;
          keep_bounds (&from, &to, tav_log_entry_get_time (entry), tav_log_entry_get_time (entry));
          hands_add (hands, key, 1);
        }
    }

  keys = g_list_sort (g_hash_table_get_keys (hands), (GCompareFunc) g_strcmp0);
  for (GList *l = keys; l; l = l->next)
    json_object_set_int_member (hands_object, l->data,
                                (gint64) *(guint64 *) g_hash_table_lookup (hands, l->data));
  from_text = g_date_time_format_iso8601 (from);
  to_text = g_date_time_format_iso8601 (to);
  json_object_set_int_member (values, "count", (gint64) MIN (count, G_MAXUINT32));
  json_object_set_string_member (values, "from", from_text);
  json_object_set_string_member (values, "to", to_text);
  json_object_set_object_member (values, "hands", g_steal_pointer (&hands_object));
  return tav_log_entry_new (to, app, "folded", NULL, 0, 0, NULL, values);
}

/* Appends ENTRY quietly (no "changed"); beyond TAV_EVENT_LOG_MAX entries
 * the oldest are folded into the summary that heads the log. */
void
tav_event_log_append (TavEvent    *event,
                      TavLogEntry *entry)
{
  GListStore *store;
  guint n;

  g_return_if_fail (TAV_IS_EVENT (event));
  g_return_if_fail (TAV_IS_LOG_ENTRY (entry));

  store = get_store (event);
  n = g_list_model_get_n_items (G_LIST_MODEL (store));
  if (n >= TAV_EVENT_LOG_MAX)
    {
      guint k = MIN (n, n - TAV_EVENT_LOG_MAX + 1 + FOLD_SLACK);
      g_autoptr(TavLogEntry) folded = fold (G_LIST_MODEL (store), k);

      g_list_store_splice (store, 0, k, (gpointer *) &folded, 1);
    }
  g_list_store_append (store, entry);
}

/* An act with no values, such as "undo" or "redo", by HAND at TIME (%NULL:
 * now). */
void
tav_event_log_note (TavEvent      *event,
                    const TavHand *hand,
                    GDateTime     *time,
                    const char    *act)
{
  g_autoptr(GDateTime) now = time ? g_date_time_ref (time) : g_date_time_new_now_local ();
  g_autoptr(TavHand) safe = NULL;
  g_autoptr(TavLogEntry) entry = NULL;

  g_return_if_fail (TAV_IS_EVENT (event));
  g_return_if_fail (hand != NULL);
  g_return_if_fail (tav_log_entry_is_act (act));

  safe = tav_log_values_safe_hand (hand);
  entry = tav_log_entry_new (now, safe, act, NULL, 0, 0, NULL, NULL);
  tav_event_log_append (event, entry);
}

/* Puts FROM's log in TO, replacing TO's own (entries are immutable, so
 * they are shared): undo brings an older document back, not an older
 * log. */
void
tav_event_log_copy (TavEvent *to,
                    TavEvent *from)
{
  GListModel *source;
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  GListStore *store;

  g_return_if_fail (TAV_IS_EVENT (to));
  g_return_if_fail (TAV_IS_EVENT (from));

  source = tav_event_get_log (from);
  store = get_store (to);
  for (guint i = 0; i < g_list_model_get_n_items (source); i++)
    g_ptr_array_add (items, g_list_model_get_item (source, i));
  g_list_store_splice (store, 0, g_list_model_get_n_items (G_LIST_MODEL (store)),
                       items->pdata, items->len);
}

gboolean
tav_event_log_matches (TavLogEntry        *entry,
                       const TavLogFilter *filter)
{
  g_return_val_if_fail (TAV_IS_LOG_ENTRY (entry), FALSE);

  if (filter == NULL)
    return TRUE;
  if (filter->table != 0 && tav_log_entry_get_table (entry) != filter->table)
    return FALSE;
  if (filter->player_id != NULL && !tav_log_entry_concerns_player (entry, filter->player_id))
    return FALSE;
  if (filter->by_hand && tav_log_entry_get_hand (entry)->kind != filter->hand)
    return FALSE;
  return TRUE;
}

/* ---- The file --------------------------------------------------------- */

static gboolean
read_time (const TavJsonValue  *object,
           const char          *member,
           gboolean             required,
           GDateTime          **time,
           const char          *path,
           GError             **error)
{
  const char *text;

  if (!tav_json_get_string (object, member, required, &text, path, error))
    return FALSE;
  if (!required && text[0] == '\0')
    return TRUE;
  /* Without a default zone the text must name its own. */
  *time = g_date_time_new_from_iso8601 (text, NULL);
  if (*time == NULL)
    {
      INVALID (error, _("%s.%s: “%s” is not a date and time with a time zone"), path, member, text);
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_entry (TavEvent            *event,
            const TavJsonValue  *object,
            guint                index,
            const char          *path,
            GError             **error)
{
  static const char * const known[] = {
    "time", "hand", "by", "act", "stage", "round", "table", "players",
    TAV_LOG_VALUE_MEMBERS, NULL
  };
  g_autoptr(GDateTime) time = NULL;
  g_autoptr(TavHand) hand = NULL;
  g_autoptr(JsonObject) values = NULL;
  g_autoptr(TavLogEntry) entry = NULL;
  g_auto(GStrv) players = NULL;
  g_autofree char *by = NULL;
  const char *hand_word, *by_text, *act, *stage;
  guint64 round, table;
  TavHandKind kind;

  if (object->kind != TAV_JSON_OBJECT)
    {
      INVALID (error, _("%s: expected an object"), path);
      return FALSE;
    }
  if (!tav_json_check_members (object, known, path, error) ||
      !read_time (object, "time", TRUE, &time, path, error) ||
      !tav_json_get_string (object, "hand", TRUE, &hand_word, path, error) ||
      !tav_json_get_string (object, "by", FALSE, &by_text, path, error) ||
      !tav_json_get_string (object, "act", TRUE, &act, path, error) ||
      !tav_json_get_string (object, "stage", FALSE, &stage, path, error) ||
      !tav_json_get_uint (object, "round", FALSE, 1000, &round, path, error) ||
      !tav_json_get_uint (object, "table", FALSE, 100000, &table, path, error) ||
      !tav_json_get_strv (object, "players", _("%s[%u]: expected a player id"), &players, path, error))
    return FALSE;
  if (!tav_hand_kind_from_string (hand_word, &kind))
    {
      INVALID (error, _("%s.hand: unknown hand “%s”"), path, hand_word);
      return FALSE;
    }
  if (!tav_log_entry_is_act (act))
    {
      INVALID (error, _("%s.act: unknown act “%s”"), path, act);
      return FALSE;
    }
  if (g_str_equal (act, "folded") && index != 0)
    {
      INVALID (error, _("%s: a folded summary can only be the log’s first entry"), path);
      return FALSE;
    }
  if (!tav_log_values_check_text (by_text, &by, path, "by", error) ||
      !tav_log_values_check_id (stage, path, "stage", error))
    return FALSE;
  if (players != NULL && g_strv_length (players) > TAV_LOG_MAX_PLAYERS)
    {
      INVALID (error, _("%s.players: more than %u players"), path, TAV_LOG_MAX_PLAYERS);
      return FALSE;
    }
  for (guint i = 0; players != NULL && players[i] != NULL; i++)
    {
      g_autofree char *place = g_strdup_printf ("%s.players[%u]", path, i);

      if (!tav_log_values_check_id (players[i], place, NULL, error))
        return FALSE;
    }
  if (!(values = tav_log_values_read (object, path, error)))
    return FALSE;

  hand = tav_hand_new (kind, by);
  entry = tav_log_entry_new (time, hand, act, stage, (guint) round, (guint) table,
                             (const char * const *) players, values);
  tav_event_log_append (event, entry);
  return TRUE;
}

/* Reads the root's "log" member (absent: an empty log; version 3 and
 * later) into EVENT's log, every entry checked with its place. */
gboolean
tav_event_log_read (TavEvent            *event,
                    const TavJsonValue  *root,
                    gint64               version,
                    GError             **error)
{
  const TavJsonValue *array;

  g_return_val_if_fail (TAV_IS_EVENT (event), FALSE);

  if (!tav_json_get_array (root, "log", FALSE, &array, "", error))
    return FALSE;
  if (array != NULL && version < 3)
    {
      INVALID (error, _("log: a file of version %lld cannot hold the event’s log (version 3 or later)"),
               (long long) version);
      return FALSE;
    }
  if (array != NULL && array->length > TAV_EVENT_LOG_MAX_READ)
    {
      INVALID (error, _("log: %u entries, more than the %u a file may hold"),
               array->length, (guint) TAV_EVENT_LOG_MAX_READ);
      return FALSE;
    }
  for (guint i = 0; array != NULL && i < array->length; i++)
    {
      g_autofree char *path = g_strdup_printf ("log[%u]", i);

      if (!read_entry (event, &array->v.elements[i], i, path, error))
        return FALSE;
    }
  return TRUE;
}

/* ENTRY's members as the file keeps them, in one fixed order, inside an
 * object the caller opened (the JSON export adds its words). */
void
tav_event_log_write_members (TavJsonWriter *w,
                             TavLogEntry   *entry)
{
  g_autofree char *time = g_date_time_format_iso8601 (tav_log_entry_get_time (entry));
  const TavHand *hand = tav_log_entry_get_hand (entry);
  const char * const *players = tav_log_entry_get_players (entry);

  tav_json_writer_string_member (w, "time", time);
  tav_json_writer_string_member (w, "hand", tav_hand_kind_to_string (hand->kind));
  if (hand->name != NULL)
    tav_json_writer_string_member (w, "by", hand->name);
  tav_json_writer_string_member (w, "act", tav_log_entry_get_act (entry));
  if (tav_log_entry_get_stage_id (entry) != NULL)
    tav_json_writer_string_member (w, "stage", tav_log_entry_get_stage_id (entry));
  if (tav_log_entry_get_round (entry) != 0)
    tav_json_writer_int_member (w, "round", tav_log_entry_get_round (entry));
  if (tav_log_entry_get_table (entry) != 0)
    tav_json_writer_int_member (w, "table", tav_log_entry_get_table (entry));
  if (players[0] != NULL)
    {
      tav_json_writer_member (w, "players");
      tav_json_writer_begin_array (w);
      for (guint i = 0; players[i] != NULL; i++)
        tav_json_writer_string (w, players[i]);
      tav_json_writer_end_array (w);
    }
  tav_log_values_write (w, tav_log_entry_get_values (entry));
}

/* Writes the root's "log" member, oldest first; nothing when it is
 * empty, so that a file without a log stays as it was. */
void
tav_event_log_write (TavEvent      *event,
                     TavJsonWriter *w)
{
  GListModel *log;

  g_return_if_fail (TAV_IS_EVENT (event));

  log = tav_event_get_log (event);
  if (g_list_model_get_n_items (log) == 0)
    return;
  tav_json_writer_member (w, "log");
  tav_json_writer_begin_array (w);
  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(TavLogEntry) entry = g_list_model_get_item (log, i);

      tav_json_writer_begin_object (w);
      tav_event_log_write_members (w, entry);
      tav_json_writer_end_object (w);
    }
  tav_json_writer_end_array (w);
}

/* ---- Merge ------------------------------------------------------------ */

typedef struct
{
  JsonNode  *node;
  GDateTime *time;
  guint      order;
} Item;

static void
item_clear (Item *item)
{
  g_clear_pointer (&item->time, g_date_time_unref);
}

static int
compare_items (gconstpointer a,
               gconstpointer b)
{
  const Item *x = a, *y = b;
  int by_time = g_date_time_compare (x->time, y->time);

  return by_time != 0 ? by_time : (x->order > y->order) - (x->order < y->order);
}

static gboolean
is_folded (JsonObject *object)
{
  return g_strcmp0 (json_object_get_string_member_with_default (object, "act", ""), "folded") == 0;
}

static GDateTime *
member_time (JsonObject *object,
             const char *member)
{
  const char *text = json_object_get_string_member_with_default (object, member, "");

  return g_date_time_new_from_iso8601 (text, NULL);
}

/* The union of two logs: an entry is the same when all its members are
 * equal; ordered by time (ours first at the same time). Of two folded
 * summaries the larger is kept, and entries it already counts (up to its
 * last time) are left out. The loader checks the result like any file. */
JsonNode *
tav_event_log_merge (JsonNode *ours,
                     JsonNode *theirs)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GArray) items = g_array_new (FALSE, TRUE, sizeof (Item));
  g_autoptr(JsonArray) merged = json_array_new ();
  g_autoptr(GDateTime) folded_to = NULL;
  JsonNode *sides[2] = { ours, theirs };
  JsonNode *summary = NULL;
  gint64 summary_count = -1;
  JsonNode *result;

  g_array_set_clear_func (items, (GDestroyNotify) item_clear);
  for (guint s = 0; s < G_N_ELEMENTS (sides); s++)
    {
      JsonArray *array = sides[s] && JSON_NODE_HOLDS_ARRAY (sides[s]) ? json_node_get_array (sides[s]) : NULL;

      for (guint i = 0; array && i < json_array_get_length (array); i++)
        {
          JsonNode *node = json_array_get_element (array, i);
          JsonObject *object = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
          g_autofree char *key = json_to_string (node, FALSE);
          Item item = { node, NULL, items->len };

          if (object != NULL && is_folded (object))
            {
              if (json_object_get_int_member_with_default (object, "count", 0) > summary_count)
                {
                  summary = node;
                  summary_count = json_object_get_int_member_with_default (object, "count", 0);
                }
              continue;
            }
          if (object == NULL || g_hash_table_contains (seen, key))
            continue;
          item.time = member_time (object, "time");
          /* An entry without a readable time: the loader will say where. */
          if (item.time == NULL)
            item.time = g_date_time_new_from_unix_utc (0);
          g_hash_table_add (seen, g_steal_pointer (&key));
          g_array_append_val (items, item);
        }
    }
  g_array_sort (items, compare_items);

  if (summary != NULL)
    {
      json_array_add_element (merged, json_node_copy (summary));
      folded_to = member_time (json_node_get_object (summary), "to");
    }
  for (guint i = 0; i < items->len; i++)
    {
      Item *item = &g_array_index (items, Item, i);

      if (folded_to && g_date_time_compare (item->time, folded_to) <= 0)
        continue;
      json_array_add_element (merged, json_node_copy (item->node));
    }
  result = json_node_new (JSON_NODE_ARRAY);
  json_node_set_array (result, merged);
  return result;
}
