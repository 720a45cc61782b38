/* tav-inbox-requests.c
 *
 * What players ask from their phones, beside the tables' results: to
 * register (a name, a club and, where the rules register decks, a deck),
 * while the organiser keeps registration open and the rules still take a
 * new player; and, with their own code, to register or replace their deck
 * until the first draw. Each request waits in the inbox as a
 * TavSubmission of its kind, its payload a JSON object ("name", "club",
 * "deck"), until the organiser accepts it (the player is added through
 * the same checks as any other, or the deck set), corrects it or refuses
 * it with a reason the phone shows when it asks again.
 *
 * A deck is kept in lines, as the phone's text area sent them, cleaned as
 * every deck is (tav_player_clean_deck ()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-inbox"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tav-event-private.h"
#include "tav-inbox-private.h"
#include "tav-player-private.h"
#include "tav-table-token.h"
#include "tav-text.h"

static const char *
member (JsonObject *payload,
        const char *name)
{
  JsonNode *node = payload ? json_object_get_member (payload, name) : NULL;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_STRING)
    return "";
  return json_node_get_string (node);
}

/* Optional text of at most TAV_INBOX_MAX_NAME characters, cleaned. */
static char *
clean_short (const char  *text,
             GError     **error)
{
  if (text && g_utf8_validate (text, -1, NULL) && g_utf8_strlen (text, -1) > TAV_INBOX_MAX_NAME)
    {
      tav_rule_error_set (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_INVALID,
                          N_("A name or a club is at most %u characters long"),
                          (guint) TAV_INBOX_MAX_NAME);
      return NULL;
    }
  return tav_text_clean_optional (text, error);
}

/* The id of a request: new, and short enough to keep; refused otherwise. */
static gboolean
check_id (TavInbox    *self,
          const char  *id,
          GError     **error)
{
  if (!tav_inbox_check_id (id, error))
    return FALSE;
  if (tav_inbox_has_seen (self, id))
    {
      tav_rule_error_set (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_REPLAY,
                          N_("This request was received before; reload the form to send another"));
      return FALSE;
    }
  return TRUE;
}

static guint
count_pending (TavInbox          *self,
               TavSubmissionKind  kind)
{
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->submissions)); i++)
    {
      TavSubmission *s = tav_inbox_get_submission (self, i);

      if (tav_submission_get_kind (s) == kind &&
          tav_submission_get_state (s) == TAV_SUBMISSION_PENDING)
        n++;
    }
  return n;
}

static TavSubmission *
file_request (TavInbox          *self,
              TavSubmissionKind  kind,
              const char        *id,
              const char        *player_id,
              JsonObject        *payload)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  TavSubmission *s = tav_submission_new (id, NULL, 0, 0, payload, NULL, now);

  tav_submission_set_kind (s, kind);
  tav_submission_set_player_id (s, player_id);
  tav_inbox_add_seen (self, id);
  g_list_store_append (self->submissions, s);
  tav_inbox_changed (self);
  return s;
}

/* Turned away at the door: logged for the organiser, the phone told. */
static TavSubmission *
refuse (TavInbox    *self,
        const char  *client,
        GError      *refusal,
        GError     **error)
{
  tav_inbox_log_refusal (self, NULL, 0, 0, client, refusal->message);
  g_propagate_error (error, refusal);
  return NULL;
}

gboolean
tav_inbox_get_registration_open (TavInbox *self)
{
  g_return_val_if_fail (TAV_IS_INBOX (self), FALSE);
  return self->registration_open;
}

/* The organiser's switch; off by default. */
void
tav_inbox_set_registration_open (TavInbox *self,
                                 gboolean  open)
{
  g_return_if_fail (TAV_IS_INBOX (self));

  if (self->registration_open == !!open)
    return;
  self->registration_open = !!open;
  tav_inbox_changed (self);
}

/* Whether a phone may ask to register now: the organiser opened
 * registration and the rules take a new player (before the first draw,
 * or a late entry where the ruleset allows one). */
