/* tav-refusal-log.h — the requests the venue server turned away
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "tav-submission.h"

G_BEGIN_DECLS

#define TAV_REFUSAL_LOG_MAX            200  /* the newest kept */
#define TAV_REFUSAL_LOG_WRITE_SECONDS  2    /* at most one write of its file in this time */

#define TAV_TYPE_REFUSAL_LOG (tav_refusal_log_get_type ())

G_DECLARE_FINAL_TYPE (TavRefusalLog, tav_refusal_log, TAV, REFUSAL_LOG, GObject)

TavRefusalLog *tav_refusal_log_new            (void);
GListModel    *tav_refusal_log_get_model      (TavRefusalLog  *self);
void           tav_refusal_log_add            (TavRefusalLog  *self,
                                               TavSubmission  *refusal);
void           tav_refusal_log_merge          (TavRefusalLog  *self,
                                               TavRefusalLog  *from);
gboolean       tav_refusal_log_read           (TavRefusalLog  *self,
                                               const char     *path,
                                               GError        **error);
gboolean       tav_refusal_log_keep_in        (TavRefusalLog  *self,
                                               const char     *path,
                                               GError        **error);
gboolean       tav_refusal_log_flush          (TavRefusalLog  *self,
                                               GError        **error);
char          *tav_refusal_log_path_for_event (const char     *event_path);

G_END_DECLS
