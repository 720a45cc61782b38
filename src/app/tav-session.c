/* tav-session.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-session"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-change.h"
#include "tav-document.h"
#include "tav-event-log.h"
#include "tav-file-lock.h"
#include "tav-merge.h"
#include "tav-recovery.h"
#include "tav-session.h"

/* Undo works on whole documents: after every edit the event is written out
 * (tav_document_to_data) and the text before the edit goes on the undo
 * stack; undoing reads that text back into a new event, which replaces the
 * one shown. Every operation of the core ends with TavEvent::changed, so no
 * edit can be missed, and the few that emit it more than once (an import
 * adds its players one by one) are folded into one step by committing from
 * an idle callback. The same text is the recovery copy, and comparing it
 * with the text last saved tells whether there is anything to save.
 *
 * Others may change the file too (tavolo-cli, another Tavolo). While there
 * are unsaved changes the session holds the file's lock, so that tavolo-cli
 * waits and then refuses; and it watches the file: a change on disk is
 * read at once, and when it differs from the text last read or written,
 * a session without edits takes it as it is, and one with edits merges it
 * (tav-merge.c), asking through TavSession::conflict only when both sides
 * changed the same thing. A save first checks the disk the same way, so it
 * never overwrites what it has not seen.
 *
 * Each commit also writes into the event's log what changed since the
 * commit before, by the app's hand or the one the venue network named on
 * the event (tav_event_set_hand). The log is no part of the history: an
 * earlier state is read back with today's log (tav_event_log_copy), and
 * the undo itself goes into it as a change. */

#define MAX_UNDO 200

struct _TavSession
{
  GObject    parent_instance;

  TavEvent  *event;
  GFile     *file;
  gulong     changed_id;
  guint      commit_id;

  char      *current;     /* the event as of the last commit */
  char      *saved;       /* as last read or written, NULL if never */
  GPtrArray *undo;
  GPtrArray *redo;
  char      *recovery_id;
  char      *last_step;   /* what the last undo or redo changed, or NULL */

  GFileMonitor *monitor;
  TavFileLock  *lock;
  guint         check_id;
  TavMerge     *merge;      /* waiting for the user's choices */
  char         *merge_theirs;

  guint      modified : 1;
};

