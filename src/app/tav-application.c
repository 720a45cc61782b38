/* tav-application.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-application"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-application.h"
#include "tav-compat.h"
#include "tav-document.h"
#include "tav-recovery.h"
#include "tav-venue-hall.h"
#include "tav-window.h"

struct _TavApplication
{
  AdwApplication parent_instance;

  /* The venue network: one address for every event open here, each
   * window's under a prefix of its own (tav-venue-window.c). */
  TavVenueHall  *venue_hall;

  guint          recovery_offered : 1;
};

G_DEFINE_FINAL_TYPE (TavApplication, tav_application, ADW_TYPE_APPLICATION)

/**
 * tav_application_get_venue_hall:
 *
 * The venue network of the application: every window's event shared on it
 * is served at the one address (and port) printed and shown as a QR code,
 * under "/e/SLUG/". It starts with the first window's and stops with the
 * last (tav-venue-window.c).
 */
TavVenueHall *
tav_application_get_venue_hall (TavApplication *self)
{
  g_return_val_if_fail (TAV_IS_APPLICATION (self), NULL);

  if (self->venue_hall == NULL)
    self->venue_hall = tav_venue_hall_new ();
  return self->venue_hall;
}

TavApplication *
tav_application_new (void)
{
  return g_object_new (TAV_TYPE_APPLICATION,
                       "application-id", APPLICATION_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/tavolo/Tavolo",
                       NULL);
}

static TavWindow *
tav_application_new_window (TavApplication *self)
{
  return tav_window_new (GTK_APPLICATION (self));
}

/* The window to open @file in: the one that already shows it, else the
 * active window while it is still empty, else a new one. */
static TavWindow *
tav_application_window_for_file (TavApplication *self,
                                 GFile          *file,
                                 gboolean       *already_open)
{
  GtkWindow *active;

  *already_open = FALSE;

  for (const GList *iter = gtk_application_get_windows (GTK_APPLICATION (self));
       iter != NULL;
       iter = iter->next)
    {
      GFile *shown;

      if (!TAV_IS_WINDOW (iter->data))
        continue;

      shown = tav_window_get_file (iter->data);
      if (shown != NULL && g_file_equal (shown, file))
        {
          *already_open = TRUE;
          return iter->data;
        }
    }

  active = gtk_application_get_active_window (GTK_APPLICATION (self));
  if (TAV_IS_WINDOW (active) && tav_window_is_empty (TAV_WINDOW (active)))
    return TAV_WINDOW (active);

  return tav_application_new_window (self);
}

/* ---- Recovery after a crash ------------------------------------------- */

typedef struct
{
  TavApplication *app;
  GPtrArray      *items;
  TavRecoveryItem *item;
} Recovery;

static void
recovery_free (Recovery *recovery)
{
  g_clear_object (&recovery->app);
  g_clear_pointer (&recovery->items, g_ptr_array_unref);
  g_clear_pointer (&recovery->item, tav_recovery_item_free);
  g_free (recovery);
}

static void offer_next_recovery (Recovery *recovery);

static void
recovery_cb (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  Recovery *recovery = user_data;
  TavWindow *window = TAV_WINDOW (object);
  g_autofree char *response = tav_compat_choose_finish (result, NULL);
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (response, "recover") == 0)
    {
      if (!tav_window_is_empty (window))
        {
          window = tav_application_new_window (recovery->app);
          gtk_window_present (GTK_WINDOW (window));
        }

      if (!tav_window_recover (window, recovery->item, &error))
        tav_compat_show_error (GTK_WINDOW (window), _("Could Not Recover the Event"), error->message);
    }
  else if (g_strcmp0 (response, "discard") == 0)
    tav_recovery_remove (recovery->item->id);

  /* “Later” keeps the copy for the next start. */
  g_clear_pointer (&recovery->item, tav_recovery_item_free);
  offer_next_recovery (recovery);
}

static void
set_aside_unreadable (GtkWindow       *window,
                      TavRecoveryItem *item,
                      const GError    *load_error)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *kept = tav_recovery_set_aside (item->id, &error);
  g_autofree char *body = NULL;

  if (kept != NULL)
    /* Translators: %s are why the copy cannot be read, and where it was kept */
    body = g_strdup_printf (_("Unsaved changes from an earlier session cannot be read:\n%s\n\nThe copy was kept as “%s”."),
                            load_error->message, kept);
  else
    body = g_strdup_printf (_("Unsaved changes from an earlier session cannot be read:\n%s\n\nThe copy stays as “%s”."),
                            load_error->message, item->data_path);
  tav_compat_show_error (window, _("Unsaved Changes Could Not Be Read"), body);
}

