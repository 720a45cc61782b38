/* tav-venue-pages.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-venue-pages"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tav-venue-form.h"
#include "tav-venue-pages.h"
#include "tav-venue-private.h"

/* Every page is plain semantic HTML that works without scripts; the one
 * script (from the GResource) only counts the timer down and reloads the
 * page when the event changes. Every text that comes from the event or
 * from the request goes through tav_venue_escape (): names are typed by
 * strangers. */

#define T(msgid) tav_venue_catalog_gettext (catalog, msgid)

typedef struct
{
  GString         *out;
  TavVenueCatalog *catalog;
  const char      *lang_query;   /* "?lang=ru" when the reader chose, or "" */
  GArray          *slots;        /* TavVenueClockSlot: where the clocks go */
  const char      *prefix;       /* of every link: "" alone, "/e/SLUG" in a hall */
} Page;

static char *
table_title (TavVenueCatalog     *catalog,
             const TavVenueTable *table)
{
  if (table->label != NULL)
    return g_strdup (table->label);
  return g_strdup_printf (T (N_("Table %u")), table->number);
}

char *
tav_venue_round_title (TavVenueCatalog  *catalog,
                       TavVenueSnapshot *snapshot)
{
  g_autofree char *plain = g_strdup_printf ("Round %u", snapshot->round_number);

  /* A stored name may be a msgid ("Final table"): the catalog finds it.
   * Destiny stores "Round 2" as its name: that one is the number again. */
  if (snapshot->round_name != NULL && snapshot->round_name[0] != '\0' &&
      strcmp (snapshot->round_name, plain) != 0)
    return g_strdup (T (snapshot->round_name));
  return g_strdup_printf (T (N_("Round %u")), snapshot->round_number);
}

static void
nav_link (Page       *page,
          const char *path,
          const char *label,
          gboolean    current)
{
  g_string_append_printf (page->out, "<a href=\"%s%s%s\"%s>", page->prefix, path, page->lang_query,
                          current ? " aria-current=\"page\"" : "");
  tav_venue_escape (page->out, label);
  g_string_append (page->out, "</a>");
}

char *
tav_venue_format_clock (gint64 remaining_ms)
{
  guint seconds = (guint) ((MAX (remaining_ms, 0) + 999) / 1000);

  if (seconds >= 3600)
    return g_strdup_printf ("%u:%02u:%02u", seconds / 3600, (seconds / 60) % 60, seconds % 60);
  return g_strdup_printf ("%u:%02u", seconds / 60, seconds % 60);
}

/* The figures the script counts down from, and the clock without it. */
static void
clock_attributes (GString             *out,
                  const TavVenueTimer *timer)
{
  g_string_append_printf (out,
                          " role=\"timer\" data-duration=\"%u\" "
                          "data-remaining-ms=\"%" G_GINT64_FORMAT "\" data-running=\"%s\"%s>",
                          timer->duration, MAX (timer->remaining_ms, 0),
                          timer->running ? "true" : "false",
                          timer->duration == 0 ? " hidden" : "");
}

static void
timer_element (GString             *out,
               TavVenueCatalog     *catalog,
               const TavVenueTimer *timer)
{
  g_autofree char *clock = tav_venue_format_clock (timer->remaining_ms);

  /* Always there, hidden without a timer, so that the script can show it
   * when the organiser starts one. */
  g_string_append (out, "<p id=\"timer\" class=\"timer\"");
  clock_attributes (out, timer);
  tav_venue_element (out, "<span class=\"timer-label\">", T (N_("Time left in the round")), "</span> ");
  tav_venue_element (out, "<span class=\"clock\">", clock, "</span>");
  tav_venue_element (out, " <span class=\"paused\">", T (N_("(paused)")), "</span>");
  g_string_append (out, "</p>\n");
}

/* A table's own clock runs on from the round timer by its extensions:
 * the same rule as tav_timer_state_get_table_remaining_us (), counted
 * from when the round timer ran out. */
void
tav_venue_timer_for_table (const TavVenueTimer *round,
                           guint                extra_minutes,
                           TavVenueTimer       *table)
{
  gboolean started = round->running || round->ended;

  *table = *round;
  table->ended = FALSE;
  table->over_ms = 0;
  if (round->duration == 0)
    return;
  table->duration = round->duration + extra_minutes * 60;
  table->remaining_ms = MAX (round->remaining_ms, 0) - round->over_ms + (gint64) extra_minutes * 60000;
  table->running = started && table->remaining_ms > 0;
  if (started && table->remaining_ms <= 0)
    {
      table->ended = TRUE;
      table->over_ms = -table->remaining_ms;
      table->remaining_ms = 0;
    }
}

