/* tav-season-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-season-window"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-carry-dialog.h"
#include "tav-compat.h"
#include "tav-document.h"
#include "tav-print-operation.h"
#include "tav-print-options.h"
#include "tav-season-document.h"
#include "tav-season-window.h"
#include "tav-standings-columns.h"
#include "tav-ui.h"

/* A season in a window of its own: the tournaments imported into it, and
 * its ranking, or the permanent ranking of the players who left it. The
 * season is kept in memory and written only by “Save”. */
struct _TavSeasonWindow
{
  AdwWindow            parent_instance;

  TavSeason           *season;
  GFile               *file;
  TavStandings        *standings;
  TavStandingsColumns *columns;
  gulong               changed_id;
  GListModel          *to_replace;   /* files waiting for the replace dialog */
  guint                modified : 1;
  guint                closing : 1;
  guint                close_after_save : 1;

  GtkColumnViewColumn *rank_column;
  GtkColumnViewColumn *name_column;
  GtkColumnViewColumn *note_column;

  /* Template widgets */
  AdwToastOverlay     *toast_overlay;
  AdwWindowTitle      *window_title;
  GtkStack            *stack;
  AdwLeaflet          *leaflet;
  GtkWidget           *sidebar;
  GtkWidget           *content;
  GtkListBox          *tournament_list;
  GtkWidget           *permanent_row;
  GtkToggleButton     *season_toggle;
  GtkToggleButton     *permanent_toggle;
  GtkLabel            *ranking_title;
  GtkStack            *ranking_stack;
  AdwStatusPage       *ranking_status;
  GtkColumnView       *column_view;
  GtkSortListModel    *sort_model;
};

G_DEFINE_FINAL_TYPE (TavSeasonWindow, tav_season_window, ADW_TYPE_WINDOW)

/* ---- State ------------------------------------------------------------ */

static void
update_title (TavSeasonWindow *self)
{
  g_autofree char *subtitle = NULL;

  if (self->season == NULL)
    {
      adw_window_title_set_title (self->window_title, _("Season"));
      adw_window_title_set_subtitle (self->window_title, "");
      gtk_window_set_title (GTK_WINDOW (self), _("Season"));
      return;
    }

  if (self->file != NULL)
    {
      g_autofree char *basename = g_file_get_basename (self->file);

      /* Translators: the file of a season, and that it was changed since */
      subtitle = self->modified ? g_strdup_printf (_("%s (modified)"), basename)
                                : g_steal_pointer (&basename);
    }
  else
    subtitle = g_strdup (_("Not saved yet"));

  adw_window_title_set_title (self->window_title, tav_season_get_name (self->season));
  adw_window_title_set_subtitle (self->window_title, subtitle);
  gtk_window_set_title (GTK_WINDOW (self), tav_season_get_name (self->season));
}

static GtkWidget *
create_tournament_row (const TavSeasonTournament *tournament)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
  g_autofree char *players = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *tooltip = NULL;

  players = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player", "%u players",
                                          tournament->n_players),
                             tournament->n_players);
  if (tournament->date != NULL && tournament->date[0] != '\0')
    /* Translators: a tournament's date and its number of players */
    subtitle = g_strdup_printf (_("%s · %s"), tournament->date, players);
  else
    subtitle = g_steal_pointer (&players);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), tournament->name);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);

  /* Translators: %s is a tournament's name */
  tooltip = g_strdup_printf (_("Remove “%s” From the Season"), tournament->name);
  gtk_widget_set_tooltip_text (remove, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (remove), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (remove, "flat");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (remove), "season.remove-tournament");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (remove), "s", tournament->id);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), remove);

  return row;
}

static void
update_tournaments (TavSeasonWindow *self)
{
  GtkWidget *child;
  guint n = self->season ? tav_season_get_n_tournaments (self->season) : 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->tournament_list))) != NULL)
    gtk_list_box_remove (self->tournament_list, child);

  for (guint i = 0; i < n; i++)
    gtk_list_box_append (self->tournament_list,
                         create_tournament_row (tav_season_get_tournament (self->season, i)));
}

