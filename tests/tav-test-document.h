/* tav-test-document.h — editing a saved event's text in the tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

gint64  tav_test_document_version (const char *text);
char   *tav_test_replace          (const char *text,
                                   const char *from,
                                   const char *to);
void    tav_test_assert_refused   (const char *text,
                                   const char *message);

G_END_DECLS
