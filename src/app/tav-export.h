/* tav-export.h — CSV files of the event, written from the app
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tav-csv.h"
#include "tav-event.h"

G_BEGIN_DECLS

void     tav_export_csv         (GtkWindow  *parent,
                                 TavEvent   *event,
                                 TavCsvKind  kind);
void     tav_export_toast       (GtkWindow  *parent,
                                 GFile      *file);
gboolean tav_export_csv_to_file (GtkWindow  *parent,
                                 TavEvent   *event,
                                 TavCsvKind  kind,
                                 GFile      *file,
                                 gboolean    bom,
                                 GError    **error);

G_END_DECLS