/* The clock of one table (a player's, or the table's form), with what
 * the judges added to it. */
void
tav_venue_table_clock (GString                 *out,
                       TavVenueCatalog         *catalog,
                       const TavVenueTimer     *round,
                       const TavVenueClockSlot *slot)
{
  TavVenueTimer timer;
  g_autofree char *clock = NULL;

  tav_venue_timer_for_table (round, slot->extra_minutes, &timer);
  clock = tav_venue_format_clock (timer.remaining_ms);
  g_string_append_printf (out, "<p class=\"timer table-clock\" data-table=\"%u\" data-extra-ms=\"%u\"",
                          slot->number, slot->extra_minutes * 60000);
  clock_attributes (out, &timer);
  tav_venue_element (out, "<span class=\"timer-label\">", T (N_("Time left at this table")), "</span> ");
  tav_venue_element (out, "<span class=\"clock\">", clock, "</span>");
  {
    /* TRANSLATORS: minutes a judge added to one table's time */
    const char *minutes = T (N_("+%u min"));
    /* TRANSLATORS: how many times a judge added time to the table */
    const char *count = T (N_("extensions: %u"));
    g_autofree char *minutes_text = g_strdup_printf (T (N_("+%u min")), slot->extra_minutes);
    g_autofree char *count_text = g_strdup_printf (T (N_("extensions: %u")), slot->n_extensions);

    /* There when hidden too, with its words, for the extensions the live
     * stream tells of. */
    tav_venue_element (out, " <span class=\"extension\" data-minutes=\"", minutes, "\"");
    tav_venue_element (out, " data-count=\"", count, "\"");
    g_string_append (out, slot->extra_minutes == 0 ? " hidden>" : ">");
    tav_venue_element (out, "<span class=\"minutes\">", minutes_text, "</span>");
    tav_venue_element (out, " (<span class=\"count\">", count_text, "</span>)</span>");
  }
  tav_venue_element (out, " <span class=\"paused\">", T (N_("(paused)")), "</span>");
  g_string_append (out, "</p>\n");
}

/* Above the previous round, while the organiser checks the next one. */
void
tav_venue_prepared_notice (GString         *out,
                           TavVenueCatalog *catalog,
                           guint            round_number)
{
  /* TRANSLATORS: the round is drawn but the organiser has not shown it yet */
  g_autofree char *text = g_strdup_printf (T (N_("Round %u is being prepared")), round_number);

  tav_venue_element (out, "<p class=\"prepared\" role=\"status\">", text, "</p>\n");
}

static void
add_slot (Page                    *page,
          const TavVenueClockSlot *slot)
{
  TavVenueClockSlot copy = *slot;

  copy.at = page->out->len;
  g_array_append_val (page->slots, copy);
}

