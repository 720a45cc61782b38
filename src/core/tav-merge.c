/* tav-merge.c
 *
 * When the file of an event with unsaved edits changes on disk, the two
 * versions are merged against the one both started from (base: the file as
 * last read or written; ours: the edited event; theirs: the file now). The
 * documents are merged as JSON trees: a member changed on one side only
 * takes that side; changed on both sides to different values, objects are
 * merged member by member and arrays of the same length element by element
 * (so results at different tables, or edits of different players, never
 * meet); anything else is a conflict, which keeps our value until the
 * caller chooses theirs. The merged document then goes through the loader,
 * so a merge can never produce an event the program would refuse.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-merge"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tav-document.h"
#include "tav-event-log.h"
#include "tav-json-check.h"
#include "tav-merge.h"

typedef struct
{
  char     *path;
  JsonNode *ours;
  JsonNode *theirs;
  gboolean  take_theirs;
} Conflict;

struct _TavMerge
{
  JsonNode  *base;
  JsonNode  *ours;
  JsonNode  *theirs;
  GPtrArray *conflicts;
};

static void
conflict_free (Conflict *conflict)
{
  g_free (conflict->path);
  g_clear_pointer (&conflict->ours, json_node_unref);
  g_clear_pointer (&conflict->theirs, json_node_unref);
  g_free (conflict);
}

static gboolean
same (JsonNode *a,
      JsonNode *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  return json_node_equal (a, b);
}

static JsonNode *
copy_or_null (JsonNode *node)
{
  return node ? json_node_copy (node) : NULL;
}

static JsonNode *merge_node (TavMerge   *self,
                             const char *path,
                             JsonNode   *base,
                             JsonNode   *ours,
                             JsonNode   *theirs);

/* The choice made for the conflict at PATH, which is recorded on the first
 * pass and found again on the next ones. */
static JsonNode *
conflict (TavMerge   *self,
          const char *path,
          JsonNode   *ours,
          JsonNode   *theirs)
{
  Conflict *found = NULL;

  for (guint i = 0; i < self->conflicts->len && !found; i++)
    {
      Conflict *c = g_ptr_array_index (self->conflicts, i);

      if (g_str_equal (c->path, path))
        found = c;
    }
  if (found == NULL)
    {
      found = g_new0 (Conflict, 1);
      found->path = g_strdup (path);
      found->ours = copy_or_null (ours);
      found->theirs = copy_or_null (theirs);
      g_ptr_array_add (self->conflicts, found);
    }
  return copy_or_null (found->take_theirs ? theirs : ours);
}

static gboolean
array_holds (JsonArray *array,
             JsonNode  *element)
{
  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    if (json_node_equal (json_array_get_element (array, i), element))
      return TRUE;
  return FALSE;
}

static const char *
time_of (JsonNode *node)
{
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return "";
  return json_object_get_string_member_with_default (json_node_get_object (node), "time", "");
}

static int
compare_times (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (time_of (*(JsonNode **) a), time_of (*(JsonNode **) b));
}

/* Lists of facts that hands only add to (a table's added time, the
 * penalties, the groups kept apart, the accessible tables): what either
 * side added is kept, what either side took away (an undo) goes, in the
 * order of their times (or ours, then theirs). Two judges who add time or
 * a warning at once never conflict, nor two hands that keep two couples
 * apart. */
