/* tav-log-values.c
 *
 * What a log entry holds beside its place, member by member: texts (names
 * before and after, a reason), whole numbers (minutes, a fold's count),
 * results (objects, as the table kept them), times and a fold's count per
 * hand. A file's values are checked like every member; a recorded value
 * is made safe first, so that no recorded act can make the file
 * unreadable.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-log-values"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tav-document.h"
#include "tav-json-get.h"
#include "tav-log-values.h"
#include "tav-text.h"

#define INVALID(error, ...) \
  g_set_error (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_INVALID, __VA_ARGS__)

#define MAX_ID 200   /* bytes of a player's or a stage's id */

typedef enum
{
  VALUE_TEXT,
  VALUE_UINT,
  VALUE_OBJECT,
  VALUE_TIME,
  VALUE_HANDS,
} ValueKind;

static const struct
{
  const char *name;
  ValueKind   kind;
  guint64     max;
} value_members[] = {
  { "field", VALUE_TEXT, 0 },
  { "old", VALUE_TEXT, 0 },
  { "new", VALUE_TEXT, 0 },
  { "kind", VALUE_TEXT, 0 },
  { "reason", VALUE_TEXT, 0 },
  { "minutes", VALUE_UINT, 60 },   /* TAV_EXTENSION_MAX_MINUTES */
  { "count", VALUE_UINT, G_MAXUINT32 },
  { "before", VALUE_OBJECT, 0 },
  { "after", VALUE_OBJECT, 0 },
  { "from", VALUE_TIME, 0 },
  { "to", VALUE_TIME, 0 },
  { "hands", VALUE_HANDS, 0 },
};

/* Text as recorded: the rules of names (trimmed, NFC, no control
 * character), at most TAV_LOG_MAX_TEXT characters; what breaks them is
 * shown escaped. */
char *
tav_log_values_safe_text (const char *text)
{
  g_autofree char *clean = tav_text_clean_optional (text, NULL);

  if (clean == NULL)
    {
      g_autofree char *escaped = tav_text_escape (text);

      g_strdelimit (escaped, "\n\t\r", ' ');
      clean = tav_text_clean_optional (escaped, NULL);
      if (clean == NULL)
        clean = g_strdup ("");
    }
  if (g_utf8_strlen (clean, -1) > TAV_LOG_MAX_TEXT)
    {
      g_autofree char *cut = g_utf8_substring (clean, 0, TAV_LOG_MAX_TEXT);
      char *again = tav_text_clean_optional (cut, NULL);

      g_free (clean);
      clean = again ? again : g_strdup ("");
    }
  return g_steal_pointer (&clean);
}

TavHand *
tav_log_values_safe_hand (const TavHand *hand)
{
  g_autofree char *name = hand->name ? tav_log_values_safe_text (hand->name) : NULL;

  return tav_hand_new (hand->kind, name);
}

/* A fold counts per hand: "judge:Marco", "app". */
char *
tav_log_values_hand_key (const TavHand *hand)
{
  if (hand->name == NULL)
    return g_strdup (tav_hand_kind_to_string (hand->kind));
  return g_strdup_printf ("%s:%s", tav_hand_kind_to_string (hand->kind), hand->name);
}

gboolean
tav_log_values_parse_hand_key (const char  *key,
                               TavHand    **hand)
{
  const char *colon = strchr (key, ':');
  g_autofree char *word = colon ? g_strndup (key, colon - key) : g_strdup (key);
  g_autofree char *name = NULL;
  TavHandKind kind;

  if (!tav_hand_kind_from_string (word, &kind))
    return FALSE;
  if (colon != NULL && !(name = tav_text_clean_name (colon + 1, NULL)))
    return FALSE;
  *hand = tav_hand_new (kind, name);
  return TRUE;
}

gboolean
tav_log_values_check_text (const char  *text,
                           char       **clean,
                           const char  *path,
                           const char  *member,
                           GError     **error)
{
  g_autoptr(GError) local_error = NULL;

  *clean = tav_text_clean_optional (text, &local_error);
  if (*clean == NULL)
    {
      INVALID (error, "%s.%s: %s", path, member, local_error->message);
      return FALSE;
    }
  if (g_utf8_strlen (*clean, -1) > TAV_LOG_MAX_TEXT)
    {
      g_clear_pointer (clean, g_free);
      INVALID (error, _("%s.%s: longer than %u characters"), path, member, TAV_LOG_MAX_TEXT);
      return FALSE;
    }
  return TRUE;
}