static void
update_ranking (TavSeasonWindow *self)
{
  gboolean permanent = gtk_toggle_button_get_active (self->permanent_toggle);
  TavRuleset *ruleset = self->season ? tav_season_get_ruleset (self->season) : NULL;

  gtk_label_set_label (self->ranking_title, permanent ? _("Permanent Ranking") : _("Season Ranking"));

  g_clear_object (&self->standings);
  if (ruleset != NULL && tav_ruleset_has_season (ruleset))
    self->standings = permanent ? tav_season_compute_permanent (self->season)
                                : tav_season_compute_standings (self->season);

  tav_standings_columns_update (self->columns, self->column_view, self->standings,
                                self->note_column);
  gtk_sort_list_model_set_model (self->sort_model,
                                 self->standings ? tav_standings_get_rows (self->standings) : NULL);

  if (self->standings != NULL && tav_standings_get_n_rows (self->standings) > 0)
    gtk_stack_set_visible_child_name (self->ranking_stack, "ranking");
  else
    {
      adw_status_page_set_description (self->ranking_status,
                                       permanent ?
                                       _("The players who left the season for the permanent ranking appear here") :
                                       _("Add the tournaments of the season to rank their players"));
      gtk_stack_set_visible_child_name (self->ranking_stack, "empty");
    }
}

static void
update_actions (TavSeasonWindow *self)
{
  gboolean has_season = self->season != NULL;
  gboolean has_rows = self->standings != NULL && tav_standings_get_n_rows (self->standings) > 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "season.save", has_season);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "season.add-tournament", has_season);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "season.remove-tournament", has_season);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "season.carry", has_season);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "season.print", has_rows);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "season.export-pdf", has_rows);
}

/* Only some leagues keep a permanent ranking of the players who left. */
static gboolean
has_permanent (TavSeasonWindow *self)
{
  TavRuleset *ruleset = self->season ? tav_season_get_ruleset (self->season) : NULL;

  return ruleset != NULL && tav_ruleset_has_permanent_ranking (ruleset);
}

static void
tav_season_window_update (TavSeasonWindow *self)
{
  /* Without a permanent ranking the switch has nothing to switch to; its
   * box stays, and keeps the print buttons on the right. */
  if (!has_permanent (self))
    gtk_toggle_button_set_active (self->season_toggle, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->season_toggle), has_permanent (self));
  gtk_widget_set_visible (GTK_WIDGET (self->permanent_toggle), has_permanent (self));
  gtk_widget_set_visible (self->permanent_row, has_permanent (self));

  gtk_stack_set_visible_child_name (self->stack, self->season ? "season" : "empty");
  update_title (self);
  update_tournaments (self);
  update_ranking (self);
  update_actions (self);
}

static void
season_changed_cb (TavSeasonWindow *self)
{
  self->modified = TRUE;
  tav_season_window_update (self);
}

static void
ranking_toggled_cb (TavSeasonWindow *self)
{
  update_ranking (self);
  update_actions (self);
}

/* On a narrow window the tournaments and the ranking take turns: a row of
 * the sidebar goes on to its ranking, the back button returns. */
static void
ranking_row_activated_cb (TavSeasonWindow *self,
                          GtkListBoxRow   *row)
{
  gtk_toggle_button_set_active (GTK_WIDGET (row) == self->permanent_row ? self->permanent_toggle
                                                                        : self->season_toggle,
                                TRUE);
  adw_leaflet_set_visible_child (self->leaflet, self->content);
}

static void
tav_season_window_show_tournaments (GtkWidget  *widget,
                                    const char *action_name,
                                    GVariant   *parameter)
{
  TavSeasonWindow *self = TAV_SEASON_WINDOW (widget);

  adw_leaflet_set_visible_child (self->leaflet, self->sidebar);
}

/* ---- Open, new, save -------------------------------------------------- */

