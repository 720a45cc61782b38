/* tav-test-document.c — editing a saved event's text in the tests
 *
 * The file-format tests change one member of a file as written and
 * check what the loader says of it: the members' tests of each format
 * version share these.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "tav-document.h"
#include "tav-test-document.h"

/* The "version" of a file as tav_document_to_data () writes it. */
gint64
tav_test_document_version (const char *text)
{
  const char *v = strstr (text, "\"version\" : ");

  g_assert_nonnull (v);
  return g_ascii_strtoll (v + strlen ("\"version\" : "), NULL, 10);
}

/* @text with @from replaced by @to, once; @from must be there. */
char *
tav_test_replace (const char *text,
                  const char *from,
                  const char *to)
{
  const char *at = strstr (text, from);

  if (at == NULL)
    g_error ("“%s” is not in the file", from);
  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, to, at + strlen (from));
}

/* The loader refuses @text as invalid, with @message. */
void
tav_test_assert_refused (const char *text,
                         const char *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) event = tav_document_load_data (text, strlen (text), &error);

  g_assert_null (event);
  g_assert_error (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, message);
}