static JsonNode *
merge_facts (JsonNode *base,
             JsonNode *ours,
             JsonNode *theirs)
{
  JsonArray *b = base && JSON_NODE_HOLDS_ARRAY (base) ? json_node_get_array (base) : NULL;
  JsonArray *o = ours && JSON_NODE_HOLDS_ARRAY (ours) ? json_node_get_array (ours) : NULL;
  JsonArray *t = theirs && JSON_NODE_HOLDS_ARRAY (theirs) ? json_node_get_array (theirs) : NULL;
  g_autoptr(GPtrArray) kept = g_ptr_array_new ();
  g_autoptr(JsonArray) merged = json_array_new ();
  JsonNode *node;

  for (guint side = 0; side < 2; side++)
    {
      JsonArray *one = side == 0 ? o : t;
      JsonArray *other = side == 0 ? t : o;

      for (guint i = 0; one != NULL && i < json_array_get_length (one); i++)
        {
          JsonNode *element = json_array_get_element (one, i);
          gboolean in_base = array_holds (b, element);

          /* In the base: kept while the other side kept it too; new: once. */
          if ((in_base && side == 0 && array_holds (other, element)) ||
              (!in_base && (side == 0 || !array_holds (other, element))))
            g_ptr_array_add (kept, element);
        }
    }
  if (kept->len == 0 && o == NULL && t == NULL)
    return NULL;
  g_ptr_array_sort (kept, compare_times);
  for (guint i = 0; i < kept->len; i++)
    json_array_add_element (merged, json_node_copy (kept->pdata[i]));
  node = json_node_new (JSON_NODE_ARRAY);
  json_node_set_array (node, merged);
  return node;
}

/* "a\nb" for the pair of ids a < b. */
static char *
pair_key (const char *a,
          const char *b)
{
  return g_strcmp0 (a, b) < 0 ? g_strconcat (a, "\n", b, NULL) : g_strconcat (b, "\n", a, NULL);
}

/* Whether every two ids of @group are in @pairs; adds them. */
static gboolean
add_pairs (GHashTable *pairs,
           JsonArray  *group)
{
  gboolean known = TRUE;
  guint n = json_array_get_length (group);

  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      {
        const char *a = json_array_get_string_element (group, i);
        const char *b = json_array_get_string_element (group, j);

        if (a != NULL && b != NULL)
          known &= !g_hash_table_add (pairs, pair_key (a, b));
      }
  return known;
}

/* Both hands kept the same players apart (in any order, or inside a
 * larger group): the merged groups say it once, as the loader wants. */
static JsonNode *
merge_apart (JsonNode *base,
             JsonNode *ours,
             JsonNode *theirs)
{
  JsonNode *merged = merge_facts (base, ours, theirs);
  g_autoptr(GHashTable) pairs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(JsonArray) kept = json_array_new ();
  JsonArray *groups;

  if (merged == NULL)
    return NULL;
  groups = json_node_get_array (merged);
  for (guint g = 0; g < json_array_get_length (groups); g++)
    {
      JsonNode *group = json_array_get_element (groups, g);

      if (!JSON_NODE_HOLDS_ARRAY (group) || !add_pairs (pairs, json_node_get_array (group)))
        json_array_add_element (kept, json_node_copy (group));
    }
  json_node_set_array (merged, kept);
  return merged;
}

/* The larger of two whole numbers (or the one side's that has one). */
static JsonNode *
larger_number (JsonNode *ours,
               JsonNode *theirs)
{
  if (ours == NULL || theirs == NULL ||
      json_node_get_value_type (ours) != G_TYPE_INT64 || json_node_get_value_type (theirs) != G_TYPE_INT64)
    return copy_or_null (ours != NULL ? ours : theirs);
  return json_node_copy (json_node_get_int (theirs) > json_node_get_int (ours) ? theirs : ours);
}

static gboolean
is_list_of_facts (const char *path,
                  const char *name)
{
  return g_str_equal (path, "penalties") || g_str_equal (path, "event.accessible_tables") ||
         (g_str_equal (name, "extensions") && g_str_has_prefix (path, "stages["));
}