static void
open_chosen_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(TavSeasonWindow) self = user_data;
  g_autoptr(GFile) file = NULL;
  g_autoptr(TavSeason) season = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  if (!(file = tav_compat_ask_file_finish (result, &error)))
    return;

  path = g_file_get_path (file);
  if (path == NULL)
    {
      tav_ui_error (GTK_WIDGET (self), _("Could Not Open the Season"),
                    _("The file is not on this computer"));
      return;
    }

  if (!(season = tav_season_load_file (path, &error)))
    {
      tav_ui_error (GTK_WIDGET (self), _("Could Not Open the Season"), error->message);
      return;
    }

  tav_season_window_set_season (self, season, file);
}

static void
tav_season_window_open (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  tav_compat_ask_file (GTK_WINDOW (widget), TAV_FILE_OPEN_SEASON, NULL, NULL, NULL, 0, NULL,
                       open_chosen_cb, g_object_ref (widget));
}

typedef struct
{
  TavSeasonWindow *self;
  AdwEntryRow     *name_row;
  AdwComboRow     *ruleset_row;
  GPtrArray       *rulesets;    /* TavRuleset, not owned */
} NewSeason;

static void
new_season_free (NewSeason *data)
{
  g_object_unref (data->self);
  g_object_unref (data->name_row);
  g_object_unref (data->ruleset_row);
  g_ptr_array_unref (data->rulesets);
  g_free (data);
}

static void
new_chosen_cb (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  NewSeason *data = user_data;
  g_autofree char *response = tav_compat_choose_finish (result, NULL);

  if (g_strcmp0 (response, "create") == 0)
    {
      g_autofree char *name = g_strdup (gtk_editable_get_text (GTK_EDITABLE (data->name_row)));
      guint selected = adw_combo_row_get_selected (data->ruleset_row);
      const char *ruleset_id = tav_ruleset_get_id (tav_ruleset_get_default_season ());
      g_autoptr(TavSeason) season = NULL;

      g_strstrip (name);
      if (selected < data->rulesets->len)
        ruleset_id = tav_ruleset_get_id (data->rulesets->pdata[selected]);
      season = tav_season_new (ruleset_id, name[0] != '\0' ? name : _("New Season"));
      tav_season_window_set_season (data->self, season, NULL);
    }

  new_season_free (data);
}

static void
tav_season_window_new_season (GtkWidget  *widget,
                              const char *action_name,
                              GVariant   *parameter)
{
  TavSeasonWindow *self = TAV_SEASON_WINDOW (widget);
  TavResponse responses[] = {
    { "cancel", _("_Cancel"), TAV_RESPONSE_DEFAULT },
    { "create", _("C_reate"), TAV_RESPONSE_SUGGESTED },
  };
  g_autoptr(GPtrArray) all = tav_ruleset_list ();
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  NewSeason *data = g_new0 (NewSeason, 1);
  GtkWidget *list = gtk_list_box_new ();
  guint selected = 0;

  data->self = g_object_ref (self);
  data->rulesets = g_ptr_array_new ();
  for (guint i = 0; i < all->len; i++)
    if (tav_ruleset_has_season (all->pdata[i]))
      {
        if (all->pdata[i] == tav_ruleset_get_default_season ())
          selected = data->rulesets->len;
        g_ptr_array_add (data->rulesets, all->pdata[i]);
        gtk_string_list_append (names, tav_ruleset_get_name (all->pdata[i]));
      }

  data->name_row = g_object_ref_sink (ADW_ENTRY_ROW (adw_entry_row_new ()));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (data->name_row), _("Name"));
  data->ruleset_row = g_object_ref_sink (ADW_COMBO_ROW (adw_combo_row_new ()));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (data->ruleset_row), _("Rules"));
  adw_combo_row_set_model (data->ruleset_row, G_LIST_MODEL (names));
  adw_combo_row_set_selected (data->ruleset_row, selected);
  /* The rules' long names wrap under the title, never cut, in a dialog
   * as narrow as a phone. */
  adw_combo_row_set_use_subtitle (data->ruleset_row, TRUE);

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (data->name_row));
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (data->ruleset_row));

  tav_compat_choose (GTK_WINDOW (self), _("New Season"),
                     _("The tournaments of a season are added to it from their event files."),
                     list, responses, G_N_ELEMENTS (responses), "create", "cancel",
                     NULL, new_chosen_cb, data);
}

