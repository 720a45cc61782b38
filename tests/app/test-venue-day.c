/* test-venue-day.c — issue 37's day at the door, in the app: a BANG!
 * qualifier, a Catan ranking tournament and a Destiny side event open in
 * three windows of one application share one venue address; the 120
 * players check themselves in from phone-sized browsers while each
 * window's Players page fills; a late registration and a decklist come
 * from phones into the Destiny inbox and are accepted there
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <adwaita.h>
#include <libsoup/soup.h>

#include "tav-application.h"
#include "tav-check-in-bar.h"
#include "tav-document.h"
#include "tav-log-entry.h"
#include "tav-inbox-window.h"
#include "tav-player-codes.h"
#include "tav-table-token.h"
#include "tav-test-app.h"
#include "tav-test-browser.h"
#include "tav-test-http.h"
#include "tav-test-phones.h"
#include "tav-test-wait.h"
#include "tav-venue-window.h"
#include "tav-window.h"

#define wait_until(condition, data) tav_test_wait_until (condition, data, #condition)

#define N_EVENTS  3
#define N_PLAYERS 40

typedef struct
{
  const char *ruleset;
  const char *name;
} Plan;

static const Plan plans[N_EVENTS] = {
  { "bang-2007", "Qualificazione BANG! Roma" },
  { "catan-bg", "Катан — турнир Пловдив" },
  { "destiny", "Destiny Side Event" },
};

static const char * const given[] = {
  "Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Giulia", "Luca",
  "Мария", "Борислав", "Светлана", "Ярослав", "Людмила", "Константин", "Ангелина", "Пётр",
};

static const char * const family[] = {
  "Rossi", "Bianchi", "Esposito", "Colombo", "Ricci",
  "Преображенская-Щербатова", "Тодоров", "Кузнецов", "Иваненко", "Ferrari",
};

typedef struct
{
  TavWindow      *window;
  TavVenueWindow *venue;
  char           *path;
  char           *base;     /* http://127.0.0.1:PORT/e/SLUG, the event's pages */
  GArray         *seen;     /* the present counts the check-in line showed, in turn */
} Room;

typedef struct
{
  char           *dir;
  TavApplication *app;
  SoupSession    *session;
  char           *chromium;
  Room            rooms[N_EVENTS];
} Day;

/* Player @j of event @i: a name met once in the day. */
static char *
player_name (guint i,
             guint j)
{
  guint n = i * N_PLAYERS + j;

  return g_strdup_printf ("%s %s", given[n % G_N_ELEMENTS (given)],
                          family[(n / G_N_ELEMENTS (given)) % G_N_ELEMENTS (family)]);
}

static gboolean
has_event (gpointer data)
{
  return tav_window_get_event (data) != NULL;
}

/* A venue window that is none of the rooms' yet. */
static TavVenueWindow *
new_venue_window (Day *day)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);
      gboolean known = FALSE;

      if (!TAV_IS_VENUE_WINDOW (toplevel))
        continue;
      for (guint r = 0; r < N_EVENTS; r++)
        known |= (gpointer) day->rooms[r].venue == (gpointer) toplevel;
      if (!known)
        return TAV_VENUE_WINDOW (toplevel);
    }
  return NULL;
}

static gboolean
venue_window_shown (gpointer data)
{
  return new_venue_window (data) != NULL;
}

/* The present count the check-in line says: "Check-in: 12 of 40 present…"
 * or "Check-in: all 40 active players are present". */
static void
check_in_line_cb (GtkLabel   *label,
                  GParamSpec *pspec,
                  Room       *room)
{
  const char *text = gtk_label_get_label (label);
  guint present = 0, active = 0;

  if (sscanf (text, "Check-in: %u of %u", &present, &active) != 2 &&
      sscanf (text, "Check-in: all %u active", &present) != 1)
    return;
  if (room->seen->len == 0 || g_array_index (room->seen, guint, room->seen->len - 1) != present)
    g_array_append_val (room->seen, present);
}

/* Event @i made, saved and opened in a window of the application; its
 * Players page shown, and the venue network turned on from the menu. */
