/* tav-venue-judge-page.c
 *
 * The judge's console as a page: every table of the round the room may
 * see, with its state and its own clock, and one table with what a judge
 * does there. Made in the reader's language, in the event's thread. It
 * shows no standings, scores or balances: a judge's phone is in the room.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-venue-judge"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tav-table-token.h"
#include "tav-text.h"
#include "tav-venue-form.h"
#include "tav-venue-judge-private.h"
#include "tav-venue-results.h"

#define T(msgid) tav_venue_catalog_gettext (answer->catalog, msgid)

typedef enum
{
  STATE_PLAYING,
  STATE_SENT,        /* a table's result waits in the inbox */
  STATE_DISPUTED,
  STATE_WAITING,     /* a judge's result waits for the organiser */
  STATE_ENTERED,
} TableState;

static const struct { const char *id, *label; } states[] = {
  { "playing", N_("Playing") },
  { "sent", N_("Result sent by the table") },
  { "disputed", N_("Disputed") },
  { "waiting", N_("Waiting for the organiser") },
  { "entered", N_("Entered") },
};

/* ---- Pieces ----------------------------------------------------------- */

static void judge_link (TavJudgeAnswer *answer,
                        guint           table);

/* @table: the table's page, or 0 for the console; a live page reloads
 * itself from its own address, never by sending a form again. */
/* Where the event is in a hall ("/e/SLUG"): every link starts there. */
static const char *
prefix_of (TavJudgeAnswer *answer)
{
  return answer->prefix ? answer->prefix : "";
}

static void
page_start (TavJudgeAnswer *answer,
            const char     *title,
            gboolean        live,
            guint           table)
{
  GString *out = answer->body = g_string_new (NULL);

  tav_venue_html_head (out, answer->catalog, title);
  g_string_append (out, "<link rel=\"stylesheet\" href=\"/static/judge.css\">\n"
                        "<script src=\"/static/judge.js\" defer></script>\n</head>\n<body class=\"judge table-form\"");
  /* The script follows the judge's stream: it is closed when the code
   * is revoked. The texts it shows come with the page. */
  if (live)
    {
      g_string_append_printf (out, " data-version=\"%" G_GUINT64_FORMAT "\" data-code=\"", answer->version);
      tav_venue_escape (out, answer->code);
      g_string_append (out, "\" data-revoked=\"");
      tav_venue_escape (out, T (N_("This code was revoked: ask the organiser for a new one.")));
      g_string_append (out, "\" data-here=\"");
      judge_link (answer, table);
      g_string_append (out, "\"");
    }
  g_string_append (out, ">\n<main>\n");
  if (answer->judge)
    {
      g_autofree char *who = g_strdup_printf (T (N_("Judge: %s")), answer->judge);

      g_string_append (out, "<p class=\"event\">");
      tav_venue_escape (out, who);
      g_string_append (out, "</p>\n");
    }
  g_string_append (out, "<h1>");
  tav_venue_escape (out, title);
  g_string_append (out, "</h1>\n");
}

static void
page_end (TavJudgeAnswer *answer)
{
  g_string_append (answer->body, "</main>\n</body>\n</html>\n");
}

/* "/judge?code=…&table=N&lang=…", escaped for an attribute: the reader
 * stays in the language he chose. */
static void
judge_link (TavJudgeAnswer *answer,
            guint           table)
{
  g_autofree char *escaped = g_uri_escape_string (answer->code, NULL, FALSE);

  g_string_append_printf (answer->body, "%s/judge?code=%s", prefix_of (answer), escaped);
  if (table)
    g_string_append_printf (answer->body, "&amp;table=%u", table);
  g_string_append_printf (answer->body, "&amp;lang=%s", tav_venue_catalog_get_language (answer->catalog));
}

static char *
format_clock (gint64 ms)
{
  gint64 seconds = MAX (0, (ms + 999) / 1000);

  if (seconds >= 3600)
    return g_strdup_printf ("%" G_GINT64_FORMAT ":%02d:%02d", seconds / 3600,
                            (int) (seconds / 60 % 60), (int) (seconds % 60));
  return g_strdup_printf ("%" G_GINT64_FORMAT ":%02d", seconds / 60, (int) (seconds % 60));
}

/* The table's own clock: the round timer and the time added to it. The
 * page's script counts it down as the venue's pages count the timer. */
