/* tav-venue-hall-page.c
 *
 * The hall's own page, the venue's address: the events served (name,
 * game, room, the round the room sees, the time left) and "find my table"
 * across all of them. A search still needs a part of a name, as an
 * event's own page does: without one, no name is listed. Each event's
 * snapshot decides what is shown of it, as on its own pages; a player
 * found links to his event's page, under its prefix.
 *
 * Made for each request on the host's thread: a few events, a small page.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-venue-hall"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tav-venue-form.h"
#include "tav-venue-private.h"
#include "tav-venue-server-private.h"

#define T(msgid) tav_venue_catalog_gettext (catalog, msgid)

typedef struct
{
  TavVenueServer   *server;
  TavVenueSnapshot *snapshot;
  TavVenueTimer     timer;
} Shown;

static void
shown_clear (gpointer data)
{
  g_object_unref (((Shown *) data)->snapshot);
}

/* The event's link, in the language the reader chose; with @search, to
 * the player's own finding there. */
static void
event_link (GString    *out,
            Shown      *shown,
            const char *lang,
            const char *search)
{
  g_autoptr(GString) href = g_string_new (shown->server->prefix);

  g_string_append_c (href, '/');
  if (lang != NULL)
    g_string_append_printf (href, "?lang=%s", lang);
  if (search != NULL)
    {
      g_autofree char *q = g_uri_escape_string (search, NULL, FALSE);

      g_string_append_printf (href, "%sq=%s", lang ? "&" : "?", q);
    }
  g_string_append (out, "<a href=\"");
  tav_venue_escape (out, href->str);
  g_string_append (out, "\">");
}

/* "Time left: 12:30", the figure in a span of its own that the page's
 * script counts down, as an event's own timer (static/venue.js). */
static void
hall_clock (GString             *out,
            TavVenueCatalog     *catalog,
            const TavVenueTimer *timer)
{
  g_autofree char *clock = tav_venue_format_clock (timer->remaining_ms);
  /* TRANSLATORS: the time left in an event's round on the venue's list, e.g. “Time left: 12:30” */
  const char *words = T (N_("Time left: %s"));
  const char *at = strstr (words, "%s");
  g_autofree char *before = g_strndup (words, at ? (gsize) (at - words) : strlen (words));

  g_string_append_printf (out, " <span class=\"timer\" role=\"timer\" data-duration=\"%u\" "
                          "data-remaining-ms=\"%" G_GINT64_FORMAT "\" data-running=\"%s\">",
                          timer->duration, MAX (timer->remaining_ms, 0), timer->running ? "true" : "false");
  tav_venue_escape (out, before);
  tav_venue_element (out, "<span class=\"clock\">", clock, "</span>");
  if (at != NULL)
    tav_venue_escape (out, at + 2);
  g_string_append (out, "</span>");
}

static void
list_events (GString         *out,
             TavVenueCatalog *catalog,
             GArray          *events,
             const char      *lang)
{
  if (events->len == 0)
    {
      tav_venue_paragraph (out, "class=\"empty\"", T (N_("No event is served here yet.")));
      return;
    }
  g_string_append (out, "<ul class=\"events\">\n");
  for (guint i = 0; i < events->len; i++)
    {
      Shown *shown = &g_array_index (events, Shown, i);
      TavVenueSnapshot *snapshot = shown->snapshot;

      g_string_append (out, "<li class=\"hall-event\">");
      event_link (out, shown, lang, NULL);
      tav_venue_escape (out, snapshot->event_name && snapshot->event_name[0] ? snapshot->event_name
                                                                             : T (N_("Tournament")));
      g_string_append (out, "</a>");
      if (snapshot->game)
        tav_venue_element (out, " <span class=\"game\">", T (snapshot->game), "</span>");
      if (snapshot->venue)
        tav_venue_element (out, " <span class=\"room\">", snapshot->venue, "</span>");
      if (snapshot->round_number > 0)
        {
          g_autofree char *round = tav_venue_round_title (catalog, snapshot);

          tav_venue_element (out, " <span class=\"round\">", round, "</span>");
        }
      else
        tav_venue_element (out, " <span class=\"round\">", T (N_("No round has been drawn yet.")), "</span>");
      if (shown->timer.duration > 0)
        hall_clock (out, catalog, &shown->timer);
      g_string_append (out, "</li>\n");
    }
  g_string_append (out, "</ul>\n");
}

/* Every event's players of the round its room sees whose name holds
 * @search: a bounded number in all. */