static void
open_room (Day   *day,
           guint  i)
{
  Room *room = &day->rooms[i];
  g_autoptr(TavEvent) event = tav_event_new (plans[i].ruleset, plans[i].name);
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *file_name = g_strdup_printf ("event-%u.tavolo", i);
  GtkWidget *bar;
  const char *url;
  char *after_port;
  guint port;

  for (guint j = 0; j < N_PLAYERS; j++)
    {
      g_autofree char *name = player_name (i, j);

      g_assert_nonnull (tav_event_add_player (event, name, &error));
      g_assert_no_error (error);
    }
  tav_event_set_self_check_in (event, TRUE);
  /* Destiny takes late entries, and decks with them. */
  tav_inbox_set_registration_open (tav_event_get_inbox (event), i == 2);
  room->path = g_build_filename (day->dir, file_name, NULL);
  g_assert_true (tav_document_save_file (event, room->path, FALSE, &error));
  g_assert_no_error (error);

  room->window = g_object_ref (tav_window_new (GTK_APPLICATION (day->app)));
  gtk_window_set_default_size (GTK_WINDOW (room->window), 1024, 700);
  gtk_window_present (GTK_WINDOW (room->window));
  wait_until (tav_test_is_mapped, room->window);
  file = g_file_new_for_path (room->path);
  tav_window_open_file (room->window, file);
  wait_until (has_event, room->window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (room->window), "win.show-page", "s", "players"));

  room->seen = g_array_new (FALSE, FALSE, sizeof (guint));
  bar = tav_test_find_descendant (GTK_WIDGET (room->window), TAV_TYPE_CHECK_IN_BAR);
  g_assert_nonnull (bar);
  wait_until (tav_test_is_mapped, bar);
  g_signal_connect (tav_check_in_bar_get_label (TAV_CHECK_IN_BAR (bar)), "notify::label",
                    G_CALLBACK (check_in_line_cb), room);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (room->window), "win.venue-network", NULL));
  wait_until (venue_window_shown, day);
  /* Not held: closing it must end it, as in the app (no other reference). */
  room->venue = new_venue_window (day);
  g_object_add_weak_pointer (G_OBJECT (room->venue), (gpointer *) &room->venue);
  wait_until (tav_test_is_mapped, room->venue);

  /* Phones reach it on this computer's loopback, at the port the venue
   * listens on (on every address, as in the room). */
  url = tav_venue_window_get_url (room->venue);
  g_assert_nonnull (url);
  port = (guint) g_ascii_strtoull (strrchr (url, ':') + 1, &after_port, 10);
  g_assert_true (g_str_has_prefix (after_port, "/e/") && g_str_has_suffix (after_port, "/"));
  room->base = g_strdup_printf ("http://127.0.0.1:%u%.*s", port, (int) strlen (after_port) - 1, after_port);
  g_test_message ("%s is served at %s", plans[i].name, url);
}

static gboolean
text_has (GtkLabel   *label,
          const char *text)
{
  return gtk_widget_get_visible (GTK_WIDGET (label)) && strstr (gtk_label_get_label (label), text) != NULL;
}

static gboolean
label_says_two_more (gpointer data)
{
  GtkLabel *label = data;

  return text_has (label, "The same address serves 2 more events: ");
}

static gboolean
is_hall_label (GtkWidget     *widget,
               gconstpointer  data)
{
  return GTK_IS_LABEL (widget) && g_str_has_prefix (gtk_label_get_label (GTK_LABEL (widget)), "This event’s pages: ");
}

/* One address: every window shows the venue's, each event's pages are
 * under a prefix of its own, and each says which others share it. */
static void
check_one_address (Day *day)
{
  const char *venue_url = tav_venue_window_get_venue_url (day->rooms[0].venue);
  g_autofree char *port = g_strdup (strrchr (venue_url, ':'));
  g_autofree char *list = NULL;

  for (guint i = 0; i < N_EVENTS; i++)
    {
      TavVenueWindow *venue = day->rooms[i].venue;
      GtkWidget *label = tav_test_find_widget (GTK_WIDGET (venue), is_hall_label, NULL);

      g_assert_cmpstr (tav_venue_window_get_venue_url (venue), ==, venue_url);
      g_assert_true (g_str_has_prefix (tav_venue_window_get_url (venue), venue_url));
      for (guint k = 0; k < i; k++)
        g_assert_cmpstr (day->rooms[k].base, !=, day->rooms[i].base);
      g_assert_nonnull (label);
      /* Told as the later windows joined. */
      wait_until (label_says_two_more, label);
      for (guint k = 0; k < N_EVENTS; k++)
        if (k != i)
          g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (label)), plans[k].name));
    }

  /* The venue's first page lists the three events and no player. */
  {
    g_autofree char *root = g_strdup_printf ("http://127.0.0.1%.*s", (int) strlen (port) - 1, port);

    list = tav_test_http_get (day->session, root, "/", "ru");
  }
  for (guint i = 0; i < N_EVENTS; i++)
    {
      const char *slug = strstr (day->rooms[i].base, "/e/");
      g_autofree char *escaped = g_markup_escape_text (plans[i].name, -1);
      g_autofree char *link = g_strdup_printf ("href=\"%s/\"", slug);

      g_assert_nonnull (strstr (list, escaped));
      g_assert_nonnull (strstr (list, link));
    }
  for (guint j = 0; j < N_PLAYERS; j++)
    {
      g_autofree char *name = player_name (0, j);

      g_assert_null (strstr (list, name));
    }
}