static void
table_clock (TavJudgeAnswer *answer,
             TavTable       *table)
{
  GString *out = answer->body;
  guint extra = tav_table_get_extra_minutes (table);
  gint64 ms;
  g_autofree char *text = NULL;

  if (answer->timer->duration == 0 || tav_table_has_result (table))
    return;
  ms = answer->timer->remaining_ms + (gint64) extra * 60 * 1000;
  text = format_clock (ms);
  g_string_append_printf (out, " <span class=\"clock%s\" role=\"timer\" data-remaining-ms=\"%" G_GINT64_FORMAT
                               "\" data-running=\"%s\">%s</span>",
                          ms <= 0 ? " over" : "", ms, answer->timer->running ? "true" : "false", text);
  if (extra)
    {
      g_autofree char *added = g_strdup_printf (T (N_("+%u min")), extra);

      g_string_append (out, " <span class=\"extra\">");
      tav_venue_escape (out, added);
      g_string_append (out, "</span>");
    }
}

static TableState
table_state (TavEvent *event,
             TavStage *stage,
             guint     round,
             TavTable *table)
{
  g_autoptr(GPtrArray) pending = NULL;
  TableState state = STATE_PLAYING;

  if (tav_table_has_result (table))
    return STATE_ENTERED;
  pending = tav_venue_results_pending (event, stage, round, table);
  for (guint i = 0; i < pending->len; i++)
    {
      if (tav_submission_get_disputed (pending->pdata[i]))
        return STATE_DISPUTED;
      state = MAX (state, tav_submission_get_judge (pending->pdata[i])[0] ? STATE_WAITING : STATE_SENT);
    }
  return state;
}

static void
state_label (TavJudgeAnswer *answer,
             TableState      state)
{
  g_string_append_printf (answer->body, " <span class=\"state state-%s\">", states[state].id);
  tav_venue_escape (answer->body, T (states[state].label));
  g_string_append (answer->body, "</span>");
}

static char *
players_of (TavEvent *event,
            TavTable *table)
{
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint s = 0; s < tav_table_get_n_seats (table); s++)
    g_string_append_printf (names, "%s%s", s ? " · " : "", tav_event_seat_name (event, table, s));
  return g_strdup (names->str);
}

/* ---- Finding the round ------------------------------------------------ */

/* The round a judge works on is the one the room sees: a round drawn but
 * not released is nobody's business outside the organiser's desk. */
TavTable *
tav_venue_judge_find_table (TavEvent  *event,
                            guint      number,
                            TavStage **stage,
                            guint     *round)
{
  TavRound *r = tav_event_get_public_round (event, stage);

  if (r == NULL)
    return NULL;
  *round = tav_round_get_number (r);
  return tav_round_find_table (r, number);
}

/* The one-time ids of a judge's forms are signed for that judge: a form
 * made for another judge, or for a table, is refused. */
char *
tav_venue_judge_form_scope (TavStage   *stage,
                            const char *judge)
{
  return g_strdup_printf ("%s judge:%s", tav_stage_get_id (stage), judge);
}

/* ---- Pages ------------------------------------------------------------ */

void
tav_venue_judge_plain_page (TavJudgeAnswer *answer,
                            guint           status,
                            const char     *title,
                            const char     *message)
{
  answer->status = status;
  page_start (answer, title, FALSE, 0);
  tav_venue_paragraph (answer->body, "class=\"message\" role=\"status\"", message);
  page_end (answer);
}

/* /judge without a code: a field to type it. */
void
tav_venue_judge_code_page (TavJudgeAnswer *answer)
{
  GString *out;

  answer->status = SOUP_STATUS_OK;
  page_start (answer, T (N_("Judge’s console")), FALSE, 0);
  out = answer->body;
  g_string_append_printf (out, "<form method=\"get\" action=\"%s/judge\">\n<label><span>", prefix_of (answer));
  tav_venue_escape (out, T (N_("Judge’s code")));
  g_string_append (out, "</span> <input type=\"text\" name=\"code\" autocomplete=\"off\" "
                        "autocapitalize=\"characters\" maxlength=\"64\" required></label>\n<button type=\"submit\">");
  tav_venue_escape (out, T (N_("Open")));
  g_string_append (out, "</button>\n</form>\n");
  page_end (answer);
}

static gboolean
table_matches (TavEvent   *event,
               TavTable   *table,
               const char *folded)
{
  g_autofree char *number = g_strdup_printf ("%u", tav_table_get_number (table));

  if (folded == NULL || folded[0] == '\0' || strcmp (folded, number) == 0)
    return TRUE;
  for (guint s = 0; s < tav_table_get_n_seats (table); s++)
    {
      g_autofree char *name = tav_text_fold (tav_event_seat_name (event, table, s));

      if (strstr (name, folded))
        return TRUE;
    }
  return FALSE;
}

