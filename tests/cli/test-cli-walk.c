/* test-cli-walk.c — no accepted act may brick an event (issue #31)
 *
 * A stateful property test in the manner of a QuickCheck state machine:
 * random walks over every command of tavolo-cli that changes an event or a
 * season, in every ruleset, valid and deliberately invalid ones. After each
 * step:
 *  - a command that succeeded left an event that loads, validates and
 *    round-trips byte for byte, and from which show, standings, print and
 *    the next draw (tried on a copy) work or refuse with a rule, never
 *    with a load error; the season file likewise loads and round-trips;
 *  - a command that was refused left FILE, FILE~, SEASON and SEASON~
 *    byte-identical and printed one line on stderr and nothing else.
 * A result sent from a table (`inbox submit`) and refused by the inbox (a
 * wrong code, a closed round) is no exception: the refusal is logged for
 * the organiser apart from FILE, as the venue server logs it (issue #32).
 *
 * A step is a command kind and a seed; its arguments are chosen when it
 * runs, from the event as it is then (the players, the tables, the
 * inbox). So a failing walk can be shrunk by leaving steps out and running
 * the rest again; the shortest walk that still fails is printed as shell
 * commands to paste.
 *
 * In the suite every ruleset gets a few walks (about two minutes in all).
 * The long mode:
 *   TAVOLO_WALK_SECONDS=3600 meson test -C _build cli-walk --timeout-multiplier 0
 * walks until the time is up; TAVOLO_WALK_SEED=N replays one walk seed (a
 * walk's seed is printed with its ruleset), TAVOLO_WALK_STEPS sets the
 * length of each walk (default 60), TAVOLO_WALK_VERBOSE=1 prints every
 * command with its answer.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>
#include <sys/wait.h>

#include <glib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "tav-document.h"
#include "tav-inbox.h"
#include "tav-season-document.h"
#include "tav-table-token.h"
#include "tav-test-bang.h"
#include "tav-test-catan.h"

#define EVENT  "ev.tavolo"
#define SEASON "season.json"

typedef enum
{
  K_ADD,
  K_IMPORT,
  K_WITHDRAW,
  K_REINSTATE,
  K_DISQUALIFY,
  K_EJECT,
  K_CHECK_IN,
  K_CHECK_OUT,
  K_RENAME,
  K_TEAM,
  K_DECK,
  K_CLUB,
  K_REMOVE,
  K_WARN,
  K_DRAW,
  K_REDRAW,
  K_SWAP,
  K_RESULT,
  K_RESULT_CORRECT,
  K_RESULT_CLEAR,
  K_RESULT_INVALID,
  K_PUBLISH,
  K_FINALS,
  K_DUEL,
  K_INBOX_CODES,
  K_INBOX_SUBMIT,
  K_INBOX_ACCEPT,
  K_INBOX_REJECT,
  K_INBOX_EDIT,
  K_JUDGE_ADD,
  K_JUDGE_REVOKE,
  K_AUTO_ACCEPT,
  K_SEASON_ADD,
  K_SEASON_REMOVE,
  K_SEASON_CARRY,
  K_SEASON_EXCLUDE,
  K_SEASON_ALIAS,
  K_NEW,
  K_MISUSE,
  K_FIELD,
  K_PROGRESS,
  N_KINDS
} Kind;

static const struct
{
  const char *name;
  guint       weight;
} kinds[N_KINDS] = {
  [K_ADD] = { "players add", 6 },
  [K_IMPORT] = { "players import", 2 },
  [K_WITHDRAW] = { "players withdraw", 2 },
  [K_REINSTATE] = { "players reinstate", 2 },
  [K_DISQUALIFY] = { "players disqualify", 1 },
  [K_EJECT] = { "players eject", 1 },
  [K_CHECK_IN] = { "players check-in", 2 },
  [K_CHECK_OUT] = { "players check-out", 1 },
  [K_RENAME] = { "players rename", 2 },
  [K_TEAM] = { "players team", 1 },
  [K_DECK] = { "players deck", 1 },
  [K_CLUB] = { "players club", 1 },
  [K_REMOVE] = { "players remove", 1 },
  [K_WARN] = { "warn", 2 },
  [K_DRAW] = { "draw", 8 },
  [K_REDRAW] = { "redraw", 2 },
  [K_SWAP] = { "swap", 2 },
  [K_RESULT] = { "result (new)", 30 },
  [K_RESULT_CORRECT] = { "result (corrected)", 3 },
  [K_RESULT_CLEAR] = { "result --clear", 3 },
  [K_RESULT_INVALID] = { "result (invalid)", 3 },
  [K_PUBLISH] = { "publish", 1 },
  [K_FINALS] = { "finals", 3 },
  [K_DUEL] = { "duel", 8 },
  [K_INBOX_CODES] = { "inbox codes", 1 },
  [K_INBOX_SUBMIT] = { "inbox submit", 5 },
  [K_INBOX_ACCEPT] = { "inbox accept", 3 },
  [K_INBOX_REJECT] = { "inbox reject", 1 },
  [K_INBOX_EDIT] = { "inbox edit", 1 },
  [K_JUDGE_ADD] = { "inbox judge-add", 1 },
  [K_JUDGE_REVOKE] = { "inbox judge-revoke", 1 },
  [K_AUTO_ACCEPT] = { "inbox auto-accept", 1 },
  [K_SEASON_ADD] = { "season add", 2 },
  [K_SEASON_REMOVE] = { "season remove", 1 },
  [K_SEASON_CARRY] = { "season carry", 1 },
  [K_SEASON_EXCLUDE] = { "season exclude", 1 },
  [K_SEASON_ALIAS] = { "season alias", 1 },
  [K_NEW] = { "new", 1 },
  [K_MISUSE] = { "a mistyped command", 2 },
  /* Chosen when they run: a field of players to start, then whatever
   * moves the event on (a result, a duel, the draw, the finals). */
  [K_FIELD] = { "players add (a field)", 0 },
  [K_PROGRESS] = { "(progress)", 60 },
};

typedef struct
{
  Kind    kind;
  guint32 seed;
  Kind    ran_as;   /* the kind, or what a K_PROGRESS step became */
} Step;

/* What one run of a walk found. */
typedef struct
{
  int    failed_at;     /* the step, or -1 */
  char  *what;          /* the kind of failure, compared when shrinking */
  char  *detail;
  GPtrArray *commands;  /* the shell lines run, for the report */
  guint  accepted[N_KINDS];
  guint  refused[N_KINDS];
  guint  skipped;
} Outcome;

typedef struct
{
  const char *ruleset;
  guint32     seed;       /* the walk's: the event's seed and its parameters */
  char       *dir;
  char       *file;       /* absolute paths of EVENT and SEASON in dir */
  char       *season;
  gboolean    has_season;
  Outcome    *out;
} Walk;

