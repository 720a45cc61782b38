/* tav-inbox-requests.h — players' requests in “Results from the Tables”
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tav-event.h"

G_BEGIN_DECLS

char *tav_inbox_request_title     (TavEvent      *event,
                                   TavSubmission *s);
void  tav_inbox_request_show_code (GtkWindow     *parent,
                                   TavEvent      *event,
                                   TavSubmission *s);
void  tav_inbox_request_edit      (GtkWindow     *parent,
                                   TavEvent      *event,
                                   TavSubmission *s);

G_END_DECLS
