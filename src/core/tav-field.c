/* tav-field.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-field"

#include "config.h"

#include <math.h>
#include <stdlib.h>

#include <glib/gi18n-lib.h>

#include "tav-field.h"
#include "tav-rule-error.h"

/* The error domain is defined with the others in tav-rule-error.c. */

const TavFieldSpec *
tav_field_find (const TavFieldSpec *specs,
                guint               n_specs,
                const char         *id)
{
  for (guint i = 0; i < n_specs; i++)
    if (g_strcmp0 (specs[i].id, id) == 0)
      return &specs[i];
  return NULL;
}

const char *
tav_field_choice_label (const TavFieldSpec *spec,
                        const char         *choice)
{
  for (const TavChoice *c = spec->choices; c && c->id; c++)
    if (g_strcmp0 (c->id, choice) == 0)
      return _(c->label);
  return NULL;
}

/* 1000000, not 1e+06: limits are read by people. */
static char *
format_number (double v)
{
  if (v == (double) (gint64) v && v > -1e15 && v < 1e15)
    return g_strdup_printf ("%" G_GINT64_FORMAT, (gint64) v);
  return g_strdup_printf ("%g", v);
}

static char *
describe_choices (const TavFieldSpec *spec)
{
  g_autoptr(GString) s = g_string_new (NULL);

  for (const TavChoice *c = spec->choices; c && c->id; c++)
    g_string_append_printf (s, "%s\"%s\"", s->len ? ", " : "", c->id);
  return g_string_free (g_steal_pointer (&s), FALSE);
}

gboolean
tav_field_validate_value (const TavFieldSpec  *spec,
                          JsonNode            *node,
                          const char          *path,
                          GError             **error)
{
  GType type = JSON_NODE_HOLDS_VALUE (node) ? json_node_get_value_type (node) : G_TYPE_INVALID;

  switch (spec->kind)
    {
    case TAV_FIELD_BOOLEAN:
      if (type != G_TYPE_BOOLEAN)
        {
          tav_rule_error_set (error, TAV_FIELD_ERROR, TAV_FIELD_ERROR_INVALID,
                              N_("%s: expected true or false"), path);
          return FALSE;
        }
      return TRUE;

    case TAV_FIELD_INTEGER:
    case TAV_FIELD_NUMBER:
      {
        double v;

        if (spec->kind == TAV_FIELD_INTEGER && type != G_TYPE_INT64)
          {
            tav_rule_error_set (error, TAV_FIELD_ERROR, TAV_FIELD_ERROR_INVALID,
                                N_("%s: expected a whole number"), path);
            return FALSE;
          }
        if (type != G_TYPE_INT64 && type != G_TYPE_DOUBLE)
          {
            tav_rule_error_set (error, TAV_FIELD_ERROR, TAV_FIELD_ERROR_INVALID,
                                N_("%s: expected a number"), path);
            return FALSE;
          }
        v = type == G_TYPE_INT64 ? (double) json_node_get_int (node) : json_node_get_double (node);
        if (!isfinite (v) || v < spec->min || v > spec->max)
          {
            g_autofree char *value = format_number (v);
            g_autofree char *min = format_number (spec->min);
            g_autofree char *max = format_number (spec->max);

            tav_rule_error_set (error, TAV_FIELD_ERROR, TAV_FIELD_ERROR_INVALID,
                                N_("%s: %s is out of range (%s to %s)"), path, value, min, max);
            return FALSE;
          }
        if (spec->kind == TAV_FIELD_INTEGER && spec->step > 1 &&
            fmod (v, spec->step) != 0)
          {
            g_autofree char *value = format_number (v);
            g_autofree char *step = format_number (spec->step);

            tav_rule_error_set (error, TAV_FIELD_ERROR, TAV_FIELD_ERROR_INVALID,
                                N_("%s: %s is not a multiple of %s"), path, value, step);
            return FALSE;
          }
        return TRUE;
      }

    case TAV_FIELD_CHOICE:
      if (type == G_TYPE_STRING &&
          tav_field_choice_label (spec, json_node_get_string (node)) != NULL)
        return TRUE;
      {
        g_autofree char *choices = describe_choices (spec);

        tav_rule_error_set (error, TAV_FIELD_ERROR, TAV_FIELD_ERROR_INVALID,
                            N_("%s: expected one of %s"), path, choices);
      }
      return FALSE;

    case TAV_FIELD_STRING:
    case TAV_FIELD_PLAYER:
      if (type != G_TYPE_STRING)
        {
          tav_rule_error_set (error, TAV_FIELD_ERROR, TAV_FIELD_ERROR_INVALID,
                              N_("%s: expected a text"), path);
          return FALSE;
        }
      return TRUE;

    default:
      g_return_val_if_reached (FALSE);
    }
}

