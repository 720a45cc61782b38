/* tav-apart-prompt.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-apart-prompt"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tav-apart-prompt.h"
#include "tav-player-prompt.h"
#include "tav-ui.h"

/* Asks whom a player must not meet (family, a couple, teammates outside a
 * team event): the players ticked form one group with him. Above them,
 * the groups he is in already, each with a button that removes it at
 * once (an edit like any other, undone with Ctrl+Z). The draws weigh a
 * meeting of a group as a repeated meeting; what they cannot avoid is
 * said after the draw. */
struct _TavApartPrompt
{
  GtkBox          parent_instance;

  TavEvent       *event;
  char           *player_id;

  /* Template widgets */
  GtkWidget      *groups_box;
  GtkListBox     *groups_list;
  GtkSearchEntry *search_entry;
  GtkListBox     *players_list;
};

G_DEFINE_FINAL_TYPE (TavApartPrompt, tav_apart_prompt, GTK_TYPE_BOX)

/* "Anna, Bruno and Carla": the names of a group, in its order. */
static char *
group_names (TavEvent           *event,
             const char * const *ids)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  for (guint i = 0; ids[i] != NULL; i++)
    {
      TavPlayer *player = tav_event_find_player (event, ids[i]);

      g_ptr_array_add (names, (gpointer) (player ? tav_player_get_name (player) : ids[i]));
    }
  g_ptr_array_add (names, NULL);
  return g_strjoinv (", ", (char **) names->pdata);
}

/**
 * tav_apart_prompt_describe:
 * @event: the event
 * @player: one of its players
 *
 * Returns: (transfer full) (nullable): the names of the players kept
 *   apart from @player, each once, or %NULL
 */
char *
tav_apart_prompt_describe (TavEvent  *event,
                           TavPlayer *player)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  const char *id = tav_player_get_id (player);

  for (guint i = 0; i < tav_event_get_n_apart_groups (event); i++)
    {
      const char * const *group = tav_event_get_apart_group (event, i);

      for (guint j = 0; g_strv_contains (group, id) && group[j] != NULL; j++)
        {
          TavPlayer *other = tav_event_find_player (event, group[j]);

          if (other != NULL && other != player &&
              !g_ptr_array_find (names, tav_player_get_name (other), NULL))
            g_ptr_array_add (names, (gpointer) tav_player_get_name (other));
        }
    }
  if (names->len == 0)
    return NULL;
  g_ptr_array_add (names, NULL);
  return g_strjoinv (", ", (char **) names->pdata);
}

static void fill_groups (TavApartPrompt *self);

/* The group is found again by its ids: a change made meanwhile (by the
 * file's other hands) may have moved it. */
static void
remove_clicked_cb (GtkButton      *button,
                   TavApartPrompt *self)
{
  const char * const *ids = g_object_get_data (G_OBJECT (button), "ids");
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < tav_event_get_n_apart_groups (self->event); i++)
    {
      const char * const *group = tav_event_get_apart_group (self->event, i);

      if (!g_strv_equal (group, ids))
        continue;
      if (!tav_event_remove_apart_group (self->event, i, &error))
        tav_ui_error (GTK_WIDGET (self), _("Could Not Remove the Group"), error->message);
      break;
    }
  fill_groups (self);
}

static GtkWidget *
group_row_new (TavApartPrompt     *self,
               const char * const *ids)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  g_autofree char *names = group_names (self->event, ids);
  GtkWidget *label = gtk_label_new (names);
  GtkWidget *button = gtk_button_new_from_icon_name ("user-trash-symbolic");
  /* Translators: %s is the names of players kept apart, e.g. “Anna, Bruno” */
  g_autofree char *remove = g_strdup_printf (_("Stop Keeping Apart: %s"), names);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  tav_ui_set_tooltip (button, remove);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, remove, -1);
  g_object_set_data_full (G_OBJECT (button), "ids", g_strdupv ((char **) ids), (GDestroyNotify) g_strfreev);
  g_signal_connect (button, "clicked", G_CALLBACK (remove_clicked_cb), self);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), button);
  return box;
}

static void
fill_groups (TavApartPrompt *self)
{
  GtkWidget *child;
  guint n = 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->groups_list))) != NULL)
    gtk_list_box_remove (self->groups_list, child);
  for (guint i = 0; i < tav_event_get_n_apart_groups (self->event); i++)
    {
      const char * const *group = tav_event_get_apart_group (self->event, i);

      if (!g_strv_contains (group, self->player_id))
        continue;
      gtk_list_box_append (self->groups_list, group_row_new (self, group));
      n++;
    }
  gtk_widget_set_visible (self->groups_box, n > 0);
}

