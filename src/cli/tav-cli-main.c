/* tav-cli-main.c — tavolo-cli: run a tournament from the command line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tavolo-cli"

#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "tav-cli.h"
#include "tav-i18n.h"

static const TavCliCommand commands[] = {
  { "rulesets", NULL, N_("List the rulesets and their parameters"),
    NULL, tav_cli_rulesets },
  { "new", N_("FILE"), N_("Create an event file"),
    N_("Example:\n  tavolo-cli new cup.tavolo --ruleset bang-2011 --name \"BANG! Cup\" --date 2011-05-14\n\n"
       "An existing FILE is never replaced unless --force is given."),
    tav_cli_new },
  { "edit", N_("FILE"), N_("Change the room's settings of an event"),
    N_("Example:\n  tavolo-cli edit cup.tavolo --accessible-tables 1,2 --clubs every-round\n\n"
       "--accessible-tables lists the tables a wheelchair reaches (\"\" for none): a player\n"
       "marked with “players FILE seat PLAYER --accessible” sits at one of them. --clubs\n"
       "every-round keeps players of one club apart in every round, first-round in round 1\n"
       "only, mixed never. Both may also be given to “new”."),
    tav_cli_edit },
  { "players", N_("FILE ACTION [ARGUMENT…]"),
    N_("Register and manage the players"),
    N_("Actions:\n"
       "  add NAME…               register players\n"
       "  import LIST             register the players of a CSV file (a header line with a\n"
       "                          “name” column and optional “club”, “team” and “reserve”\n"
       "                          columns) or of a text file (one name per line); all or\n"
       "                          nothing\n"
       "  list                    list the players (--format text, csv or json)\n"
       "  withdraw PLAYER         a player leaves the event (--reason is optional)\n"
       "  eject PLAYER            the judge ejects a player (--reason is required)\n"
       "  disqualify PLAYER       the judge disqualifies a player, who cannot return\n"
       "  reinstate PLAYER        a player who withdrew comes back (destiny: a loss for\n"
       "                          each missed round)\n"
       "  deck PLAYER DECK        register a player's deck (free text)\n"
       "  team PLAYER TEAM        a player's team in a fixed-team tournament (bgl), before\n"
       "                          the first draw; --reserve: as its reserve; \"\" for none\n"
       "  remove PLAYER           unregister a player before the first draw\n"
       "  rename PLAYER NAME      correct a player's name\n"
       "  seat PLAYER --table N   the player always sits at table N (--accessible: at one\n"
       "                          of the event's accessible tables; --clear: anywhere)\n"
       "  apart PLAYER PLAYER…    these players never meet where the draw can avoid it\n"
       "                          (--clear PLAYER: remove his groups; --list: list them)\n"
       "  code PLAYER             print the player's personal code, which a phone at the\n"
       "                          door asks for (--renew: a new one, the old one stops\n"
       "                          working)\n"
       "  codes                   every active player's name and code, for a badge sheet\n"
       "                          (--format text, csv or json)\n"
       "  self-check-in on|off    whether players may check in from their phones\n\n"
       "add takes --club CLUB, --team TEAM and --reserve for all the players it adds.\n"
       "PLAYER is an id (p7) or an exact name (any case). With --season SEASON, add and\n"
       "import refuse players excluded from the season or in its permanent ranking."),
    tav_cli_players },
  { "warn", N_("FILE PLAYER"), N_("Give a player a warning"),
    N_("In BANG! the second warning ejects the player."),
    tav_cli_warn },
  { "draw", N_("FILE"), N_("Seat the next round and print its tables"),
    N_("Until the first draw, --param may still change a ruleset parameter, e.g.\n"
       "--param layout=mixed-6-7 when 13 players came to a BANG! 2007 qualifier."),
    tav_cli_draw },
  { "redraw", N_("FILE"), N_("Seat the last round again while none of its results is entered"),
    NULL, tav_cli_redraw },
  { "show", N_("FILE"), N_("Print a round's seating and results"),
    N_("Without --round, the current round (every round of a finals bracket)."),
    tav_cli_show },
  { "swap", N_("FILE PLAYER_A PLAYER_B"), N_("Swap two players' seats in a round"),
    N_("What the swap would cost (a rematch, a repeated meeting, a kept-apart or\n"
       "club meeting, a second first seat, a fixed table left) is printed first: a\n"
       "swap with a cost is made only with --yes; --dry-run only prints it. After\n"
       "the swap, any rule the new seating breaks is printed."),
    tav_cli_swap },
  { "result", N_("FILE"), N_("Enter or clear the result of a table"),
    N_("The result is a JSON object as stored in the event file, given as text,\n"
       "as @FILE.json, or as @- to read it from the standard input. For BANG!:\n"
       "  {\"outcome\": \"law\", \"renegade_killed_last\": false,\n"
       "   \"seats\": [{\"role\": \"sheriff\", \"alive\": true, \"spent\": 0}, …]}\n"
       "with one entry in \"seats\" per seat, in seat order."),
    tav_cli_result },
  { "extend", N_("FILE"), N_("Add minutes to one table's clock (a judge call, a deck check)"),
    N_("Example:\n  tavolo-cli extend cup.tavolo --table 7 --minutes 5 --reason \"deck check\"\n\n"
       "The table must be playing in the current round; its clock is the round timer\n"
       "plus its added minutes, on the app, the public display and the phones."),
    tav_cli_extend },
  { "release", N_("FILE"), N_("Show the drawn round to the room (when rounds wait to be released)"),
    N_("With --setting manual, a drawn round waits: the public display and the phones\n"
       "keep showing the round before until “tavolo-cli release FILE”. --setting at-once\n"
       "shows every new round as soon as it is drawn (and releases a waiting one)."),
    tav_cli_release },
  { "standings", N_("FILE"), N_("Print the standings"),
    N_("A secret ranking is printed all the same for the judge, with a warning line."),
    tav_cli_standings },
  { "publish", N_("FILE"), N_("Publish the ranking (it is no longer secret)"),
    NULL, tav_cli_publish },
  { "balance", N_("FILE PLAYER"), N_("Print one player's balance, and nobody else's"),
    NULL, tav_cli_balance },
  { "finals", N_("FILE"), N_("Build the finals from the standings and print the matches"),
    NULL, tav_cli_finals },
  { "duel", N_("FILE"), N_("Record the winner of a finals match"),
    NULL, tav_cli_duel },
  { "print", N_("FILE"), N_("Write Record Sheets, the seating, the standings or the bracket as PDF"),
    N_("--what record-sheets prints one Record Sheet per table of a round (a match\n"
       "slip per match in a bracket); seating prints the tables and who sits where;\n"
       "standings only once the ranking is published (or with --judge-copy); bracket\n"
       "the finals. The PDF is exactly what the app prints."),
    tav_cli_print },
  { "export", N_("FILE"), N_("Write the players’ code slips or deck-check sheets as PDF"),
    N_("Example:\n  tavolo-cli export cup.tavolo --codes codes.pdf --address http://10.0.0.2:8080/\n\n"
       "--codes prints a slip per active player with his personal code (the venue key is\n"
       "made and saved the first time); --deck-checks a page per registered deck, with\n"
       "boxes for the judge. Both may be given at once."),
    tav_cli_export },
  { "inbox", N_("FILE [ACTION] [ARGUMENT…]"),
    N_("The results sent from the tables: list, accept, reject, edit"),
    N_("Actions:\n"
       "  list                    the results waiting (--all: every one, refusals too)\n"
       "  refusals                the requests “serve” turned away (a wrong or closed\n"
       "                          code, a replayed form), kept apart from FILE\n"
       "  accept ID…              enter these results, as “result” would; one the table\n"
       "                          already has, or of a closed round, only with --replace\n"
       "  reject ID…              set them aside (--reason: shown on the phone)\n"
       "  edit ID --json RESULT   correct a waiting result before accepting it\n"
       "  submit                  send a result as a phone would (--table, --code, --json,\n"
       "                          --seat)\n"
       "  codes                   the open round's tables with their codes and link tokens\n"
       "  judge-add NAME          a judge's code for every table (--auto-accept)\n"
       "  judge-revoke NAME       the judge's code stops working\n"
       "  auto-accept on|off      accept valid, unanimous results without asking\n"
       "  registration on|off     let phones ask to register; the requests wait here,\n"
       "                          as do the decks players send (accept prints the code)\n\n"
       "Each action that changes FILE holds its lock, as the app and “serve” do."),
    tav_cli_inbox },
  { "serve", N_("FILE…"), N_("Show the event on the phones in the room (the venue network)"),
    N_("Serves read-only pages to any browser on the local network: find my table,\n"
       "the tables of the round, and the standings once they are public. The pages\n"
       "follow FILE as it is saved. Stop with Ctrl+C."),
    tav_cli_serve },
  { "timer", N_("FILE [ACTION]"), N_("The round timer, as the app and “serve” show it"),
    N_("Actions:\n"
       "  show                    the time left in the round in play (the default)\n"
       "  start                   start the timer, or go on after a pause\n"
       "  pause                   stop it, keeping the time left\n"
       "  set MINUTES             a new length for the round, stopped (1 to 1440)\n\n"
       "The timer is kept beside the app's state, not in FILE, which is only read; a\n"
       "running “serve FILE” shows it on the phones within a second."),
    tav_cli_timer },
  { "season", N_("ACTION SEASON [ARGUMENT…]"), N_("Keep a ranking across tournaments"),
    N_("Actions:\n"
       "  new SEASON --name NAME    create a season file (--ruleset ID, default catan-bg,\n"
       "                            or bgl; --param permanent_tp=300, a0=10, tau=10…)\n"
       "  add SEASON FILE…          import finished events; a corrected file replaces its\n"
       "                            earlier import instead of counting twice; all or nothing\n"
       "  remove SEASON FILE|ID     take a tournament out again\n"
       "  show SEASON               the tournaments and the excluded players\n"
       "  standings SEASON          the ranking (--format text, csv or json)\n"
       "  permanent SEASON          the permanent ranking (--format text, csv or json)\n"
       "  exclude SEASON PLAYER     exclude a player from future tournaments (--reason is\n"
       "                            required, --date optional; --lift takes it back)\n"
       "  alias SEASON PLAYER NAME  NAME, as written in some event file, is PLAYER\n"
       "  carry SEASON PLAYER FIELD=VALUE…  what PLAYER brings from earlier seasons\n"
       "                            (catan-bg: tp=120…; bgl: last_year=640); FIELD= clears\n"
       "  print SEASON -o OUT.pdf   the ranking as PDF (--permanent: the permanent one)\n\n"
       "PLAYER is a season id (s4) or a name or alias (any case). Register the players\n"
       "of an event of the season with “players FILE add NAME… --season SEASON”:\n"
       "excluded players and players in the permanent ranking are refused."),
    tav_cli_season },
  { "pairings", N_("FILE"), N_("Explain each pairing and the bye of a Swiss round"), NULL, tav_cli_pairings },
  { "ejected", N_("FILE"), N_("Report the ejected players, with their warnings"),
    NULL, tav_cli_ejected },
  { "validate", N_("FILE"), N_("Check an event file"),
    NULL, tav_cli_validate },
  { "log", N_("FILE"), N_("Print the event’s log: every change, when and by whose hand"),
    N_("--table N and --player PLAYER (an id or an exact name) keep the changes of one\n"
       "table or one player, --hand KIND those of one hand: app, cli, table, judge or\n"
       "season; they may be combined. CSV and JSON give each change’s time, hand, act,\n"
       "place and players as well as its words. FILE is only read, even while another\n"
       "hand holds its lock."),
    tav_cli_log },
  { "restore", N_("FILE"), N_("Put back the version saved before a file that Tavolo refuses"),
    N_("FILE~ (the version the last save replaced) becomes FILE again; the refused FILE\n"
       "is kept as FILE.refused. Only for a file that does not load, and a FILE~ that does."),
    tav_cli_restore },
};

const TavCliCommand *
tav_cli_find_command (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_strcmp0 (commands[i].name, name) == 0)
      return &commands[i];
  return NULL;
}

static void
print_help (void)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(TavCliGrid) grid = tav_cli_grid_new (2);

  g_string_append_printf (out, _("Usage:\n  %s COMMAND [OPTION…] FILE [ARGUMENT…]\n\n"),
                          TAV_CLI_PROGRAM);
  g_string_append (out, _("Run a Tavolo tournament from the command line.\n\n"));
  g_string_append (out, _("Commands:\n"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    tav_cli_grid_add (grid, commands[i].name, _(commands[i].summary), NULL);
  tav_cli_grid_print (grid, out, "  ");
  g_string_append (out, _("\nOptions:\n"
                          "  -h, --help       Show this help\n"
                          "  -V, --version    Show the version\n"
                          "  --as NAME        The name the event’s log gives the command’s changes\n"
                          "                   (before or after the command)\n\n"));
  g_string_append_printf (out, _("Run “%s COMMAND --help” for the options of a command.\n"
                                 "Exit status: 0 on success, 1 when the command failed, 2 for a wrong command line.\n"),
                          TAV_CLI_PROGRAM);
  tav_cli_write (out->str);
}

static int
run_command (int    argc,
             char **argv)
{
  const TavCliCommand *command;
  int status = TAV_CLI_OK;

  if (!tav_cli_take_global_as (&argc, &argv, &status))
    return status;
  if (argc < 2)
    return tav_cli_usage (NULL, _("missing COMMAND"));

  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0 ||
      strcmp (argv[1], "help") == 0)
    {
      /* "help COMMAND" is the same as "COMMAND --help". */
      if (argc > 2 && strcmp (argv[1], "help") == 0)
        {
          char *help_argv[] = { argv[2], (char *) "--help", NULL };

          if (tav_cli_find_command (argv[2]) == NULL)
            return tav_cli_usage (NULL, _("unknown command “%s”"), argv[2]);
          return tav_cli_find_command (argv[2])->run (2, help_argv);
        }
      print_help ();
      return TAV_CLI_OK;
    }
  if (strcmp (argv[1], "--version") == 0 || strcmp (argv[1], "-V") == 0)
    {
      tav_cli_write (TAV_CLI_PROGRAM " " PACKAGE_VERSION "\n");
      return TAV_CLI_OK;
    }
  if (argv[1][0] == '-')
    return tav_cli_usage (NULL, _("unknown option “%s”; the command comes first"), argv[1]);

  command = tav_cli_find_command (argv[1]);
  if (command == NULL)
    return tav_cli_usage (NULL, _("unknown command “%s”"), argv[1]);
  return command->run (argc - 1, argv + 1);
}

int
main (int    argc,
      char **argv)
{
  int status;

  tav_i18n_init ();

  status = run_command (argc, argv);

  /* A full disk or a closed pipe must not look like success. */
  if ((fflush (stdout) != 0 || ferror (stdout)) && status == TAV_CLI_OK)
    status = tav_cli_fail (NULL, _("could not write the output"));
  return status;
}
