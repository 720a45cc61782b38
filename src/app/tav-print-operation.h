/* tav-print-operation.h — printing a Tavolo document
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tav-print-document.h"

G_BEGIN_DECLS

#define TAV_TYPE_PRINT_OPERATION (tav_print_operation_get_type ())

G_DECLARE_FINAL_TYPE (TavPrintOperation, tav_print_operation, TAV, PRINT_OPERATION, GtkPrintOperation)

TavPrintOperation *tav_print_operation_new      (TavPrintDocument *document);
gboolean           tav_print_kind_from_string   (const char       *what,
                                                 TavPrintKind     *kind,
                                                 gboolean         *judge_copy);
void               tav_print_run                (GtkWindow        *parent,
                                                 TavEvent         *event,
                                                 const char       *what);
void               tav_print_run_document       (GtkWindow        *parent,
                                                 TavPrintDocument *document);
void               tav_print_export_pdf         (GtkWindow        *parent,
                                                 TavEvent         *event,
                                                 const char       *what);
void               tav_print_export_document_pdf (GtkWindow        *parent,
                                                  TavPrintDocument *document);

G_END_DECLS
