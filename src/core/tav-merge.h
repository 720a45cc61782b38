/* tav-merge.h — three-way merge of two versions of an event
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "tav-event.h"

G_BEGIN_DECLS

typedef struct _TavMerge TavMerge;

TavMerge   *tav_merge_new                (const char  *base,
                                          const char  *ours,
                                          const char  *theirs,
                                          GError     **error);
guint       tav_merge_get_n_conflicts    (TavMerge    *self);
const char *tav_merge_get_conflict_path  (TavMerge    *self,
                                          guint        i);
char       *tav_merge_get_conflict_label (TavMerge    *self,
                                          guint        i);
char       *tav_merge_get_conflict_ours  (TavMerge    *self,
                                          guint        i);
char       *tav_merge_get_conflict_theirs (TavMerge   *self,
                                          guint        i);
void        tav_merge_take_theirs        (TavMerge    *self,
                                          guint        i,
                                          gboolean     theirs);
TavEvent   *tav_merge_get_event          (TavMerge    *self,
                                          GError     **error);
void        tav_merge_free               (TavMerge    *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TavMerge, tav_merge_free)

G_END_DECLS
