/* tav-player-columns.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-player-columns"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tav-apart-prompt.h"
#include "tav-cell-lines-layout.h"
#include "tav-display.h"
#include "tav-page-fold-layout.h"
#include "tav-player-columns.h"
#include "tav-player-menu.h"
#include "tav-ui.h"

/* The columns of the players page's list: how they sort, what their
 * template closures say, and the cells its factories make (the check-in,
 * the name with what a folded row hides under it, the club edited in
 * place, the warnings, the row's menu). The factories are the page
 * template's; their cells read the event from the page when bound, and
 * change it only through the core's checked operations. */

/* Player ids are “p1”, “p2”, … “p10”: sort them as a person would. */
static int
compare_ids (gconstpointer a,
             gconstpointer b,
             gpointer      user_data)
{
  g_autofree char *key_a = g_utf8_collate_key_for_filename (tav_player_get_id ((TavPlayer *)a), -1);
  g_autofree char *key_b = g_utf8_collate_key_for_filename (tav_player_get_id ((TavPlayer *)b), -1);
  int result = strcmp (key_a, key_b);

  return result < 0 ? GTK_ORDERING_SMALLER : result > 0 ? GTK_ORDERING_LARGER : GTK_ORDERING_EQUAL;
}

static int
compare_status (gconstpointer a,
                gconstpointer b,
                gpointer      user_data)
{
  TavPlayerStatus status_a = tav_player_get_status ((TavPlayer *)a);
  TavPlayerStatus status_b = tav_player_get_status ((TavPlayer *)b);

  return status_a < status_b ? GTK_ORDERING_SMALLER
       : status_a > status_b ? GTK_ORDERING_LARGER
       : GTK_ORDERING_EQUAL;
}

/* Closures of the column factories in the template. */
static char *
status_label_cb (GtkListItem     *item,
                 TavPlayerStatus  status)
{
  return g_strdup (tav_player_status_get_label (status));
}

static char *
team_label_cb (GtkListItem *item,
               const char  *team,
               gboolean     reserve)
{
  if (team == NULL || team[0] == '\0' || !reserve)
    return g_strdup (team);

  /* Translators: a team's reserve player, e.g. “Red (reserve)” */
  return g_strdup_printf (_("%s (reserve)"), team);
}

static char **
status_css_classes_cb (GtkListItem     *item,
                       TavPlayerStatus  status)
{
  GStrvBuilder *builder = g_strv_builder_new ();
  char **classes;

  g_strv_builder_add (builder, "player-status");
  if (status == TAV_PLAYER_ACTIVE)
    g_strv_builder_add (builder, "dim-label");
  else
    g_strv_builder_add (builder, "warning");

  classes = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);

  return classes;
}

/* ---- Cells ------------------------------------------------------------ */

static void
unbind_data (GObject    *object,
             const char *key)
{
  GBinding *binding = g_object_get_data (object, key);

  if (binding != NULL)
    g_binding_unbind (binding);
  g_object_set_data (object, key, NULL);
}

/* Unbinding a cell: the handler it connected to the object kept under
 * @key is disconnected, and the cell forgets both and its player. */
static void
cell_disconnect (GtkWidget  *cell,
                 const char *key)
{
  GObject *source = g_object_get_data (G_OBJECT (cell), key);
  gulong handler = GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (cell), "handler"));

  if (source != NULL && handler != 0)
    g_signal_handler_disconnect (source, handler);
  g_object_set_data (G_OBJECT (cell), "handler", NULL);
  g_object_set_data (G_OBJECT (cell), "player", NULL);
  g_object_set_data (G_OBJECT (cell), key, NULL);
}

/* ---- Name cells ------------------------------------------------------- */

/* A cell that tells what is not a property of the player (the number of
 * warnings) follows the event: @update (the cell) runs at each change,
 * until cell_disconnect (cell, "event"). */
static void
follow_event (TavPlayersPage *self,
              GtkWidget      *cell,
              TavPlayer      *player,
              GCallback       update)
{
  TavEvent *event = tav_players_page_get_event (self);
  gulong handler = 0;

  g_object_set_data (G_OBJECT (cell), "player", player);
  g_object_set_data_full (G_OBJECT (cell), "event",
                          event ? g_object_ref (event) : NULL, g_object_unref);
  if (event != NULL)
    handler = g_signal_connect_object (event, "changed", update, cell, G_CONNECT_SWAPPED);
  g_object_set_data (G_OBJECT (cell), "handler", GSIZE_TO_POINTER (handler));
  ((void (*) (GtkWidget *)) update) (cell);
}

