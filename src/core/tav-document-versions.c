/* tav-document-versions.c — what an older file may not hold
 *
 * Each format version since 3 adds members and log acts; a file of an
 * older version that holds one is refused, as the Tavolo that wrote it
 * could not have put it there, and a file is written at the lowest
 * version that holds its content. The parts of the file that each
 * version added (tav-document-constraints.c, -player-codes.c) ask these
 * two questions the same way.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-document"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-document.h"
#include "tav-document-private.h"
#include "tav-log-entry.h"

/* Refuses @member of @object, naming its place, when a file of @version,
 * older than @since (4 or 5), holds it. */
gboolean
tav_document_check_member_version (const TavJsonValue  *object,
                                   const char          *member,
                                   gint64               version,
                                   gint64               since,
                                   const char          *path,
                                   GError             **error)
{
  g_autofree char *where = NULL;

  if (version >= since || tav_json_value_get_member (object, member) == NULL)
    return TRUE;
  where = tav_json_join (path, member);
  if (since == 4)
    g_set_error (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_INVALID,
                 _("%s: a file of version %lld cannot hold fixed or accessible tables, players kept apart or clubs apart in every round (version 4 or later)"),
                 where, (long long) version);
  else
    g_set_error (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_INVALID,
                 _("%s: a file of version %lld cannot hold players’ personal codes or self check-in (version 5 or later)"),
                 where, (long long) version);
  return FALSE;
}

/* Whether @event's log holds an act that only format version @since or
 * later knows. */
gboolean
tav_document_log_needs_version (TavEvent *event,
                                guint     since)
{
  GListModel *log = tav_event_get_log (event);

  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(TavLogEntry) entry = g_list_model_get_item (log, i);

      if (tav_log_entry_act_version (tav_log_entry_get_act (entry)) >= since)
        return TRUE;
    }
  return FALSE;
}
