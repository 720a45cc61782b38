/* tav-json-get.c
 *
 * The getters both loaders (event and season) read fields with. Each names
 * the field's path ("stages[0].rounds[1].number") in its error, in the
 * TAV_DOCUMENT_ERROR domain; a loader maps the domain to its own.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-json-get"

#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "tav-document.h"
#include "tav-json-get.h"

#define INVALID(error, ...) \
  g_set_error (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_INVALID, __VA_ARGS__)

/* "event" + "seed" → "event.seed"; at the root the member alone. */
char *
tav_json_join (const char *path,
               const char *member)
{
  return path[0] ? g_strdup_printf ("%s.%s", path, member) : g_strdup (member);
}

static gboolean
all_finite (JsonNode *node)
{
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObjectIter iter;
      JsonNode *member;

      json_object_iter_init (&iter, json_node_get_object (node));
      while (json_object_iter_next (&iter, NULL, &member))
        if (!all_finite (member))
          return FALSE;
    }
  else if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);
      guint n = json_array_get_length (array);

      for (guint i = 0; i < n; i++)
        if (!all_finite (json_array_get_element (array, i)))
          return FALSE;
    }
  else if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_DOUBLE)
    return isfinite (json_node_get_double (node));
  return TRUE;
}

gboolean
tav_json_check_finite (JsonNode    *node,
                       const char  *path,
                       GError     **error)
{
  /* The path is only spelled out to name a number that is not finite:
   * one string per member was a large part of loading a big event. */
  if (all_finite (node))
    return TRUE;

  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *object = json_node_get_object (node);
      g_autoptr(GList) members = json_object_get_members (object);

      for (GList *l = members; l; l = l->next)
        {
          g_autofree char *child = tav_json_join (path, l->data);

          if (!tav_json_check_finite (json_object_get_member (object, l->data), child, error))
            return FALSE;
        }
    }
  else if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          g_autofree char *child = g_strdup_printf ("%s[%u]", path, i);

          if (!tav_json_check_finite (json_array_get_element (array, i), child, error))
            return FALSE;
        }
    }
  else if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_DOUBLE &&
           !isfinite (json_node_get_double (node)))
    {
      INVALID (error, _("%s: the number is too large"), path);
      return FALSE;
    }
  return TRUE;
}

gboolean
tav_json_check_members (JsonObject          *object,
                        const char * const  *known,
                        const char          *path,
                        GError             **error)
{
  g_autoptr(GList) members = json_object_get_members (object);

  for (GList *l = members; l; l = l->next)
    if (!g_strv_contains (known, l->data))
      {
        g_autofree char *where = tav_json_join (path, l->data);

        INVALID (error, _("%s: unknown field"), where);
        return FALSE;
      }
  return TRUE;
}

/* The member, or NULL: absent (an error if @required) or, when optional,
 * null. */
static JsonNode *
get_member (JsonObject  *object,
            const char  *member,
            gboolean     required,
            const char  *path,
            GError     **error)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL && required)
    {
      g_autofree char *where = tav_json_join (path, member);

      INVALID (error, _("%s: missing"), where);
    }
  return node;
}

/* @format is one of the "%s: expected …" messages below. */
static gboolean
wrong_type (const char  *path,
            const char  *member,
            const char  *format,
            GError     **error)
{
  g_autofree char *where = tav_json_join (path, member);

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  INVALID (error, format, where);
#pragma GCC diagnostic pop
  return FALSE;
}

/* An absent or null optional object gives NULL and TRUE. */
gboolean
tav_json_get_object (JsonObject   *parent,
                     const char   *member,
                     gboolean      required,
                     JsonObject  **value,
                     const char   *path,
                     GError      **error)
{
  JsonNode *node = get_member (parent, member, required, path, error);

  *value = NULL;
  if (node == NULL)
    return !required;
  if (!required && JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return wrong_type (path, member, _("%s: expected an object"), error);
  *value = json_node_get_object (node);
  return TRUE;
}

/* An absent optional list gives NULL and TRUE. */
gboolean
tav_json_get_array (JsonObject   *parent,
                    const char   *member,
                    gboolean      required,
                    JsonArray   **value,
                    const char   *path,
                    GError      **error)
{
  JsonNode *node = get_member (parent, member, required, path, error);

  *value = NULL;
  if (node == NULL)
    return !required;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return wrong_type (path, member, _("%s: expected a list"), error);
  *value = json_node_get_array (node);
  return TRUE;
}

/* An absent optional text reads as "". */
gboolean
tav_json_get_string (JsonObject   *object,
                     const char   *member,
                     gboolean      required,
                     const char  **value,
                     const char   *path,
                     GError      **error)
{
  JsonNode *node = get_member (object, member, required, path, error);

  *value = "";
  if (node == NULL)
    return !required;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return wrong_type (path, member, _("%s: expected a text"), error);
  *value = json_node_get_string (node);
  return TRUE;
}

/* An absent optional number reads as 0. */
gboolean
tav_json_get_uint (JsonObject  *object,
                   const char  *member,
                   gboolean     required,
                   guint64      max,
                   guint64     *value,
                   const char  *path,
                   GError     **error)
{
  JsonNode *node = get_member (object, member, required, path, error);
  gint64 v;

  *value = 0;
  if (node == NULL)
    return !required;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return wrong_type (path, member, _("%s: expected a whole number"), error);
  v = json_node_get_int (node);
  if (v < 0 || (guint64) v > max)
    {
      g_autofree char *where = tav_json_join (path, member);

      INVALID (error, _("%s: %lld is out of range (0 to %llu)"),
               where, (long long) v, (unsigned long long) max);
      return FALSE;
    }
  *value = (guint64) v;
  return TRUE;
}

/* Always optional; absent reads as FALSE. */
gboolean
tav_json_get_bool (JsonObject  *object,
                   const char  *member,
                   gboolean    *value,
                   const char  *path,
                   GError     **error)
{
  JsonNode *node = json_object_get_member (object, member);

  *value = FALSE;
  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    return wrong_type (path, member, _("%s: expected true or false"), error);
  *value = json_node_get_boolean (node);
  return TRUE;
}

/* An optional list of texts; absent reads as an empty list. @item_error
 * says what an element should be, "%s[%u]: expected a player id". */
gboolean
tav_json_get_strv (JsonObject   *object,
                   const char   *member,
                   const char   *item_error,
                   GStrv        *value,
                   const char   *path,
                   GError      **error)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  JsonArray *array;

  *value = NULL;
  if (!tav_json_get_array (object, member, FALSE, &array, path, error))
    return FALSE;
  for (guint i = 0; array && i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
        {
          g_autofree char *where = tav_json_join (path, member);

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
          INVALID (error, item_error, where, i);
#pragma GCC diagnostic pop
          return FALSE;
        }
      g_strv_builder_add (builder, json_node_get_string (node));
    }
  *value = g_strv_builder_end (builder);
  return TRUE;
}
