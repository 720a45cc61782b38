/* tav-player-codes.c — players' personal codes and self check-in
 *
 * A player's code is the HMAC of his id and of how many times it was
 * renewed, under the venue key (tav_token_code_for_player ()): the file
 * keeps only that count, so a copy of the file without the key gives no
 * code away, and the organiser can print a lost code again. Renewing
 * counts one more, which makes the old code useless.
 *
 * A phone signs with a name and a code. Every player's code is compared,
 * in constant time and without stopping at a match, so that how long the
 * answer takes does not tell which player a code belongs to; the name
 * then has to be the player's, whole or one of its words, folded as a
 * search is (tav_text_fold ()), so that a code alone, guessed or seen
 * over a shoulder, is not enough.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-event"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tav-event-private.h"
#include "tav-table-token.h"
#include "tav-text.h"

/* The words of @name folded, separated by a single space: "Anna  Rossi"
 * and "anna rossi" give "anna rossi" (folding makes a no-break space a
 * space). */
static char *
folded_words (const char *name)
{
  g_autofree char *folded = tav_text_fold (name);
  g_auto(GStrv) words = g_strsplit_set (folded, " \t\n\r\f\v", -1);
  g_autoptr(GString) out = g_string_new (NULL);

  for (guint i = 0; words[i]; i++)
    if (words[i][0] != '\0')
      g_string_append_printf (out, "%s%s", out->len ? " " : "", words[i]);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* Whether @typed (folded_words ()) is @player's whole name or one word
 * of it. */
static gboolean
name_matches (TavPlayer  *player,
              const char *typed)
{
  g_autofree char *name = folded_words (tav_player_get_name (player));
  g_auto(GStrv) words = NULL;

  if (typed[0] == '\0')
    return FALSE;
  if (g_str_equal (name, typed))
    return TRUE;
  if (strchr (typed, ' ') != NULL)
    return FALSE;
  words = g_strsplit (name, " ", -1);
  return g_strv_contains ((const char * const *) words, typed);
}

char *
tav_event_get_player_code (TavEvent   *self,
                           const char *player_id)
{
  TavPlayer *player;
  const char *key;

  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);

  if (!(player = tav_event_find_player (self, player_id)))
    return NULL;
  key = tav_inbox_ensure_key (tav_event_get_inbox (self));
  return tav_token_code_for_player (key, player_id, tav_player_get_code_renewals (player));
}

gboolean
tav_event_renew_player_code (TavEvent    *self,
                             const char  *player_id,
                             GError     **error)
{
  TavPlayer *player;
  guint renewals;

  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);

  if (!(player = tav_event_require_player (self, player_id, error)))
    return FALSE;
  renewals = tav_player_get_code_renewals (player);
  if (renewals >= TAV_PLAYER_CODE_MAX_RENEWALS)
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                   _("The code of “%s” was renewed %u times already, the most it may be"),
                   tav_player_get_name (player), renewals);
      return FALSE;
    }
  tav_player_set_code_renewals (player, renewals + 1);
  tav_event_changed (self);
  return TRUE;
}

/* 0 for an unknown player, as for one whose code was never renewed. */
guint
tav_event_get_player_code_renewals (TavEvent   *self,
                                    const char *player_id)
{
  TavPlayer *player;

  g_return_val_if_fail (TAV_IS_EVENT (self), 0);

  player = tav_event_find_player (self, player_id);
  return player ? tav_player_get_code_renewals (player) : 0;
}

TavPlayer *
tav_event_find_player_by_code (TavEvent   *self,
                               const char *typed_name,
                               const char *typed_code)
{
  g_autofree char *code = NULL;
  g_autofree char *clean = NULL;
  g_autofree char *name = NULL;
  g_autoptr(GPtrArray) holders = g_ptr_array_new ();
  const char *key;
  guint n;

  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);

  key = tav_inbox_get_key (tav_event_get_inbox (self));
  code = tav_token_normalize (typed_code, TAV_TOKEN_CODE_CHARS);
  if (key == NULL || code == NULL || strlen (code) != TAV_TOKEN_CODE_CHARS ||
      !(clean = tav_text_clean_name (typed_name, NULL)))
    return NULL;
  /* Every player's code is made and compared: the time is the same
   * whichever player holds the code, or none. */
  n = tav_event_get_n_players (self);
  for (guint i = 0; i < n; i++)
    {
      TavPlayer *player = tav_event_get_player (self, i);
      g_autofree char *expected = tav_token_code_for_player (key, tav_player_get_id (player),
                                                             tav_player_get_code_renewals (player));

      if (tav_token_equal (code, expected))
        g_ptr_array_add (holders, player);
    }
  /* Two players sharing a code (one chance in 2^40 a pair) are told
   * apart by the name. */
  name = folded_words (clean);
  for (guint i = 0; i < holders->len; i++)
    {
      TavPlayer *player = holders->pdata[i];

      if (tav_player_is_active (player) && name_matches (player, name))
        return player;
    }
  return NULL;
}

void
tav_event_set_self_check_in (TavEvent *self,
                             gboolean  allowed)
{
  g_return_if_fail (TAV_IS_EVENT (self));

  if (!allowed == !tav_event_get_self_check_in (self))
    return;
  tav_event_store_self_check_in (self, allowed);
  tav_event_changed (self);
}