/* Folded into one column, a row says under the name what the columns it
 * hides said: club, team, a status other than active, warnings. The cell
 * (@box) holds the name and, under it, the label of these. */
static void
update_details (GtkWidget *box)
{
  TavEvent *event = g_object_get_data (G_OBJECT (box), "event");
  TavPlayer *player = g_object_get_data (G_OBJECT (box), "player");
  GtkWidget *label = gtk_widget_get_last_child (box);
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *text = NULL;
  const char *club;
  const char *team;
  guint n;

  if (player == NULL || !gtk_widget_get_visible (label))
    return;

  club = tav_player_get_club (player);
  if (club != NULL && club[0] != '\0')
    g_ptr_array_add (parts, g_strdup (club));
  team = tav_player_get_team (player);
  if (team != NULL && team[0] != '\0')
    g_ptr_array_add (parts, team_label_cb (NULL, team, tav_player_get_reserve (player)));
  if (tav_player_get_status (player) != TAV_PLAYER_ACTIVE)
    g_ptr_array_add (parts, g_strdup (tav_player_status_get_label (tav_player_get_status (player))));
  n = event ? tav_event_count_penalties (event, tav_player_get_id (player), TAV_PENALTY_WARNING) : 0;
  if (n > 0)
    g_ptr_array_add (parts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u warning", "%u warnings", n), n));
  g_ptr_array_add (parts, NULL);
  text = g_strjoinv (" · ", (char **) parts->pdata);
  gtk_label_set_label (GTK_LABEL (label), text);
}

/* The registered deck under a name, where the rules register decks (or
 * one was given anyway): its first line, cut at 40 characters (the
 * tooltip has it whole); NULL for none. A player without one where the
 * rules want one is said to have none. */
static char *
deck_mark (TavEvent  *event,
           TavPlayer *player)
{
  const char *deck = tav_player_get_deck (player);
  TavRuleset *ruleset = tav_event_get_ruleset (event);
  g_autofree char *head = NULL;
  gsize line;

  if (deck[0] == '\0')
    /* Translators: a player's row, where the rules register decks */
    return ruleset && tav_ruleset_get_registers_decks (ruleset) ? g_strdup (C_("deck", "none")) : NULL;
  line = strcspn (deck, "\n");
  if (g_utf8_strlen (deck, line) <= 40)
    return g_strndup (deck, line);
  head = g_utf8_substring (deck, 0, 39);
  return g_strconcat (head, "…", NULL);
}

/* Under the name, folded or not, where the player always sits and whom
 * he is kept apart from: short words, said in full by the tooltip (and
 * to a screen reader, by the label's description). */
static void
update_marks (GtkWidget *box)
{
  TavEvent *event = g_object_get_data (G_OBJECT (box), "event");
  TavPlayer *player = g_object_get_data (G_OBJECT (box), "player");
  GtkWidget *label = gtk_widget_get_next_sibling (gtk_widget_get_first_child (box));
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) long_parts = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *apart = NULL;
  g_autofree char *deck = NULL;
  g_autofree char *text = NULL;
  g_autofree char *tooltip = NULL;
  guint table;

  if (player == NULL || event == NULL)
    return;
  table = tav_player_get_fixed_table (player);
  if (table > 0)
    {
      /* Translators: a mark on a player's row: he always sits at this table */
      g_ptr_array_add (parts, g_strdup_printf (_("Table %u"), table));
      g_ptr_array_add (long_parts, g_strdup_printf (_("Always sits at table %u"), table));
    }
  else if (tav_player_get_needs_accessible (player))
    {
      /* Translators: a mark on a player's row: he needs a table a wheelchair reaches */
      g_ptr_array_add (parts, g_strdup (_("Accessible table")));
      g_ptr_array_add (long_parts, g_strdup (_("Always sits at one of the accessible tables")));
    }
  if ((apart = tav_apart_prompt_describe (event, player)) != NULL)
    {
      /* Translators: a mark on a player's row; %s: names of other players */
      g_ptr_array_add (parts, g_strdup_printf (_("Apart from %s"), apart));
      g_ptr_array_add (long_parts, g_strdup_printf (_("Kept apart from %s"), apart));
    }
  if ((deck = deck_mark (event, player)) != NULL)
    {
      /* Translators: a mark on a player's row; %s: the start of his registered deck */
      g_ptr_array_add (parts, g_strdup_printf (_("Deck: %s"), deck));
      /* Translators: the tooltip of that mark; %s: the whole deck */
      g_ptr_array_add (long_parts, g_strdup_printf (_("Registered deck: %s"), tav_player_get_deck (player)));
    }
  g_ptr_array_add (parts, NULL);
  g_ptr_array_add (long_parts, NULL);
  text = g_strjoinv (" · ", (char **) parts->pdata);
  tooltip = g_strjoinv ("\n", (char **) long_parts->pdata);
  if (g_strcmp0 (gtk_label_get_label (GTK_LABEL (label)), text) != 0)
    {
      gtk_label_set_label (GTK_LABEL (label), text);
      gtk_widget_set_tooltip_text (label, tooltip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (label),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tooltip, -1);
    }
  gtk_widget_set_visible (label, text[0] != '\0');
}

