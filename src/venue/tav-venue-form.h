/* tav-venue-form.h — a table's result form on a phone: its fields, and
 * what the phone sent read back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-event.h"
#include "tav-venue-catalog.h"

G_BEGIN_DECLS

#define TAV_VENUE_MAX_FIELD_TEXT 200

void        tav_venue_escape             (GString          *out,
                                          const char       *text);
void        tav_venue_paragraph          (GString          *out,
                                          const char       *attributes,
                                          const char       *text);
void        tav_venue_hidden             (GString          *out,
                                          const char       *name,
                                          const char       *value);
void        tav_venue_element            (GString          *out,
                                          const char       *open,
                                          const char       *text,
                                          const char       *close);
void        tav_venue_html_head          (GString          *out,
                                          TavVenueCatalog  *catalog,
                                          const char       *title);
void        tav_venue_form_fields        (GString          *out,
                                          TavVenueCatalog  *catalog,
                                          TavEvent         *event,
                                          TavStage         *stage,
                                          TavTable         *table,
                                          GHashTable       *form);
void        tav_venue_form_describe      (GString          *out,
                                          TavVenueCatalog  *catalog,
                                          TavEvent         *event,
                                          TavStage         *stage,
                                          TavTable         *table,
                                          JsonObject       *result);
JsonObject *tav_venue_form_read          (TavEvent         *event,
                                          TavStage         *stage,
                                          TavTable         *table,
                                          GHashTable       *form,
                                          TavVenueCatalog  *catalog,
                                          char            **message);
char       *tav_venue_form_refusal       (TavVenueCatalog  *catalog,
                                          TavEvent         *event,
                                          TavStage         *stage,
                                          TavTable         *table,
                                          const GError     *error);

G_END_DECLS
