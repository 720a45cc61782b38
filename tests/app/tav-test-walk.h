/* tav-test-walk.h — a random walk through the window's own acts: its
 * journal, the invariant checked after every step, and the undo history
 * it is checked against
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tav-event.h"
#include "tav-finals-page.h"
#include "tav-players-page.h"
#include "tav-random.h"
#include "tav-rounds-page.h"
#include "tav-session.h"
#include "tav-standings-page.h"
#include "tav-window.h"

G_BEGIN_DECLS

typedef struct
{
  GRand            *rand;
  TavRandom         rng;       /* for the core's result builders (tests/tav-test-*.c) */
  TavWindow        *window;
  TavSession       *session;
  TavPlayersPage   *players_page;
  TavRoundsPage    *rounds_page;
  TavFinalsPage    *finals_page;
  TavStandingsPage *standings_page;
  char             *path;      /* the event's file, saved after every step */
  guint             step;
  char             *checked;   /* the event as the last check saw it */

  /* The act under way: the event as it was, and the history's length. */
  const char       *act;
  gsize             journal_mark;
  char             *before;
  guint             n_undo;
  guint             n_redo;
  char             *refusal;   /* what the app said when it refused, or NULL */

  /* The history as the walk expects it: the texts undo and redo give back. */
  GPtrArray        *undo;
  GPtrArray        *redo;

  GHashTable       *counts;    /* act → its tally, "tried accepted refused" */
} TavWalk;

TavWalk          *tav_walk_new          (TavEvent         *event,
                                         const char       *path,
                                         guint32           seed,
                                         const char       *replay);
void              tav_walk_free         (TavWalk          *walk);
void              tav_walk_note         (TavWalk          *walk,
                                         const char       *format,
                                         ...) G_GNUC_PRINTF (2, 3);
guint             tav_walk_pick         (TavWalk          *walk,
                                         guint             n);
gboolean          tav_walk_chance       (TavWalk          *walk,
                                         double            probability);
gpointer          tav_walk_pick_from    (TavWalk          *walk,
                                         GPtrArray        *items);
void              tav_walk_show_page    (TavWalk          *walk,
                                         const char       *name);

void              tav_walk_begin        (TavWalk          *walk,
                                         const char       *act);
void              tav_walk_refused      (TavWalk          *walk,
                                         const char       *why);
void              tav_walk_skip         (TavWalk          *walk);
void              tav_walk_end          (TavWalk          *walk);
void              tav_walk_check        (TavWalk          *walk);

AdwMessageDialog *tav_walk_dialog       (void);
AdwMessageDialog *tav_walk_expect       (TavWalk          *walk,
                                         const char       *heading);
gboolean          tav_walk_take_error   (TavWalk          *walk);

gboolean          tav_walk_undo         (TavWalk          *walk);
gboolean          tav_walk_redo         (TavWalk          *walk);
void              tav_walk_history_act  (TavWalk          *walk,
                                         gboolean          undo);
void              tav_walk_sweep        (TavWalk          *walk);

void              tav_walk_fill_result  (TavWalk          *walk,
                                         GtkWidget        *form,
                                         TavStage         *stage,
                                         TavTable         *table,
                                         JsonObject       *result);
void              tav_walk_fill_junk    (TavWalk          *walk,
                                         GtkWidget        *form,
                                         TavStage         *stage,
                                         TavTable         *table);
void              tav_walk_report       (TavWalk          *walk,
                                         const char       *ruleset);

G_END_DECLS