static const char *cli;
static guint long_runs;
static gboolean verbose;   /* TAVOLO_WALK_VERBOSE: every command and its answer */

/* ---- Running the program --------------------------------------------- */

typedef struct
{
  int   status;     /* the exit status, or 128 + a signal */
  char *out;
  char *err;
} Run;

static void
run_free (Run *run)
{
  g_free (run->out);
  g_free (run->err);
  g_free (run);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Run, run_free)

static char *
shell_line (const char * const *argv)
{
  g_autoptr(GString) line = g_string_new ("tavolo-cli");

  for (guint i = 1; argv[i]; i++)
    {
      g_autofree char *quoted = g_shell_quote (argv[i]);

      g_string_append_printf (line, " %s", quoted);
    }
  return g_string_free (g_steal_pointer (&line), FALSE);
}

static Run *
run_in (const char          *dir,
        const char * const  *argv)
{
  Run *run = g_new0 (Run, 1);
  g_autoptr(GError) error = NULL;
  int wait_status = 0;

  if (!g_spawn_sync (dir, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &run->out,
                     &run->err, &wait_status, &error))
    g_error ("could not run %s: %s", argv[0], error->message);
  if (WIFEXITED (wait_status))
    run->status = WEXITSTATUS (wait_status);
  else
    run->status = 128 + WTERMSIG (wait_status);
  return run;
}

static Run *
run_cli (const char *dir,
         const char *first,
         ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  va_list ap;

  g_ptr_array_add (argv, (gpointer) cli);
  va_start (ap, first);
  for (const char *arg = first; arg; arg = va_arg (ap, const char *))
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (ap);
  g_ptr_array_add (argv, NULL);
  return run_in (dir, (const char * const *) argv->pdata);
}

static guint
count_lines (const char *text)
{
  guint n = 0;

  for (const char *p = text; *p; p++)
    n += *p == '\n';
  return n;
}

/* ---- Choosing arguments ---------------------------------------------- */

static guint
pick (GRand *rand,
      guint  n)
{
  return n ? (guint) g_rand_int_range (rand, 0, (gint32) n) : 0;
}

static gboolean
chance (GRand *rand,
        guint  percent)
{
  return pick (rand, 100) < percent;
}

static const char * const given_names[] = {
  "Marco", "Giulia", "Иван", "Мария", "Георги", "Десислава", "Luca", "Анна", "Ivo",
  "Александра-Екатерина", "Sofia", "Chiara", "Пётр", "Božidar", "Zoë", "李",
};
static const char * const family_names[] = {
  "Rossi", "Bianchi", "Иванов", "Петрова", "Константинопольская-Воскресенская", "Conti",
  "Димитров", "Esposito", "O'Neill", "van der Berg", "Χατζηδάκης", "Ferrari",
};
/* Names the program must refuse, each for a reason of its own. */
static const char * const bad_names[] = {
  "", "   ", "\u200b", "Cup\x1b]0;pwned\x07", "Marco\tRossi", "Anna\u202eissoR", "Zed\x01",
  "\xff\xfe broken UTF-8",
};

static char *
random_name (GRand *rand)
{
  if (chance (rand, 8))
    return g_strdup (bad_names[pick (rand, G_N_ELEMENTS (bad_names))]);
  if (chance (rand, 3))
    return g_strnfill (60 + pick (rand, 300), 'W');
  return g_strdup_printf ("%s %s %u", given_names[pick (rand, G_N_ELEMENTS (given_names))],
                          family_names[pick (rand, G_N_ELEMENTS (family_names))],
                          pick (rand, 1000));
}

/* A player who left the event, for a reinstatement; any player if none. */
static const char *
random_gone_player (GRand    *rand,
                    TavEvent *event)
{
  g_autoptr(GPtrArray) gone = g_ptr_array_new ();

  for (guint i = 0; i < tav_event_get_n_players (event); i++)
    if (!tav_player_is_active (tav_event_get_player (event, i)))
      g_ptr_array_add (gone, (gpointer) tav_player_get_id (tav_event_get_player (event, i)));
  if (gone->len == 0 || chance (rand, 10))
    return NULL;
  return g_ptr_array_index (gone, pick (rand, gone->len));
}

/* A player of the event, mostly by id, sometimes by name or unknown. */
static const char *
random_player (GRand    *rand,
               TavEvent *event)
{
  guint n = tav_event_get_n_players (event);
  TavPlayer *player;

  if (n == 0 || chance (rand, 4))
    return chance (rand, 50) ? "p999" : "Nobody At All";
  player = tav_event_get_player (event, pick (rand, n));
  return chance (rand, 20) ? tav_player_get_name (player) : tav_player_get_id (player);
}

static char *
to_json (JsonObject *object)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);

  json_node_set_object (node, object);
  return json_to_string (node, FALSE);
}

/* A possible result for a table of this ruleset. */
static char *
valid_result (GRand      *rand,
              TavEvent   *event,
              TavTable   *table)
{
  const char *ruleset = tav_event_get_ruleset_id (event);
  guint n = tav_table_get_n_seats (table);
  g_autoptr(JsonObject) result = NULL;
  TavRandom rng;

  tav_random_init (&rng, g_rand_int (rand));
  if (n == 2 && !g_str_equal (ruleset, "bgl"))
    {
      /* A duel of the finals, a match of the playoffs. */
      result = json_object_new ();
      json_object_set_string_member (result, "winner", tav_table_get_seat (table, pick (rand, 2)));
    }
  else if (g_str_equal (ruleset, "bang-2011") && n >= 4 && n <= 8)
    result = tav_test_bang_random (&rng, n);
  else if (g_str_equal (ruleset, "bang-2007") && n >= 4 && n <= 8)
    result = tav_test_bang_game_random (&rng, n);
  else if (g_str_equal (ruleset, "catan-bg") && n >= 3 && n <= 4)
    result = tav_test_catan_random (&rng, n);
  else if (g_str_equal (ruleset, "bgl"))
    {
      JsonArray *seats = json_array_new ();

      result = json_object_new ();
      for (guint s = 0; s < n; s++)
        {
          JsonObject *seat = json_object_new ();

          json_object_set_int_member (seat, "points", pick (rand, 120));
          json_array_add_object_element (seats, seat);
        }
      json_object_set_array_member (result, "seats", seats);
    }
  else if ((g_str_equal (ruleset, "destiny") && n >= 1) || n == 2)
    {
      result = json_object_new ();
      json_object_set_string_member (result, "winner", tav_table_get_seat (table, pick (rand, n)));
      if (n == 1)
        json_object_set_boolean_member (result, "bye", TRUE);
    }
  else
    return g_strdup ("{}");
  return to_json (result);
}

