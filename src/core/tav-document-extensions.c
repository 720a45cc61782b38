/* tav-document-extensions.c — a table's added time in the file
 *
 * `extensions` of a table (format version 3): read with the checks the
 * operation makes (tav_event_extend_table ()), so that no file holds time
 * the app would have refused, and written only when a table has some.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-document"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-document.h"
#include "tav-document-private.h"
#include "tav-round-private.h"
#include "tav-text.h"

#define INVALID(error, ...) \
  g_set_error (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_INVALID, __VA_ARGS__)

static gboolean
read_extension (const TavJsonValue  *object,
                TavTable            *table,
                const char          *path,
                GError             **error)
{
  static const char * const known[] = { "minutes", "reason", "time", NULL };
  g_autoptr(GDateTime) time = NULL;
  g_autofree char *clean = NULL;
  const char *reason, *time_str;
  guint64 minutes;

  if (object->kind != TAV_JSON_OBJECT)
    {
      INVALID (error, _("%s: expected an object"), path);
      return FALSE;
    }
  if (!tav_json_check_members (object, known, path, error) ||
      !tav_json_get_uint (object, "minutes", TRUE, TAV_EXTENSION_MAX_MINUTES, &minutes, path, error) ||
      !tav_json_get_string (object, "reason", TRUE, &reason, path, error) ||
      !tav_json_get_string (object, "time", TRUE, &time_str, path, error))
    return FALSE;
  if (minutes == 0)
    {
      INVALID (error, _("%s.minutes: expected 1 to %d minutes"), path, TAV_EXTENSION_MAX_MINUTES);
      return FALSE;
    }
  clean = tav_text_clean_name (reason, NULL);
  if (clean == NULL || !g_str_equal (clean, reason))
    {
      INVALID (error, _("%s.reason: expected a reason on one line, with no control characters"), path);
      return FALSE;
    }
  if (!(time = g_date_time_new_from_iso8601 (time_str, NULL)))
    {
      INVALID (error, _("%s.time: “%s” is not a date and time"), path, time_str);
      return FALSE;
    }
  if (tav_table_get_extra_minutes (table) + minutes > TAV_TABLE_MAX_EXTRA_MINUTES)
    {
      INVALID (error, _("%s.minutes: more than %d minutes added to one table"),
               path, TAV_TABLE_MAX_EXTRA_MINUTES);
      return FALSE;
    }

  tav_table_add_extension (table, (guint) minutes, reason, time);
  return TRUE;
}

/* Reads the table's `extensions` member of @object, if any, into @table. */
gboolean
tav_document_read_extensions (const TavJsonValue  *object,
                              TavTable            *table,
                              const char          *path,
                              GError             **error)
{
  const TavJsonValue *array;

  if (!tav_json_get_array (object, "extensions", FALSE, &array, path, error))
    return FALSE;
  for (guint i = 0; array != NULL && i < array->length; i++)
    {
      g_autofree char *where = tav_json_join (path, "extensions");
      g_autofree char *item = g_strdup_printf ("%s[%u]", where, i);

      if (!read_extension (&array->v.elements[i], table, item, error))
        return FALSE;
    }
  return TRUE;
}

void
tav_document_write_extensions (TavJsonWriter *w,
                               TavTable      *table)
{
  guint n = tav_table_get_n_extensions (table);

  if (n == 0)
    return;

  tav_json_writer_member (w, "extensions");
  tav_json_writer_begin_array (w);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *time = g_date_time_format_iso8601 (tav_table_get_extension_time (table, i));

      tav_json_writer_begin_object (w);
      tav_json_writer_int_member (w, "minutes", tav_table_get_extension_minutes (table, i));
      tav_json_writer_string_member (w, "reason", tav_table_get_extension_reason (table, i));
      tav_json_writer_string_member (w, "time", time);
      tav_json_writer_end_object (w);
    }
  tav_json_writer_end_array (w);
}

/* Returns: whether @event holds what only format version 3 can: rounds
 * released by hand, or added time. */
gboolean
tav_document_needs_version_3 (TavEvent *event)
{
  if (tav_event_get_manual_release (event))
    return TRUE;

  for (guint s = 0; s < tav_event_get_n_stages (event); s++)
    {
      TavStage *stage = tav_event_get_stage (event, s);

      for (guint r = 1; r <= tav_stage_get_n_rounds (stage); r++)
        {
          TavRound *round = tav_stage_get_round (stage, r);

          if (!tav_round_get_released (round))
            return TRUE;
          for (guint t = 0; t < tav_round_get_n_tables (round); t++)
            if (tav_table_get_n_extensions (tav_round_get_table (round, t)) > 0)
              return TRUE;
        }
    }

  return FALSE;
}
