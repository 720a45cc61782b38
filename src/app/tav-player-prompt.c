/* tav-player-prompt.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-player-prompt"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tav-compat.h"
#include "tav-player-prompt.h"
#include "tav-team-replace.h"
#include "tav-ui.h"

/* The question asked about one player from his menu (rename, warn, leave,
 * team, club): a text, and for a team whether he is its reserve. It is an
 * editable itself (its entry), so a dialog's extra child is typed into
 * as a plain entry. What each question says and does is one row of
 * prompts[] below; a refusal asks again with what was typed and why. */
struct _TavPlayerPrompt
{
  GtkBox          parent_instance;

  /* Template widgets */
  GtkEntry       *entry;
  GtkCheckButton *reserve_check;
};

static void tav_player_prompt_editable_init (GtkEditableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TavPlayerPrompt, tav_player_prompt, GTK_TYPE_BOX,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_EDITABLE, tav_player_prompt_editable_init))

/* What one menu action asks, and the checked operation that answers it. */
typedef struct
{
  const char *action;
  const char *heading;      /* %s: the player's name */
  const char *body;         /* %s: the player's name; NULL: describe () */
  const char *accept;
  const char *placeholder;
  gboolean    destructive;
  gboolean    team;
  const char *(*initial)  (TavPlayer *player);
  char       *(*describe) (TavEvent  *event,
                           TavPlayer *player);
  gboolean    (*apply)    (TavEvent   *event,
                           TavPlayer  *player,
                           const char *text,
                           gboolean    reserve,
                           char      **toast,
                           GError    **error);
} PromptSpec;

/* ---- What each answer does -------------------------------------------- */

static gboolean
apply_rename (TavEvent   *event,
              TavPlayer  *player,
              const char *text,
              gboolean    reserve,
              char      **toast,
              GError    **error)
{
  return tav_event_rename_player (event, tav_player_get_id (player), text, error);
}

static gboolean
apply_warn (TavEvent   *event,
            TavPlayer  *player,
            const char *text,
            gboolean    reserve,
            char      **toast,
            GError    **error)
{
  gboolean ejected = FALSE;

  if (!tav_event_warn (event, tav_player_get_id (player), text, &ejected, error))
    return FALSE;
  if (ejected)
    *toast = tav_ruleset_ejection_notice (tav_event_get_ruleset (event), tav_player_get_name (player));
  else
    *toast = g_strdup_printf (_("Warning recorded for %s"), tav_player_get_name (player));
  return TRUE;
}

static gboolean
apply_withdraw (TavEvent   *event,
                TavPlayer  *player,
                const char *text,
                gboolean    reserve,
                char      **toast,
                GError    **error)
{
  if (!tav_event_withdraw (event, tav_player_get_id (player), TAV_PLAYER_WITHDRAWN, text, error))
    return FALSE;
  *toast = g_strdup_printf (_("%s withdrew from the event"), tav_player_get_name (player));
  return TRUE;
}

static gboolean
apply_eject (TavEvent   *event,
             TavPlayer  *player,
             const char *text,
             gboolean    reserve,
             char      **toast,
             GError    **error)
{
  g_autofree char *reason = g_strstrip (g_strdup (text));

  if (reason[0] == '\0')
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID, _("An ejection needs a reason"));
      return FALSE;
    }
  if (!tav_event_withdraw (event, tav_player_get_id (player), TAV_PLAYER_EJECTED, reason, error))
    return FALSE;
  *toast = g_strdup_printf (_("%s is ejected"), tav_player_get_name (player));
  return TRUE;
}

static gboolean
apply_disqualify (TavEvent   *event,
                  TavPlayer  *player,
                  const char *text,
                  gboolean    reserve,
                  char      **toast,
                  GError    **error)
{
  if (!tav_event_withdraw (event, tav_player_get_id (player), TAV_PLAYER_DISQUALIFIED, text, error))
    return FALSE;
  *toast = g_strdup_printf (_("%s is disqualified"), tav_player_get_name (player));
  return TRUE;
}

static gboolean
apply_team (TavEvent   *event,
            TavPlayer  *player,
            const char *text,
            gboolean    reserve,
            char      **toast,
            GError    **error)
{
  return tav_event_change_team (event, tav_player_get_id (player), text, reserve, error);
}

