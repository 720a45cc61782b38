/* tav-venue-check-in-page.c
 *
 * The check-in page of a phone at the door, and what its form does, in
 * the event's thread: the player who signs with a name and a personal
 * code (tav_event_find_player_by_code ()) is checked in for the next
 * round, in that player's own hand, so that the event's log names him.
 * A wrong name and a wrong code get the same answer, so that the page
 * tells nobody who is registered. Every answer is the page again, with
 * what happened on top, in the reader's language.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-venue-check-in"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tav-table-token.h"
#include "tav-venue-check-in-private.h"
#include "tav-venue-check-in.h"
#include "tav-venue-form.h"
#include "tav-venue-retranslate.h"

#define T(msgid) tav_venue_catalog_gettext (answer->catalog, msgid)

/* The one-time ids of the check-in's forms are signed apart from any
 * table's: no stage has this id, and no round is numbered 0. */
#define FORM_SCOPE "self-check-in"

static const char *
sent (TavCheckInAnswer *answer,
      const char       *name)
{
  return answer->form ? g_hash_table_lookup (answer->form, name) : NULL;
}

static void
page_start (TavCheckInAnswer *answer)
{
  GString *out = answer->body = g_string_new (NULL);
  const char *event_name = answer->event ? tav_event_get_name (answer->event) : NULL;

  tav_venue_html_head (out, answer->catalog, T (N_("Check in")));
  g_string_append (out, "</head>\n<body class=\"table-form check-in\">\n<main>\n");
  if (event_name && event_name[0])
    tav_venue_paragraph (out, "class=\"event\"", event_name);
  g_string_append (out, "<h1>");
  tav_venue_escape (out, T (N_("Check in")));
  g_string_append (out, "</h1>\n");
}

/* Back to the pages, in the language the reader chose. */
static void
page_end (TavCheckInAnswer *answer)
{
  g_string_append_printf (answer->body, "<p class=\"more\"><a href=\"%s/", answer->prefix ? answer->prefix : "");
  if (answer->language_asked)
    g_string_append_printf (answer->body, "?lang=%s", tav_venue_catalog_get_language (answer->catalog));
  g_string_append (answer->body, "\">");
  tav_venue_escape (answer->body, T (N_("Find my table")));
  g_string_append (answer->body, "</a></p>\n</main>\n</body>\n</html>\n");
}

static void
text_field (GString    *out,
            const char *name,
            const char *label,
            const char *attributes,
            const char *value)
{
  g_string_append_printf (out, "<label><span>");
  tav_venue_escape (out, label);
  g_string_append_printf (out, "</span> <input type=\"text\" name=\"%s\" %s required value=\"", name, attributes);
  tav_venue_escape (out, value ? value : "");
  g_string_append (out, "\"></label>\n");
}

/* The form, with a new id the server signs: a made-up form is refused,
 * and one sent twice is refused the second time. A name typed is kept
 * for the next try; a code never is. */
static void
check_in_form (TavCheckInAnswer *answer)
{
  GString *out = answer->body;
  const char *key = tav_inbox_ensure_key (tav_event_get_inbox (answer->event));
  g_autofree char *id = tav_token_new_form_id (key, FORM_SCOPE, 0, 0);
  g_autofree char *name_attributes = g_strdup_printf ("maxlength=\"%d\" autocomplete=\"name\"",
                                                      TAV_VENUE_CHECK_IN_MAX_NAME);

  g_string_append_printf (out, "<form class=\"check-in-form\" method=\"post\" action=\"%s" TAV_VENUE_CHECK_IN_PATH "\">\n",
                          answer->prefix ? answer->prefix : "");
  g_string_append_printf (out, "<input type=\"hidden\" name=\"id\" value=\"%s\">\n", id);
  g_string_append_printf (out, "<input type=\"hidden\" name=\"lang\" value=\"%s\">\n",
                          tav_venue_catalog_get_language (answer->catalog));
  text_field (out, "name", T (N_("Your name")), name_attributes, sent (answer, "name"));
  text_field (out, "code", T (N_("Your personal code")),
              "maxlength=\"20\" autocomplete=\"off\" autocapitalize=\"characters\" spellcheck=\"false\"", NULL);
  g_string_append (out, "<button type=\"submit\">");
  tav_venue_escape (out, T (N_("Check in")));
  g_string_append (out, "</button>\n</form>\n");
}

/* @done: what happened is news, not a mistake. */
static void
page (TavCheckInAnswer *answer,
      guint             status,
      const char       *message,
      gboolean          done,
      gboolean          with_form)
{
  answer->status = status;
  page_start (answer);
  if (message)
    tav_venue_paragraph (answer->body, done ? "class=\"message\" role=\"status\"" : "class=\"error\" role=\"alert\"",
                         message);
  else
    tav_venue_paragraph (answer->body, "class=\"hint\"",
                         T (N_("Type your name and the personal code the organiser gave you.")));
  if (with_form)
    check_in_form (answer);
  page_end (answer);
}

