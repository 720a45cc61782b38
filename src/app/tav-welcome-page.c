/* tav-welcome-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-welcome-page"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-settings.h"
#include "tav-welcome-page.h"

/* What a window shows before an event: start a new one, open one, or pick
 * one of the events used lately (kept in our settings, since the desktop's
 * list of recent files is private to a Flatpak sandbox). Rows activate
 * win.open-recent with the file's URI. */
struct _TavWelcomePage
{
  AdwBin      parent_instance;

  GSettings  *settings;
  gulong      changed_id;

  /* Template widgets */
  GtkWidget  *new_button;
  GtkWidget  *recent_group;
  GtkListBox *recent_list;
};

G_DEFINE_FINAL_TYPE (TavWelcomePage, tav_welcome_page, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_SETTINGS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* “~/Tornei” rather than “/home/anna/Tornei”. */
static char *
describe_folder (GFile *file)
{
  g_autoptr(GFile) parent = g_file_get_parent (file);
  g_autofree char *path = parent ? g_file_get_path (parent) : NULL;
  const char *home = g_get_home_dir ();

  if (path == NULL)
    return parent ? g_file_get_parse_name (parent) : NULL;

  if (g_str_has_prefix (path, home) &&
      (path[strlen (home)] == '\0' || path[strlen (home)] == G_DIR_SEPARATOR))
    return g_strconcat ("~", path + strlen (home), NULL);

  return g_steal_pointer (&path);
}

static GtkWidget *
create_recent_row (const char *uri)
{
  g_autoptr(GFile) file = g_file_new_for_uri (uri);
  g_autofree char *basename = g_file_get_basename (file);
  g_autofree char *title = NULL;
  g_autofree char *folder = describe_folder (file);
  GtkWidget *row;
  GtkWidget *forget;

  title = g_filename_display_name (basename ? basename : uri);
  if (g_str_has_suffix (title, ".tavolo"))
    title[strlen (title) - strlen (".tavolo")] = '\0';

  row = adw_action_row_new ();
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), folder ? folder : "");
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_object_set_data_full (G_OBJECT (row), "uri", g_strdup (uri), g_free);

  forget = gtk_button_new_from_icon_name ("window-close-symbolic");
  gtk_widget_set_valign (forget, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (forget, _("Remove From Recent Events"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (forget),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Remove From Recent Events"),
                                  -1);
  gtk_widget_add_css_class (forget, "flat");
  gtk_widget_add_css_class (forget, "circular");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (forget), "welcome.forget");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (forget), "s", uri);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), forget);

  adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                             gtk_image_new_from_icon_name ("go-next-symbolic"));

  return row;
}

static void
tav_welcome_page_update (TavWelcomePage *self)
{
  g_auto(GStrv) recent = NULL;
  GtkWidget *child;
  guint n = 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->recent_list))))
    gtk_list_box_remove (self->recent_list, child);

  if (self->settings != NULL)
    recent = g_settings_get_strv (self->settings, "recent-files");

  for (guint i = 0; recent != NULL && recent[i] != NULL; i++, n++)
    gtk_list_box_append (self->recent_list, create_recent_row (recent[i]));

  gtk_widget_set_visible (self->recent_group, n > 0);
}

static void
recent_row_activated_cb (TavWelcomePage *self,
                         GtkListBoxRow  *row)
{
  const char *uri = g_object_get_data (G_OBJECT (row), "uri");

  if (uri != NULL)
    gtk_widget_activate_action (GTK_WIDGET (self), "win.open-recent", "s", uri);
}

static void
tav_welcome_page_forget (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  TavWelcomePage *self = TAV_WELCOME_PAGE (widget);
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  tav_settings_remove_recent (self->settings, file);
}

GSettings *
tav_welcome_page_get_settings (TavWelcomePage *self)
{
  g_return_val_if_fail (TAV_IS_WELCOME_PAGE (self), NULL);

  return self->settings;
}

void
tav_welcome_page_set_settings (TavWelcomePage *self,
                               GSettings      *settings)
{
  g_return_if_fail (TAV_IS_WELCOME_PAGE (self));
  g_return_if_fail (!settings || G_IS_SETTINGS (settings));

  if (self->settings == settings)
    return;

  g_clear_signal_handler (&self->changed_id, self->settings);
  g_set_object (&self->settings, settings);

  if (settings != NULL)
    self->changed_id = g_signal_connect_swapped (settings, "changed::recent-files",
                                                 G_CALLBACK (tav_welcome_page_update), self);

  tav_welcome_page_update (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SETTINGS]);
}

static gboolean
tav_welcome_page_grab_focus (GtkWidget *widget)
{
  TavWelcomePage *self = TAV_WELCOME_PAGE (widget);

  return gtk_widget_grab_focus (self->new_button);
}

static void
tav_welcome_page_dispose (GObject *object)
{
  TavWelcomePage *self = (TavWelcomePage *)object;

  g_clear_signal_handler (&self->changed_id, self->settings);
  g_clear_object (&self->settings);

  gtk_widget_dispose_template (GTK_WIDGET (self), TAV_TYPE_WELCOME_PAGE);

  G_OBJECT_CLASS (tav_welcome_page_parent_class)->dispose (object);
}

static void
tav_welcome_page_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TavWelcomePage *self = TAV_WELCOME_PAGE (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_welcome_page_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  TavWelcomePage *self = TAV_WELCOME_PAGE (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      tav_welcome_page_set_settings (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_welcome_page_class_init (TavWelcomePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tav_welcome_page_dispose;
  object_class->get_property = tav_welcome_page_get_property;
  object_class->set_property = tav_welcome_page_set_property;

  widget_class->grab_focus = tav_welcome_page_grab_focus;

  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL,
                         G_TYPE_SETTINGS,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "welcome.forget", "s", tav_welcome_page_forget);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-welcome-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TavWelcomePage, new_button);
  gtk_widget_class_bind_template_child (widget_class, TavWelcomePage, recent_group);
  gtk_widget_class_bind_template_child (widget_class, TavWelcomePage, recent_list);
  gtk_widget_class_bind_template_callback (widget_class, recent_row_activated_cb);
}

static void
tav_welcome_page_init (TavWelcomePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
