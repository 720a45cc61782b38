/* tav-test-wait.h — waiting on a condition in tests, never on the clock
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* Long enough that only a hung test reaches it, even under ASan on a
 * loaded machine; TAV_TEST_TIMEOUT (seconds) overrides it. */
#define TAV_TEST_DEFAULT_TIMEOUT_S 90

typedef gboolean (*TavTestCondition) (gpointer data);

void     tav_test_wait_until         (TavTestCondition  condition,
                                      gpointer          data,
                                      const char       *what);
void     tav_test_wait_for_flag      (const gboolean   *flag,
                                      const char       *what);
void     tav_test_wait_for_finalize  (gpointer          object);
void     tav_test_run_pending        (void);
gboolean tav_test_under_sanitizer    (void);

G_END_DECLS
