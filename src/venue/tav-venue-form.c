/* tav-venue-form.c
 *
 * A table's result form as a phone shows it, and what it sends read back.
 * The form follows the app's (tav-result-form.c): nothing is chosen for
 * the player but the head seat's role the draw gave (the Sheriff), shown
 * fixed; a field that cannot apply to the table (a bye at a table of two)
 * is left out. What the phone sends is read field by field against the
 * ruleset's descriptors, and every problem is told in words, by seat and
 * field, in the phone's language.
 *
 * A result the rules refuse is told as the rules say it, unless that
 * message quotes what the ranking keeps secret (another seat's balance):
 * then the phone learns only which figure is not possible.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-venue-form"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "tav-venue-form.h"
#include "tav-venue-retranslate.h"

#define T(msgid) tav_venue_catalog_gettext (catalog, msgid)

void
tav_venue_escape (GString    *out,
                  const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text ? text : "", -1);

  g_string_append (out, escaped);
}

void
tav_venue_paragraph (GString    *out,
                     const char *attributes,
                     const char *text)
{
  g_string_append_printf (out, "<p %s>", attributes);
  tav_venue_escape (out, text);
  g_string_append (out, "</p>\n");
}

/* A form's hidden field. */
void
tav_venue_hidden (GString    *out,
                  const char *name,
                  const char *value)
{
  g_string_append_printf (out, "<input type=\"hidden\" name=\"%s\" value=\"", name);
  tav_venue_escape (out, value ? value : "");
  g_string_append (out, "\">\n");
}

/* @text escaped between two pieces of markup. */
void
tav_venue_element (GString    *out,
                   const char *open,
                   const char *text,
                   const char *close)
{
  g_string_append (out, open);
  tav_venue_escape (out, text);
  g_string_append (out, close);
}

/* A page's head up to its style sheet, in the reader's language. */
void
tav_venue_html_head (GString         *out,
                     TavVenueCatalog *catalog,
                     const char      *title)
{
  g_string_append_printf (out,
                          "<!DOCTYPE html>\n<html lang=\"%s\">\n<head>\n<meta charset=\"utf-8\">\n"
                          "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                          "<meta name=\"color-scheme\" content=\"light dark\">\n<title>",
                          tav_venue_catalog_get_language (catalog));
  tav_venue_escape (out, title);
  g_string_append (out, "</title>\n<link rel=\"stylesheet\" href=\"/static/venue.css\">\n");
}

static char *
field_name (const TavFieldSpec *spec,
            guint               seat)
{
  return seat ? g_strdup_printf ("s%u.%s", seat, spec->id) : g_strdup (spec->id);
}

static const char *
form_value (GHashTable *form,
            const char *name)
{
  return form ? g_hash_table_lookup (form, name) : NULL;
}

/* A limit or a step as a person writes it: 1000000, not 1e+06. */
static char *
plain_number (double value)
{
  if (value == floor (value) && fabs (value) < 1e15)
    return g_strdup_printf ("%.0f", value);
  return g_strdup_printf ("%.15g", value);
}

static gboolean
applies (TavEvent           *event,
         TavStage           *stage,
         TavTable           *table,
         const TavFieldSpec *spec)
{
  return tav_ruleset_result_field_applies (tav_event_get_ruleset (event), event, stage, table, spec);
}

/* The choice every head seat holds ("Sheriff"), or NULL. */
static const TavChoice *
head_choice (TavEvent           *event,
             TavStage           *stage,
             const TavFieldSpec *spec)
{
  const char *head = tav_ruleset_get_head_seat_label (tav_event_get_ruleset (event), stage);

  if (head == NULL || spec->kind != TAV_FIELD_CHOICE)
    return NULL;
  for (const TavChoice *c = spec->choices; c && c->id; c++)
    if (g_strcmp0 (g_dgettext (GETTEXT_PACKAGE, c->label), head) == 0)
      return c;
  return NULL;
}

static void
option (GString    *out,
        const char *value,
        const char *label,
        gboolean    selected)
{
  g_string_append (out, "<option value=\"");
  tav_venue_escape (out, value);
  g_string_append_printf (out, "\"%s>", selected ? " selected" : "");
  tav_venue_escape (out, label);
  g_string_append (out, "</option>");
}