static JsonNode *
merge_objects (TavMerge   *self,
               const char *path,
               JsonObject *base,
               JsonObject *ours,
               JsonObject *theirs)
{
  g_autoptr(JsonObject) merged = json_object_new ();
  g_autoptr(GList) names = json_object_get_members (ours);
  g_autoptr(GList) their_names = json_object_get_members (theirs);
  JsonNode *node;

  /* Our members in our order, then those only they have. */
  for (GList *l = their_names; l; l = l->next)
    if (!json_object_has_member (ours, l->data))
      names = g_list_append (names, l->data);
  for (GList *l = names; l; l = l->next)
    {
      const char *name = l->data;
      g_autofree char *child = *path ? g_strdup_printf ("%s.%s", path, name) : g_strdup (name);
      JsonNode *value;

      /* Two hands that both appended to the log never conflict. */
      if (g_str_equal (child, "log"))
        value = tav_event_log_merge (json_object_get_member (ours, name),
                                     json_object_get_member (theirs, name));
      /* The newer side's format, which can hold what either side holds.
       * A player's code renewed by both hands at once (a count of
       * renewals each): the larger count, never a conflict. A renewal
       * revokes every code before it, and the larger count keeps all
       * that either hand revoked revoked (a lost code, one seen over a
       * shoulder); taking the smaller would bring one back to life. */
      else if (g_str_equal (child, "version") ||
               (g_str_equal (name, "code_renewals") && g_str_has_prefix (path, "players[")))
        value = larger_number (json_object_get_member (ours, name),
                               json_object_get_member (theirs, name));
      else if (g_str_equal (child, "event.apart"))
        value = merge_apart (base ? json_object_get_member (base, name) : NULL,
                             json_object_get_member (ours, name),
                             json_object_get_member (theirs, name));
      else if (is_list_of_facts (child, name))
        value = merge_facts (base ? json_object_get_member (base, name) : NULL,
                             json_object_get_member (ours, name),
                             json_object_get_member (theirs, name));
      else
        value = merge_node (self, child,
                            base ? json_object_get_member (base, name) : NULL,
                            json_object_get_member (ours, name),
                            json_object_get_member (theirs, name));

      if (value)
        json_object_set_member (merged, name, value);
    }
  node = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (node, merged);
  return node;
}

static JsonNode *
merge_arrays (TavMerge   *self,
              const char *path,
              JsonArray  *base,
              JsonArray  *ours,
              JsonArray  *theirs)
{
  g_autoptr(JsonArray) merged = json_array_new ();
  guint n = json_array_get_length (ours);
  JsonNode *node;

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *child = g_strdup_printf ("%s[%u]", path, i);
      JsonNode *value = merge_node (self, child, json_array_get_element (base, i),
                                    json_array_get_element (ours, i),
                                    json_array_get_element (theirs, i));

      if (value)
        json_array_add_element (merged, value);
    }
  node = json_node_new (JSON_NODE_ARRAY);
  json_node_set_array (node, merged);
  return node;
}

static JsonNode *
merge_node (TavMerge   *self,
            const char *path,
            JsonNode   *base,
            JsonNode   *ours,
            JsonNode   *theirs)
{
  if (same (ours, theirs) || same (theirs, base))
    return copy_or_null (ours);
  if (same (ours, base))
    return copy_or_null (theirs);

  /* Both changed it, differently: look inside when the shapes allow. */
  if (ours && theirs && base && JSON_NODE_HOLDS_OBJECT (ours) && JSON_NODE_HOLDS_OBJECT (theirs))
    return merge_objects (self, path,
                          JSON_NODE_HOLDS_OBJECT (base) ? json_node_get_object (base) : NULL,
                          json_node_get_object (ours), json_node_get_object (theirs));
  if (ours && theirs && base && JSON_NODE_HOLDS_ARRAY (ours) && JSON_NODE_HOLDS_ARRAY (theirs) &&
      JSON_NODE_HOLDS_ARRAY (base) &&
      json_array_get_length (json_node_get_array (ours)) == json_array_get_length (json_node_get_array (theirs)) &&
      json_array_get_length (json_node_get_array (ours)) == json_array_get_length (json_node_get_array (base)))
    return merge_arrays (self, path, json_node_get_array (base), json_node_get_array (ours),
                         json_node_get_array (theirs));
  return conflict (self, path, ours, theirs);
}

static JsonNode *
parse (const char  *text,
       GError     **error)
{
  return tav_json_read (text, strlen (text), TAV_DOCUMENT_MAX_DEPTH, FALSE, error);
}

