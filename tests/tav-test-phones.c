/* tav-test-phones.c — many phones in one headless Chromium
 *
 * One Chromium launch takes a second or two: a day's queue at the door
 * (a hundred phones and more) cannot be one launch each. Here one
 * Chromium opens a page this helper serves on 127.0.0.1 (the "desk"),
 * whose script opens each phone as a window of a phone's size, a few at
 * a time. Each window loads the venue's page by itself (its own GET, its
 * own one-time form id), is filled as a person would (the fields typed,
 * the submit button pressed) and its answer is posted back to the desk.
 *
 * Why windows, not frames: the venue's pages forbid framing
 * (frame-ancestors 'none'), rightly, and no switch lifts that. Why a desk
 * over HTTP, not a file: with --disable-web-security a page may read a
 * window of another port of the same host, but a file:// page may not.
 * Why no virtual time: the phones' windows are pages of their own whose
 * network does not hold the desk's virtual clock, so a budget would run
 * out under a slow machine; the desk's load event is held instead (an
 * image the desk answers once every phone has answered), and --dump-dom
 * returns then. A phone's size: headless Chromium gives each new window
 * its --window-size (the features of window.open () do not set it), on a
 * screen made big enough; the width is checked, the height is the
 * window's less a pixel on Chromium 156.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tavolo-test"

#include <string.h>

#include <libsoup/soup.h>

#include "tav-test-browser.h"
#include "tav-test-phones.h"

/* Phones at once: below Chromium's six connections per server. */
#define PARALLEL 4
/* A phone that has not answered by then is reported as such (ms). */
#define PHONE_DEADLINE_MS 30000

typedef struct
{
  guint              n_phones;
  char             **answers;
  char             **failures;
  guint             *widths;
  guint              n_reported;
  char              *page;
  SoupServerMessage *hold;
} Desk;

/* The desk's script: phones[], WIDTH, HEIGHT, PARALLEL and DEADLINE are
 * defined before it. A phone's first document is about:blank; the one
 * it fills is marked, so that its answer is the next one complete. */
static const char desk_script[] =
  "'use strict';\n"
  "let next = 0;\n"
  "function report (i, ok, width, text) {\n"
  "  fetch ('/answer?phone=' + i + '&ok=' + (ok ? 1 : 0) + '&width=' + width,\n"
  "         { method: 'POST', body: text }).then (start, start);\n"
  "}\n"
  "function phone (i) {\n"
  "  const p = phones[i];\n"
  "  const w = window.open (p.url, 'phone' + i, 'width=' + WIDTH + ',height=' + HEIGHT);\n"
  "  const until = Date.now () + DEADLINE;\n"
  "  let stage = 0, width = 0;\n"
  "  function end (ok, text) {\n"
  "    try { w.close (); } catch (e) { }\n"
  "    report (i, ok, width, text);\n"
  "  }\n"
  "  function fill (d) {\n"
  "    const form = d.querySelector (p.form);\n"
  "    if (!form)\n"
  "      return 'no form ' + p.form + ' on ' + w.location.href;\n"
  "    for (let k = 0; k < p.fields.length; k += 2) {\n"
  "      const field = form.elements.namedItem (p.fields[k]);\n"
  "      if (!field)\n"
  "        return 'no field ' + p.fields[k] + ' in ' + p.form;\n"
  "      field.focus ();\n"
  "      field.value = p.fields[k + 1];\n"
  "      field.dispatchEvent (new Event ('input', { bubbles: true }));\n"
  "      field.dispatchEvent (new Event ('change', { bubbles: true }));\n"
  "    }\n"
  "    const button = form.querySelector ('button:not([type]), button[type=submit], input[type=submit]');\n"
  "    width = w.innerWidth;\n"
  "    d.tavSent = true;\n"
  "    if (button) button.click (); else form.requestSubmit ();\n"
  "    return null;\n"
  "  }\n"
  "  function step () {\n"
  "    if (!w)\n"
  "      return end (false, 'the window was not opened');\n"
  "    if (Date.now () > until)\n"
  "      return end (false, (stage ? 'no answer' : 'no page') + ' in ' + DEADLINE + ' ms from ' + p.url);\n"
  "    let d = null;\n"
  "    try { d = w.document; } catch (e) { return end (false, 'the page cannot be read: ' + e); }\n"
  "    const ready = d && d.readyState === 'complete' && w.location.href !== 'about:blank';\n"
  "    if (stage === 0 && ready) {\n"
  "      const wrong = fill (d);\n"
  "      if (wrong)\n"
  "        return end (false, wrong);\n"
  "      stage = 1;\n"
  "    } else if (stage === 1 && ready && !d.tavSent) {\n"
  "      const part = p.answer ? d.querySelector (p.answer) : d.body;\n"
  "      if (!part)\n"
  "        return end (false, 'no ' + p.answer + ' on the answer: ' + d.body.textContent);\n"
  "      return end (true, part.textContent.replace (/\\s+/g, ' ').trim ());\n"
  "    }\n"
  "    setTimeout (step, 20);\n"
  "  }\n"
  "  step ();\n"
  "}\n"
  "function start () {\n"
  "  if (next < phones.length)\n"
  "    phone (next++);\n"
  "}\n"
  "for (let k = 0; k < PARALLEL; k++)\n"
  "  start ();\n";