/* Seconds of the first clock in @page after @from, or -1. */
static int
clock_after (const char *page,
             const char *from)
{
  const char *at = strstr (page, from);
  guint a = 0, b = 0, c = 0;
  int n;

  at = at ? strstr (at, "<span class=\"clock\">") : NULL;
  if (at == NULL)
    return -1;
  /* "M:SS", or "H:MM:SS" from an hour on. */
  n = sscanf (at, "<span class=\"clock\">%u:%u:%u<", &a, &b, &c);
  if (n == 3)
    return (int) (a * 3600 + b * 60 + c);
  return n == 2 ? (int) (a * 60 + b) : -1;
}

/* The Catan round's timer started in its window: the venue's list says
 * the time left, and a phone left on it sees it count down. */
static void
check_list_clock (Day *day)
{
  const char *venue_url = tav_venue_window_get_venue_url (day->rooms[0].venue);
  g_autofree char *root = g_strdup_printf ("http://127.0.0.1%s", strrchr (venue_url, ':'));
  g_autofree char *served = NULL;
  g_autofree char *dom = NULL;
  TavTestBrowsing *phone;
  int before, after;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (day->rooms[1].window), "win.timer-toggle", NULL));
  tav_test_run_pending ();
  served = tav_test_http_get (day->session, root, "", "bg");
  before = clock_after (served, plans[1].name);
  g_assert_cmpint (before, >, 60);
  /* Five seconds of the page's own time. */
  phone = tav_test_browsing_start (day->chromium, root, "bg");
  dom = tav_test_browsing_finish (phone);
  after = clock_after (dom, plans[1].name);
  g_assert_cmpint (after, >=, 0);
  g_assert_cmpint (after, <=, before - 3);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (day->rooms[1].window), "win.timer-toggle", NULL));
}

/* The phone of player @j of event @i types the name as a person would:
 * whole, in lower case, or the surname alone; the code as printed on the
 * slip, or in lower case without its dash. */
static char *
typed_name (guint i,
            guint j)
{
  g_autofree char *name = player_name (i, j);

  switch (j % 3)
    {
    case 0:
      return g_utf8_strdown (name, -1);
    case 1:
      return g_strdup (strchr (name, ' ') + 1);
    default:
      return g_steal_pointer (&name);
    }
}

static char *
typed_code (TavEvent *event,
            guint     j)
{
  TavPlayer *player = tav_event_get_player (event, j);
  g_autofree char *code = tav_event_get_player_code (event, tav_player_get_id (player));

  if (j % 2 == 0)
    return tav_token_format_code (code);
  return g_ascii_strdown (code, -1);
}

static const char *
phone_language (guint j)
{
  return j % 2 == 0 ? "ru" : "it";
}

/* What the phone of player @j is told, in its language. */
static char *
expected_answer (guint i,
                 guint j)
{
  g_autofree char *name = player_name (i, j);

  return g_strdup_printf (j % 2 == 0 ? "%s, вы отмечены на первый раунд"
                                     : "%s, la tua presenza è registrata per il primo turno", name);
}

/* Each check-in is in the event's log once, in its player's own hand. */
static void
check_hands (TavEvent *event)
{
  GListModel *log = tav_event_get_log (event);
  g_autofree guint *seen = g_new0 (guint, N_PLAYERS);

  for (guint k = 0; k < g_list_model_get_n_items (log); k++)
    {
      g_autoptr(TavLogEntry) entry = g_list_model_get_item (log, k);
      const TavHand *hand = tav_log_entry_get_hand (entry);
      const char * const *players = tav_log_entry_get_players (entry);
      TavPlayer *player;
      guint j = 0;

      if (g_strcmp0 (tav_log_entry_get_act (entry), "player-checked-in") != 0)
        continue;
      g_assert_nonnull (players);
      g_assert_nonnull (players[0]);
      player = tav_event_find_player (event, players[0]);
      g_assert_nonnull (player);
      g_assert_cmpint (hand->kind, ==, TAV_HAND_PLAYER);
      g_assert_cmpstr (hand->name, ==, tav_player_get_name (player));
      while (j < N_PLAYERS && tav_event_get_player (event, j) != player)
        j++;
      g_assert_cmpuint (j, <, N_PLAYERS);
      seen[j]++;
    }
  for (guint j = 0; j < N_PLAYERS; j++)
    g_assert_cmpuint (seen[j], ==, 1);
}

