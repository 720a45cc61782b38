/* tav-inbox-judges.c
 *
 * The judges of an event: a judge's code opens every table. Only the
 * code's hash is kept, and a judge is one name however it is typed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-inbox"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-event.h"
#include "tav-inbox-private.h"
#include "tav-table-token.h"
#include "tav-text.h"

void
tav_inbox_judge_free (gpointer data)
{
  TavInboxJudge *judge = data;

  g_free (judge->name);
  g_free (judge->hash);
  g_free (judge);
}

/* One judge, however the name is typed: "marco <i>judge</i>" is
 * "Marco <i>Judge</i>", "Andre" is "André". */
static TavInboxJudge *
find_judge (TavInbox   *self,
            const char *name,
            guint      *position)
{
  g_autofree char *clean = name ? tav_text_clean_name (name, NULL) : NULL;
  g_autofree char *key = clean ? tav_text_fold (clean) : NULL;

  for (guint i = 0; key && i < self->judges->len; i++)
    {
      TavInboxJudge *judge = g_ptr_array_index (self->judges, i);
      g_autofree char *judge_key = NULL;

      if (g_strcmp0 (judge->name, clean) != 0 &&
          g_strcmp0 (judge_key = tav_text_fold (judge->name), key) != 0)
        continue;
      if (position)
        *position = i;
      return judge;
    }
  return NULL;
}

gboolean
tav_inbox_judge_auto_accepts (TavInbox   *self,
                              const char *name)
{
  TavInboxJudge *judge = name[0] ? find_judge (self, name, NULL) : NULL;

  return judge && judge->auto_accept;
}

TavInboxJudge *
tav_inbox_judge_copy (const TavInboxJudge *judge)
{
  TavInboxJudge *copy = g_new0 (TavInboxJudge, 1);

  copy->name = g_strdup (judge->name);
  copy->hash = g_strdup (judge->hash);
  copy->auto_accept = judge->auto_accept;
  return copy;
}

/* Returns: the judge's code, shown once: only its hash is kept. */
char *
tav_inbox_add_judge (TavInbox    *self,
                     const char  *name,
                     gboolean     auto_accept,
                     GError     **error)
{
  g_autofree char *clean = NULL;
  g_autofree char *code = NULL;
  TavInboxJudge *judge;

  g_return_val_if_fail (TAV_IS_INBOX (self), NULL);

  if (!(clean = tav_text_clean_name (name, error)))
    return NULL;
  if ((judge = find_judge (self, clean, NULL)))
    {
      g_set_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_STATE,
                   _("There is already a judge named “%s”"), judge->name);
      return NULL;
    }
  if (self->judges->len >= TAV_INBOX_MAX_JUDGES)
    {
      g_set_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_FULL,
                   _("An event has at most %u judges’ codes; revoke one first"),
                   TAV_INBOX_MAX_JUDGES);
      return NULL;
    }
  code = tav_token_new_random (TAV_TOKEN_JUDGE_CHARS);
  judge = g_new0 (TavInboxJudge, 1);
  judge->name = g_steal_pointer (&clean);
  judge->hash = tav_token_hash_judge (tav_inbox_ensure_key (self), code);
  judge->auto_accept = !!auto_accept;
  g_ptr_array_add (self->judges, judge);
  tav_inbox_changed (self);
  return g_steal_pointer (&code);
}

/* Returns: the judge's name as kept, whatever the case or accents of
 * @name; NULL when there is no such judge. */
const char *
tav_inbox_find_judge (TavInbox   *self,
                      const char *name)
{
  TavInboxJudge *judge;

  g_return_val_if_fail (TAV_IS_INBOX (self), NULL);
  judge = find_judge (self, name, NULL);
  return judge ? judge->name : NULL;
}

gboolean
tav_inbox_revoke_judge (TavInbox    *self,
                        const char  *name,
                        GError     **error)
{
  guint position;

  g_return_val_if_fail (TAV_IS_INBOX (self), FALSE);

  if (!find_judge (self, name, &position))
    {
      g_set_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_NOT_FOUND,
                   _("There is no judge named “%s”"), name);
      return FALSE;
    }
  g_ptr_array_remove_index (self->judges, position);
  tav_inbox_changed (self);
  return TRUE;
}

void
tav_inbox_restore_judge (TavInbox   *self,
                         const char *name,
                         const char *hash,
                         gboolean    auto_accept)
{
  TavInboxJudge *judge = g_new0 (TavInboxJudge, 1);

  g_return_if_fail (TAV_IS_INBOX (self));
  judge->name = g_strdup (name);
  judge->hash = g_strdup (hash);
  judge->auto_accept = !!auto_accept;
  g_ptr_array_add (self->judges, judge);
}

guint
tav_inbox_get_n_judges (TavInbox *self)
{
  g_return_val_if_fail (TAV_IS_INBOX (self), 0);
  return self->judges->len;
}

const char *
tav_inbox_get_judge (TavInbox    *self,
                     guint        position,
                     const char **hash,
                     gboolean    *auto_accept)
{
  TavInboxJudge *judge;

  g_return_val_if_fail (TAV_IS_INBOX (self), NULL);
  g_return_val_if_fail (position < self->judges->len, NULL);

  judge = g_ptr_array_index (self->judges, position);
  if (hash)
    *hash = judge->hash;
  if (auto_accept)
    *auto_accept = judge->auto_accept;
  return judge->name;
}

/* Returns: the name of the judge whose code @code is, or NULL. Every
 * judge's hash is compared, in constant time each. */
const char *
tav_inbox_check_judge (TavInbox   *self,
                       const char *code)
{
  g_autofree char *hash = NULL;
  const char *found = NULL;

  g_return_val_if_fail (TAV_IS_INBOX (self), NULL);

  if (self->key == NULL || code == NULL ||
      !(hash = tav_token_hash_judge (self->key, code)))
    return NULL;
  for (guint i = 0; i < self->judges->len; i++)
    {
      TavInboxJudge *judge = g_ptr_array_index (self->judges, i);

      if (tav_token_equal (hash, judge->hash))
        found = judge->name;
    }
  return found;
}
