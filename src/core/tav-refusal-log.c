/* tav-refusal-log.c
 *
 * What the venue server turned away (a wrong or closed code, a replayed
 * form) is the organiser's to see, but no part of the event: kept in the
 * event, a flood of wrong codes would write the event file and reload
 * every phone at each one. So the serving process keeps it in memory, the
 * newest TAV_REFUSAL_LOG_MAX only, each a TavSubmission in the state
 * “refused”, and, once told where (tav_refusal_log_keep_in ()), in a file
 * of its own beside the app's state (tav_refusal_log_path_for_event ()),
 * written whole and renamed into place at most once every
 * TAV_REFUSAL_LOG_WRITE_SECONDS. A crash loses at most those seconds of
 * the log, and never anything of the event.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-refusal-log"

#include "config.h"

#include <errno.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "tav-document.h"
#include "tav-input.h"
#include "tav-json-get.h"
#include "tav-json-writer.h"
#include "tav-refusal-log.h"
#include "tav-state-file.h"

#define FORMAT "tavolo-refusals"

struct _TavRefusalLog
{
  GObject       parent_instance;
  GListStore   *store;      /* TavSubmission, oldest first */
  char         *path;       /* where it is kept, or NULL */
  GMainContext *context;    /* where the writes are scheduled */
  GSource      *write;      /* a write scheduled */
  gboolean      dirty;      /* added to since the last write */
};

G_DEFINE_FINAL_TYPE (TavRefusalLog, tav_refusal_log, G_TYPE_OBJECT)

static void
cancel_write (TavRefusalLog *self)
{
  if (self->write == NULL)
    return;
  g_source_destroy (self->write);
  g_clear_pointer (&self->write, g_source_unref);
}

static void
tav_refusal_log_finalize (GObject *object)
{
  TavRefusalLog *self = (TavRefusalLog *)object;
  g_autoptr(GError) error = NULL;

  if (!tav_refusal_log_flush (self, &error))
    g_warning ("Could not keep the refused requests in %s: %s", self->path, error->message);
  cancel_write (self);
  g_clear_object (&self->store);
  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->context, g_main_context_unref);

  G_OBJECT_CLASS (tav_refusal_log_parent_class)->finalize (object);
}

static void
tav_refusal_log_class_init (TavRefusalLogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tav_refusal_log_finalize;
}

static void
tav_refusal_log_init (TavRefusalLog *self)
{
  self->store = g_list_store_new (TAV_TYPE_SUBMISSION);
}

TavRefusalLog *
tav_refusal_log_new (void)
{
  return g_object_new (TAV_TYPE_REFUSAL_LOG, NULL);
}

/* Each item a TavSubmission in the state “refused”, its reason saying
 * why and from which address; oldest first. */
GListModel *
tav_refusal_log_get_model (TavRefusalLog *self)
{
  g_return_val_if_fail (TAV_IS_REFUSAL_LOG (self), NULL);
  return G_LIST_MODEL (self->store);
}

static TavSubmission *
get_item (TavRefusalLog *self,
          guint          i)
{
  /* The store holds a reference; a borrowed pointer is enough here. */
  TavSubmission *s = g_list_model_get_item (G_LIST_MODEL (self->store), i);

  g_object_unref (s);
  return s;
}

static gboolean
write_cb (gpointer data)
{
  TavRefusalLog *self = data;
  g_autoptr(GError) error = NULL;

  g_clear_pointer (&self->write, g_source_unref);
  if (!tav_refusal_log_flush (self, &error))
    g_warning ("Could not keep the refused requests in %s: %s", self->path, error->message);
  return G_SOURCE_REMOVE;
}

static void
schedule_write (TavRefusalLog *self)
{
  self->dirty = TRUE;
  if (self->path == NULL || self->write != NULL)
    return;
  self->write = g_timeout_source_new_seconds (TAV_REFUSAL_LOG_WRITE_SECONDS);
  g_source_set_callback (self->write, write_cb, self, NULL);
  g_source_attach (self->write, self->context);
}

/* In the order of time, the oldest dropped past TAV_REFUSAL_LOG_MAX;
 * one already in the log (the same id) is not added twice. */
void
tav_refusal_log_add (TavRefusalLog *self,
                     TavSubmission *refusal)
{
  guint n, at;

  g_return_if_fail (TAV_IS_REFUSAL_LOG (self));
  g_return_if_fail (TAV_IS_SUBMISSION (refusal));

  n = g_list_model_get_n_items (G_LIST_MODEL (self->store));
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (tav_submission_get_id (get_item (self, i)), tav_submission_get_id (refusal)) == 0)
      return;
  /* Nearly always at the end: the newest. */
  for (at = n; at > 0; at--)
    if (g_date_time_compare (tav_submission_get_time (get_item (self, at - 1)),
                             tav_submission_get_time (refusal)) <= 0)
      break;
  if (n >= TAV_REFUSAL_LOG_MAX && at == 0)
    return;
  g_list_store_insert (self->store, at, refusal);
  if (n >= TAV_REFUSAL_LOG_MAX)
    g_list_store_remove (self->store, 0);
  schedule_write (self);
}

