/* tav-document-constraints.c — the room's constraints in the file
 *
 * Format version 4: `players[].table`, `players[].accessible`,
 * `event.accessible_tables`, `event.apart` and `event.clubs_apart`. Read
 * with the checks the edits make (tav-event-constraint-edits.c), so that
 * no file holds what the app would have refused, and written only when
 * set: a file without them stays as older versions wrote it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-document"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-document.h"
#include "tav-document-private.h"
#include "tav-event-private.h"

#define INVALID(error, ...) \
  g_set_error (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_INVALID, __VA_ARGS__)

/* A file of an older version that names a member of version 4 is refused:
 * the Tavolo that wrote it could not have put it there. */
static gboolean
check_version (const TavJsonValue  *object,
               const char          *member,
               gint64               version,
               const char          *path,
               GError             **error)
{
  return tav_document_check_member_version (object, member, version, 4, path, error);
}

static gboolean
get_table_number (const TavJsonValue  *node,
                  guint               *number,
                  const char          *where,
                  GError             **error)
{
  if (node->kind != TAV_JSON_INT || node->v.integer < 1 || node->v.integer > TAV_TABLE_MAX_NUMBER)
    {
      INVALID (error, _("%s: expected a table number from 1 to %d"), where, TAV_TABLE_MAX_NUMBER);
      return FALSE;
    }
  *number = (guint) node->v.integer;
  return TRUE;
}

static gboolean
read_player (const TavJsonValue  *object,
             TavPlayer           *player,
             gint64               version,
             const char          *path,
             GError             **error)
{
  const TavJsonValue *table = tav_json_value_get_member (object, "table");
  gboolean accessible;
  guint number = 0;

  if (!check_version (object, "table", version, path, error) ||
      !check_version (object, "accessible", version, path, error) ||
      !tav_json_get_bool (object, "accessible", &accessible, path, error))
    return FALSE;
  if (table)
    {
      g_autofree char *where = tav_json_join (path, "table");

      if (!get_table_number (table, &number, where, error))
        return FALSE;
    }
  tav_player_set_fixed_table (player, number);
  tav_player_set_needs_accessible (player, accessible);
  return TRUE;
}

static gboolean
read_accessible_tables (const TavJsonValue  *object,
                        TavEvent            *event,
                        GError             **error)
{
  g_autoptr(GArray) numbers = g_array_new (FALSE, FALSE, sizeof (guint));
  const TavJsonValue *array;

  if (!tav_json_get_array (object, "accessible_tables", FALSE, &array, "event", error))
    return FALSE;
  for (guint i = 0; array != NULL && i < array->length; i++)
    {
      g_autofree char *where = g_strdup_printf ("event.accessible_tables[%u]", i);
      guint number;

      if (!get_table_number (&array->v.elements[i], &number, where, error))
        return FALSE;
      for (guint j = 0; j < numbers->len; j++)
        if (g_array_index (numbers, guint, j) == number)
          {
            INVALID (error, _("%s: table %u is listed twice"), where, number);
            return FALSE;
          }
      g_array_append_val (numbers, number);
    }
  tav_event_set_accessible_tables (event, (const guint *) (gpointer) numbers->data, numbers->len);
  return TRUE;
}

/* One group of event.apart: known ids, each once, two or more of them,
 * not all kept apart already by the groups before it. */
static gboolean
read_apart_group (const TavJsonValue  *node,
                  TavEvent            *event,
                  const char          *path,
                  GError             **error)
{
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  gboolean all_apart = TRUE;

  if (node->kind != TAV_JSON_ARRAY)
    {
      INVALID (error, _("%s: expected a list of player ids"), path);
      return FALSE;
    }
  for (guint i = 0; i < node->length; i++)
    {
      const TavJsonValue *item = &node->v.elements[i];
      const char *id = item->kind == TAV_JSON_STRING ? item->v.string : NULL;

      if (id == NULL)
        {
          INVALID (error, _("%s[%u]: expected a player id"), path, i);
          return FALSE;
        }
      if (tav_event_find_player (event, id) == NULL)
        {
          INVALID (error, _("%s[%u]: no player with id “%s”"), path, i, id);
          return FALSE;
        }
      if (!g_hash_table_add (seen, (gpointer) id))
        {
          INVALID (error, _("%s[%u]: “%s” is listed twice in the group"), path, i, id);
          return FALSE;
        }
      /* Stops asking at the first pair not kept apart yet: a long
       * group costs no more than its length. */
      for (guint j = 0; all_apart && j < ids->len; j++)
        all_apart = tav_event_are_kept_apart (event, ids->pdata[j], id);
      g_ptr_array_add (ids, (gpointer) id);
    }
  if (ids->len < 2)
    {
      INVALID (error, _("%s: a group kept apart holds two or more players"), path);
      return FALSE;
    }
  if (all_apart)
    {
      INVALID (error, _("%s: these players are kept apart already by the groups before it"), path);
      return FALSE;
    }
  g_ptr_array_add (ids, NULL);
  tav_event_add_apart_group (event, (const char * const *) ids->pdata);
  return TRUE;
}

