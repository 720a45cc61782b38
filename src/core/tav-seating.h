/* tav-seating.h — multiplayer table draws with the fewest repeated meetings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A seating request knows nothing of events or rulesets: players are indices
 * 0..n-1, and the caller describes the rounds still to be drawn (their table
 * sizes), who already met whom, and whether seat 1 of every table is a "head"
 * seat (the BANG! Sheriff) that nobody should take twice. */
typedef struct _TavSeatingRequest TavSeatingRequest;
typedef struct _TavSeating        TavSeating;

TavSeatingRequest *tav_seating_request_new            (guint                    n_players);
void               tav_seating_request_free           (TavSeatingRequest       *self);
void               tav_seating_request_add_round      (TavSeatingRequest       *self,
                                                       const guint             *table_sizes,
                                                       guint                    n_tables);
void               tav_seating_request_add_met        (TavSeatingRequest       *self,
                                                       guint                    a,
                                                       guint                    b,
                                                       guint                    times);
void               tav_seating_request_set_heads      (TavSeatingRequest       *self,
                                                       gboolean                 heads);
void               tav_seating_request_set_head_count (TavSeatingRequest       *self,
                                                       guint                    player,
                                                       guint                    times);
guint64            tav_seating_request_lower_bound    (const TavSeatingRequest *self);
double             tav_seating_request_random_repeats (const TavSeatingRequest *self,
                                                       guint64                  seed,
                                                       guint                    samples);

TavSeating        *tav_seating_solve                  (const TavSeatingRequest *self,
                                                       guint64                  seed,
                                                       GError                 **error);
void               tav_seating_free                   (TavSeating              *self);
guint              tav_seating_get_n_rounds           (const TavSeating        *self);
guint              tav_seating_get_n_tables           (const TavSeating        *self,
                                                       guint                    round);
guint              tav_seating_get_table_size         (const TavSeating        *self,
                                                       guint                    round,
                                                       guint                    table);
guint              tav_seating_get_player             (const TavSeating        *self,
                                                       guint                    round,
                                                       guint                    table,
                                                       guint                    seat);
guint64            tav_seating_get_repeats            (const TavSeating        *self);
guint              tav_seating_get_head_repeats       (const TavSeating        *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TavSeatingRequest, tav_seating_request_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TavSeating, tav_seating_free)

#define TAV_SEATING_ERROR (tav_seating_error_quark ())
GQuark tav_seating_error_quark (void);

typedef enum
{
  TAV_SEATING_ERROR_INVALID,
} TavSeatingError;

G_END_DECLS
