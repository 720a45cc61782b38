/* tav-cli-util.c — option parsing, errors, files and output for the commands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tavolo-cli"

#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <glib/gi18n.h>

#include "tav-cli.h"
#include "tav-csv.h"
#include "tav-file-save.h"
#include "tav-json-check.h"
#include "tav-text.h"

/* ---- Reporting --------------------------------------------------------- */

/* Exactly one line: scripts and the tests read stderr line by line. */
/* A terminal obeys escape sequences: a name holding ESC, BEL or an OSC
 * sequence could retitle the window or hide lines. Texts written to a
 * terminal show such characters as <U+001B> (tav-text.c); files and pipes
 * get the bytes as they are. */
static void
write_text (FILE       *stream,
            const char *text)
{
  if (isatty (fileno (stream)))
    {
      g_autofree char *shown = tav_text_escape (text);

      fputs (shown, stream);
    }
  else
    fputs (text, stream);
}

static void
print_error_line (const char *where,
                  const char *message)
{
  g_autoptr(GString) line = g_string_new (TAV_CLI_PROGRAM ": ");
  g_autofree char *valid = NULL;

  if (where && where[0])
    g_string_append_printf (line, "%s: ", where);
  g_string_append (line, message);
  for (gsize i = 0; i < line->len; i++)
    if (line->str[i] == '\n' || line->str[i] == '\r')
      line->str[i] = ' ';
  g_string_append_c (line, '\n');
  /* A message may quote bytes the user typed that are not UTF-8. */
  valid = g_utf8_make_valid (line->str, line->len);
  fflush (stdout);
  write_text (stderr, valid);
  fflush (stderr);
}

int
tav_cli_fail (const char *where,
              const char *format,
              ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  print_error_line (where, message);
  return TAV_CLI_FAILED;
}

int
tav_cli_fail_error (const char   *where,
                    const GError *error)
{
  print_error_line (where, error ? error->message : _("unknown error"));
  return TAV_CLI_FAILED;
}

int
tav_cli_usage (const char *command,
               const char *format,
               ...)
{
  g_autofree char *message = NULL;
  g_autofree char *full = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  if (command)
    /* TRANSLATORS: a usage error, then where to read about the command */
    full = g_strdup_printf (_("%s (see “%s %s --help”)"), message, TAV_CLI_PROGRAM, command);
  else
    full = g_strdup_printf (_("%s (see “%s --help”)"), message, TAV_CLI_PROGRAM);
  print_error_line (command, full);
  return TAV_CLI_USAGE;
}

/* ---- Options and arguments --------------------------------------------- */

gboolean
tav_cli_parse_options (const TavCliCommand  *command,
                       const GOptionEntry   *entries,
                       int                   argc,
                       char                **argv,
                       char               ***args,
                       int                  *status)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *prgname = NULL;
  g_auto(GStrv) copy = NULL;

  /* The usage line reads "tavolo-cli COMMAND [OPTION…] PARAMETERS"; one
   * process runs one command, so the program name is set once. */
  prgname = g_strdup_printf ("%s %s", TAV_CLI_PROGRAM, command->name);
  g_set_prgname (prgname);
  context = g_option_context_new (command->parameters ? _(command->parameters) : NULL);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context, _(command->summary));
  if (command->description)
    g_option_context_set_description (context, _(command->description));
  if (entries)
    g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (context, tav_cli_as_entries (), GETTEXT_PACKAGE);

  /* GOption expects the program name first; the command name stands in. */
  copy = g_new0 (char *, argc + 1);
  for (int i = 0; i < argc; i++)
    copy[i] = g_strdup (argv[i]);

  if (!g_option_context_parse_strv (context, &copy, &error))
    {
      *status = tav_cli_usage (command->name, "%s", error->message);
      return FALSE;
    }
  if (!tav_cli_check_as (command->name, status))
    return FALSE;

  /* Options are declared as "filenames" so that GOption passes the bytes
   * as typed instead of converting them from the locale's charset (which
   * fails for "così" under LANG=C); the text ones must be UTF-8. */
  for (guint i = 0; entries && entries[i].long_name; i++)
    {
      const GOptionEntry *entry = &entries[i];
      gboolean valid = TRUE;

      if (entry->arg == G_OPTION_ARG_FILENAME)
        {
          const char *value = *(char **) entry->arg_data;

          valid = value == NULL || g_utf8_validate (value, -1, NULL);
        }
      else if (entry->arg == G_OPTION_ARG_FILENAME_ARRAY)
        {
          char **values = *(char ***) entry->arg_data;

          for (guint v = 0; values && values[v]; v++)
            valid = valid && g_utf8_validate (values[v], -1, NULL);
        }
      if (!valid)
        {
          *status = tav_cli_usage (command->name, _("--%s: not valid UTF-8 text"),
                                   entry->long_name);
          return FALSE;
        }
    }

  /* Arguments after "--" are taken literally (a name starting with "-"). */
  for (guint i = 1; copy[i]; i++)
    if (strcmp (copy[i], "--") == 0)
      {
        g_free (copy[i]);
        memmove (&copy[i], &copy[i + 1], sizeof (char *) * (g_strv_length (copy) - i));
        break;
      }

  *args = g_steal_pointer (&copy);
  return TRUE;
}

