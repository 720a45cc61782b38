/* tav-check-in-bar.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-check-in-bar"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-check-in-bar.h"
#include "tav-event-log.h"
#include "tav-self-check-in-row.h"
#include "tav-ui.h"

/* The check-in before a round: a player is marked present by typing his
 * name here (Enter) or with one click in the list's Present column. The
 * line says who is still missing and what the draw will do with them:
 * sit the round out, or, where the rules forbid it, nothing until they
 * are checked in or withdrawn (one click withdraws them all). Players
 * who check themselves in from their phones are told as they come, with
 * an Undo that checks them out again; those who come while the toast is
 * shown are added to it, and its Undo checks them all out. Whether they
 * may is the venue window's switch, which a menu of the bar has too. */
struct _TavCheckInBar
{
  GtkBox             parent_instance;

  TavEvent          *event;
  GSignalGroup      *event_signals;
  GListModel        *log;          /* the event's, held while it is watched */
  gulong             log_handler;
  gpointer           arrivals;     /* (Arrivals *) the last told, or NULL */

  GtkEntry          *entry;
  GtkLabel          *label;
  GtkWidget         *withdraw_button;
  GtkWidget         *end_button;
  GtkWidget         *phones_button;
  TavSelfCheckInRow *self_check_in;
  gboolean           stale;        /* the event changed while not shown */
};

G_DEFINE_FINAL_TYPE (TavCheckInBar, tav_check_in_bar, GTK_TYPE_BOX)

/* The line shows four lines at most: a list of 500 names was laid out
 * whole at every arrival (a quarter of a second each), to show a tenth. */
#define MAX_NAMED 40

static void
tav_check_in_bar_update (TavCheckInBar *self)
{
  g_autoptr(GPtrArray) absent = NULL;
  g_autofree char *text = NULL;
  g_autofree char *names = NULL;
  const char *rule;
  guint active;

  if (self->event == NULL)
    {
      gtk_label_set_label (self->label, "");
      gtk_widget_set_visible (self->withdraw_button, FALSE);
      gtk_widget_set_visible (self->end_button, FALSE);
      gtk_widget_set_visible (self->phones_button, FALSE);
      return;
    }
  absent = tav_event_get_not_checked_in (self->event);
  active = tav_event_count_players (self->event, TRUE);
  rule = tav_ruleset_get_no_sit_out (tav_event_get_ruleset (self->event));
  names = tav_player_join_names_at_most (absent, MAX_NAMED);

  if (!tav_event_is_checking_in (self->event))
    text = g_strdup (_("No check-in: the next draw seats every active player"));
  else if (absent->len == 0)
    text = g_strdup_printf (_("Check-in: all %u active players are present"), active);
  else if (rule == NULL)
    /* Translators: “6 of 8 present; not checked in, sitting the next round out: Anna, Bruno” */
    text = g_strdup_printf (_("Check-in: %u of %u present; not checked in, sitting the next round out: %s"),
                            active - absent->len, active, names);
  else
    text = g_strdup_printf (_("Check-in: %u of %u present; not checked in: %s. Check them in or withdraw them before the draw: %s"),
                            active - absent->len, active, names, rule);

  gtk_label_set_label (self->label, text);
  tav_ui_set_tooltip (GTK_WIDGET (self->label), text);
  gtk_widget_set_visible (self->withdraw_button, absent->len > 0);
  gtk_widget_set_visible (self->end_button, tav_event_is_checking_in (self->event));
  gtk_widget_set_visible (self->phones_button, TRUE);
}

/* Followed while shown; caught up with when shown again. */
static void
event_changed_cb (TavCheckInBar *self)
{
  self->stale = TRUE;
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->stale = FALSE;
      tav_check_in_bar_update (self);
    }
}

/* The players who checked in from their phones while one toast told
 * them, oldest first: its Undo checks them all out. Shared by the bar
 * (which adds to it while the toast is shown) and the toast. */
typedef struct
{
  GWeakRef   event;
  GPtrArray *player_ids;
  gboolean   undone;      /* its Undo was clicked: nothing more to add */
} Arrivals;

static void
arrivals_clear (gpointer data)
{
  Arrivals *arrivals = data;

  g_weak_ref_clear (&arrivals->event);
  g_ptr_array_unref (arrivals->player_ids);
}

static void
arrivals_release (gpointer data)
{
  g_rc_box_release_full (data, arrivals_clear);
}

/* The toast's Undo: the organiser's own change, logged as his, each
 * player checked out by name in it; made at once, so that the window's
 * history keeps it as one step (tav-session.c commits when idle). */