static void
page_start (Page                *page,
            TavVenuePage         which,
            TavVenueSnapshot    *snapshot,
            const char          *title)
{
  TavVenueCatalog *catalog = page->catalog;
  GString *out = page->out;
  const char *event_name = snapshot->event_name && snapshot->event_name[0] ?
                           snapshot->event_name : T (N_("Tournament"));

  g_string_append_printf (out,
                          "<!DOCTYPE html>\n<html lang=\"%s\">\n<head>\n<meta charset=\"utf-8\">\n"
                          "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                          "<meta name=\"color-scheme\" content=\"light dark\">\n<title>",
                          tav_venue_catalog_get_language (catalog));
  tav_venue_escape (out, title);
  g_string_append (out, " — ");
  tav_venue_escape (out, event_name);
  g_string_append_printf (out,
                          "</title>\n<link rel=\"stylesheet\" href=\"/static/venue.css\">\n"
                          "<script src=\"/static/venue.js\" defer></script>\n</head>\n"
                          "<body data-version=\"%" G_GUINT64_FORMAT "\">\n<header>\n",
                          snapshot->version);
  tav_venue_element (out, "<p class=\"event\">", event_name, "</p>\n<nav>");
  nav_link (page, "/", T (N_("Find my table")), which == TAV_VENUE_PAGE_FIND);
  nav_link (page, "/round", T (N_("Tables")), which == TAV_VENUE_PAGE_ROUND);
  nav_link (page, "/standings", T (N_("Standings")), which == TAV_VENUE_PAGE_STANDINGS);
  if (snapshot->has_finals)
    nav_link (page, "/finals", T (N_("Finals")), which == TAV_VENUE_PAGE_FINALS);
  if (snapshot->season != NULL)
    /* TRANSLATORS: the page of the league ranking across a season's tournaments */
    nav_link (page, "/season", T (N_("Season")), which == TAV_VENUE_PAGE_SEASON);
  g_string_append (out, "</nav>\n</header>\n");
  add_slot (page, &(TavVenueClockSlot) { 0, FALSE, 0, 0, 0 });
  if (snapshot->announcement != NULL)
    {
      g_string_append (out, "<aside class=\"announcement\" aria-live=\"polite\">");
      tav_venue_element (out, "<h2>", T (N_("Announcement")), "</h2>");
      tav_venue_element (out, "<p>", snapshot->announcement, "</p></aside>\n");
    }
  if (snapshot->waiting_round > 0)
    tav_venue_prepared_notice (out, catalog, snapshot->waiting_round);
  g_string_append (out, "<main>\n");
  tav_venue_element (out, "<h1>", title, "</h1>\n");
}

static void
page_end (Page       *page,
          const char *path,
          const char *query)
{
  static const struct { const char *code, *name; } names[] = {
    { "en", "English" }, { "ru", "Русский" }, { "it", "Italiano" }, { "bg", "Български" },
  };
  TavVenueCatalog *catalog = page->catalog;
  g_autofree char *q = query && query[0] ? g_uri_escape_string (query, NULL, FALSE) : NULL;

  g_string_append (page->out, "</main>\n<footer>\n<nav class=\"languages\" aria-label=\"");
  tav_venue_escape (page->out, T (N_("Language")));
  g_string_append (page->out, "\">");
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      gboolean current = strcmp (names[i].code, tav_venue_catalog_get_language (catalog)) == 0;

      g_string_append_printf (page->out, "<a href=\"%s%s?lang=%s%s%s\" hreflang=\"%s\" lang=\"%s\"%s>%s</a>",
                              page->prefix, path, names[i].code, q ? "&amp;q=" : "", q ? q : "",
                              names[i].code, names[i].code,
                              current ? " aria-current=\"true\"" : "", names[i].name);
    }
  g_string_append (page->out, "</nav>\n");
  tav_venue_element (page->out, "<p>", T (N_("Live from the organiser’s computer; this page updates by itself.")),
                     "</p>\n</footer>\n</body>\n</html>\n");
}

/* The first round drawn and not released: the notice above says so. */
static void
no_round (Page             *page,
          TavVenueSnapshot *snapshot)
{
  TavVenueCatalog *catalog = page->catalog;

  if (snapshot->waiting_round == 0)
    tav_venue_element (page->out, "<p class=\"empty\">", T (N_("No round has been drawn yet.")), "</p>\n");
}

static void
append_mates (Page             *page,
              TavVenueSnapshot *snapshot,
              TavVenueSeat     *seat)
{
  TavVenueCatalog *catalog = page->catalog;
  TavVenueTable *table = snapshot->tables->pdata[seat->table];
  g_autoptr(GString) names = g_string_new (NULL);
  /* A table of two is a match, whatever the stage: an opponent. */
  gboolean duel = table->names->len == 2;

  for (guint s = 0; s < table->names->len; s++)
    {
      const char *name = table->names->pdata[s];

      if (s == seat->seat || name == NULL)
        continue;
      if (names->len > 0)
        g_string_append (names, ", ");
      g_string_append (names, name);
    }
  if (names->len == 0)
    {
      tav_venue_element (page->out, "<p class=\"mates\">", duel ? T (N_("No opponent this round (a bye).")) :
                         T (N_("Nobody else at this table.")), "</p>\n");
      return;
    }

  g_string_append (page->out, "<p class=\"mates\">");
  /* TRANSLATORS: followed by a name (two-player games) */
  tav_venue_element (page->out, "<span>", duel ? T (N_("Opponent:")) :
                     /* TRANSLATORS: followed by the names of the others at the table */
                     T (N_("At your table:")), "</span> ");
  tav_venue_escape (page->out, names->str);
  g_string_append (page->out, "</p>\n");
}

