/* tav-pairing-notes.h — why the players of a Swiss round meet, on its lines
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tav-event.h"
#include "tav-match-row.h"

G_BEGIN_DECLS

typedef struct _TavPairingNotes TavPairingNotes;

TavPairingNotes *tav_pairing_notes_new         (void);
void             tav_pairing_notes_free        (TavPairingNotes *self);
void             tav_pairing_notes_add_row     (TavPairingNotes *self,
                                                TavMatchRow     *row);
void             tav_pairing_notes_invalidate  (TavPairingNotes *self);
gboolean         tav_pairing_notes_is_stale    (TavPairingNotes *self);
void             tav_pairing_notes_update_row  (TavPairingNotes *self,
                                                TavMatchRow     *row,
                                                TavEvent        *event,
                                                TavStage        *stage,
                                                TavRound        *round,
                                                GHashTable      *found);
void             tav_pairing_notes_update_rows (TavPairingNotes *self,
                                                TavEvent        *event,
                                                TavStage        *stage,
                                                TavRound        *round,
                                                GHashTable      *found);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TavPairingNotes, tav_pairing_notes_free)

G_END_DECLS