/* @text as a JavaScript string literal of ASCII only: nothing in it can
 * end the script or be read in another encoding. */
static void
append_js_string (GString    *out,
                  const char *text)
{
  g_string_append_c (out, '"');
  for (const char *c = text; c && *c; c = g_utf8_next_char (c))
    {
      gunichar u = g_utf8_get_char (c);

      if (u > 0xffff)
        g_string_append_printf (out, "\\u%04x\\u%04x", 0xd800 + ((u - 0x10000) >> 10),
                                0xdc00 + ((u - 0x10000) & 0x3ff));
      else if (u < 0x80 && (g_ascii_isalnum ((char) u) || strchr (" -_.,:;/?=#()[]*+!@$%^|~'", (int) u)))
        g_string_append_c (out, (char) u);
      else
        g_string_append_printf (out, "\\u%04x", u);
    }
  g_string_append_c (out, '"');
}

static char *
phone_url (const TavTestPhone *phone)
{
  if (phone->language == NULL)
    return g_strdup (phone->url);
  return g_strdup_printf ("%s%clang=%s", phone->url, strchr (phone->url, '?') ? '&' : '?', phone->language);
}

static char *
desk_page (const TavTestPhone *phones,
           guint               n_phones,
           guint               width,
           guint               height)
{
  GString *page = g_string_new ("<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n"
                                "<title>Phones</title>\n</head>\n<body>\n<script>\nconst phones = [\n");

  for (guint i = 0; i < n_phones; i++)
    {
      g_autofree char *url = phone_url (&phones[i]);

      g_string_append (page, "  { url: ");
      append_js_string (page, url);
      g_string_append (page, ", form: ");
      append_js_string (page, phones[i].form);
      g_string_append (page, ", answer: ");
      if (phones[i].answer)
        append_js_string (page, phones[i].answer);
      else
        g_string_append (page, "null");
      g_string_append (page, ", fields: [");
      for (guint k = 0; phones[i].fields && phones[i].fields[k]; k++)
        {
          g_string_append (page, k ? ", " : " ");
          append_js_string (page, phones[i].fields[k]);
        }
      g_string_append (page, " ] },\n");
    }
  g_string_append_printf (page, "];\nconst WIDTH = %u, HEIGHT = %u, PARALLEL = %u, DEADLINE = %u;\n%s</script>\n"
                          /* Held until every phone has answered: the
                           * page's load event, and so the dump, waits. */
                          "<img src=\"/hold\" alt=\"\">\n</body>\n</html>\n",
                          width, height, PARALLEL, PHONE_DEADLINE_MS, desk_script);
  return g_string_free (page, FALSE);
}

static void
release_hold (Desk *desk)
{
  if (desk->hold == NULL || desk->n_reported < desk->n_phones)
    return;
  soup_server_message_set_status (desk->hold, SOUP_STATUS_NO_CONTENT, NULL);
  soup_server_message_unpause (desk->hold);
  g_clear_object (&desk->hold);
}

