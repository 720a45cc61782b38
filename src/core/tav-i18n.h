/* tav-i18n.h — the locale and the message catalogs of the programs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Header only, for the main() of each program (it needs config.h).
 */
#pragma once

#include <locale.h>

#include <glib.h>
#include <glib/gi18n.h>

G_BEGIN_DECLS

/* Where the message catalogs are: LOCALEDIR once installed; run from the
 * build directory, the catalogs that i18n.gettext() compiles there
 * (TAV_BUILD_LOCALEDIR/<lang>/LC_MESSAGES/tavolo.mo), so that an uninstalled
 * program speaks the translations of its own tree and not those of an
 * older installed copy. */
static inline const char *
tav_i18n_get_locale_dir (void)
{
#if defined(TAV_BUILD_ROOT) && defined(TAV_BUILD_LOCALEDIR)
  g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);

  if (exe != NULL &&
      g_str_has_prefix (exe, TAV_BUILD_ROOT G_DIR_SEPARATOR_S) &&
      g_file_test (TAV_BUILD_LOCALEDIR, G_FILE_TEST_IS_DIR))
    return TAV_BUILD_LOCALEDIR;
  return LOCALEDIR;
#else
  return LOCALEDIR;
#endif
}

/* The locale of the environment for everything (messages, numbers, dates,
 * collation), and the program's messages in UTF-8. */
static inline void
tav_i18n_init (void)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, tav_i18n_get_locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

G_END_DECLS