static void
undo_arrivals (gpointer data)
{
  Arrivals *arrivals = data;
  g_autoptr(TavEvent) event = g_weak_ref_get (&arrivals->event);

  arrivals->undone = TRUE;
  for (guint i = 0; event != NULL && i < arrivals->player_ids->len; i++)
    tav_event_check_in (event, arrivals->player_ids->pdata[i], FALSE, NULL);
}

/* Names that fit in a toast's title, in characters: beyond them only the
 * last arrival is named. */
#define ARRIVAL_NAMES_CHARS 48

/* “Anna Rossi checked in from a phone”, “3 players checked in from phones:
 * Anna Rossi, Bruno Verdi, Carla Neri”, or “… : Carla Neri and 2 others”. */
static char *
describe_arrivals (TavEvent *event,
                   Arrivals *arrivals)
{
  g_autoptr(GPtrArray) players = g_ptr_array_new ();
  g_autofree char *names = NULL;
  TavPlayer *last;
  guint n;

  for (guint i = 0; i < arrivals->player_ids->len; i++)
    {
      TavPlayer *player = tav_event_find_player (event, arrivals->player_ids->pdata[i]);

      if (player != NULL)
        g_ptr_array_add (players, player);
    }
  n = players->len;
  if (n == 0)
    return NULL;
  last = players->pdata[n - 1];
  if (n == 1)
    /* Translators: %s is a player's name */
    return g_strdup_printf (_("%s checked in from a phone"), tav_player_get_name (last));
  names = tav_player_join_names (players);
  if (g_utf8_strlen (names, -1) > ARRIVAL_NAMES_CHARS)
    {
      g_free (names);
      /* Translators: the players who checked in from their phones, in a
       * toast: %s is the last one's name, %u how many came with her */
      names = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s and %u other", "%s and %u others", n - 1),
                               tav_player_get_name (last), n - 1);
    }
  /* Translators: a toast; %u is how many players checked in from their
   * phones one after the other (always more than one), %s their names
   * (“Anna Rossi, Bruno Verdi” or “Carla Neri and 2 others”) */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player checked in from phones: %s",
                                       "%u players checked in from phones: %s", n),
                          n, names);
}

/* Told while the toast of the arrivals before is still shown: the same
 * toast tells them all, and its Undo takes them all back. */
static void
tell_arrival (TavCheckInBar *self,
              const char    *player_id)
{
  Arrivals *arrivals = self->arrivals;
  g_autofree char *text = NULL;

  if (arrivals == NULL || arrivals->undone || tav_ui_get_toast_undo_data (GTK_WIDGET (self)) != arrivals)
    {
      g_clear_pointer (&self->arrivals, arrivals_release);
      self->arrivals = arrivals = g_rc_box_new0 (Arrivals);
      g_weak_ref_init (&arrivals->event, self->event);
      arrivals->player_ids = g_ptr_array_new_with_free_func (g_free);
    }
  /* Checked out by hand and in again from her phone: named once. */
  if (!g_ptr_array_find_with_equal_func (arrivals->player_ids, player_id, g_str_equal, NULL))
    g_ptr_array_add (arrivals->player_ids, g_strdup (player_id));
  if ((text = describe_arrivals (self->event, arrivals)) != NULL)
    tav_ui_toast_with_undo (GTK_WIDGET (self), text, undo_arrivals,
                            g_rc_box_acquire (arrivals), arrivals_release);
}

/* A check-in from a phone is known once the host has logged it in the
 * player's hand (tav-venue-check-in-page.c); one commit may log several. */
static void
log_changed_cb (TavCheckInBar *self,
                guint          position,
                guint          removed,
                guint          added,
                GListModel    *log)
{
  if (added == 0 || removed != 0 || position + added != g_list_model_get_n_items (log) || self->event == NULL)
    return;
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(TavLogEntry) entry = g_list_model_get_item (log, i);
      const TavHand *hand = tav_log_entry_get_hand (entry);
      const char * const *players = tav_log_entry_get_players (entry);
      TavPlayer *player;

      if (hand == NULL || hand->kind != TAV_HAND_PLAYER ||
          g_strcmp0 (tav_log_entry_get_act (entry), "player-checked-in") != 0 ||
          players == NULL || players[0] == NULL ||
          !(player = tav_event_find_player (self->event, players[0])) || !tav_player_get_checked_in (player))
        continue;
      tell_arrival (self, players[0]);
    }
}

/* The log is held while it is watched, and let go with its handler: no
 * weak reference to race with the event's end. */
static void
watch_log (TavCheckInBar *self,
           GListModel    *log)
{
  if (self->log != NULL)
    g_clear_signal_handler (&self->log_handler, self->log);
  g_clear_object (&self->log);
  if (log == NULL)
    return;
  self->log = g_object_ref (log);
  self->log_handler = g_signal_connect_swapped (log, "items-changed", G_CALLBACK (log_changed_cb), self);
}