/* @what names the positional arguments, e.g. "FILE PLAYER", so that the
 * message can say which one is missing. */
gboolean
tav_cli_check_args (const char  *command,
                    char       **args,
                    guint        min,
                    guint        max,
                    const char  *what,
                    int         *status)
{
  guint n = g_strv_length (args) - 1;

  if (n < min)
    {
      g_auto(GStrv) words = g_strsplit (what, " ", -1);
      guint n_words = g_strv_length (words);
      const char *missing = n_words == 0 ? what : n < n_words ? words[n] : words[n_words - 1];

      *status = tav_cli_usage (command, _("missing %s"), missing);
      return FALSE;
    }
  if (n > max)
    {
      *status = tav_cli_usage (command, _("unexpected argument “%s”"), args[max + 1]);
      return FALSE;
    }
  return TRUE;
}

gboolean
tav_cli_parse_number (const char  *command,
                      const char  *option,
                      const char  *text,
                      guint        min,
                      guint       *value,
                      int         *status)
{
  guint64 v = 0;

  if (text == NULL || !g_ascii_string_to_unsigned (text, 10, min, 1000000, &v, NULL))
    {
      *status = tav_cli_usage (command, _("%s: “%s” is not a whole number of at least %u"),
                               option, text ? text : "", min);
      return FALSE;
    }
  *value = (guint) v;
  return TRUE;
}

gboolean
tav_cli_parse_format (const char    *command,
                      const char    *text,
                      TavCliFormat   allowed,
                      TavCliFormat  *format,
                      int           *status)
{
  static const struct { const char *name; TavCliFormat format; } formats[] = {
    { "text", TAV_CLI_FORMAT_TEXT },
    { "csv", TAV_CLI_FORMAT_CSV },
    { "json", TAV_CLI_FORMAT_JSON },
  };
  g_autoptr(GString) names = g_string_new (NULL);

  if (text == NULL)
    {
      *format = TAV_CLI_FORMAT_TEXT;
      return TRUE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      if (!(allowed & formats[i].format))
        continue;
      if (g_ascii_strcasecmp (text, formats[i].name) == 0)
        {
          *format = formats[i].format;
          return TRUE;
        }
      g_string_append_printf (names, "%s%s", names->len ? ", " : "", formats[i].name);
    }
  *status = tav_cli_usage (command, _("--format: “%s” is not one of %s"), text, names->str);
  return FALSE;
}

/* A text option the event keeps (its name, a venue, a reason) follows the
 * rules of names (tav_text_clean_name ()), as a player's name does: a
 * control character typed into it would reach the file, the printouts, the
 * venue pages and every terminal that later shows it. *text becomes the
 * clean text ("" when blank); NULL stays NULL. */
gboolean
tav_cli_clean_option (const char  *command,
                      const char  *option,
                      char       **text,
                      int         *status)
{
  g_autoptr(GError) error = NULL;
  char *clean;

  if (*text == NULL)
    return TRUE;
  if (!(clean = tav_text_clean_optional (*text, &error)))
    {
      *status = tav_cli_usage (command, "%s: %s", option, error->message);
      return FALSE;
    }
  g_free (*text);
  *text = clean;
  return TRUE;
}

/* ---- Files ------------------------------------------------------------- */

/* The one file this command changes stays locked from before it is read
 * until the process ends, so that no other writer can slip in between. */
static TavFileLock *write_lock;

gboolean
tav_cli_lock (const char *path)
{
  g_autoptr(GError) error = NULL;

  g_clear_pointer (&write_lock, tav_file_lock_release);
  write_lock = tav_file_lock_acquire (path, TAV_FILE_LOCK_CLI, tav_file_lock_wait_ms (), &error);
  if (write_lock == NULL)
    {
      tav_cli_fail_error (path, error);
      return FALSE;
    }
  /* A command may end without saving (nothing to change, a refusal): the
   * leftovers of killed saves go now, under the lock. */
  tav_file_remove_stale (path);
  return TRUE;
}

/* For a command that runs on (serve): let others write between its edits. */
void
tav_cli_unlock (void)
{
  g_clear_pointer (&write_lock, tav_file_lock_release);
}

/* The lock, if this command holds the one on PATH. */
TavFileLock *
tav_cli_held_lock (const char *path)
{
  if (write_lock && g_strcmp0 (tav_file_lock_get_path (write_lock), path) == 0)
    return write_lock;
  return NULL;
}