static void
number_input (GString            *out,
              const TavFieldSpec *spec,
              const char         *name,
              const char         *value)
{
  g_autofree char *min = plain_number (spec->min);
  g_autofree char *max = plain_number (spec->max);
  g_autofree char *step = spec->step > 0 ? plain_number (spec->step)
                                         : g_strdup (spec->kind == TAV_FIELD_INTEGER ? "1" : "any");

  g_string_append_printf (out, "<input type=\"number\" name=\"%s\" inputmode=\"%s\" min=\"%s\" "
                               "max=\"%s\" step=\"%s\" value=\"",
                          name, spec->kind == TAV_FIELD_INTEGER ? "numeric" : "decimal",
                          min, max, step);
  tav_venue_escape (out, value);
  g_string_append_printf (out, "\"%s>", spec->flags & TAV_FIELD_OPTIONAL ? "" : " required");
}

/* One input for @spec (of @seat, or of the table when 0), showing the
 * value sent before when the form comes back with a message. A choice
 * starts on "—": the player makes it. */
static void
field_input (GString            *out,
             TavVenueCatalog    *catalog,
             TavEvent           *event,
             TavStage           *stage,
             TavTable           *table,
             const TavFieldSpec *spec,
             guint               seat,
             GHashTable         *form)
{
  g_autofree char *name = field_name (spec, seat);
  const char *sent = form_value (form, name);
  const char *required = spec->flags & TAV_FIELD_OPTIONAL ? "" : " required";
  const TavChoice *head = seat ? head_choice (event, stage, spec) : NULL;
  const char *value;

  if (sent)
    value = sent;
  else if (form || spec->kind == TAV_FIELD_CHOICE || spec->kind == TAV_FIELD_PLAYER)
    value = "";
  else
    value = spec->default_value ? spec->default_value : "";

  g_string_append (out, spec->kind == TAV_FIELD_BOOLEAN ? "<label class=\"check\">" : "<label>");
  if (spec->kind != TAV_FIELD_BOOLEAN)
    {
      g_string_append (out, "<span>");
      tav_venue_escape (out, T (spec->label));
      g_string_append (out, "</span> ");
    }
  switch (spec->kind)
    {
    case TAV_FIELD_BOOLEAN:
      g_string_append_printf (out, "<input type=\"checkbox\" name=\"%s\" value=\"true\"%s> ",
                              name, g_strcmp0 (value, "true") == 0 ? " checked" : "");
      g_string_append (out, "<span>");
      tav_venue_escape (out, T (spec->label));
      g_string_append (out, "</span>");
      break;
    case TAV_FIELD_INTEGER:
    case TAV_FIELD_NUMBER:
      number_input (out, spec, name, value);
      break;
    case TAV_FIELD_CHOICE:
      if (head && seat == 1)
        {
          /* The draw made seat 1 the Sheriff: nothing to choose. */
          g_string_append (out, "<output class=\"fixed\">");
          tav_venue_escape (out, T (head->label));
          g_string_append_printf (out, "</output><input type=\"hidden\" name=\"%s\" value=\"%s\">",
                                  name, head->id);
          break;
        }
      g_string_append_printf (out, "<select name=\"%s\"%s>", name, required);
      option (out, "", "—", value[0] == '\0');
      for (const TavChoice *c = spec->choices; c && c->id; c++)
        if (c != head)
          option (out, c->id, T (c->label), g_strcmp0 (value, c->id) == 0);
      g_string_append (out, "</select>");
      break;
    case TAV_FIELD_PLAYER:
      g_string_append_printf (out, "<select name=\"%s\"%s>", name, required);
      option (out, "", "—", value[0] == '\0');
      for (guint s = 0; s < tav_table_get_n_seats (table); s++)
        option (out, tav_table_get_seat (table, s), tav_event_seat_name (event, table, s),
                g_strcmp0 (value, tav_table_get_seat (table, s)) == 0);
      g_string_append (out, "</select>");
      break;
    case TAV_FIELD_STRING:
    default:
      g_string_append_printf (out, "<input type=\"text\" name=\"%s\" maxlength=\"%d\" value=\"",
                              name, TAV_VENUE_MAX_FIELD_TEXT);
      tav_venue_escape (out, value);
      g_string_append (out, "\">");
      break;
    }
  g_string_append (out, "</label>\n");
}

