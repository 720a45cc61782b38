/* tav-cli.h — what the tavolo-cli command files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "tav-document.h"
#include "tav-event.h"
#include "tav-file-lock.h"

G_BEGIN_DECLS

/* Exit statuses: 2 when the command line itself is wrong, 1 when a
 * well-formed command could not be carried out. */
typedef enum
{
  TAV_CLI_OK     = 0,
  TAV_CLI_FAILED = 1,
  TAV_CLI_USAGE  = 2,
} TavCliStatus;

typedef enum
{
  TAV_CLI_FORMAT_TEXT = 1 << 0,
  TAV_CLI_FORMAT_CSV  = 1 << 1,
  TAV_CLI_FORMAT_JSON = 1 << 2,
} TavCliFormat;

typedef struct
{
  const char *name;
  const char *parameters;   /* N_(): the synopsis after the command name */
  const char *summary;      /* N_(): one line for the command list */
  const char *description;  /* N_(): the text after the options, may be NULL */
  int       (*run)          (int    argc,
                             char **argv);
} TavCliCommand;

#define TAV_CLI_PROGRAM "tavolo-cli"

/* Commands, one function each; argv[0] is the command's name. */
int  tav_cli_rulesets        (int argc, char **argv);
int  tav_cli_new             (int argc, char **argv);
int  tav_cli_validate        (int argc, char **argv);
int  tav_cli_publish         (int argc, char **argv);
int  tav_cli_players         (int argc, char **argv);
int  tav_cli_warn            (int argc, char **argv);
int  tav_cli_ejected         (int argc, char **argv);
int  tav_cli_draw            (int argc, char **argv);
int  tav_cli_redraw          (int argc, char **argv);
int  tav_cli_show            (int argc, char **argv);
int  tav_cli_swap            (int argc, char **argv);
int  tav_cli_result          (int argc, char **argv);
int  tav_cli_extend          (int argc, char **argv);
int  tav_cli_release         (int argc, char **argv);
int  tav_cli_standings       (int argc, char **argv);
int  tav_cli_balance         (int argc, char **argv);
int  tav_cli_finals          (int argc, char **argv);
int  tav_cli_duel            (int argc, char **argv);
int  tav_cli_pairings        (int argc, char **argv);
int  tav_cli_print           (int argc, char **argv);
int  tav_cli_serve           (int argc, char **argv);
int  tav_cli_timer           (int argc, char **argv);
int  tav_cli_season          (int argc, char **argv);
int  tav_cli_inbox           (int argc, char **argv);
int  tav_cli_restore         (int argc, char **argv);
int  tav_cli_log             (int argc, char **argv);
int  tav_cli_edit            (int argc, char **argv);

gboolean tav_cli_can_restore (const char *path);

const TavCliCommand *tav_cli_find_command (const char *name);

/* Reporting: one line on stderr, "tavolo-cli: WHERE: MESSAGE". Each
 * returns the exit status to use. */
int  tav_cli_fail            (const char    *where,
                              const char    *format,
                              ...) G_GNUC_PRINTF (2, 3);
int  tav_cli_fail_error      (const char    *where,
                              const GError  *error);
int  tav_cli_usage           (const char    *command,
                              const char    *format,
                              ...) G_GNUC_PRINTF (2, 3);

/* Parses the command's options; on success *args holds the command name
 * followed by the positional arguments (a first "--" removed). */
gboolean tav_cli_parse_options (const TavCliCommand  *command,
                                const GOptionEntry   *entries,
                                int                   argc,
                                char                **argv,
                                char               ***args,
                                int                  *status);
gboolean tav_cli_check_args    (const char           *command,
                                char                **args,
                                guint                 min,
                                guint                 max,
                                const char           *what,
                                int                  *status);
gboolean tav_cli_parse_number  (const char           *command,
                                const char           *option,
                                const char           *text,
                                guint                 min,
                                guint                *value,
                                int                  *status);
gboolean tav_cli_parse_format  (const char           *command,
                                const char           *text,
                                TavCliFormat          allowed,
                                TavCliFormat         *format,
                                int                  *status);
gboolean tav_cli_clean_option  (const char           *command,
                                const char           *option,
                                char                **text,
                                int                  *status);

/* Files: errors are reported before returning NULL / FALSE. */
gboolean     tav_cli_lock             (const char *path);
TavFileLock *tav_cli_held_lock        (const char *path);
TavEvent   *tav_cli_load          (const char *path);
TavEvent   *tav_cli_load_for_writing (const char *path);
void        tav_cli_unlock        (void);
JsonObject *tav_cli_parse_result  (const char  *argument,
                                   GError     **error);
gboolean    tav_cli_check_output  (const char *output,
                                   gboolean    force);
gboolean    tav_cli_save          (TavEvent   *event,
                                   const char *path);
gboolean    tav_cli_save_by       (TavEvent    *event,
                                   const char  *path,
                                   TavHandKind  default_kind);

/* The hand of the changes, for the event's log (tav-cli-hand.c). */
const GOptionEntry *tav_cli_as_entries     (void);
gboolean    tav_cli_check_as      (const char  *command,
                                   int         *status);
