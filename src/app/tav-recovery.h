/* tav-recovery.h — copies of unsaved events, to recover after a crash
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct
{
  char      *id;
  char      *data_path;   /* the event as it was at the last edit */
  GFile     *source;      /* where it was saved before, or NULL */
  GDateTime *modified;
} TavRecoveryItem;

void       tav_recovery_item_free (TavRecoveryItem *item);

char      *tav_recovery_get_dir   (void);
char      *tav_recovery_new_id    (void);
gboolean   tav_recovery_write     (const char      *id,
                                   const char      *data,
                                   gsize            length,
                                   GFile           *source,
                                   GError         **error);
void       tav_recovery_remove    (const char      *id);
char      *tav_recovery_set_aside (const char      *id,
                                   GError         **error);
GPtrArray *tav_recovery_list      (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TavRecoveryItem, tav_recovery_item_free)

G_END_DECLS