static void
round_notice (TavJudgeAnswer *answer)
{
  if (tav_event_is_round_waiting (answer->event))
    tav_venue_paragraph (answer->body, "class=\"notice\" role=\"status\"",
               T (N_("The next round is being prepared: the organiser has not released it yet.")));
}

static void
filter_form (TavJudgeAnswer *answer,
             const char     *search)
{
  GString *out = answer->body;

  g_string_append_printf (out, "<form method=\"get\" action=\"%s/judge\" class=\"search\" role=\"search\">\n",
                          prefix_of (answer));
  tav_venue_hidden (out, "code", answer->code);
  tav_venue_hidden (out, "lang", tav_venue_catalog_get_language (answer->catalog));
  g_string_append (out, "<label><span>");
  tav_venue_escape (out, T (N_("Table number or player")));
  g_string_append (out, "</span> <input type=\"search\" id=\"judge-filter\" name=\"q\" maxlength=\"100\" value=\"");
  tav_venue_escape (out, search);
  g_string_append (out, "\"></label>\n<button type=\"submit\">");
  tav_venue_escape (out, T (N_("Filter")));
  g_string_append (out, "</button>\n</form>\n");
}

/* Every table of the round the room sees, or those a search names. */
void
tav_venue_judge_console (TavJudgeAnswer *answer,
                         const char     *search)
{
  TavStage *stage = NULL;
  TavRound *round = tav_event_get_public_round (answer->event, &stage);
  g_autofree char *folded = search ? tav_text_fold (search) : NULL;
  g_autofree char *title = NULL;
  GString *out;
  guint shown = 0;

  answer->status = SOUP_STATUS_OK;
  title = round ? g_strdup_printf (T (N_("Round %u")), tav_round_get_number (round))
                : g_strdup (T (N_("Judge’s console")));
  page_start (answer, title, TRUE, 0);
  out = answer->body;
  round_notice (answer);
  if (round == NULL)
    {
      tav_venue_paragraph (out, "class=\"message\"", T (N_("No round has been shown to the room yet.")));
      page_end (answer);
      return;
    }
  filter_form (answer, search);
  g_string_append (out, "<ul class=\"judge-tables\">\n");
  for (guint i = 0; i < tav_round_get_n_tables (round); i++)
    {
      TavTable *table = tav_round_get_table (round, i);
      guint number = tav_table_get_number (table);
      g_autofree char *players = players_of (answer->event, table);
      g_autofree char *key = NULL;
      g_autofree char *label = NULL;

      if (!table_matches (answer->event, table, folded))
        continue;
      shown++;
      key = g_strdup_printf ("%u %s", number, players);
      label = g_strdup_printf (T (N_("Table %u")), number);
      g_string_append (out, "<li data-filter=\"");
      tav_venue_escape (out, key);
      g_string_append (out, "\"><a href=\"");
      judge_link (answer, number);
      g_string_append (out, "\"><span class=\"number\">");
      tav_venue_escape (out, label);
      g_string_append (out, "</span> <span class=\"players\">");
      tav_venue_escape (out, players);
      g_string_append (out, "</span></a>");
      state_label (answer, table_state (answer->event, stage, tav_round_get_number (round), table));
      table_clock (answer, table);
      g_string_append (out, "</li>\n");
    }
  g_string_append (out, "</ul>\n");
  if (shown == 0)
    tav_venue_paragraph (out, "class=\"message\"", T (N_("No table or player matches the search.")));
  page_end (answer);
}

/* ---- One table -------------------------------------------------------- */

static void
form_start (TavJudgeAnswer *answer,
            TavStage       *stage,
            guint           round,
            TavTable       *table,
            const char     *action,
            const char     *class)
{
  GString *out = answer->body;
  const char *key = tav_inbox_ensure_key (tav_event_get_inbox (answer->event));
  g_autofree char *scope = tav_venue_judge_form_scope (stage, answer->judge);
  g_autofree char *id = tav_token_new_form_id (key, scope, round, tav_table_get_number (table));
  g_autofree char *number = g_strdup_printf ("%u", tav_table_get_number (table));

  g_string_append_printf (out, "<form method=\"post\" action=\"%s/judge\" class=\"%s\">\n", prefix_of (answer), class);
  tav_venue_hidden (out, "code", answer->code);
  tav_venue_hidden (out, "table", number);
  tav_venue_hidden (out, "id", id);
  tav_venue_hidden (out, "action", action);
  tav_venue_hidden (out, "lang", tav_venue_catalog_get_language (answer->catalog));
}

