/* tav-test-locale.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>

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
