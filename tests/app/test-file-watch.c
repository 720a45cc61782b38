/* test-file-watch.c — the app and another writer on the same event file
 *
 * The other writer is the core's own save (what tavolo-cli runs) or, where
 * the app holds the lock, a plain rename over the file (a writer that does
 * not lock). Every wait is for a condition, with a timeout only for a hang.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "tav-application.h"
#include "tav-document.h"
#include "tav-file-lock.h"
#include "tav-recovery.h"
#include "tav-session.h"
#include "tav-test-wait.h"
#include "tav-window.h"
#include "tav-test-app.h"
#include "tav-event-private.h"

static char *tmp_dir;

typedef struct
{
  guint    reloaded;
  guint    merged;
  guint    conflicts;
} Seen;

/* ---- Helpers ------------------------------------------------------------ */

static void
wait_until (TavTestCondition condition,
            gpointer         data)
{
  tav_test_wait_until (condition, data, "the file watcher");
}

static void
disk_changed_cb (TavSession *session,
                 gboolean    merged,
                 Seen       *seen)
{
  if (merged)
    seen->merged++;
  else
    seen->reloaded++;
}

static void
conflict_cb (TavSession *session,
             Seen       *seen)
{
  seen->conflicts++;
}

static gboolean
seen_anything (gpointer data)
{
  Seen *seen = data;

  return seen->reloaded + seen->merged + seen->conflicts > 0;
}

/* An event with five players, saved as NAME in the test folder. */
static char *
create_event_file (const char *name)
{
  g_autoptr(TavEvent) event = tav_event_new ("bang-2011", "Watch Cup");
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (tmp_dir, name, NULL);

  tav_event_set_seed (event, 5);
  for (guint i = 1; i <= 5; i++)
    {
      g_autofree char *player = g_strdup_printf ("Player %u", i);

      g_assert_nonnull (tav_event_add_player (event, player, &error));
    }
  g_assert_true (tav_document_save_file (event, path, FALSE, &error));
  g_assert_no_error (error);
  return path;
}

static TavSession *
open_session (const char *path,
              Seen       *seen)
{
  TavSession *session = tav_session_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) event = tav_document_load_file (path, &error);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  g_assert_no_error (error);
  tav_session_load (session, event, file, FALSE);
  g_signal_connect (session, "disk-changed", G_CALLBACK (disk_changed_cb), seen);
  g_signal_connect (session, "conflict", G_CALLBACK (conflict_cb), seen);
  return session;
}

/* What another program does: read the file, rename a player, write it.
 * LOCKED saves as tavolo-cli does; otherwise a plain rename over it. */
static void
rename_on_disk (const char *path,
                const char *id,
                const char *name,
                gboolean    locked)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) event = tav_document_load_file (path, &error);
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  g_assert_true (tav_event_rename_player (event, id, name, &error));
  if (locked)
    {
      g_assert_true (tav_document_save_file (event, path, TRUE, &error));
      g_assert_no_error (error);
      return;
    }
  text = tav_document_to_data (event, NULL);
  g_assert_true (g_file_set_contents (path, text, -1, &error));
  g_assert_no_error (error);
}

static const char *
name_of (TavSession *session,
         const char *id)
{
  return tav_player_get_name (tav_event_find_player (tav_session_get_event (session), id));
}

static const char *
name_on_disk (const char *path,
              const char *id)
{
  static char name[128];
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) event = tav_document_load_file (path, &error);

  g_assert_no_error (error);
  g_strlcpy (name, tav_player_get_name (tav_event_find_player (event, id)), sizeof name);
  return name;
}

static void
edit (TavSession *session,
      const char *id,
      const char *name)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_event_rename_player (tav_session_get_event (session), id, name, &error));
  g_assert_no_error (error);
  tav_session_flush (session);
  g_assert_true (tav_session_get_modified (session));
}

/* ---- Tests -------------------------------------------------------------- */

/* No edits here: what the CLI saved is shown as it is. */
static void
test_reload_when_clean (void)
{
  g_autofree char *path = create_event_file ("clean.tavolo");
  Seen seen = { 0, };
  g_autoptr(TavSession) session = open_session (path, &seen);

  rename_on_disk (path, "p2", "Bruna Saved-By-CLI", TRUE);
  wait_until (seen_anything, &seen);
  g_assert_cmpuint (seen.reloaded, ==, 1);
  g_assert_cmpstr (name_of (session, "p2"), ==, "Bruna Saved-By-CLI");
  g_assert_false (tav_session_get_modified (session));
}

/* Ctrl+S with no edit, before the watcher has run: the save takes in what
 * is on disk instead of putting the old copy back. */
