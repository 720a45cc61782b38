/* tav-json-file.c — loading and saving a Tavolo document, whatever its kind
 *
 * The event and the season files are read and written the same way: the
 * size is capped before a byte is parsed, the strict JSON reader
 * (tav-json-check.c) checks grammar, nesting and UTF-8, then "format" and
 * "version" are checked before the kind reads its members. Saving reads
 * the text back with the kind's own loader and only then writes it
 * atomically (tav_file_save). Errors are in the kind's domain and words.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-json-file"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-document.h"
#include "tav-file-save.h"
#include "tav-input.h"
#include "tav-json-file.h"
#include "tav-json-get.h"

/* The kind's msgids are not literals: the va_list form keeps -Wformat=2 quiet. */
static void
set_error (const TavJsonFileKind  *kind,
           GError                **error,
           int                     code,
           const char             *msgid,
           ...)
{
  va_list args;

  va_start (args, msgid);
  g_propagate_error (error, g_error_new_valist (kind->domain (), code, _(msgid), args));
  va_end (args);
}

static void
set_too_large (const TavJsonFileKind  *kind,
               GError                **error)
{
  set_error (kind, error, kind->too_large, kind->too_large_msg,
             (int) (kind->max_size / (1024 * 1024)));
}

static gboolean
check_format (const TavJsonFileKind  *kind,
              const TavJsonValue     *root,
              GError                **error)
{
  const char *format = NULL;

  if (tav_json_get_string (root, "format", TRUE, &format, "", NULL) &&
      g_strcmp0 (format, kind->format) == 0)
    return TRUE;
  /* The likeliest mistake: the other kind of file, or the arguments in
   * the wrong order. */
  if (kind->other_format != NULL && g_strcmp0 (format, kind->other_format) == 0)
    set_error (kind, error, kind->not_kind, kind->other_format_msg);
  else
    set_error (kind, error, kind->not_kind, kind->format_msg, kind->format);
  return FALSE;
}

/* The document in @data once its envelope is checked; its version in
 * @version. The kind reads the members. */
TavJsonDoc *
tav_json_file_parse (const TavJsonFileKind  *kind,
                     const char             *data,
                     gsize                   length,
                     gint64                 *version,
                     GError                **error)
{
  g_autoptr(TavJsonDoc) doc = NULL;
  g_autoptr(GError) local_error = NULL;
  const TavJsonValue *root, *member;
  gsize i = 0;

  g_return_val_if_fail (kind != NULL, NULL);
  g_return_val_if_fail (version != NULL, NULL);

  if (length > kind->max_size)
    {
      set_too_large (kind, error);
      return NULL;
    }
  while (i < length && g_ascii_isspace (data[i]))
    i++;
  if (i == length)
    {
      set_error (kind, error, kind->not_kind, kind->empty_msg);
      return NULL;
    }
  doc = tav_json_doc_read (data, length, kind->max_depth, &local_error);
  if (doc == NULL)
    {
      g_set_error_literal (error, kind->domain (),
                           local_error->code == TAV_DOCUMENT_ERROR_NOT_TAVOLO ? kind->not_kind
                                                                              : kind->syntax,
                           local_error->message);
      return NULL;
    }
  root = tav_json_doc_get_root (doc);
  if (root->kind != TAV_JSON_OBJECT)
    {
      set_error (kind, error, kind->not_kind, kind->not_object_msg);
      return NULL;
    }
  if (!check_format (kind, root, error))
    return NULL;
  member = tav_json_value_get_member (root, "version");
  if (member == NULL || member->kind != TAV_JSON_INT || member->v.integer < 1)
    {
      set_error (kind, error, kind->invalid, N_("version: expected a whole number of at least 1"));
      return NULL;
    }
  if (member->v.integer > kind->newest)
    {
      set_error (kind, error, kind->newer, kind->newer_msg,
                 (long long) member->v.integer, (int) kind->newest);
      return NULL;
    }
  *version = member->v.integer;
  return g_steal_pointer (&doc);
}

/* Bounded, and only from a regular file (tav-input.c). */
char *
tav_json_file_read (const TavJsonFileKind  *kind,
                    const char             *path,
                    gsize                  *length,
                    GError                **error)
{
  g_autoptr(GError) local_error = NULL;
  char *data;

  g_return_val_if_fail (kind != NULL, NULL);
  g_return_val_if_fail (path != NULL, NULL);

  data = tav_input_read_file (path, kind->max_size, length, &local_error);
  if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE))
    set_too_large (kind, error);
  else if (data == NULL)
    g_propagate_error (error, g_steal_pointer (&local_error));
  return data;
}

/* Checks shared with the rest of the core report in their own domains; a
 * caller of the loader sees the kind's, the code kept where it is one. */
void
tav_json_file_set_invalid (const TavJsonFileKind  *kind,
                           GError                 *local_error,
                           GError                **error)
{
  g_return_if_fail (local_error != NULL);

  g_set_error_literal (error, kind->domain (),
                       local_error->domain == kind->domain () ? local_error->code : kind->invalid,
                       local_error->message);
}

/* The last guard of "nothing accepted makes a file unreadable": the text
 * about to be written is read back with the loader every program uses, and
 * not written if that refuses it. Every operation checks its own rules
 * first, so this only ever fires on a bug, which it turns from a file
 * nobody can open into a refused command. */
gboolean
tav_json_file_check_readable (const TavJsonFileKind  *kind,
                              const char             *data,
                              gsize                   length,
                              GError                **error)
{
  g_autoptr(GError) local_error = NULL;
  gpointer again;

  g_return_val_if_fail (kind != NULL && kind->load_data != NULL, FALSE);

  again = kind->load_data (data, length, &local_error);
  if (again != NULL)
    {
      g_object_unref (again);
      return TRUE;
    }
  set_error (kind, error, kind->invalid,
             N_("Tavolo could not read back what it was about to save (%s), so nothing was saved; please report this"),
             local_error->message);
  return FALSE;
}

/* Atomic, with the previous version kept as FILE~ (tav_file_save); LOCK,
 * when given, is the caller's lock on PATH. */
gboolean
tav_json_file_save (const TavJsonFileKind  *kind,
                    const char             *path,
                    const char             *data,
                    gsize                   length,
                    gboolean                keep_backup,
                    TavFileLock            *lock,
                    GError                **error)
{
  g_return_val_if_fail (path != NULL, FALSE);

  return tav_json_file_check_readable (kind, data, length, error) &&
         tav_file_save (path, data, length, keep_backup, lock, error);
}