/* Where @seat sits: “Table 3, seat 2”. */
char *
tav_venue_seat_place (TavVenueCatalog  *catalog,
                      TavVenueSnapshot *snapshot,
                      TavVenueSeat     *seat)
{
  g_autofree char *title = table_title (catalog, snapshot->tables->pdata[seat->table]);

  /* TRANSLATORS: where a player sits, e.g. “Table 3, seat 2” */
  return g_strdup_printf (T (N_("%s, seat %u")), title, seat->seat + 1);
}

static void
append_found (Page             *page,
              TavVenueSnapshot *snapshot,
              TavVenueSeat     *seat)
{
  TavVenueCatalog *catalog = page->catalog;
  TavVenueTable *table = snapshot->tables->pdata[seat->table];
  g_autofree char *where = tav_venue_seat_place (catalog, snapshot, seat);

  g_string_append (page->out, "<article class=\"found\">\n");
  tav_venue_element (page->out, "<h2>", seat->name, "</h2>\n");
  tav_venue_element (page->out, "<p class=\"where\">", where, "</p>\n");
  if (seat->seat == 0 && snapshot->head_label != NULL)
    {
      /* TRANSLATORS: the role of the first seat: “Sheriff”, “First to play” */
      g_autofree char *role = g_strdup_printf (T (N_("Your role at seat 1: %s")),
                                               T (snapshot->head_label));

      tav_venue_element (page->out, "<p class=\"role\">", role, "</p>\n");
    }
  append_mates (page, snapshot, seat);
  /* Only where it differs from the round timer above: twenty found
   * players would otherwise weigh ten more kilobytes for nothing. */
  if (table->extra_minutes > 0)
    add_slot (page, &(TavVenueClockSlot) { 0, TRUE, table->number, table->extra_minutes, table->n_extensions });
  g_string_append (page->out, "</article>\n");
}

static void
render_find (Page             *page,
             TavVenueSnapshot *snapshot,
             const char       *query)
{
  TavVenueCatalog *catalog = page->catalog;
  g_autofree char *fold = NULL;
  guint found = 0, matching = 0;

  g_string_append_printf (page->out, "<form class=\"find\" action=\"%s/\" method=\"get\" role=\"search\">\n",
                          page->prefix);
  tav_venue_element (page->out, "<label for=\"q\">", T (N_("Your name, or a part of it")), "</label>\n");
  g_string_append_printf (page->out, "<input id=\"q\" name=\"q\" type=\"search\" maxlength=\"%d\" "
                          "autocomplete=\"off\" value=\"", TAV_VENUE_MAX_QUERY);
  tav_venue_escape (page->out, query);
  g_string_append (page->out, "\">\n");
  if (page->lang_query[0] != '\0')
    g_string_append_printf (page->out, "<input type=\"hidden\" name=\"lang\" value=\"%s\">\n",
                            tav_venue_catalog_get_language (catalog));
  tav_venue_element (page->out, "<button type=\"submit\">", T (N_("Find")), "</button>\n</form>\n");
  if (snapshot->self_check_in)
    {
      /* TRANSLATORS: a link to the page where players check themselves in */
      g_string_append_printf (page->out, "<p class=\"check-in\"><a href=\"%s/check-in%s\">", page->prefix, page->lang_query);
      tav_venue_escape (page->out, T (N_("Check in")));
      g_string_append (page->out, "</a></p>\n");
    }

  if (snapshot->round_number == 0)
    {
      no_round (page, snapshot);
      return;
    }
  if (query == NULL || query[0] == '\0')
    return;

  fold = tav_venue_fold (query);
  g_string_append (page->out, "<section class=\"results\" aria-live=\"polite\">\n");
  for (guint i = 0; i < snapshot->seats->len; i++)
    {
      TavVenueSeat *seat = snapshot->seats->pdata[i];

      if (strstr (seat->fold, fold) == NULL)
        continue;
      matching++;
      if (found < TAV_VENUE_MAX_FOUND)
        {
          append_found (page, snapshot, seat);
          found++;
        }
    }
  if (matching == 0)
    {
      /* TRANSLATORS: %s is what the reader typed */
      g_autofree char *none = g_strdup_printf (T (N_("Nobody playing this round has “%s” in their name.")), query);

      tav_venue_element (page->out, "<p class=\"empty\">", none, "</p>\n");
    }
  else if (matching > found)
    tav_venue_element (page->out, "<p class=\"more\">", T (N_("More players match: type more of the name.")), "</p>\n");
  g_string_append (page->out, "</section>\n");
}

