/* tav-log-words.c
 *
 * A log entry in words, in the reader's language, made when it is read
 * from the entry's data: "Round 3, table 7: result corrected: Anna 2–1 →
 * Bruno 2–1". Players are named as the event names them now; a result is
 * put in the words of tav-result-words.c. The hand is said apart
 * (tav_hand_describe ()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-log-words"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-event.h"
#include "tav-log-entry.h"
#include "tav-log-values.h"
#include "tav-result-words.h"
#include "tav-ruleset.h"

static const char *
player_name (TavEvent   *event,
             const char *id)
{
  TavPlayer *player = id ? tav_event_find_player (event, id) : NULL;

  return player ? tav_player_get_name (player) : id ? id : "?";
}

static const char *
first_player (TavEvent    *event,
              TavLogEntry *entry)
{
  return player_name (event, tav_log_entry_get_players (entry)[0]);
}

static const char *
text (TavLogEntry *entry,
      const char  *member)
{
  const char *value = tav_log_entry_get_string (entry, member);

  return value ? value : "";
}

/* "Round 3, table 7", "Finals, round 1", or NULL when the act has no
 * place. Stages other than the first are named. */
static char *
describe_place (TavLogEntry *entry,
                TavEvent    *event)
{
  const char *stage_id = tav_log_entry_get_stage_id (entry);
  TavStage *stage = stage_id ? tav_event_find_stage (event, stage_id) : NULL;
  guint round = tav_log_entry_get_round (entry);
  guint table = tav_log_entry_get_table (entry);
  const char *stage_name = NULL;

  if (stage != NULL && tav_event_get_n_stages (event) > 1 && tav_event_get_stage (event, 0) != stage)
    stage_name = tav_stage_get_name (stage);
  if (stage_name != NULL && round > 0 && table > 0)
    /* TRANSLATORS: the place of a change in the event's log: a stage, a round, a table */
    return g_strdup_printf (_("%s, round %u, table %u"), stage_name, round, table);
  if (stage_name != NULL && round > 0)
    /* TRANSLATORS: the place of a change in the event's log: a stage and a round */
    return g_strdup_printf (_("%s, round %u"), stage_name, round);
  if (round > 0 && table > 0)
    /* TRANSLATORS: the place of a change in the event's log */
    return g_strdup_printf (_("Round %u, table %u"), round, table);
  if (round > 0)
    /* TRANSLATORS: the place of a change in the event's log */
    return g_strdup_printf (_("Round %u"), round);
  if (stage_name != NULL)
    return g_strdup (stage_name);
  return NULL;
}

/* A result the entry keeps, in tav-result-words.c's words, for the seats
 * it was entered for (the table may have been drawn again since). */
static char *
describe_result (TavLogEntry *entry,
                 TavEvent    *event,
                 const char  *member)
{
  JsonObject *result = tav_log_entry_get_object (entry, member);
  const char *stage_id = tav_log_entry_get_stage_id (entry);
  g_autoptr(TavStage) made = NULL;
  g_autoptr(TavTable) table = NULL;
  TavStage *stage;
  char *words = NULL;

  if (result == NULL)
    return g_strdup ("—");
  stage = stage_id ? tav_event_find_stage (event, stage_id) : NULL;
  if (stage == NULL)
    stage = made = tav_stage_new (stage_id ? stage_id : "main", TAV_STAGE_TABLES);
  table = tav_table_new (tav_log_entry_get_table (entry), tav_log_entry_get_players (entry));
  words = tav_result_describe_result (event, stage, table, result);
  /* TRANSLATORS: a result the log cannot put in fewer words */
  return words ? words : g_strdup (_("a result"));
}

static char *
describe_penalty (TavLogEntry *entry,
                  TavEvent    *event)
{
  TavPenaltyKind kind = TAV_PENALTY_WARNING;
  const char *reason = text (entry, "reason");
  const char *label;

  label = tav_penalty_kind_from_string (text (entry, "kind"), &kind)
            ? tav_penalty_kind_get_label (kind) : text (entry, "kind");
  if (reason[0] == '\0')
    /* TRANSLATORS: a penalty in the event's log: "Warning for Anna" */
    return g_strdup_printf (_("%s for %s"), label, first_player (event, entry));
  /* TRANSLATORS: a penalty in the event's log: "Warning for Anna: slow play" */
  return g_strdup_printf (_("%s for %s: %s"), label, first_player (event, entry), reason);
}

static char *
describe_details (TavLogEntry *entry)
{
  const char *field = text (entry, "field");
  const char *old = text (entry, "old");
  const char *new = text (entry, "new");

  if (g_str_equal (field, "name"))
    return g_strdup_printf (_("event renamed: “%s” → “%s”"), old, new);
  if (g_str_equal (field, "date"))
    return g_strdup_printf (_("event date: %s → %s"), old, new);
  if (g_str_equal (field, "venue"))
    return g_strdup_printf (_("event venue: “%s” → “%s”"), old, new);
  /* TRANSLATORS: the random seed of the draws changed */
  return g_strdup_printf (_("seed: %s → %s"), old, new);
}

