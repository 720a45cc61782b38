/* test-narrow.c — every page usable 360 px wide with real events, the
 * shortcuts window within a laptop's screen, and whole names on the table
 * cards of a wide window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gi18n.h>

#include <adwaita.h>

#include "tav-event-private.h"
#include "tav-application.h"
#include "tav-document.h"
#include "tav-event-dialog.h"
#include "tav-extend-dialog.h"
#include "tav-inbox-window.h"
#include "tav-print-operation.h"
#include "tav-print-options.h"
#include "tav-print-preview.h"
#include "tav-match-form.h"
#include "tav-measure.h"
#include "tav-public-display.h"
#include "tav-result-dialog.h"
#include "tav-rounds-page.h"
#include "tav-season-window.h"
#include "tav-table-token.h"
#include "tav-test-app.h"
#include "tav-test-destiny.h"
#include "tav-test-wait.h"
#include "tav-venue-window.h"
#include "tav-window.h"

#define NARROW 360
/* The venue's key, for the codes that results are sent with. */
#define KEY "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"
/* The fewest letters of a name a cut label may show. */
#define MIN_LETTERS 12

#define wait_until(condition, data) tav_test_wait_until (condition, data, #condition)

/* The roles a user acts on. */
static gboolean
is_interactive (GtkWidget *widget)
{
  switch (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget)))
    {
    case GTK_ACCESSIBLE_ROLE_BUTTON:
    case GTK_ACCESSIBLE_ROLE_CHECKBOX:
    case GTK_ACCESSIBLE_ROLE_COMBO_BOX:
    case GTK_ACCESSIBLE_ROLE_LINK:
    case GTK_ACCESSIBLE_ROLE_SEARCH_BOX:
    case GTK_ACCESSIBLE_ROLE_SPIN_BUTTON:
    case GTK_ACCESSIBLE_ROLE_SWITCH:
    case GTK_ACCESSIBLE_ROLE_TEXT_BOX:
      return TRUE;

    default:
      return FALSE;
    }
}

static void
describe (GString   *out,
          GtkWidget *widget)
{
  g_string_append_printf (out, " %s", G_OBJECT_TYPE_NAME (widget));
  if (gtk_widget_get_tooltip_text (widget) != NULL)
    g_string_append_printf (out, " “%s”", gtk_widget_get_tooltip_text (widget));
  for (GtkWidget *parent = gtk_widget_get_parent (widget); parent; parent = gtk_widget_get_parent (parent))
    {
      g_string_append_printf (out, " < %s", G_OBJECT_TYPE_NAME (parent));
      if (GTK_IS_ROOT (parent) || strncmp (G_OBJECT_TYPE_NAME (parent), "Tav", 3) == 0)
        break;
    }
}

static const char *
text_of (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget))
    return gtk_label_get_text (GTK_LABEL (widget));
  if (GTK_IS_INSCRIPTION (widget))
    return gtk_inscription_get_text (GTK_INSCRIPTION (widget));
  return NULL;
}

/* How many letters of @widget's text it shows, if it cuts it short; -1
 * if it shows all of it. */
static int
letters_shown (GtkWidget  *widget,
               const char *text)
{
  g_autoptr(PangoLayout) whole = gtk_widget_create_pango_layout (widget, text);
  int whole_width;
  int width = gtk_widget_get_width (widget);
  glong n = g_utf8_strlen (text, -1);

  pango_layout_get_pixel_size (whole, &whole_width, NULL);
  if (GTK_IS_LABEL (widget) && !pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
    return -1;
  if (GTK_IS_INSCRIPTION (widget) && whole_width <= width)
    return -1;

  return whole_width > 0 ? (int) (n * MIN (width, whole_width) / whole_width) : 0;
}

typedef struct
{
  GtkWidget  *window;
  GHashTable *names;
  GString    *out;
  guint       n_names;
  guint       n_controls;
  gboolean    skip_labels;   /* other than names: find_cut_texts() tells */
} Walk;

/* Lists under @widget the names of players cut to fewer than @min
 * letters (any cut, with @min -1), and with @reach the controls the
 * window's width does not reach and the views that scroll sideways. */
static void
walk (Walk      *w,
      GtkWidget *widget,
      int        min,
      gboolean   reach)
{
  const char *text = text_of (widget);

  if (!gtk_widget_get_mapped (widget))
    return;

  if (text != NULL && g_hash_table_contains (w->names, text))
    {
      int shown = letters_shown (widget, text);

      w->n_names++;
      if (shown >= 0 && (min < 0 || shown < min))
        {
          g_string_append_printf (w->out, "\n  “%s” cut to %d letters:", text, shown);
          describe (w->out, widget);
        }
    }

  /* A heading or a line that says something, cut short: the page at
   * 360 px must wrap it. The event's name in the header bar (and in the
   * public display's banner, after two lines) gives way on purpose, a button's label is the button's business, and an entry's
   * placeholder is a hint that goes as soon as one types. */
  else if (reach && !w->skip_labels && GTK_IS_LABEL (widget) && text != NULL && g_utf8_strlen (text, -1) >= 8 &&
           pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))) &&
           gtk_widget_get_ancestor (widget, ADW_TYPE_HEADER_BAR) == NULL &&
           !gtk_widget_has_css_class (widget, "display-event") &&
           gtk_widget_get_ancestor (widget, GTK_TYPE_BUTTON) == NULL &&
           gtk_widget_get_ancestor (widget, GTK_TYPE_TEXT) == NULL)
    {
      g_string_append_printf (w->out, "\n  “%s” cut short:", text);
      describe (w->out, widget);
    }

  if (reach && is_interactive (widget))
    {
      graphene_rect_t bounds;

      w->n_controls++;
      if (gtk_widget_compute_bounds (widget, w->window, &bounds) &&
          (bounds.origin.x < -0.5 || bounds.origin.x + bounds.size.width > gtk_widget_get_width (w->window) + 0.5))
        {
          g_string_append_printf (w->out, "\n  out of reach at x %.0f–%.0f:", bounds.origin.x,
                                  bounds.origin.x + bounds.size.width);
          describe (w->out, widget);
        }
    }

  if (reach && GTK_IS_SCROLLED_WINDOW (widget))
    {
      GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (widget));

      if (gtk_adjustment_get_upper (h) - gtk_adjustment_get_lower (h) > gtk_adjustment_get_page_size (h) + 0.5)
        {
          g_string_append_printf (w->out, "\n  scrolls sideways (%.0f px in %.0f):", gtk_adjustment_get_upper (h),
                                  gtk_adjustment_get_page_size (h));
          describe (w->out, gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (widget)));
        }
    }

  /* A squeezer keeps its other children mapped, but draws only one. */
  if (ADW_IS_SQUEEZER (widget))
    {
      GtkWidget *shown = adw_squeezer_get_visible_child (ADW_SQUEEZER (widget));

      if (shown != NULL)
        walk (w, shown, min, reach);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    walk (w, child, min, reach);
}

