/* tav-judge-link.h — a judge's link to the judge console, and its QR code
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

char      *tav_judge_link_url (const char *base_url,
                               const char *code);
GtkWidget *tav_judge_link_new (const char *base_url,
                               const char *code);

G_END_DECLS