static void
offer_next_recovery (Recovery *recovery)
{
  static const TavResponse responses[] = {
    { "later", N_("_Later"), TAV_RESPONSE_DEFAULT },
    { "discard", N_("_Discard"), TAV_RESPONSE_DESTRUCTIVE },
    { "recover", N_("_Recover"), TAV_RESPONSE_SUGGESTED },
  };
  TavResponse translated[G_N_ELEMENTS (responses)];
  GtkWindow *window;

  while (recovery->items->len > 0)
    {
      g_autoptr(TavEvent) event = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *modified = NULL;
      g_autofree char *body = NULL;

      recovery->item = g_ptr_array_steal_index (recovery->items, 0);
      window = gtk_application_get_active_window (GTK_APPLICATION (recovery->app));
      if (window == NULL)
        {
          recovery_free (recovery);
          return;
        }

      event = tav_document_load_file (recovery->item->data_path, &error);
      if (event == NULL)
        {
          /* Never deleted unasked: kept aside, and the user told where. */
          set_aside_unreadable (window, recovery->item, error);
          g_clear_error (&error);
          g_clear_pointer (&recovery->item, tav_recovery_item_free);
          continue;
        }

      for (guint i = 0; i < G_N_ELEMENTS (responses); i++)
        {
          translated[i] = responses[i];
          translated[i].label = _(responses[i].label);
        }

      /* Translators: the time of the last change, e.g. “14:05, 22 November” */
      modified = g_date_time_format (recovery->item->modified, _("%H:%M, %-d %B"));
      /* Translators: %s are the name of an event and the time it was last changed */
      body = g_strdup_printf (_("Tavolo closed without saving the changes to “%s” (last change at %s). Recover them?"),
                              tav_event_get_name (event), modified);
      tav_compat_choose (window, _("Recover Unsaved Changes?"), body, NULL,
                         translated, G_N_ELEMENTS (translated), "recover", "later",
                         NULL, recovery_cb, recovery);
      return;
    }

  recovery_free (recovery);
}

/* Whatever is left in the recovery folder at start-up was left by a crash:
 * it is offered once, in the first window. */
static void
tav_application_offer_recovery (TavApplication *self)
{
  Recovery *recovery;

  if (self->recovery_offered)
    return;
  self->recovery_offered = TRUE;

  recovery = g_new0 (Recovery, 1);
  recovery->app = g_object_ref (self);
  recovery->items = tav_recovery_list ();
  offer_next_recovery (recovery);
}

/* ---- GApplication ----------------------------------------------------- */

static void
tav_application_activate (GApplication *application)
{
  TavApplication *self = TAV_APPLICATION (application);
  GtkWindow *window;

  window = gtk_application_get_active_window (GTK_APPLICATION (self));
  if (window == NULL)
    window = GTK_WINDOW (tav_application_new_window (self));

  gtk_window_present (window);
  tav_application_offer_recovery (self);
}

static void
tav_application_open (GApplication  *application,
                      GFile        **files,
                      int            n_files,
                      const char    *hint)
{
  TavApplication *self = TAV_APPLICATION (application);

  for (int i = 0; i < n_files; i++)
    {
      TavWindow *window;
      gboolean already_open;

      window = tav_application_window_for_file (self, files[i], &already_open);
      if (!already_open)
        tav_window_open_file (window, files[i]);
      gtk_window_present (GTK_WINDOW (window));
    }

  tav_application_offer_recovery (self);
}

