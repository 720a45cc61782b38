/* tav-test-locale.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>

#include <glib/gi18n-lib.h>

#include "tav-test-locale.h"

/* Switches to the locale @name (%NULL or "": the one the environment
 * names), or, where the system cannot give it, ends the program with a TAP
 * plan that skips every test and says which locale is missing: a test of a
 * translation run in the wrong locale would see no translation at all
 * (glibc ignores LANGUAGE under C and C.UTF-8). Call it before
 * g_test_init(). The tests' locales are made by tests/make-test-locales.sh
 * and found through LOCPATH. */
void
tav_test_require_locale (const char *name)
{
  const char *wanted = name;

  if (wanted == NULL || wanted[0] == '\0')
    {
      wanted = g_getenv ("LC_ALL");
      if (wanted == NULL || wanted[0] == '\0')
        wanted = g_getenv ("LANG");
      name = "";
    }

  if (setlocale (LC_ALL, name) == NULL)
    {
      printf ("1..0 # SKIP the locale %s is not available (tests/make-test-locales.sh: "
              "is the \"locales\" package installed?)\n", wanted ? wanted : "of the environment");
      fflush (stdout);
      exit (EXIT_SUCCESS);
    }
}

/* For a test of the translations: the three languages' locales required
 * (or every test skipped, and said so), the environment's locale set, and
 * Tavolo's catalogs bound from TAV_LOCALE_DIR or the build directory. Call
 * it before g_test_init(). */
void
tav_test_require_translations (void)
{
  const char *locale_dir = g_getenv ("TAV_LOCALE_DIR");

  tav_test_require_locale ("ru_RU.UTF-8");
  tav_test_require_locale ("it_IT.UTF-8");
  tav_test_require_locale ("bg_BG.UTF-8");
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, locale_dir ? locale_dir : TAV_BUILD_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
}

/* Switches gettext to @locale and @language (glibc reads LANGUAGE again
 * after setlocale ()). */
gboolean
tav_test_use_language (const char *language,
                       const char *locale)
{
  g_setenv ("LANGUAGE", language, TRUE);
  return setlocale (LC_ALL, locale) != NULL;
}