/* The shown widgets under @widget that are not under @except. */
static void
collect_shown (GtkWidget *widget,
               GtkWidget *except,
               gboolean   controls,
               GPtrArray *found)
{
  if (widget == except || !gtk_widget_get_mapped (widget))
    return;
  if (controls ? is_interactive (widget) : (GTK_IS_LABEL (widget) && text_of (widget)[0] != '\0'))
    g_ptr_array_add (found, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    collect_shown (child, except, controls, found);
}

/* Whether a shown label under @widget has @text in it. */
static gboolean
shows_text (GtkWidget  *widget,
            const char *text)
{
  if (!gtk_widget_get_mapped (widget))
    return FALSE;
  if (GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), text) != NULL)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    if (shows_text (child, text))
      return TRUE;
  return FALSE;
}

/* Whether no squeezer under @data is between two children: a view
 * switcher title crossfades for 200 ms from its wide switcher, drawn
 * meanwhile at the wide width, to what fits. */
static gboolean
squeezers_settled (gpointer data)
{
  GtkWidget *widget = data;

  if (ADW_IS_SQUEEZER (widget) && adw_squeezer_get_transition_running (ADW_SQUEEZER (widget)))
    return FALSE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    if (!squeezers_settled (child))
      return FALSE;
  return TRUE;
}

/* The header bar's title is drawn nowhere over its buttons. */
static void
check_title (GtkWidget *window,
             GString   *out)
{
  GtkWidget *bar = tav_test_find_descendant (window, ADW_TYPE_HEADER_BAR);
  GtkWidget *title = adw_header_bar_get_title_widget (ADW_HEADER_BAR (bar));
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  wait_until (squeezers_settled, bar);
  tav_test_wait_for_frame (bar);
  collect_shown (title, NULL, FALSE, labels);
  collect_shown (bar, title, TRUE, buttons);
  g_assert_cmpuint (buttons->len, >=, 2);
  for (guint i = 0; i < labels->len; i++)
    for (guint j = 0; j < buttons->len; j++)
      {
        graphene_rect_t label, button;
        PangoRectangle ink;
        int x, y;

        g_assert_true (gtk_widget_compute_bounds (labels->pdata[i], window, &label));
        g_assert_true (gtk_widget_compute_bounds (buttons->pdata[j], window, &button));
        /* The text itself, not the room the label was given. */
        gtk_label_get_layout_offsets (labels->pdata[i], &x, &y);
        pango_layout_get_pixel_extents (gtk_label_get_layout (labels->pdata[i]), NULL, &ink);
        graphene_rect_init (&label, label.origin.x + MAX (x, 0) + ink.x, label.origin.y,
                            MIN (ink.width, label.size.width), label.size.height);
        if (graphene_rect_intersection (&label, &button, NULL))
          {
            g_string_append_printf (out, "\n  the title “%s” is drawn over", text_of (labels->pdata[i]));
            describe (out, buttons->pdata[j]);
          }
      }
}

static void
add_names (GHashTable *names,
           TavEvent   *event)
{
  GListModel *players = tav_event_get_players (event);

  g_hash_table_remove_all (names);
  for (guint i = 0; i < g_list_model_get_n_items (players); i++)
    {
      g_autoptr(TavPlayer) player = g_list_model_get_item (players, i);

      g_hash_table_add (names, g_strdup (tav_player_get_name (player)));
    }
}

/* Each page of @window showing @event, 360 px wide. */
static void
check_pages (TavWindow  *window,
             TavEvent   *event,
             const char *what,
             GString    *out)
{
  static const char *pages[] = { "players", "rounds", "standings", "finals" };
  g_autoptr(GHashTable) names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  Walk w = { adw_application_window_get_content (ADW_APPLICATION_WINDOW (window)), names, NULL, 0, 0, FALSE };

  tav_window_set_event (window, event, NULL);
  add_names (names, event);
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      g_autoptr(GString) found = g_string_new (NULL);
      GtkWidget *content = adw_application_window_get_content (ADW_APPLICATION_WINDOW (window));
      int min;

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", pages[i]));
      /* A secret ranking as the judge sees it. */
      if (strcmp (pages[i], "standings") == 0)
        gtk_widget_activate_action (tav_test_child (window, TAV_TYPE_WINDOW, "standings_page"),
                                    "standings.unlock", NULL);
      tav_test_wait_for_frame (GTK_WIDGET (window));
      tav_test_wait_for_frame (GTK_WIDGET (window));
      /* A page that asks for more widens the window beyond 360 px. */
      gtk_widget_measure (content, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
      if (min > NARROW || gtk_widget_get_width (content) > NARROW)
        g_string_append_printf (found, "\n  the page needs %d px (the window is %d px wide)",
                                min, gtk_widget_get_width (content));
      w.out = found;
      walk (&w, GTK_WIDGET (window), MIN_LETTERS, TRUE);
      check_title (GTK_WIDGET (window), found);
      g_test_message ("%s %s: %u names, %u controls seen", what, pages[i], w.n_names, w.n_controls);
      /* Folded, a row says under the name what the hidden columns said. */
      if (strcmp (what, "destiny") == 0 && strcmp (pages[i], "players") == 0 &&
          !shows_text (GTK_WIDGET (window), "Circolo Ludico Fiorentino"))
        g_string_append (found, "\n  no player's club is shown under the name");
      if (strcmp (what, "bgl-teams") == 0 && strcmp (pages[i], "players") == 0 &&
          !shows_text (GTK_WIDGET (window), "Отбор „Рицарите“ 1"))
        g_string_append (found, "\n  no player's team is shown under the name");
      if (strcmp (what, "destiny-waiting") == 0 && strcmp (pages[i], "rounds") == 0 &&
          !gtk_widget_get_mapped (tav_test_child (tav_test_child (window, TAV_TYPE_WINDOW, "rounds_page"),
                                                  TAV_TYPE_ROUNDS_PAGE, "release_box")))
        g_string_append (found, "\n  the round waiting to be released has no banner");
      if (strcmp (pages[i], "standings") == 0 && !shows_text (GTK_WIDGET (window), " · "))
        g_string_append (found, "\n  no row's figures are shown under the name");
      if (found->len > 0)
        g_string_append_printf (out, "\n%s %s:%s", what, pages[i], found->str);
    }
  /* The walk saw names (those scrolled into view: at 360 × 700 the event's
   * header leaves room for a few rows only) and controls at all. */
  g_assert_cmpuint (w.n_names, >=, 5);
  g_assert_cmpuint (w.n_controls, >, 30);
}

static TavEvent *
load_example (const char *name)
{
  g_autofree char *path = g_build_filename (TAV_EXAMPLES_DIR, name, NULL);
  g_autofree char *data = NULL;
  gsize length;
  g_autoptr(GError) error = NULL;
  TavEvent *event;

  g_assert_true (g_file_get_contents (path, &data, &length, &error));
  event = tav_document_load_data (data, length, &error);
  g_assert_no_error (error);

  return event;
}

