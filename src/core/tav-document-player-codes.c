/* tav-document-player-codes.c — players' codes and self check-in in the file
 *
 * Format version 5: `players[].code_renewals` (how many times the
 * player's personal code was renewed; the code itself is never written,
 * it is made again from the venue key) and `event.self_check_in`. Both
 * are written only when set, so a file without them stays as older
 * versions wrote it; an older file that names one is refused with its
 * place, as no Tavolo of that version could have written it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-document"

#include "config.h"

#include "tav-document-private.h"
#include "tav-event-private.h"

static gboolean
check_version (const TavJsonValue  *object,
               const char          *member,
               gint64               version,
               const char          *path,
               GError             **error)
{
  return tav_document_check_member_version (object, member, version, 5, path, error);
}

/* Reads the renewals of @root's players and the event's switch into
 * @event, whose players are read already, in the file's order. */
gboolean
tav_document_read_player_codes (const TavJsonValue  *root,
                                gint64               version,
                                TavEvent            *event,
                                GError             **error)
{
  const TavJsonValue *players = tav_json_value_get_member (root, "players");
  const TavJsonValue *object = tav_json_value_get_member (root, "event");
  gboolean allowed;

  for (guint i = 0; i < tav_event_get_n_players (event); i++)
    {
      g_autofree char *path = g_strdup_printf ("players[%u]", i);
      const TavJsonValue *node = &players->v.elements[i];
      guint64 renewals;

      if (!check_version (node, "code_renewals", version, path, error) ||
          !tav_json_get_uint (node, "code_renewals", FALSE, TAV_PLAYER_CODE_MAX_RENEWALS,
                              &renewals, path, error))
        return FALSE;
      tav_player_set_code_renewals (tav_event_get_player (event, i), (guint) renewals);
    }
  if (!check_version (object, "self_check_in", version, "event", error) ||
      !tav_json_get_bool (object, "self_check_in", &allowed, "event", error))
    return FALSE;
  tav_event_store_self_check_in (event, allowed);
  return TRUE;
}

void
tav_document_write_event_player_codes (TavJsonWriter *w,
                                       TavEvent      *event)
{
  if (tav_event_get_self_check_in (event))
    tav_json_writer_boolean_member (w, "self_check_in", TRUE);
}

void
tav_document_write_player_code (TavJsonWriter *w,
                                TavPlayer     *player)
{
  if (tav_player_get_code_renewals (player) > 0)
    tav_json_writer_int_member (w, "code_renewals", tav_player_get_code_renewals (player));
}

/* Returns: whether @event holds what only format version 5 can: a code
 * renewed, self check-in allowed, or their changes in the log (which
 * stay when the switch is turned off again). */
gboolean
tav_document_needs_version_5 (TavEvent *event)
{
  if (tav_event_get_self_check_in (event))
    return TRUE;
  for (guint i = 0; i < tav_event_get_n_players (event); i++)
    if (tav_player_get_code_renewals (tav_event_get_player (event, i)) > 0)
      return TRUE;
  return tav_document_log_needs_version (event, 5);
}
