/* tav-cli-hand.c — whose hand a command's changes are, for the event's log
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tavolo-cli"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tav-cli.h"
#include "tav-event-log.h"
#include "tav-text.h"

/* --as NAME: a script names itself in the log. Given before the command
 * (tav_cli_take_global_as) or among its options (every command takes it,
 * see tav_cli_parse_options), checked by the names' rules. */
static char *as_option;
static char *as_name;

static const GOptionEntry as_entries[] = {
  { "as", 0, 0, G_OPTION_ARG_FILENAME, &as_option,
    N_("The name the event’s log gives this command’s changes"), N_("NAME") },
  { NULL }
};

const GOptionEntry *
tav_cli_as_entries (void)
{
  return as_entries;
}

/* Returns: %FALSE, with *status set, when NAME breaks the names' rules. */
static gboolean
set_as (const char *command,
        const char *text,
        int        *status)
{
  g_autoptr(GError) error = NULL;
  char *clean;

  if (!g_utf8_validate (text, -1, NULL))
    {
      *status = tav_cli_usage (command, _("--%s: not valid UTF-8 text"), "as");
      return FALSE;
    }
  if (!(clean = tav_text_clean_name (text, &error)))
    {
      *status = tav_cli_usage (command, "--as: %s", error->message);
      return FALSE;
    }
  g_free (as_name);
  as_name = clean;
  return TRUE;
}

/* After a command's options are parsed: its --as, if given. */
gboolean
tav_cli_check_as (const char *command,
                  int        *status)
{
  g_autofree char *text = g_steal_pointer (&as_option);

  return text == NULL || set_as (command, text, status);
}

/* "tavolo-cli --as NAME COMMAND …": takes the option out of ARGV.
 * Returns: %FALSE, with *status set, when NAME is missing or wrong. */
gboolean
tav_cli_take_global_as (int    *argc,
                        char ***argv,
                        int    *status)
{
  while (*argc > 1 && g_str_has_prefix ((*argv)[1], "--as"))
    {
      const char *arg = (*argv)[1];
      guint used;

      if (strcmp (arg, "--as") == 0)
        {
          if (*argc < 3)
            {
              *status = tav_cli_usage (NULL, _("--as: missing NAME"));
              return FALSE;
            }
          if (!set_as (NULL, (*argv)[2], status))
            return FALSE;
          used = 2;
        }
      else if (arg[4] == '=')
        {
          if (!set_as (NULL, arg + 5, status))
            return FALSE;
          used = 1;
        }
      else
        break;
      /* argv[0] (the program) stays in front. */
      (*argv)[used] = (*argv)[0];
      *argv += used;
      *argc -= used;
    }
  return TRUE;
}

/* The hand of this process's changes: tavolo-cli named by --as, or the
 * hand a host such as `serve` makes them with (no name: a table's link
 * carries none until the venue names it on the event). */
static TavHand *
make_hand (TavHandKind kind)
{
  return tav_hand_new (kind, kind == TAV_HAND_CLI ? as_name : NULL);
}

/* Records in EVENT's log what changed since PATH was read. Called under
 * the lock, before the save: the file on disk is still the event as this
 * command read it. A file this command did not read under its lock (a
 * new one) has no earlier state to compare with. */
void
tav_cli_record (TavEvent    *event,
                const char  *path,
                TavHandKind  default_kind)
{
  g_autoptr(TavEvent) before = NULL;
  g_autoptr(TavHand) hand = NULL;
  g_autoptr(GDateTime) now = NULL;
  g_autoptr(GError) error = NULL;

  if (tav_cli_held_lock (path) == NULL)
    return;
  if (!(before = tav_document_load_file (path, &error)))
    {
      g_debug ("%s: not read before saving, no log entry: %s", path, error->message);
      return;
    }
  hand = make_hand (default_kind);
  now = g_date_time_new_now_local ();
  tav_event_log_record (event, before, hand, now);
}
