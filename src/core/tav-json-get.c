/* tav-json-get.c
 *
 * The getters both loaders (event and season) read fields with, from the
 * values of the strict reader (tav-json-check.c). Each names the field's
 * path ("stages[0].rounds[1].number") in its error, in the
 * TAV_DOCUMENT_ERROR domain; a loader maps the domain to its own.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-json-get"

#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "tav-document.h"
#include "tav-json-check.h"
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
all_finite (const TavJsonValue *value)
{
  if (value->kind == TAV_JSON_OBJECT)
    {
      for (guint i = 0; i < value->length; i++)
        if (!all_finite (&value->v.members[i].value))
          return FALSE;
    }
  else if (value->kind == TAV_JSON_ARRAY)
    {
      for (guint i = 0; i < value->length; i++)
        if (!all_finite (&value->v.elements[i]))
          return FALSE;
    }
  else if (value->kind == TAV_JSON_DOUBLE)
    return isfinite (value->v.number);
  return TRUE;
}

/* The first number too large to be finite, in the order of the text.
 * Recursive: depth is bounded by the reader's limit. */
gboolean
tav_json_check_finite (const TavJsonValue  *value,
                       const char          *path,
                       GError             **error)
{
  /* The path is only spelled out to name a number that is not finite:
   * one string per member was a large part of loading a big event. */
  if (all_finite (value))
    return TRUE;

  if (value->kind == TAV_JSON_OBJECT)
    {
      for (guint i = 0; i < value->length; i++)
        {
          g_autofree char *child = tav_json_join (path, value->v.members[i].name);

          if (!tav_json_check_finite (&value->v.members[i].value, child, error))
            return FALSE;
        }
    }
  else if (value->kind == TAV_JSON_ARRAY)
    {
      for (guint i = 0; i < value->length; i++)
        {
          g_autofree char *child = g_strdup_printf ("%s[%u]", path, i);

          if (!tav_json_check_finite (&value->v.elements[i], child, error))
            return FALSE;
        }
    }
  else if (value->kind == TAV_JSON_DOUBLE && !isfinite (value->v.number))
    {
      INVALID (error, _("%s: the number is too large"), path);
      return FALSE;
    }
  return TRUE;
}

gboolean
tav_json_check_members (const TavJsonValue  *object,
                        const char * const  *known,
                        const char          *path,
                        GError             **error)
{
  for (guint i = 0; i < object->length; i++)
    if (!g_strv_contains (known, object->v.members[i].name))
      {
        g_autofree char *where = tav_json_join (path, object->v.members[i].name);

        INVALID (error, _("%s: unknown field"), where);
        return FALSE;
      }
  return TRUE;
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

/* The member in *@value if it is of @kind. Absent, it is an error if
 * @required, else *@value is NULL and the result TRUE; so is a null in an
 * optional member when @null_is_absent. @format is the message for another
 * kind. */
static gboolean
get_kind (const TavJsonValue   *object,
          const char           *member,
          gboolean              required,
          gboolean              null_is_absent,
          TavJsonKind           kind,
          const char           *format,
          const TavJsonValue  **value,
          const char           *path,
          GError              **error)
{
  const TavJsonValue *node = tav_json_value_get_member (object, member);

  *value = NULL;
  if (node == NULL && required)
    {
      g_autofree char *where = tav_json_join (path, member);

      INVALID (error, _("%s: missing"), where);
      return FALSE;
    }
  if (node == NULL || (!required && null_is_absent && node->kind == TAV_JSON_NULL))
    return TRUE;
  if (node->kind != kind)
    return wrong_type (path, member, format, error);
  *value = node;
  return TRUE;
}

/* An absent or null optional object gives NULL and TRUE. */
gboolean
tav_json_get_object (const TavJsonValue   *parent,
                     const char           *member,
                     gboolean              required,
                     const TavJsonValue  **value,
                     const char           *path,
                     GError              **error)
{
  return get_kind (parent, member, required, TRUE, TAV_JSON_OBJECT,
                   _("%s: expected an object"), value, path, error);
}

/* An absent optional list gives NULL and TRUE. */
gboolean
tav_json_get_array (const TavJsonValue   *parent,
                    const char           *member,
                    gboolean              required,
                    const TavJsonValue  **value,
                    const char           *path,
                    GError              **error)
{
  return get_kind (parent, member, required, FALSE, TAV_JSON_ARRAY,
                   _("%s: expected a list"), value, path, error);
}

/* An absent optional text reads as "". */
gboolean
tav_json_get_string (const TavJsonValue  *object,
                     const char          *member,
                     gboolean             required,
                     const char         **value,
                     const char          *path,
                     GError             **error)
{
  const TavJsonValue *node;

  *value = "";
  if (!get_kind (object, member, required, FALSE, TAV_JSON_STRING,
                 _("%s: expected a text"), &node, path, error))
    return FALSE;
  if (node)
    *value = node->v.string;
  return TRUE;
}

/* An absent optional number reads as 0. */
gboolean
tav_json_get_uint (const TavJsonValue  *object,
                   const char          *member,
                   gboolean             required,
                   guint64              max,
                   guint64             *value,
                   const char          *path,
                   GError             **error)
{
  const TavJsonValue *node;
  gint64 v;

  *value = 0;
  if (!get_kind (object, member, required, FALSE, TAV_JSON_INT,
                 _("%s: expected a whole number"), &node, path, error))
    return FALSE;
  if (node == NULL)
    return TRUE;
  v = node->v.integer;
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
tav_json_get_bool (const TavJsonValue  *object,
                   const char          *member,
                   gboolean            *value,
                   const char          *path,
                   GError             **error)
{
  const TavJsonValue *node;

  *value = FALSE;
  if (!get_kind (object, member, FALSE, FALSE, TAV_JSON_BOOLEAN,
                 _("%s: expected true or false"), &node, path, error))
    return FALSE;
  if (node)
    *value = node->v.boolean;
  return TRUE;
}

/* An optional list of texts; absent reads as an empty list. @item_error
 * says what an element should be, "%s[%u]: expected a player id". */
gboolean
tav_json_get_strv (const TavJsonValue  *object,
                   const char          *member,
                   const char          *item_error,
                   GStrv               *value,
                   const char          *path,
                   GError             **error)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  const TavJsonValue *array;

  *value = NULL;
  if (!tav_json_get_array (object, member, FALSE, &array, path, error))
    return FALSE;
  for (guint i = 0; array && i < array->length; i++)
    {
      const TavJsonValue *node = &array->v.elements[i];

      if (node->kind != TAV_JSON_STRING)
        {
          g_autofree char *where = tav_json_join (path, member);

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
          INVALID (error, item_error, where, i);
#pragma GCC diagnostic pop
          return FALSE;
        }
      g_strv_builder_add (builder, node->v.string);
    }
  *value = g_strv_builder_end (builder);
  return TRUE;
}
