/* tav-test-wait.h — waiting on a condition in the main loop
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef gboolean (*TavTestCondition) (gpointer data);

void tav_test_wait_until (TavTestCondition condition,
                          gpointer         data,
                          guint            timeout_s);

G_END_DECLS