static gboolean
apply_club (TavEvent   *event,
            TavPlayer  *player,
            const char *text,
            gboolean    reserve,
            char      **toast,
            GError    **error)
{
  return tav_event_change_club (event, tav_player_get_id (player), text, error);
}

/* ---- What each question says ------------------------------------------ */

static char *
describe_warn (TavEvent  *event,
               TavPlayer *player)
{
  TavRuleset *ruleset = tav_event_get_ruleset (event);
  guint limit = ruleset ? tav_ruleset_get_warnings_to_eject (ruleset) : 0;

  if (limit == 0)
    return g_strdup (_("The reason is kept in the penalties log."));
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "The reason is kept in the penalties log. At %u warning the player is ejected.",
                                       "The reason is kept in the penalties log. At %u warnings the player is ejected.",
                                       limit),
                          limit);
}

static char *
describe_withdraw (TavEvent  *event,
                   TavPlayer *player)
{
  g_autofree char *team = tav_team_replace_describe_leaving (event, player);

  return g_strdup_printf ("%s%s%s", _("The player is not seated in the next rounds and keeps the results played so far."),
                          team ? " " : "", team ? team : "");
}

static const PromptSpec prompts[] = {
  { "players.rename", N_("Rename Player"),
    /* Translators: %s is a player's name */
    N_("The new name of %s, as it is printed on the tables and standings"),
    N_("_Rename"), NULL, FALSE, FALSE, tav_player_get_name, NULL, apply_rename },
  /* Translators: placeholder of the entry for why the player is warned */
  { "players.warn", N_("Warn %s?"), NULL, N_("_Warn"), N_("Reason"), TRUE, FALSE,
    NULL, describe_warn, apply_warn },
  { "players.withdraw", N_("Withdraw %s?"), NULL, N_("_Withdraw"), N_("Reason (optional)"), TRUE, FALSE,
    NULL, describe_withdraw, apply_withdraw },
  /* Translators: placeholder of the entry for why the player is ejected */
  { "players.eject", N_("Eject %s?"),
    N_("The player leaves the event like a withdrawal; the ejection and its reason go in the penalties log."),
    N_("_Eject"), N_("Reason"), TRUE, FALSE, NULL, NULL, apply_eject },
  /* Translators: %s is a player's name */
  { "players.team", N_("Team of %s"),
    N_("The team the player registered with; empty for none. A reserve is not seated: he takes the place of a member of his team who leaves."),
    N_("_Set"), N_("Team"), FALSE, TRUE, tav_player_get_team, NULL, apply_team },
  /* Translators: %s is a player's name */
  { "players.club", N_("Club of %s"),
    N_("The club the player belongs to; empty for none. Players of one club are kept apart in the first round where the rules allow it."),
    N_("_Set"), N_("Club"), FALSE, FALSE, tav_player_get_club, NULL, apply_club },
  { "players.disqualify", N_("Disqualify %s?"),
    N_("The player leaves the event and loses his place and any prize; the disqualification and its reason go in the penalties log."),
    N_("_Disqualify"), N_("Reason (optional)"), TRUE, FALSE, NULL, NULL, apply_disqualify },
};

/* A translated text with the player's name for its “%s”, if it has one:
 * the table's texts are not printf formats the compiler could check. */
static char *
with_name (const char *msgid,
           const char *name)
{
  g_auto(GStrv) parts = g_strsplit (_(msgid), "%s", 2);

  return g_strjoinv (name, parts);
}

/* ---- The widget ------------------------------------------------------- */

static GtkEditable *
tav_player_prompt_get_delegate (GtkEditable *editable)
{
  return GTK_EDITABLE (TAV_PLAYER_PROMPT (editable)->entry);
}

static void
tav_player_prompt_editable_init (GtkEditableInterface *iface)
{
  iface->get_delegate = tav_player_prompt_get_delegate;
}

static gboolean
tav_player_prompt_grab_focus (GtkWidget *widget)
{
  return gtk_widget_grab_focus (GTK_WIDGET (TAV_PLAYER_PROMPT (widget)->entry));
}