/* A result that breaks a rule or the format in some way. */
static char *
invalid_result (GRand    *rand,
                TavEvent *event,
                TavTable *table)
{
  static const char * const broken[] = {
    "{}", "{\"seats\": []}", "{\"seats\": 5}", "{\"winner\": \"p999\"}", "{\"outcome\": \"draw\"}",
    "{\"seats\": [{\"points\": -5}, {\"points\": \"x\"}]}", "{\"seats\": [{\"vp\": 99, \"place\": 0}]}",
    "{\"winner\": 7}", "{\"bye\": \"yes\"}", "{\"unknown\": true}",
    "{\"seats\": [{\"points\": 1e300}]}", "{\"winner\": \"\\u001b[31m\"}",
  };
  g_autofree char *valid = valid_result (rand, event, table);
  g_autoptr(JsonNode) node = NULL;
  JsonObject *object;

  if (chance (rand, 50))
    return g_strdup (broken[pick (rand, G_N_ELEMENTS (broken))]);
  /* A possible result with one thing wrong. */
  node = json_from_string (valid, NULL);
  object = json_node_get_object (node);
  if (json_object_has_member (object, "seats"))
    {
      JsonArray *seats = json_object_get_array_member (object, "seats");

      if (chance (rand, 30) && json_array_get_length (seats) > 0)
        json_array_remove_element (seats, 0);
      else if (chance (rand, 30))
        json_array_add_object_element (seats, json_object_new ());
      else if (json_array_get_length (seats) > 0)
        {
          JsonObject *seat = json_array_get_object_element (seats, pick (rand, json_array_get_length (seats)));
          GList *members = json_object_get_members (seat);

          if (members)
            json_object_set_int_member (seat, members->data, -1 - (gint64) pick (rand, 5));
          g_list_free (members);
        }
    }
  else
    json_object_set_string_member (object, "winner", "p998");
  return json_to_string (node, FALSE);
}

/* A table of the current stage's last round; with @entered, one with a
 * result (or, with @earlier, of any round). NULL if there is none. */
static TavTable *
random_table (GRand     *rand,
              TavStage  *stage,
              gboolean   entered,
              gboolean   earlier,
              guint     *round_number)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();
  g_autoptr(GArray) rounds = g_array_new (FALSE, FALSE, sizeof (guint));
  guint n_rounds = stage ? tav_stage_get_n_rounds (stage) : 0;
  guint i;

  for (guint r = earlier ? 1 : n_rounds; r >= 1 && r <= n_rounds; r++)
    {
      TavRound *round = tav_stage_get_round (stage, r);

      for (guint t = 0; t < tav_round_get_n_tables (round); t++)
        {
          TavTable *table = tav_round_get_table (round, t);

          if (!!tav_table_has_result (table) != !!entered)
            continue;
          g_ptr_array_add (found, table);
          g_array_append_val (rounds, r);
        }
    }
  if (found->len == 0)
    return NULL;
  i = pick (rand, found->len);
  *round_number = g_array_index (rounds, guint, i);
  return g_ptr_array_index (found, i);
}

static TavSubmission *
random_submission (GRand    *rand,
                   TavEvent *event,
                   gboolean  pending)
{
  GListModel *list = tav_inbox_get_submissions (tav_event_get_inbox (event));
  g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      TavSubmission *s = g_list_model_get_item (list, i);

      if (!pending || tav_submission_get_state (s) == TAV_SUBMISSION_PENDING)
        g_ptr_array_add (found, s);
      else
        g_object_unref (s);
    }
  if (found->len == 0)
    return NULL;
  return g_object_ref (g_ptr_array_index (found, pick (rand, found->len)));
}

/* The arguments of a step as it runs now, after the program; NULL when
 * the step has nothing to work on (no players yet, no inbox…). Files the
 * step needs are written into the walk's folder, and their text added to
 * @setup for the report. */
/* What moves the event on from here. */
static Kind
progress_kind (GRand    *rand,
               TavEvent *event)
{
  TavStage *stage = tav_event_get_current_stage (event);
  TavRound *last = stage ? tav_stage_get_last_round (stage) : NULL;

  if (last && !tav_stage_is_complete (stage) &&
      (!tav_round_is_complete (last) || tav_stage_find_round_with_gap (stage)))
    {
      if (tav_stage_get_kind (stage) == TAV_STAGE_BRACKET)
        return K_DUEL;
      if (chance (rand, 15))
        return tav_inbox_get_key (tav_event_get_inbox (event)) ? K_INBOX_SUBMIT : K_INBOX_CODES;
      if (chance (rand, 5) && tav_inbox_get_n_pending (tav_event_get_inbox (event)) > 0)
        return K_INBOX_ACCEPT;
      return K_RESULT;
    }
  if (stage && tav_stage_get_kind (stage) == TAV_STAGE_BRACKET)
    return K_DUEL;
  if (stage && tav_stage_get_planned_rounds (stage) > 0 &&
      tav_stage_get_n_rounds (stage) >= tav_stage_get_planned_rounds (stage))
    return chance (rand, 90) ? K_FINALS : K_DRAW;
  return chance (rand, 90) ? K_DRAW : K_FINALS;
}

static guint
field_size (const char *ruleset,
            GRand      *rand)
{
  if (g_str_has_prefix (ruleset, "bang"))
    return 10 + pick (rand, 20);
  return 5 + pick (rand, 16);
}

static GPtrArray *
build_step (Walk      *walk,
            TavEvent  *event,
            Step      *step,
            GString   *setup)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (step->seed);
  GPtrArray *a = g_ptr_array_new_with_free_func (g_free);
  TavStage *stage = tav_event_get_current_stage (event);
  TavRound *last = stage ? tav_stage_get_last_round (stage) : NULL;
  TavTable *table = NULL;
  guint round_number = 0;

