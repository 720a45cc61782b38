/* tav-pairing-notes.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-pairing-notes"

#include "config.h"

#include "tav-pairing-notes.h"

/* A Swiss round: the points each player was paired on, and why each pair
 * meets (what `tavolo-cli pairings` prints), shown on the lines of the
 * rounds page's compact view. Only those lines show them: they are
 * worked out when a line needs them, not after every change (a result
 * entered on another page would wait for them). The lines on screen are
 * kept here, weakly, to be brought up to date. */
struct _TavPairingNotes
{
  GPtrArray  *rows;      /* TavMatchRow, not owned */
  GHashTable *points;    /* player id → points when paired */
  GHashTable *reasons;   /* TavTable → why its players meet */
  gboolean    stale;
};

static void
row_finalized_cb (gpointer  data,
                  GObject  *row)
{
  TavPairingNotes *self = data;

  g_ptr_array_remove_fast (self->rows, row);
}

static void
ensure_pairings (TavPairingNotes *self,
                 TavEvent        *event,
                 TavStage        *stage,
                 TavRound        *round)
{
  g_auto(GStrv) reasons = NULL;

  if (!self->stale)
    return;
  self->stale = FALSE;

  if (event != NULL && stage != NULL &&
      tav_event_get_ruleset (event) != NULL &&
      tav_stage_get_kind (stage) == TAV_STAGE_TABLES &&
      tav_ruleset_get_paired_stage (tav_event_get_ruleset (event), event) == stage)
    {
      TavRuleset *ruleset = tav_event_get_ruleset (event);
      guint number = tav_round_get_number (round);

      reasons = tav_ruleset_explain_round (ruleset, event, number, NULL);
      self->points = tav_ruleset_points_before (ruleset, event, number);
    }

  if (reasons != NULL)
    {
      self->reasons = g_hash_table_new_full (NULL, NULL, NULL, g_free);
      for (guint t = 0; reasons[t] && t < tav_round_get_n_tables (round); t++)
        g_hash_table_insert (self->reasons, tav_round_get_table (round, t),
                             g_steal_pointer (&reasons[t]));
    }
}

TavPairingNotes *
tav_pairing_notes_new (void)
{
  TavPairingNotes *self = g_new0 (TavPairingNotes, 1);

  self->rows = g_ptr_array_new ();
  return self;
}

void
tav_pairing_notes_free (TavPairingNotes *self)
{
  for (guint i = 0; i < self->rows->len; i++)
    g_object_weak_unref (self->rows->pdata[i], row_finalized_cb, self);
  g_ptr_array_unref (self->rows);
  g_clear_pointer (&self->points, g_hash_table_unref);
  g_clear_pointer (&self->reasons, g_hash_table_unref);
  g_free (self);
}

/* A line made by the view: the view owns it, and it is forgotten here
 * when it goes. */
void
tav_pairing_notes_add_row (TavPairingNotes *self,
                           TavMatchRow     *row)
{
  g_ptr_array_add (self->rows, row);
  g_object_weak_ref (G_OBJECT (row), row_finalized_cb, self);
}

/* The round or its results changed: the notes are worked out again when
 * a line next needs them. */
void
tav_pairing_notes_invalidate (TavPairingNotes *self)
{
  g_clear_pointer (&self->points, g_hash_table_unref);
  g_clear_pointer (&self->reasons, g_hash_table_unref);
  self->stale = TRUE;
}

gboolean
tav_pairing_notes_is_stale (TavPairingNotes *self)
{
  return self->stale;
}

/* @row, a line of @round (of @stage), shows its notes and the players
 * @found. */
void
tav_pairing_notes_update_row (TavPairingNotes *self,
                              TavMatchRow     *row,
                              TavEvent        *event,
                              TavStage        *stage,
                              TavRound        *round,
                              GHashTable      *found)
{
  TavTable *table = tav_match_row_get_table (row);
  const char *reason;

  ensure_pairings (self, event, stage, round);
  reason = table && self->reasons ? g_hash_table_lookup (self->reasons, table) : NULL;
  tav_match_row_set_notes (row, self->points, reason, found);
}

void
tav_pairing_notes_update_rows (TavPairingNotes *self,
                               TavEvent        *event,
                               TavStage        *stage,
                               TavRound        *round,
                               GHashTable      *found)
{
  for (guint i = 0; i < self->rows->len; i++)
    tav_pairing_notes_update_row (self, self->rows->pdata[i], event, stage, round, found);
}
