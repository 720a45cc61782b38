/* tav-print-preview.h — the pages as they will print, in a window of ours
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tav-print-document.h"

G_BEGIN_DECLS

#define TAV_TYPE_PRINT_PREVIEW (tav_print_preview_get_type ())

G_DECLARE_FINAL_TYPE (TavPrintPreview, tav_print_preview, TAV, PRINT_PREVIEW, AdwWindow)

TavPrintPreview *tav_print_preview_new          (GtkWindow        *parent,
                                                 TavPrintDocument *document);
void             tav_print_preview_add_page     (TavPrintPreview  *self,
                                                 cairo_surface_t  *page,
                                                 double            width,
                                                 double            height);
guint            tav_print_preview_get_n_pages  (TavPrintPreview  *self);
guint            tav_print_preview_get_page     (TavPrintPreview  *self);
cairo_surface_t *tav_print_preview_get_surface  (TavPrintPreview  *self,
                                                 guint             page,
                                                 double           *width,
                                                 double           *height);
void             tav_print_preview_set_page     (TavPrintPreview  *self,
                                                 guint             page);

G_END_DECLS
