/* tav-judge-link.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-judge-link"

#include "config.h"

#include <string.h>

#include "tav-judge-link.h"
#include "tav-qr-area.h"

/* The judge console opens on any phone or laptop from /judge?code=CODE:
 * the link the organiser hands over, in letters and as a QR code. It is
 * shown with the code, once, right after Add Judge: only the code's hash
 * is kept, so neither can be shown again. */

#define QR_SIZE 220

/**
 * tav_judge_link_url:
 * @base_url: the venue server's address, e.g. “http://192.168.1.20:8080/”
 * @code: the judge's code, as tav_inbox_add_judge () gave it
 *
 * Returns: (transfer full): the judge console's address with @code
 */
char *
tav_judge_link_url (const char *base_url,
                    const char *code)
{
  g_autofree char *escaped = NULL;
  gsize len;

  g_return_val_if_fail (base_url != NULL, NULL);
  g_return_val_if_fail (code != NULL, NULL);

  escaped = g_uri_escape_string (code, NULL, FALSE);
  len = strlen (base_url);
  while (len > 0 && base_url[len - 1] == '/')
    len--;
  return g_strdup_printf ("%.*s/judge?code=%s", (int) len, base_url, escaped);
}

/**
 * tav_judge_link_new:
 * @base_url: the venue server's address
 * @code: the judge's code
 *
 * Returns: (transfer floating): the link as text to select and copy,
 *   above its QR code
 */
GtkWidget *
tav_judge_link_new (const char *base_url,
                    const char *code)
{
  g_autofree char *url = tav_judge_link_url (base_url, code);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *label = gtk_label_new (url);
  GtkWidget *qr = gtk_drawing_area_new ();

  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_CHAR);
  gtk_widget_add_css_class (label, "monospace");
  gtk_widget_set_name (label, "judge-link");
  gtk_box_append (GTK_BOX (box), label);

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (qr), QR_SIZE);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (qr), QR_SIZE);
  gtk_widget_set_halign (qr, GTK_ALIGN_CENTER);
  tav_qr_area_set_text (GTK_DRAWING_AREA (qr), url);
  gtk_box_append (GTK_BOX (box), qr);

  return box;
}
