/* tav-test-cli.h — running tavolo-cli from the tests, BANG! results and
 * two-player matches
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* One run of the program: its exit status and what it printed. */
typedef struct
{
  int   status;
  char *out;
  char *err;
} Run;

void        run_clear             (Run                *run);
void        run_argv              (Run                *run,
                                   const char * const *args);
void        run_cli               (Run                *run,
                                   const char         *first,
                                   ...) G_GNUC_NULL_TERMINATED;
char       *cli_ok                (const char         *first,
                                   ...) G_GNUC_NULL_TERMINATED;
char       *run_cli_on_terminal   (const char * const *args,
                                   const char         *until);
void        cli_fails             (const char         *file,
                                   int                 status,
                                   const char         *expected,
                                   const char         *first,
                                   ...) G_GNUC_NULL_TERMINATED;

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

void        assert_contains       (const char         *text,
                                   const char         *expected);
void        assert_lacks          (const char         *text,
                                   const char         *unexpected);
void        assert_one_error_line (const char         *err,
                                   const char         *expected);
char       *read_or_null          (const char         *path);
JsonNode   *parse_json            (const char         *text);
guint       count_lines           (const char         *text);

/* Each test runs in a temporary folder holding f->file. */
typedef struct
{
  char *dir;
  char *file;
} Fixture;

void        fixture_setup         (Fixture            *f,
                                   gconstpointer       data);
void        fixture_teardown      (Fixture            *f,
                                   gconstpointer       data);
char       *fixture_path          (Fixture            *f,
                                   const char         *name);
void        write_file            (const char         *path,
                                   const char         *text);
char       *player_name           (guint               i);
void        new_event             (Fixture            *f,
                                   guint               n_players);
void        new_event_of          (Fixture            *f,
                                   const char         *ruleset,
                                   guint               n_players);
void        add_players           (Fixture            *f,
                                   guint               n_players);
guint       player_number         (const char         *id);

/* BANG! results and rounds as `show --format json` prints them. */
const char *role_of               (guint               n_seats,
                                   guint               seat);
char       *make_result           (guint               n_seats,
                                   const char         *outcome,
                                   guint               deputy_spent);
JsonNode   *show_round            (Fixture            *f,
                                   const char         *round);
JsonArray  *round_tables          (JsonNode           *shown);
const char *table_seat            (JsonArray          *tables,
                                   guint               table,
                                   guint               seat);
guint       table_size            (JsonArray          *tables,
                                   guint               table);
void        play_round            (Fixture            *f,
                                   guint               round);

/* Two-player matches: the result of a table, from its two players' ids. */
typedef char *(*MatchJsonFunc) (const char    *a,
                                const char    *b,
                                gconstpointer  data);

void        play_matches          (Fixture            *f,
                                   guint               round,
                                   MatchJsonFunc       match_json,
                                   gconstpointer       data);
gboolean    play_bracket_round    (Fixture            *f,
                                   const char         *stage);

G_END_DECLS