/* Long Italian and Cyrillic names, as a regional event has them. */
static char *
long_name (guint i)
{
  static const char *names[] = {
    "Giulia Mancini-Fontana", "Йорданка Преображенска-Верещагина",
    "Alessandro Bartolomei", "Константин Александров-Ставрев",
    "Mariagrazia Lombardi", "Святослав Величковски",
  };

  return g_strdup_printf ("%s %u", names[i % G_N_ELEMENTS (names)], i);
}

/* Star Wars: Destiny: forty players with long names, from two clubs;
 * round 1 played. */
static TavEvent *
make_destiny_played (void)
{
  TavEvent *event = tav_event_new ("destiny", "Campionato Regionale di Star Wars: Destiny");
  g_autoptr(GError) error = NULL;

  tav_event_set_seed (event, 40);
  for (guint i = 1; i <= 40; i++)
    {
      g_autofree char *name = long_name (i);
      TavPlayer *player = tav_event_add_player (event, name, &error);

      g_assert_no_error (error);
      tav_player_set_club (player, i % 3 ? "Circolo Ludico Fiorentino" : "Клуб „Настолни игри“ — Пловдив");
    }
  tav_test_destiny_play_round (event, TRUE);
  return event;
}

/* The same, round 2 drawn. */
static TavEvent *
make_destiny_event (void)
{
  TavEvent *event = make_destiny_played ();
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);

  return event;
}

/* The same, its round 2 drawn but not yet released to the room (the
 * rounds page's banner) and one table given more time (its clock). */
static TavEvent *
make_destiny_waiting_event (void)
{
  TavEvent *event = make_destiny_played ();
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_event_change_release (event, TRUE, &error));
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_true (tav_event_extend_table (event, tav_event_get_current_stage (event), 2, 1, 5,
                                         "Controllo del mazzo richiesto dal giudice", &error));
  g_assert_no_error (error);

  return event;
}

/* A Boardgame League event of 24 in fixed teams of four, each with a
 * reserve if @reserves, round 1 drawn if @draw. */
static TavEvent *
make_bgl_teams (gboolean reserves,
                gboolean draw)
{
  TavEvent *event = tav_event_new ("bgl", "Lega Boardgame — Squadre");
  g_autoptr(GError) error = NULL;

  tav_event_set_seed (event, 24);
  g_assert_true (tav_event_set_param (event, "teams", "fixed", &error));
  g_assert_true (tav_event_set_param (event, "team_size", "4", &error));
  g_assert_true (tav_event_set_param (event, "team_pairing", "united", &error));
  g_assert_no_error (error);
  for (guint i = 1; i <= 24; i++)
    {
      g_autofree char *name = long_name (i);
      g_autofree char *team = g_strdup_printf ((i - 1) / 4 % 2 ? "Squadra dei Cavalieri %u" : "Отбор „Рицарите“ %u", (i - 1) / 4 + 1);
      TavPlayer *player = tav_event_add_player (event, name, &error);

      g_assert_no_error (error);
      tav_player_set_team (player, team);
      if (reserves && i % 4 == 0)
        {
          g_autofree char *reserve = long_name (i + 100);

          player = tav_event_add_player (event, reserve, &error);
          g_assert_no_error (error);
          tav_player_set_team (player, team);
          tav_player_set_reserve (player, TRUE);
        }
    }
  if (draw)
    tav_event_draw_round (event, &error);
  g_assert_no_error (error);

  return event;
}

/* A Boardgame League event of 24 in fixed teams of four, round 1 drawn. */
static TavEvent *
make_bgl_teams_event (void)
{
  return make_bgl_teams (FALSE, TRUE);
}

static TavWindow *
show_window (int width,
             int height)
{
  TavWindow *window = tav_window_new (NULL);

  /* GNOME's own title bar buttons: a close button alone (Xvfb has no
   * desktop settings, and GTK would add minimize and maximize). */
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "appmenu:close", NULL);
  g_object_ref (window);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  wait_until (tav_test_is_mapped, window);
  tav_test_wait_for_frame (GTK_WIDGET (window));

  return window;
}

static void
fail_on (GString    *out,
         const char *what)
{
  if (out->len == 0)
    return;

  {
    g_auto(GStrv) lines = g_strsplit (out->str, "\n", -1);

    for (guint i = 0; lines[i] != NULL; i++)
      if (lines[i][0] != '\0')
        g_test_message ("%s", lines[i]);
  }
  g_test_fail_printf ("%s (listed above)", what);
}

/* With TAV_TEST_SCREENSHOT_DIR set, the players and the standings of
 * @event (the secret ranking shown) at the default width in English
 * (players.png, standings.png, and rounds.png) and folded at 360 px in
 * each language. */
static void
take_screenshots (TavWindow *window,
                  TavEvent  *event)
{
  const char *language = g_getenv ("TAV_LOCALE_DIR") ? g_getenv ("LANGUAGE") : "en";

  if (g_getenv ("TAV_TEST_SCREENSHOT_DIR") == NULL)
    return;

  tav_window_set_event (window, event, NULL);
  for (guint wide = 0; wide < 2; wide++)
    {
      if (wide && strcmp (language, "en") != 0)
        break;
      gtk_window_set_default_size (GTK_WINDOW (window), wide ? 1180 : NARROW, wide ? 740 : 700);
      for (guint i = 0; i < 3; i++)
        {
          static const char *pages[] = { "players", "standings", "rounds" };
          const char *page = pages[i];
          g_autofree char *name = wide ? g_strdup_printf ("%s.png", page)
                                       : g_strdup_printf ("%s-360-%s.png", page, language);

          /* The rounds at the default width only (the software centres'
           * first picture). */
          if (i == 2 && !wide)
            break;
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", page));
          if (i == 1)
            gtk_widget_activate_action (tav_test_child (window, TAV_TYPE_WINDOW, "standings_page"),
                                        "standings.unlock", NULL);
          tav_test_screenshot (GTK_WIDGET (window), name);
        }
    }
}

/* At 360 px, in the language of LANGUAGE, every page of three real events
 * is used without scrolling sideways: no control out of reach, no name
 * cut to a few letters, the title clear of the header's buttons. */
static void
test_narrow_pages (void)
{
  TavWindow *window = show_window (NARROW, 700);
  g_autoptr(TavEvent) bang = load_example ("bang-2011-27-players.tavolo");
  g_autoptr(TavEvent) destiny = make_destiny_event ();
  g_autoptr(TavEvent) bgl = make_bgl_teams_event ();
  g_autoptr(TavEvent) waiting = make_destiny_waiting_event ();
  g_autoptr(GString) out = g_string_new (NULL);

  check_pages (window, bang, "bang", out);
  check_pages (window, destiny, "destiny", out);
  check_pages (window, waiting, "destiny-waiting", out);
  check_pages (window, bgl, "bgl-teams", out);
  fail_on (out, "Pages not usable 360 px wide");
  take_screenshots (window, bang);

  gtk_window_destroy (GTK_WINDOW (window));
  tav_test_wait_for_finalize (window);
}