/* An id as the model makes them: short and printable. */
gboolean
tav_log_values_check_id (const char  *id,
                         const char  *path,
                         const char  *member,
                         GError     **error)
{
  g_autofree char *place = member ? g_strdup_printf ("%s.%s", path, member) : g_strdup (path);

  if (strlen (id) > MAX_ID)
    {
      INVALID (error, _("%s: an id longer than %u bytes"), place, MAX_ID);
      return FALSE;
    }
  for (const char *p = id; *p; p++)
    if ((guchar) *p < 0x20 || *p == 0x7f)
      {
        INVALID (error, _("%s: an id with a control character"), place);
        return FALSE;
      }
  return TRUE;
}

static gboolean
read_hands (const TavJsonValue  *hands,
            JsonObject          *values,
            const char          *path,
            GError             **error)
{
  g_autoptr(JsonObject) object = json_object_new ();

  for (guint i = 0; i < hands->length; i++)
    {
      const TavJsonMember *member = &hands->v.members[i];
      g_autoptr(TavHand) hand = NULL;

      if (!tav_log_values_parse_hand_key (member->name, &hand))
        {
          g_autofree char *shown = tav_text_escape (member->name);

          INVALID (error, _("%s.hands: “%s” is not a hand"), path, shown);
          return FALSE;
        }
      if (member->value.kind != TAV_JSON_INT || member->value.v.integer < 0 ||
          member->value.v.integer > G_MAXUINT32)
        {
          INVALID (error, _("%s.hands.%s: expected a whole number of changes"), path, member->name);
          return FALSE;
        }
      json_object_set_int_member (object, member->name, member->value.v.integer);
    }
  json_object_set_object_member (values, "hands", g_steal_pointer (&object));
  return TRUE;
}

static gboolean
read_value (const TavJsonValue  *object,
            guint                i,
            JsonObject          *values,
            const char          *path,
            GError             **error)
{
  const char *name = value_members[i].name;
  const TavJsonValue *value = tav_json_value_get_member (object, name);

  if (value == NULL)
    return TRUE;
  switch (value_members[i].kind)
    {
    case VALUE_TEXT:
      {
        g_autofree char *clean = NULL;
        const char *text;

        if (!tav_json_get_string (object, name, TRUE, &text, path, error) ||
            !tav_log_values_check_text (text, &clean, path, name, error))
          return FALSE;
        json_object_set_string_member (values, name, clean);
        return TRUE;
      }
    case VALUE_UINT:
      {
        guint64 number;

        if (!tav_json_get_uint (object, name, TRUE, value_members[i].max, &number, path, error))
          return FALSE;
        json_object_set_int_member (values, name, (gint64) number);
        return TRUE;
      }
    case VALUE_OBJECT:
      {
        const TavJsonValue *result;

        if (!tav_json_get_object (object, name, TRUE, &result, path, error))
          return FALSE;
        json_object_set_member (values, name, tav_json_value_to_node (result, TRUE));
        return TRUE;
      }
    case VALUE_TIME:
      {
        g_autoptr(GDateTime) time = NULL;
        const char *text;

        if (!tav_json_get_string (object, name, TRUE, &text, path, error))
          return FALSE;
        if (!(time = g_date_time_new_from_iso8601 (text, NULL)))
          {
            INVALID (error, _("%s.%s: “%s” is not a date and time with a time zone"), path, name, text);
            return FALSE;
          }
        json_object_set_string_member (values, name, text);
        return TRUE;
      }
    case VALUE_HANDS:
      {
        const TavJsonValue *hands;

        return tav_json_get_object (object, name, TRUE, &hands, path, error) &&
               read_hands (hands, values, path, error);
      }
    default:
      g_return_val_if_reached (FALSE);
    }
}

/* Returns: (transfer full) (nullable): the entry's values read from
 * OBJECT, each checked; %NULL with the place of what is wrong. */
JsonObject *
tav_log_values_read (const TavJsonValue  *object,
                     const char          *path,
                     GError             **error)
{
  g_autoptr(JsonObject) values = json_object_new ();

  for (guint i = 0; i < G_N_ELEMENTS (value_members); i++)
    if (!read_value (object, i, values, path, error))
      return NULL;
  return g_steal_pointer (&values);
}

/* Writes VALUES' members in one fixed order, whatever order they were
 * made in: the same log is the same text. */
void
tav_log_values_write (TavJsonWriter *w,
                      JsonObject    *values)
{
  for (guint i = 0; i < G_N_ELEMENTS (value_members); i++)
    {
      JsonNode *node = json_object_get_member (values, value_members[i].name);

      if (node == NULL)
        continue;
      tav_json_writer_member (w, value_members[i].name);
      tav_json_writer_node (w, node);
    }
}

/* Returns: (transfer full) (nullable): a time value ("from", "to") */
GDateTime *
tav_log_values_get_time (TavLogEntry *entry,
                         const char  *member)
{
  const char *text = tav_log_entry_get_string (entry, member);

  return text ? g_date_time_new_from_iso8601 (text, NULL) : NULL;
}