/* Every other player, in the event's order, to tick. */
static void
fill_players (TavApartPrompt *self)
{
  for (guint i = 0; i < tav_event_get_n_players (self->event); i++)
    {
      TavPlayer *player = tav_event_get_player (self->event, i);
      GtkWidget *check;
      GtkWidget *label;

      if (g_strcmp0 (tav_player_get_id (player), self->player_id) == 0)
        continue;
      /* A long name wraps: the dialog keeps to a phone's 360 px. */
      label = gtk_label_new (tav_player_get_name (player));
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_xalign (GTK_LABEL (label), 0.0);
      check = gtk_check_button_new ();
      gtk_check_button_set_child (GTK_CHECK_BUTTON (check), label);
      gtk_widget_set_margin_start (check, 6);
      gtk_widget_set_margin_top (check, 3);
      gtk_widget_set_margin_bottom (check, 3);
      g_object_set_data_full (G_OBJECT (check), "player-id",
                              g_strdup (tav_player_get_id (player)), g_free);
      gtk_list_box_append (self->players_list, check);
    }
}

static gboolean
filter_cb (GtkListBoxRow *row,
           gpointer       user_data)
{
  TavApartPrompt *self = user_data;
  const char *search = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  GtkWidget *check = gtk_list_box_row_get_child (row);
  g_autofree char *name = NULL;
  g_autofree char *wanted = NULL;

  if (search[0] == '\0')
    return TRUE;
  name = g_utf8_casefold (gtk_label_get_label (GTK_LABEL (gtk_check_button_get_child (GTK_CHECK_BUTTON (check)))), -1);
  wanted = g_utf8_casefold (search, -1);
  return strstr (name, wanted) != NULL;
}

static void
search_changed_cb (TavApartPrompt *self)
{
  gtk_list_box_invalidate_filter (self->players_list);
}

static void
tav_apart_prompt_dispose (GObject *object)
{
  TavApartPrompt *self = TAV_APART_PROMPT (object);

  g_clear_object (&self->event);
  gtk_widget_dispose_template (GTK_WIDGET (object), TAV_TYPE_APART_PROMPT);
  G_OBJECT_CLASS (tav_apart_prompt_parent_class)->dispose (object);
}

static void
tav_apart_prompt_finalize (GObject *object)
{
  g_free (TAV_APART_PROMPT (object)->player_id);
  G_OBJECT_CLASS (tav_apart_prompt_parent_class)->finalize (object);
}

static void
tav_apart_prompt_class_init (TavApartPromptClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tav_apart_prompt_dispose;
  object_class->finalize = tav_apart_prompt_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-apart-prompt.ui");
  gtk_widget_class_bind_template_child (widget_class, TavApartPrompt, groups_box);
  gtk_widget_class_bind_template_child (widget_class, TavApartPrompt, groups_list);
  gtk_widget_class_bind_template_child (widget_class, TavApartPrompt, search_entry);
  gtk_widget_class_bind_template_child (widget_class, TavApartPrompt, players_list);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
}

static void
tav_apart_prompt_init (TavApartPrompt *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_list_box_set_filter_func (self->players_list, filter_cb, self, NULL);
}

static TavApartPrompt *
tav_apart_prompt_new (TavEvent   *event,
                      const char *player_id)
{
  TavApartPrompt *self = g_object_new (TAV_TYPE_APART_PROMPT, NULL);

  self->event = g_object_ref (event);
  self->player_id = g_strdup (player_id);
  fill_groups (self);
  fill_players (self);
  return self;
}

/* The player and those ticked, NULL-terminated; only the player when
 * nobody is ticked. */
static GPtrArray *
chosen_ids (TavApartPrompt *self)
{
  GPtrArray *ids = g_ptr_array_new ();

  g_ptr_array_add (ids, self->player_id);
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->players_list));
       row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *check = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));

      if (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)))
        g_ptr_array_add (ids, g_object_get_data (G_OBJECT (check), "player-id"));
    }
  g_ptr_array_add (ids, NULL);
  return ids;
}

/* ---- Asking ----------------------------------------------------------- */

static gboolean
apply (GtkWidget  *child,
       TavEvent   *event,
       TavPlayer  *player,
       GError    **error)
{
  g_autoptr(GPtrArray) ids = chosen_ids (TAV_APART_PROMPT (child));

  /* The player and a NULL: nobody ticked, nothing to keep apart. */
  if (ids->len < 3)
    return TRUE;
  return tav_event_keep_apart (event, (const char * const *) ids->pdata, error);
}

/**
 * tav_apart_prompt_ask:
 * @widget: the widget asking, whose window the question is over
 * @event: the event
 * @player_id: the player's id
 *
 * Asks whom the player must not meet, and keeps them apart.
 */
void
tav_apart_prompt_ask (GtkWidget  *widget,
                      TavEvent   *event,
                      const char *player_id)
{
  TavPlayer *player;
  g_autofree char *heading = NULL;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (TAV_IS_EVENT (event));

  if ((player = tav_event_find_player (event, player_id)) == NULL)
    return;
  /* Translators: %s is a player's name */
  heading = g_strdup_printf (_("Keep %s Apart From…"), tav_player_get_name (player));
  tav_player_prompt_ask_with (widget, event, player, heading,
                              _("Family, a couple, teammates: the players ticked do not meet the player, nor each other, where the draw can avoid it. It weighs as much as a repeated meeting; what no draw can avoid is said after it."),
                              _("_Keep Apart"), _("Could Not Keep the Players Apart"),
                              GTK_WIDGET (tav_apart_prompt_new (event, player_id)), apply);
}