/* The labels under @widget that cut what is not a name: a heading, a
 * message, a row's title is shown whole or wraps. */
/* Whether @inscription has more lines of text, wrapped at its width,
 * than its height holds. */
static gboolean
inscription_is_cut (GtkInscription *inscription)
{
  const char *text = gtk_inscription_get_text (inscription);
  g_autoptr(PangoLayout) layout = NULL;
  int height;

  if (text == NULL || text[0] == '\0')
    return FALSE;
  layout = gtk_widget_create_pango_layout (GTK_WIDGET (inscription), text);
  pango_layout_set_width (layout, gtk_widget_get_width (GTK_WIDGET (inscription)) * PANGO_SCALE);
  pango_layout_set_wrap (layout, gtk_inscription_get_wrap_mode (inscription));
  pango_layout_get_pixel_size (layout, NULL, &height);

  return height > gtk_widget_get_height (GTK_WIDGET (inscription)) + 1;
}

/* Says in @out whether @widget, a label or an inscription, cuts its text. */
static void
report_cut (GtkWidget  *widget,
            GHashTable *names,
            GString    *out)
{
  if (GTK_IS_LABEL (widget) && !g_hash_table_contains (names, gtk_label_get_text (GTK_LABEL (widget))) &&
      pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
    {
      g_string_append_printf (out, "\n  “%s” cut short:", gtk_label_get_text (GTK_LABEL (widget)));
      describe (out, widget);
    }
  else if (GTK_IS_INSCRIPTION (widget) && inscription_is_cut (GTK_INSCRIPTION (widget)))
    {
      g_string_append_printf (out, "\n  “%s” cut short:", gtk_inscription_get_text (GTK_INSCRIPTION (widget)));
      describe (out, widget);
    }
  /* Neither cut nor wrapped, but wider than the room it was given. */
  else if (GTK_IS_LABEL (widget))
    {
      int width, height;

      pango_layout_get_pixel_size (gtk_label_get_layout (GTK_LABEL (widget)), &width, &height);
      if (width > gtk_widget_get_width (widget) + 1 || height > gtk_widget_get_height (widget) + 1)
        {
          g_string_append_printf (out, "\n  “%s” clipped (%d × %d px in %d × %d):",
                                  gtk_label_get_text (GTK_LABEL (widget)), width, height,
                                  gtk_widget_get_width (widget), gtk_widget_get_height (widget));
          describe (out, widget);
        }
    }
}

/* The texts under @widget cut short; with @only set, those of its texts
 * alone (ours among libadwaita's). */
static void
find_cut_texts (GtkWidget  *widget,
                GHashTable *names,
                GHashTable *only,
                GString    *out)
{
  const char *text = text_of (widget);

  if (!gtk_widget_get_mapped (widget))
    return;
  /* An entry's placeholder is cut in a narrow window (see
   * tav_ui_fit_placeholder()): what it hints is said elsewhere too. */
  if (GTK_IS_TEXT (widget))
    return;
  /* A dialog's title gives way to its buttons, as libadwaita's titles
   * do and as the main window's does (walk()). */
  if (ADW_IS_HEADER_BAR (widget))
    return;
  if (only == NULL || (text != NULL && g_hash_table_contains (only, text)))
    report_cut (widget, names, out);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    find_cut_texts (child, names, only, out);
}

/* @window as GTK draws it, into TAV_TEST_SCREENSHOT_DIR: a dialog is not
 * where a screenshot of the root window would look for it. */
static void
save_drawn (GtkWidget  *window,
            const char *name)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (window);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = g_build_filename (g_getenv ("TAV_TEST_SCREENSHOT_DIR"), name, NULL);

  tav_test_wait_for_frame (window);
  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (window), gtk_widget_get_height (window));
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
}

/* @dialog shown 360 px wide; says in @found if it, or @measured in it,
 * needs more. */
static void
show_narrow (GtkWidget *dialog,
             GtkWidget *measured,
             GString   *found)
{
  int min;

  gtk_window_set_default_size (GTK_WINDOW (dialog), NARROW, -1);
  wait_until (tav_test_is_mapped, dialog);
  tav_test_wait_for_frame (dialog);
  tav_test_wait_for_frame (dialog);
  gtk_widget_measure (measured, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  if (min > NARROW || gtk_widget_get_width (dialog) > NARROW)
    g_string_append_printf (found, "\n  needs %d px (it is %d px wide)", min, gtk_widget_get_width (dialog));
}

/* The dialog @dialog 360 px wide: within that width, its controls in
 * reach, no name cut to a few letters and no other text cut at all. */
static void
check_dialog (GtkWidget  *dialog,
              GHashTable *names,
              const char *what,
              GString    *out)
{
  g_autoptr(GString) found = g_string_new (NULL);
  Walk w = { dialog, names, found, 0, 0, FALSE };

  show_narrow (dialog, dialog, found);
  walk (&w, dialog, MIN_LETTERS, TRUE);
  find_cut_texts (dialog, names, NULL, found);
  g_test_message ("%s: %d px, %u names, %u controls seen", what, gtk_widget_get_width (dialog), w.n_names,
                  w.n_controls);
  if (w.n_controls == 0)
    g_string_append (found, "\n  no control seen");
  /* With TAV_TEST_SCREENSHOT_DIR set, a few of them as they fold. */
  if (g_getenv ("TAV_TEST_SCREENSHOT_DIR") != NULL &&
      (strcmp (what, "event details") == 0 || strcmp (what, "swap") == 0 || strcmp (what, "print options") == 0 ||
       strcmp (what, "finals match") == 0 || strcmp (what, "inbox with results") == 0))
    {
      g_autofree char *shot = g_strdup_printf ("%s-360-%s.png", what,
                                               g_getenv ("TAV_LOCALE_DIR") ? g_getenv ("LANGUAGE") : "en");

      g_strdelimit (shot, " ", '-');
      save_drawn (dialog, shot);
    }
  if (found->len > 0)
    g_string_append_printf (out, "\n%s:%s", what, found->str);
}

/* Opens a dialog of @type by @action of @widget, checks it, closes it. */
static void
check_action_dialog (GtkWidget  *widget,
                     const char *action,
                     GVariant   *parameter,
                     GType       type,
                     GHashTable *names,
                     const char *what,
                     GString    *out)
{
  GtkWidget *dialog;

  g_assert_true (gtk_widget_activate_action_variant (widget, action, parameter));
  dialog = g_object_ref (tav_test_wait_for_toplevel (type));
  check_dialog (dialog, names, what, out);
  /* A question is answered, so that what waits for the answer lets go. */
  if (ADW_IS_MESSAGE_DIALOG (dialog))
    adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  gtk_window_destroy (GTK_WINDOW (dialog));
  tav_test_wait_for_finalize (dialog);
}

/* The New Event dialog with each ruleset chosen, its parameter rows shown. */
static void
check_new_event (TavWindow  *window,
                 GHashTable *names,
                 GString    *out)
{
  GtkWidget *dialog;
  AdwComboRow *rulesets;
  guint n;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL));
  dialog = g_object_ref (tav_test_wait_for_toplevel (TAV_TYPE_EVENT_DIALOG));
  rulesets = tav_test_child (dialog, TAV_TYPE_EVENT_DIALOG, "ruleset_row");
  n = g_list_model_get_n_items (adw_combo_row_get_model (rulesets));
  g_assert_cmpuint (n, >=, 5);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *what = g_strdup_printf ("new event, ruleset %u", i + 1);

      adw_combo_row_set_selected (rulesets, i);
      check_dialog (dialog, names, what, out);
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
  tav_test_wait_for_finalize (dialog);
}