/* BASE, OURS and THEIRS are documents as tav_document_to_data writes them. */
TavMerge *
tav_merge_new (const char  *base,
               const char  *ours,
               const char  *theirs,
               GError     **error)
{
  g_autoptr(TavMerge) self = g_new0 (TavMerge, 1);
  g_autoptr(JsonNode) merged = NULL;

  g_return_val_if_fail (base && ours && theirs, NULL);

  self->conflicts = g_ptr_array_new_with_free_func ((GDestroyNotify) conflict_free);
  if (!(self->base = parse (base, error)) || !(self->ours = parse (ours, error)) ||
      !(self->theirs = parse (theirs, error)))
    return NULL;
  /* A first pass finds the conflicts. */
  merged = merge_node (self, "", self->base, self->ours, self->theirs);
  return g_steal_pointer (&self);
}

guint
tav_merge_get_n_conflicts (TavMerge *self)
{
  return self->conflicts->len;
}

/* Where the conflict is, as a path into the document ("players[2].name"). */
const char *
tav_merge_get_conflict_path (TavMerge *self,
                             guint     i)
{
  g_return_val_if_fail (i < self->conflicts->len, NULL);

  return ((Conflict *) g_ptr_array_index (self->conflicts, i))->path;
}

static char *
node_text (JsonNode *node)
{
  if (node == NULL)
    return g_strdup (_("(removed)"));
  return json_to_string (node, TRUE);
}

/* How a person names an element of the document: "player p3", "round 2",
 * "table 4"; else by its index. */
static char *
element_label (const char *array,
               guint       index,
               JsonNode   *element)
{
  JsonObject *object = element && JSON_NODE_HOLDS_OBJECT (element) ? json_node_get_object (element)
                                                                    : NULL;
  const char *id = object ? json_object_get_string_member_with_default (object, "id", NULL) : NULL;
  gint64 number = object ? json_object_get_int_member_with_default (object, "number", 0) : 0;

  /* The loader keeps numbers below 100 000. */
  number = CLAMP (number, 0, G_MAXUINT);

  if (g_str_equal (array, "players") && id)
    return g_strdup_printf (_("player %s"), id);
  if (g_str_equal (array, "stages") && id)
    return g_strdup_printf (_("stage %s"), id);
  if (g_str_equal (array, "rounds") && number > 0)
    return g_strdup_printf (_("round %u"), (guint) number);
  if (g_str_equal (array, "tables") && number > 0)
    return g_strdup_printf (_("table %u"), (guint) number);
  return g_strdup_printf ("%s[%u]", array, index);
}

/* The place of conflict I in words, read along its path in our document:
 * "players[2].name" is "player p3, name", "stages[0].rounds[1].tables[3]
 * .result" is "stage main, round 2, table 4, result". */