static gboolean
read_event (const TavJsonValue  *object,
            TavEvent            *event,
            gint64               version,
            GError             **error)
{
  const TavJsonValue *apart;
  const char *clubs = "";

  if (!check_version (object, "accessible_tables", version, "event", error) ||
      !check_version (object, "apart", version, "event", error) ||
      !check_version (object, "clubs_apart", version, "event", error) ||
      !read_accessible_tables (object, event, error) ||
      !tav_json_get_array (object, "apart", FALSE, &apart, "event", error) ||
      !tav_json_get_string (object, "clubs_apart", FALSE, &clubs, "event", error))
    return FALSE;
  for (guint i = 0; apart != NULL && i < apart->length; i++)
    {
      g_autofree char *path = g_strdup_printf ("event.apart[%u]", i);

      if (!read_apart_group (&apart->v.elements[i], event, path, error))
        return FALSE;
    }
  if (tav_json_value_get_member (object, "clubs_apart") == NULL)
    return TRUE;
  if (!g_str_equal (clubs, "every-round"))
    {
      INVALID (error, _("event.clubs_apart: “%s” is not “every-round”"), clubs);
      return FALSE;
    }
  if (!tav_event_get_keep_clubs_apart (event))
    {
      INVALID (error, _("event.clubs_apart: clubs cannot be kept apart in every round when event.clubs_mixed mixes them in round 1"));
      return FALSE;
    }
  tav_event_set_clubs_every_round (event, TRUE);
  return TRUE;
}

/* Reads the constraints of @root's event and players into @event, whose
 * players are read already, in the file's order. */
gboolean
tav_document_read_constraints (const TavJsonValue  *root,
                               gint64               version,
                               TavEvent            *event,
                               GError             **error)
{
  const TavJsonValue *players = tav_json_value_get_member (root, "players");

  for (guint i = 0; i < tav_event_get_n_players (event); i++)
    {
      g_autofree char *path = g_strdup_printf ("players[%u]", i);

      if (!read_player (&players->v.elements[i], tav_event_get_player (event, i), version, path, error))
        return FALSE;
    }
  return read_event (tav_json_value_get_member (root, "event"), event, version, error);
}

void
tav_document_write_event_constraints (TavJsonWriter *w,
                                      TavEvent      *event)
{
  guint n_numbers;
  const guint *numbers = tav_event_get_accessible_tables (event, &n_numbers);
  guint n_groups = tav_event_get_n_apart_groups (event);

  if (n_numbers > 0)
    {
      tav_json_writer_member (w, "accessible_tables");
      tav_json_writer_begin_array (w);
      for (guint i = 0; i < n_numbers; i++)
        tav_json_writer_int (w, numbers[i]);
      tav_json_writer_end_array (w);
    }
  if (n_groups > 0)
    {
      tav_json_writer_member (w, "apart");
      tav_json_writer_begin_array (w);
      for (guint g = 0; g < n_groups; g++)
        {
          const char * const *ids = tav_event_get_apart_group (event, g);

          tav_json_writer_begin_array (w);
          for (guint i = 0; ids[i]; i++)
            tav_json_writer_string (w, ids[i]);
          tav_json_writer_end_array (w);
        }
      tav_json_writer_end_array (w);
    }
  if (tav_event_get_clubs_every_round (event))
    tav_json_writer_string_member (w, "clubs_apart", "every-round");
}

void
tav_document_write_player_constraints (TavJsonWriter *w,
                                       TavPlayer     *player)
{
  if (tav_player_get_fixed_table (player) > 0)
    tav_json_writer_int_member (w, "table", tav_player_get_fixed_table (player));
  if (tav_player_get_needs_accessible (player))
    tav_json_writer_boolean_member (w, "accessible", TRUE);
}

/* Returns: whether @event holds what only format version 4 can: the
 * room's constraints, or their changes in the log (which stay when the
 * constraints are cleared). */
gboolean
tav_document_needs_version_4 (TavEvent *event)
{
  guint n_numbers;

  tav_event_get_accessible_tables (event, &n_numbers);
  if (n_numbers > 0 || tav_event_get_n_apart_groups (event) > 0 ||
      tav_event_get_clubs_every_round (event))
    return TRUE;
  for (guint i = 0; i < tav_event_get_n_players (event); i++)
    {
      TavPlayer *player = tav_event_get_player (event, i);

      if (tav_player_get_fixed_table (player) > 0 || tav_player_get_needs_accessible (player))
        return TRUE;
    }
  return tav_document_log_needs_version (event, 4);
}