/* A player's id whose name is among the longest. */
static const char *
long_named_player (TavEvent *event)
{
  GListModel *players = tav_event_get_players (event);
  const char *id = NULL;
  glong longest = 0;

  for (guint i = 0; i < g_list_model_get_n_items (players); i++)
    {
      g_autoptr(TavPlayer) player = g_list_model_get_item (players, i);
      glong length = g_utf8_strlen (tav_player_get_name (player), -1);

      if (length > longest)
        {
          longest = length;
          id = tav_player_get_id (player);
        }
    }
  return id;
}

/* The print dialog's own tab, in a window of its own, and the preview of
 * the record sheets (GTK's other tabs are not ours). */
static void
check_print (TavEvent   *event,
             GHashTable *names,
             GString    *out)
{
  g_autoptr(TavPrintDocument) document = tav_print_document_new (event, TAV_PRINT_RECORD_SHEETS, NULL, 0);
  g_autoptr(TavPrintOperation) operation = tav_print_operation_new (document);
  g_autoptr(GError) error = NULL;
  GtkWidget *options = gtk_window_new ();
  GtkWidget *preview;

  g_object_ref (options);
  gtk_window_set_child (GTK_WINDOW (options), tav_print_options_new (document));
  gtk_window_present (GTK_WINDOW (options));
  check_dialog (options, names, "print options", out);

  g_assert_cmpint (gtk_print_operation_run (GTK_PRINT_OPERATION (operation), GTK_PRINT_OPERATION_ACTION_PREVIEW,
                                            GTK_WINDOW (options), &error),
                   !=, GTK_PRINT_OPERATION_RESULT_ERROR);
  g_assert_no_error (error);
  preview = g_object_ref (tav_test_wait_for_toplevel (TAV_TYPE_PRINT_PREVIEW));
  check_dialog (preview, names, "print preview", out);
  gtk_window_destroy (GTK_WINDOW (preview));
  tav_test_wait_for_finalize (preview);
  gtk_window_destroy (GTK_WINDOW (options));
  tav_test_wait_for_finalize (options);
}

/* A page of the About window 360 px wide: within it, its controls in
 * reach and our strings (@ours) whole; libadwaita's own labels that are
 * cut are listed as a message. */
static void
check_about_page (GtkWidget  *about,
                  GHashTable *names,
                  GHashTable *ours,
                  const char *what,
                  GString    *out)
{
  g_autoptr(GString) found = g_string_new (NULL);
  g_autoptr(GString) theirs = g_string_new (NULL);
  Walk w = { about, names, found, 0, 0, TRUE };

  /* libadwaita makes its content 360 px wide (the window's shadow and
   * border around it): that content must not need more. */
  show_narrow (about, adw_window_get_content (ADW_WINDOW (about)), found);
  walk (&w, about, MIN_LETTERS, TRUE);
  find_cut_texts (about, names, ours, found);
  find_cut_texts (about, names, NULL, theirs);
  g_test_message ("%s: %d px, %u controls seen", what, gtk_widget_get_width (about), w.n_controls);
  if (theirs->len > 0)
    g_test_message ("%s, libadwaita's own labels, not ours:%s", what, theirs->str);
  if (w.n_controls == 0)
    g_string_append (found, "\n  no control seen");
  if (found->len > 0)
    g_string_append_printf (out, "\n%s:%s", what, found->str);
}

/* Whether a shown image under @widget is the icon @name. */
static gboolean
shows_icon (GtkWidget  *widget,
            const char *name)
{
  if (GTK_IS_IMAGE (widget) && g_strcmp0 (gtk_image_get_icon_name (GTK_IMAGE (widget)), name) == 0)
    return gtk_widget_get_mapped (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    if (shows_icon (child, name))
      return TRUE;
  return FALSE;
}

/* The shown rows under @widget that lead to a page of their own: an
 * action of libadwaita 1.2's, an arrow in the newer ones (whose links
 * have another icon). */
static void
collect_subpage_rows (GtkWidget *widget,
                      GPtrArray *rows)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LIST_BOX_ROW (widget) &&
      ((GTK_IS_ACTIONABLE (widget) &&
        g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "about.subpage") == 0) ||
       shows_icon (widget, "go-next-symbolic")))
    {
      g_ptr_array_add (rows, widget);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    collect_subpage_rows (child, rows);
}

/* libadwaita's About window as Help ▸ About opens it, on its first page
 * and on each page a row leads to (details, credits, legal): within 360 px, our
 * strings in it whole. Its own labels cut are told, not failed on: they
 * are libadwaita's, not ours. */
static void
check_about (GHashTable *names,
             GString    *out)
{
  g_autoptr(TavApplication) app = tav_application_new ();
  g_autoptr(GHashTable) ours = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) credits = NULL;
  AdwAboutWindow *about;
  gboolean animations;
  gboolean seen_comments = FALSE;
  gboolean seen_credits = FALSE;
  gboolean seen_copyright = FALSE;

  /* A page measured while it slides in has its buttons out of reach. */
  g_object_get (gtk_settings_get_default (), "gtk-enable-animations", &animations, NULL);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app)) | G_APPLICATION_NON_UNIQUE);
  /* /narrow/shortcuts, run before, keeps the application's own path on
   * the bus. */
  g_application_set_application_id (G_APPLICATION (app), "io.github.tavolo.Tavolo.About");
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  about = g_object_ref (tav_test_wait_for_toplevel (ADW_TYPE_ABOUT_WINDOW));
  g_hash_table_add (ours, g_strdup (adw_about_window_get_application_name (about)));
  g_hash_table_add (ours, g_strdup (adw_about_window_get_developer_name (about)));
  g_hash_table_add (ours, g_strdup (adw_about_window_get_comments (about)));
  g_hash_table_add (ours, g_strdup (adw_about_window_get_copyright (about)));
  credits = g_strsplit (adw_about_window_get_translator_credits (about), "\n", -1);
  for (guint i = 0; credits[i] != NULL; i++)
    g_hash_table_add (ours, g_strdup (credits[i]));

  check_about_page (GTK_WIDGET (about), names, ours, "about", out);
  collect_subpage_rows (GTK_WIDGET (about), rows);
  g_assert_cmpuint (rows->len, >=, 2);
  for (guint i = 0; i < rows->len; i++)
    {
      g_autofree char *what = g_strdup_printf ("about, page %u", i + 2);
      GtkWidget *leaflet = gtk_widget_get_ancestor (rows->pdata[i], ADW_TYPE_LEAFLET);

      gtk_widget_activate (rows->pdata[i]);
      check_about_page (GTK_WIDGET (about), names, ours, what, out);
      seen_comments |= shows_text (GTK_WIDGET (about), adw_about_window_get_comments (about));
      seen_credits |= shows_text (GTK_WIDGET (about), credits[0]);
      seen_copyright |= shows_text (GTK_WIDGET (about), adw_about_window_get_copyright (about));
      /* Back: a navigation view from libadwaita 1.4 on, a leaflet before. */
      if (!gtk_widget_activate_action (rows->pdata[i], "navigation.pop", NULL))
        adw_leaflet_navigate (ADW_LEAFLET (leaflet), ADW_NAVIGATION_DIRECTION_BACK);
    }

  /* Our strings on the other pages were there to be measured. */
  g_assert_true (seen_comments);
  /* Untranslated, the credits are the msgid, which libadwaita hides. */
  g_assert_true (seen_credits || strcmp (credits[0], "translator-credits") == 0);
  g_assert_true (seen_copyright);

  gtk_window_destroy (GTK_WINDOW (about));
  tav_test_wait_for_finalize (about);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", animations, NULL);
}

