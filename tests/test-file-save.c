/* test-file-save.c — the lock and the safe save of tav-file-save.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <sys/mount.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "tav-file-lock.h"
#include "tav-test-files.h"
#include "tav-file-save.h"

typedef struct
{
  char *dir;
  char *file;
  char *backup;
} Fixture;

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  f->dir = g_dir_make_tmp ("tavolo-file-save-XXXXXX", &error);
  g_assert_no_error (error);
  f->file = g_build_filename (f->dir, "event.tavolo", NULL);
  f->backup = g_strconcat (f->file, "~", NULL);
}

static void
remove_all (const char *dir_name)
{
  g_autoptr(GDir) dir = g_dir_open (dir_name, 0, NULL);
  const char *name;

  while (dir && (name = g_dir_read_name (dir)))
    {
      g_autofree char *path = g_build_filename (dir_name, name, NULL);

      g_chmod (path, 0644);
      g_unlink (path);
    }
}

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  remove_all (f->dir);
  g_rmdir (f->dir);
  g_free (f->dir);
  g_free (f->file);
  g_free (f->backup);
}

#define list_dir tav_test_list_dir

static char *
read_text (const char *path)
{
  char *text = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return NULL;
  return text;
}

static void
put (const char *path,
     const char *text)
{
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
}

/* @text in each of @names, files of @dir. */
static void
put_all (const char         *dir,
         const char * const *names,
         guint               n_names,
         const char         *text)
{
  for (guint i = 0; i < n_names; i++)
    {
      g_autofree char *path = g_build_filename (dir, names[i], NULL);

      put (path, text);
    }
}

static gboolean
save (const char   *path,
      const char   *text,
      TavFileLock  *lock,
      GError      **error)
{
  return tav_file_save (path, text, strlen (text), TRUE, lock, error);
}

/* ---- Tests -------------------------------------------------------------- */

static void
test_backup (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *old = NULL;
  g_autofree char *listing = NULL;

  g_assert_true (save (f->file, "one\n", NULL, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (f->backup, G_FILE_TEST_EXISTS));
  g_assert_true (save (f->file, "two\n", NULL, &error));
  g_assert_true (save (f->file, "three\n", NULL, &error));
  text = read_text (f->file);
  old = read_text (f->backup);
  g_assert_cmpstr (text, ==, "three\n");
  g_assert_cmpstr (old, ==, "two\n");
  listing = list_dir (f->dir);
  g_assert_cmpstr (listing, ==, "event.tavolo event.tavolo~");
}

/* The lock stays with the file through the rename that replaces it. */
static void
test_lock_follows_save (Fixture       *f,
                        gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TavFileLock) mine = NULL;
  g_autoptr(TavFileLock) other = NULL;

  put (f->file, "one\n");
  mine = tav_file_lock_acquire (f->file, TAV_FILE_LOCK_APP, 0, &error);
  g_assert_no_error (error);

  other = tav_file_lock_acquire (f->file, TAV_FILE_LOCK_CLI, 0, &error);
  g_assert_null (other);
  g_assert_error (error, TAV_FILE_ERROR, TAV_FILE_ERROR_BUSY_APP);
  g_clear_error (&error);

  g_assert_true (save (f->file, "two\n", mine, &error));
  g_assert_no_error (error);
  other = tav_file_lock_acquire (f->file, TAV_FILE_LOCK_CLI, 30, &error);
  g_assert_null (other);
  g_assert_error (error, TAV_FILE_ERROR, TAV_FILE_ERROR_BUSY_APP);
  g_clear_error (&error);

  /* A save without the caller's lock cannot get it either. */
  g_setenv ("TAVOLO_LOCK_WAIT_MS", "0", TRUE);
  g_assert_false (save (f->file, "intruder\n", NULL, &error));
  g_assert_error (error, TAV_FILE_ERROR, TAV_FILE_ERROR_BUSY_APP);
  g_clear_error (&error);
  g_unsetenv ("TAVOLO_LOCK_WAIT_MS");

  g_clear_pointer (&mine, tav_file_lock_release);
  other = tav_file_lock_acquire (f->file, TAV_FILE_LOCK_CLI, 0, &error);
  g_assert_no_error (error);
  g_assert_nonnull (other);
  mine = tav_file_lock_acquire (f->file, TAV_FILE_LOCK_APP, 0, &error);
  g_assert_error (error, TAV_FILE_ERROR, TAV_FILE_ERROR_BUSY_CLI);
}