/* The players of event @i at the door, each from a phone-sized browser
 * window of its own (tav-test-phones.c: a few at a time in one Chromium). */
static void
check_in_room (Day   *day,
               guint  i)
{
  Room *room = &day->rooms[i];
  TavEvent *event = tav_window_get_event (room->window);
  g_autofree TavTestPhone *phones = g_new0 (TavTestPhone, N_PLAYERS);
  g_autoptr(GPtrArray) kept = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *url = g_strdup_printf ("%s/check-in", room->base);
  char **answers;

  for (guint j = 0; j < N_PLAYERS; j++)
    {
      const char **fields = g_new0 (const char *, 5);

      fields[0] = "name";
      fields[1] = typed_name (i, j);
      fields[2] = "code";
      fields[3] = typed_code (event, j);
      g_ptr_array_add (kept, (char *) fields[1]);
      g_ptr_array_add (kept, (char *) fields[3]);
      g_ptr_array_add (kept, fields);
      phones[j] = (TavTestPhone) {
        .url = url,
        .language = phone_language (j),
        .form = "form.check-in-form",
        .fields = fields,
        .answer = NULL,
      };
    }
  answers = tav_test_browse_phones (day->chromium, phones, N_PLAYERS, 360, 740);
  for (guint j = 0; j < N_PLAYERS; j++)
    {
      g_autofree char *expected = expected_answer (i, j);

      g_assert_nonnull (answers[j]);
      if (strstr (answers[j], expected) == NULL)
        g_error ("Phone %u of %s was told “%s”, not “%s”", j, plans[i].name, answers[j], expected);
      g_assert_true (tav_player_get_checked_in (tav_event_get_player (event, j)));
    }
  tav_test_phones_free (answers, N_PLAYERS);
  check_hands (event);
}

/* The Players page filled as the phones came, one by one, not at once. */
static void
check_page_filled (Room *room)
{
  GtkWidget *bar = tav_test_find_descendant (GTK_WIDGET (room->window), TAV_TYPE_CHECK_IN_BAR);
  g_autofree char *all = g_strdup_printf ("Check-in: all %u active players are present", N_PLAYERS);
  guint steps = room->seen->len;

  g_assert_cmpstr (gtk_label_get_label (tav_check_in_bar_get_label (TAV_CHECK_IN_BAR (bar))), ==, all);
  g_assert_cmpuint (steps, >=, 10);
  g_assert_cmpuint (g_array_index (room->seen, guint, steps - 1), ==, N_PLAYERS);
  for (guint k = 1; k < steps; k++)
    g_assert_cmpuint (g_array_index (room->seen, guint, k), >, g_array_index (room->seen, guint, k - 1));
}

static gboolean
has_pending (gpointer data)
{
  return tav_inbox_get_n_pending (tav_event_get_inbox (data)) > 0;
}

static gboolean
dialog_shown (gpointer data)
{
  return tav_test_shown_message_dialog () != NULL;
}

/* The organiser accepts the one request waiting, in the inbox window. */
static void
accept_request (TavInboxWindow *inbox_window,
                TavEvent       *event)
{
  TavInbox *inbox = tav_event_get_inbox (event);
  g_autoptr(TavSubmission) request = NULL;

  wait_until (has_pending, event);
  g_assert_cmpuint (tav_inbox_get_n_pending (inbox), ==, 1);
  request = g_list_model_get_item (tav_inbox_get_submissions (inbox),
                                   g_list_model_get_n_items (tav_inbox_get_submissions (inbox)) - 1);
  g_assert_true (tav_inbox_window_accept (inbox_window, tav_submission_get_id (request)));
  tav_test_run_pending ();
}

/* One phone fills the form of @url (@fields: name, value, …, NULL) and
 * sends it: the text of the answer. */
static char *
one_phone (Day                *day,
           const char         *url,
           const char         *language,
           const char         *form,
           const char * const *fields)
{
  TavTestPhone phone = { .url = url, .language = language, .form = form, .fields = fields, };
  char **answers = tav_test_browse_phones (day->chromium, &phone, 1, 360, 740);
  char *answer = g_steal_pointer (&answers[0]);

  g_assert_nonnull (answer);
  tav_test_phones_free (answers, 1);
  return answer;
}