static void
section_start (TavJudgeAnswer *answer,
               const char     *id,
               const char     *heading)
{
  g_string_append_printf (answer->body, "<section id=\"%s\">\n<h2>", id);
  tav_venue_escape (answer->body, T (heading));
  g_string_append (answer->body, "</h2>\n");
}

static void
button (TavJudgeAnswer *answer,
        const char     *label)
{
  g_string_append (answer->body, "<button type=\"submit\">");
  tav_venue_escape (answer->body, T (label));
  g_string_append (answer->body, "</button>\n</form>\n</section>\n");
}

static void
result_section (TavJudgeAnswer *answer,
                TavStage       *stage,
                guint           round,
                TavTable       *table)
{
  g_autoptr(GPtrArray) pending = tav_venue_results_pending (answer->event, stage, round, table);
  GString *out = answer->body;
  TavRuleset *ruleset = tav_event_get_ruleset (answer->event);
  /* Results, added up round after round, are what a secret ranking
   * hides (BANG! 2011's balances): a judge's phone is in the room. */
  gboolean secret = ruleset && tav_ruleset_is_ranking_secret (ruleset, answer->event);

  section_start (answer, "result", N_("Result"));
  if (tav_table_has_result (table))
    {
      tav_venue_paragraph (out, "class=\"entered\"", T (secret ? N_("Entered.") : N_("Entered:")));
      if (!secret)
        tav_venue_form_describe (out, answer->catalog, answer->event, stage, table, tav_table_get_result (table));
    }
  for (guint i = 0; i < pending->len; i++)
    {
      TavSubmission *s = pending->pdata[i];
      const char *judge = tav_submission_get_judge (s);
      g_autofree char *who = judge[0] ? g_strdup_printf (T (N_("Sent by judge %s, waiting for the organiser:")), judge)
                                      : g_strdup (T (N_("Sent by the table, waiting for the organiser:")));

      tav_venue_paragraph (out, tav_submission_get_disputed (s) ? "class=\"pending disputed\"" : "class=\"pending\"", who);
      if (!secret)
        tav_venue_form_describe (out, answer->catalog, answer->event, stage, table, tav_submission_get_result (s));
    }
  form_start (answer, stage, round, table, "result", "result-form");
  tav_venue_form_fields (out, answer->catalog, answer->event, stage, table,
                         answer->form && g_strcmp0 (g_hash_table_lookup (answer->form, "action"), "result") == 0
                           ? answer->form : NULL);
  button (answer, tav_table_has_result (table) ? N_("Correct the result") : N_("Enter the result"));
}

static void
extend_section (TavJudgeAnswer *answer,
                TavStage       *stage,
                guint           round,
                TavTable       *table)
{
  GString *out = answer->body;

  if (tav_table_has_result (table))
    return;
  section_start (answer, "time", N_("Add time"));
  form_start (answer, stage, round, table, "extend", "extend-form");
  g_string_append (out, "<label><span>");
  tav_venue_escape (out, T (N_("Minutes")));
  g_string_append_printf (out, "</span> <input type=\"number\" name=\"minutes\" inputmode=\"numeric\" "
                               "min=\"1\" max=\"%u\" step=\"1\" required></label>\n<label><span>",
                          TAV_EXTENSION_MAX_MINUTES);
  tav_venue_escape (out, T (N_("Reason")));
  g_string_append_printf (out, "</span> <input type=\"text\" name=\"reason\" maxlength=\"%u\" required></label>\n",
                          TAV_VENUE_JUDGE_MAX_REASON);
  button (answer, N_("Add the time"));
}

