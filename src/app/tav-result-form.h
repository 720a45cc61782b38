/* tav-result-form.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tav-event.h"

G_BEGIN_DECLS

#define TAV_TYPE_RESULT_FORM (tav_result_form_get_type ())

G_DECLARE_FINAL_TYPE (TavResultForm, tav_result_form, TAV, RESULT_FORM, AdwBin)

GtkWidget  *tav_result_form_new          (TavEvent      *event,
                                          TavStage      *stage,
                                          TavTable      *table);
JsonObject *tav_result_form_get_result   (TavResultForm *self);
void        tav_result_form_show_error   (TavResultForm *self,
                                          const GError  *error);
void        tav_result_form_clear_errors (TavResultForm *self);
const char *tav_result_form_get_message  (TavResultForm *self);
gboolean    tav_result_form_is_changed   (TavResultForm *self);
GtkWidget  *tav_result_form_get_editor   (TavResultForm *self,
                                          int            seat,
                                          const char    *field_id);
const char *tav_result_form_get_seat_error (TavResultForm *self,
                                          guint          seat);
JsonObject *tav_result_form_recheck      (TavResultForm *self,
                                          gboolean      *checked);
GtkWidget  *tav_result_form_get_error_widget (TavResultForm *self,
                                          GtkWidget    **focus);

G_END_DECLS