void
tav_refusal_log_merge (TavRefusalLog *self,
                       TavRefusalLog *from)
{
  g_return_if_fail (TAV_IS_REFUSAL_LOG (self));
  g_return_if_fail (TAV_IS_REFUSAL_LOG (from));

  if (self == from)
    return;
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (from->store)); i++)
    tav_refusal_log_add (self, get_item (from, i));
}

/* ---- Its file ----------------------------------------------------------- */

static gboolean
read_refusal (TavRefusalLog       *self,
              const TavJsonValue  *object,
              const char          *path,
              GError             **error)
{
  static const char * const known[] = { "id", "stage", "round", "table", "time", "reason", NULL };
  const char *id, *stage, *time_str, *reason;
  guint64 round, table;
  g_autoptr(GDateTime) time = NULL;
  g_autoptr(TavSubmission) refusal = NULL;

  if (!tav_json_check_members (object, known, path, error) ||
      !tav_json_get_string (object, "id", TRUE, &id, path, error) ||
      !tav_json_get_string (object, "stage", FALSE, &stage, path, error) ||
      !tav_json_get_uint (object, "round", FALSE, 1000, &round, path, error) ||
      !tav_json_get_uint (object, "table", FALSE, 100000, &table, path, error) ||
      !tav_json_get_string (object, "time", TRUE, &time_str, path, error) ||
      !tav_json_get_string (object, "reason", FALSE, &reason, path, error))
    return FALSE;
  if (!(time = g_date_time_new_from_iso8601 (time_str, NULL)))
    {
      g_set_error (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_INVALID,
                   _("%s.time: “%s” is not a date and time"), path, time_str);
      return FALSE;
    }
  refusal = tav_submission_new (id, stage, (guint) round, (guint) table, NULL, NULL, time);
  tav_submission_set_state (refusal, TAV_SUBMISSION_REFUSED, reason);
  tav_refusal_log_add (self, refusal);
  return TRUE;
}

static gboolean
read_text (TavRefusalLog  *self,
           const char     *text,
           gsize           length,
           GError        **error)
{
  static const char * const known[] = { "format", "version", "refusals", NULL };
  g_autoptr(TavJsonDoc) doc = NULL;
  const TavJsonValue *root, *refusals;
  const char *format;
  guint64 version;

  if (!(doc = tav_json_doc_read (text, length, 8, error)))
    return FALSE;
  root = tav_json_doc_get_root (doc);
  if (root->kind != TAV_JSON_OBJECT)
    {
      g_set_error_literal (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_INVALID,
                           _("not a log of refused requests"));
      return FALSE;
    }
  if (!tav_json_check_members (root, known, "", error) ||
      !tav_json_get_string (root, "format", TRUE, &format, "", error) ||
      !tav_json_get_uint (root, "version", TRUE, 1000, &version, "", error) ||
      !tav_json_get_array (root, "refusals", TRUE, &refusals, "", error))
    return FALSE;
  if (g_strcmp0 (format, FORMAT) != 0 || version != 1)
    {
      g_set_error (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_INVALID,
                   _("not a log of refused requests of version 1 (format “%s”, version %u)"),
                   format, (guint) version);
      return FALSE;
    }
  for (guint i = 0; i < refusals->length; i++)
    {
      g_autofree char *where = g_strdup_printf ("refusals[%u]", i);

      if (refusals->v.elements[i].kind != TAV_JSON_OBJECT)
        {
          g_set_error (error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_INVALID,
                       _("%s: expected an object"), where);
          return FALSE;
        }
      if (!read_refusal (self, &refusals->v.elements[i], where, error))
        return FALSE;
    }
  return TRUE;
}

