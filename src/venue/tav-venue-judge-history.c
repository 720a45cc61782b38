/* tav-venue-judge-history.c
 *
 * "Who did what" at one table, from the event's log: each act with its
 * time and its hand. The words are the venue's, in the reader's language
 * (the phone's catalog): the log's own words (tav-log-words.c) come out
 * in the computer's language and put results in tav-result-words.c's
 * words, which the phone's catalog cannot render again. Where the ranking
 * is secret, no result is described: its figures add up to the balances.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-venue-judge"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tav-event-log.h"
#include "tav-venue-form.h"
#include "tav-venue-judge-private.h"

#define T(msgid) tav_venue_catalog_gettext (answer->catalog, msgid)

/* The hand in the reader's language: "judge Marco", "the table’s link". */
static char *
describe_hand (TavJudgeAnswer *answer,
               const TavHand  *hand)
{
  switch (hand->kind)
    {
    case TAV_HAND_JUDGE:
      return g_strdup_printf (T (N_("judge %s")), hand->name ? hand->name : "?");
    case TAV_HAND_TABLE:
      return g_strdup (T (N_("the table’s link")));
    case TAV_HAND_CLI:
      return hand->name ? g_strdup_printf (T (N_("tavolo-cli (%s)")), hand->name) : g_strdup ("tavolo-cli");
    case TAV_HAND_SEASON:
      return g_strdup (T (N_("a season import")));
    case TAV_HAND_PLAYER:
      /* TRANSLATORS: who made a change: the player, by a personal code */
      return g_strdup_printf (T (N_("player %s (own code)")), hand->name ? hand->name : "?");
    case TAV_HAND_APP:
    default:
      return g_strdup (T (N_("the organiser (app)")));
    }
}

/* Whether @entry is an act at @table of @round: its place, or (a penalty
 * or a swap, kept by round only) one of its players seated there. */
static gboolean
concerns_table (TavLogEntry *entry,
                TavStage    *stage,
                guint        round,
                TavTable    *table)
{
  const char *act = tav_log_entry_get_act (entry);
  const char * const *players = tav_log_entry_get_players (entry);

  if (tav_log_entry_get_round (entry) != round ||
      g_strcmp0 (tav_log_entry_get_stage_id (entry), tav_stage_get_id (stage)) != 0)
    return FALSE;
  if (tav_log_entry_get_table (entry) != 0)
    return tav_log_entry_get_table (entry) == tav_table_get_number (table);
  if (!g_str_equal (act, "penalty") && !g_str_equal (act, "seats-swapped"))
    return FALSE;
  for (guint i = 0; players[i]; i++)
    if (tav_table_find_seat (table, players[i]) >= 0)
      return TRUE;
  return FALSE;
}

static const char *
player_name (TavEvent   *event,
             const char *id)
{
  TavPlayer *player = id ? tav_event_find_player (event, id) : NULL;

  return player ? tav_player_get_name (player) : "?";
}

static const char *
text (TavLogEntry *entry,
      const char  *member)
{
  const char *value = tav_log_entry_get_string (entry, member);

  return value ? value : "";
}

static char *
describe_penalty (TavJudgeAnswer *answer,
                  TavLogEntry    *entry)
{
  TavPenaltyKind kind = TAV_PENALTY_WARNING;
  /* tav_penalty_kind_get_label ()'s words, in the phone's catalog. */
  static const char * const labels[] = {
    "Warning", "Ejection", "Disqualification", "Game loss", "Last place in the game",
  };
  const char *label = text (entry, "kind");
  const char *name = player_name (answer->event, tav_log_entry_get_players (entry)[0]);

  if (tav_penalty_kind_from_string (label, &kind) && kind < G_N_ELEMENTS (labels))
    label = tav_venue_catalog_pgettext (answer->catalog, "penalty", labels[kind]);
  /* The log's own words for a penalty (tav-log-words.c). */
  if (text (entry, "reason")[0] == '\0')
    return g_strdup_printf (T ("%s for %s"), label, name);
  return g_strdup_printf (T ("%s for %s: %s"), label, name, text (entry, "reason"));
}