static void
render_round (Page             *page,
              TavVenueSnapshot *snapshot)
{
  TavVenueCatalog *catalog = page->catalog;

  if (snapshot->round_number == 0)
    {
      no_round (page, snapshot);
      return;
    }

  for (guint t = 0; t < snapshot->tables->len; t++)
    {
      TavVenueTable *table = snapshot->tables->pdata[t];
      g_autofree char *title = table_title (catalog, table);

      g_string_append (page->out, "<section class=\"table\">\n");
      tav_venue_element (page->out, "<h2>", title, "");
      if (table->extra_minutes > 0)
        {
          g_autofree char *extra = g_strdup_printf (T (N_("+%u min")), table->extra_minutes);

          tav_venue_element (page->out, " <span class=\"extension\">", extra, "</span>");
        }
      g_string_append (page->out, "</h2>\n<ol>\n");
      for (guint s = 0; s < table->names->len; s++)
        {
          const char *name = table->names->pdata[s];

          g_string_append (page->out, "<li>");
          tav_venue_escape (page->out, name ? name : T (N_("To be decided")));
          if (s == 0 && snapshot->head_label != NULL)
            tav_venue_element (page->out, " <span class=\"role\">", T (snapshot->head_label), "</span>");
          g_string_append (page->out, "</li>\n");
        }
      g_string_append (page->out, "</ol>\n</section>\n");
    }
}

static char *
format_value (TavVenueCatalog       *catalog,
              const TavVenueRanking *ranking,
              double                 value)
{
  switch (ranking->column_kind)
    {
    case TAV_COLUMN_INTEGER:
      return g_strdup_printf ("%.0f", value);
    case TAV_COLUMN_MONEY:
      return g_strdup_printf (T (N_("%.0f $")), value);
    case TAV_COLUMN_DECIMAL:
      return g_strdup_printf ("%.2f", value);
    case TAV_COLUMN_PERCENT:
      return g_strdup_printf ("%.2f%%", value);
    case TAV_COLUMN_TEXT:
      return g_strdup (g_ptr_array_index (ranking->texts, (guint) value));
    default:
      g_return_val_if_reached (NULL);
    }
}

/* Rank, name and first column; a row outside the ranking has a dash for
 * its rank. */
static void
render_ranking (Page                  *page,
                const TavVenueRanking *ranking)
{
  TavVenueCatalog *catalog = page->catalog;

  if (ranking->rows->len == 0)
    {
      tav_venue_element (page->out, "<p class=\"empty\">", T (N_("No results yet.")), "</p>\n");
      return;
    }

  g_string_append (page->out, "<table class=\"standings\">\n<thead><tr>");
  /* TRANSLATORS: the column of ranks (1, 2, 3…) */
  tav_venue_element (page->out, "<th scope=\"col\">", T (N_("#")), "</th>");
  tav_venue_element (page->out, "<th scope=\"col\">", T (N_("Player")), "</th>");
  tav_venue_element (page->out, "<th scope=\"col\">", T (ranking->column_label), "</th></tr></thead>\n<tbody>\n");
  for (guint i = 0; i < ranking->rows->len; i++)
    {
      TavVenueRow *row = ranking->rows->pdata[i];
      g_autofree char *value = format_value (catalog, ranking, row->value);

      if (row->rank > 0)
        g_string_append_printf (page->out, "<tr><td>%u</td>", row->rank);
      else
        g_string_append (page->out, "<tr><td>—</td>");
      tav_venue_element (page->out, "<td>", row->name, "");
      if (row->note != NULL)
        tav_venue_element (page->out, " <span class=\"note\">", T (row->note), "</span>");
      tav_venue_element (page->out, "</td><td>", value, "</td></tr>\n");
    }
  g_string_append (page->out, "</tbody>\n</table>\n");
}

static void
render_standings (Page             *page,
                  TavVenueSnapshot *snapshot)
{
  TavVenueCatalog *catalog = page->catalog;

  if (!snapshot->standings_public)
    {
      tav_venue_element (page->out, "<p class=\"empty\">",
                         T (N_("The standings are not public yet: the organiser publishes them.")), "</p>\n");
      return;
    }
  render_ranking (page, &snapshot->standings);
}

