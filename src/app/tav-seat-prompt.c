/* tav-seat-prompt.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-seat-prompt"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-player-prompt.h"
#include "tav-seat-prompt.h"

/* Asks where a player always sits, for a wheelchair or a walking frame:
 * at any table, at one of the event's accessible tables, or at one table
 * by its number. The draws choose who meets whom first and number the
 * tables after, so the answer never changes a pairing. One rule at most:
 * choosing one clears the other, in one step of the undo history. */
struct _TavSeatPrompt
{
  GtkBox          parent_instance;

  /* Template widgets */
  GtkCheckButton *any_check;
  GtkCheckButton *accessible_check;
  GtkCheckButton *table_check;
  GtkSpinButton  *table_spin;
  GtkLabel       *note_label;

  gboolean        no_accessible;   /* the event lists no accessible table */
};

G_DEFINE_FINAL_TYPE (TavSeatPrompt, tav_seat_prompt, GTK_TYPE_BOX)

static void
choice_toggled_cb (TavSeatPrompt *self)
{
  gboolean table = gtk_check_button_get_active (self->table_check);

  gtk_widget_set_sensitive (GTK_WIDGET (self->table_spin), table);
  gtk_widget_set_visible (GTK_WIDGET (self->note_label),
                          self->no_accessible && gtk_check_button_get_active (self->accessible_check));
  if (table)
    gtk_widget_grab_focus (GTK_WIDGET (self->table_spin));
}

static void
tav_seat_prompt_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), TAV_TYPE_SEAT_PROMPT);
  G_OBJECT_CLASS (tav_seat_prompt_parent_class)->dispose (object);
}

static void
tav_seat_prompt_class_init (TavSeatPromptClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tav_seat_prompt_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-seat-prompt.ui");
  gtk_widget_class_bind_template_child (widget_class, TavSeatPrompt, any_check);
  gtk_widget_class_bind_template_child (widget_class, TavSeatPrompt, accessible_check);
  gtk_widget_class_bind_template_child (widget_class, TavSeatPrompt, table_check);
  gtk_widget_class_bind_template_child (widget_class, TavSeatPrompt, table_spin);
  gtk_widget_class_bind_template_child (widget_class, TavSeatPrompt, note_label);
  gtk_widget_class_bind_template_callback (widget_class, choice_toggled_cb);
}

static void
tav_seat_prompt_init (TavSeatPrompt *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* The player's rule now, in the prompt's choices. */
static void
tav_seat_prompt_set_player (TavSeatPrompt *self,
                            TavEvent      *event,
                            TavPlayer     *player)
{
  guint table = tav_player_get_fixed_table (player);
  guint n_accessible = 0;

  tav_event_get_accessible_tables (event, &n_accessible);
  self->no_accessible = n_accessible == 0;
  if (table > 0)
    {
      gtk_spin_button_set_value (self->table_spin, table);
      gtk_check_button_set_active (self->table_check, TRUE);
    }
  else if (tav_player_get_needs_accessible (player))
    gtk_check_button_set_active (self->accessible_check, TRUE);
  choice_toggled_cb (self);
}

/* ---- Asking ----------------------------------------------------------- */

/* Both edits run before the session's idle commit: one undo step. */
static gboolean
apply (GtkWidget  *child,
       TavEvent   *event,
       TavPlayer  *player,
       GError    **error)
{
  TavSeatPrompt *prompt = TAV_SEAT_PROMPT (child);
  const char *id = tav_player_get_id (player);
  gboolean accessible = gtk_check_button_get_active (prompt->accessible_check);
  guint table = 0;

  if (gtk_check_button_get_active (prompt->table_check))
    {
      gtk_spin_button_update (prompt->table_spin);
      table = (guint) gtk_spin_button_get_value_as_int (prompt->table_spin);
    }
  if (tav_player_get_fixed_table (player) != table &&
      !tav_event_change_fixed_table (event, id, table, error))
    return FALSE;
  if (!tav_player_get_needs_accessible (player) != !accessible &&
      !tav_event_change_needs_accessible (event, id, accessible, error))
    return FALSE;
  return TRUE;
}

/**
 * tav_seat_prompt_ask:
 * @widget: the widget asking, whose window the question is over
 * @event: the event
 * @player_id: the player's id
 *
 * Asks where the player always sits, and sets it.
 */
void
tav_seat_prompt_ask (GtkWidget  *widget,
                     TavEvent   *event,
                     const char *player_id)
{
  TavPlayer *player;
  TavSeatPrompt *prompt;
  g_autofree char *heading = NULL;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (TAV_IS_EVENT (event));

  if ((player = tav_event_find_player (event, player_id)) == NULL)
    return;
  prompt = g_object_new (TAV_TYPE_SEAT_PROMPT, NULL);
  tav_seat_prompt_set_player (prompt, event, player);
  /* Translators: %s is a player's name */
  heading = g_strdup_printf (_("Table of %s"), tav_player_get_name (player));
  tav_player_prompt_ask_with (widget, event, player, heading,
                              _("Every draw seats the player there: it decides who meets whom, then numbers the tables to fit. What it cannot honour is said after the draw."),
                              _("_Set"), _("Could Not Set the Table"), GTK_WIDGET (prompt), apply);
}