/* The inbox of @window's event with four results sent from the tables of
 * its last round, one of a table whose result the organiser has entered
 * otherwise: its rows, and the question before the one sent replaces it. */
static void
check_inbox (TavWindow  *window,
             GHashTable *names,
             GString    *out)
{
  TavEvent *event = tav_window_get_event (window);
  TavStage *stage = tav_event_get_current_stage (event);
  TavRound *round = tav_stage_get_last_round (stage);
  g_autoptr(JsonObject) entered = json_object_new ();
  g_autoptr(GError) error = NULL;
  TavInboxWindow *inbox;
  GtkWidget *question;

  tav_inbox_set_key (tav_event_get_inbox (event), KEY);
  for (guint t = 1; t <= 4; t++)
    {
      TavTable *table = tav_round_find_table (round, t);
      g_autofree char *token = tav_token_for_seat (KEY, tav_stage_get_id (stage), tav_round_get_number (round), t, 1);
      g_autofree char *id = g_strdup_printf ("sent-%u", t);
      g_autoptr(JsonObject) result = json_object_new ();
      g_autoptr(TavSubmission) sent = NULL;

      json_object_set_string_member (result, "winner", tav_table_get_seat (table, 0));
      sent = tav_inbox_submit (tav_event_get_inbox (event), token, tav_stage_get_id (stage),
                               tav_round_get_number (round), t, id, 1, result, NULL, &error);
      g_assert_no_error (error);
    }
  json_object_set_string_member (entered, "winner", tav_table_get_seat (tav_round_find_table (round, 2), 1));
  g_assert_true (tav_event_set_result (event, stage, tav_round_get_number (round), 2, entered, &error));
  g_assert_no_error (error);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.inbox", NULL));
  inbox = g_object_ref (tav_test_wait_for_toplevel (TAV_TYPE_INBOX_WINDOW));
  check_dialog (GTK_WIDGET (inbox), names, "inbox with results", out);
  /* As tall as a phone: over a short window libadwaita 1.7 and later lay a
   * question out "short", its answers side by side whatever their length. */
  gtk_window_set_default_size (GTK_WINDOW (inbox), NARROW, 700);
  tav_test_wait_for_frame (GTK_WIDGET (inbox));
  g_assert_false (tav_inbox_window_accept (inbox, "sent-2"));
  question = g_object_ref (tav_test_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  check_dialog (question, names, "inbox, replace the result entered?", out);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (question), "keep");
  gtk_window_destroy (GTK_WINDOW (question));
  tav_test_wait_for_finalize (question);
  gtk_window_destroy (GTK_WINDOW (inbox));
  tav_test_wait_for_finalize (inbox);
}

/* The players' questions of a BGL event in fixed teams: the team of a
 * player before the first draw, a reserve in a member's place after it;
 * bringing back a player who withdrew from BANG!, whose rules forbid it
 * (the others bring him back without a question, and removing one does
 * not ask either: undo brings him back). */
static void
check_team_prompts (TavWindow  *window,
                    GHashTable *names,
                    GString    *out)
{
  g_autoptr(TavEvent) teams = make_bgl_teams (TRUE, FALSE);
  g_autoptr(TavEvent) bang = load_example ("bang-2011-27-players.tavolo");
  GtkWidget *players_page = tav_test_child (window, TAV_TYPE_WINDOW, "players_page");
  g_autoptr(GError) error = NULL;
  const char *id;

  tav_window_set_event (window, teams, NULL);
  add_names (names, teams);
  id = long_named_player (tav_window_get_event (window));
  check_action_dialog (players_page, "players.team", g_variant_new_string (id), ADW_TYPE_MESSAGE_DIALOG, names,
                       "players.team", out);
  g_assert_true (tav_event_draw_round (tav_window_get_event (window), &error));
  g_assert_no_error (error);
  tav_test_wait_for_frame (GTK_WIDGET (window));
  /* The longest name may be a reserve's: the first member of a team. */
  check_action_dialog (players_page, "players.replace", g_variant_new_string ("p1"), ADW_TYPE_MESSAGE_DIALOG,
                       names, "players.replace", out);

  tav_window_set_event (window, bang, NULL);
  add_names (names, bang);
  id = long_named_player (tav_window_get_event (window));
  g_assert_true (tav_event_withdraw (tav_window_get_event (window), id, TAV_PLAYER_WITHDRAWN, NULL, &error));
  g_assert_no_error (error);
  check_action_dialog (players_page, "players.reinstate", g_variant_new_string (id), ADW_TYPE_MESSAGE_DIALOG,
                       names, "players.reinstate", out);
}

/* The carried values of a season (Season window ▸ Carried Values), for
 * the rulesets that have them. */
static void
check_carry (GHashTable *names,
             GString    *out)
{
  static const char *rulesets[] = { "catan-bg", "bgl" };

  for (guint i = 0; i < G_N_ELEMENTS (rulesets); i++)
    {
      g_autoptr(TavSeason) season = tav_season_new (rulesets[i], "Stagione della Lega — Сезон 2026");
      TavSeasonWindow *window = g_object_ref (tav_season_window_new (NULL));
      g_autofree char *what = g_strdup_printf ("carried values, %s", rulesets[i]);

      gtk_window_set_default_size (GTK_WINDOW (window), NARROW, 700);
      gtk_window_present (GTK_WINDOW (window));
      tav_season_window_set_season (window, season, NULL);
      wait_until (tav_test_is_mapped, window);
      check_action_dialog (GTK_WIDGET (window), "season.carry", NULL, ADW_TYPE_MESSAGE_DIALOG, names, what, out);
      gtk_window_destroy (GTK_WINDOW (window));
      tav_test_wait_for_finalize (window);
    }
}

/* Whether @dialog shows its title in its header bar rather than over its
 * content: one way or the other, it shows it once. */
