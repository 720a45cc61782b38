/* tav-match-form.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tav-event.h"

G_BEGIN_DECLS

#define TAV_TYPE_MATCH_FORM (tav_match_form_get_type ())

G_DECLARE_FINAL_TYPE (TavMatchForm, tav_match_form, TAV, MATCH_FORM, AdwBin)

GtkWidget  *tav_match_form_new         (TavEvent     *event,
                                        TavStage     *stage,
                                        TavTable     *match);
void        tav_match_form_set_winner  (TavMatchForm *self,
                                        guint         seat);
JsonObject *tav_match_form_get_result  (TavMatchForm *self);
void        tav_match_form_show_error  (TavMatchForm *self,
                                        const GError *error);
const char *tav_match_form_get_message (TavMatchForm *self);
gboolean    tav_match_form_is_changed  (TavMatchForm *self);
GtkWidget  *tav_match_form_get_error_widget (TavMatchForm *self);

G_END_DECLS