G_DEFINE_FINAL_TYPE (TavSession, tav_session, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_EVENT,
  PROP_FILE,
  PROP_MODIFIED,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  DISK_CHANGED,
  CONFLICT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void update_lock (TavSession *self);
static void watch_file  (TavSession *self);

TavSession *
tav_session_new (void)
{
  return g_object_new (TAV_TYPE_SESSION, NULL);
}

static void
set_modified (TavSession *self,
              gboolean    modified)
{
  if (self->modified == !!modified)
    return;

  self->modified = !!modified;
  update_lock (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

static void
update_recovery (TavSession *self)
{
  g_autoptr(GError) error = NULL;

  if (!self->modified || self->current == NULL)
    {
      tav_recovery_remove (self->recovery_id);
      return;
    }

  if (self->recovery_id == NULL)
    self->recovery_id = tav_recovery_new_id ();

  if (!tav_recovery_write (self->recovery_id, self->current, strlen (self->current),
                           self->file, &error))
    g_warning ("Could not keep a recovery copy: %s", error->message);
}

static void
notify_history (TavSession *self,
                gboolean    could_undo,
                gboolean    could_redo)
{
  if (could_undo != (self->undo->len > 0))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (could_redo != (self->redo->len > 0))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
}

/* Results and refusals that came from the tables belong to no step of the
 * history: each earlier state is read back with them taken in
 * (tav_inbox_take_arrivals), and a commit that brings only them replaces
 * the current state instead of making a step. */
static TavEvent *
load_with_arrivals (TavSession  *self,
                    const char  *data,
                    char       **text)
{
  g_autoptr(TavEvent) event = NULL;
  g_autoptr(GError) error = NULL;

  event = tav_document_load_data (data, strlen (data), &error);
  if (event == NULL)
    {
      /* Only a bug could make the saver write what the loader refuses. */
      g_critical ("Could not read back an earlier state of the event: %s", error->message);
      return NULL;
    }
  tav_inbox_take_arrivals (tav_event_get_inbox (event), tav_event_get_inbox (self->event));
  *text = tav_document_to_data (event, NULL);
  return g_steal_pointer (&event);
}

static gboolean
only_arrivals (TavSession *self,
               const char *data)
{
  g_autoptr(TavEvent) before = NULL;
  g_autofree char *text = NULL;

  if (self->current == NULL || tav_inbox_is_empty (tav_event_get_inbox (self->event)))
    return FALSE;
  before = load_with_arrivals (self, self->current, &text);
  return before != NULL && g_strcmp0 (text, data) == 0;
}

/* ---- The event's log --------------------------------------------------- */

/* Writes into the log of the event shown what changed since BEFORE (the
 * text of an earlier state), by KIND unless the venue named the hand.
 * Returns: %TRUE if the log was written. */
static gboolean
record (TavSession  *self,
        const char  *before_text,
        TavHandKind  kind)
{
  g_autoptr(TavEvent) before = NULL;
  g_autoptr(TavHand) hand = NULL;
  g_autoptr(GDateTime) now = NULL;
  g_autoptr(GError) error = NULL;

  if (before_text == NULL)
    return FALSE;
  if (!(before = tav_document_load_data (before_text, strlen (before_text), &error)))
    {
      g_critical ("Could not read back an earlier state of the event: %s", error->message);
      return FALSE;
    }
  hand = tav_hand_new (kind, NULL);
  now = g_date_time_new_now_local ();
  tav_event_log_record (self->event, before, hand, now);
  return TRUE;
}

/* The place all of ENTRIES share: a stage, a round, a table, or less. */
static TavLogEntry *
step_entry (GListModel    *log,
            guint          first,
            const TavHand *hand,
            GDateTime     *now,
            gboolean       undo)
{
  g_autoptr(GPtrArray) players = g_ptr_array_new ();
  const char *stage = NULL;
  guint round = 0, table = 0;

  for (guint i = first; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(TavLogEntry) entry = g_list_model_get_item (log, i);
      const char * const *ids = tav_log_entry_get_players (entry);

      if (i == first)
        {
          stage = tav_log_entry_get_stage_id (entry);
          round = tav_log_entry_get_round (entry);
          table = tav_log_entry_get_table (entry);
        }
      if (g_strcmp0 (stage, tav_log_entry_get_stage_id (entry)) != 0)
        stage = NULL, round = 0;
      if (round != tav_log_entry_get_round (entry))
        round = 0;
      if (round == 0 || table != tav_log_entry_get_table (entry))
        table = 0;
      for (guint p = 0; ids && ids[p]; p++)
        if (!g_ptr_array_find_with_equal_func (players, ids[p], g_str_equal, NULL))
          g_ptr_array_add (players, (gpointer) ids[p]);
    }
  g_ptr_array_add (players, NULL);
  return tav_log_entry_new (now, hand, undo ? "undo" : "redo", stage, round, table,
                            (const char * const *) players->pdata, NULL);
}

/* An undo or redo went from LEFT to EVENT: EVENT takes LEFT's log (the
 * log is not taken back) and one entry more, "undo" or "redo" at the place
 * of what it changed, which the recorder finds first after EVENT's own. */
static void
record_step (TavEvent *event,
             TavEvent *left,
             gboolean  undo)
{
  g_autoptr(TavHand) hand = tav_hand_new (TAV_HAND_APP, NULL);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autoptr(TavLogEntry) entry = NULL;
  GListModel *log = tav_event_get_log (event);
  guint first;

  first = g_list_model_get_n_items (log);
  tav_event_log_record (event, left, hand, now);
  /* A fold at the bound moves the entries: then no place is named. */
  entry = step_entry (log, MIN (first, g_list_model_get_n_items (log)), hand, now, undo);
  tav_event_log_copy (event, left);
  tav_event_log_append (event, entry);
}

static void
commit (TavSession *self)
{
  g_autofree char *data = NULL;
  gboolean could_undo = self->undo->len > 0;
  gboolean could_redo = self->redo->len > 0;
  gboolean arrivals;

  g_clear_handle_id (&self->commit_id, g_source_remove);

  if (self->event == NULL)
    return;

  data = tav_document_to_data (self->event, NULL);
  if (g_strcmp0 (data, self->current) == 0)
    {
      /* A hand named for a change that changed nothing names no later one. */
      tav_event_set_hand (self->event, NULL);
      return;
    }

  arrivals = only_arrivals (self, data);
  /* What only brings the tables' arrivals came from a table's link. */
  if (record (self, self->current, arrivals ? TAV_HAND_TABLE : TAV_HAND_APP))
    {
      g_free (data);
      data = tav_document_to_data (self->event, NULL);
    }
  if (arrivals)
    g_free (self->current);
  else
    {
      g_ptr_array_add (self->undo, g_steal_pointer (&self->current));
      if (self->undo->len > MAX_UNDO)
        g_ptr_array_remove_index (self->undo, 0);
      g_ptr_array_set_size (self->redo, 0);
    }
  self->current = g_steal_pointer (&data);

  set_modified (self, g_strcmp0 (self->current, self->saved) != 0);
  update_lock (self);
  update_recovery (self);
  notify_history (self, could_undo, could_redo);
}

static gboolean
commit_cb (gpointer user_data)
{
  TavSession *self = user_data;

  self->commit_id = 0;
  commit (self);

  return G_SOURCE_REMOVE;
}

static void
event_changed_cb (TavSession *self)
{
  /* Shown at once; the precise answer comes with the commit. */
  set_modified (self, TRUE);

  /* After the frame that shows the edit (GTK draws at a higher priority):
   * writing 2,000 players out takes a few milliseconds the organiser need
   * not wait for. Whatever reads the history, the disk or the file first
   * commits what is waiting (tav_session_flush()). */
  if (self->commit_id == 0)
    self->commit_id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, commit_cb, self, NULL);
}

/* Commits an edit still waiting for its idle callback. */
void
tav_session_flush (TavSession *self)
{
  g_return_if_fail (TAV_IS_SESSION (self));

  if (self->commit_id != 0)
    commit (self);
}

static void
set_event (TavSession *self,
           TavEvent   *event)
{
  g_clear_handle_id (&self->commit_id, g_source_remove);
  g_clear_signal_handler (&self->changed_id, self->event);

  if (!g_set_object (&self->event, event))
    return;

  if (event != NULL)
    self->changed_id = g_signal_connect_swapped (event, "changed",
                                                 G_CALLBACK (event_changed_cb), self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EVENT]);
}

static void
set_file (TavSession *self,
          GFile      *file)
{
  if (g_set_object (&self->file, file))
    {
      watch_file (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
    }
}

static void
reset (TavSession *self,
       TavEvent   *event,
       GFile      *file,
       gboolean    modified,
       const char *recovery_id)
{
  gboolean could_undo = self->undo->len > 0;
  gboolean could_redo = self->redo->len > 0;

  /* The copy of the event shown until now is no longer needed. */
  if (g_strcmp0 (recovery_id, self->recovery_id) != 0)
    {
      tav_recovery_remove (self->recovery_id);
      g_free (self->recovery_id);
      self->recovery_id = g_strdup (recovery_id);
    }

  g_ptr_array_set_size (self->undo, 0);
  g_ptr_array_set_size (self->redo, 0);
  g_clear_pointer (&self->current, g_free);
  g_clear_pointer (&self->saved, g_free);

  /* The same file read again (another writer saved it): the requests
   * the venue network turned away are this process's, not the file's. */
  if (self->event != NULL && event != NULL && self->file != NULL && file != NULL &&
      g_file_equal (self->file, file))
    tav_inbox_set_refusals (tav_event_get_inbox (event),
                            tav_inbox_get_refusals (tav_event_get_inbox (self->event)));

  set_event (self, event);
  set_file (self, file);

  if (event != NULL)
    {
      self->current = tav_document_to_data (event, NULL);
      if (!modified)
        self->saved = g_strdup (self->current);
    }

  set_modified (self, event != NULL && modified);
  update_recovery (self);
  notify_history (self, could_undo, could_redo);
}

/* ---- Others writing the same file -------------------------------------- */

static char *
local_path (TavSession *self)
{
  return self->file ? g_file_get_path (self->file) : NULL;
}

/* Held while there are unsaved changes. Another writer may hold it at this
 * moment: the next commit tries again, and the watcher reads what that
 * writer saved. */
static void
update_lock (TavSession *self)
{
  g_autofree char *path = NULL;

  if (!self->modified || self->event == NULL)
    {
      g_clear_pointer (&self->lock, tav_file_lock_release);
      return;
    }
  if (self->lock != NULL || !(path = local_path (self)) ||
      !g_file_test (path, G_FILE_TEST_IS_REGULAR))
    return;
  self->lock = tav_file_lock_acquire (path, TAV_FILE_LOCK_APP, 0, NULL);
}

/* The file as it is now, written out the way the saver writes it, so that
 * a mere difference of layout is no change; NULL if it cannot be read now. */
static char *
read_disk (TavSession  *self,
           TavEvent   **event,
           GError     **error)
{
  g_autofree char *path = local_path (self);
  g_autoptr(TavEvent) on_disk = NULL;
  char *text;

  if (path == NULL || !(on_disk = tav_document_load_file (path, error)))
    return NULL;
  text = tav_document_to_data (on_disk, NULL);
  *event = g_steal_pointer (&on_disk);
  return text;
}

static gboolean
apply_merge (TavSession  *self,
             TavMerge    *merge,
             const char  *theirs,
             GError     **error)
{
  g_autoptr(TavEvent) event = tav_merge_get_event (merge, error);
  g_autofree char *recovery_id = g_strdup (self->recovery_id);

  if (event == NULL)
    return FALSE;
  /* The history ends here: undoing past the merge would undo theirs too. */
  reset (self, event, self->file, TRUE, recovery_id);
  g_free (self->saved);
  self->saved = g_strdup (theirs);
  set_modified (self, g_strcmp0 (self->current, self->saved) != 0);
  update_recovery (self);
  return TRUE;
}

/* THEIRS (the text of THEIR_EVENT) differs from what was last read or
 * written. Returns %FALSE when the user has to choose first. */
static gboolean
take_disk_changes (TavSession *self,
                   const char *theirs,
                   TavEvent   *their_event)
{
  g_autoptr(TavMerge) merge = NULL;
  g_autoptr(GError) error = NULL;

  if (!self->modified)
    {
      reset (self, their_event, self->file, FALSE, NULL);
      g_signal_emit (self, signals[DISK_CHANGED], 0, FALSE);
      return TRUE;
    }

  merge = tav_merge_new (self->saved, self->current, theirs, &error);
  if (merge != NULL && tav_merge_get_n_conflicts (merge) == 0 &&
      apply_merge (self, merge, theirs, &error))
    {
      g_signal_emit (self, signals[DISK_CHANGED], 0, TRUE);
      return TRUE;
    }
  if (merge == NULL || tav_merge_get_n_conflicts (merge) == 0)
    {
      /* Merged cleanly but not consistent (say, two results that cannot
       * stand together): the whole file is the one conflict. */
      g_clear_pointer (&merge, tav_merge_free);
      merge = tav_merge_new ("{}", self->current, theirs, NULL);
    }
  g_clear_pointer (&self->merge, tav_merge_free);
  g_free (self->merge_theirs);
  self->merge = g_steal_pointer (&merge);
  self->merge_theirs = g_strdup (theirs);
  g_signal_emit (self, signals[CONFLICT], 0);
  return FALSE;
}

static void
check_disk (TavSession *self)
{
  g_autoptr(TavEvent) event = NULL;
  g_autofree char *theirs = NULL;

  /* Without a known base (a new or recovered event) there is nothing to
   * compare with; with a question pending, it is answered first. */
  if (self->saved == NULL || self->merge != NULL)
    return;
  tav_session_flush (self);
  if (!(theirs = read_disk (self, &event, NULL)) || g_str_equal (theirs, self->saved))
    return;
  take_disk_changes (self, theirs, event);
}

static gboolean
check_disk_cb (gpointer user_data)
{
  TavSession *self = user_data;

  self->check_id = 0;
  check_disk (self);
  return G_SOURCE_REMOVE;
}

static void
monitor_changed_cb (TavSession        *self,
                    GFile             *file,
                    GFile             *other,
                    GFileMonitorEvent  event_type)
{
  if (event_type == G_FILE_MONITOR_EVENT_DELETED ||
      event_type == G_FILE_MONITOR_EVENT_PRE_UNMOUNT ||
      event_type == G_FILE_MONITOR_EVENT_UNMOUNTED)
    return;
  if (self->check_id == 0)
    self->check_id = g_idle_add (check_disk_cb, self);
}

static void
watch_file (TavSession *self)
{
  if (self->monitor != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->monitor, self);
      g_file_monitor_cancel (self->monitor);
      g_clear_object (&self->monitor);
    }
  g_clear_handle_id (&self->check_id, g_source_remove);
  g_clear_pointer (&self->lock, tav_file_lock_release);
  if (self->file == NULL || !g_file_is_native (self->file))
    return;
  self->monitor = g_file_monitor_file (self->file, G_FILE_MONITOR_WATCH_MOVES, NULL, NULL);
  if (self->monitor != NULL)
    g_signal_connect_swapped (self->monitor, "changed", G_CALLBACK (monitor_changed_cb), self);
  update_lock (self);
}

/* The merge waiting for the user's choices (TavSession::conflict), or NULL. */
TavMerge *
tav_session_get_merge (TavSession *self)
{
  g_return_val_if_fail (TAV_IS_SESSION (self), NULL);

  return self->merge;
}

/* Goes on with the choices made on tav_session_get_merge(). */
gboolean
tav_session_resolve_merge (TavSession  *self,
                           GError     **error)
{
  g_autoptr(TavMerge) merge = NULL;
  g_autofree char *theirs = NULL;

  g_return_val_if_fail (TAV_IS_SESSION (self), FALSE);
  g_return_val_if_fail (self->merge != NULL, FALSE);

  merge = g_steal_pointer (&self->merge);
  theirs = g_steal_pointer (&self->merge_theirs);
  if (!apply_merge (self, merge, theirs, error))
    return FALSE;
  g_signal_emit (self, signals[DISK_CHANGED], 0, TRUE);
  /* The file may have changed again meanwhile. */
  check_disk (self);
  return TRUE;
}

/**
 * tav_session_load:
 * @self: a #TavSession
 * @event: (nullable): the event to edit
 * @file: (nullable): where it is saved
 * @modified: whether @event differs from @file (a new event does)
 *
 * Starts over with @event: an empty history, nothing to recover.
 */
void
tav_session_load (TavSession *self,
                  TavEvent   *event,
                  GFile      *file,
                  gboolean    modified)
{
  g_return_if_fail (TAV_IS_SESSION (self));
  g_return_if_fail (!event || TAV_IS_EVENT (event));
  g_return_if_fail (!file || G_IS_FILE (file));

  reset (self, event, file, modified, NULL);
}

/* Goes on with an event recovered after a crash: it is unsaved, and its
 * recovery copy stays the same file until it is saved. */
void
tav_session_recover (TavSession *self,
                     TavEvent   *event,
                     GFile      *file,
                     const char *recovery_id)
{
  g_return_if_fail (TAV_IS_SESSION (self));
  g_return_if_fail (TAV_IS_EVENT (event));

  reset (self, event, file, TRUE, recovery_id);
}

static gboolean
step (TavSession *self,
      GPtrArray  *from,
      GPtrArray  *to,
      gboolean    undo)
{
  gboolean could_undo, could_redo;
  g_autoptr(TavEvent) event = NULL;
  g_autoptr(TavEvent) left = NULL;
  g_autofree char *text = NULL;

  tav_session_flush (self);

  if (from->len == 0)
    return FALSE;

  could_undo = self->undo->len > 0;
  could_redo = self->redo->len > 0;

  event = load_with_arrivals (self, from->pdata[from->len - 1], &text);
  if (event == NULL)
    return FALSE;
  left = g_object_ref (self->event);

  g_free (self->last_step);
  self->last_step = undo ? tav_change_describe (event, self->event)
                         : tav_change_describe (self->event, event);
  g_ptr_array_add (to, g_steal_pointer (&self->current));
  g_ptr_array_remove_index (from, from->len - 1);

  /* The step is a change like any other, and the log goes on. */
  record_step (event, left, undo);
  g_free (text);
  text = tav_document_to_data (event, NULL);
  self->current = g_steal_pointer (&text);
  set_event (self, event);
  set_modified (self, g_strcmp0 (self->current, self->saved) != 0);
  update_recovery (self);
  notify_history (self, could_undo, could_redo);

  return TRUE;
}

/* Returns: %TRUE if there was an edit to undo. The event is replaced. */
gboolean
tav_session_undo (TavSession *self)
{
  g_return_val_if_fail (TAV_IS_SESSION (self), FALSE);

  return step (self, self->undo, self->redo, TRUE);
}

gboolean
tav_session_redo (TavSession *self)
{
  g_return_val_if_fail (TAV_IS_SESSION (self), FALSE);

  return step (self, self->redo, self->undo, FALSE);
}

/* Returns: (nullable): what the last undo or redo changed, as a phrase
 * ("result of table 5"); %NULL if it changed nothing one would name. */
const char *
tav_session_get_last_step (TavSession *self)
{
  g_return_val_if_fail (TAV_IS_SESSION (self), NULL);

  return self->last_step;
}

/* Saves over the session's own file, under its lock, never over changes
 * made there by others since it was read: those are taken in first. */
static gboolean
save_checked (TavSession  *self,
              const char  *path,
              GError     **error)
{
  g_autoptr(TavEvent) event = NULL;
  g_autofree char *theirs = NULL;
  g_autoptr(GError) read_error = NULL;

  if (self->merge != NULL)
    {
      g_set_error_literal (error, TAV_FILE_ERROR, TAV_FILE_ERROR_CHANGED,
                           _("The file was changed elsewhere too; choose which changes to keep first"));
      return FALSE;
    }
  if (self->saved != NULL)
    {
      if (!(theirs = read_disk (self, &event, &read_error)))
        {
          g_set_error (error, TAV_FILE_ERROR, TAV_FILE_ERROR_CHANGED,
                       _("The file on disk cannot be read (%s), so saving over it could lose what it holds; save under another name"),
                       read_error->message);
          return FALSE;
        }
      if (!g_str_equal (theirs, self->saved) &&
          !take_disk_changes (self, theirs, event))
        {
          g_set_error_literal (error, TAV_FILE_ERROR, TAV_FILE_ERROR_CHANGED,
                               _("The file was changed elsewhere too; choose which changes to keep first"));
          return FALSE;
        }
    }
  tav_session_flush (self);
  return tav_document_save_file_locked (self->event, path, TRUE, self->lock, error);
}

/**
 * tav_session_save:
 * @self: a #TavSession
 * @file: (nullable): where to save, %NULL for the current file
 * @error: where to put the reason of a failure
 *
 * Writes the event atomically; the previous version of a local file is
 * kept as FILE~.
 */
gboolean
tav_session_save (TavSession  *self,
                  GFile       *file,
                  GError     **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (TAV_IS_SESSION (self), FALSE);
  g_return_val_if_fail (self->event != NULL, FALSE);

  if (file == NULL)
    file = self->file;
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  tav_session_flush (self);

  path = g_file_get_path (file);
  if (path != NULL && self->file != NULL && g_file_equal (file, self->file) &&
      g_file_test (path, G_FILE_TEST_IS_REGULAR))
    {
      if (!self->lock &&
          !(self->lock = tav_file_lock_acquire (path, TAV_FILE_LOCK_APP,
                                                tav_file_lock_wait_ms (), error)))
        return FALSE;
      if (!save_checked (self, path, error))
        return FALSE;
    }
  else if (path != NULL)
    {
      if (!tav_document_save_file (self->event, path, TRUE, error))
        return FALSE;
    }
  else if (!g_file_replace_contents (file, self->current, strlen (self->current), NULL, TRUE,
                                     G_FILE_CREATE_NONE, NULL, NULL, error))
    return FALSE;

  g_free (self->saved);
  self->saved = g_strdup (self->current);

  set_file (self, file);
  set_modified (self, FALSE);
  update_lock (self);
  update_recovery (self);

  return TRUE;
}

/* The changes are given up: the recovery copy goes. */
void
tav_session_discard (TavSession *self)
{
  g_return_if_fail (TAV_IS_SESSION (self));

  g_clear_handle_id (&self->commit_id, g_source_remove);
  tav_recovery_remove (self->recovery_id);
  g_clear_pointer (&self->recovery_id, g_free);
}

const char *
tav_session_get_recovery_id (TavSession *self)
{
  g_return_val_if_fail (TAV_IS_SESSION (self), NULL);

  return self->recovery_id;
}

/* ---- Reading a file ---------------------------------------------------- */

/* Runs in a worker thread: the document is parsed and validated there, and
 * the new event is handed over only once it is complete. */
static void
read_file_thread (GTask        *task,
                  gpointer      source_object,
                  gpointer      task_data,
                  GCancellable *cancellable)
{
  GFile *file = task_data;
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GError) error = NULL;
  TavEvent *event = NULL;

  if (path != NULL)
    {
      event = tav_document_load_file (path, &error);
      /* The reader's file errors ("a pipe, not a regular file") do not
       * name the file: the command line puts it in front, and so does this. */
      if (event == NULL && error->domain == G_IO_ERROR)
        {
          g_autofree char *shown = g_filename_display_name (path);

          g_prefix_error (&error, "%s: ", shown);
        }
    }
  else
    {
      g_autoptr(GFileInfo) info = NULL;
      g_autofree char *data = NULL;
      gsize length = 0;

      info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE,
                                G_FILE_QUERY_INFO_NONE, cancellable, &error);
      if (info != NULL && g_file_info_get_size (info) > TAV_DOCUMENT_MAX_SIZE)
        g_set_error (&error, TAV_DOCUMENT_ERROR, TAV_DOCUMENT_ERROR_TOO_LARGE,
                     _("The file is larger than %d MiB; a Tavolo event is much smaller"),
                     TAV_DOCUMENT_MAX_SIZE / (1024 * 1024));
      else if (info != NULL &&
               g_file_load_contents (file, cancellable, &data, &length, NULL, &error))
        event = tav_document_load_data (data, length, &error);
    }

  if (event != NULL)
    g_task_return_pointer (task, event, g_object_unref);
  else
    g_task_return_error (task, g_steal_pointer (&error));
}