static void
update_name_cell (GtkWidget *box)
{
  update_marks (box);
  update_details (box);
}

static void
details_folded_cb (GtkWidget *details)
{
  update_details (gtk_widget_get_parent (details));
}

/* Folded, a long name takes a second line rather than being cut. Wide,
 * it has the room, and stays on one line: a label that wraps makes the
 * row's height depend on the columns' widths, which GTK 4.24 measures
 * before it has given them any (a warning for every cell). */
static void
name_folded_cb (GtkWidget *details,
                GParamSpec *pspec,
                GtkLabel   *name)
{
  gboolean folded = gtk_widget_get_visible (details);

  gtk_label_set_wrap (name, folded);
  gtk_label_set_ellipsize (name, folded ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END);
}

static void
name_setup_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               TavPlayersPage           *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *name = gtk_label_new (NULL);
  GtkWidget *marks = gtk_label_new (NULL);
  GtkWidget *details = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (marks), 0.0);
  gtk_label_set_wrap (GTK_LABEL (marks), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (marks), PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (marks, "caption");
  gtk_widget_add_css_class (marks, "accent");
  gtk_widget_set_visible (marks, FALSE);
  gtk_label_set_xalign (GTK_LABEL (name), 0.0);
  gtk_label_set_wrap_mode (GTK_LABEL (name), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (details), 0.0);
  gtk_label_set_wrap (GTK_LABEL (details), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (details), PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (details, "dim-label");
  gtk_widget_add_css_class (details, "caption");
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_widget_set_layout_manager (box, tav_cell_lines_layout_new ());
  gtk_box_append (GTK_BOX (box), name);
  gtk_box_append (GTK_BOX (box), marks);
  gtk_box_append (GTK_BOX (box), details);
  g_object_bind_property (gtk_widget_get_layout_manager (GTK_WIDGET (self)), "folded",
                          details, "visible", G_BINDING_SYNC_CREATE);
  g_signal_connect (details, "notify::visible", G_CALLBACK (details_folded_cb), NULL);
  g_signal_connect_object (details, "notify::visible", G_CALLBACK (name_folded_cb), name, 0);
  name_folded_cb (details, NULL, GTK_LABEL (name));
  gtk_list_item_set_child (item, box);
}

static void
name_bind_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              TavPlayersPage           *self)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  TavPlayer *player = gtk_list_item_get_item (item);

  g_object_set_data (G_OBJECT (box), "name",
                     g_object_bind_property (player, "name", gtk_widget_get_first_child (box), "label",
                                             G_BINDING_SYNC_CREATE));
  follow_event (self, box, player, G_CALLBACK (update_name_cell));
}

static void
name_unbind_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                TavPlayersPage           *self)
{
  GtkWidget *box = gtk_list_item_get_child (item);

  unbind_data (G_OBJECT (box), "name");
  cell_disconnect (box, "event");
}

/* ---- Menu cells ------------------------------------------------------- */

static void
menu_setup_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               TavPlayersPage           *self)
{
  GtkWidget *button = gtk_menu_button_new ();

  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "view-more-symbolic");
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  tav_ui_set_tooltip (button, _("Player Actions"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Player Actions"),
                                  -1);
  gtk_widget_add_css_class (button, "flat");
  gtk_list_item_set_child (item, button);
}

/* The menu is built when it opens: a popover per row bound would make
 * showing a long list slow (the view binds a few hundred rows at once).
 * Built anew at each opening, it follows the player: once he withdrew it
 * offers Reinstate, not Withdraw. */
static void
create_menu_cb (GtkMenuButton *button,
                gpointer       user_data)
{
  TavEvent *event = tav_players_page_get_event (user_data);
  TavPlayer *player = g_object_get_data (G_OBJECT (button), "player");
  g_autoptr(GMenuModel) menu = NULL;

  if (player == NULL)
    return;
  menu = tav_player_menu_new (player, event ? tav_event_get_ruleset (event) : NULL,
                              event && tav_display_has_teams (event),
                              event && tav_event_has_started (event));
  gtk_menu_button_set_menu_model (button, menu);
}