static gboolean
save_to (TavSeasonWindow *self,
         GFile           *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GError) error = NULL;

  if (path == NULL)
    {
      tav_ui_error (GTK_WIDGET (self), _("Could Not Save the Season"),
                    _("The file is not on this computer"));
      return FALSE;
    }
  if (!tav_season_save_file (self->season, path, TRUE, &error))
    {
      tav_ui_error (GTK_WIDGET (self), _("Could Not Save the Season"), error->message);
      return FALSE;
    }

  g_set_object (&self->file, file);
  self->modified = FALSE;
  update_title (self);
  tav_ui_toast (GTK_WIDGET (self), _("Season saved"));
  return TRUE;
}

static void
save_chosen_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(TavSeasonWindow) self = user_data;
  g_autoptr(GFile) file = NULL;
  gboolean close = self->close_after_save;

  self->close_after_save = FALSE;
  if ((file = tav_compat_ask_file_finish (result, NULL)) && self->season != NULL &&
      save_to (self, file) && close)
    gtk_window_close (GTK_WINDOW (self));
}

static void
tav_season_window_save (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  TavSeasonWindow *self = TAV_SEASON_WINDOW (widget);
  g_autofree char *name = NULL;

  if (self->season == NULL)
    return;
  if (self->file != NULL)
    {
      save_to (self, self->file);
      return;
    }

  name = g_strconcat (tav_season_get_name (self->season), ".json", NULL);
  g_strdelimit (name, "/\\:", '-');
  tav_compat_ask_file (GTK_WINDOW (self), TAV_FILE_SAVE_SEASON, name, NULL, NULL, 0, NULL,
                       save_chosen_cb, g_object_ref (self));
}

/* ---- Closing ---------------------------------------------------------- */

static void
close_chosen_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(TavSeasonWindow) self = user_data;
  g_autofree char *response = tav_compat_choose_finish (result, NULL);

  if (g_strcmp0 (response, "discard") == 0)
    {
      self->closing = TRUE;
      gtk_window_close (GTK_WINDOW (self));
    }
  else if (g_strcmp0 (response, "save") == 0)
    {
      if (self->file != NULL)
        {
          if (save_to (self, self->file))
            gtk_window_close (GTK_WINDOW (self));
        }
      else
        {
          self->close_after_save = TRUE;
          gtk_widget_activate_action (GTK_WIDGET (self), "season.save", NULL);
        }
    }
}

/* A season changed since it was saved is not closed without asking. */
static gboolean
tav_season_window_close_request (GtkWindow *window)
{
  TavSeasonWindow *self = TAV_SEASON_WINDOW (window);
  TavResponse responses[] = {
    { "cancel", _("_Cancel"), TAV_RESPONSE_DEFAULT },
    { "discard", _("_Discard"), TAV_RESPONSE_DESTRUCTIVE },
    { "save", _("_Save"), TAV_RESPONSE_SUGGESTED },
  };
  g_autofree char *body = NULL;

  if (self->season == NULL || !self->modified || self->closing)
    return GTK_WINDOW_CLASS (tav_season_window_parent_class)->close_request (window);

  /* Translators: %s is the name of a season */
  body = g_strdup_printf (_("The changes to “%s” are lost unless the season is saved."),
                          tav_season_get_name (self->season));
  tav_compat_choose (window, _("Save the Season?"), body, NULL,
                     responses, G_N_ELEMENTS (responses), "save", "cancel",
                     NULL, close_chosen_cb, g_object_ref (self));
  return TRUE;
}

/* ---- Tournaments ------------------------------------------------------ */

static guint add_files (TavSeasonWindow *self,
                        GListModel      *files,
                        gboolean         replace);

static void
replace_chosen_cb (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(TavSeasonWindow) self = user_data;
  g_autofree char *response = tav_compat_choose_finish (result, NULL);
  g_autoptr(GListModel) files = g_steal_pointer (&self->to_replace);

  if (g_strcmp0 (response, "replace") == 0 && files != NULL && self->season != NULL)
    add_files (self, files, TRUE);
}