/* A fieldset a seat, named by its player, then the table's own fields. */
void
tav_venue_form_fields (GString         *out,
                       TavVenueCatalog *catalog,
                       TavEvent        *event,
                       TavStage        *stage,
                       TavTable        *table,
                       GHashTable      *form)
{
  const TavFieldSpec *specs;
  guint n_specs = 0;
  gboolean per_seat = FALSE, table_fields = FALSE;

  specs = tav_ruleset_get_result_fields (tav_event_get_ruleset (event), event, stage, &n_specs);
  for (guint f = 0; f < n_specs; f++)
    if (applies (event, stage, table, &specs[f]))
      {
        per_seat |= (specs[f].flags & TAV_FIELD_PER_SEAT) != 0;
        table_fields |= (specs[f].flags & TAV_FIELD_PER_SEAT) == 0;
      }
  for (guint s = 0; per_seat && s < tav_table_get_n_seats (table); s++)
    {
      g_autofree char *legend = g_strdup_printf (T (N_("Seat %u: %s")), s + 1,
                                                 tav_event_seat_name (event, table, s));

      g_string_append (out, "<fieldset>\n<legend>");
      tav_venue_escape (out, legend);
      g_string_append (out, "</legend>\n");
      for (guint f = 0; f < n_specs; f++)
        if ((specs[f].flags & TAV_FIELD_PER_SEAT) && applies (event, stage, table, &specs[f]))
          field_input (out, catalog, event, stage, table, &specs[f], s + 1, form);
      g_string_append (out, "</fieldset>\n");
    }
  if (!table_fields)
    return;
  g_string_append (out, "<fieldset>\n");
  for (guint f = 0; f < n_specs; f++)
    if (!(specs[f].flags & TAV_FIELD_PER_SEAT) && applies (event, stage, table, &specs[f]))
      field_input (out, catalog, event, stage, table, &specs[f], 0, form);
  g_string_append (out, "</fieldset>\n");
}

/* ---- A result sent, described --------------------------------------------- */

static void
describe_value (GString            *out,
                TavVenueCatalog    *catalog,
                TavEvent           *event,
                TavTable           *table,
                const TavFieldSpec *spec,
                JsonNode           *node)
{
  if (spec->kind == TAV_FIELD_PLAYER)
    {
      int seat = tav_table_find_seat (table, json_node_get_string (node));

      tav_venue_escape (out, seat >= 0 ? tav_event_seat_name (event, table, seat) : json_node_get_string (node));
    }
  else if (spec->kind == TAV_FIELD_CHOICE)
    tav_venue_escape (out, T (tav_field_choice_label (spec, json_node_get_string (node))));
  else if (spec->kind == TAV_FIELD_BOOLEAN)
    tav_venue_escape (out, json_node_get_boolean (node) ? T (N_("yes")) : T (N_("no")));
  else if (json_node_get_value_type (node) == G_TYPE_INT64)
    g_string_append_printf (out, "%" G_GINT64_FORMAT, json_node_get_int (node));
  else if (json_node_get_value_type (node) == G_TYPE_DOUBLE)
    {
      g_autofree char *text = plain_number (json_node_get_double (node));

      g_string_append (out, text);
    }
  else
    tav_venue_escape (out, json_node_get_string (node));
}

/* "Anna: Role Sheriff; Alive yes; …" one line a seat, then the table's
 * fields. */
