/* tav-hand.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Whose hand changed an event: the event's log names it with each change. */
typedef enum
{
  TAV_HAND_APP,     /* the organiser in the app */
  TAV_HAND_CLI,     /* tavolo-cli; named with --as NAME */
  TAV_HAND_TABLE,   /* a table's own link, or one of its seats' codes */
  TAV_HAND_JUDGE,   /* a judge, by the name the organiser gave the code */
  TAV_HAND_SEASON,  /* a season import */
  TAV_HAND_PLAYER,  /* a player, by a personal code (from a phone) */
} TavHandKind;

#define TAV_HAND_LAST TAV_HAND_PLAYER

typedef struct
{
  TavHandKind  kind;
  char        *name;  /* the judge's or script's name; NULL when none */
} TavHand;

TavHand    *tav_hand_new              (TavHandKind    kind,
                                       const char    *name);
TavHand    *tav_hand_copy             (const TavHand *hand);
void        tav_hand_free             (TavHand       *hand);
gboolean    tav_hand_equal            (const TavHand *a,
                                       const TavHand *b);
const char *tav_hand_kind_to_string   (TavHandKind    kind);
gboolean    tav_hand_kind_from_string (const char    *text,
                                       TavHandKind   *kind);
const char *tav_hand_kind_get_label   (TavHandKind    kind);
char       *tav_hand_describe         (const TavHand *hand);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TavHand, tav_hand_free)

G_END_DECLS
