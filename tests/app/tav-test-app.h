/* tav-test-app.h — small helpers shared by the window tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

gboolean tav_test_is_mapped      (gpointer widget);
gpointer tav_test_find_toplevel  (GType    type);
void     tav_test_screenshot     (const char *name);

G_END_DECLS
