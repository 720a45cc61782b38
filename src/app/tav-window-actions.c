/* tav-window-actions.c
 *
 * The window's actions on the event shown (beside those on its file and
 * on the windows it opens, in their own units), when each is enabled, and
 * the one list that installs them all.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-window"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-csv.h"
#include "tav-display.h"
#include "tav-event-dialog.h"
#include "tav-export.h"
#include "tav-print-operation.h"
#include "tav-season-window.h"
#include "tav-ui.h"
#include "tav-window-private.h"

static void
tav_window_event_details_action (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *parameter)
{
  TavWindow *self = TAV_WINDOW (widget);
  TavEvent *event = tav_session_get_event (self->session);

  if (event != NULL)
    gtk_window_present (GTK_WINDOW (tav_event_dialog_new (GTK_WINDOW (self), event)));
}

static void
tav_window_undo_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  TavWindow *self = TAV_WINDOW (widget);

  if (tav_session_undo (self->session))
    {
      const char *what = tav_session_get_last_step (self->session);
      g_autofree char *toast = NULL;

      /* Translators: a short notification after Undo; %s says what was
       * undone, e.g. "result of table 5" */
      toast = what ? g_strdup_printf (_("Undone: %s"), what) : g_strdup (_("Undone"));
      tav_window_add_toast (self, toast);
    }
}

static void
tav_window_redo_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  TavWindow *self = TAV_WINDOW (widget);

  if (tav_session_redo (self->session))
    {
      const char *what = tav_session_get_last_step (self->session);
      g_autofree char *toast = NULL;

      /* Translators: a short notification after Redo; %s says what was
       * redone, e.g. "draw of round 2" */
      toast = what ? g_strdup_printf (_("Redone: %s"), what) : g_strdup (_("Redone"));
      tav_window_add_toast (self, toast);
    }
}

static void
tav_window_show_page_action (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *parameter)
{
  TavWindow *self = TAV_WINDOW (widget);

  adw_view_stack_set_visible_child_name (self->view_stack, g_variant_get_string (parameter, NULL));
}

static void
tav_window_timer_toggle_action (GtkWidget  *widget,
                                const char *action_name,
                                GVariant   *parameter)
{
  TavWindow *self = TAV_WINDOW (widget);

  if (tav_round_timer_get_running (self->timer))
    tav_round_timer_pause (self->timer);
  else if (tav_round_timer_get_finished (self->timer))
    tav_round_timer_reset (self->timer);
  else
    tav_round_timer_start (self->timer);
}

/* The round drawn, checked, goes to the room (the public display, the
 * venue pages): one edit, undone as any other. */
static void
tav_window_release_round_action (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *parameter)
{
  TavWindow *self = TAV_WINDOW (widget);
  TavEvent *event = tav_window_get_event (self);
  g_autoptr(GError) error = NULL;
  TavStage *stage;
  TavRound *round;
  g_autofree char *title = NULL;
  g_autofree char *toast = NULL;

  if (event == NULL)
    return;
  stage = tav_event_get_current_stage (event);
  round = stage ? tav_stage_get_last_round (stage) : NULL;
  if (!tav_event_release_round (event, &error))
    {
      tav_window_add_toast (self, error->message);
      return;
    }

  title = round ? tav_display_round_title (round) : NULL;
  /* Translators: %s is a round, e.g. “Round 4” */
  toast = title ? g_strdup_printf (_("%s is shown to the room"), title) : NULL;
  if (toast != NULL)
    tav_window_add_toast (self, toast);
}

static void
tav_window_print_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  TavWindow *self = TAV_WINDOW (widget);

  tav_print_run (GTK_WINDOW (self), tav_window_get_event (self), g_variant_get_string (parameter, NULL));
}

/* A season has a window of its own, beside the event's. */
static void
tav_window_season_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (widget));
  TavSeasonWindow *window = tav_season_window_new (application);

  gtk_window_present (GTK_WINDOW (window));
}

static void
tav_window_export_pdf_action (GtkWidget  *widget,
                              const char *action_name,
                              GVariant   *parameter)
{
  TavWindow *self = TAV_WINDOW (widget);

  tav_print_export_pdf (GTK_WINDOW (self), tav_window_get_event (self), g_variant_get_string (parameter, NULL));
}

/* Deck checks only where players register decks (Destiny): an action of
 * their own, whose enabled state hides the menu items elsewhere. */
static void
tav_window_deck_checks_action (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  g_autoptr(GVariant) what = g_variant_ref_sink (g_variant_new_string ("deck-checks"));

  if (g_str_has_prefix (action_name, "win.print"))
    tav_window_print_action (widget, action_name, what);
  else
    tav_window_export_pdf_action (widget, action_name, what);
}

/* Ctrl+F wherever the focus is: the pages bind it while the focus is in
 * them; from anywhere else (the header bar, a tab) it reaches the window,
 * which hands it to the page shown. */