void
tav_venue_form_describe (GString         *out,
                         TavVenueCatalog *catalog,
                         TavEvent        *event,
                         TavStage        *stage,
                         TavTable        *table,
                         JsonObject      *result)
{
  const TavFieldSpec *specs;
  guint n_specs = 0;
  guint n_seats = json_object_has_member (result, "seats") ? tav_result_get_n_seats (result) : 0;

  specs = tav_ruleset_get_result_fields (tav_event_get_ruleset (event), event, stage, &n_specs);
  g_string_append (out, "<ul class=\"result\">\n");
  for (guint s = 0; s < n_seats && s < tav_table_get_n_seats (table); s++)
    {
      JsonObject *seat = tav_result_get_seat (result, s);
      gboolean any = FALSE;

      for (guint f = 0; seat && f < n_specs; f++)
        {
          JsonNode *node = json_object_get_member (seat, specs[f].id);

          if (!(specs[f].flags & TAV_FIELD_PER_SEAT) || node == NULL || !JSON_NODE_HOLDS_VALUE (node))
            continue;
          if (!any)
            {
              g_string_append (out, "<li>");
              tav_venue_escape (out, tav_event_seat_name (event, table, s));
              g_string_append (out, ":");
              any = TRUE;
            }
          g_string_append (out, " ");
          tav_venue_escape (out, T (specs[f].label));
          g_string_append (out, " ");
          describe_value (out, catalog, event, table, &specs[f], node);
          g_string_append (out, ";");
        }
      if (any)
        g_string_append (out, "</li>\n");
    }
  for (guint f = 0; f < n_specs; f++)
    {
      JsonNode *node = json_object_get_member (result, specs[f].id);

      if ((specs[f].flags & TAV_FIELD_PER_SEAT) || node == NULL || !JSON_NODE_HOLDS_VALUE (node))
        continue;
      g_string_append (out, "<li>");
      tav_venue_escape (out, T (specs[f].label));
      g_string_append (out, ": ");
      describe_value (out, catalog, event, table, &specs[f], node);
      g_string_append (out, "</li>\n");
    }
  g_string_append (out, "</ul>\n");
}

/* ---- Reading the form back ---------------------------------------------- */

static char *
why_not (TavVenueCatalog    *catalog,
         const TavFieldSpec *spec)
{
  g_autofree char *min = plain_number (spec->min);
  g_autofree char *max = plain_number (spec->max);
  g_autofree char *step = plain_number (spec->step);

  switch (spec->kind)
    {
    case TAV_FIELD_INTEGER:
    case TAV_FIELD_NUMBER:
      if (spec->step > 1)
        return g_strdup_printf (T (N_("enter a number from %s to %s, in steps of %s")), min, max, step);
      return g_strdup_printf (T (N_("enter a number from %s to %s")), min, max);
    case TAV_FIELD_CHOICE:
    case TAV_FIELD_PLAYER:
      return g_strdup (T (N_("choose one from the list")));
    case TAV_FIELD_BOOLEAN:
    case TAV_FIELD_STRING:
    default:
      return g_strdup (T (N_("this value cannot be used")));
    }
}

/* "Seat 3 (Sofia), Auction $: @reason", or "Outcome: @reason". */
static char *
where_message (TavVenueCatalog    *catalog,
               TavEvent           *event,
               TavTable           *table,
               const TavFieldSpec *spec,
               guint               seat,
               const char         *reason)
{
  g_autofree char *where = NULL;

  if (seat && seat <= tav_table_get_n_seats (table))
    where = g_strdup_printf (T (N_("Seat %u (%s), %s")), seat,
                             tav_event_seat_name (event, table, seat - 1), T (spec->label));
  else
    where = g_strdup (T (spec->label));
  return g_strdup_printf ("%s: %s", where, reason);
}

static char *
reason_for_text (TavVenueCatalog    *catalog,
                 TavTable           *table,
                 const TavFieldSpec *spec,
                 const char         *text,
                 JsonNode          **node_out)
{
  g_autofree char *copy = text ? g_strstrip (g_strdup (text)) : NULL;
  g_autoptr(JsonNode) node = NULL;

  if (text && (strlen (text) > TAV_VENUE_MAX_FIELD_TEXT || !g_utf8_validate (text, -1, NULL)))
    return g_strdup (T (N_("this value cannot be used")));
  if (copy == NULL || copy[0] == '\0')
    return g_strdup (T (N_("missing")));
  node = tav_field_parse_value (spec, copy, NULL);
  if (node == NULL || !tav_field_validate_value (spec, node, spec->id, NULL) ||
      (spec->kind == TAV_FIELD_PLAYER && tav_table_find_seat (table, json_node_get_string (node)) < 0))
    return why_not (catalog, spec);
  *node_out = g_steal_pointer (&node);
  return NULL;
}

/* The value of one field, or NULL to leave it out; *message says what is
 * wrong, naming the seat and the field in the reader's language. */