#define ARG(x) g_ptr_array_add (a, g_strdup (x))
#define ARGF(...) g_ptr_array_add (a, g_strdup_printf (__VA_ARGS__))

  ARG (cli);
  step->ran_as = step->kind;
  if (step->kind == K_PROGRESS)
    step->ran_as = progress_kind (rand, event);
  switch (step->ran_as)
    {
    case K_FIELD:
      ARG ("players"); ARG (EVENT); ARG ("add");
      for (guint i = 0, n = field_size (walk->ruleset, rand); i < n; i++)
        ARGF ("%s %s %u", given_names[pick (rand, G_N_ELEMENTS (given_names))],
              family_names[pick (rand, G_N_ELEMENTS (family_names))], i);
      break;

    case K_ADD:
      ARG ("players"); ARG (EVENT); ARG ("add");
      for (guint i = 0, n = 1 + pick (rand, chance (rand, 30) ? 12 : 3); i < n; i++)
        g_ptr_array_add (a, random_name (rand));
      if (chance (rand, 20))
        {
          ARG ("--club");
          g_ptr_array_add (a, random_name (rand));
        }
      if (chance (rand, 15))
        {
          ARG ("--team");
          ARGF ("Team %u", pick (rand, 4));
          if (chance (rand, 30))
            ARG ("--reserve");
        }
      break;

    case K_IMPORT:
      {
        gboolean csv = chance (rand, 50);
        g_autoptr(GString) text = g_string_new (csv ? "name,club\n" : "");
        g_autofree char *path = g_build_filename (walk->dir, csv ? "list.csv" : "list.txt", NULL);

        for (guint i = 0, n = 1 + pick (rand, 10); i < n; i++)
          {
            g_autofree char *name = random_name (rand);

            g_string_append_printf (text, csv ? "\"%s\",Club %u\n" : "%s\n", name, i % 3);
          }
        if (chance (rand, 10))
          g_string_append (text, csv ? "\"unterminated,\n" : "\n\n");
        g_autofree char *quoted = g_shell_quote (text->str);

        g_file_set_contents (path, text->str, text->len, NULL);
        g_string_append_printf (setup, "printf '%%s' %s > %s\n", quoted,
                                csv ? "list.csv" : "list.txt");
        ARG ("players"); ARG (EVENT); ARG ("import"); ARG (csv ? "list.csv" : "list.txt");
      }
      break;

    case K_WITHDRAW:
    case K_REINSTATE:
    case K_DISQUALIFY:
    case K_EJECT:
    case K_CHECK_IN:
    case K_CHECK_OUT:
    case K_REMOVE:
      ARG ("players"); ARG (EVENT);
      ARG (step->ran_as == K_WITHDRAW ? "withdraw" : step->ran_as == K_REINSTATE ? "reinstate" :
           step->ran_as == K_DISQUALIFY ? "disqualify" : step->ran_as == K_EJECT ? "eject" :
           step->ran_as == K_CHECK_IN ? "check-in" : step->ran_as == K_CHECK_OUT ? "check-out" :
           "remove");
      {
        const char *gone = step->ran_as == K_REINSTATE ? random_gone_player (rand, event) : NULL;

        ARG (gone ? gone : random_player (rand, event));
      }
      if (step->ran_as == K_EJECT || (step->ran_as == K_WITHDRAW && chance (rand, 40)))
        {
          ARG ("--reason");
          ARG (chance (rand, 10) ? "" : "left for the train");
        }
      if (step->ran_as == K_REINSTATE && chance (rand, 30))
        ARG ("--judge-override");
      break;

    case K_RENAME:
    case K_DECK:
    case K_CLUB:
    case K_TEAM:
      ARG ("players"); ARG (EVENT);
      ARG (step->ran_as == K_RENAME ? "rename" : step->ran_as == K_DECK ? "deck" :
           step->ran_as == K_CLUB ? "club" : "team");
      ARG (random_player (rand, event));
      if (step->ran_as == K_TEAM)
        {
          if (chance (rand, 20))
            ARG ("");
          else
            ARGF ("Team %u", pick (rand, 4));
          if (chance (rand, 20))
            ARG ("--reserve");
        }
      else if (step->ran_as == K_DECK && chance (rand, 60))
        ARG ("Rey / Kylo Ren — Villains");
      else
        g_ptr_array_add (a, random_name (rand));
      break;

    case K_WARN:
      ARG ("warn"); ARG (EVENT); ARG (random_player (rand, event));
      if (chance (rand, 90))
        {
          ARG ("--reason");
          ARG ("slow play");
        }
      break;

    case K_DRAW:
      ARG ("draw"); ARG (EVENT);
      if (chance (rand, 5))
        {
          ARG ("--param");
          ARG (chance (rand, 50) ? "rounds=2" : "bogus=1");
        }
      break;

    case K_REDRAW:
      ARG ("redraw"); ARG (EVENT);
      break;

    case K_SWAP:
      ARG ("swap"); ARG (EVENT);
      if (last && chance (rand, 85))
        {
          guint n_tables = tav_round_get_n_tables (last);
          TavTable *ta = tav_round_get_table (last, pick (rand, n_tables));
          TavTable *tb = tav_round_get_table (last, pick (rand, n_tables));
          const char *sa = tav_table_get_seat (ta, pick (rand, tav_table_get_n_seats (ta)));
          const char *sb = tav_table_get_seat (tb, pick (rand, tav_table_get_n_seats (tb)));

          ARG (sa[0] ? sa : "p1");
          ARG (sb[0] ? sb : "p2");
          /* Swaps with a cost too: the refusal without it is tested apart. */
          ARG ("--yes");
        }
      else
        {
          ARG (random_player (rand, event));
          ARG (random_player (rand, event));
        }
      break;

    case K_RESULT:
    case K_RESULT_CORRECT:
    case K_RESULT_CLEAR:
    case K_RESULT_INVALID:
      {
        gboolean entered = step->ran_as == K_RESULT_CORRECT || step->ran_as == K_RESULT_CLEAR;
        gboolean earlier = step->ran_as != K_RESULT || chance (rand, 10);
        TavStage *where = stage;

        table = random_table (rand, where, entered, earlier, &round_number);
        if (table == NULL && !earlier)
          table = random_table (rand, where, entered, TRUE, &round_number);
        if (table == NULL && step->ran_as == K_RESULT_INVALID)
          table = random_table (rand, where, TRUE, TRUE, &round_number);
        if (table == NULL)
          break;
        ARG ("result"); ARG (EVENT);
        if (where != tav_event_get_stage (event, 0) || chance (rand, 10))
          {
            ARG ("--stage");
            ARG (tav_stage_get_id (where));
          }
        ARG ("--round"); ARGF ("%u", round_number);
        ARG ("--table"); ARGF ("%u", tav_table_get_number (table));
        if (step->ran_as == K_RESULT_CLEAR)
          ARG ("--clear");
        else
          {
            ARG ("--json");
            g_ptr_array_add (a, step->ran_as == K_RESULT_INVALID ? invalid_result (rand, event, table)
                                                               : valid_result (rand, event, table));
          }
      }
      break;

    case K_PUBLISH:
      ARG ("publish"); ARG (EVENT);
      break;

    case K_FINALS:
      ARG ("finals"); ARG (EVENT);
      break;

    case K_DUEL:
      {
        gboolean pending = chance (rand, 85);

        if (stage == NULL || tav_stage_get_kind (stage) != TAV_STAGE_BRACKET)
          break;
        /* A match of any round: waiting, decided, or with seats to be decided. */
        for (guint tries = 0; tries < 8 && table == NULL; tries++)
          {
            TavRound *round = tav_stage_get_round (stage, 1 + pick (rand, tav_stage_get_n_rounds (stage)));
            TavTable *match = tav_round_get_table (round, pick (rand, tav_round_get_n_tables (round)));

            if (!pending || !tav_table_has_result (match))
              table = match;
          }
        if (table == NULL)
          break;
        ARG ("duel"); ARG (EVENT);
        ARG ("--match"); ARGF ("%u", tav_table_get_number (table));
        ARG ("--winner");
        {
          const char *seat = tav_table_get_seat (table, pick (rand, MAX (1, tav_table_get_n_seats (table))));

          ARG (seat && seat[0] && chance (rand, 95) ? seat : random_player (rand, event));
        }
        if (g_str_equal (tav_event_get_ruleset_id (event), "bang-2011") && chance (rand, 50))
          {
            ARG ("--kind");
            ARG (chance (rand, 50) ? "long" : "short");
          }
        if (g_str_equal (tav_event_get_ruleset_id (event), "destiny") && chance (rand, 40))
          {
            static const char * const scores[] = { "2-0", "2-1", "1-0", "3-0" };

            ARG ("--score");
            ARG (scores[pick (rand, 4)]);
          }
      }
      break;

    case K_INBOX_CODES:
      ARG ("inbox"); ARG (EVENT); ARG ("codes");
      break;

    case K_INBOX_SUBMIT:
      {
        const char *key = tav_inbox_get_key (tav_event_get_inbox (event));
        g_autofree char *code = NULL;

        if (last == NULL || tav_round_get_n_tables (last) == 0)
          break;
        table = tav_round_get_table (last, pick (rand, tav_round_get_n_tables (last)));
        if (key && chance (rand, 85))
          code = tav_token_code_for_table (key, tav_stage_get_id (stage), tav_round_get_number (last),
                                           tav_table_get_number (table));
        ARG ("inbox"); ARG (EVENT); ARG ("submit");
        ARG ("--table"); ARGF ("%u", tav_table_get_number (table));
        ARG ("--code"); ARG (code ? code : "WRONG-CODE");
        if (chance (rand, 50) && tav_table_get_n_seats (table) > 0)
          {
            ARG ("--seat");
            ARGF ("%u", 1 + pick (rand, tav_table_get_n_seats (table) + 1));
          }
        ARG ("--json");
        g_ptr_array_add (a, chance (rand, 85) ? valid_result (rand, event, table)
                                              : invalid_result (rand, event, table));
      }
      break;

    case K_INBOX_ACCEPT:
    case K_INBOX_REJECT:
    case K_INBOX_EDIT:
      {
        g_autoptr(TavSubmission) s = random_submission (rand, event, chance (rand, 80));

        ARG ("inbox"); ARG (EVENT);
        ARG (step->ran_as == K_INBOX_ACCEPT ? "accept" : step->ran_as == K_INBOX_REJECT ? "reject" : "edit");
        ARG (s ? tav_submission_get_id (s) : "no-such-id");
        if (step->ran_as == K_INBOX_REJECT && chance (rand, 50))
          {
            ARG ("--reason");
            ARG ("the table disagrees");
          }
        if (step->ran_as == K_INBOX_EDIT)
          {
            TavStage *sub_stage = s ? tav_event_find_stage (event, tav_submission_get_stage_id (s)) : NULL;
            TavRound *sub_round = sub_stage ? tav_stage_get_round (sub_stage, tav_submission_get_round (s)) : NULL;
            TavTable *sub_table = sub_round ? tav_round_find_table (sub_round, tav_submission_get_table (s)) : NULL;

            ARG ("--json");
            g_ptr_array_add (a, sub_table == NULL ? g_strdup ("{}") :
                                chance (rand, 80) ? valid_result (rand, event, sub_table)
                                                  : invalid_result (rand, event, sub_table));
          }
      }
      break;

    case K_JUDGE_ADD:
    case K_JUDGE_REVOKE:
      ARG ("inbox"); ARG (EVENT); ARG (step->ran_as == K_JUDGE_ADD ? "judge-add" : "judge-revoke");
      if (chance (rand, 10))
        g_ptr_array_add (a, random_name (rand));
      else
        ARGF ("Judge %u", pick (rand, 3));
      if (step->ran_as == K_JUDGE_ADD && chance (rand, 30))
        ARG ("--auto-accept");
      break;

    case K_AUTO_ACCEPT:
      ARG ("inbox"); ARG (EVENT); ARG ("auto-accept"); ARG (chance (rand, 50) ? "on" : "off");
      break;

    case K_SEASON_ADD:
    case K_SEASON_REMOVE:
      if (!walk->has_season)
        break;
      ARG ("season"); ARG (step->ran_as == K_SEASON_ADD ? "add" : "remove"); ARG (SEASON);
      ARG (chance (rand, 60) ? EVENT : "example.tavolo");
      if (step->ran_as == K_SEASON_ADD && chance (rand, 30))
        ARG ("--replace");
      break;

    case K_SEASON_CARRY:
    case K_SEASON_EXCLUDE:
    case K_SEASON_ALIAS:
      if (!walk->has_season)
        break;
      ARG ("season");
      ARG (step->ran_as == K_SEASON_CARRY ? "carry" : step->ran_as == K_SEASON_EXCLUDE ? "exclude" : "alias");
      ARG (SEASON);
      ARG (chance (rand, 70) ? "s1" : random_player (rand, event));
      if (step->ran_as == K_SEASON_CARRY)
        {
          if (g_str_equal (walk->ruleset, "bgl"))
            ARGF ("last_year=%d", chance (rand, 10) ? -5 : (int) pick (rand, 900));
          else
            ARGF ("tp=%d", chance (rand, 10) ? -5 : (int) pick (rand, 300));
        }
      else if (step->ran_as == K_SEASON_EXCLUDE)
        {
          if (chance (rand, 30))
            ARG ("--lift");
          else
            {
              ARG ("--reason");
              ARG ("unsporting conduct");
            }
        }
      else
        g_ptr_array_add (a, random_name (rand));
      break;

    case K_NEW:
      ARG ("new"); ARG (EVENT); ARG ("--ruleset"); ARG (walk->ruleset);
      ARG ("--name"); g_ptr_array_add (a, random_name (rand));
      break;

    case K_MISUSE:
      {
        static const char * const wrong[][6] = {
          { "result", EVENT, "--round", "0", "--table", "1" },
          { "players", EVENT, "frobnicate", NULL },
          { "draw", EVENT, "--bogus", NULL },
          { "swap", EVENT, NULL },
          { "duel", EVENT, "--match", "x", NULL },
          { "inbox", EVENT, "accept", NULL },
          { "players", EVENT, "add", "--club", NULL },
          { "warn", EVENT, "p1", "--reason", NULL },
        };
        guint w = pick (rand, G_N_ELEMENTS (wrong));

        for (guint i = 0; i < G_N_ELEMENTS (wrong[w]) && wrong[w][i]; i++)
          ARG (wrong[w][i]);
      }
      break;

    case K_PROGRESS:
    case N_KINDS:
    default:
      g_assert_not_reached ();
    }
