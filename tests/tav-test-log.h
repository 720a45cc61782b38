/* tav-test-log.h — the host's part of the event's log, for the venue tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-event.h"

G_BEGIN_DECLS

TavEvent *tav_test_copy_event (TavEvent  *event);
void      tav_test_record_log (TavEvent  *event,
                               TavEvent **before);
char     *tav_test_log_words  (TavEvent  *event,
                               guint      i);

G_END_DECLS