/* Files of tournaments already in the season with other results: replacing
 * what was imported is the organiser's call. */
static void
ask_replace (TavSeasonWindow *self,
             GListStore      *files,
             const char      *list)
{
  TavResponse responses[] = {
    { "cancel", _("_Keep the Imported Results"), TAV_RESPONSE_DEFAULT },
    { "replace", _("_Replace"), TAV_RESPONSE_DESTRUCTIVE },
  };
  guint n = g_list_model_get_n_items (G_LIST_MODEL (files));

  g_set_object (&self->to_replace, G_LIST_MODEL (files));
  tav_compat_choose (GTK_WINDOW (self),
                     g_dngettext (GETTEXT_PACKAGE, "Replace the Tournament?",
                                  "Replace the Tournaments?", n),
                     list, NULL, responses, G_N_ELEMENTS (responses), "cancel", "cancel",
                     NULL, replace_chosen_cb, g_object_ref (self));
}

/**
 * tav_season_window_add_files:
 * @files: a list of GFile, event files
 *
 * Adds each event to the season, tells in a toast what became of them, and
 * in a dialog what could not be added and why. A tournament already in the
 * season with other results (a corrected file) is replaced only when the
 * user says so in a dialog.
 *
 * Returns: how many were added (or replaced) without asking
 */
guint
tav_season_window_add_files (TavSeasonWindow *self,
                             GListModel      *files)
{
  g_return_val_if_fail (TAV_IS_SEASON_WINDOW (self), 0);
  g_return_val_if_fail (G_IS_LIST_MODEL (files), 0);
  g_return_val_if_fail (self->season != NULL, 0);

  return add_files (self, files, FALSE);
}

static guint
add_files (TavSeasonWindow *self,
           GListModel      *files,
           gboolean         replace)
{
  g_autoptr(GListStore) existing = g_list_store_new (G_TYPE_FILE);
  g_autoptr(GString) existing_list = g_string_new (NULL);
  g_autoptr(GString) errors = g_string_new (NULL);
  guint counts[TAV_SEASON_IMPORT_UNCHANGED + 1] = { 0, };
  g_autofree char *message = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (files); i++)
    {
      g_autoptr(GFile) file = g_list_model_get_item (files, i);
      g_autofree char *path = g_file_get_path (file);
      g_autofree char *basename = g_file_get_basename (file);
      g_autoptr(TavEvent) event = NULL;
      g_autoptr(GError) error = NULL;
      TavSeasonImport import = TAV_SEASON_IMPORT_FAILED;

      if (path == NULL)
        g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                             _("The file is not on this computer"));
      else if ((event = tav_document_load_file (path, &error)) != NULL)
        import = tav_season_add_event (self->season, event, path, replace, NULL, &error);

      if (g_error_matches (error, TAV_SEASON_ERROR, TAV_SEASON_ERROR_EXISTS))
        {
          g_list_store_append (existing, file);
          g_string_append_printf (existing_list, "%s%s: %s", existing_list->len ? "\n" : "",
                                  basename, error->message);
          continue;
        }
      counts[import]++;
      if (import == TAV_SEASON_IMPORT_FAILED)
        g_string_append_printf (errors, "%s%s: %s", errors->len ? "\n" : "",
                                basename, error ? error->message : "");
    }

  if (counts[TAV_SEASON_IMPORT_ADDED] + counts[TAV_SEASON_IMPORT_REPLACED] +
      counts[TAV_SEASON_IMPORT_UNCHANGED] > 0)
    {
      g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

      if (counts[TAV_SEASON_IMPORT_ADDED] > 0)
        g_ptr_array_add (parts,
                         g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tournament added",
                                                       "%u tournaments added",
                                                       counts[TAV_SEASON_IMPORT_ADDED]),
                                          counts[TAV_SEASON_IMPORT_ADDED]));
      if (counts[TAV_SEASON_IMPORT_REPLACED] > 0)
        g_ptr_array_add (parts,
                         g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u replaced by its corrected file",
                                                       "%u replaced by their corrected files",
                                                       counts[TAV_SEASON_IMPORT_REPLACED]),
                                          counts[TAV_SEASON_IMPORT_REPLACED]));
      if (counts[TAV_SEASON_IMPORT_UNCHANGED] > 0)
        g_ptr_array_add (parts,
                         g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u already in the season, unchanged",
                                                       "%u already in the season, unchanged",
                                                       counts[TAV_SEASON_IMPORT_UNCHANGED]),
                                          counts[TAV_SEASON_IMPORT_UNCHANGED]));
      g_ptr_array_add (parts, NULL);
      /* Translators: the parts of the result of adding tournaments */
      message = g_strjoinv (_(", "), (char **) parts->pdata);
      tav_ui_toast (GTK_WIDGET (self), message);
    }

  if (errors->len > 0)
    tav_ui_error (GTK_WIDGET (self),
                  g_dngettext (GETTEXT_PACKAGE, "Could Not Add the Tournament",
                               "Could Not Add Some Tournaments", counts[TAV_SEASON_IMPORT_FAILED]),
                  errors->str);

  if (g_list_model_get_n_items (G_LIST_MODEL (existing)) > 0)
    ask_replace (self, existing, existing_list->str);

  return counts[TAV_SEASON_IMPORT_ADDED] + counts[TAV_SEASON_IMPORT_REPLACED];
}

