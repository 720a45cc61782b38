/* tav-print-options.h — the layout choices of a printout
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tav-print-document.h"

G_BEGIN_DECLS

#define TAV_TYPE_PRINT_OPTIONS (tav_print_options_get_type ())

G_DECLARE_FINAL_TYPE (TavPrintOptions, tav_print_options, TAV, PRINT_OPTIONS, AdwBin)

GtkWidget    *tav_print_options_new                 (TavPrintDocument    *document);
guint         tav_print_options_get_sheets_per_page (TavPrintOptions     *self);
void          tav_print_options_set_sheets_per_page (TavPrintOptions     *self,
                                                     guint                sheets);
TavPrintSize  tav_print_options_get_size            (TavPrintOptions     *self);
void          tav_print_options_set_size            (TavPrintOptions     *self,
                                                     TavPrintSize         size);
void          tav_print_options_apply               (TavPrintOptions     *self);

void          tav_print_options_recall              (TavPrintDocument    *document);
void          tav_print_options_choose_pdf          (GtkWindow           *parent,
                                                     TavPrintDocument    *document,
                                                     const char          *name,
                                                     GAsyncReadyCallback  callback,
                                                     gpointer             user_data);
void          tav_print_options_apply_choices       (TavPrintDocument    *document,
                                                     GAsyncResult        *result);

G_END_DECLS