/* The league across the season's tournaments: its ranking as the core
 * lets the room see it, and the tournaments it counts. */
static void
render_season (Page             *page,
               TavVenueSnapshot *snapshot)
{
  TavVenueCatalog *catalog = page->catalog;
  TavVenueSeason *season = snapshot->season;
  g_autofree char *counted = NULL;

  if (season == NULL)
    {
      tav_venue_element (page->out, "<p class=\"empty\">", T (N_("This tournament is not part of a season.")), "</p>\n");
      return;
    }

  if (season->held_back)
    {
      /* TRANSLATORS: %s is the name of the tournament being played */
      g_autofree char *note = g_strdup_printf (T (N_("The results of “%s” count here once its standings are public.")),
                                               snapshot->event_name ? snapshot->event_name : "");

      tav_venue_element (page->out, "<p class=\"held-back\">", note, "</p>\n");
    }
  render_ranking (page, &season->ranking);

  /* TRANSLATORS: followed by the number of tournaments the season ranks */
  counted = g_strdup_printf (T (N_("Tournaments in the ranking: %u")), season->tournaments->len);
  if (season->tournaments->len == 0)
    {
      tav_venue_element (page->out, "<p class=\"more\">", counted, "</p>\n");
      return;
    }
  tav_venue_element (page->out, "<details class=\"tournaments\">\n<summary>", counted, "</summary>\n<ul>\n");
  for (guint i = 0; i < season->tournaments->len; i++)
    {
      TavVenueTournament *tournament = season->tournaments->pdata[i];

      g_string_append (page->out, "<li>");
      if (tournament->date[0] != '\0')
        tav_venue_element (page->out, "<time>", tournament->date, "</time> ");
      tav_venue_escape (page->out, tournament->name);
      g_string_append (page->out, "</li>\n");
    }
  g_string_append (page->out, "</ul>\n</details>\n");
}

/* "Final", "Semi-finals 2", "3rd place": as the engine names a match,
 * in the reader's language. */
static char *
bracket_round_name (TavVenueCatalog *catalog,
                    guint            n_matches)
{
  switch (n_matches)
    {
    case 1:
      return g_strdup (T ("Final"));
    case 2:
      return g_strdup (T ("Semi-finals"));
    case 4:
      return g_strdup (T ("Quarter-finals"));
    case 8:
      return g_strdup (T ("Round of 16"));
    case 16:
      return g_strdup (T ("Round of 32"));
    case 32:
      return g_strdup (T ("Round of 64"));
    default:
      return g_strdup_printf (T ("Round of %u"), 2 * n_matches);
    }
}

static char *
match_label (TavVenueCatalog          *catalog,
             const TavVenueFinalRound *round,
             const TavVenueMatch      *match)
{
  g_autofree char *name = NULL;

  if (match->label != NULL)
    return g_strdup (match->label);
  if (match->index >= round->n_matches)
    return g_strdup (T ("3rd place"));
  /* One match: "Semi-final 1", not "Semi-finals 1". */
  switch (round->n_matches)
    {
    case 1:
      return g_strdup (T ("Final"));
    case 2:
      return g_strdup_printf (T ("Semi-final %u"), match->index + 1);
    case 4:
      return g_strdup_printf (T ("Quarter-final %u"), match->index + 1);
    default:
      name = bracket_round_name (catalog, round->n_matches);
      return g_strdup_printf (T ("%s %u"), name, match->index + 1);
    }
}

static void
render_match (Page                     *page,
              const TavVenueFinalRound *round,
              const TavVenueMatch      *match,
              gboolean                  first_round)
{
  TavVenueCatalog *catalog = page->catalog;
  g_autofree char *label = match_label (catalog, round, match);

  g_string_append (page->out, "<article class=\"match\">\n");
  tav_venue_element (page->out, "<h4>", label, "</h4>\n<ul>\n");
  for (guint s = 0; s < match->names->len; s++)
    {
      const char *name = match->names->pdata[s];
      /* An empty seat of the first round has nobody to wait for. */
      const char *shown = name ? name : first_round ? T ("Bye") : T (N_("To be decided"));

      if ((int) s == match->winner)
        tav_venue_element (page->out, "<li class=\"winner\"><strong>", shown, "</strong></li>\n");
      else
        tav_venue_element (page->out, "<li>", shown, "</li>\n");
    }
  g_string_append (page->out, "</ul>\n");
  if (match->winner >= 0)
    {
      g_autofree char *won = g_strdup_printf (T ("Won by %s"),
                                              (const char *) match->names->pdata[match->winner]);

      tav_venue_element (page->out, "<p class=\"won\">", won, "");
      if (match->forfeit)
        tav_venue_element (page->out, " <span class=\"forfeit\">(", T ("Forfeit"), ")</span>");
      g_string_append (page->out, "</p>\n");
    }
  g_string_append (page->out, "</article>\n");
}

