/* tav-application.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-application"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-application.h"
#include "tav-window.h"

struct _TavApplication
{
  AdwApplication parent_instance;
};

G_DEFINE_FINAL_TYPE (TavApplication, tav_application, ADW_TYPE_APPLICATION)

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

static void
tav_application_activate (GApplication *application)
{
  TavApplication *self = TAV_APPLICATION (application);
  GtkWindow *window;

  window = gtk_application_get_active_window (GTK_APPLICATION (self));
  if (window == NULL)
    window = GTK_WINDOW (tav_application_new_window (self));

  gtk_window_present (window);
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
}

static void
tav_application_startup (GApplication *application)
{
  static const struct {
    const char *action;
    const char *accels[2];
  } accels[] = {
    { "app.quit", { "<Control>q", NULL } },
    { "win.open", { "<Control>o", NULL } },
    { "window.close", { "<Control>w", NULL } },
  };
  GtkApplication *app = GTK_APPLICATION (application);

  G_APPLICATION_CLASS (tav_application_parent_class)->startup (application);

  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (app, accels[i].action, accels[i].accels);
}

static void
tav_application_class_init (TavApplicationClass *klass)
{
  GApplicationClass *application_class = G_APPLICATION_CLASS (klass);

  application_class->activate = tav_application_activate;
  application_class->open = tav_application_open;
  application_class->startup = tav_application_startup;
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

  /* The application icon comes with the packaging; until it is installed
   * show a generic one rather than a missing image. */
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
                        /* Translators: your names, one per line, to credit the translation */
                        "translator-credits", _("translator-credits"),
                        NULL);

  gtk_window_present (GTK_WINDOW (about));
}

static void
tav_application_quit_action (GSimpleAction *action,
                             GVariant      *parameter,
                             gpointer       user_data)
{
  TavApplication *self = user_data;

  /* Destroy the windows rather than just leaving the main loop, so that
   * everything they hold is released in order. */
  g_autoptr(GList) windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (self)));

  for (const GList *iter = windows; iter != NULL; iter = iter->next)
    gtk_window_destroy (iter->data);

  g_application_quit (G_APPLICATION (self));
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