static gboolean
check_unknown_members (const TavFieldSpec  *specs,
                       guint                n_specs,
                       JsonObject          *object,
                       gboolean             per_seat,
                       const char          *path,
                       GError             **error)
{
  g_autoptr(GList) members = json_object_get_members (object);

  for (GList *l = members; l; l = l->next)
    {
      const TavFieldSpec *spec = tav_field_find (specs, n_specs, l->data);

      if (!per_seat && g_strcmp0 (l->data, "seats") == 0)
        continue;
      if (spec == NULL || !!(spec->flags & TAV_FIELD_PER_SEAT) != per_seat)
        {
          tav_rule_error_set (error, TAV_FIELD_ERROR, TAV_FIELD_ERROR_INVALID,
                              N_("%s.%s: unknown field"), path, (const char *) l->data);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
validate_members (const TavFieldSpec  *specs,
                  guint                n_specs,
                  JsonObject          *object,
                  gboolean             per_seat,
                  const char          *path,
                  GError             **error)
{
  for (guint i = 0; i < n_specs; i++)
    {
      const TavFieldSpec *spec = &specs[i];
      g_autofree char *field_path = NULL;
      JsonNode *node;

      if (!!(spec->flags & TAV_FIELD_PER_SEAT) != per_seat)
        continue;
      field_path = g_strdup_printf ("%s.%s", path, spec->id);
      node = json_object_get_member (object, spec->id);
      if (node == NULL || JSON_NODE_HOLDS_NULL (node))
        {
          if (spec->flags & TAV_FIELD_OPTIONAL)
            continue;
          tav_rule_error_set (error, TAV_FIELD_ERROR, TAV_FIELD_ERROR_INVALID,
                              N_("%s: missing"), field_path);
          if (error)
            tav_rule_error_locate (*error, 0, spec->id);
          return FALSE;
        }
      if (!tav_field_validate_value (spec, node, field_path, error))
        {
          if (error)
            tav_rule_error_locate (*error, 0, spec->id);
          return FALSE;
        }
    }
  return check_unknown_members (specs, n_specs, object, per_seat, path, error);
}

/* Checks the shape of a result: known fields of the right types, one entry
 * in "seats" per seat. The ruleset checks the meaning afterwards. */
gboolean
tav_field_validate_result (const TavFieldSpec  *specs,
                           guint                n_specs,
                           JsonObject          *result,
                           guint                n_seats,
                           const char          *path,
                           GError             **error)
{
  gboolean has_seat_fields = FALSE;

  if (!validate_members (specs, n_specs, result, FALSE, path, error))
    return FALSE;

  for (guint i = 0; i < n_specs; i++)
    has_seat_fields |= !!(specs[i].flags & TAV_FIELD_PER_SEAT);

  if (has_seat_fields)
    {
      JsonNode *seats = json_object_get_member (result, "seats");
      JsonArray *array;

      if (seats == NULL || !JSON_NODE_HOLDS_ARRAY (seats))
        {
          tav_rule_error_set (error, TAV_FIELD_ERROR, TAV_FIELD_ERROR_INVALID,
                              N_("%s.seats: missing (one entry per seat expected)"), path);
          return FALSE;
        }
      array = json_node_get_array (seats);
      if (json_array_get_length (array) != n_seats)
        {
          tav_rule_error_set (error, TAV_FIELD_ERROR, TAV_FIELD_ERROR_INVALID,
                              N_("%s.seats: %u entries for %u seats"), path,
                              json_array_get_length (array), n_seats);
          return FALSE;
        }
      for (guint s = 0; s < n_seats; s++)
        {
          JsonNode *seat = json_array_get_element (array, s);
          g_autofree char *seat_path = g_strdup_printf ("%s.seats[%u]", path, s);

          if (!JSON_NODE_HOLDS_OBJECT (seat))
            {
              tav_rule_error_set (error, TAV_FIELD_ERROR, TAV_FIELD_ERROR_INVALID,
                                  N_("%s: expected an object"), seat_path);
              return FALSE;
            }
          if (!validate_members (specs, n_specs, json_node_get_object (seat), TRUE,
                                 seat_path, error))
            {
              TavRulePlace place;

              if (error && tav_rule_error_get_place (*error, &place))
                tav_rule_error_locate (*error, s + 1, place.field);
              return FALSE;
            }
        }
    }
  else if (json_object_has_member (result, "seats"))
    {
      tav_rule_error_set (error, TAV_FIELD_ERROR, TAV_FIELD_ERROR_INVALID,
                          N_("%s.seats: unknown field"), path);
      return FALSE;
    }

  return TRUE;
}

gboolean
tav_field_validate_params (const TavFieldSpec  *specs,
                           guint                n_specs,
                           JsonObject          *params,
                           const char          *path,
                           GError             **error)
{
  g_autoptr(GList) members = json_object_get_members (params);

  for (GList *l = members; l; l = l->next)
    {
      const TavFieldSpec *spec = tav_field_find (specs, n_specs, l->data);
      g_autofree char *field_path = g_strdup_printf ("%s.%s", path, (const char *) l->data);

      if (spec == NULL)
        {
          g_set_error (error, TAV_FIELD_ERROR, TAV_FIELD_ERROR_INVALID,
                       _("%s: unknown parameter"), field_path);
          return FALSE;
        }
      if (!tav_field_validate_value (spec, json_object_get_member (params, l->data),
                                     field_path, error))
        return FALSE;
    }
  return TRUE;
}

/* Reads a value typed by a person (CLI option, form entry). */
JsonNode *
tav_field_parse_value (const TavFieldSpec  *spec,
                       const char          *text,
                       GError             **error)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_VALUE);
  g_autofree char *stripped = g_strstrip (g_strdup (text ? text : ""));

  switch (spec->kind)
    {
    case TAV_FIELD_BOOLEAN:
      if (g_ascii_strcasecmp (stripped, "true") == 0 || g_strcmp0 (stripped, "1") == 0 ||
          g_ascii_strcasecmp (stripped, "yes") == 0)
        json_node_set_boolean (node, TRUE);
      else if (g_ascii_strcasecmp (stripped, "false") == 0 || g_strcmp0 (stripped, "0") == 0 ||
               g_ascii_strcasecmp (stripped, "no") == 0)
        json_node_set_boolean (node, FALSE);
      else
        {
          tav_rule_error_set (error, TAV_FIELD_ERROR, TAV_FIELD_ERROR_INVALID,
                              N_("%s: \"%s\" is not true or false"), spec->id, stripped);
          return NULL;
        }
      break;

    case TAV_FIELD_INTEGER:
      {
        gint64 v;

        if (!g_ascii_string_to_signed (stripped, 10, G_MININT64, G_MAXINT64, &v, NULL))
          {
            tav_rule_error_set (error, TAV_FIELD_ERROR, TAV_FIELD_ERROR_INVALID,
                                N_("%s: \"%s\" is not a whole number"), spec->id, stripped);
            return NULL;
          }
        json_node_set_int (node, v);
      }
      break;

    case TAV_FIELD_NUMBER:
      {
        char *end = NULL;
        double v;

        /* Accept the decimal comma that people in our locales type. */
        g_strdelimit (stripped, ",", '.');
        v = g_ascii_strtod (stripped, &end);
        if (*stripped == '\0' || end == NULL || *end != '\0' || !isfinite (v))
          {
            tav_rule_error_set (error, TAV_FIELD_ERROR, TAV_FIELD_ERROR_INVALID,
                                N_("%s: \"%s\" is not a number"), spec->id, stripped);
            return NULL;
          }
        json_node_set_double (node, v);
      }
      break;

    case TAV_FIELD_CHOICE:
    case TAV_FIELD_STRING:
    case TAV_FIELD_PLAYER:
      json_node_set_string (node, stripped);
      break;

    default:
      g_return_val_if_reached (NULL);
    }

  if (!tav_field_validate_value (spec, node, spec->id, error))
    return NULL;
  return g_steal_pointer (&node);
}

JsonNode *
tav_field_default_node (const TavFieldSpec *spec)
{
  return tav_field_parse_value (spec, spec->default_value, NULL);
}

const char *
tav_result_get_string (JsonObject *result,
                       const char *field)
{
  JsonNode *node = result ? json_object_get_member (result, field) : NULL;

  if (node && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    return json_node_get_string (node);
  return NULL;
}

gint64
tav_result_get_int (JsonObject *result,
                    const char *field)
{
  JsonNode *node = result ? json_object_get_member (result, field) : NULL;

  if (node && JSON_NODE_HOLDS_VALUE (node))
    {
      GType type = json_node_get_value_type (node);

      if (type == G_TYPE_INT64)
        return json_node_get_int (node);
      if (type == G_TYPE_DOUBLE)
        return (gint64) json_node_get_double (node);
    }
  return 0;
}

gboolean
tav_result_get_bool (JsonObject *result,
                     const char *field)
{
  JsonNode *node = result ? json_object_get_member (result, field) : NULL;

  if (node && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_BOOLEAN)
    return json_node_get_boolean (node);
  return FALSE;
}

guint
tav_result_get_n_seats (JsonObject *result)
{
  JsonNode *node = result ? json_object_get_member (result, "seats") : NULL;

  if (node && JSON_NODE_HOLDS_ARRAY (node))
    return json_array_get_length (json_node_get_array (node));
  return 0;
}

JsonObject *
tav_result_get_seat (JsonObject *result,
                     guint       seat)
{
  JsonNode *node = json_object_get_member (result, "seats");
  JsonNode *element;

  g_return_val_if_fail (node && JSON_NODE_HOLDS_ARRAY (node), NULL);
  g_return_val_if_fail (seat < json_array_get_length (json_node_get_array (node)), NULL);

  element = json_array_get_element (json_node_get_array (node), seat);
  return JSON_NODE_HOLDS_OBJECT (element) ? json_node_get_object (element) : NULL;
}