/* For a command that changes the event: locked, then read. */
TavEvent *
tav_cli_load_for_writing (const char *path)
{
  return tav_cli_lock (path) ? tav_cli_load (path) : NULL;
}

TavEvent *
tav_cli_load (const char *path)
{
  g_autoptr(GError) error = NULL;
  TavEvent *event = tav_document_load_file (path, &error);

  if (event == NULL)
    {
      if (g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT) ||
          g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        tav_cli_fail (path, _("no such file"));
      else if (error->domain == TAV_DOCUMENT_ERROR && tav_cli_can_restore (path))
        {
          g_autofree char *quoted = g_shell_quote (path);

          /* TRANSLATORS: the loader's message, then the command that mends it */
          tav_cli_fail (path, _("%s; to go back to the version saved before: tavolo-cli restore %s"),
                        error->message, quoted);
        }
      else
        tav_cli_fail_error (path, error);
    }
  return event;
}

/* Atomic, and the previous version is kept as FILE~. What changed goes
 * into the event's log first, by tavolo-cli (named by --as). */
gboolean
tav_cli_save (TavEvent   *event,
              const char *path)
{
  return tav_cli_save_by (event, path, TAV_HAND_CLI);
}

/* DEFAULT_KIND: the hand of changes the event names no hand for
 * (tav_event_set_hand): `serve` saves what the tables sent. */
gboolean
tav_cli_save_by (TavEvent    *event,
                 const char  *path,
                 TavHandKind  default_kind)
{
  g_autoptr(GError) error = NULL;

  tav_cli_record (event, path, default_kind);
  if (!tav_document_save_file_locked (event, path, TRUE, tav_cli_held_lock (path), &error))
    {
      tav_cli_fail (path, _("could not save: %s"), error->message);
      return FALSE;
    }
  return TRUE;
}

/* A PDF export may replace an earlier PDF, never anything else (the event
 * itself, given as -o by mistake) unless FORCE says so. */
gboolean
tav_cli_check_output (const char *output,
                      gboolean    force)
{
  g_autoptr(GFile) file = g_file_new_for_path (output);
  g_autoptr(GFileInputStream) stream = NULL;
  char head[5] = { 0, };
  gsize n = 0;

  if (force || !g_file_test (output, G_FILE_TEST_EXISTS | G_FILE_TEST_IS_SYMLINK))
    return TRUE;
  if (g_file_test (output, G_FILE_TEST_IS_REGULAR) &&
      (stream = g_file_read (file, NULL, NULL)) != NULL &&
      g_input_stream_read_all (G_INPUT_STREAM (stream), head, sizeof head, &n, NULL, NULL) &&
      n == sizeof head && memcmp (head, "%PDF-", sizeof head) == 0)
    return TRUE;
  tav_cli_fail (output, _("exists and is not a PDF; choose another name, or use --force to replace it"));
  return FALSE;
}

/* ---- Looking things up -------------------------------------------------- */

TavPlayer *
tav_cli_lookup_player (const char *command,
                       TavEvent   *event,
                       const char *id_or_name)
{
  g_autoptr(GError) error = NULL;
  TavPlayer *player = tav_event_lookup_player (event, id_or_name, &error);

  if (player == NULL)
    tav_cli_fail_error (command, error);
  return player;
}

TavStage *
tav_cli_find_stage (const char *command,
                    TavEvent   *event,
                    const char *stage_id)
{
  TavStage *stage;
  g_autoptr(GString) ids = NULL;

  if (stage_id == NULL)
    {
      stage = tav_event_get_current_stage (event);
      if (stage == NULL)
        tav_cli_fail (command, _("no round has been drawn yet"));
      return stage;
    }
  if ((stage = tav_event_find_stage (event, stage_id)))
    return stage;

  ids = g_string_new (NULL);
  for (guint i = 0; i < tav_event_get_n_stages (event); i++)
    g_string_append_printf (ids, "%s%s", i ? ", " : "",
                            tav_stage_get_id (tav_event_get_stage (event, i)));
  if (ids->len == 0)
    tav_cli_fail (command, _("there is no stage “%s”: no round has been drawn yet"), stage_id);
  else
    tav_cli_fail (command, _("there is no stage “%s” (the event has: %s)"), stage_id, ids->str);
  return NULL;
}

/* "Name (p3)", for every place a player is mentioned. */
char *
tav_cli_player_label (TavEvent   *event,
                      const char *player_id)
{
  TavPlayer *player;

  if (player_id == NULL || player_id[0] == '\0')
    return g_strdup (_("(to be decided)"));
  player = tav_event_find_player (event, player_id);
  if (player == NULL)
    return g_strdup (player_id);
  return g_strdup_printf ("%s (%s)", tav_player_get_name (player), player_id);
}

