/* tav-test-phones.h — many phones in one headless Chromium
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* One phone: the page it opens, the language it asks for, the form it
 * fills and the part of the answer the test reads. */
typedef struct
{
  const char         *url;       /* the venue's page, http://… */
  const char         *language;  /* added to @url as ?lang= (or &lang=); NULL: none */
  const char         *form;      /* CSS selector of the form to fill */
  const char * const *fields;    /* name, value, name, value, …, NULL */
  const char         *answer;    /* CSS selector on the answer page; NULL: its <body> */
} TavTestPhone;

char **tav_test_browse_phones (const char         *chromium,
                               const TavTestPhone *phones,
                               guint               n_phones,
                               guint               width,
                               guint               height);
void   tav_test_phones_free   (char               *answers[],
                               guint               n_phones);

G_END_DECLS