/* Adds what the file at @path holds; a missing file holds nothing. */
gboolean
tav_refusal_log_read (TavRefusalLog  *self,
                      const char     *path,
                      GError        **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *text = NULL;
  gsize length = 0;

  g_return_val_if_fail (TAV_IS_REFUSAL_LOG (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return TRUE;
  if (!(text = tav_input_read_file (path, TAV_INPUT_MAX_JSON, &length, &local_error)) ||
      !read_text (self, text, length, &local_error))
    {
      g_propagate_prefixed_error (error, g_steal_pointer (&local_error), "%s: ", path);
      return FALSE;
    }
  return TRUE;
}

/* A log that cannot be read (damaged, or written by a newer Tavolo) is
 * never written over: it is moved to PATH.unreadable-TIME, where it can
 * still be read, and @error says where. Returns: whether @path is free
 * for a new log. */
static gboolean
set_aside (const char  *path,
           GError      *error)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%dT%H%M%S");
  g_autofree char *aside = g_strdup_printf ("%s.unreadable-%s", path, stamp);
  char *message;
  int saved_errno;

  for (guint n = 2; g_file_test (aside, G_FILE_TEST_EXISTS); n++)
    {
      g_free (aside);
      aside = g_strdup_printf ("%s.unreadable-%s-%u", path, stamp, n);
    }
  if (g_rename (path, aside) == 0)
    message = g_strdup_printf (_("%s (it was kept as %s; a new log begins)"), error->message, aside);
  else
    {
      saved_errno = errno;
      message = g_strdup_printf (_("%s (it could not be set aside: %s; no refusal will be written)"),
                                 error->message, g_strerror (saved_errno));
    }
  g_free (error->message);
  error->message = message;
  return !g_file_test (path, G_FILE_TEST_EXISTS);
}

/* From now on the log is kept in @path: what it holds is read first
 * (FALSE and @error when it cannot be: then it is set aside, never
 * written over), and every addition written there within
 * TAV_REFUSAL_LOG_WRITE_SECONDS, on the thread-default main context. */
gboolean
tav_refusal_log_keep_in (TavRefusalLog  *self,
                         const char     *path,
                         GError        **error)
{
  g_autoptr(GError) local_error = NULL;
  gboolean read;

  g_return_val_if_fail (TAV_IS_REFUSAL_LOG (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  read = tav_refusal_log_read (self, path, &local_error);
  g_clear_pointer (&self->path, g_free);
  if (read || set_aside (path, local_error))
    self->path = g_strdup (path);
  if (local_error)
    g_propagate_error (error, g_steal_pointer (&local_error));
  g_clear_pointer (&self->context, g_main_context_unref);
  self->context = g_main_context_ref_thread_default ();
  self->dirty = FALSE;
  cancel_write (self);
  return read;
}

static char *
to_text (TavRefusalLog *self,
         gsize         *length)
{
  TavJsonWriter *w = tav_json_writer_new (4096);

  tav_json_writer_begin_object (w);
  tav_json_writer_string_member (w, "format", FORMAT);
  tav_json_writer_int_member (w, "version", 1);
  tav_json_writer_member (w, "refusals");
  tav_json_writer_begin_array (w);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->store)); i++)
    {
      TavSubmission *s = get_item (self, i);
      g_autofree char *time = g_date_time_format_iso8601 (tav_submission_get_time (s));

      tav_json_writer_begin_object (w);
      tav_json_writer_string_member (w, "id", tav_submission_get_id (s));
      tav_json_writer_string_member (w, "stage", tav_submission_get_stage_id (s));
      tav_json_writer_int_member (w, "round", tav_submission_get_round (s));
      tav_json_writer_int_member (w, "table", tav_submission_get_table (s));
      tav_json_writer_string_member (w, "time", time);
      tav_json_writer_string_member (w, "reason", tav_submission_get_reason (s));
      tav_json_writer_end_object (w);
    }
  tav_json_writer_end_array (w);
  tav_json_writer_end_object (w);
  return tav_json_writer_free_to_text (w, length);
}

/* Writes what was added since the last write, now. */
gboolean
tav_refusal_log_flush (TavRefusalLog  *self,
                       GError        **error)
{
  g_autofree char *dir = NULL;
  g_autofree char *text = NULL;
  gsize length = 0;

  g_return_val_if_fail (TAV_IS_REFUSAL_LOG (self), FALSE);

  cancel_write (self);
  if (self->path == NULL || !self->dirty)
    return TRUE;
  self->dirty = FALSE;
  dir = g_path_get_dirname (self->path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: %s", dir, g_strerror (saved));
      return FALSE;
    }
  text = to_text (self, &length);
  /* The addresses of the phones: for this user only. */
  return g_file_set_contents_full (self->path, text, (gssize) length,
                                   G_FILE_SET_CONTENTS_CONSISTENT, 0600, error);
}

/* Where the log of the event file @event_path is kept: one file per
 * event file, named after a checksum of its absolute path, in the
 * folder of the app's state (tav_state_file_path ()). */
char *
tav_refusal_log_path_for_event (const char *event_path)
{
  g_autoptr(GFile) file = NULL;
  g_autofree char *uri = NULL;
  g_autofree char *sum = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (event_path != NULL, NULL);

  file = g_file_new_for_commandline_arg (event_path);
  uri = g_file_get_uri (file);
  sum = g_compute_checksum_for_string (G_CHECKSUM_SHA256, uri, -1);
  name = g_strdup_printf ("refusals/%.32s.json", sum);
  return tav_state_file_path (name);
}