static void
test_refused (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TavFileLock) lock = NULL;
  g_autofree char *text = NULL;
  g_autofree char *listing = NULL;

  put (f->file, "frozen\n");
  g_assert_cmpint (g_chmod (f->file, 0444), ==, 0);
  g_assert_false (save (f->file, "changed\n", NULL, &error));
  g_assert_error (error, TAV_FILE_ERROR, TAV_FILE_ERROR_READ_ONLY);
  g_assert_cmpstr (error->message, ==,
                   "the file is read-only; make it writable (chmod u+w) to change it");
  g_clear_error (&error);
  lock = tav_file_lock_acquire (f->file, TAV_FILE_LOCK_CLI, 0, &error);
  g_assert_error (error, TAV_FILE_ERROR, TAV_FILE_ERROR_READ_ONLY);
  g_clear_error (&error);
  text = read_text (f->file);
  g_assert_cmpstr (text, ==, "frozen\n");

  /* A folder in the way. */
  g_assert_false (save (f->dir, "x\n", NULL, &error));
  g_assert_error (error, TAV_FILE_ERROR, TAV_FILE_ERROR_NOT_REGULAR);
  g_clear_error (&error);
  lock = tav_file_lock_acquire (f->dir, TAV_FILE_LOCK_CLI, 0, &error);
  g_assert_null (lock);
  g_assert_nonnull (error);
  listing = list_dir (f->dir);
  g_assert_cmpstr (listing, ==, "event.tavolo");
}

/* What a killed save left goes at the next save; files that only look
 * alike stay. */
static void
test_stale_temporaries (Fixture       *f,
                        gconstpointer  data)
{
  static const char * const stale[] = { "event.tavolo.tmp-Ab12Cd", "event.tavolo~.tmp-XyZ123" };
  static const char * const kept[] = {
    "event.tavolo.backup", "event.tavolo.tmp-toolong", "event.tavolo.tmp-ab_12c",
    "other.tavolo.tmp-Ab12Cd",
  };
  g_autoptr(GError) error = NULL;
  g_autofree char *listing = NULL;

  put (f->file, "one\n");
  put_all (f->dir, stale, G_N_ELEMENTS (stale), "half a sa");
  put_all (f->dir, kept, G_N_ELEMENTS (kept), "mine");
  g_assert_true (save (f->file, "two\n", NULL, &error));
  g_assert_no_error (error);
  listing = list_dir (f->dir);
  g_assert_cmpstr (listing, ==, "event.tavolo event.tavolo.backup event.tavolo.tmp-ab_12c "
                                "event.tavolo.tmp-toolong event.tavolo~ other.tavolo.tmp-Ab12Cd");
}

/* A save through one name of a hard-linked file removes what a save killed
 * through another name of it left in the folder (issue #31): one file, one
 * lock. Temporaries of other files, of a name that is gone and of a
 * symbolic link (Tavolo saves through the file a link leads to) stay. */