static void
tav_player_prompt_dispose (GObject *object)
{
  gtk_editable_finish_delegate (GTK_EDITABLE (object));
  gtk_widget_dispose_template (GTK_WIDGET (object), TAV_TYPE_PLAYER_PROMPT);
  G_OBJECT_CLASS (tav_player_prompt_parent_class)->dispose (object);
}

static void
tav_player_prompt_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  if (!gtk_editable_delegate_get_property (object, prop_id, value, pspec))
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
tav_player_prompt_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  if (!gtk_editable_delegate_set_property (object, prop_id, value, pspec))
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
tav_player_prompt_class_init (TavPlayerPromptClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tav_player_prompt_dispose;
  object_class->get_property = tav_player_prompt_get_property;
  object_class->set_property = tav_player_prompt_set_property;
  gtk_editable_install_properties (object_class, 1);

  widget_class->grab_focus = tav_player_prompt_grab_focus;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tavolo/Tavolo/tav-player-prompt.ui");
  gtk_widget_class_bind_template_child (widget_class, TavPlayerPrompt, entry);
  gtk_widget_class_bind_template_child (widget_class, TavPlayerPrompt, reserve_check);
}

static void
tav_player_prompt_init (TavPlayerPrompt *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_editable_init_delegate (GTK_EDITABLE (self));
}

/* ---- Asking ----------------------------------------------------------- */

typedef struct
{
  GtkWidget        *widget;
  TavEvent         *event;
  const PromptSpec *spec;
  char             *player_id;
  TavPlayerPrompt  *prompt;
} Question;

static void
question_free (Question *question)
{
  g_clear_object (&question->widget);
  g_clear_object (&question->event);
  g_clear_object (&question->prompt);
  g_free (question->player_id);
  g_free (question);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Question, question_free)

static void ask (GtkWidget        *widget,
                 TavEvent         *event,
                 const PromptSpec *spec,
                 TavPlayer        *player,
                 const char       *text,
                 gboolean          reserve,
                 const char       *error);

static void
answered_cb (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(Question) question = user_data;
  g_autofree char *response = tav_compat_choose_finish (result, NULL);
  const char *text = gtk_editable_get_text (GTK_EDITABLE (question->prompt->entry));
  gboolean reserve = gtk_check_button_get_active (question->prompt->reserve_check);
  TavPlayer *player = tav_event_find_player (question->event, question->player_id);
  g_autoptr(GError) error = NULL;
  g_autofree char *toast = NULL;

  if (g_strcmp0 (response, "accept") != 0 || player == NULL)
    return;
  /* Asked again, with what was typed and why it cannot be. */
  if (!question->spec->apply (question->event, player, text, reserve, &toast, &error))
    ask (question->widget, question->event, question->spec, player, text, reserve, error->message);
  else if (toast != NULL)
    tav_ui_toast (question->widget, toast);
}