static void
take_answer (Desk              *desk,
             SoupServerMessage *msg,
             GHashTable        *query)
{
  const char *phone = query ? g_hash_table_lookup (query, "phone") : NULL;
  const char *ok = query ? g_hash_table_lookup (query, "ok") : NULL;
  const char *width = query ? g_hash_table_lookup (query, "width") : NULL;
  SoupMessageBody *body = soup_server_message_get_request_body (msg);
  g_autoptr(GBytes) bytes = soup_message_body_flatten (body);
  guint64 i = 0, w = 0;

  g_assert_true (phone && ok && width);
  g_assert_true (g_ascii_string_to_unsigned (phone, 10, 0, desk->n_phones - 1, &i, NULL));
  g_assert_true (g_ascii_string_to_unsigned (width, 10, 0, G_MAXUINT, &w, NULL));
  g_assert_true (desk->answers[i] == NULL && desk->failures[i] == NULL);
  if (strcmp (ok, "1") == 0)
    desk->answers[i] = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  else
    desk->failures[i] = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  desk->widths[i] = (guint) w;
  desk->n_reported++;
  soup_server_message_set_status (msg, SOUP_STATUS_NO_CONTENT, NULL);
  release_hold (desk);
}

static void
desk_cb (SoupServer        *server,
         SoupServerMessage *msg,
         const char        *path,
         GHashTable        *query,
         gpointer           user_data)
{
  Desk *desk = user_data;

  if (strcmp (path, "/") == 0)
    {
      soup_server_message_set_status (msg, SOUP_STATUS_OK, NULL);
      soup_server_message_set_response (msg, "text/html; charset=utf-8", SOUP_MEMORY_COPY,
                                        desk->page, strlen (desk->page));
    }
  else if (strcmp (path, "/answer") == 0 && soup_server_message_get_method (msg) == SOUP_METHOD_POST)
    take_answer (desk, msg, query);
  else if (strcmp (path, "/hold") == 0 && desk->hold == NULL)
    {
      desk->hold = g_object_ref (msg);
      soup_server_message_pause (msg);
      release_hold (desk);
    }
  else
    soup_server_message_set_status (msg, SOUP_STATUS_NOT_FOUND, NULL);
}

/* @n_phones phones, each a window of @width × @height CSS px that opens
 * its URL, fills its form and sends it: the text of each answer (of its
 * @answer part), or NULL for a phone that never answered (the reason
 * logged). The main context keeps running meanwhile: the venue under
 * test may serve from it. Languages: each phone's ?lang= (headless
 * Chromium sends no Accept-Language of its own). Free the answers with
 * tav_test_phones_free (). */
char **
tav_test_browse_phones (const char         *chromium,
                        const TavTestPhone *phones,
                        guint               n_phones,
                        guint               width,
                        guint               height)
{
  g_autoptr(SoupServer) server = soup_server_new (NULL, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *window = g_strdup_printf ("--window-size=%u,%u", width, height);
  /* A screen big enough for a phone's height (the default is 800×600,
   * which would clip it; a Chromium without the switch ignores it). */
  const char * const flags[] = { "--disable-web-security", "--disable-popup-blocking",
                                 "--screen-info={0,0 1600x1600}", NULL };
  g_autofree char *url = NULL;
  g_autofree char *dom = NULL;
  GSList *uris;
  Desk desk = { n_phones, g_new0 (char *, n_phones + 1), g_new0 (char *, n_phones + 1),
                g_new0 (guint, n_phones), 0, desk_page (phones, n_phones, width, height), NULL };

  g_assert_cmpuint (n_phones, >, 0);
  soup_server_add_handler (server, NULL, desk_cb, &desk, NULL);
  g_assert_true (soup_server_listen_local (server, 0, SOUP_SERVER_LISTEN_IPV4_ONLY, &error));
  g_assert_no_error (error);
  uris = soup_server_get_uris (server);
  url = g_uri_to_string (uris->data);
  g_slist_free_full (uris, (GDestroyNotify) g_uri_unref);

  dom = tav_test_browse_with (chromium, url, NULL, width, height, flags);
  soup_server_disconnect (server);
  g_clear_object (&desk.hold);

  for (guint i = 0; i < n_phones; i++)
    {
      if (desk.answers[i] == NULL)
        g_test_message ("Phone %u (%s) did not answer: %s", i, phones[i].url,
                        desk.failures[i] ? desk.failures[i] : "Chromium ended first");
      else if (desk.widths[i] != width)
        {
          g_test_message ("Phone %u was %u px wide, not %u", i, desk.widths[i], width);
          g_clear_pointer (&desk.answers[i], g_free);
        }
    }
  tav_test_phones_free (desk.failures, n_phones);
  g_free (desk.widths);
  g_free (desk.page);
  return desk.answers;
}

void
tav_test_phones_free (char  *answers[],
                      guint  n_phones)
{
  for (guint i = 0; i < n_phones; i++)
    g_free (answers[i]);
  g_free (answers);
}