#undef ARG
#undef ARGF

  if (a->len == 1)
    {
      g_ptr_array_unref (a);
      return NULL;
    }
  g_ptr_array_add (a, NULL);
  return a;
}

/* ---- The invariant ---------------------------------------------------- */

typedef struct
{
  char *event;
  char *event_backup;
  char *season;
  char *season_backup;
} Snapshot;

static char *
read_or_null (const char *path)
{
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, NULL);
  return text;
}

static void
snapshot_take (Snapshot   *snap,
               Walk       *walk)
{
  g_autofree char *backup = g_strconcat (walk->file, "~", NULL);
  g_autofree char *season_backup = g_strconcat (walk->season, "~", NULL);

  snap->event = read_or_null (walk->file);
  snap->event_backup = read_or_null (backup);
  snap->season = read_or_null (walk->season);
  snap->season_backup = read_or_null (season_backup);
}

static void
snapshot_clear (Snapshot *snap)
{
  g_clear_pointer (&snap->event, g_free);
  g_clear_pointer (&snap->event_backup, g_free);
  g_clear_pointer (&snap->season, g_free);
  g_clear_pointer (&snap->season_backup, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Snapshot, snapshot_clear)

static gboolean
fail (Walk       *walk,
      guint       step,
      const char *what,
      const char *detail)
{
  walk->out->failed_at = (int) step;
  walk->out->what = g_strdup (what);
  walk->out->detail = g_strdup (detail);
  return FALSE;
}

/* A refusal by a rule names the command; one that names the file is the
 * loader's, which an accepted state must never meet. */
static gboolean
refused_by_rule (Run        *run,
                 const char *file)
{
  g_autofree char *load_prefix = g_strdup_printf ("tavolo-cli: %s:", file);

  return run->status == 1 && count_lines (run->err) == 1 && run->out[0] == '\0' &&
         !g_str_has_prefix (run->err, load_prefix);
}

static gboolean
check_event (Walk  *walk,
             guint  step)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) event = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  g_autofree char *pdf = g_build_filename (walk->dir, "out.pdf", NULL);
  g_autofree char *next = g_build_filename (walk->dir, "next.tavolo", NULL);
  static const char * const documents[] = { "record-sheets", "seating", "standings", "bracket" };
  const char *what = documents[step % G_N_ELEMENTS (documents)];
  g_autoptr(Run) validate = NULL;
  g_autoptr(Run) show = NULL;
  g_autoptr(Run) standings = NULL;
  g_autoptr(Run) print = NULL;
  g_autoptr(Run) draw = NULL;
  gsize length;

  if (!g_file_get_contents (walk->file, &text, NULL, &error))
    return fail (walk, step, "the event file is gone", error->message);
  if (!(event = tav_document_load_file (walk->file, &error)))
    return fail (walk, step, "an accepted command left a file the loader refuses", error->message);
  again = tav_document_to_data (event, &length);
  if (strcmp (again, text) != 0)
    return fail (walk, step, "the file does not round-trip byte for byte", "");

  validate = run_cli (walk->dir, "validate", EVENT, NULL);
  if (validate->status != 0)
    return fail (walk, step, "validate refuses an accepted state", validate->err);
  show = run_cli (walk->dir, "show", EVENT, NULL);
  if (show->status != 0 && !refused_by_rule (show, EVENT))
    return fail (walk, step, "show fails", show->err);
  standings = run_cli (walk->dir, "standings", EVENT, NULL);
  if (standings->status != 0 && !refused_by_rule (standings, EVENT))
    return fail (walk, step, "standings fails", standings->err);
  print = run_cli (walk->dir, "print", EVENT, "--what", what, "--judge-copy", "-o", pdf, NULL);
  if (g_str_equal (what, "standings") ? print->status != 0 && !refused_by_rule (print, EVENT)
                                      : print->status == 2 || (print->status != 0 && !refused_by_rule (print, EVENT)))
    {
      /* --judge-copy applies to the standings only: retry without it. */
      g_clear_pointer (&print, run_free);
      print = run_cli (walk->dir, "print", EVENT, "--what", what, "-o", pdf, NULL);
      if (print->status != 0 && !refused_by_rule (print, EVENT))
        return fail (walk, step, "print fails", print->err);
    }

  /* The next draw, on a copy: it works or a rule says why not. */
  if (!g_file_set_contents (next, text, -1, &error))
    g_error ("%s", error->message);
  draw = run_cli (walk->dir, "draw", "next.tavolo", NULL);
  if (draw->status != 0 && !refused_by_rule (draw, "next.tavolo"))
    return fail (walk, step, "the next draw fails", draw->err);
  if (draw->status == 0)
    {
      g_autoptr(TavEvent) drawn = tav_document_load_file (next, &error);

      if (drawn == NULL)
        return fail (walk, step, "the next draw leaves a file the loader refuses", error->message);
    }
  return TRUE;
}