static void
menu_bind_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              TavPlayersPage           *self)
{
  GtkMenuButton *button = GTK_MENU_BUTTON (gtk_list_item_get_child (item));
  TavPlayer *player = gtk_list_item_get_item (item);
  g_autofree char *label = NULL;

  /* A recycled row forgets the menu of its last player. */
  gtk_menu_button_set_menu_model (button, NULL);
  g_object_set_data (G_OBJECT (button), "player", player);
  gtk_menu_button_set_create_popup_func (button, create_menu_cb, self, NULL);
  /* Translators: the accessible name of the menu button on a player's row */
  label = g_strdup_printf (_("Actions for %s"), tav_player_get_name (player));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static void
menu_unbind_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                TavPlayersPage           *self)
{
  cell_disconnect (gtk_list_item_get_child (item), "player");
}

/* ---- Present (check-in) and club cells -------------------------------- */

/* One click marks the player present for the next round. */
static void
present_toggled_cb (GtkCheckButton *check,
                    TavPlayersPage *self)
{
  TavPlayer *player = g_object_get_data (G_OBJECT (check), "player");
  gboolean active = gtk_check_button_get_active (check);
  TavEvent *event = tav_players_page_get_event (self);
  g_autoptr(GError) error = NULL;

  if (player == NULL || event == NULL || active == tav_player_get_checked_in (player))
    return;
  if (!tav_event_check_in (event, tav_player_get_id (player), active, &error))
    {
      tav_ui_toast (GTK_WIDGET (self), error->message);
      gtk_check_button_set_active (check, tav_player_get_checked_in (player));
    }
}

static void
present_setup_cb (GtkSignalListItemFactory *factory,
                  GtkListItem              *item,
                  TavPlayersPage           *self)
{
  GtkWidget *check = gtk_check_button_new ();

  gtk_widget_set_halign (check, GTK_ALIGN_CENTER);
  tav_ui_set_tooltip (check, _("Checked in for the next round"));
  g_signal_connect (check, "toggled", G_CALLBACK (present_toggled_cb), self);
  gtk_list_item_set_child (item, check);
}

static void
present_bind_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *item,
                 TavPlayersPage           *self)
{
  GtkWidget *check = gtk_list_item_get_child (item);
  TavPlayer *player = gtk_list_item_get_item (item);
  g_autofree char *label = g_strdup_printf (_("%s is present"), tav_player_get_name (player));

  g_object_set_data (G_OBJECT (check), "player", player);
  g_object_set_data (G_OBJECT (check), "checked",
                     g_object_bind_property (player, "checked-in", check, "active", G_BINDING_SYNC_CREATE));
  g_object_set_data (G_OBJECT (check), "sensitive",
                     g_object_bind_property (player, "active", check, "sensitive", G_BINDING_SYNC_CREATE));
  gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static void
present_unbind_cb (GtkSignalListItemFactory *factory,
                   GtkListItem              *item,
                   TavPlayersPage           *self)
{
  GObject *check = G_OBJECT (gtk_list_item_get_child (item));

  g_object_set_data (check, "player", NULL);
  unbind_data (check, "checked");
  unbind_data (check, "sensitive");
}

/* The club is edited in place: the core's name rules decide, and a
 * refused club is put back with the reason. */
static void
club_editing_cb (GtkEditableLabel *label,
                 GParamSpec       *pspec,
                 TavPlayersPage   *self)
{
  TavPlayer *player = g_object_get_data (G_OBJECT (label), "player");
  TavEvent *event = tav_players_page_get_event (self);
  g_autoptr(GError) error = NULL;

  if (gtk_editable_label_get_editing (label) || player == NULL || event == NULL)
    return;
  if (!tav_event_change_club (event, tav_player_get_id (player),
                              gtk_editable_get_text (GTK_EDITABLE (label)), &error))
    {
      tav_ui_toast (GTK_WIDGET (self), error->message);
      gtk_editable_set_text (GTK_EDITABLE (label), tav_player_get_club (player));
    }
}

static void
club_setup_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               TavPlayersPage           *self)
{
  GtkWidget *label = gtk_editable_label_new ("");

  gtk_editable_set_width_chars (GTK_EDITABLE (label), 8);
  tav_ui_set_tooltip (label, _("Club: click or press Enter to edit"));
  g_signal_connect (label, "notify::editing", G_CALLBACK (club_editing_cb), self);
  gtk_list_item_set_child (item, label);
}