static void
test_save_sees_disk (void)
{
  g_autofree char *path = create_event_file ("unseen.tavolo");
  Seen seen = { 0, };
  g_autoptr(TavSession) session = open_session (path, &seen);
  g_autoptr(GError) error = NULL;

  rename_on_disk (path, "p4", "Dario Saved-By-CLI", TRUE);
  g_assert_true (tav_session_save (session, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (name_on_disk (path, "p4"), ==, "Dario Saved-By-CLI");
  g_assert_cmpstr (name_of (session, "p4"), ==, "Dario Saved-By-CLI");
}

/* Edits here and a change to another player there: both stay. While there
 * are edits the app holds the lock, so a locked writer is refused. */
static void
test_merge_when_dirty (void)
{
  g_autofree char *path = create_event_file ("dirty.tavolo");
  Seen seen = { 0, };
  g_autoptr(TavSession) session = open_session (path, &seen);
  g_autoptr(GError) error = NULL;
  g_autoptr(TavFileLock) lock = NULL;

  edit (session, "p1", "Anna Edited-Here");
  lock = tav_file_lock_acquire (path, TAV_FILE_LOCK_CLI, 0, &error);
  g_assert_error (error, TAV_FILE_ERROR, TAV_FILE_ERROR_BUSY_APP);
  g_clear_error (&error);

  rename_on_disk (path, "p2", "Bruno Edited-There", FALSE);
  wait_until (seen_anything, &seen);
  g_assert_cmpuint (seen.merged, ==, 1);
  g_assert_cmpuint (seen.conflicts, ==, 0);
  g_assert_cmpstr (name_of (session, "p1"), ==, "Anna Edited-Here");
  g_assert_cmpstr (name_of (session, "p2"), ==, "Bruno Edited-There");
  g_assert_true (tav_session_get_modified (session));

  g_assert_true (tav_session_save (session, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (name_on_disk (path, "p1"), ==, "Anna Edited-Here");
  g_assert_cmpstr (name_on_disk (path, "p2"), ==, "Bruno Edited-There");

  /* Saved: the lock is let go. */
  lock = tav_file_lock_acquire (path, TAV_FILE_LOCK_CLI, 0, &error);
  g_assert_no_error (error);
  g_assert_nonnull (lock);
}

/* The same player renamed here and there: asked, never decided silently,
 * and no save until it is. */
static void
test_conflict (void)
{
  g_autofree char *path = create_event_file ("conflict.tavolo");
  Seen seen = { 0, };
  g_autoptr(TavSession) session = open_session (path, &seen);
  g_autoptr(GError) error = NULL;
  g_autofree char *mine = NULL;
  g_autofree char *theirs = NULL;
  TavMerge *merge;

  edit (session, "p3", "Carla Here");
  edit (session, "p1", "Anna Here");
  rename_on_disk (path, "p3", "Carla There", FALSE);
  wait_until (seen_anything, &seen);
  g_assert_cmpuint (seen.conflicts, ==, 1);

  merge = tav_session_get_merge (session);
  g_assert_nonnull (merge);
  g_assert_cmpuint (tav_merge_get_n_conflicts (merge), ==, 1);
  g_assert_cmpstr (tav_merge_get_conflict_path (merge, 0), ==, "players[2].name");
  mine = tav_merge_get_conflict_ours (merge, 0);
  theirs = tav_merge_get_conflict_theirs (merge, 0);
  g_assert_cmpstr (mine, ==, "\"Carla Here\"");
  g_assert_cmpstr (theirs, ==, "\"Carla There\"");

  g_assert_false (tav_session_save (session, NULL, &error));
  g_assert_error (error, TAV_FILE_ERROR, TAV_FILE_ERROR_CHANGED);
  g_clear_error (&error);
  g_assert_cmpstr (name_on_disk (path, "p3"), ==, "Carla There");

  tav_merge_take_theirs (merge, 0, TRUE);
  g_assert_true (tav_session_resolve_merge (session, &error));
  g_assert_no_error (error);
  g_assert_null (tav_session_get_merge (session));
  g_assert_cmpstr (name_of (session, "p3"), ==, "Carla There");
  g_assert_cmpstr (name_of (session, "p1"), ==, "Anna Here");
  g_assert_true (tav_session_save (session, NULL, &error));
  g_assert_cmpstr (name_on_disk (path, "p1"), ==, "Anna Here");
}

static gboolean
dialog_shown (gpointer data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (toplevel) &&
          gtk_widget_get_mapped (GTK_WIDGET (toplevel)))
        {
          *(gpointer *) data = toplevel;
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
has_name (gpointer data)
{
  TavSession *session = data;

  return tav_session_get_merge (session) == NULL &&
         g_strcmp0 (name_of (session, "p5"), "Elena There") == 0;
}

/* The window asks, showing both values, and the choice is applied. */
static void
test_window_asks (void)
{
  g_autofree char *path = create_event_file ("window.tavolo");
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) event = tav_document_load_file (path, &error);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  TavWindow *window = tav_window_new (NULL);
  TavSession *session = tav_window_get_session (window);
  AdwMessageDialog *dialog = NULL;
  const char *body;

  gtk_window_present (GTK_WINDOW (window));
  tav_window_set_event (window, event, file);
  edit (session, "p5", "Elena Here");
  rename_on_disk (path, "p5", "Elena There", FALSE);

  wait_until (dialog_shown, &dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Changed Here and on Disk");
  body = adw_message_dialog_get_body (dialog);
  g_assert_nonnull (strstr (body, "“player p5, name” was changed both here and in the file on disk"));
  g_assert_nonnull (strstr (body, "Here: \"Elena Here\""));
  g_assert_nonnull (strstr (body, "On disk: \"Elena There\""));
  adw_message_dialog_response (dialog, "theirs");
  wait_until (has_name, session);

  tav_session_discard (session);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A recovery copy that cannot be read is moved aside, not deleted. */
static void
test_recovery_set_aside (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *id = tav_recovery_new_id ();
  g_autofree char *kept = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GPtrArray) items = NULL;
  static const char newer[] = "{\"format\": \"tavolo\", \"version\": 6}\n";

  g_assert_true (tav_recovery_write (id, newer, strlen (newer), NULL, &error));
  g_assert_no_error (error);
  kept = tav_recovery_set_aside (id, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (kept, "/tavolo/recovery/unreadable/"));
  g_assert_true (g_file_get_contents (kept, &text, NULL, NULL));
  g_assert_cmpstr (text, ==, newer);
  items = tav_recovery_list ();
  g_assert_cmpuint (items->len, ==, 0);
}

static void
activate_cb (GApplication *app,
             gboolean     *activated)
{
  *activated = TRUE;
}

static gboolean
is_true (gpointer data)
{
  return *(gboolean *) data;
}

/* At start-up, a copy the app cannot read is kept and the user told where. */
static void
test_recovery_unreadable_at_start (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *id = tav_recovery_new_id ();
  g_autofree char *dir = tav_recovery_get_dir ();
  g_autofree char *kept = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GPtrArray) items = NULL;
  g_autoptr(TavApplication) app = tav_application_new ();
  static const char newer[] = "{\"format\": \"tavolo\", \"version\": 6}\n";
  AdwMessageDialog *dialog = NULL;
  gboolean activated = FALSE;
  const char *body;

  g_assert_true (tav_recovery_write (id, newer, strlen (newer), NULL, &error));
  g_assert_no_error (error);

  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app)) | G_APPLICATION_NON_UNIQUE);
  g_signal_connect_after (app, "activate", G_CALLBACK (activate_cb), &activated);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  g_application_activate (G_APPLICATION (app));
  wait_until (is_true, &activated);
  wait_until (dialog_shown, &dialog);

  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Unsaved Changes Could Not Be Read");
  body = adw_message_dialog_get_body (dialog);
  kept = g_strdup_printf ("%s/unreadable/%s.tavolo", dir, id);
  g_assert_nonnull (strstr (body, kept));
  g_assert_nonnull (strstr (body, "version 6"));
  g_assert_true (g_file_get_contents (kept, &text, NULL, NULL));
  g_assert_cmpstr (text, ==, newer);
  items = tav_recovery_list ();
  g_assert_cmpuint (items->len, ==, 0);

  gtk_window_destroy (GTK_WINDOW (dialog));
  {
    GList *windows = gtk_application_get_windows (GTK_APPLICATION (app));

    while (windows)
      {
        gtk_window_destroy (windows->data);
        windows = gtk_application_get_windows (GTK_APPLICATION (app));
      }
  }
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data_home = NULL;

  tmp_dir = g_dir_make_tmp ("tavolo-test-file-watch-XXXXXX", &error);
  g_assert_no_error (error);
  data_home = g_build_filename (tmp_dir, "data", NULL);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

  tav_test_gtk_init (&argc, &argv);
  adw_init ();

  g_test_add_func ("/file-watch/reload-when-clean", test_reload_when_clean);
  g_test_add_func ("/file-watch/save-sees-disk", test_save_sees_disk);
  g_test_add_func ("/file-watch/merge-when-dirty", test_merge_when_dirty);
  g_test_add_func ("/file-watch/conflict", test_conflict);
  g_test_add_func ("/file-watch/window-asks", test_window_asks);
  g_test_add_func ("/file-watch/recovery-set-aside", test_recovery_set_aside);
  g_test_add_func ("/file-watch/recovery-unreadable-at-start", test_recovery_unreadable_at_start);

  return g_test_run ();
}
