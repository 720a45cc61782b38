/* tav-test-files.h — looking at a folder from the tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "tav-event.h"

G_BEGIN_DECLS

char *tav_test_list_dir     (const char *path);
char *tav_test_copy_source  (const char *dir,
                             const char *name);
void  tav_test_remove_tree  (const char *path);

TavEvent *tav_test_load_event     (const char *path);
void      tav_test_save_event     (TavEvent   *event,
                                   const char *path);
void      tav_test_end_with_parent (gpointer   data);
void      tav_test_stop_process   (GSubprocess *process);

G_END_DECLS