/* A parameter's value in the words of the ruleset's form: a choice's
 * label; an empty one (not set before) is the parameter's default. */
static const char *
parameter_value (const TavFieldSpec *spec,
                 const char         *value)
{
  const char *label;

  if (spec == NULL)
    return value;
  if (value[0] == '\0' && spec->default_value != NULL)
    value = spec->default_value;
  label = tav_field_choice_label (spec, value);
  return label ? label : value;
}

static char *
describe_parameter (TavLogEntry *entry,
                    TavEvent    *event)
{
  TavRuleset *ruleset = tav_event_get_ruleset (event);
  const TavFieldSpec *specs = NULL;
  const TavFieldSpec *spec = NULL;
  guint n_specs = 0;

  if (ruleset != NULL)
    specs = tav_ruleset_get_params (ruleset, &n_specs);
  if (specs != NULL)
    spec = tav_field_find (specs, n_specs, text (entry, "field"));
  /* TRANSLATORS: a rule of the event changed: "Top cut: From the structure table → Top 4" */
  return g_strdup_printf (_("rule “%s”: %s → %s"),
                          spec ? _(spec->label) : text (entry, "field"),
                          parameter_value (spec, text (entry, "old")),
                          parameter_value (spec, text (entry, "new")));
}

static char *
format_time (const char *iso)
{
  g_autoptr(GDateTime) time = iso ? g_date_time_new_from_iso8601 (iso, NULL) : NULL;
  g_autoptr(GDateTime) local = time ? g_date_time_to_local (time) : NULL;

  return local ? g_date_time_format (local, "%Y-%m-%d %H:%M") : g_strdup ("?");
}

static char *
describe_folded (TavLogEntry *entry)
{
  JsonObject *hands = tav_log_entry_get_object (entry, "hands");
  g_autoptr(GList) keys = hands ? json_object_get_members (hands) : NULL;
  g_autoptr(GString) by = g_string_new (NULL);
  g_autofree char *from = format_time (tav_log_entry_get_string (entry, "from"));
  g_autofree char *to = format_time (tav_log_entry_get_string (entry, "to"));
  guint count = tav_log_entry_get_uint (entry, "count");
  g_autofree char *head = NULL;

  for (GList *l = keys; l; l = l->next)
    {
      g_autoptr(TavHand) hand = NULL;
      g_autofree char *who = NULL;

      if (!tav_log_values_parse_hand_key (l->data, &hand))
        continue;
      who = tav_hand_describe (hand);
      g_string_append_printf (by, "%s%s %" G_GINT64_FORMAT, by->len ? ", " : "", who,
                              json_object_get_int_member (hands, l->data));
    }
  head = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u earlier change, from %s to %s",
                                       "%u earlier changes, from %s to %s", count),
                          count, from, to);
  if (by->len == 0)
    return g_steal_pointer (&head);
  return g_strdup_printf ("%s (%s)", head, by->str);
}

static char *
describe_result_act (TavLogEntry *entry,
                     TavEvent    *event,
                     const char  *act)
{
  g_autofree char *before = describe_result (entry, event, "before");
  g_autofree char *after = describe_result (entry, event, "after");

  if (g_str_equal (act, "result-entered"))
    return g_strdup_printf (_("result entered: %s"), after);
  if (g_str_equal (act, "result-corrected"))
    return g_strdup_printf (_("result corrected: %s → %s"), before, after);
  if (g_str_equal (act, "result-cleared"))
    return g_strdup_printf (_("result cleared (it was: %s)"), before);
  if (g_str_equal (act, "result-received"))
    /* TRANSLATORS: sent by the table or by a judge: the hand says which */
    return g_strdup_printf (_("result sent: %s"), after);
  if (g_str_equal (act, "result-accepted"))
    return g_strdup (_("sent result accepted"));
  if (text (entry, "reason")[0] == '\0')
    return g_strdup (_("sent result rejected"));
  return g_strdup_printf (_("sent result rejected: %s"), text (entry, "reason"));
}

