/* tav-venue-judge-private.h — what the judge's console's units share:
 * the request and its route (tav-venue-judge.c), its pages
 * (tav-venue-judge-page.c), a table's history (tav-venue-judge-history.c)
 * and its acts (tav-venue-judge-acts.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <libsoup/soup.h>

#include "tav-event.h"
#include "tav-venue-catalog.h"
#include "tav-venue-pages.h"

G_BEGIN_DECLS

/* One answer, made in the event's thread. */
typedef struct
{
  TavVenueCatalog     *catalog;
  TavEvent            *event;
  const char          *judge;     /* the judge's name as kept */
  const char          *code;
  const char          *client;    /* the phone's address */
  const TavVenueTimer *timer;
  guint64              version;   /* of the snapshot the stream tells */
  GHashTable          *form;      /* what a POST sent, or NULL */
  guint                status;
  GString             *body;
  gboolean             acting;    /* the judge's hand is on the event */
  TavHand             *earlier;   /* the hand it replaced, of a change not yet recorded */

  /* The table's page that answers an act, made once the act is saved:
   * its version is then the one the act made, and its history holds the
   * act (tav_venue_judge_answer_act ()). */
  guint                act_table;
  guint                act_status;
  char                *act_message;
  gboolean             act_done;

  const char          *prefix;    /* of the links: the event's in a hall, or NULL */
} TavJudgeAnswer;

#define TAV_VENUE_JUDGE_MAX_REASON 200

/* tav-venue-judge-page.c */
void      tav_venue_judge_plain_page   (TavJudgeAnswer *answer,
                                        guint           status,
                                        const char     *title,
                                        const char     *message);
void      tav_venue_judge_code_page    (TavJudgeAnswer *answer);
void      tav_venue_judge_console      (TavJudgeAnswer *answer,
                                        const char     *search);
void      tav_venue_judge_table_page   (TavJudgeAnswer *answer,
                                        guint           table,
                                        guint           status,
                                        const char     *message,
                                        gboolean        done);
char     *tav_venue_judge_form_scope   (TavStage       *stage,
                                        const char     *judge);
TavTable *tav_venue_judge_find_table   (TavEvent       *event,
                                        guint           number,
                                        TavStage      **stage,
                                        guint          *round);

/* tav-venue-judge-history.c */
void      tav_venue_judge_history      (TavJudgeAnswer *answer,
                                        TavStage       *stage,
                                        guint           round,
                                        TavTable       *table);

/* tav-venue-judge-acts.c */
void      tav_venue_judge_act          (TavJudgeAnswer *answer,
                                        guint           table);
void      tav_venue_judge_answer_act   (TavJudgeAnswer *answer,
                                        guint           table,
                                        guint           status,
                                        const char     *message,
                                        gboolean        done);

G_END_DECLS