gboolean
tav_inbox_check_registration (TavInbox  *self,
                              GError   **error)
{
  g_return_val_if_fail (TAV_IS_INBOX (self), FALSE);

  if (!self->registration_open)
    {
      tav_rule_error_set (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_CLOSED,
                          N_("Registration from phones is closed; ask the organiser"));
      return FALSE;
    }
  if (!tav_event_can_add_late (self->event, NULL, NULL))
    {
      tav_rule_error_set (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_CLOSED,
                          N_("The rules of this event take no new player now"));
      return FALSE;
    }
  return TRUE;
}

/* Whether a player may send his deck: the rules register decks and the
 * first round is not drawn yet. */
gboolean
tav_inbox_check_decks_open (TavInbox  *self,
                            GError   **error)
{
  g_return_val_if_fail (TAV_IS_INBOX (self), FALSE);

  if (!tav_ruleset_get_registers_decks (tav_event_get_ruleset (self->event)))
    {
      tav_rule_error_set (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_INVALID,
                          N_("This event registers no decks"));
      return FALSE;
    }
  if (tav_event_has_started (self->event))
    {
      tav_rule_error_set (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_LOCKED,
                          N_("Decks are locked: the first round is drawn"));
      return FALSE;
    }
  return TRUE;
}

/**
 * tav_inbox_check_request:
 * @kind: TAV_SUBMISSION_REGISTRATION or TAV_SUBMISSION_DECK
 * @payload: "name", "club", "deck" (texts; others are ignored)
 *
 * The loader, the phones and the organiser's corrections pass here: the
 * texts follow the rules of names and a deck only goes where the rules
 * register decks; with @new_name, a registration needs a name that no
 * player has (the loader does not ask it: a player added by hand since
 * must not make the file unreadable).
 *
 * Returns: (transfer full): the payload cleaned, or %NULL with @error
 */
JsonObject *
tav_inbox_check_request (TavInbox           *self,
                         TavSubmissionKind   kind,
                         JsonObject         *payload,
                         gboolean            new_name,
                         GError            **error)
{
  g_autoptr(JsonObject) clean = json_object_new ();
  g_autofree char *name = NULL;
  g_autofree char *club = NULL;
  g_autofree char *deck = NULL;
  gboolean decks = tav_ruleset_get_registers_decks (tav_event_get_ruleset (self->event));

  g_return_val_if_fail (TAV_IS_INBOX (self), NULL);
  g_return_val_if_fail (kind != TAV_SUBMISSION_RESULT, NULL);

  if (!(deck = tav_player_clean_deck (member (payload, "deck"), error)))
    return NULL;
  if (deck[0] && !decks)
    {
      tav_rule_error_set (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_INVALID,
                          N_("This event registers no decks"));
      return NULL;
    }
  json_object_set_string_member (clean, "deck", deck);
  if (kind == TAV_SUBMISSION_DECK)
    {
      if (deck[0] == '\0')
        {
          tav_rule_error_set (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_INVALID,
                              N_("The deck is empty"));
          return NULL;
        }
      return g_steal_pointer (&clean);
    }
  if (!(name = clean_short (member (payload, "name"), error)) ||
      !(club = clean_short (member (payload, "club"), error)))
    return NULL;
  /* The rules of a new player's name: visible, not another player's. */
  if (new_name || name[0] == '\0')
    {
      g_clear_pointer (&name, g_free);
      if (!(name = tav_event_check_player_name (self->event, NULL, member (payload, "name"), error)))
        return NULL;
    }
  json_object_set_string_member (clean, "name", name);
  json_object_set_string_member (clean, "club", club);
  return g_steal_pointer (&clean);
}

/**
 * tav_inbox_request_registration:
 * @id: the form's one-time id
 * @deck: (nullable): where the rules register decks
 * @client: (nullable): who sent it, for the refusal log
 *
 * A phone asks to register. Refused when registration is closed, the id
 * was seen before (both logged as refusals) or the texts break a rule of
 * names; a name another player has is no reason (the phone is not told).
 *
 * Returns: (transfer full): the request, waiting for the organiser
 */