static gboolean
check_season (Walk  *walk,
              guint  step)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TavSeason) season = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  g_autoptr(Run) show = NULL;
  g_autoptr(Run) standings = NULL;
  gsize length;

  if (!walk->has_season)
    return TRUE;
  if (!g_file_get_contents (walk->season, &text, NULL, &error))
    return fail (walk, step, "the season file is gone", error->message);
  if (!(season = tav_season_load_file (walk->season, &error)))
    return fail (walk, step, "an accepted command left a season file the loader refuses",
                 error->message);
  again = tav_season_to_data (season, &length);
  if (strcmp (again, text) != 0)
    return fail (walk, step, "the season file does not round-trip byte for byte", "");
  show = run_cli (walk->dir, "season", "show", SEASON, NULL);
  if (show->status != 0)
    return fail (walk, step, "season show fails", show->err);
  standings = run_cli (walk->dir, "season", "standings", SEASON, NULL);
  if (standings->status != 0 && !refused_by_rule (standings, SEASON))
    return fail (walk, step, "season standings fails", standings->err);
  return TRUE;
}

static gboolean
unchanged (Snapshot *before,
           Snapshot *after)
{
  return g_strcmp0 (before->event, after->event) == 0 &&
         g_strcmp0 (before->event_backup, after->event_backup) == 0 &&
         g_strcmp0 (before->season, after->season) == 0 &&
         g_strcmp0 (before->season_backup, after->season_backup) == 0;
}

