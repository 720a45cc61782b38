/* tav-date.c — an event's date in the reader's language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-date"

#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "tav-date.h"

/* Month names as they follow a day ("22 November"), from our own catalog:
 * the C library's ones follow LC_TIME, which is English on many machines
 * whose messages are in another language, and a translated screen or
 * printout must not mix the two. */
static const char *const month_names[] = {
  NC_("day and month", "January"), NC_("day and month", "February"),
  NC_("day and month", "March"), NC_("day and month", "April"),
  NC_("day and month", "May"), NC_("day and month", "June"),
  NC_("day and month", "July"), NC_("day and month", "August"),
  NC_("day and month", "September"), NC_("day and month", "October"),
  NC_("day and month", "November"), NC_("day and month", "December"),
};

/* Event dates are stored as "2026-11-22"; anything else is shown as is.
 * Shown in a translation, a date is in the same language; shown in
 * English, it follows LC_TIME (an English reader in Italy gets
 * "21 novembre 2026" under it_IT). The screens and the printouts share it. */
char *
tav_date_format (const char *iso_date)
{
  int year, month, day;
  const char *name;

  if (iso_date == NULL || iso_date[0] == '\0')
    return NULL;
  if (sscanf (iso_date, "%4d-%2d-%2d", &year, &month, &day) != 3 ||
      !g_date_valid_dmy (day, month, year))
    return g_strdup (iso_date);

  name = g_dpgettext2 (GETTEXT_PACKAGE, "day and month", month_names[month - 1]);
  if (name == month_names[month - 1])
    {
      g_autoptr(GDateTime) date = g_date_time_new_local (year, month, day, 0, 0, 0);

      /* Translators: how the date of an event is shown, e.g. “22 November 2026”.
       * See the GLib documentation of g_date_time_format() for the codes. */
      return date ? g_date_time_format (date, _("%-d %B %Y")) : g_strdup (iso_date);
    }
  /* TRANSLATORS: the date of an event on screen and on paper, e.g. “22 November
   * 2026”: %1$d is the day, %2$s the month (translated with the context
   * “day and month”), %3$d the year. */
  return g_strdup_printf (_("%1$d %2$s %3$d"), day, name, year);
}

/* Whether @text is a date of the calendar written YYYY-MM-DD, the one
 * form an event's date takes in the app, the command line and the file. */
gboolean
tav_date_is_valid (const char *text)
{
  guint year, month, day;

  g_return_val_if_fail (text != NULL, FALSE);

  if (strlen (text) != 10 || text[4] != '-' || text[7] != '-')
    return FALSE;
  for (guint i = 0; i < 10; i++)
    if (i != 4 && i != 7 && !g_ascii_isdigit (text[i]))
      return FALSE;
  year = (guint) g_ascii_strtoull (text, NULL, 10);
  month = (guint) g_ascii_strtoull (text + 5, NULL, 10);
  day = (guint) g_ascii_strtoull (text + 8, NULL, 10);
  return year >= 1 && g_date_valid_dmy ((GDateDay) day, (GDateMonth) month, (GDateYear) year);
}