/* The name of seat 1 when it is special: the BANG! Sheriff. */
const char *
tav_cli_head_seat_name (TavEvent *event,
                        TavStage *stage)
{
  TavRuleset *ruleset = tav_event_get_ruleset (event);

  return ruleset && stage ? tav_ruleset_get_head_seat_label (ruleset, stage) : NULL;
}

/* ---- Output ------------------------------------------------------------ */

/* Terminal columns: wide (CJK) characters take two, combining marks none. */
guint
tav_cli_text_width (const char *text)
{
  guint width = 0;

  if (text == NULL || !g_utf8_validate (text, -1, NULL))
    return text ? (guint) strlen (text) : 0;
  for (const char *p = text; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_iszerowidth (c))
        continue;
      width += g_unichar_iswide (c) ? 2 : 1;
    }
  return width;
}

void
tav_cli_append_padded (GString    *out,
                       const char *text,
                       guint       width,
                       gboolean    right)
{
  guint w = tav_cli_text_width (text);

  if (right)
    for (guint i = w; i < width; i++)
      g_string_append_c (out, ' ');
  g_string_append (out, text ? text : "");
  if (!right)
    for (guint i = w; i < width; i++)
      g_string_append_c (out, ' ');
}

/* UTF-8 as is, whatever the locale: the output is often a file. */
void
tav_cli_write (const char *text)
{
  write_text (stdout, text);
}

/* In the layout of the files (tav_json_to_text), ended by a newline. */
void
tav_cli_write_json (JsonNode *node)
{
  g_autofree char *data = tav_json_to_text (node, NULL);

  write_text (stdout, data);
}

/* Whole values as JSON integers, so that scripts see 2300 and not 2300.0. */
JsonNode *
tav_cli_number_node (double value)
{
  JsonNode *node = json_node_new (JSON_NODE_VALUE);

  if (value == (double) (gint64) value && value > -9e15 && value < 9e15)
    json_node_set_int (node, (gint64) value);
  else
    json_node_set_double (node, value);
  return node;
}

/* ---- Aligned columns ---------------------------------------------------- */

struct _TavCliGrid
{
  guint      n_columns;
  gboolean  *right;
  GPtrArray *rows;     /* GStrv, n_columns cells each */
};

TavCliGrid *
tav_cli_grid_new (guint n_columns)
{
  TavCliGrid *grid = g_new0 (TavCliGrid, 1);

  grid->n_columns = n_columns;
  grid->right = g_new0 (gboolean, n_columns);
  grid->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  return grid;
}

void
tav_cli_grid_free (TavCliGrid *grid)
{
  g_ptr_array_unref (grid->rows);
  g_free (grid->right);
  g_free (grid);
}

void
tav_cli_grid_set_right (TavCliGrid *grid,
                        guint       column,
                        gboolean    right)
{
  g_return_if_fail (column < grid->n_columns);
  grid->right[column] = right;
}

void
tav_cli_grid_add_strv (TavCliGrid  *grid,
                       char       **cells)
{
  char **row = g_new0 (char *, grid->n_columns + 1);
  gboolean ended = FALSE;

  for (guint i = 0; i < grid->n_columns; i++)
    {
      ended = ended || cells[i] == NULL;
      row[i] = g_strdup (ended ? "" : cells[i]);
    }
  g_ptr_array_add (grid->rows, row);
}

void
tav_cli_grid_add (TavCliGrid *grid,
                  ...)
{
  g_autofree char **cells = g_new0 (char *, grid->n_columns + 1);
  va_list args;

  va_start (args, grid);
  for (guint i = 0; i < grid->n_columns; i++)
    {
      cells[i] = va_arg (args, char *);
      if (cells[i] == NULL)
        break;
    }
  va_end (args);
  tav_cli_grid_add_strv (grid, cells);
}

void
tav_cli_grid_print (TavCliGrid *grid,
                    GString    *out,
                    const char *indent)
{
  g_autofree guint *widths = g_new0 (guint, grid->n_columns);

  for (guint r = 0; r < grid->rows->len; r++)
    {
      char **row = grid->rows->pdata[r];

      for (guint c = 0; c < grid->n_columns; c++)
        widths[c] = MAX (widths[c], tav_cli_text_width (row[c]));
    }

  for (guint r = 0; r < grid->rows->len; r++)
    {
      char **row = grid->rows->pdata[r];
      gsize start = out->len;

      g_string_append (out, indent ? indent : "");
      for (guint c = 0; c < grid->n_columns; c++)
        {
          if (c > 0)
            g_string_append (out, "  ");
          tav_cli_append_padded (out, row[c], widths[c], grid->right[c]);
        }
      /* No trailing blanks after a short last cell. */
      while (out->len > start && out->str[out->len - 1] == ' ')
        g_string_truncate (out, out->len - 1);
      g_string_append_c (out, '\n');
    }
}