static gboolean
read_field (TavEvent            *event,
            TavStage            *stage,
            TavTable            *table,
            const TavFieldSpec  *spec,
            guint                seat,
            GHashTable          *form,
            TavVenueCatalog     *catalog,
            JsonNode           **node_out,
            char               **message)
{
  g_autofree char *name = field_name (spec, seat);
  g_autofree char *reason = NULL;
  const char *text = form_value (form, name);
  const TavChoice *head = seat == 1 ? head_choice (event, stage, spec) : NULL;
  gboolean optional = (spec->flags & TAV_FIELD_OPTIONAL) != 0;

  *node_out = NULL;
  if (!applies (event, stage, table, spec))
    return TRUE;
  if (head)
    text = head->id;
  if (spec->kind == TAV_FIELD_BOOLEAN)
    {
      gboolean on = g_strcmp0 (text, "true") == 0;

      if (on || !optional)
        *node_out = json_node_init_boolean (json_node_alloc (), on);
      return TRUE;
    }
  if (optional)
    {
      g_autofree char *copy = text ? g_strstrip (g_strdup (text)) : NULL;

      if (copy == NULL || copy[0] == '\0')
        return TRUE;
    }
  reason = reason_for_text (catalog, table, spec, text, node_out);
  if (reason)
    {
      *message = where_message (catalog, event, table, spec, seat, reason);
      return FALSE;
    }
  return TRUE;
}

/* Returns: the result the form describes, or NULL with @message. */
JsonObject *
tav_venue_form_read (TavEvent         *event,
                     TavStage         *stage,
                     TavTable         *table,
                     GHashTable       *form,
                     TavVenueCatalog  *catalog,
                     char            **message)
{
  const TavFieldSpec *specs;
  guint n_specs = 0;
  g_autoptr(JsonObject) result = json_object_new ();
  g_autoptr(JsonArray) seats = json_array_new ();
  gboolean per_seat = FALSE;

  specs = tav_ruleset_get_result_fields (tav_event_get_ruleset (event), event, stage, &n_specs);
  for (guint f = 0; f < n_specs; f++)
    per_seat |= (specs[f].flags & TAV_FIELD_PER_SEAT) != 0;
  for (guint s = 1; per_seat && s <= tav_table_get_n_seats (table); s++)
    {
      JsonObject *seat = json_object_new ();

      json_array_add_object_element (seats, seat);
      for (guint f = 0; f < n_specs; f++)
        {
          JsonNode *node;

          if (!(specs[f].flags & TAV_FIELD_PER_SEAT))
            continue;
          if (!read_field (event, stage, table, &specs[f], s, form, catalog, &node, message))
            return NULL;
          if (node)
            json_object_set_member (seat, specs[f].id, node);
        }
    }
  if (per_seat)
    json_object_set_array_member (result, "seats", json_array_ref (seats));
  for (guint f = 0; f < n_specs; f++)
    {
      JsonNode *node;

      if (specs[f].flags & TAV_FIELD_PER_SEAT)
        continue;
      if (!read_field (event, stage, table, &specs[f], 0, form, catalog, &node, message))
        return NULL;
      if (node)
        json_object_set_member (result, specs[f].id, node);
    }
  return g_steal_pointer (&result);
}

/**
 * tav_venue_form_refusal:
 * @error: the rules' refusal of a result sent from @table
 *
 * Returns: what the phone is told: the rules' message in its language,
 * or, when that message quotes what the ranking keeps secret, only the
 * seat and the field whose figure is not possible.
 */
char *
tav_venue_form_refusal (TavVenueCatalog *catalog,
                        TavEvent        *event,
                        TavStage        *stage,
                        TavTable        *table,
                        const GError    *error)
{
  const TavFieldSpec *specs;
  const TavFieldSpec *spec;
  const char *field = NULL;
  guint n_specs = 0, seat = 0;

  if (!tav_event_error_is_secret (event, error))
    return tav_venue_retranslate (catalog, error);
  specs = tav_ruleset_get_result_fields (tav_event_get_ruleset (event), event, stage, &n_specs);
  if (tav_ruleset_error_get_field (error, &seat, &field) &&
      (spec = tav_field_find (specs, n_specs, field)))
    return where_message (catalog, event, table, spec, seat, T (N_("this figure is not possible")));
  return g_strdup (T (N_("This result is not possible: check it with the table, or ask the organiser")));
}
