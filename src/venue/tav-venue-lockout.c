/* tav-venue-lockout.c
 *
 * A personal code is short, so guessing it is slowed down at every door
 * that takes one (/check-in, /deck): after TAV_VENUE_LOCKOUT_FAILURES
 * wrong names or codes in ten minutes from one address, or typed for one
 * name or one code, that address, name or code is refused for ten
 * minutes.
 *
 * The counts are the venue's, not an event's: a server alone keeps its
 * own, a server mounted in a hall uses its host's, so that a name and a
 * code tried at each event's door in turn are counted once, as the rate
 * counts by address are. They live in memory only, in the server's
 * thread: a restart forgets them, as it forgets the rate counts.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-venue-lockout"

#include "config.h"

#include "tav-table-token.h"
#include "tav-text.h"
#include "tav-venue-lockout.h"

#define FAILURE_WINDOW  (10 * 60 * G_USEC_PER_SEC)
#define LOCKOUT         (10 * 60 * G_USEC_PER_SEC)
#define MAX_WATCHED     10000
/* Kept on the server as its data: a unit of its own, that the server's
 * other units need not know of. Worker thread only. */
#define FAILURES_KEY    "tav-venue-lockout-failures"

/* The recent failures of one address, name or code. */
typedef struct
{
  gint64 times[TAV_VENUE_LOCKOUT_FAILURES];
  guint  n;
  gint64 locked_until;
} Failures;

/* The venue's table: the host's in a hall, else the server's own. */
static GHashTable *
failures_of (TavVenueServer *server)
{
  TavVenueServer *venue = server->host ? server->host : server;
  GHashTable *table = g_object_get_data (G_OBJECT (venue), FAILURES_KEY);

  if (table == NULL)
    {
      table = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      g_object_set_data_full (G_OBJECT (venue), FAILURES_KEY, table, (GDestroyNotify) g_hash_table_unref);
    }
  return table;
}

/* What is counted of a request: its address, the name as the core
 * compares it (folded) and the code as the core reads it. */
void
tav_venue_lockout_keys_init (TavVenueLockoutKeys *keys,
                             const char          *client,
                             const char          *name,
                             const char          *code)
{
  g_autofree char *clean = name ? tav_text_clean_name (name, NULL) : NULL;
  g_autofree char *fold = clean ? tav_text_fold (clean) : NULL;
  g_autofree char *canon = code ? tav_token_normalize (code, TAV_TOKEN_CODE_CHARS) : NULL;

  keys->keys[0] = g_strconcat ("address ", client ? client : "", NULL);
  keys->keys[1] = fold && fold[0] ? g_strconcat ("name ", fold, NULL) : NULL;
  keys->keys[2] = canon || (code && code[0]) ? g_strconcat ("code ", canon ? canon : code, NULL) : NULL;
}

void
tav_venue_lockout_keys_clear (TavVenueLockoutKeys *keys)
{
  for (guint i = 0; i < G_N_ELEMENTS (keys->keys); i++)
    g_clear_pointer (&keys->keys[i], g_free);
}

/* Minutes left to the longest lockout of @keys, or 0. */
guint
tav_venue_lockout_minutes (TavVenueServer      *server,
                           TavVenueLockoutKeys *keys)
{
  GHashTable *table = failures_of (server);
  gint64 now = g_get_monotonic_time ();
  gint64 longest = 0;

  for (guint i = 0; i < G_N_ELEMENTS (keys->keys); i++)
    {
      Failures *f = keys->keys[i] ? g_hash_table_lookup (table, keys->keys[i]) : NULL;

      if (f && f->locked_until > now)
        longest = MAX (longest, f->locked_until - now);
    }
  return longest ? (guint) ((longest + 60 * G_USEC_PER_SEC - 1) / (60 * G_USEC_PER_SEC)) : 0;
}

static gboolean
not_locked (gpointer key,
            gpointer value,
            gpointer data)
{
  return ((Failures *) value)->locked_until <= *(gint64 *) data;
}

/* A wrong name or code typed: counted for each of @keys. */
void
tav_venue_lockout_fail (TavVenueServer      *server,
                        TavVenueLockoutKeys *keys)
{
  GHashTable *table = failures_of (server);
  gint64 now = g_get_monotonic_time ();

  /* Bounded: the failures not locked out are forgotten first, so that a
   * flood of made-up names does not lift a lockout. */
  if (g_hash_table_size (table) > MAX_WATCHED)
    g_hash_table_foreach_remove (table, not_locked, &now);
  if (g_hash_table_size (table) > MAX_WATCHED)
    g_hash_table_remove_all (table);
  for (guint i = 0; i < G_N_ELEMENTS (keys->keys); i++)
    {
      Failures *f;
      guint kept = 0;

      if (keys->keys[i] == NULL)
        continue;
      if (!(f = g_hash_table_lookup (table, keys->keys[i])))
        {
          f = g_new0 (Failures, 1);
          g_hash_table_insert (table, g_strdup (keys->keys[i]), f);
        }
      /* Only the failures of the last ten minutes count. */
      for (guint k = 0; k < f->n; k++)
        if (now - f->times[k] < FAILURE_WINDOW)
          f->times[kept++] = f->times[k];
      f->n = kept;
      f->times[f->n++] = now;
      if (f->n == TAV_VENUE_LOCKOUT_FAILURES)
        {
          f->locked_until = now + LOCKOUT;
          f->n = 0;
        }
    }
}