gboolean    tav_cli_take_global_as (int        *argc,
                                    char     ***argv,
                                    int        *status);
void        tav_cli_record        (TavEvent    *event,
                                   const char  *path,
                                   TavHandKind  default_kind);

/* Looking things up in an event, with the error reported. */
TavPlayer  *tav_cli_lookup_player (const char *command,
                                   TavEvent   *event,
                                   const char *id_or_name);
TavStage   *tav_cli_find_stage    (const char *command,
                                   TavEvent   *event,
                                   const char *stage_id);
char       *tav_cli_player_label  (TavEvent   *event,
                                   const char *player_id);
const char *tav_cli_head_seat_name (TavEvent  *event,
                                    TavStage  *stage);

/* Output. */
void        tav_cli_append_round  (GString    *out,
                                   TavEvent   *event,
                                   TavStage   *stage,
                                   TavRound   *round);
guint       tav_cli_text_width    (const char *text);
void        tav_cli_append_padded (GString    *out,
                                   const char *text,
                                   guint       width,
                                   gboolean    right);
void        tav_cli_write         (const char *text);
void        tav_cli_write_json    (JsonNode   *node);
JsonNode   *tav_cli_number_node   (double      value);

/* Standings, of an event or of a season. */
void        tav_cli_append_standings_text (GString      *out,
                                           TavStandings *standings);
void        tav_cli_append_standings_csv  (GString      *out,
                                           TavStandings *standings);
void        tav_cli_write_standings_json  (TavStandings *standings);

/* The room's constraints (tav-cli-constraints.c). */
typedef enum
{
  TAV_CLI_CLUBS_MIXED,
  TAV_CLI_CLUBS_FIRST_ROUND,
  TAV_CLI_CLUBS_EVERY_ROUND,
  TAV_CLI_CLUBS_UNSET,
} TavCliClubs;

/* The options of "new" and "edit" that set them, into two strings. */
#define TAV_CLI_ROOM_ENTRIES(tables_text, clubs_text) \
  { "accessible-tables", 0, 0, G_OPTION_ARG_FILENAME, &(tables_text), \
    N_("The tables a wheelchair reaches, e.g. 1,2 (\"\" for none)"), N_("N,…") }, \
  { "clubs", 0, 0, G_OPTION_ARG_FILENAME, &(clubs_text), \
    N_("Keep players of one club apart: every-round, first-round or mixed"), N_("RULE") }

gboolean    tav_cli_parse_tables  (const char   *command,
                                   const char   *text,
                                   GArray      **numbers,
                                   int          *status);
gboolean    tav_cli_parse_clubs   (const char   *command,
                                   const char   *text,
                                   TavCliClubs  *clubs,
                                   int          *status);
gboolean    tav_cli_apply_room    (const char   *command,
                                   TavEvent     *event,
                                   GArray       *tables,
                                   TavCliClubs   clubs,
                                   int          *status);
void        tav_cli_append_room   (GString      *out,
                                   TavEvent     *event);
int         tav_cli_players_seat  (const char   *where,
                                   TavEvent     *event,
                                   TavPlayer    *player,
                                   const char   *label,
                                   guint         table,
                                   gboolean      accessible,
                                   GString      *out,
                                   GError      **error);
int         tav_cli_players_apart (const char   *where,
                                   TavEvent     *event,
                                   char        **args,
                                   guint         n_args,
                                   gboolean      clear,
                                   gboolean      list,
                                   GString      *out);
/* tav-cli-codes.c */
int         tav_cli_players_code  (TavEvent     *event,
                                   TavPlayer    *player,
                                   gboolean      renew,
                                   GString      *out,
                                   GError      **error);
void        tav_cli_players_codes (TavEvent     *event,
                                   TavCliFormat  format,
                                   GString      *out);
int         tav_cli_players_self_check_in (TavEvent   *event,
                                           const char *text,
                                           GString    *out);
char       *tav_cli_seat_marks    (TavEvent     *event,
                                   TavPlayer    *player);
void        tav_cli_add_seat_json (JsonBuilder  *builder,
                                   TavEvent     *event,
                                   TavPlayer    *player);
void        tav_cli_append_breaches (GString    *out,
                                     TavEvent   *event,
                                     TavStage   *stage,
                                     TavRound   *round);

/* A text table with aligned columns. */
typedef struct _TavCliGrid TavCliGrid;

TavCliGrid *tav_cli_grid_new      (guint       n_columns);
void        tav_cli_grid_free     (TavCliGrid *grid);
void        tav_cli_grid_set_right (TavCliGrid *grid,
                                    guint       column,
                                    gboolean    right);
void        tav_cli_grid_add      (TavCliGrid *grid,
                                   ...) G_GNUC_NULL_TERMINATED;
void        tav_cli_grid_add_strv (TavCliGrid *grid,
                                   char      **cells);
void        tav_cli_grid_print    (TavCliGrid *grid,
                                   GString    *out,
                                   const char *indent);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TavCliGrid, tav_cli_grid_free)

G_END_DECLS