char *
tav_merge_get_conflict_label (TavMerge *self,
                              guint     i)
{
  g_auto(GStrv) parts = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  JsonNode *node = self->ours;

  g_return_val_if_fail (i < self->conflicts->len, NULL);

  parts = g_strsplit (((Conflict *) g_ptr_array_index (self->conflicts, i))->path, ".", -1);
  for (guint p = 0; parts[p]; p++)
    {
      char *bracket = strchr (parts[p], '[');
      g_autofree char *name = bracket ? g_strndup (parts[p], bracket - parts[p]) : g_strdup (parts[p]);
      g_autofree char *piece = NULL;

      node = node && JSON_NODE_HOLDS_OBJECT (node)
               ? json_object_get_member (json_node_get_object (node), name) : NULL;
      if (bracket && node && JSON_NODE_HOLDS_ARRAY (node))
        {
          guint index = (guint) g_ascii_strtoull (bracket + 1, NULL, 10);
          JsonArray *array = json_node_get_array (node);

          node = index < json_array_get_length (array) ? json_array_get_element (array, index)
                                                       : NULL;
          piece = element_label (name, index, node);
        }
      else
        piece = g_strdup (parts[p]);
      g_string_append_printf (out, "%s%s", out->len ? ", " : "", piece);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

char *
tav_merge_get_conflict_ours (TavMerge *self,
                             guint     i)
{
  g_return_val_if_fail (i < self->conflicts->len, NULL);

  return node_text (((Conflict *) g_ptr_array_index (self->conflicts, i))->ours);
}

char *
tav_merge_get_conflict_theirs (TavMerge *self,
                               guint     i)
{
  g_return_val_if_fail (i < self->conflicts->len, NULL);

  return node_text (((Conflict *) g_ptr_array_index (self->conflicts, i))->theirs);
}

void
tav_merge_take_theirs (TavMerge *self,
                       guint     i,
                       gboolean  theirs)
{
  g_return_if_fail (i < self->conflicts->len);

  ((Conflict *) g_ptr_array_index (self->conflicts, i))->take_theirs = theirs;
}

/* One hand removed a player (before the first draw) while the other kept
 * him apart: the groups forget him as tav_event_remove_player () does,
 * a group left with one player goes, and a group whose pairs are all
 * kept already goes, so that the loader reads the merged event. */
static void
forget_removed_players (JsonNode *merged)
{
  JsonObject *root = JSON_NODE_HOLDS_OBJECT (merged) ? json_node_get_object (merged) : NULL;
  JsonNode *players = root ? json_object_get_member (root, "players") : NULL;
  JsonNode *event = root ? json_object_get_member (root, "event") : NULL;
  JsonNode *apart = event && JSON_NODE_HOLDS_OBJECT (event) ?
                    json_object_get_member (json_node_get_object (event), "apart") : NULL;
  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) pairs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(JsonArray) kept = json_array_new ();
  JsonArray *groups;

  if (players == NULL || !JSON_NODE_HOLDS_ARRAY (players) || apart == NULL || !JSON_NODE_HOLDS_ARRAY (apart))
    return;
  for (guint i = 0; i < json_array_get_length (json_node_get_array (players)); i++)
    {
      JsonNode *player = json_array_get_element (json_node_get_array (players), i);
      JsonObject *object = JSON_NODE_HOLDS_OBJECT (player) ? json_node_get_object (player) : NULL;
      const char *id = object ? json_object_get_string_member_with_default (object, "id", NULL) : NULL;

      if (id != NULL)
        g_hash_table_add (ids, (gpointer) id);
    }
  groups = json_node_get_array (apart);
  for (guint g = 0; g < json_array_get_length (groups); g++)
    {
      JsonNode *group = json_array_get_element (groups, g);
      g_autoptr(JsonArray) present = json_array_new ();

      if (!JSON_NODE_HOLDS_ARRAY (group))
        {
          json_array_add_element (kept, json_node_copy (group));
          continue;
        }
      for (guint i = 0; i < json_array_get_length (json_node_get_array (group)); i++)
        {
          JsonNode *member = json_array_get_element (json_node_get_array (group), i);
          const char *id = JSON_NODE_HOLDS_VALUE (member) ? json_node_get_string (member) : NULL;

          if (id == NULL || g_hash_table_contains (ids, id))
            json_array_add_element (present, json_node_copy (member));
        }
      if (json_array_get_length (present) >= 2 && !add_pairs (pairs, present))
        json_array_add_array_element (kept, json_array_ref (present));
    }
  json_node_set_array (apart, kept);
}

/* The merged event with the choices made so far (ours where none was),
 * checked by the loader like any file. */
TavEvent *
tav_merge_get_event (TavMerge  *self,
                     GError   **error)
{
  g_autoptr(JsonNode) merged = merge_node (self, "", self->base, self->ours, self->theirs);
  g_autofree char *text = NULL;
  gsize length = 0;

  if (merged == NULL)
    {
      g_set_error_literal (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_INVALID,
                           _("the merged event is empty"));
      return NULL;
    }
  forget_removed_players (merged);
  text = tav_json_to_text (merged, &length);
  return tav_document_load_data (text, length, error);
}

void
tav_merge_free (TavMerge *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->base, json_node_unref);
  g_clear_pointer (&self->ours, json_node_unref);
  g_clear_pointer (&self->theirs, json_node_unref);
  g_clear_pointer (&self->conflicts, g_ptr_array_unref);
  g_free (self);
}