static void
penalty_section (TavJudgeAnswer *answer,
                 TavStage       *stage,
                 guint           round,
                 TavTable       *table)
{
  GString *out = answer->body;
  TavRuleset *ruleset = tav_event_get_ruleset (answer->event);
  guint limit = ruleset ? tav_ruleset_get_warnings_to_eject (ruleset) : 0;
  static const struct { const char *id, *label; } kinds[] = {
    { "warning", "Warning" },
    { "ejection", "Ejection" },
    { "disqualification", "Disqualification" },
  };

  section_start (answer, "penalty", N_("Warning or penalty"));
  if (limit)
    {
      g_autofree char *rule = g_strdup_printf (T (N_("By the rules, warning %u ejects the player.")), limit);

      tav_venue_paragraph (out, "class=\"hint\"", rule);
    }
  form_start (answer, stage, round, table, "penalty", "penalty-form");
  g_string_append (out, "<label><span>");
  tav_venue_escape (out, T (N_("Player")));
  g_string_append (out, "</span> <select name=\"player\" required><option value=\"\">—</option>");
  for (guint s = 0; s < tav_table_get_n_seats (table); s++)
    {
      g_string_append (out, "<option value=\"");
      tav_venue_escape (out, tav_table_get_seat (table, s));
      g_string_append (out, "\">");
      tav_venue_escape (out, tav_event_seat_name (answer->event, table, s));
      g_string_append (out, "</option>");
    }
  g_string_append (out, "</select></label>\n<label><span>");
  tav_venue_escape (out, T (N_("Kind")));
  g_string_append (out, "</span> <select name=\"kind\" required>");
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      g_string_append_printf (out, "<option value=\"%s\">", kinds[i].id);
      tav_venue_escape (out, tav_venue_catalog_pgettext (answer->catalog, "penalty", kinds[i].label));
      g_string_append (out, "</option>");
    }
  g_string_append (out, "</select></label>\n<label><span>");
  tav_venue_escape (out, T (N_("Reason")));
  g_string_append_printf (out, "</span> <input type=\"text\" name=\"reason\" maxlength=\"%u\" required></label>\n",
                          TAV_VENUE_JUDGE_MAX_REASON);
  button (answer, N_("Record"));
}

void
tav_venue_judge_table_page (TavJudgeAnswer *answer,
                            guint           number,
                            guint           status,
                            const char     *message,
                            gboolean        done)
{
  TavStage *stage = NULL;
  guint round = 0;
  TavTable *table = tav_venue_judge_find_table (answer->event, number, &stage, &round);
  g_autofree char *title = g_strdup_printf (T (N_("Table %u")), number);
  static const struct { const char *id, *label; } jumps[] = {
    { "result", N_("Result") },
    { "time", N_("Add time") },
    { "penalty", N_("Warning or penalty") },
    { "history", N_("Who did what") },
  };
  GString *out;

  if (table == NULL)
    {
      g_autofree char *text = g_strdup_printf (T (N_("The round shown to the room has no table %u.")), number);

      tav_venue_judge_plain_page (answer, SOUP_STATUS_NOT_FOUND, title, text);
      return;
    }
  answer->status = status;
  page_start (answer, title, TRUE, number);
  out = answer->body;
  g_string_append (out, "<p><a href=\"");
  judge_link (answer, 0);
  g_string_append (out, "\">");
  tav_venue_escape (out, T (N_("All tables")));
  g_string_append (out, "</a></p>\n");
  if (message)
    tav_venue_paragraph (out, done ? "class=\"message done\" role=\"status\"" : "class=\"error\" role=\"alert\"", message);
  round_notice (answer);

  g_string_append (out, "<ol class=\"seats\">\n");
  for (guint s = 0; s < tav_table_get_n_seats (table); s++)
    {
      TavPlayer *player = tav_event_find_player (answer->event, tav_table_get_seat (table, s));

      g_string_append (out, "<li>");
      tav_venue_escape (out, tav_event_seat_name (answer->event, table, s));
      /* A judge checks the deck a player registered: judges alone see it. */
      if (player && tav_player_get_deck (player)[0])
        {
          g_autofree char *deck = g_strdup_printf (T (N_("Deck: %s")), tav_player_get_deck (player));

          g_string_append (out, "<br><span class=\"deck\">");
          tav_venue_escape (out, deck);
          g_string_append (out, "</span>");
        }
      g_string_append (out, "</li>\n");
    }
  g_string_append (out, "</ol>\n<p class=\"table-state\">");
  state_label (answer, table_state (answer->event, stage, round, table));
  table_clock (answer, table);
  g_string_append (out, "</p>\n");

  /* On a phone the result form is long: the other acts a tap away. */
  g_string_append (out, "<nav class=\"jump\">");
  for (guint i = 0; i < G_N_ELEMENTS (jumps); i++)
    if (i != 1 || !tav_table_has_result (table))
      {
        g_string_append_printf (out, "<a href=\"#%s\">", jumps[i].id);
        tav_venue_escape (out, T (jumps[i].label));
        g_string_append (out, "</a>");
      }
  g_string_append (out, "</nav>\n<div class=\"table-sections\">\n<div>\n");
  result_section (answer, stage, round, table);
  tav_venue_judge_history (answer, stage, round, table);
  g_string_append (out, "</div>\n<div>\n");
  extend_section (answer, stage, round, table);
  penalty_section (answer, stage, round, table);
  g_string_append (out, "</div>\n</div>\n");
  page_end (answer);
}