static char *
describe_player_act (TavLogEntry *entry,
                     TavEvent    *event,
                     const char  *act)
{
  const char *name = first_player (event, entry);
  TavPlayerStatus status;

  if (g_str_equal (act, "player-added"))
    return g_strdup_printf (_("%s added"), name);
  if (g_str_equal (act, "player-removed"))
    return g_strdup_printf (_("%s removed"), text (entry, "old"));
  if (g_str_equal (act, "player-renamed"))
    return g_strdup_printf (_("“%s” renamed “%s”"), text (entry, "old"), text (entry, "new"));
  if (g_str_equal (act, "player-reinstated"))
    return g_strdup_printf (_("%s reinstated"), name);
  if (g_str_equal (act, "player-checked-in"))
    return g_strdup_printf (_("%s checked in"), name);
  if (g_str_equal (act, "player-checked-out"))
    return g_strdup_printf (_("%s no longer checked in"), name);
  if (g_str_equal (act, "player-club"))
    return g_strdup_printf (_("%s: club “%s” → “%s”"), name, text (entry, "old"), text (entry, "new"));
  /* A deck is many lines, and the player's own: the log says that it
   * changed, never what it holds. */
  if (g_str_equal (act, "player-deck"))
    return g_strdup_printf (_("%s: deck changed"), name);
  if (g_str_equal (act, "player-team"))
    return g_strdup_printf (_("%s: team “%s” → “%s”"), name, text (entry, "old"), text (entry, "new"));
  if (g_str_equal (act, "player-table") && text (entry, "new")[0] == '\0')
    return g_strdup_printf (_("%s no longer fixed to a table"), name);
  if (g_str_equal (act, "player-table"))
    /* TRANSLATORS: in the event's log: "Anna fixed to table 3" */
    return g_strdup_printf (_("%s fixed to table %s"), name, text (entry, "new"));
  if (g_str_equal (act, "player-accessible"))
    return g_strdup_printf (_("%s needs an accessible table"), name);
  if (g_str_equal (act, "player-accessible-cleared"))
    return g_strdup_printf (_("%s no longer needs an accessible table"), name);
  if (g_str_equal (act, "player-code-renewed"))
    /* TRANSLATORS: in the event's log: "Anna Rossi’s personal code renewed" */
    return g_strdup_printf (_("%s’s personal code renewed"), name);
  if (!tav_player_status_from_string (text (entry, "new"), &status))
    status = TAV_PLAYER_WITHDRAWN;
  /* TRANSLATORS: a player's new status in the event's log: "Anna: Withdrawn" */
  return g_strdup_printf (_("%s: %s"), name, tav_player_status_get_label (status));
}

/* "Anna and Bruno", "Anna, Bruno and Carla". */
static char *
join_players (TavEvent           *event,
              const char * const *ids)
{
  g_autoptr(GString) head = g_string_new (NULL);
  guint n = ids ? g_strv_length ((char **) ids) : 0;

  if (n < 2)
    return g_strdup (player_name (event, n ? ids[0] : NULL));
  for (guint i = 0; i + 1 < n; i++)
    g_string_append_printf (head, "%s%s", i ? ", " : "", player_name (event, ids[i]));
  /* TRANSLATORS: the last two of a list of players: "Anna, Bruno and Carla" */
  return g_strdup_printf (_("%s and %s"), head->str, player_name (event, ids[n - 1]));
}

/* The room's constraints (format version 4). */
static char *
describe_room_act (TavLogEntry *entry,
                   TavEvent    *event,
                   const char  *act)
{
  g_autofree char *names = join_players (event, tav_log_entry_get_players (entry));

  if (g_str_equal (act, "players-apart"))
    /* TRANSLATORS: in the event's log: "Anna and Bruno kept apart" */
    return g_strdup_printf (_("%s kept apart"), names);
  if (g_str_equal (act, "players-apart-removed"))
    return g_strdup_printf (_("%s no longer kept apart"), names);
  if (g_str_equal (act, "clubs-every-round"))
    return g_strdup (_("clubs kept apart in every round"));
  if (g_str_equal (act, "clubs-round-1"))
    return g_strdup (_("clubs kept apart in round 1 only"));
  if (text (entry, "new")[0] == '\0')
    return g_strdup (_("no accessible tables"));
  /* TRANSLATORS: in the event's log: "accessible tables: 1, 2" */
  return g_strdup_printf (_("accessible tables: %s"), text (entry, "new"));
}

/* What players asked from their phones (format version 5). */
static char *
describe_request_act (TavLogEntry *entry,
                      TavEvent    *event,
                      const char  *act)
{
  const char * const *players = tav_log_entry_get_players (entry);
  const char *who = players && players[0] ? player_name (event, players[0]) : text (entry, "new");

  if (g_str_equal (act, "registration-opened"))
    return g_strdup (_("players may ask to register from their phones"));
  if (g_str_equal (act, "registration-closed"))
    return g_strdup (_("players may no longer ask to register from their phones"));
  if (g_str_equal (act, "registration-received"))
    /* TRANSLATORS: in the event's log; %s is the name a phone asked to register */
    return g_strdup_printf (_("request to register %s"), who);
  if (g_str_equal (act, "registration-accepted"))
    return g_strdup_printf (_("request to register %s accepted"), who);
  if (g_str_equal (act, "registration-rejected"))
    return g_strdup_printf (_("request to register %s refused: %s"), who, text (entry, "reason"));
  if (g_str_equal (act, "deck-received"))
    return g_strdup_printf (_("%s sent a deck"), who);
  if (g_str_equal (act, "deck-accepted"))
    return g_strdup_printf (_("deck sent by %s accepted"), who);
  return g_strdup_printf (_("deck sent by %s refused: %s"), who, text (entry, "reason"));
}