static gboolean
title_in_header (GtkWidget *dialog)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  const char *title = gtk_window_get_title (GTK_WINDOW (dialog));
  GtkWidget *shown = NULL;

  collect_shown (dialog, NULL, FALSE, labels);
  for (guint i = 0; i < labels->len; i++)
    if (strcmp (gtk_label_get_text (labels->pdata[i]), title) == 0)
      {
        g_assert_null (shown);
        shown = labels->pdata[i];
      }
  g_assert_nonnull (shown);

  return gtk_widget_get_ancestor (shown, ADW_TYPE_HEADER_BAR) != NULL;
}

/* The result of a match of the finals (a Destiny top cut, best of three),
 * which has a form of its own (TavMatchForm), not the Swiss table's. */
static void
check_finals_match (TavWindow *parent,
                    GString   *out)
{
  g_autoptr(TavEvent) event = tav_event_new ("destiny", "Campionato Regionale — Finali");
  g_autoptr(GHashTable) names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  const char *params[][2] = { { "structure", "custom" }, { "rounds", "2" }, { "cut", "4" },
                              { "playoffs", "best-of-3" } };
  g_autoptr(GError) error = NULL;
  TavStage *stage;
  TavRound *round;
  TavResultDialog *dialog;

  tav_event_set_seed (event, 8);
  for (guint i = 0; i < G_N_ELEMENTS (params); i++)
    g_assert_true (tav_event_set_param (event, params[i][0], params[i][1], &error));
  for (guint i = 1; i <= 8; i++)
    {
      g_autofree char *name = long_name (i);

      g_assert_nonnull (tav_event_add_player (event, name, &error));
    }
  tav_test_destiny_play_round (event, TRUE);
  tav_test_destiny_play_round (event, FALSE);
  g_assert_true (tav_event_build_finals (event, &error));
  g_assert_no_error (error);
  add_names (names, event);
  stage = tav_event_get_current_stage (event);
  round = tav_stage_get_round (stage, 1);
  dialog = g_object_ref (tav_result_dialog_new (GTK_WINDOW (parent), event, stage, round,
                                                tav_round_get_table (round, 0)));
  g_assert_true (TAV_IS_MATCH_FORM (tav_result_dialog_get_form (dialog)));
  gtk_window_present (GTK_WINDOW (dialog));
  wait_until (tav_test_is_mapped, dialog);
  tav_test_wait_for_frame (GTK_WIDGET (dialog));
  g_assert_true (title_in_header (GTK_WIDGET (dialog)));
  check_dialog (GTK_WIDGET (dialog), names, "finals match", out);
  /* In Russian “Полуфинал 1” leaves Отменить and Сохранить no room: the
   * title is over the form, shown still. */
  if (g_strcmp0 (g_getenv ("LANGUAGE"), "ru") == 0 && g_getenv ("TAV_LOCALE_DIR") != NULL)
    g_assert_false (title_in_header (GTK_WIDGET (dialog)));
  gtk_window_destroy (GTK_WINDOW (dialog));
  tav_test_wait_for_finalize (dialog);
}

/* At 360 px, in the language of LANGUAGE, every dialog and window the
 * organiser opens from the main window, with a real event: within the
 * width, nothing to reach by scrolling sideways, no text cut. */
static void
test_narrow_dialogs (void)
{
  TavWindow *window = show_window (NARROW, 700);
  g_autoptr(TavEvent) destiny = make_destiny_event ();
  g_autoptr(GHashTable) names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GString) out = g_string_new (NULL);
  static const char *prompts[] = { "players.rename", "players.club", "players.warn", "players.withdraw",
                                   "players.eject", "players.disqualify", "players.seat", "players.apart" };
  GtkWidget *players_page = tav_test_child (window, TAV_TYPE_WINDOW, "players_page");
  GtkWidget *rounds_page = tav_test_child (window, TAV_TYPE_WINDOW, "rounds_page");

  /* The Welcome page, no event open. */
  {
    g_autoptr(GString) found = g_string_new (NULL);
    Walk w = { GTK_WIDGET (window), names, found, 0, 0, FALSE };

    walk (&w, GTK_WIDGET (window), MIN_LETTERS, TRUE);
    find_cut_texts (GTK_WIDGET (window), names, NULL, found);
    if (g_getenv ("TAV_TEST_SCREENSHOT_DIR") != NULL)
      tav_test_screenshot (GTK_WIDGET (window), "welcome-360.png");
    if (gtk_widget_get_width (GTK_WIDGET (window)) > NARROW)
      g_string_append_printf (found, "\n  the window is %d px wide", gtk_widget_get_width (GTK_WIDGET (window)));
    if (found->len > 0)
      g_string_append_printf (out, "\nwelcome:%s", found->str);
  }
  check_new_event (window, names, out);

  tav_window_set_event (window, destiny, NULL);
  add_names (names, destiny);
  check_action_dialog (GTK_WIDGET (window), "win.event-details", NULL, TAV_TYPE_EVENT_DIALOG, names,
                       "event details", out);
  /* Not started: a test must not take the venue's port. */
  {
    GtkWidget *venue = g_object_ref (GTK_WIDGET (tav_venue_window_new (destiny, NULL, NULL)));

    gtk_window_present (GTK_WINDOW (venue));
    check_dialog (venue, names, "venue network", out);
    gtk_window_destroy (GTK_WINDOW (venue));
    tav_test_wait_for_finalize (venue);
  }
  check_action_dialog (GTK_WIDGET (window), "win.inbox", NULL, TAV_TYPE_INBOX_WINDOW, names, "inbox", out);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "rounds"));
  check_action_dialog (rounds_page, "rounds.swap", NULL, ADW_TYPE_MESSAGE_DIALOG, names, "swap", out);
  /* Add Time… of a table still waiting for its result. */
  {
    TavRound *round = tav_stage_get_last_round (tav_event_get_current_stage (destiny));

    for (guint t = 0; t < tav_round_get_n_tables (round); t++)
      if (!tav_table_has_result (tav_round_get_table (round, t)))
        {
          check_action_dialog (rounds_page, "rounds.extend",
                               g_variant_new_uint32 (tav_table_get_number (tav_round_get_table (round, t))),
                               TAV_TYPE_EXTEND_DIALOG, names, "add time", out);
          break;
        }
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "players"));
  /* Kept apart from the longest names: Keep Apart From… lists the group. */
  {
    const char *longest = long_named_player (destiny);
    const char *group[] = { longest, g_str_equal (longest, "p1") ? "p2" : "p1", NULL };

    g_assert_true (tav_event_keep_apart (destiny, group, NULL));
  }
  for (guint i = 0; i < G_N_ELEMENTS (prompts); i++)
    check_action_dialog (players_page, prompts[i], g_variant_new_string (long_named_player (destiny)),
                         ADW_TYPE_MESSAGE_DIALOG, names, prompts[i], out);
  check_print (destiny, names, out);
  check_inbox (window, names, out);
  check_team_prompts (window, names, out);
  check_finals_match (window, out);
  check_carry (names, out);
  check_about (names, out);
  fail_on (out, "Dialogs not usable 360 px wide");

  gtk_window_destroy (GTK_WINDOW (window));
  tav_test_wait_for_finalize (window);
}