static void
tav_check_in_bar_map (GtkWidget *widget)
{
  TavCheckInBar *self = TAV_CHECK_IN_BAR (widget);

  if (self->stale)
    {
      self->stale = FALSE;
      tav_check_in_bar_update (self);
    }
  GTK_WIDGET_CLASS (tav_check_in_bar_parent_class)->map (widget);
}

static void
entry_activate_cb (TavCheckInBar *self)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->entry))));
  g_autoptr(GError) error = NULL;
  g_autofree char *toast = NULL;
  TavPlayer *player;

  if (self->event == NULL || text[0] == '\0')
    return;
  /* A part of a name will do, as in the search fields. */
  if (!(player = tav_event_lookup_player_by_part (self->event, text, &error)) ||
      !tav_event_check_in (self->event, tav_player_get_id (player), TRUE, &error))
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->entry), "error");
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->entry), error->message);
      tav_ui_toast (GTK_WIDGET (self), error->message);
      return;
    }
  /* Translators: %s is a player's name */
  toast = g_strdup_printf (_("%s is checked in"), tav_player_get_name (player));
  tav_ui_toast (GTK_WIDGET (self), toast);
  gtk_editable_set_text (GTK_EDITABLE (self->entry), "");
}

static void
entry_changed_cb (TavCheckInBar *self)
{
  gtk_widget_remove_css_class (GTK_WIDGET (self->entry), "error");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->entry), NULL);
}

/* Where the rules forbid sitting a round out, the absent players leave. */
static void
withdraw_absent_cb (TavCheckInBar *self)
{
  g_autoptr(GPtrArray) absent = NULL;
  g_autofree char *toast = NULL;

  if (self->event == NULL)
    return;
  absent = tav_event_get_not_checked_in (self->event);
  for (guint i = 0; i < absent->len; i++)
    {
      g_autoptr(GError) error = NULL;

      /* Gone already with his fixed team, whose member withdrew before
       * him (tav-bgl-teams.c). */
      if (!tav_player_is_active (absent->pdata[i]))
        continue;
      if (!tav_event_withdraw (self->event, tav_player_get_id (absent->pdata[i]),
                               TAV_PLAYER_WITHDRAWN, NULL, &error))
        {
          tav_ui_error (GTK_WIDGET (self), _("Could Not Withdraw the Absent Players"), error->message);
          return;
        }
    }
  toast = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u absent player withdrawn",
                                        "%u absent players withdrawn", absent->len),
                           absent->len);
  tav_ui_toast (GTK_WIDGET (self), toast);
}

static void
end_check_in_cb (TavCheckInBar *self)
{
  if (self->event != NULL)
    tav_event_clear_check_in (self->event);
}

void
tav_check_in_bar_set_event (TavCheckInBar *self,
                            TavEvent      *event)
{
  g_return_if_fail (TAV_IS_CHECK_IN_BAR (self));

  if (!g_set_object (&self->event, event))
    return;
  g_signal_group_set_target (self->event_signals, event);
  tav_self_check_in_row_set_event (self->self_check_in, event);
  watch_log (self, event ? tav_event_get_log (event) : NULL);
  /* Another event's arrivals are not added to. */
  g_clear_pointer (&self->arrivals, arrivals_release);
  tav_check_in_bar_update (self);
}

/* For the public display's banner: “312 not checked in” while a check-in
 * is under way and someone is missing, else NULL. Short, so that the
 * banner is never cut; the names are on a page of the display. */
char *
tav_check_in_describe_absent (TavEvent *event)
{
  g_autoptr(GPtrArray) absent = tav_event_get_not_checked_in (event);

  if (absent->len == 0)
    return NULL;
  /* Translators: on the public display, after the round's name: how many
   * players are still expected at the check-in (their names are listed below) */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u not checked in", "%u not checked in", absent->len),
                          absent->len);
}

GtkEntry *
tav_check_in_bar_get_entry (TavCheckInBar *self)
{
  g_return_val_if_fail (TAV_IS_CHECK_IN_BAR (self), NULL);
  return self->entry;
}

/* The switch that lets players check in from their phones. */
GtkSwitch *
tav_check_in_bar_get_self_check_in_switch (TavCheckInBar *self)
{
  g_return_val_if_fail (TAV_IS_CHECK_IN_BAR (self), NULL);
  return tav_self_check_in_row_get_switch (self->self_check_in);
}

GtkLabel *
tav_check_in_bar_get_label (TavCheckInBar *self)
{
  g_return_val_if_fail (TAV_IS_CHECK_IN_BAR (self), NULL);
  return self->label;
}

GtkWidget *
tav_check_in_bar_new (void)
{
  return g_object_new (TAV_TYPE_CHECK_IN_BAR, NULL);
}

