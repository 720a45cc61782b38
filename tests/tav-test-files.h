/* tav-test-files.h — looking at a folder from the tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

char *tav_test_list_dir     (const char *path);
char *tav_test_copy_source  (const char *dir,
                             const char *name);
void  tav_test_remove_tree  (const char *path);

G_END_DECLS
