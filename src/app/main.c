/* main.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tavolo"

#include "config.h"

#include "tav-application.h"
#include "tav-i18n.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TavApplication) app = NULL;

  tav_i18n_init ();

  app = tav_application_new ();

  return g_application_run (G_APPLICATION (app), argc, argv);
}