/* The venue window's switch for checking in from phones, here too, in a
 * menu of the bar: the organiser opens the doors where he watches them
 * come. Whether the venue network is on or not: its subtitle says the
 * phones need it. */
static GtkWidget *
phones_button_new (TavCheckInBar *self)
{
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *popover = gtk_popover_new ();

  self->self_check_in = TAV_SELF_CHECK_IN_ROW (tav_self_check_in_row_new ());
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->self_check_in),
                               _("With their name and personal code, for the next round. Phones reach it while the event is shared on the venue network"));
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (self->self_check_in), 0);
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (self->self_check_in));
  /* No wider than a phone: the subtitle wraps rather than stretching the
   * popover across the window. */
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 360);
  adw_clamp_set_child (ADW_CLAMP (clamp), list);
  gtk_popover_set_child (GTK_POPOVER (popover), clamp);

  self->phones_button = gtk_menu_button_new ();
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (self->phones_button), "phone-symbolic");
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (self->phones_button), popover);
  gtk_widget_set_tooltip_text (self->phones_button, _("Check-in from phones"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->phones_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Check-in from phones"), -1);
  return self->phones_button;
}

static void
tav_check_in_bar_dispose (GObject *object)
{
  TavCheckInBar *self = TAV_CHECK_IN_BAR (object);

  if (self->event_signals)
    g_signal_group_set_target (self->event_signals, NULL);
  g_clear_object (&self->event_signals);
  watch_log (self, NULL);
  g_clear_pointer (&self->arrivals, arrivals_release);
  g_clear_object (&self->event);

  G_OBJECT_CLASS (tav_check_in_bar_parent_class)->dispose (object);
}

static void
tav_check_in_bar_class_init (TavCheckInBarClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = tav_check_in_bar_dispose;
  GTK_WIDGET_CLASS (klass)->map = tav_check_in_bar_map;
}

static void
tav_check_in_bar_init (TavCheckInBar *self)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  /* The entry and the buttons on one line, what the check-in says under
   * them across the whole width. */
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);
  gtk_widget_add_css_class (GTK_WIDGET (self), "page-toolbar");
  gtk_box_append (GTK_BOX (self), row);

  self->entry = GTK_ENTRY (gtk_entry_new ());
  gtk_entry_set_placeholder_text (self->entry, _("Check in a player by name"));
  gtk_editable_set_width_chars (GTK_EDITABLE (self->entry), 22);
  tav_ui_fit_placeholder (GTK_WIDGET (self->entry));
  gtk_entry_set_input_hints (self->entry, GTK_INPUT_HINT_NO_SPELLCHECK);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Check in a player by name"), -1);
  g_signal_connect_swapped (self->entry, "activate", G_CALLBACK (entry_activate_cb), self);
  g_signal_connect_swapped (self->entry, "changed", G_CALLBACK (entry_changed_cb), self);
  gtk_box_append (GTK_BOX (row), GTK_WIDGET (self->entry));

  gtk_widget_set_hexpand (buttons, TRUE);
  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (row), buttons);

  self->withdraw_button = gtk_button_new_with_mnemonic (_("_Withdraw Absent"));
  gtk_widget_set_tooltip_text (self->withdraw_button, _("Withdraw every active player not checked in"));
  g_signal_connect_swapped (self->withdraw_button, "clicked", G_CALLBACK (withdraw_absent_cb), self);
  gtk_box_append (GTK_BOX (buttons), self->withdraw_button);

  self->end_button = gtk_button_new_with_mnemonic (_("_End Check-in"));
  gtk_widget_set_tooltip_text (self->end_button, _("Forget who is checked in: the next draw seats every active player"));
  g_signal_connect_swapped (self->end_button, "clicked", G_CALLBACK (end_check_in_cb), self);
  gtk_box_append (GTK_BOX (buttons), self->end_button);

  gtk_box_append (GTK_BOX (buttons), phones_button_new (self));

  /* Wrapped, so that the names and the rule are read whole on a window
   * of 1,100 px in any language; a room-long list of absent players
   * stops after a few lines (the tooltip has it all). */
  self->label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->label, 0);
  gtk_label_set_wrap (self->label, TRUE);
  gtk_label_set_wrap_mode (self->label, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_ellipsize (self->label, PANGO_ELLIPSIZE_END);
  gtk_label_set_lines (self->label, 4);
  gtk_widget_add_css_class (GTK_WIDGET (self->label), "dim-label");
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->label));

  self->event_signals = g_signal_group_new (TAV_TYPE_EVENT);
  g_signal_group_connect_swapped (self->event_signals, "changed",
                                  G_CALLBACK (event_changed_cb), self);
  tav_check_in_bar_update (self);
}
