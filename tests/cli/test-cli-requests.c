/* test-cli-requests.c — tavolo-cli inbox with the requests players sent
 * from their phones: a late registration (listed, corrected, accepted:
 * the new player's code printed) and a deck (refused with a reason)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "tav-document.h"
#include "tav-event.h"
#include "tav-table-token.h"
#include "tav-test-cli.h"

/* What the venue server does when phones send a registration (r1) and,
 * with @deck_too, Player 02's deck (d1). */
static void
phones_send (Fixture    *f,
             const char *name,
             const char *club,
             const char *deck,
             gboolean    deck_too)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) event = tav_document_load_file (f->file, &error);
  TavInbox *inbox;
  g_autoptr(TavSubmission) r = NULL;
  g_autoptr(TavSubmission) d = NULL;

  g_assert_no_error (error);
  inbox = tav_event_get_inbox (event);
  r = tav_inbox_request_registration (inbox, "r1", name, club, deck, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (r);
  if (deck_too)
    {
      d = tav_inbox_submit_deck (inbox, "p2", "d1", "Han Solo", NULL, &error);
      g_assert_no_error (error);
    }
  g_assert_true (tav_document_save_file (event, f->file, FALSE, &error));
  g_assert_no_error (error);
}

static void
test_registration (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *opened = NULL;
  g_autofree char *listed = NULL;
  g_autofree char *edited = NULL;
  g_autofree char *accepted = NULL;
  g_autofree char *refused = NULL;
  g_autofree char *all = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *code = NULL;
  g_autofree char *printed = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) event = NULL;
  TavPlayer *ada;

  new_event_of (f, "destiny", 4);
  cli_fails (f->file, 2, "inbox: “registration” needs “on” or “off”", "inbox", f->file,
             "registration", "maybe", NULL);
  opened = cli_ok ("inbox", f->file, "registration", "on", NULL);
  g_assert_cmpstr (opened, ==, "");
  phones_send (f, "Ada King", "Roma", "Rey\nPoe Dameron\n", TRUE);

  listed = cli_ok ("inbox", f->file, NULL);
  g_assert_cmpstr (listed, ==,
                   "r1  registration  waiting\n"
                   /* A deck of lines is listed by its first. */
                   "    Ada King (Roma) — deck: Rey …\n"
                   "d1  deck of Player 02  waiting\n"
                   "    deck: Han Solo\n"
                   "0 results waiting\n"
                   "2 requests waiting\n");

  edited = cli_ok ("inbox", f->file, "edit", "r1", "--json",
                   "{\"name\": \"Ada Lovelace\", \"club\": \"Roma Nord\", \"deck\": \"Rey; Poe Dameron\"}",
                   NULL);
  g_assert_cmpstr (edited, ==,
                   "r1: request edited, waiting to be accepted: Ada Lovelace (Roma Nord) — deck: Rey; Poe Dameron\n");
  cli_fails (f->file, 1, "r1: A player needs a name", "inbox", f->file,
             "edit", "r1", "--json", "{\"name\": \" \"}", NULL);

  accepted = cli_ok ("inbox", f->file, "accept", "r1", NULL);
  event = tav_document_load_file (f->file, &error);
  g_assert_no_error (error);
  ada = tav_event_find_player (event, "p5");
  g_assert_cmpstr (tav_player_get_name (ada), ==, "Ada Lovelace");
  g_assert_cmpstr (tav_player_get_club (ada), ==, "Roma Nord");
  g_assert_cmpstr (tav_player_get_deck (ada), ==, "Rey; Poe Dameron");
  code = tav_event_get_player_code (event, "p5");
  printed = tav_token_format_code (code);
  g_assert_cmpuint (strlen (printed), ==, 9);
  expected = g_strdup_printf ("Ada Lovelace registered (p5); personal code: %s\n", printed);
  g_assert_cmpstr (accepted, ==, expected);

  refused = cli_ok ("inbox", f->file, "reject", "d1", "--reason", "Illegal card", NULL);
  g_assert_cmpstr (refused, ==, "d1: request refused\n");
  all = cli_ok ("inbox", f->file, "list", "--all", NULL);
  assert_contains (all, "r1  registration  accepted\n    Ada Lovelace (Roma Nord) — deck: Rey; Poe Dameron\n");
  assert_contains (all, "d1  deck of Player 02  rejected\n    deck: Han Solo\n    Illegal card\n");
  cli_fails (f->file, 1, "r1: The request “r1” was already accepted or refused", "inbox", f->file,
             "accept", "r1", NULL);
}

/* A phone asked for a name a player has: the request waits like any
 * other (the phone is not told), `inbox` warns the organiser, accepting
 * it as it is is refused, and a corrected name is accepted. */
static void
test_taken_name (Fixture       *f,
                 gconstpointer  data)
{
  g_autofree char *listed = NULL;
  g_autofree char *accepted = NULL;

  new_event_of (f, "destiny", 4);
  g_free (cli_ok ("inbox", f->file, "registration", "on", NULL));
  phones_send (f, "player 03", "", NULL, FALSE);

  listed = cli_ok ("inbox", f->file, NULL);
  g_assert_cmpstr (listed, ==,
                   "r1  registration  waiting\n"
                   "    player 03\n"
                   "    A player named “Player 03” is already registered (p3): edit the name or refuse the request\n"
                   "0 results waiting\n"
                   "1 request waiting\n");
  cli_fails (f->file, 1, "r1: A player named “player 03” is already registered (p3)", "inbox", f->file,
             "accept", "r1", NULL);
  g_free (cli_ok ("inbox", f->file, "edit", "r1", "--json", "{\"name\": \"Player 03 Bis\"}", NULL));
  accepted = cli_ok ("inbox", f->file, "accept", "r1", NULL);
  g_assert_true (g_str_has_prefix (accepted, "Player 03 Bis registered (p5); personal code: "));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/cli/requests/registration", Fixture, NULL, fixture_setup, test_registration,
              fixture_teardown);
  g_test_add ("/cli/requests/taken-name", Fixture, NULL, fixture_setup, test_taken_name,
              fixture_teardown);

  return g_test_run ();
}