static void
add_chosen_cb (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(TavSeasonWindow) self = user_data;
  g_autoptr(GListModel) files = NULL;

  if ((files = tav_compat_ask_files_finish (result, NULL)) && self->season != NULL)
    tav_season_window_add_files (self, files);
}

static void
tav_season_window_add_tournament (GtkWidget  *widget,
                                  const char *action_name,
                                  GVariant   *parameter)
{
  tav_compat_ask_file (GTK_WINDOW (widget), TAV_FILE_ADD_EVENTS, NULL, NULL, NULL, 0, NULL,
                       add_chosen_cb, g_object_ref (widget));
}

static void
tav_season_window_remove_tournament (GtkWidget  *widget,
                                     const char *action_name,
                                     GVariant   *parameter)
{
  TavSeasonWindow *self = TAV_SEASON_WINDOW (widget);
  const char *id = g_variant_get_string (parameter, NULL);
  const TavSeasonTournament *tournament;
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;
  g_autoptr(GError) error = NULL;

  if (self->season == NULL)
    return;
  if ((tournament = tav_season_find_tournament (self->season, id)) != NULL)
    name = g_strdup (tournament->name);

  if (!tav_season_remove_tournament (self->season, id, &error))
    {
      tav_ui_error (widget, _("Could Not Remove the Tournament"), error->message);
      return;
    }

  /* Translators: %s is a tournament's name */
  message = g_strdup_printf (_("“%s” removed from the season"), name ? name : id);
  tav_ui_toast (widget, message);
}

/* ---- Printing --------------------------------------------------------- */

/* Checked, with the print options chosen last time (type size), as the
 * event's printouts are (tav-print-operation.c). */
static TavPrintDocument *
make_document (TavSeasonWindow *self,
               const char      *failure)
{
  g_autoptr(TavPrintDocument) document = NULL;
  g_autoptr(GError) error = NULL;

  if (self->season == NULL)
    return NULL;

  document = tav_print_document_new_for_season (self->season,
                                                gtk_toggle_button_get_active (self->permanent_toggle) ?
                                                TAV_PRINT_PERMANENT : TAV_PRINT_SEASON);
  tav_print_options_recall (document);
  if (!tav_print_document_check (document, &error))
    {
      tav_ui_error (GTK_WIDGET (self), failure, error->message);
      return NULL;
    }
  return g_steal_pointer (&document);
}

/* What players bring from earlier seasons (tav-carry-dialog.c). */
static void
tav_season_window_carry (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  TavSeasonWindow *self = TAV_SEASON_WINDOW (widget);

  if (self->season != NULL)
    tav_carry_dialog_show (widget, self->season);
}

static void
tav_season_window_print (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  TavSeasonWindow *self = TAV_SEASON_WINDOW (widget);
  g_autoptr(TavPrintDocument) document = make_document (self, _("Could Not Print"));

  if (document != NULL)
    tav_print_run_document (GTK_WINDOW (self), document);
}