static void
render_final_tables (Page                 *page,
                     const TavVenueFinals *finals)
{
  TavVenueCatalog *catalog = page->catalog;

  for (guint r = 0; r < finals->rounds->len; r++)
    {
      TavVenueFinalRound *round = finals->rounds->pdata[r];

      for (guint t = 0; t < round->matches->len; t++)
        {
          TavVenueMatch *table = round->matches->pdata[t];
          /* A label the engine gave ("Final table") is a msgid. */
          g_autofree char *title = table->label ? g_strdup (T (table->label))
                                                : g_strdup_printf (T (N_("Table %u")), table->number);

          tav_venue_element (page->out, "<section class=\"table\">\n<h3>", title, "</h3>\n<ol>\n");
          for (guint s = 0; s < table->names->len; s++)
            tav_venue_element (page->out, "<li>", table->names->pdata[s] ? table->names->pdata[s]
                                                                       : T (N_("To be decided")), "</li>\n");
          g_string_append (page->out, "</ol>\n</section>\n");
        }
    }
  if (finals->complete)
    {
      g_string_append_printf (page->out, "<p class=\"more\"><a href=\"%s/standings\">", page->prefix);
      tav_venue_element (page->out, "", T ("The final table has its result: the standings are final"), "</a></p>\n");
    }
}

static void
render_finals (Page             *page,
               TavVenueSnapshot *snapshot)
{
  TavVenueCatalog *catalog = page->catalog;

  if (!snapshot->has_finals)
    {
      tav_venue_element (page->out, "<p class=\"empty\">", T (N_("The finals have not been built yet.")), "</p>\n");
      return;
    }
  if (!snapshot->standings_public)
    {
      tav_venue_element (page->out, "<p class=\"empty\">",
                         T (N_("The finals are shown with the standings, once the organiser publishes them.")),
                         "</p>\n");
      return;
    }

  for (guint i = 0; i < snapshot->finals->len; i++)
    {
      TavVenueFinals *finals = snapshot->finals->pdata[i];

      g_string_append (page->out, "<section class=\"finals\">\n");
      if (finals->name != NULL)
        tav_venue_element (page->out, "<h2>", T (finals->name), "</h2>\n");
      if (finals->champion != NULL)
        {
          tav_venue_element (page->out, "<p class=\"champion\"><span>", T ("Champion"), "</span> ");
          tav_venue_element (page->out, "<strong>", finals->champion, "</strong></p>\n");
        }
      if (!finals->bracket)
        render_final_tables (page, finals);
      else
        for (guint r = 0; r < finals->rounds->len; r++)
          {
            TavVenueFinalRound *round = finals->rounds->pdata[r];
            g_autofree char *name = bracket_round_name (catalog, round->n_matches);

            g_string_append (page->out, "<section class=\"bracket-round\">\n");
            tav_venue_element (page->out, "<h3>", name, "</h3>\n");
            for (guint m = 0; m < round->matches->len; m++)
              render_match (page, round, round->matches->pdata[m], r == 0);
            g_string_append (page->out, "</section>\n");
          }
      g_string_append (page->out, "</section>\n");
    }
}

/* The page without its timer, which changes every second while the page
 * does not: the server keeps this once per version of the event and puts
 * clocks in at @slots for each reader. Its links start with @prefix, the
 * event's place in a hall ("/e/SLUG"), or NULL. */