static char *
describe_act (TavLogEntry *entry,
              TavEvent    *event)
{
  const char *act = tav_log_entry_get_act (entry);
  const char * const *players = tav_log_entry_get_players (entry);

  if (g_str_has_prefix (act, "result-"))
    return describe_result_act (entry, event, act);
  if (g_str_has_prefix (act, "player-"))
    return describe_player_act (entry, event, act);
  if (tav_log_entry_act_version (act) == 4)
    return describe_room_act (entry, event, act);
  if (g_str_equal (act, "self-check-in-on"))
    return g_strdup (_("players may check in from their phones"));
  if (g_str_equal (act, "self-check-in-off"))
    return g_strdup (_("players may no longer check in from their phones"));
  if (g_str_has_prefix (act, "registration-") || g_str_has_prefix (act, "deck-"))
    return describe_request_act (entry, event, act);
  if (g_str_equal (act, "round-drawn"))
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "round drawn: %u table",
                                         "round drawn: %u tables",
                                         tav_log_entry_get_uint (entry, "count")),
                            tav_log_entry_get_uint (entry, "count"));
  if (g_str_equal (act, "round-redrawn"))
    return g_strdup (_("round drawn again"));
  if (g_str_equal (act, "round-removed"))
    return g_strdup (_("round removed"));
  if (g_str_equal (act, "round-released"))
    return g_strdup (_("round released to the room"));
  if (g_str_equal (act, "table-extended"))
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u minute added: %s",
                                         "%u minutes added: %s",
                                         tav_log_entry_get_uint (entry, "minutes")),
                            tav_log_entry_get_uint (entry, "minutes"), text (entry, "reason"));
  if (g_str_equal (act, "seats-swapped"))
    return g_strdup_printf (_("%s and %s swapped seats"), player_name (event, players[0]),
                            player_name (event, players[0] ? players[1] : NULL));
  if (g_str_equal (act, "penalty"))
    return describe_penalty (entry, event);
  if (g_str_equal (act, "stage-added"))
    return g_strdup (_("stage added"));
  if (g_str_equal (act, "stage-removed"))
    return g_strdup_printf (_("stage “%s” removed"), tav_log_entry_get_stage_id (entry));
  if (g_str_equal (act, "event-details"))
    return describe_details (entry);
  if (g_str_equal (act, "event-parameter"))
    return describe_parameter (entry, event);
  if (g_str_equal (act, "event-published"))
    return g_strdup (_("event published"));
  if (g_str_equal (act, "event-unpublished"))
    return g_strdup (_("event no longer published"));
  if (g_str_equal (act, "release-manual"))
    return g_strdup (_("new rounds shown to the room when released"));
  if (g_str_equal (act, "release-at-once"))
    return g_strdup (_("new rounds shown to the room at once"));
  if (g_str_equal (act, "judge-added"))
    return g_strdup_printf (_("judge code made for %s"), text (entry, "new"));
  if (g_str_equal (act, "judge-revoked"))
    return g_strdup_printf (_("judge code of %s revoked"), text (entry, "old"));
  if (g_str_equal (act, "undo"))
    return g_strdup (_("last change undone"));
  if (g_str_equal (act, "redo"))
    return g_strdup (_("undone change made again"));
  if (g_str_equal (act, "folded"))
    return describe_folded (entry);
  g_return_val_if_reached (g_strdup (act));
}

/**
 * tav_log_entry_describe:
 * @event: the event whose log holds the entry (for players' names)
 *
 * Returns: (transfer full): the change in words, in the reader's language,
 *   without its hand: "Round 3, table 7: result corrected: Anna 2–1 →
 *   Bruno 2–1"
 */
char *
tav_log_entry_describe (TavLogEntry *self,
                        TavEvent    *event)
{
  g_autofree char *place = NULL;
  g_autofree char *what = NULL;

  g_return_val_if_fail (TAV_IS_LOG_ENTRY (self), NULL);
  g_return_val_if_fail (TAV_IS_EVENT (event), NULL);

  place = describe_place (self, event);
  what = describe_act (self, event);
  if (place == NULL)
    return g_steal_pointer (&what);
  /* TRANSLATORS: a change in the event's log: its place, then what changed */
  return g_strdup_printf (_("%s: %s"), place, what);
}