/* Runs one step; FALSE when the invariant broke (walk->out says how). */
static gboolean
run_step (Walk  *walk,
          Step  *step,
          guint  index)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) event = tav_document_load_file (walk->file, &error);
  g_autoptr(GString) setup = g_string_new (NULL);
  g_autoptr(GPtrArray) argv = NULL;
  g_auto(Snapshot) before = { 0, };
  g_auto(Snapshot) after = { 0, };
  g_autoptr(Run) run = NULL;
  g_autofree char *line = NULL;

  g_assert_nonnull (event);   /* the step before checked it */
  if (!(argv = build_step (walk, event, step, setup)))
    {
      walk->out->skipped++;
      return TRUE;
    }
  line = shell_line ((const char * const *) argv->pdata);
  g_ptr_array_add (walk->out->commands, g_strconcat (setup->str, line, NULL));

  snapshot_take (&before, walk);
  run = run_in (walk->dir, (const char * const *) argv->pdata);
  snapshot_take (&after, walk);

  if (verbose)
    g_test_message ("%s → %d %s", line, run->status, run->status ? run->err : "");
  if (run->status >= 128)
    return fail (walk, index, "the program crashed", run->err);
  if (run->status == 0)
    {
      walk->out->accepted[step->ran_as]++;
      return check_event (walk, index) && check_season (walk, index);
    }

  walk->out->refused[step->ran_as]++;
  if (run->status > 2)
    return fail (walk, index, "an unknown exit status", run->err);
  /* The save's last guard (tav_document_check_readable) caught a command
   * whose own checks missed a state the loader refuses. */
  if (strstr (run->err, "could not read back what it was about to save"))
    return fail (walk, index, "an accepted edit the loader refuses (caught by the save guard)", run->err);
  if (count_lines (run->err) != 1 || run->err[strlen (run->err) - 1] != '\n')
    return fail (walk, index, "a refusal that is not one line", run->err);
  if (run->out[0] != '\0')
    return fail (walk, index, "a refusal that prints on stdout", run->out);
  if (!unchanged (&before, &after))
    return fail (walk, index, "a refused command changed a file", run->err);
  return TRUE;
}

/* ---- Walks ------------------------------------------------------------- */

static const char *
new_event_params (GRand   *rand,
                  const char *ruleset)
{
  if (g_str_equal (ruleset, "bang-2007"))
    {
      static const char * const p[] = { NULL, "layout=mixed-6-7", "layout=only-5", "five_factor=1.2" };
      return p[pick (rand, G_N_ELEMENTS (p))];
    }
  if (g_str_equal (ruleset, "destiny"))
    {
      static const char * const p[] = { NULL, "structure=advanced", "start_with_playoffs=true",
                                        "cut=4", "cut=none" };
      return p[pick (rand, G_N_ELEMENTS (p))];
    }
  if (g_str_equal (ruleset, "catan-bg"))
    return chance (rand, 50) ? "rounds=2" : NULL;
  if (g_str_equal (ruleset, "bgl"))
    {
      static const char * const p[] = { NULL, "teams=fixed", "teams=variable", "players_per_table=3",
                                        "final_table=false", "rounds=2" };
      return p[pick (rand, G_N_ELEMENTS (p))];
    }
  if (g_str_equal (ruleset, "bang-2011"))
    return chance (rand, 30) ? "allow_small=true" : NULL;
  return NULL;
}

static void
outcome_clear (Outcome *out)
{
  g_clear_pointer (&out->what, g_free);
  g_clear_pointer (&out->detail, g_free);
  g_clear_pointer (&out->commands, g_ptr_array_unref);
}

/* Runs the steps from a new event in a new folder. */
static void
run_walk (const char *ruleset,
          guint32     seed,
          Step       *steps,
          guint       n_steps,
          Outcome    *out)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autofree char *seed_text = g_strdup_printf ("%u", seed);
  const char *param = new_event_params (rand, ruleset);
  g_autofree char *example = NULL;
  g_autoptr(Run) created = NULL;
  g_autoptr(Run) season = NULL;
  Walk walk = { ruleset, seed, NULL, NULL, NULL, FALSE, out };

  memset (out, 0, sizeof *out);
  out->failed_at = -1;
  out->commands = g_ptr_array_new_with_free_func (g_free);
  walk.dir = g_dir_make_tmp ("tavolo-walk-XXXXXX", &error);
  g_assert_no_error (error);
  walk.file = g_build_filename (walk.dir, EVENT, NULL);
  walk.season = g_build_filename (walk.dir, SEASON, NULL);

  created = run_cli (walk.dir, "new", EVENT, "--ruleset", ruleset, "--name", "Walk Cup",
                     "--seed", seed_text, param ? "--param" : NULL, param, NULL);
  g_assert_cmpint (created->status, ==, 0);
  g_ptr_array_add (out->commands, g_strdup_printf ("tavolo-cli new %s --ruleset %s --name 'Walk Cup' --seed %s%s%s",
                                                   EVENT, ruleset, seed_text, param ? " --param " : "",
                                                   param ? param : ""));
  if (g_str_equal (ruleset, "catan-bg") || g_str_equal (ruleset, "bgl"))
    {
      g_autofree char *source = g_test_build_filename (G_TEST_DIST, "..", "data", "examples",
                                                       g_str_equal (ruleset, "bgl") ? "bgl-26-players.tavolo"
                                                                                  : "catan-bg-14-players.tavolo",
                                                       NULL);
      g_autofree char *text = NULL;
      g_autofree char *base = g_path_get_basename (source);

      season = run_cli (walk.dir, "season", "new", SEASON, "--name", "Walk Season", "--ruleset", ruleset, NULL);
      g_assert_cmpint (season->status, ==, 0);
      walk.has_season = TRUE;
      example = g_build_filename (walk.dir, "example.tavolo", NULL);
      g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
      g_assert_true (g_file_set_contents (example, text, -1, NULL));
      g_ptr_array_add (out->commands, g_strdup_printf ("tavolo-cli season new %s --name 'Walk Season' --ruleset %s\n"
                                                       "cp data/examples/%s example.tavolo",
                                                       SEASON, ruleset, base));
    }

  for (guint i = 0; i < n_steps; i++)
    if (!run_step (&walk, &steps[i], i))
      break;

  /* A failing walk's folder is kept for a look. */
  if (out->failed_at < 0)
    {
      g_autofree char *command = g_strdup_printf ("rm -rf %s", walk.dir);

      g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL);
    }
  g_free (walk.dir);
  g_free (walk.file);
  g_free (walk.season);
}