void
tav_venue_check_in_message_page (TavCheckInAnswer *answer,
                                 guint             status,
                                 const char       *message)
{
  answer->status = status;
  page_start (answer);
  tav_venue_paragraph (answer->body, "class=\"error\" role=\"alert\"", message);
  page_end (answer);
}

/* The round a player checking in now plays, or 0 while one is drawn and
 * not finished: whoever comes then is the organiser's to seat. */
static guint
next_round (TavEvent *event)
{
  TavStage *stage = tav_event_get_current_stage (event);
  TavRound *last = stage ? tav_stage_get_last_round (stage) : NULL;

  if (last != NULL && !tav_round_is_complete (last))
    return 0;
  return stage ? tav_stage_get_n_rounds (stage) + 1 : 1;
}

static void
check_in (TavCheckInAnswer *answer,
          TavPlayer        *player,
          guint             round)
{
  TavHand hand = { TAV_HAND_PLAYER, (char *) tav_player_get_name (player) };
  g_autoptr(TavHand) earlier = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  if (tav_event_get_hand (answer->event) != NULL)
    earlier = tav_hand_copy (tav_event_get_hand (answer->event));
  tav_inbox_add_seen (tav_event_get_inbox (answer->event), sent (answer, "id"));
  tav_event_set_hand (answer->event, &hand);
  if (!tav_event_check_in (answer->event, tav_player_get_id (player), TRUE, &error))
    {
      /* Nothing of it is the player's: a change the host has not
       * recorded yet keeps the hand it had. */
      tav_event_set_hand (answer->event, earlier);
      text = tav_venue_retranslate (answer->catalog, error);
      page (answer, 409, text, FALSE, TRUE);
      return;
    }
  answer->player_id = g_strdup (tav_player_get_id (player));
  if (round == 1)
    /* TRANSLATORS: %s is the player's name, as registered */
    text = g_strdup_printf (T (N_("%s, you are checked in for the first round")), tav_player_get_name (player));
  else
    /* TRANSLATORS: %s is the player's name, as registered; %u the round */
    text = g_strdup_printf (T (N_("%s, you are checked in for round %u")), tav_player_get_name (player), round);
  page (answer, SOUP_STATUS_OK, text, TRUE, FALSE);
}

/* A POST: its form id first (made by this server, never sent before),
 * then who signs, then whether the player may still check in. */
static void
act (TavCheckInAnswer *answer)
{
  TavInbox *inbox = tav_event_get_inbox (answer->event);
  const char *id = sent (answer, "id");
  const char *name = sent (answer, "name");
  const char *code = sent (answer, "code");
  TavPlayer *player;
  guint round;

  if (!tav_token_check_form_id (tav_inbox_get_key (inbox), FORM_SCOPE, 0, 0, id))
    {
      page (answer, 400, T (N_("This form was not made by this server: it was not sent. Here is a new one.")),
            FALSE, TRUE);
      return;
    }
  if (tav_inbox_has_seen (inbox, id))
    {
      page (answer, 409, T (N_("This form was sent before: nothing was changed. Here is a new one.")), FALSE, TRUE);
      return;
    }
  if (name == NULL || code == NULL || g_utf8_strlen (name, -1) > TAV_VENUE_CHECK_IN_MAX_NAME ||
      strlen (code) > TAV_VENUE_CHECK_IN_MAX_CODE)
    {
      page (answer, 400, T (N_("Type your name and your personal code.")), FALSE, TRUE);
      return;
    }
  player = tav_event_find_player_by_code (answer->event, name, code);
  if (player == NULL)
    {
      /* The same words whichever is wrong; the log of refusals keeps
       * the address, not what was typed. */
      answer->failed = TRUE;
      tav_inbox_log_refusal (inbox, NULL, 0, 0, answer->client,
                             _("A check-in from a phone with a wrong name or personal code"));
      page (answer, 403, T (N_("No player with this name and code")), FALSE, TRUE);
      return;
    }
  if (tav_player_get_checked_in (player))
    {
      page (answer, 409, T (N_("You are already checked in")), TRUE, FALSE);
      return;
    }
  if ((round = next_round (answer->event)) == 0)
    {
      page (answer, 409, T (N_("The round is already drawn: see the organiser")), FALSE, FALSE);
      return;
    }
  check_in (answer, player, round);
}

/* In the event's thread: the form, or what a POST did. */
void
tav_venue_check_in_answer (TavCheckInAnswer *answer)
{
  if (!tav_event_get_self_check_in (answer->event))
    page (answer, answer->form ? 403 : SOUP_STATUS_OK,
          T (N_("Check-in from phones is closed: see the organiser")), FALSE, FALSE);
  else if (answer->form == NULL)
    page (answer, SOUP_STATUS_OK, NULL, FALSE, TRUE);
  else
    act (answer);
}