/**
 * tav_session_read_file_async:
 * @file: a .tavolo file, local or not
 * @source_object: (nullable): given to @callback
 *
 * Reads and checks an event in the background; nothing is loaded into a
 * session, see tav_session_load().
 */
void
tav_session_read_file_async (GFile               *file,
                             gpointer             source_object,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (source_object, cancellable, callback, user_data);
  g_task_set_source_tag (task, tav_session_read_file_async);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, read_file_thread);
}

/* Returns: (transfer full): the event, or %NULL with @error set */
TavEvent *
tav_session_read_file_finish (GAsyncResult  *result,
                              GError       **error)
{
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == tav_session_read_file_async, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

GFile *
tav_session_read_file_get_file (GAsyncResult *result)
{
  return g_task_get_task_data (G_TASK (result));
}

/* Goes on with a copy left by a crash. */
gboolean
tav_session_recover_item (TavSession       *self,
                          TavRecoveryItem  *item,
                          GError          **error)
{
  g_autoptr(TavEvent) event = NULL;

  g_return_val_if_fail (TAV_IS_SESSION (self), FALSE);
  g_return_val_if_fail (item != NULL, FALSE);

  event = tav_document_load_file (item->data_path, error);
  if (event == NULL)
    return FALSE;

  tav_session_recover (self, event, item->source, item->id);
  return TRUE;
}

TavEvent *
tav_session_get_event (TavSession *self)
{
  g_return_val_if_fail (TAV_IS_SESSION (self), NULL);

  return self->event;
}

GFile *
tav_session_get_file (TavSession *self)
{
  g_return_val_if_fail (TAV_IS_SESSION (self), NULL);

  return self->file;
}

gboolean
tav_session_get_modified (TavSession *self)
{
  g_return_val_if_fail (TAV_IS_SESSION (self), FALSE);

  return self->modified;
}

gboolean
tav_session_get_can_undo (TavSession *self)
{
  g_return_val_if_fail (TAV_IS_SESSION (self), FALSE);

  return self->undo->len > 0;
}

gboolean
tav_session_get_can_redo (TavSession *self)
{
  g_return_val_if_fail (TAV_IS_SESSION (self), FALSE);

  return self->redo->len > 0;
}

/* How many steps undo (redo) can take: a test tells an act that changed
 * nothing from one that made a step anyway. */
guint
tav_session_get_n_undo (TavSession *self)
{
  g_return_val_if_fail (TAV_IS_SESSION (self), 0);

  return self->undo->len;
}

guint
tav_session_get_n_redo (TavSession *self)
{
  g_return_val_if_fail (TAV_IS_SESSION (self), 0);

  return self->redo->len;
}

static void
tav_session_dispose (GObject *object)
{
  TavSession *self = (TavSession *)object;

  set_event (self, NULL);
  g_clear_object (&self->file);
  watch_file (self);
  g_clear_pointer (&self->merge, tav_merge_free);

  G_OBJECT_CLASS (tav_session_parent_class)->dispose (object);
}

static void
tav_session_finalize (GObject *object)
{
  TavSession *self = (TavSession *)object;

  g_clear_object (&self->file);
  g_clear_pointer (&self->undo, g_ptr_array_unref);
  g_clear_pointer (&self->last_step, g_free);
  g_clear_pointer (&self->redo, g_ptr_array_unref);
  g_clear_pointer (&self->current, g_free);
  g_clear_pointer (&self->saved, g_free);
  g_clear_pointer (&self->recovery_id, g_free);
  g_clear_pointer (&self->merge_theirs, g_free);

  G_OBJECT_CLASS (tav_session_parent_class)->finalize (object);
}

static void
tav_session_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  TavSession *self = TAV_SESSION (object);

  switch (prop_id)
    {
    case PROP_EVENT:
      g_value_set_object (value, self->event);
      break;

    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;

    case PROP_MODIFIED:
      g_value_set_boolean (value, self->modified);
      break;

    case PROP_CAN_UNDO:
      g_value_set_boolean (value, self->undo->len > 0);
      break;

    case PROP_CAN_REDO:
      g_value_set_boolean (value, self->redo->len > 0);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_session_class_init (TavSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tav_session_dispose;
  object_class->finalize = tav_session_finalize;
  object_class->get_property = tav_session_get_property;

  properties[PROP_EVENT] =
    g_param_spec_object ("event", NULL, NULL,
                         TAV_TYPE_EVENT,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL,
                         G_TYPE_FILE,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TavSession::disk-changed:
   * @merged: whether unsaved edits were merged with the change
   *
   * Someone else changed the file, and the session took the change in.
   */
  signals[DISK_CHANGED] =
    g_signal_new ("disk-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);

  /**
   * TavSession::conflict:
   *
   * The file changed on disk where there are unsaved edits too: the
   * choices are made on tav_session_get_merge(), then
   * tav_session_resolve_merge().
   */
  signals[CONFLICT] =
    g_signal_new ("conflict", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 0);
}

static void
tav_session_init (TavSession *self)
{
  self->undo = g_ptr_array_new_with_free_func (g_free);
  self->redo = g_ptr_array_new_with_free_func (g_free);
}