GBytes *
tav_venue_page_render_template (TavVenuePage      which,
                                TavVenueSnapshot *snapshot,
                                TavVenueCatalog  *catalog,
                                gboolean          language_asked,
                                const char       *query,
                                const char       *prefix,
                                GArray           *slots)
{
  g_autofree char *lang_query = NULL;
  g_autofree char *title = NULL;
  Page page;
  const char *path = "/";

  g_return_val_if_fail (TAV_IS_VENUE_SNAPSHOT (snapshot), NULL);
  g_return_val_if_fail (TAV_IS_VENUE_CATALOG (catalog), NULL);
  g_return_val_if_fail (slots != NULL && g_array_get_element_size (slots) == sizeof (TavVenueClockSlot), NULL);

  lang_query = language_asked ? g_strdup_printf ("?lang=%s", tav_venue_catalog_get_language (catalog))
                              : g_strdup ("");
  page.out = g_string_sized_new (8192);
  page.catalog = catalog;
  page.lang_query = lang_query;
  page.slots = slots;
  page.prefix = prefix ? prefix : "";
  g_array_set_size (slots, 0);

  switch (which)
    {
    case TAV_VENUE_PAGE_FIND:
      title = g_strdup (T (N_("Find my table")));
      if (snapshot->round_number > 0)
        {
          g_autofree char *round = tav_venue_round_title (catalog, snapshot);

          g_clear_pointer (&title, g_free);
          /* TRANSLATORS: “Find my table — Round 2” */
          title = g_strdup_printf (T (N_("Find my table — %s")), round);
        }
      page_start (&page, which, snapshot, title);
      render_find (&page, snapshot, query);
      break;
    case TAV_VENUE_PAGE_ROUND:
      path = "/round";
      title = snapshot->round_number > 0 ? tav_venue_round_title (catalog, snapshot) : g_strdup (T (N_("Tables")));
      page_start (&page, which, snapshot, title);
      render_round (&page, snapshot);
      break;
    case TAV_VENUE_PAGE_STANDINGS:
      path = "/standings";
      page_start (&page, which, snapshot, T (N_("Standings")));
      render_standings (&page, snapshot);
      break;
    case TAV_VENUE_PAGE_FINALS:
      path = "/finals";
      page_start (&page, which, snapshot, T (N_("Finals")));
      render_finals (&page, snapshot);
      break;
    case TAV_VENUE_PAGE_SEASON:
      path = "/season";
      page_start (&page, which, snapshot, snapshot->season ? snapshot->season->name : T (N_("Season")));
      render_season (&page, snapshot);
      break;
    default:
      g_return_val_if_reached (NULL);
    }
  page_end (&page, path, which == TAV_VENUE_PAGE_FIND ? query : NULL);

  return g_string_free_to_bytes (page.out);
}

/* @template with its clocks put in at their @slots. */
GBytes *
tav_venue_page_fill (GBytes              *template,
                     GArray              *slots,
                     TavVenueCatalog     *catalog,
                     const TavVenueTimer *timer)
{
  gsize size, done = 0;
  const char *data = g_bytes_get_data (template, &size);
  GString *out;

  g_return_val_if_fail (slots != NULL, NULL);
  g_return_val_if_fail (timer != NULL, NULL);

  out = g_string_sized_new (size + 512 * (slots->len + 1));
  for (guint i = 0; i < slots->len; i++)
    {
      const TavVenueClockSlot *slot = &g_array_index (slots, TavVenueClockSlot, i);

      g_return_val_if_fail (slot->at >= done && slot->at <= size, NULL);
      g_string_append_len (out, data + done, slot->at - done);
      if (slot->table)
        tav_venue_table_clock (out, catalog, timer, slot);
      else
        timer_element (out, catalog, timer);
      done = slot->at;
    }
  g_string_append_len (out, data + done, size - done);
  return g_string_free_to_bytes (out);
}

/* What the live connection sends when the timer starts, stops or is set:
 * the phone then counts down by itself. */
char *
tav_venue_timer_to_json (const TavVenueTimer *timer)
{
  g_return_val_if_fail (timer != NULL, NULL);

  /* How long ago it ran out only when it did: the tables' clocks run on
   * from there by their extensions. */
  if (timer->ended)
    return g_strdup_printf ("{\"duration\":%u,\"remaining_ms\":0,\"running\":false,"
                            "\"over_ms\":%" G_GINT64_FORMAT "}", timer->duration, timer->over_ms);
  return g_strdup_printf ("{\"duration\":%u,\"remaining_ms\":%" G_GINT64_FORMAT ",\"running\":%s}",
                          timer->duration, MAX (timer->remaining_ms, 0),
                          timer->running ? "true" : "false");
}