static void
tav_window_find_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  TavWindow *self = TAV_WINDOW (widget);
  const char *page = adw_view_stack_get_visible_child_name (self->view_stack);

  if (tav_window_get_event (self) == NULL)
    return;
  if (g_strcmp0 (page, "players") == 0)
    gtk_widget_activate_action (GTK_WIDGET (self->players_page), "players.search", NULL);
  else if (g_strcmp0 (page, "rounds") == 0)
    gtk_widget_activate_action (GTK_WIDGET (self->rounds_page), "rounds.find", NULL);
}

static void
tav_window_export_csv_action (GtkWidget  *widget,
                              const char *action_name,
                              GVariant   *parameter)
{
  TavWindow *self = TAV_WINDOW (widget);
  TavCsvKind kind;

  if (tav_window_get_event (self) != NULL &&
      tav_csv_kind_from_string (g_variant_get_string (parameter, NULL), &kind))
    tav_export_csv (GTK_WINDOW (self), tav_window_get_event (self), kind);
}

/* The shortcuts window is built the first time it is asked for.
 * GtkApplication would build it with every window (from the resource
 * gtk/help-overlay.ui, which is why it has another name here), a fortieth
 * of the time to the first frame of an event. Given to the window as
 * GtkApplication gives it, it shows the keys of each action. */
static void
tav_window_show_help_overlay_action (GtkWidget  *widget,
                                     const char *action_name,
                                     GVariant   *parameter)
{
  GtkApplicationWindow *window = GTK_APPLICATION_WINDOW (widget);

  if (gtk_application_window_get_help_overlay (window) == NULL)
    {
      g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource ("/io/github/tavolo/Tavolo/tav-shortcuts.ui");

      gtk_application_window_set_help_overlay (window,
                                               GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
      tav_ui_name_shortcuts_window (GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
    }
  gtk_window_present (GTK_WINDOW (gtk_application_window_get_help_overlay (window)));
}

void
tav_window_update_actions (TavWindow *self)
{
  TavEvent *event = tav_session_get_event (self->session);
  gboolean has_event = event != NULL;
  gboolean decks;
  AdwViewStackPage *finals = adw_view_stack_get_page (self->view_stack, GTK_WIDGET (self->finals_page));

  /* No Finals page for a ruleset that has none (Catan). */
  adw_view_stack_page_set_visible (finals, !has_event || tav_event_get_ruleset (event) == NULL ||
                                           tav_ruleset_has_finals (tav_event_get_ruleset (event)));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save", has_event);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-as", has_event);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.event-details", has_event);
  /* Nothing to print or export on the welcome screen. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.print", has_event);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export-pdf", has_event);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export-csv", has_event);
  decks = has_event && tav_event_get_ruleset (event) != NULL &&
          tav_ruleset_get_registers_decks (tav_event_get_ruleset (event));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.print-deck-checks", decks);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export-pdf-deck-checks", decks);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.public-display", has_event);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.venue-network", has_event);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.log", has_event);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-page", has_event);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.timer-toggle", has_event);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.release-round", has_event);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", tav_session_get_can_undo (self->session));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo", tav_session_get_can_redo (self->session));
}

void
tav_window_class_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new", NULL, tav_window_new_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, tav_window_open_action);
  gtk_widget_class_install_action (widget_class, "win.open-recent", "s", tav_window_open_recent_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, tav_window_save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, tav_window_save_as_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, tav_window_undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, tav_window_redo_action);
  gtk_widget_class_install_action (widget_class, "win.event-details", NULL, tav_window_event_details_action);
  gtk_widget_class_install_action (widget_class, "win.public-display", NULL, tav_window_public_display_action);
  gtk_widget_class_install_action (widget_class, "win.venue-network", NULL, tav_window_venue_network_action);
  gtk_widget_class_install_action (widget_class, "win.inbox", NULL, tav_window_inbox_action);
  gtk_widget_class_install_action (widget_class, "win.log", NULL, tav_window_log_action);
  gtk_widget_class_install_action (widget_class, "win.print", "s", tav_window_print_action);
  gtk_widget_class_install_action (widget_class, "win.export-pdf", "s", tav_window_export_pdf_action);
  gtk_widget_class_install_action (widget_class, "win.print-deck-checks", NULL, tav_window_deck_checks_action);
  gtk_widget_class_install_action (widget_class, "win.export-pdf-deck-checks", NULL, tav_window_deck_checks_action);
  gtk_widget_class_install_action (widget_class, "win.export-csv", "s", tav_window_export_csv_action);
  gtk_widget_class_install_action (widget_class, "win.find", NULL, tav_window_find_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "win.find", NULL);
  gtk_widget_class_install_action (widget_class, "win.season", NULL, tav_window_season_action);
  gtk_widget_class_install_action (widget_class, "win.show-page", "s", tav_window_show_page_action);
  gtk_widget_class_install_action (widget_class, "win.timer-toggle", NULL, tav_window_timer_toggle_action);
  gtk_widget_class_install_action (widget_class, "win.release-round", NULL, tav_window_release_round_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, tav_window_show_help_overlay_action);
}