static void
ask (GtkWidget        *widget,
     TavEvent         *event,
     const PromptSpec *spec,
     TavPlayer        *player,
     const char       *text,
     gboolean          reserve,
     const char       *error)
{
  const char *name = tav_player_get_name (player);
  g_autofree char *heading = with_name (spec->heading, name);
  g_autofree char *body = spec->body ? with_name (spec->body, name) : spec->describe (event, player);
  const char *label = spec->placeholder ? _(spec->placeholder) : heading;
  TavResponse responses[2];
  Question *question;

  if (error != NULL)
    {
      g_autofree char *with_error = g_strdup_printf ("%s\n\n%s", error, body);

      g_free (body);
      body = g_steal_pointer (&with_error);
    }

  question = g_new0 (Question, 1);
  question->widget = g_object_ref (widget);
  question->event = g_object_ref (event);
  question->spec = spec;
  question->player_id = g_strdup (tav_player_get_id (player));
  question->prompt = g_object_ref_sink (g_object_new (TAV_TYPE_PLAYER_PROMPT, NULL));

  gtk_editable_set_text (GTK_EDITABLE (question->prompt->entry), text ? text : "");
  if (spec->placeholder != NULL)
    gtk_entry_set_placeholder_text (question->prompt->entry, _(spec->placeholder));
  gtk_accessible_update_property (GTK_ACCESSIBLE (question->prompt->entry),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_widget_set_visible (GTK_WIDGET (question->prompt->reserve_check), spec->team);
  gtk_check_button_set_active (question->prompt->reserve_check, reserve);

  responses[0] = (TavResponse) { "cancel", _("_Cancel"), TAV_RESPONSE_DEFAULT };
  responses[1] = (TavResponse) { "accept", _(spec->accept),
                                 spec->destructive ? TAV_RESPONSE_DESTRUCTIVE : TAV_RESPONSE_SUGGESTED };
  tav_compat_choose (tav_ui_get_window (widget), heading, body, GTK_WIDGET (question->prompt),
                     responses, G_N_ELEMENTS (responses), "accept", "cancel",
                     NULL, answered_cb, question);
}

/**
 * tav_player_prompt_ask:
 * @widget: the widget asking, whose window the question is over
 * @action_name: the player menu's action ("players.rename", …)
 *
 * Asks what the action needs to know about the player, and does it.
 *
 * Returns: whether @action_name is a question of this kind
 */
gboolean
tav_player_prompt_ask (GtkWidget  *widget,
                       TavEvent   *event,
                       const char *action_name,
                       const char *player_id)
{
  TavPlayer *player;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), FALSE);
  g_return_val_if_fail (TAV_IS_EVENT (event), FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (prompts); i++)
    if (strcmp (prompts[i].action, action_name) == 0)
      {
        const PromptSpec *spec = &prompts[i];

        if ((player = tav_event_find_player (event, player_id)) != NULL)
          ask (widget, event, spec, player, spec->initial ? spec->initial (player) : NULL,
               spec->team && tav_player_get_reserve (player), NULL);
        return TRUE;
      }
  return FALSE;
}

/* ---- Asking with a widget of the caller's ------------------------------ */

typedef struct
{
  GtkWidget      *widget;
  TavEvent       *event;
  char           *player_id;
  GtkWidget      *child;
  TavPromptApply  apply;
  char           *error_heading;
} Custom;

static void
custom_free (Custom *custom)
{
  g_clear_object (&custom->widget);
  g_clear_object (&custom->event);
  g_clear_object (&custom->child);
  g_free (custom->player_id);
  g_free (custom->error_heading);
  g_free (custom);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Custom, custom_free)

static void
custom_answered_cb (GObject      *object,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  g_autoptr(Custom) custom = user_data;
  g_autofree char *response = tav_compat_choose_finish (result, NULL);
  TavPlayer *player = tav_event_find_player (custom->event, custom->player_id);
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (response, "accept") != 0 || player == NULL)
    return;
  if (!custom->apply (custom->child, custom->event, player, &error))
    tav_ui_error (custom->widget, custom->error_heading, error->message);
}

/**
 * tav_player_prompt_ask_with:
 * @widget: the widget asking, whose window the question is over
 * @event: the event
 * @player: the player asked about
 * @heading: the question's heading
 * @body: what it explains
 * @accept: the label of its accepting button, with a mnemonic
 * @error_heading: the heading of a refusal
 * @child: (transfer floating): the widget that takes the answer
 * @apply: what accepting does
 *
 * Asks about @player with @child, and does @apply when accepted.
 */
void
tav_player_prompt_ask_with (GtkWidget      *widget,
                            TavEvent       *event,
                            TavPlayer      *player,
                            const char     *heading,
                            const char     *body,
                            const char     *accept,
                            const char     *error_heading,
                            GtkWidget      *child,
                            TavPromptApply  apply)
{
  Custom *custom = g_new0 (Custom, 1);
  TavResponse responses[2];

  custom->widget = g_object_ref (widget);
  custom->event = g_object_ref (event);
  custom->player_id = g_strdup (tav_player_get_id (player));
  custom->child = g_object_ref_sink (child);
  custom->apply = apply;
  custom->error_heading = g_strdup (error_heading);

  responses[0] = (TavResponse) { "cancel", _("_Cancel"), TAV_RESPONSE_DEFAULT };
  responses[1] = (TavResponse) { "accept", accept, TAV_RESPONSE_SUGGESTED };
  tav_compat_choose (tav_ui_get_window (widget), heading, body, child,
                     responses, G_N_ELEMENTS (responses), "accept", "cancel",
                     NULL, custom_answered_cb, custom);
}