static void
tav_application_startup (GApplication *application)
{
  static const struct {
    const char *action;
    const char *accels[3];
  } accels[] = {
    { "app.quit", { "<Control>q", NULL } },
    { "win.new", { "<Control>n", NULL } },
    { "win.open", { "<Control>o", NULL } },
    { "win.save", { "<Control>s", NULL } },
    { "win.save-as", { "<Shift><Control>s", NULL } },
    { "win.undo", { "<Control>z", NULL } },
    { "win.redo", { "<Shift><Control>z", "<Control>y", NULL } },
    { "win.event-details", { "<Alt>Return", NULL } },
    { "win.public-display", { "<Control>d", NULL } },
    { "win.log", { "<Control>l", NULL } },
    { "win.print::record-sheets", { "<Control>p", NULL } },
    { "win.export-pdf::record-sheets", { "<Shift><Control>e", NULL } },
    { "win.timer-toggle", { "<Control>t", NULL } },
    { "win.release-round", { "<Shift><Control>r", NULL } },
    { "win.show-help-overlay", { "<Control>question", NULL } },
    { "win.show-page::players", { "<Control>1", NULL } },
    { "win.show-page::rounds", { "<Control>2", NULL } },
    { "win.show-page::standings", { "<Control>3", NULL } },
    { "win.show-page::finals", { "<Control>4", NULL } },
    { "window.close", { "<Control>w", NULL } },
  };
  GtkApplication *app = GTK_APPLICATION (application);

  G_APPLICATION_CLASS (tav_application_parent_class)->startup (application);

#ifdef TAV_SOURCE_ICON_DIR
  {
    /* Run uninstalled, the application icon comes from the source tree
     * (the installed icon themes are searched first). */
    GdkDisplay *display = gdk_display_get_default ();

    if (display != NULL && g_file_test (TAV_SOURCE_ICON_DIR, G_FILE_TEST_IS_DIR))
      gtk_icon_theme_add_search_path (gtk_icon_theme_get_for_display (display),
                                      TAV_SOURCE_ICON_DIR);
  }
#endif

  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (app, accels[i].action, accels[i].accels);
}

static void
tav_application_dispose (GObject *object)
{
  TavApplication *self = TAV_APPLICATION (object);

  if (self->venue_hall != NULL)
    tav_venue_hall_stop (self->venue_hall);
  g_clear_object (&self->venue_hall);

  G_OBJECT_CLASS (tav_application_parent_class)->dispose (object);
}

static void
tav_application_class_init (TavApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *application_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = tav_application_dispose;

  application_class->activate = tav_application_activate;
  application_class->open = tav_application_open;
  application_class->startup = tav_application_startup;
}

/* Hides the action bars under @widget. libadwaita's About window has one
 * on its troubleshooting page alone, which we do not fill (no debug
 * information), yet its buttons' labels widen the window: 372 px in
 * Bulgarian, where the window is made for 360. */
static void
hide_action_bars (GtkWidget *widget)
{
  if (GTK_IS_ACTION_BAR (widget))
    {
      gtk_widget_set_visible (widget, FALSE);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    hide_action_bars (child);
}

static void
tav_application_about_action (GSimpleAction *action,
                              GVariant      *parameter,
                              gpointer       user_data)
{
  TavApplication *self = user_data;
  const char *icon_name = APPLICATION_ID;
  GtkWindow *parent;
  GtkWidget *about;

  parent = gtk_application_get_active_window (GTK_APPLICATION (self));

  /* The application icon comes with the packaging (data/icons); should it
   * be missing, show a generic one rather than a missing image. */
  if (parent != NULL &&
      !gtk_icon_theme_has_icon (gtk_icon_theme_get_for_display (gtk_widget_get_display (GTK_WIDGET (parent))),
                                icon_name))
    icon_name = "applications-games";

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", parent,
                        "application-name", _("Tavolo"),
                        "application-icon", icon_name,
                        "developer-name", _("The Tavolo developers"),
                        "version", PACKAGE_VERSION,
                        "comments", _("Run board-game tournaments from registration to the finals"),
                        "copyright", _("© 2026 The Tavolo developers"),
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "website", PACKAGE_WEBSITE,
                        "issue-url", PACKAGE_BUGREPORT,
                        /* Translators: your names, one per line, to credit the translation */
                        "translator-credits", _("translator-credits"),
                        NULL);
  hide_action_bars (about);

  gtk_window_present (GTK_WINDOW (about));
}

/* Each window asks about its unsaved changes as it closes; the application
 * ends with the last one. */
static void
tav_application_quit_action (GSimpleAction *action,
                             GVariant      *parameter,
                             gpointer       user_data)
{
  TavApplication *self = user_data;
  g_autoptr(GList) windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (self)));

  for (const GList *iter = windows; iter != NULL; iter = iter->next)
    gtk_window_close (iter->data);
}

static const GActionEntry app_actions[] = {
  { .name = "about", .activate = tav_application_about_action },
  { .name = "quit", .activate = tav_application_quit_action },
};

static void
tav_application_init (TavApplication *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self),
                                   app_actions,
                                   G_N_ELEMENTS (app_actions),
                                   self);
}