/* The act in words; @result, when set, is the result to show under it. */
static char *
describe_act (TavJudgeAnswer  *answer,
              TavLogEntry     *entry,
              JsonObject     **result)
{
  const char *act = tav_log_entry_get_act (entry);
  const char * const *players = tav_log_entry_get_players (entry);

  *result = tav_log_entry_get_object (entry, "after");
  if (g_str_equal (act, "result-entered"))
    return g_strdup (T (N_("Result entered")));
  if (g_str_equal (act, "result-corrected"))
    return g_strdup (T (N_("Result corrected")));
  if (g_str_equal (act, "result-received"))
    return g_strdup (T (N_("Result sent")));
  *result = NULL;
  if (g_str_equal (act, "result-cleared"))
    return g_strdup (T (N_("Result cleared")));
  if (g_str_equal (act, "result-accepted"))
    return g_strdup (T (N_("Sent result accepted")));
  if (g_str_equal (act, "result-rejected") && text (entry, "reason")[0])
    return g_strdup_printf ("%s: %s", T (N_("Sent result not accepted")), text (entry, "reason"));
  if (g_str_equal (act, "result-rejected"))
    return g_strdup (T (N_("Sent result not accepted")));
  if (g_str_equal (act, "table-extended"))
    {
      g_autofree char *added = g_strdup_printf (T (N_("+%u min")), tav_log_entry_get_uint (entry, "minutes"));

      return g_strdup_printf ("%s: %s", added, text (entry, "reason"));
    }
  if (g_str_equal (act, "penalty"))
    return describe_penalty (answer, entry);
  if (g_str_equal (act, "seats-swapped") && players[0] && players[1])
    return g_strdup_printf (T (N_("%s and %s swapped seats")), player_name (answer->event, players[0]),
                            player_name (answer->event, players[1]));
  return NULL;
}

static void
add_act (TavJudgeAnswer *answer,
         TavStage       *stage,
         TavTable       *table,
         TavLogEntry    *entry,
         gboolean        secret)
{
  GString *out = answer->body;
  JsonObject *result = NULL;
  g_autofree char *what = describe_act (answer, entry, &result);
  g_autofree char *who = NULL;
  g_autoptr(GDateTime) local = NULL;
  g_autofree char *time = NULL;

  if (what == NULL)
    return;
  who = describe_hand (answer, tav_log_entry_get_hand (entry));
  local = g_date_time_to_local (tav_log_entry_get_time (entry));
  time = g_date_time_format (local, "%H:%M");
  g_string_append_printf (out, "<li><time>%s</time> <span class=\"act\">", time);
  tav_venue_escape (out, what);
  g_string_append (out, "</span> <span class=\"hand\">— ");
  tav_venue_escape (out, who);
  g_string_append (out, "</span>");
  if (result != NULL && !secret)
    {
      /* The result for the seats as they were when it was sent. */
      g_autoptr(TavTable) then = tav_table_new (tav_table_get_number (table), tav_log_entry_get_players (entry));
      JsonObject *was = tav_log_entry_get_object (entry, "before");

      tav_venue_form_describe (out, answer->catalog, answer->event, stage, then, result);
      if (was != NULL)
        {
          g_string_append (out, "<div class=\"was\">");
          tav_venue_escape (out, T (N_("It was:")));
          tav_venue_form_describe (out, answer->catalog, answer->event, stage, then, was);
          g_string_append (out, "</div>");
        }
    }
  g_string_append (out, "</li>\n");
}

/* What was done at the table in this round, oldest first. */
void
tav_venue_judge_history (TavJudgeAnswer *answer,
                         TavStage       *stage,
                         guint           round,
                         TavTable       *table)
{
  GListModel *log = tav_event_get_log (answer->event);
  TavRuleset *ruleset = tav_event_get_ruleset (answer->event);
  gboolean secret = ruleset && tav_ruleset_is_ranking_secret (ruleset, answer->event);
  GString *out = answer->body;
  gsize start;

  g_string_append (out, "<section id=\"history\" class=\"history\">\n<h2>");
  tav_venue_escape (out, T (N_("Who did what")));
  g_string_append (out, "</h2>\n<ul>\n");
  start = out->len;
  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(TavLogEntry) entry = g_list_model_get_item (log, i);

      if (concerns_table (entry, stage, round, table))
        add_act (answer, stage, table, entry, secret);
    }
  if (out->len == start)
    {
      g_string_truncate (out, start - strlen ("<ul>\n"));
      tav_venue_paragraph (out, "class=\"hint\"", T (N_("Nothing yet.")));
      g_string_append (out, "</section>\n");
      return;
    }
  g_string_append (out, "</ul>\n</section>\n");
}