/* @form (urlencoded) posted to @path as a phone's first step, the page it
 * answers filled and sent by @script: the DOM of that answer. */
static char *
second_step (Day        *day,
             const char *base,
             const char *path,
             const char *form,
             const char *language,
             const char *script)
{
  guint status = 0;
  g_autofree char *html = tav_test_http_send (day->session, base, path, form, language, &status);

  g_assert_cmpuint (status, ==, 200);
  return tav_test_browse_html (day->chromium, html, base, script, language, 360, 740);
}

/* A late entry at the Destiny side event: asked from a phone in Russian
 * with a deck, accepted in the inbox (her code shown to hand over); then
 * her deck changed from a phone in Italian, accepted too; then she checks
 * in like the others. */
static void
late_entry (Day *day)
{
  Room *room = &day->rooms[2];
  TavEvent *event = tav_window_get_event (room->window);
  static const char name[] = "Ярослава Квитка-Основяненко";
  g_autofree char *register_url = g_strdup_printf ("%s/register", room->base);
  g_autofree char *deck_url = g_strdup_printf ("%s/deck", room->base);
  g_autofree char *check_in_url = g_strdup_printf ("%s/check-in", room->base);
  g_autofree char *answer = NULL;
  g_autofree char *code = NULL;
  g_autofree char *printed = NULL;
  g_autofree char *told = NULL;
  TavInboxWindow *inbox_window;
  AdwMessageDialog *dialog;
  TavPlayer *player;

  {
    const char * const fields[] = {
      "name", name, "club", "Клуб «Альдераан», Пловдив",
      "deck", "Рей (Эпизод VII)\nПо Дэмерон\nБазовое поле: Храм Такодана", NULL,
    };

    answer = one_phone (day, register_url, "ru", "form", fields);
  }
  g_assert_nonnull (strstr (answer, "Ваша заявка ждёт решения организатора"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (room->window), "win.inbox", NULL));
  inbox_window = tav_test_wait_for_toplevel (TAV_TYPE_INBOX_WINDOW);
  accept_request (inbox_window, event);
  player = tav_event_get_player (event, N_PLAYERS);
  g_assert_nonnull (player);
  g_assert_cmpstr (tav_player_get_name (player), ==, name);
  g_assert_cmpstr (tav_player_get_club (player), ==, "Клуб «Альдераан», Пловдив");
  g_assert_cmpstr (tav_player_get_deck (player), ==, "Рей (Эпизод VII)\nПо Дэмерон\nБазовое поле: Храм Такодана");
  code = tav_event_get_player_code (event, tav_player_get_id (player));
  printed = tav_token_format_code (code);
  wait_until (dialog_shown, NULL);
  dialog = tav_test_shown_message_dialog ();
  told = g_strdup_printf ("%s Is Registered", name);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, told);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), printed));
  adw_message_dialog_response (dialog, "close");
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* Her deck, changed before the first draw: signed with the code handed
   * over, the new list typed, waiting for the organiser. */
  {
    const char * const fields[] = { "name", "квитка-основяненко", "code", printed, NULL };
    g_autofree char *escaped = g_uri_escape_string (printed, NULL, FALSE);
    g_autofree char *surname = g_uri_escape_string ("квитка-основяненко", NULL, FALSE);
    g_autofree char *sign = g_strdup_printf ("lang=it&name=%s&code=%s", surname, escaped);

    answer = one_phone (day, deck_url, "it", "form", fields);
    g_assert_nonnull (strstr (answer, "Il mio mazzo"));
    g_clear_pointer (&answer, g_free);
    /* The deck form she got, with her new list typed in and sent. */
    answer = second_step (day, room->base, "/deck", sign, "it",
                          "var f = document.querySelector ('form');"
                          "f.deck.value = 'Kylo Ren\\nFN-2199\\nBattlefield: Starkiller Base'; f.submit ();");
  }
  g_assert_nonnull (strstr (answer, "Il tuo mazzo attende l’organizzatore"));
  accept_request (inbox_window, event);
  g_assert_cmpstr (tav_player_get_deck (player), ==, "Kylo Ren\nFN-2199\nBattlefield: Starkiller Base");
  g_assert_cmpuint (tav_inbox_get_n_pending (tav_event_get_inbox (event)), ==, 0);
  gtk_window_destroy (GTK_WINDOW (inbox_window));

  /* At the door with the others. */
  g_clear_pointer (&answer, g_free);
  {
    const char * const fields[] = { "name", name, "code", printed, NULL };

    answer = one_phone (day, check_in_url, "ru", "form.check-in-form", fields);
  }
  told = (g_free (told), g_strdup_printf ("%s, вы отмечены на первый раунд", name));
  g_assert_nonnull (strstr (answer, told));
  g_assert_true (tav_player_get_checked_in (player));
}