TavSubmission *
tav_inbox_request_registration (TavInbox    *self,
                                const char  *id,
                                const char  *name,
                                const char  *club,
                                const char  *deck,
                                const char  *client,
                                GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(JsonObject) payload = json_object_new ();
  g_autoptr(JsonObject) clean = NULL;

  g_return_val_if_fail (TAV_IS_INBOX (self), NULL);

  if (!tav_inbox_check_registration (self, &local_error) || !check_id (self, id, &local_error))
    goto refuse;
  if (count_pending (self, TAV_SUBMISSION_REGISTRATION) >= TAV_INBOX_MAX_REQUESTS)
    {
      tav_rule_error_set (&local_error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_FULL,
                          N_("Too many requests are waiting; ask the organiser"));
      goto refuse;
    }
  json_object_set_string_member (payload, "name", name ? name : "");
  json_object_set_string_member (payload, "club", club ? club : "");
  json_object_set_string_member (payload, "deck", deck ? deck : "");
  /* A name already registered is taken too, in the same words: the phone
   * may not learn who is registered. The organiser is warned in the
   * inbox (tav_inbox_request_warning ()), and accepting it is refused. */
  if (!(clean = tav_inbox_check_request (self, TAV_SUBMISSION_REGISTRATION, payload, FALSE, error)))
    return NULL;
  return file_request (self, TAV_SUBMISSION_REGISTRATION, id, NULL, clean);

refuse:
  return refuse (self, client, g_steal_pointer (&local_error), error);
}

/**
 * tav_inbox_submit_deck:
 * @player_id: the player who signed with his own code (the caller checked it)
 *
 * A player's deck, waiting for the organiser; it replaces the one he sent
 * before (set aside with a reason). Refused once the first round is drawn.
 *
 * Returns: (transfer full): the request
 */
TavSubmission *
tav_inbox_submit_deck (TavInbox    *self,
                       const char  *player_id,
                       const char  *id,
                       const char  *deck,
                       const char  *client,
                       GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(JsonObject) payload = json_object_new ();
  g_autoptr(JsonObject) clean = NULL;
  TavSubmission *earlier;

  g_return_val_if_fail (TAV_IS_INBOX (self), NULL);

  if (tav_event_find_player (self->event, player_id) == NULL)
    {
      tav_rule_error_set (&local_error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_FORBIDDEN,
                          N_("This name and code do not match a player of this event"));
      goto refuse;
    }
  if (!check_id (self, id, &local_error))
    goto refuse;
  if (!tav_inbox_check_decks_open (self, error))
    return NULL;
  json_object_set_string_member (payload, "deck", deck ? deck : "");
  if (!(clean = tav_inbox_check_request (self, TAV_SUBMISSION_DECK, payload, TRUE, error)))
    return NULL;
  earlier = tav_inbox_find_deck_request (self, player_id);
  if (earlier && tav_submission_get_state (earlier) == TAV_SUBMISSION_PENDING)
    tav_submission_set_state (earlier, TAV_SUBMISSION_REJECTED,
                              _("Replaced by a deck sent later"));
  return file_request (self, TAV_SUBMISSION_DECK, id, player_id, clean);

refuse:
  return refuse (self, client, g_steal_pointer (&local_error), error);
}

/* The last deck @player_id sent, in any state; NULL when none. */
TavSubmission *
tav_inbox_find_deck_request (TavInbox   *self,
                             const char *player_id)
{
  g_return_val_if_fail (TAV_IS_INBOX (self), NULL);

  for (guint i = g_list_model_get_n_items (G_LIST_MODEL (self->submissions)); i-- > 0; )
    {
      TavSubmission *s = tav_inbox_get_submission (self, i);

      if (tav_submission_get_kind (s) == TAV_SUBMISSION_DECK &&
          g_strcmp0 (tav_submission_get_player_id (s), player_id) == 0)
        return s;
    }
  return NULL;
}

/* One line for the organiser: "Anna Rossi (Roma) — deck: Rey, Poe …", a
 * deck's first line only. */