/* Steps biased to make progress: a walk reaches the finals often enough. */
static Step *
random_steps (GRand *rand,
              guint  n)
{
  Step *steps = g_new (Step, n);
  guint total = 0;

  for (guint k = 0; k < N_KINDS; k++)
    total += kinds[k].weight;
  for (guint i = 0; i < n; i++)
    {
      guint w = pick (rand, total);
      Kind k = 0;

      /* A field of players first. */
      if (i == 0)
        k = K_FIELD;
      else
        while (w >= kinds[k].weight)
          w -= kinds[k++].weight;
      steps[i].kind = k;
      steps[i].seed = g_rand_int (rand);
    }
  return steps;
}

/* Leaves steps out while the walk still fails the same way (ddmin, in
 * chunks of halving size); returns the shortest failing outcome. */
static guint
shrink (const char *ruleset,
        guint32     seed,
        Step      **steps,
        guint       n_steps,
        Outcome    *failing)
{
  gint64 deadline = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;
  guint n = (guint) failing->failed_at + 1;

  for (guint chunk = MAX (1, n / 2); chunk >= 1; chunk = chunk > 1 ? chunk / 2 : 0)
    {
      gboolean removed_any = TRUE;

      while (removed_any && g_get_monotonic_time () < deadline)
        {
          removed_any = FALSE;
          for (guint start = 0; start + chunk <= n && g_get_monotonic_time () < deadline;)
            {
              g_autofree Step *fewer = g_new (Step, n - chunk);
              Outcome trial;

              memcpy (fewer, *steps, start * sizeof (Step));
              memcpy (fewer + start, *steps + start + chunk, (n - start - chunk) * sizeof (Step));
              run_walk (ruleset, seed, fewer, n - chunk, &trial);
              if (trial.failed_at >= 0 && g_strcmp0 (trial.what, failing->what) == 0)
                {
                  g_free (*steps);
                  *steps = g_steal_pointer (&fewer);
                  n = (guint) trial.failed_at + 1;
                  outcome_clear (failing);
                  *failing = trial;
                  removed_any = TRUE;
                }
              else
                {
                  outcome_clear (&trial);
                  start += chunk;
                }
            }
        }
      if (chunk == 1)
        break;
    }
  return n;
}

static void
report_failure (const char *ruleset,
                guint32     seed,
                Step       *steps,
                guint       n_steps,
                Outcome    *out)
{
  g_autoptr(GString) report = g_string_new (NULL);
  g_autofree Step *copy = g_memdup2 (steps, n_steps * sizeof (Step));
  g_auto(GStrv) lines = NULL;
  guint n;

  g_test_message ("walk %s seed %u failed at step %d: %s: %s", ruleset, seed, out->failed_at,
                  out->what, out->detail);
  n = shrink (ruleset, seed, &copy, n_steps, out);
  g_string_append_printf (report, "%s (%s seed %u, shrunk to %u steps): %s\n", out->what, ruleset,
                          seed, n, out->detail);
  g_string_append (report, "To reproduce, in an empty folder:\n");
  for (guint i = 0; i < out->commands->len; i++)
    g_string_append_printf (report, "%s\n", (char *) g_ptr_array_index (out->commands, i));
  /* One TAP comment a line, so that the harness shows it whole. */
  lines = g_strsplit (report->str, "\n", -1);
  for (guint i = 0; lines[i] && lines[i][0]; i++)
    g_test_message ("%s", lines[i]);
  g_test_fail_printf ("%s (%s seed %u): see the steps above", out->what, ruleset, seed);
}

typedef struct
{
  guint walks;
  guint steps;
  guint accepted[N_KINDS];
  guint refused[N_KINDS];
} Totals;

static void
add_totals (Totals  *totals,
            Outcome *out)
{
  totals->walks++;
  for (guint k = 0; k < N_KINDS; k++)
    {
      totals->accepted[k] += out->accepted[k];
      totals->refused[k] += out->refused[k];
      totals->steps += out->accepted[k] + out->refused[k];
    }
}

static void
print_totals (const char *title,
              Totals     *totals)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_string_append_printf (text, "%s: %u walks, %u commands run", title, totals->walks, totals->steps);
  for (guint k = 0; k < N_KINDS; k++)
    g_string_append_printf (text, "\n  %-22s %6u accepted %6u refused", kinds[k].name,
                            totals->accepted[k], totals->refused[k]);
  g_test_message ("%s", text->str);
}

/* Walks of one ruleset: a few in the suite, until the time is up in the
 * long mode. */
static void
test_walks (gconstpointer data)
{
  const char *ruleset = data;
  const char *seed_env = g_getenv ("TAVOLO_WALK_SEED");
  const char *steps_env = g_getenv ("TAVOLO_WALK_STEPS");
  guint n_steps = steps_env ? (guint) g_ascii_strtoull (steps_env, NULL, 10) : 60;
  gint64 end = g_get_monotonic_time () + (gint64) long_runs * G_USEC_PER_SEC;
  guint n_walks = seed_env ? 1 : 3;
  Totals totals = { 0, };

  for (guint w = 0; w < n_walks || (!seed_env && long_runs && g_get_monotonic_time () < end); w++)
    {
      guint32 seed = seed_env ? (guint32) g_ascii_strtoull (seed_env, NULL, 10) : (guint32) g_test_rand_int ();
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autofree Step *steps = random_steps (rand, n_steps);
      Outcome out;

      g_test_message ("walk %s seed %u, %u steps", ruleset, seed, n_steps);
      run_walk (ruleset, seed, steps, n_steps, &out);
      add_totals (&totals, &out);
      if (out.failed_at >= 0)
        {
          report_failure (ruleset, seed, steps, n_steps, &out);
          outcome_clear (&out);
          break;
        }
      outcome_clear (&out);
    }
  print_totals (ruleset, &totals);
}

int
main (int    argc,
      char **argv)
{
  static const char * const rulesets[] = { "bang-2011", "bang-2007", "destiny", "catan-bg", "bgl" };
  const char *seconds = g_getenv ("TAVOLO_WALK_SECONDS");

  /* The names in a report are printed as they are, not as "?". */
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);
  cli = g_getenv ("TAVOLO_CLI");
  verbose = g_getenv ("TAVOLO_WALK_VERBOSE") != NULL;
  g_assert_nonnull (cli);
  long_runs = seconds ? (guint) g_ascii_strtoull (seconds, NULL, 10) / G_N_ELEMENTS (rulesets) : 0;

  for (guint i = 0; i < G_N_ELEMENTS (rulesets); i++)
    {
      g_autofree char *path = g_strdup_printf ("/cli/walk/%s", rulesets[i]);

      g_test_add_data_func (path, rulesets[i], test_walks);
    }
  return g_test_run ();
}