/* The public display 360 px wide (half a laptop's screen), showing the
 * Destiny event: within that width, its switcher title clear of its
 * header's buttons, its controls in reach and no name cut short. */
static void
test_narrow_public_display (void)
{
  g_autoptr(TavEvent) destiny = make_destiny_event ();
  TavPublicDisplay *display = g_object_ref_sink (tav_public_display_new (destiny, NULL));
  g_autoptr(GString) out = g_string_new (NULL);

  gtk_window_set_default_size (GTK_WINDOW (display), NARROW, 700);
  gtk_window_present (GTK_WINDOW (display));
  wait_until (tav_test_is_mapped, display);
  tav_test_wait_for_frame (GTK_WIDGET (display));
  tav_test_wait_for_frame (GTK_WIDGET (display));
  /* Its pages may ask for a little more than 360 px: the header is
   * checked at the narrowest the window gets. */
  g_test_message ("the public display is %d px wide", gtk_widget_get_width (GTK_WIDGET (display)));
  if (g_getenv ("TAV_TEST_SCREENSHOT_DIR") != NULL)
    tav_test_screenshot (GTK_WIDGET (display), "public-display-360.png");
  if (gtk_widget_get_width (GTK_WIDGET (display)) > NARROW)
    g_string_append_printf (out, "\n  the public display is %d px wide", gtk_widget_get_width (GTK_WIDGET (display)));
  check_title (GTK_WIDGET (display), out);
  {
    g_autoptr(GHashTable) names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
    Walk w = { GTK_WIDGET (display), names, out, 0, 0 };

    add_names (names, destiny);
    walk (&w, GTK_WIDGET (display), MIN_LETTERS, TRUE);
    g_test_message ("public display: %u names, %u controls seen", w.n_names, w.n_controls);
    /* Its own four: each page in turn, the seconds, one window on each
     * screen, full screen (the window's own buttons count on GTK 4.8 only). */
    g_assert_cmpuint (w.n_controls, >=, 4);
  }
  fail_on (out, "The public display not usable 360 px wide");

  gtk_window_destroy (GTK_WINDOW (display));
  g_object_unref (display);
}

/* The shortcuts window, opened as the window's Ctrl+? opens it, with the
 * application's keys beside their actions, fits a screen 1,280 px wide. */
static void
test_narrow_shortcuts (void)
{
  g_autoptr(TavApplication) app = tav_application_new ();
  g_autoptr(GError) error = NULL;
  TavWindow *window;
  GtkWidget *shortcuts;
  int width;

  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app)) | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  window = tav_window_new (GTK_APPLICATION (app));
  g_object_ref (window);
  gtk_window_present (GTK_WINDOW (window));
  wait_until (tav_test_is_mapped, window);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  shortcuts = tav_test_wait_for_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
  wait_until (tav_test_is_mapped, shortcuts);
  tav_test_wait_for_frame (shortcuts);
  width = gtk_widget_get_width (shortcuts);
  g_test_message ("the shortcuts window is %d × %d px", width, gtk_widget_get_height (shortcuts));
  {
    g_autofree char *shot = g_strdup_printf ("shortcuts-%s.png", g_getenv ("TAV_LOCALE_DIR") ? g_getenv ("LANGUAGE") : "en");

    tav_test_screenshot (shortcuts, shot);
  }
  g_assert_cmpint (width, <=, 1280);
  g_assert_cmpint (width, >, 300);

  gtk_window_destroy (GTK_WINDOW (shortcuts));
  gtk_window_destroy (GTK_WINDOW (window));
  tav_test_wait_for_finalize (window);
}

/* On the cards of the rounds page of a window 1,920 px wide, no name is
 * cut: the BANG! example and the Destiny event of long names. */
static void
test_wide_cards (void)
{
  TavWindow *window = show_window (1920, 1000);
  g_autoptr(TavEvent) bang = load_example ("bang-2011-27-players.tavolo");
  g_autoptr(TavEvent) destiny = make_destiny_event ();
  g_autoptr(GString) out = g_string_new (NULL);
  TavEvent *events[] = { bang, destiny };

  for (guint i = 0; i < G_N_ELEMENTS (events); i++)
    {
      g_autoptr(GHashTable) names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      GtkWidget *page = tav_test_child (window, TAV_TYPE_WINDOW, "rounds_page");
      Walk w = { GTK_WIDGET (window), names, out, 0, 0, FALSE };

      tav_window_set_event (window, events[i], NULL);
      add_names (names, events[i]);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "rounds"));
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (gtk_widget_get_template_child (page, TAV_TYPE_ROUNDS_PAGE, "compact_button")),
                                    FALSE);
      tav_test_wait_for_frame (GTK_WIDGET (window));
      tav_test_wait_for_frame (GTK_WIDGET (window));
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), >=, 1900);
      walk (&w, page, -1, FALSE);
      /* The cards of the first screen at least. */
      g_assert_cmpuint (w.n_names, >=, 12);
    }
  fail_on (out, "Names cut on the cards 1,920 px wide");

  gtk_window_destroy (GTK_WINDOW (window));
  tav_test_wait_for_finalize (window);
}

/* What the layout managers ask of a child (tav-measure.c): a label that
 * may be cut is narrower at its minimum than at its natural width. */
static void
test_measure_width (void)
{
  GtkWidget *label = g_object_ref_sink (gtk_label_new ("Last place in the game"));
  int minimum = 0, natural = 0;

  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  g_assert_cmpint (minimum, <, natural);
  g_assert_cmpint (tav_measure_width (label, FALSE), ==, minimum);
  g_assert_cmpint (tav_measure_width (label, TRUE), ==, natural);
  g_object_unref (label);
}

int
main (int   argc,
      char *argv[])
{
  /* The language comes from LANGUAGE, the catalogs from TAV_LOCALE_DIR
   * (the build directory) when it is set. */
  if (g_getenv ("TAV_LOCALE_DIR") != NULL)
    {
      setlocale (LC_ALL, "");
      bindtextdomain (GETTEXT_PACKAGE, g_getenv ("TAV_LOCALE_DIR"));
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      textdomain (GETTEXT_PACKAGE);
    }

  tav_test_gtk_init (&argc, &argv);
  adw_init ();
  tav_test_load_style ();

  g_test_add_func ("/narrow/pages", test_narrow_pages);
  g_test_add_func ("/narrow/public-display", test_narrow_public_display);
  g_test_add_func ("/narrow/shortcuts", test_narrow_shortcuts);
  g_test_add_func ("/wide/cards", test_wide_cards);
  g_test_add_func ("/layout/measure-width", test_measure_width);
  /* A suite of its own, run last: a failure stops the program. */
  g_test_add_func ("/dialogs/narrow", test_narrow_dialogs);

  return g_test_run ();
}