static void
club_bind_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              TavPlayersPage           *self)
{
  GtkWidget *label = gtk_list_item_get_child (item);
  TavPlayer *player = gtk_list_item_get_item (item);
  g_autofree char *name = g_strdup_printf (_("Club of %s"), tav_player_get_name (player));

  g_object_set_data (G_OBJECT (label), "player", player);
  g_object_set_data (G_OBJECT (label), "club",
                     g_object_bind_property (player, "club", label, "text", G_BINDING_SYNC_CREATE));
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

static void
club_unbind_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                TavPlayersPage           *self)
{
  GObject *label = G_OBJECT (gtk_list_item_get_child (item));

  g_object_set_data (label, "player", NULL);
  unbind_data (label, "club");
}

/* The number of warnings is not a property of the player: each label
 * follows the event. */
static void
update_warnings_label (GtkLabel *label)
{
  TavEvent *event = g_object_get_data (G_OBJECT (label), "event");
  TavPlayer *player = g_object_get_data (G_OBJECT (label), "player");
  guint n = 0;
  g_autofree char *text = NULL;

  if (event != NULL && player != NULL)
    n = tav_event_count_penalties (event, tav_player_get_id (player), TAV_PENALTY_WARNING);

  text = n > 0 ? g_strdup_printf ("%u", n) : g_strdup ("");
  gtk_label_set_label (label, text);
}

static void
warnings_setup_cb (GtkSignalListItemFactory *factory,
                   GtkListItem              *item,
                   TavPlayersPage           *self)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_add_css_class (label, "warning");
  gtk_list_item_set_child (item, label);
}

static void
warnings_bind_cb (GtkSignalListItemFactory *factory,
                  GtkListItem              *item,
                  TavPlayersPage           *self)
{
  follow_event (self, gtk_list_item_get_child (item), gtk_list_item_get_item (item),
                G_CALLBACK (update_warnings_label));
}

static void
warnings_unbind_cb (GtkSignalListItemFactory *factory,
                    GtkListItem              *item,
                    TavPlayersPage           *self)
{
  cell_disconnect (gtk_list_item_get_child (item), "event");
}

/**
 * tav_player_columns_bind_template:
 * @widget_class: the players page's class
 *
 * Binds the closures and the cell factories' callbacks its template names.
 */
void
tav_player_columns_bind_template (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, status_label_cb);
  gtk_widget_class_bind_template_callback (widget_class, team_label_cb);
  gtk_widget_class_bind_template_callback (widget_class, status_css_classes_cb);
  gtk_widget_class_bind_template_callback (widget_class, name_setup_cb);
  gtk_widget_class_bind_template_callback (widget_class, name_bind_cb);
  gtk_widget_class_bind_template_callback (widget_class, name_unbind_cb);
  gtk_widget_class_bind_template_callback (widget_class, menu_setup_cb);
  gtk_widget_class_bind_template_callback (widget_class, menu_bind_cb);
  gtk_widget_class_bind_template_callback (widget_class, menu_unbind_cb);
  gtk_widget_class_bind_template_callback (widget_class, present_setup_cb);
  gtk_widget_class_bind_template_callback (widget_class, present_bind_cb);
  gtk_widget_class_bind_template_callback (widget_class, present_unbind_cb);
  gtk_widget_class_bind_template_callback (widget_class, club_setup_cb);
  gtk_widget_class_bind_template_callback (widget_class, club_bind_cb);
  gtk_widget_class_bind_template_callback (widget_class, club_unbind_cb);
  gtk_widget_class_bind_template_callback (widget_class, warnings_setup_cb);
  gtk_widget_class_bind_template_callback (widget_class, warnings_bind_cb);
  gtk_widget_class_bind_template_callback (widget_class, warnings_unbind_cb);
}

/**
 * tav_player_columns_set_sorters:
 * @id_column: the column of the players' ids
 * @status_column: the column of their status
 *
 * Sorts ids as a person would and the status by its order.
 */
void
tav_player_columns_set_sorters (GtkColumnViewColumn *id_column,
                                GtkColumnViewColumn *status_column)
{
  g_autoptr(GtkSorter) id_sorter = GTK_SORTER (gtk_custom_sorter_new (compare_ids, NULL, NULL));
  g_autoptr(GtkSorter) status_sorter = GTK_SORTER (gtk_custom_sorter_new (compare_status, NULL, NULL));

  gtk_column_view_column_set_sorter (id_column, id_sorter);
  gtk_column_view_column_set_sorter (status_column, status_sorter);
}
