/* test-cli-inbox.c — tavolo-cli inbox: accepting never silently replaces
 * a result (--replace does, saying so), the requests turned away are kept
 * apart from FILE, a judge is one judge however the name is typed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "tav-test-cli.h"

static void
set_up (Fixture       *f,
        gconstpointer  data)
{
  fixture_setup (f, data);
  new_event_of (f, "destiny", 12);
  g_free (cli_ok ("draw", f->file, NULL));
}

/* "Marco <i>Judge</i>" and "marco <i>judge</i>" are one judge: the
 * second is refused, and either revokes the code. */
static void
test_judge_names (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *added = cli_ok ("inbox", f->file, "judge-add", "Marco <i>Judge</i>", NULL);
  g_autofree char *revoked = NULL;

  assert_contains (added, "Judge Marco <i>Judge</i>: code ");
  cli_fails (f->file, 1, "tavolo-cli: inbox: There is already a judge named “Marco <i>Judge</i>”",
             "inbox", f->file, "judge-add", "marco <i>judge</i>", NULL);
  revoked = cli_ok ("inbox", f->file, "judge-revoke", " MARCO <I>JUDGE</I>", NULL);
  g_assert_cmpstr (revoked, ==, "Judge Marco <i>Judge</i>: code revoked\n");
  cli_fails (f->file, 1, "tavolo-cli: inbox: There is no judge named “marco <i>judge</i>”",
             "inbox", f->file, "judge-revoke", "marco <i>judge</i>", NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/cli/inbox/judge-names", Fixture, NULL, set_up, test_judge_names, fixture_teardown);

  return g_test_run ();
}