char *
tav_inbox_describe_request (TavSubmission *s)
{
  JsonObject *payload = tav_submission_get_result (s);
  const char *name = member (payload, "name"), *club = member (payload, "club");
  const char *deck = member (payload, "deck");
  g_autoptr(GString) out = g_string_new (NULL);

  g_return_val_if_fail (TAV_IS_SUBMISSION (s), NULL);

  if (tav_submission_get_kind (s) == TAV_SUBMISSION_REGISTRATION)
    {
      g_string_append (out, name);
      if (club[0])
        g_string_append_printf (out, " (%s)", club);
    }
  if (deck[0])
    {
      if (out->len)
        g_string_append (out, " — ");
      g_autofree char *first = g_strndup (deck, strcspn (deck, "\n"));

      if (deck[strlen (first)] != '\0')
        /* TRANSLATORS: %s is the first line of a player's deck, more lines follow */
        g_string_append_printf (out, _("deck: %s …"), first);
      else
        /* TRANSLATORS: %s is a player's deck, as he typed it */
        g_string_append_printf (out, _("deck: %s"), deck);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/**
 * tav_inbox_request_warning:
 *
 * What the organiser should see before accepting @submission: a waiting
 * registration whose name a player has already (accepting it as it is
 * would be refused).
 *
 * Returns: (transfer full) (nullable): the warning, or %NULL
 */
char *
tav_inbox_request_warning (TavInbox      *self,
                           TavSubmission *submission)
{
  const char *name = member (tav_submission_get_result (submission), "name");
  TavPlayer *other;

  g_return_val_if_fail (TAV_IS_INBOX (self), NULL);
  g_return_val_if_fail (TAV_IS_SUBMISSION (submission), NULL);

  if (tav_submission_get_kind (submission) != TAV_SUBMISSION_REGISTRATION ||
      tav_submission_get_state (submission) != TAV_SUBMISSION_PENDING || name[0] == '\0' ||
      !(other = tav_event_lookup_player (self->event, name, NULL)))
    return NULL;
  /* TRANSLATORS: %s is a player's name, as registered; %s his id (p3) */
  return g_strdup_printf (_("A player named “%s” is already registered (%s): edit the name or refuse the request"),
                          tav_player_get_name (other), tav_player_get_id (other));
}

/* Accepting: a registration adds the player (his code follows from his
 * id), a deck sets the player's deck, checked again as the event is now. */
gboolean
tav_inbox_accept_request (TavInbox       *self,
                          TavSubmission  *s,
                          GError        **error)
{
  TavSubmissionKind kind = tav_submission_get_kind (s);
  g_autoptr(JsonObject) clean = NULL;
  g_autofree char *team = NULL;
  TavPlayer *player;

  if (kind == TAV_SUBMISSION_DECK && !tav_inbox_check_decks_open (self, error))
    return FALSE;
  if (!(clean = tav_inbox_check_request (self, kind, tav_submission_get_result (s), TRUE, error)))
    return FALSE;
  if (kind == TAV_SUBMISSION_DECK)
    {
      if (!(player = tav_event_require_player (self->event, tav_submission_get_player_id (s), error)))
        return FALSE;
      tav_submission_set_state (s, TAV_SUBMISSION_ACCEPTED, NULL);
      tav_player_set_deck (player, member (clean, "deck"));
      tav_inbox_changed (self);
      return TRUE;
    }
  /* As tav_event_register_player (), with the deck, in one change. */
  if (!(team = tav_event_check_team (self->event, NULL, NULL, FALSE, error)) ||
      !(player = tav_event_add_player_quiet (self->event, member (clean, "name"), error)))
    return FALSE;
  tav_player_set_club (player, member (clean, "club"));
  tav_player_set_deck (player, member (clean, "deck"));
  tav_submission_set_player_id (s, tav_player_get_id (player));
  tav_submission_set_state (s, TAV_SUBMISSION_ACCEPTED, NULL);
  tav_inbox_changed (self);
  return TRUE;
}

/* The organiser's correction of a request, checked as a new one. */
gboolean
tav_inbox_edit_request (TavInbox       *self,
                        TavSubmission  *s,
                        JsonObject     *payload,
                        GError        **error)
{
  g_autoptr(JsonObject) clean = NULL;

  if (!(clean = tav_inbox_check_request (self, tav_submission_get_kind (s), payload, TRUE, error)))
    return FALSE;
  tav_submission_set_result (s, clean);
  tav_inbox_changed (self);
  return TRUE;
}