static gboolean
venue_closed (gpointer data)
{
  Day *day = data;
  g_autofree char *root = g_strdup (day->rooms[0].base);
  g_autoptr(GError) error = NULL;
  g_autoptr(GSocketClient) client = g_socket_client_new ();
  g_autoptr(GSocketConnection) connection = NULL;
  g_autoptr(GUri) uri = g_uri_parse (root, G_URI_FLAGS_NONE, NULL);

  connection = g_socket_client_connect_to_host (client, "127.0.0.1", (guint16) g_uri_get_port (uri), NULL, &error);
  return connection == NULL;
}

static void
test_day (void)
{
  g_autoptr(GError) error = NULL;
  Day day = { 0, };

  day.chromium = tav_test_find_chromium ();
  if (day.chromium == NULL)
    {
      g_test_skip ("Chromium is not installed");
      return;
    }
  day.dir = g_dir_make_tmp ("tavolo-venue-day-XXXXXX", &error);
  g_assert_no_error (error);
  day.app = tav_application_new ();
  g_application_set_flags (G_APPLICATION (day.app),
                           g_application_get_flags (G_APPLICATION (day.app)) | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (day.app), NULL, &error));
  g_assert_no_error (error);
  day.session = soup_session_new ();
  /* Every phone of the test comes from this computer's one address: the
   * venue's limit for one address (a router's) raised, as the docs say. */
  tav_venue_hall_set_limits (tav_application_get_venue_hall (day.app), 2048, 64, 100000);

  for (guint i = 0; i < N_EVENTS; i++)
    open_room (&day, i);
  check_one_address (&day);
  check_list_clock (&day);
  tav_test_screenshot (GTK_WIDGET (day.rooms[2].venue), "venue-day-window.png");

  for (guint i = 0; i < N_EVENTS; i++)
    check_in_room (&day, i);
  for (guint i = 0; i < N_EVENTS; i++)
    check_page_filled (&day.rooms[i]);
  late_entry (&day);

  /* Saved, the files hold every check-in and the late entry's deck. */
  for (guint i = 0; i < N_EVENTS; i++)
    {
      g_autoptr(TavEvent) saved = NULL;
      guint expected = N_PLAYERS + (i == 2 ? 1 : 0);

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (day.rooms[i].window), "win.save", NULL));
      tav_test_run_pending ();
      saved = tav_document_load_file (day.rooms[i].path, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (tav_event_get_n_players (saved), ==, expected);
      for (guint j = 0; j < expected; j++)
        g_assert_true (tav_player_get_checked_in (tav_event_get_player (saved, j)));
      if (i == 2)
        g_assert_cmpstr (tav_player_get_deck (tav_event_get_player (saved, N_PLAYERS)), ==,
                         "Kylo Ren\nFN-2199\nBattlefield: Starkiller Base");
    }

  /* The venue closes with its last window, not before. */
  for (guint i = 0; i < N_EVENTS; i++)
    {
      gtk_window_destroy (GTK_WINDOW (day.rooms[i].venue));
      g_assert_null (day.rooms[i].venue);
      if (i + 1 < N_EVENTS)
        g_assert_false (venue_closed (&day));
    }
  g_assert_cmpuint (tav_venue_hall_get_n_events (tav_application_get_venue_hall (day.app)), ==, 0);
  g_assert_false (tav_venue_hall_is_on (tav_application_get_venue_hall (day.app)));
  wait_until (venue_closed, &day);

  for (guint i = 0; i < N_EVENTS; i++)
    {
      Room *room = &day.rooms[i];

      tav_test_close_window (room->window);
      g_clear_object (&room->window);
      g_free (room->path);
      g_free (room->base);
      g_array_unref (room->seen);
    }
  g_clear_object (&day.session);
  g_clear_object (&day.app);
  tav_test_app_remove_folder (day.dir);
  g_free (day.chromium);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *folder = tav_test_app_init (&argc, &argv, "venue-day");

  g_test_add_func ("/venue-day/door", test_day);

  return g_test_run ();
}