static void
test_stale_temporaries_other_name (Fixture       *f,
                                   gconstpointer  data)
{
  static const char * const stale[] = { "copy.tavolo~.tmp-Ab12Cd", "copy.tavolo.tmp-XyZ123" };
  static const char * const kept[] = {
    "other.tavolo~.tmp-Ab12Cd", "gone.tavolo~.tmp-Ab12Cd", "link.tavolo.tmp-Ab12Cd",
  };
  g_autofree char *copy = g_build_filename (f->dir, "copy.tavolo", NULL);
  g_autofree char *other = g_build_filename (f->dir, "other.tavolo", NULL);
  g_autofree char *link_path = g_build_filename (f->dir, "link.tavolo", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *listing = NULL;
  g_autofree char *text = NULL;

  put (f->file, "one\n");
  put (other, "not ours\n");
  g_assert_cmpint (link (f->file, copy), ==, 0);
  g_assert_cmpint (symlink ("event.tavolo", link_path), ==, 0);
  put_all (f->dir, stale, G_N_ELEMENTS (stale), "half a sa");
  put_all (f->dir, kept, G_N_ELEMENTS (kept), "mine");
  g_assert_true (save (f->file, "two\n", NULL, &error));
  g_assert_no_error (error);
  text = read_text (copy);
  g_assert_cmpstr (text, ==, "two\n");
  listing = list_dir (f->dir);
  g_assert_cmpstr (listing, ==, "copy.tavolo event.tavolo event.tavolo~ gone.tavolo~.tmp-Ab12Cd "
                                "link.tavolo link.tavolo.tmp-Ab12Cd other.tavolo "
                                "other.tavolo~.tmp-Ab12Cd");
}

/* A writer that holds the lock and does not save removes them too. */
static void
test_stale_temporaries_unsaved (Fixture       *f,
                                gconstpointer  data)
{
  g_autofree char *stale = g_build_filename (f->dir, "event.tavolo~.tmp-Ab12Cd", NULL);
  g_autoptr(TavFileLock) lock = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *listing = NULL;

  put (f->file, "one\n");
  put (stale, "half a sa");
  lock = tav_file_lock_acquire (f->file, TAV_FILE_LOCK_CLI, 0, &error);
  g_assert_no_error (error);
  tav_file_remove_stale (f->file);
  listing = list_dir (f->dir);
  g_assert_cmpstr (listing, ==, "event.tavolo");
}

static void
test_symlink_chain (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *real = g_build_filename (f->dir, "real.tavolo", NULL);
  g_autofree char *middle = g_build_filename (f->dir, "middle.tavolo", NULL);
  g_autofree char *resolved = NULL;
  g_autofree char *text = NULL;
  g_autofree char *listing = NULL;

  put (real, "one\n");
  g_assert_cmpint (symlink ("real.tavolo", middle), ==, 0);
  g_assert_cmpint (symlink (middle, f->file), ==, 0);
  resolved = tav_file_resolve (f->file);
  g_assert_cmpstr (resolved, ==, real);

  g_assert_true (save (f->file, "two\n", NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (f->file, G_FILE_TEST_IS_SYMLINK));
  g_assert_true (g_file_test (middle, G_FILE_TEST_IS_SYMLINK));
  text = read_text (real);
  g_assert_cmpstr (text, ==, "two\n");
  listing = list_dir (f->dir);
  g_assert_cmpstr (listing, ==, "event.tavolo middle.tavolo real.tavolo real.tavolo~");
}

/* A 64 KiB tmpfs in the fixture's folder, full but for two pages (room
 * for a small backup, not for a 32 KiB file); NULL, with the test skipped,
 * where this test may not mount one. */
static char *
mount_nearly_full (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *mount_dir = g_build_filename (f->dir, "small", NULL);
  g_autofree char *filler = g_build_filename (mount_dir, "filler", NULL);
  g_autofree char *zeros = NULL;
  struct statvfs vfs;
  gsize space;

  g_assert_cmpint (g_mkdir (mount_dir, 0755), ==, 0);
  if (geteuid () != 0 || mount ("tmpfs", mount_dir, "tmpfs", 0, "size=64k") != 0)
    {
      g_rmdir (mount_dir);
      g_test_skip ("cannot mount a small tmpfs here");
      return NULL;
    }
  g_assert_cmpint (statvfs (mount_dir, &vfs), ==, 0);
  space = (gsize) vfs.f_bavail * vfs.f_frsize;
  zeros = g_malloc0 (space - 8192);
  g_assert_true (g_file_set_contents (filler, zeros, (gssize) (space - 8192), &error));
  g_assert_no_error (error);
  return g_steal_pointer (&mount_dir);
}

static void
unmount (char *mount_dir)
{
  remove_all (mount_dir);
  g_assert_cmpint (umount2 (mount_dir, MNT_DETACH), ==, 0);
  g_rmdir (mount_dir);
  g_free (mount_dir);
}

/* A real full disk on a small tmpfs, with an older FILE~ already there:
 * the failed save must leave both as they were, and nothing else. */
static void
test_full_disk (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  char *mount_dir = mount_nearly_full (f);
  g_autofree char *file = NULL;
  g_autofree char *backup = NULL;
  g_autofree char *filler = NULL;
  g_autofree char *big = g_strnfill (32 * 1024, 'x');
  g_autofree char *text = NULL;
  g_autofree char *old = NULL;
  g_autofree char *listing = NULL;

  if (mount_dir == NULL)
    return;
  file = g_build_filename (mount_dir, "event.tavolo", NULL);
  backup = g_strconcat (file, "~", NULL);
  filler = g_build_filename (mount_dir, "filler", NULL);
  put (file, "the current event\n");
  put (backup, "the event before\n");

  g_assert_false (save (file, big, NULL, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOSPC);
  g_test_message ("the save failed: %s", error->message);
  g_clear_error (&error);
  text = read_text (file);
  old = read_text (backup);
  g_assert_cmpstr (text, ==, "the current event\n");
  g_assert_cmpstr (old, ==, "the event before\n");
  listing = list_dir (mount_dir);
  g_assert_cmpstr (listing, ==, "event.tavolo event.tavolo~ filler");

  /* With room again, the same save works. */
  g_unlink (filler);
  g_assert_true (save (file, big, NULL, &error));
  g_assert_no_error (error);
  unmount (mount_dir);
}

/* A hard-linked file on a full disk: the space is reserved before a byte
 * changes, so the failure leaves every name as it was. */
static void
test_full_disk_hard_link (Fixture       *f,
                          gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  char *mount_dir = mount_nearly_full (f);
  g_autofree char *file = NULL;
  g_autofree char *other = NULL;
  g_autofree char *big = g_strnfill (32 * 1024, 'y');
  g_autofree char *text = NULL;
  g_autofree char *listing = NULL;

  if (mount_dir == NULL)
    return;
  file = g_build_filename (mount_dir, "event.tavolo", NULL);
  other = g_build_filename (mount_dir, "copy.tavolo", NULL);
  put (file, "the current event\n");
  g_assert_cmpint (link (file, other), ==, 0);

  g_assert_false (tav_file_save (file, big, strlen (big), FALSE, NULL, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOSPC);
  g_clear_error (&error);
  text = read_text (other);
  g_assert_cmpstr (text, ==, "the current event\n");
  listing = list_dir (mount_dir);
  g_assert_cmpstr (listing, ==, "copy.tavolo event.tavolo filler");
  unmount (mount_dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("/core/file-save/backup", test_backup);
  ADD ("/core/file-save/lock-follows-save", test_lock_follows_save);
  ADD ("/core/file-save/refused", test_refused);
  ADD ("/core/file-save/stale-temporaries", test_stale_temporaries);
  ADD ("/core/file-save/stale-temporaries-other-name", test_stale_temporaries_other_name);
  ADD ("/core/file-save/stale-temporaries-unsaved", test_stale_temporaries_unsaved);
  ADD ("/core/file-save/symlink-chain", test_symlink_chain);
  ADD ("/core/file-save/full-disk", test_full_disk);
  ADD ("/core/file-save/full-disk-hard-link", test_full_disk_hard_link);
#undef ADD

  return g_test_run ();
}