static void
tav_season_window_export_pdf (GtkWidget  *widget,
                              const char *action_name,
                              GVariant   *parameter)
{
  TavSeasonWindow *self = TAV_SEASON_WINDOW (widget);
  g_autoptr(TavPrintDocument) document = make_document (self, _("Could Not Export the PDF"));

  if (document != NULL)
    tav_print_export_document_pdf (GTK_WINDOW (self), document);
}

/* ---- Object ----------------------------------------------------------- */

TavSeasonWindow *
tav_season_window_new (GtkApplication *application)
{
  g_return_val_if_fail (!application || GTK_IS_APPLICATION (application), NULL);

  return g_object_new (TAV_TYPE_SEASON_WINDOW, "application", application, NULL);
}

/* Returns: (transfer none) (nullable): the season shown */
TavSeason *
tav_season_window_get_season (TavSeasonWindow *self)
{
  g_return_val_if_fail (TAV_IS_SEASON_WINDOW (self), NULL);

  return self->season;
}

/* Returns: (transfer none) (nullable): where the season is saved */
GFile *
tav_season_window_get_file (TavSeasonWindow *self)
{
  g_return_val_if_fail (TAV_IS_SEASON_WINDOW (self), NULL);

  return self->file;
}

/**
 * tav_season_window_set_season:
 * @season: (nullable): the season to show
 * @file: (nullable): where it is saved, or %NULL for a new season
 */
void
tav_season_window_set_season (TavSeasonWindow *self,
                              TavSeason       *season,
                              GFile           *file)
{
  g_return_if_fail (TAV_IS_SEASON_WINDOW (self));
  g_return_if_fail (!season || TAV_IS_SEASON (season));
  g_return_if_fail (!file || G_IS_FILE (file));

  if (self->season != NULL)
    g_clear_signal_handler (&self->changed_id, self->season);
  g_set_object (&self->season, season);
  g_set_object (&self->file, file);
  if (season != NULL)
    self->changed_id = g_signal_connect_swapped (season, "changed",
                                                 G_CALLBACK (season_changed_cb), self);

  /* A new season is not saved anywhere yet. */
  self->modified = season != NULL && file == NULL;
  /* On a narrow window, a season shows its tournaments first. */
  adw_leaflet_set_visible_child (self->leaflet, self->sidebar);
  tav_season_window_update (self);
}

gboolean
tav_season_window_get_modified (TavSeasonWindow *self)
{
  g_return_val_if_fail (TAV_IS_SEASON_WINDOW (self), FALSE);

  return self->modified;
}

gboolean
tav_season_window_get_permanent (TavSeasonWindow *self)
{
  g_return_val_if_fail (TAV_IS_SEASON_WINDOW (self), FALSE);

  return gtk_toggle_button_get_active (self->permanent_toggle);
}

void
tav_season_window_set_permanent (TavSeasonWindow *self,
                                 gboolean         permanent)
{
  g_return_if_fail (TAV_IS_SEASON_WINDOW (self));

  gtk_toggle_button_set_active (permanent && has_permanent (self) ? self->permanent_toggle : self->season_toggle,
                                TRUE);
}

/* Returns: (transfer none): the ranking's rows as the list shows them, sorted */
GListModel *
tav_season_window_get_model (TavSeasonWindow *self)
{
  g_return_val_if_fail (TAV_IS_SEASON_WINDOW (self), NULL);

  return G_LIST_MODEL (self->sort_model);
}

static void
tav_season_window_dispose (GObject *object)
{
  TavSeasonWindow *self = (TavSeasonWindow *)object;

  if (self->season != NULL)
    g_clear_signal_handler (&self->changed_id, self->season);
  g_clear_object (&self->season);
  g_clear_object (&self->file);
  g_clear_object (&self->to_replace);
  g_clear_object (&self->standings);
  g_clear_object (&self->rank_column);
  g_clear_object (&self->name_column);
  g_clear_object (&self->note_column);

  gtk_widget_dispose_template (GTK_WIDGET (self), TAV_TYPE_SEASON_WINDOW);

  G_OBJECT_CLASS (tav_season_window_parent_class)->dispose (object);
}