static void
find_across (GString         *out,
             TavVenueCatalog *catalog,
             GArray          *events,
             const char      *lang,
             const char      *search)
{
  g_autofree char *fold = tav_venue_fold (search);
  guint found = 0, matching = 0;

  g_string_append (out, "<section class=\"results\" aria-live=\"polite\">\n");
  for (guint i = 0; i < events->len; i++)
    {
      Shown *shown = &g_array_index (events, Shown, i);
      TavVenueSnapshot *snapshot = shown->snapshot;

      for (guint s = 0; snapshot->round_number > 0 && s < snapshot->seats->len; s++)
        {
          TavVenueSeat *seat = snapshot->seats->pdata[s];
          g_autofree char *where = NULL;

          if (strstr (seat->fold, fold) == NULL || ++matching > TAV_VENUE_MAX_FOUND)
            continue;
          found++;
          where = tav_venue_seat_place (catalog, snapshot, seat);
          g_string_append (out, "<article class=\"found\">\n");
          tav_venue_element (out, "<h2>", seat->name, "</h2>\n");
          tav_venue_element (out, "<p class=\"event\">", snapshot->event_name, "</p>\n");
          tav_venue_element (out, "<p class=\"where\">", where, "</p>\n<p>");
          event_link (out, shown, lang, seat->name);
          tav_venue_element (out, "", T (N_("Open your table’s page")), "</a></p>\n</article>\n");
        }
    }
  if (matching == 0)
    {
      /* TRANSLATORS: %s is what the reader typed */
      g_autofree char *none = g_strdup_printf (T (N_("Nobody playing this round has “%s” in their name.")), search);

      tav_venue_paragraph (out, "class=\"empty\"", none);
    }
  else if (matching > found)
    tav_venue_paragraph (out, "class=\"more\"", T (N_("More players match: type more of the name.")));
  g_string_append (out, "</section>\n");
}

static void
find_form (GString         *out,
           TavVenueCatalog *catalog,
           const char      *lang,
           const char      *search)
{
  g_string_append (out, "<form class=\"find\" action=\"/\" method=\"get\" role=\"search\">\n");
  tav_venue_element (out, "<label for=\"q\">", T (N_("Your name, or a part of it")), "</label>\n");
  g_string_append_printf (out, "<input id=\"q\" name=\"q\" type=\"search\" maxlength=\"%d\" "
                          "autocomplete=\"off\" value=\"", TAV_VENUE_MAX_QUERY);
  tav_venue_escape (out, search);
  g_string_append (out, "\">\n");
  if (lang != NULL)
    g_string_append_printf (out, "<input type=\"hidden\" name=\"lang\" value=\"%s\">\n", lang);
  tav_venue_element (out, "<button type=\"submit\">", T (N_("Find")), "</button>\n</form>\n");
}

static GBytes *
render (TavVenueServer  *host,
        TavVenueCatalog *catalog,
        const char      *lang,
        const char      *search)
{
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (Shown));
  GString *out = g_string_sized_new (4096);

  g_array_set_clear_func (events, shown_clear);
  for (guint i = 0; i < host->mounts->len; i++)
    {
      Shown shown = { host->mounts->pdata[i], NULL, };

      shown.snapshot = tav_venue_server_get_snapshot (shown.server, &shown.timer);
      g_array_append_val (events, shown);
    }

  tav_venue_html_head (out, catalog, T (N_("Events at this venue")));
  /* The clocks count down, and the list is read again now and then
   * (static/venue.js): a phone left on it follows the rounds. */
  g_string_append (out, "<script src=\"/static/venue.js\" defer></script>\n"
                   "</head>\n<body class=\"hall\" data-hall=\"true\">\n<main>\n");
  tav_venue_element (out, "<h1>", T (N_("Events at this venue")), "</h1>\n");
  find_form (out, catalog, lang, search);
  if (search != NULL && search[0] != '\0')
    find_across (out, catalog, events, lang, search);
  list_events (out, catalog, events, lang);
  g_string_append (out, "</main>\n</body>\n</html>\n");
  return g_string_free_to_bytes (out);
}

/* "/" is the hall's; "/static/" the assets every page shares; the rest,
 * outside an event's prefix, is nobody's. */
gboolean
tav_venue_hall_front (gpointer           data,
                      SoupServerMessage *msg,
                      const char        *path,
                      GHashTable        *query)
{
  TavVenueServer *host = data;
  const char *asked = query ? g_hash_table_lookup (query, "lang") : NULL;
  const char *q = query ? g_hash_table_lookup (query, "q") : NULL;
  TavVenueCatalog *catalog = tav_venue_server_catalog_of_request (host, msg, query);
  const char *language = tav_venue_catalog_get_language (catalog);
  g_autofree char *search = NULL;
  g_autoptr(GBytes) body = NULL;

  if (g_str_has_prefix (path, "/static/"))
    return FALSE;
  if (strcmp (path, "/") != 0)
    {
      tav_venue_respond_text (msg, SOUP_STATUS_NOT_FOUND, "Not found.\n");
      return TRUE;
    }
  /* As an event's page: a query not text, or too long, is dropped or cut. */
  if (q != NULL && g_utf8_validate (q, -1, NULL))
    search = g_strstrip (g_utf8_substring (q, 0, MIN (g_utf8_strlen (q, -1), TAV_VENUE_MAX_QUERY)));

  body = render (host, catalog, asked && strcmp (asked, language) == 0 ? language : NULL, search);
  tav_venue_respond_page (msg, language, body);
  return TRUE;
}