static void
tav_season_window_finalize (GObject *object)
{
  TavSeasonWindow *self = (TavSeasonWindow *)object;

  g_clear_object (&self->columns);

  G_OBJECT_CLASS (tav_season_window_parent_class)->finalize (object);
}

static void
tav_season_window_class_init (TavSeasonWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tav_season_window_dispose;
  object_class->finalize = tav_season_window_finalize;

  GTK_WINDOW_CLASS (klass)->close_request = tav_season_window_close_request;

  gtk_widget_class_install_action (widget_class, "season.open", NULL, tav_season_window_open);
  gtk_widget_class_install_action (widget_class, "season.new", NULL, tav_season_window_new_season);
  gtk_widget_class_install_action (widget_class, "season.save", NULL, tav_season_window_save);
  gtk_widget_class_install_action (widget_class, "season.add-tournament", NULL, tav_season_window_add_tournament);
  gtk_widget_class_install_action (widget_class, "season.remove-tournament", "s", tav_season_window_remove_tournament);
  gtk_widget_class_install_action (widget_class, "season.print", NULL, tav_season_window_print);
  gtk_widget_class_install_action (widget_class, "season.export-pdf", NULL, tav_season_window_export_pdf);
  gtk_widget_class_install_action (widget_class, "season.carry", NULL, tav_season_window_carry);
  gtk_widget_class_install_action (widget_class, "season.show-tournaments", NULL, tav_season_window_show_tournaments);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "season.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "season.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);

  g_type_ensure (TAV_TYPE_PLAYER);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-season-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TavSeasonWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TavSeasonWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, TavSeasonWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, TavSeasonWindow, leaflet);
  gtk_widget_class_bind_template_child (widget_class, TavSeasonWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, TavSeasonWindow, content);
  gtk_widget_class_bind_template_child (widget_class, TavSeasonWindow, tournament_list);
  gtk_widget_class_bind_template_child (widget_class, TavSeasonWindow, permanent_row);
  gtk_widget_class_bind_template_child (widget_class, TavSeasonWindow, season_toggle);
  gtk_widget_class_bind_template_child (widget_class, TavSeasonWindow, permanent_toggle);
  gtk_widget_class_bind_template_child (widget_class, TavSeasonWindow, ranking_title);
  gtk_widget_class_bind_template_child (widget_class, TavSeasonWindow, ranking_stack);
  gtk_widget_class_bind_template_child (widget_class, TavSeasonWindow, ranking_status);
  gtk_widget_class_bind_template_child (widget_class, TavSeasonWindow, column_view);
  gtk_widget_class_bind_template_child (widget_class, TavSeasonWindow, sort_model);
  gtk_widget_class_bind_template_callback (widget_class, ranking_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, ranking_row_activated_cb);
}

static void
tav_season_window_init (TavSeasonWindow *self)
{
  self->columns = tav_standings_columns_new ();

  gtk_widget_init_template (GTK_WIDGET (self));

  /* Translators: the rank in the season's ranking, as a column heading */
  self->rank_column = tav_standings_columns_create (self->columns, C_("standings", "#"),
                                                    TAV_STANDINGS_COLUMN_RANK);
  /* Translators: the player's name, as a column heading of a ranking */
  self->name_column = tav_standings_columns_create (self->columns, _("Player"),
                                                    TAV_STANDINGS_COLUMN_NAME);
  /* Translators: a column heading of a ranking, for remarks */
  self->note_column = tav_standings_columns_create (self->columns, _("Note"),
                                                    TAV_STANDINGS_COLUMN_NOTE);
  gtk_column_view_column_set_fixed_width (self->rank_column, 64);
  gtk_column_view_append_column (self->column_view, self->rank_column);
  gtk_column_view_append_column (self->column_view, self->name_column);
  gtk_column_view_append_column (self->column_view, self->note_column);
  gtk_column_view_sort_by_column (self->column_view, self->rank_column, GTK_SORT_ASCENDING);

  tav_season_window_update (self);
}
