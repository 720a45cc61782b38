/* test-public-display.c — the public display of a room of 500 players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <adwaita.h>

#include "tav-event-private.h"
#include "tav-document.h"
#include "tav-i18n.h"
#include "tav-public-display.h"
#include "tav-test-app.h"
#include "tav-test-destiny.h"
#include "tav-test-wait.h"

#define wait_until(condition, data) tav_test_wait_until (condition, data, #condition)

#define N_PLAYERS 500
#define LONG_NAME "Maria Alessandra Giovanna Bianchi-Ferraris di Montecastello"

static const char *first_names[] = { "Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Giulia",
                                     "Luca", "Marta", "Nicola", "Olga", "Paolo", "Rita", "Sergio",
                                     "Teresa", "Ugo", "Valeria", "Walter", "Zeno", "Irene" };
static const char *last_names[] = { "Rossi", "Bianchi", "Ferrari", "Esposito", "Romano", "Colombo",
                                    "Ricci", "Marino", "Greco", "Bruno", "Gallo", "Conti", "De Luca",
                                    "Mancini", "Costa", "Giordano", "Rizzo", "Lombardi", "Moretti",
                                    "Barbieri", "Fontana", "Santoro", "Mariani", "Rinaldi", "Caruso" };

/* 500 different names (20 × 25), one of them far too long for a column,
 * with the first round drawn when @draw; or the same room made with the
 * CLI, from the file TAV_TEST_ROOM names (docs/public-display.md). */
static TavEvent *
make_room (gboolean draw)
{
  const char *path = g_getenv ("TAV_TEST_ROOM");
  TavEvent *event;
  g_autoptr(GError) error = NULL;

  if (path != NULL)
    {
      event = tav_document_load_file (path, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (tav_event_get_n_players (event), ==, N_PLAYERS);
      return event;
    }

  event = tav_event_new ("bang-2011", "BANG! Open 2026");

  tav_event_set_seed (event, 7);
  for (guint i = 0; i < N_PLAYERS; i++)
    {
      g_autofree char *name = i == 7 ? g_strdup (LONG_NAME)
                                     : g_strdup_printf ("%s %s", first_names[i % 20], last_names[i / 20]);

      g_assert_nonnull (tav_event_add_player (event, name, &error));
      g_assert_no_error (error);
    }
  if (draw)
    {
      g_assert_true (tav_event_draw_round (event, &error));
      g_assert_no_error (error);
    }

  return event;
}

static gboolean
is_laid_out (gpointer data)
{
  TavDisplayPager *pager = data;

  return gtk_widget_get_mapped (GTK_WIDGET (pager)) &&
         tav_display_pager_get_n_pages (pager) > 0 &&
         tav_display_pager_get_font_px (pager) > 0 &&
         gtk_widget_get_height (GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (pager)))) >= 1000;
}

typedef struct {
  TavDisplayPager *pager;
  guint            page;
} PagerPage;

static gboolean
shows_page (gpointer data)
{
  PagerPage *expected = data;

  return tav_display_pager_get_page (expected->pager) == expected->page;
}

typedef struct
{
  GtkProgressBar *bar;
  double          fraction;
  gboolean        above;
} BarAt;

/* Whether the bar is filled above (or below) the fraction. */
static gboolean
bar_at (gpointer data)
{
  BarAt *at = data;
  double fraction = gtk_progress_bar_get_fraction (at->bar);

  return at->above ? fraction > at->fraction : fraction < at->fraction;
}

static GtkLabel *
first_label (GtkWidget *row)
{
  GtkWidget *child = gtk_widget_get_first_child (row);

  g_assert_true (GTK_IS_LABEL (child));

  return GTK_LABEL (child);
}

/* Every label under @widget shows all of its text: not ellipsized, and
 * its text, as laid out, inside the label. */
static void
check_labels (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget))
    {
      PangoLayout *layout = gtk_label_get_layout (GTK_LABEL (widget));
      int text_width, text_height;

      pango_layout_get_pixel_size (layout, &text_width, &text_height);
      g_assert_false (pango_layout_is_ellipsized (layout));
      g_assert_cmpint (text_width, <=, gtk_widget_get_width (widget));
      g_assert_cmpint (text_height, <=, gtk_widget_get_height (widget));
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    check_labels (child);
}

/* The items of the shown page run down the columns, in order, inside the
 * pager; none of their labels is cut or ellipsized. */
static guint
check_page (TavDisplayPager *pager)
{
  int width = gtk_widget_get_width (GTK_WIDGET (pager));
  int height = gtk_widget_get_height (GTK_WIDGET (pager));
  guint page = tav_display_pager_get_page (pager);
  graphene_rect_t previous = GRAPHENE_RECT_INIT (0, 0, 0, 0);
  guint n_shown = 0;

  for (guint i = 0; i < tav_display_pager_get_n_items (pager); i++)
    {
      GtkWidget *item = tav_display_pager_get_item (pager, i);
      graphene_rect_t bounds;

      if (i > 0)
        g_assert_cmpuint (tav_display_pager_get_item_page (pager, i - 1), <=,
                          tav_display_pager_get_item_page (pager, i));
      if (tav_display_pager_get_item_page (pager, i) != page)
        {
          g_assert_false (gtk_widget_get_child_visible (item));
          continue;
        }

      g_assert_true (gtk_widget_get_child_visible (item));
      g_assert_true (gtk_widget_compute_bounds (item, GTK_WIDGET (pager), &bounds));
      g_assert_cmpfloat (bounds.origin.x, >=, 0);
      g_assert_cmpfloat (bounds.origin.y, >=, 0);
      g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, width);
      g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, height);

      /* Down the column (below the one before, a margin apart at most), or
       * at the top of the next column to the right. */
      if (n_shown > 0)
        {
          if (bounds.origin.x == previous.origin.x)
            {
              g_assert_cmpfloat (bounds.origin.y, >=, previous.origin.y + previous.size.height);
              g_assert_cmpfloat (bounds.origin.y, <=, previous.origin.y + previous.size.height + 36);
            }
          else
            {
              g_assert_cmpfloat (bounds.origin.x, >, previous.origin.x + previous.size.width);
              g_assert_cmpfloat (bounds.origin.y, <=, 36);
            }
        }

      check_labels (item);

      previous = bounds;
      n_shown++;
    }

  return n_shown;
}

/* Shows the pages of @pager one after another, checking each; how many
 * items they showed. */
static guint
check_pages (TavDisplayPager *pager)
{
  guint n_shown = 0;

  g_assert_cmpuint (tav_display_pager_get_n_pages (pager), >, 1);
  g_assert_cmpuint (tav_display_pager_get_n_columns (pager), >=, 3);
  for (guint p = 0; p < tav_display_pager_get_n_pages (pager); p++)
    {
      tav_display_pager_set_page (pager, p);
      tav_test_wait_for_frame (GTK_WIDGET (pager));
      n_shown += check_page (pager);
    }

  return n_shown;
}

static void
test_public_display_room (void)
{
  g_autoptr(TavEvent) event = make_room (TRUE);
  TavPublicDisplay *display = tav_public_display_new (event, NULL);
  TavDisplayPager *players = tav_public_display_get_pager (display, "players");
  TavDisplayPager *tables = tav_public_display_get_pager (display, "tables");
  GObject *stack = gtk_widget_get_template_child (GTK_WIDGET (display), TAV_TYPE_PUBLIC_DISPLAY, "view_stack");
  GtkSpinButton *seconds = GTK_SPIN_BUTTON (gtk_widget_get_template_child (GTK_WIDGET (display), TAV_TYPE_PUBLIC_DISPLAY, "seconds_spin"));
  GtkLabel *page_label = GTK_LABEL (gtk_widget_get_template_child (GTK_WIDGET (display), TAV_TYPE_PUBLIC_DISPLAY, "page_label"));
  TavDisplayTicker *ticker = tav_public_display_get_ticker (display);
  guint n_pages, n_shown = 0;
  guint long_index = G_MAXUINT;
  guint ticker_first;
  g_autofree char *expected_label = NULL;
  GPtrArray *others;
  PagerPage second = { players, 1 };

  g_object_ref_sink (display);
  /* No check-in: the display opens on the tables, and has no page of
   * those not checked in. */
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (ADW_VIEW_STACK (stack)), ==, "tables");
  g_assert_false (adw_view_stack_page_get_visible (adw_view_stack_get_page (ADW_VIEW_STACK (stack),
                                                                            GTK_WIDGET (tav_public_display_get_pager (display, "absent")))));
  gtk_window_set_default_size (GTK_WINDOW (display), 1920, 1080);
  gtk_window_fullscreen (GTK_WINDOW (display));
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (stack), "players");
  gtk_window_present (GTK_WINDOW (display));
  wait_until (is_laid_out, players);
  tav_test_wait_for_frame (GTK_WIDGET (players));

  /* Names at 1/34 of the window's height: 32 px on a full 1080-line
   * screen (the long ones at 28 px); Xvfb has no window manager to make
   * the window full screen, and it is a few lines short of that. */
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (display)), >=, 1060);
  g_assert_cmpint (tav_display_pager_get_font_px (players), ==,
                   (gtk_widget_get_height (GTK_WIDGET (display)) + 17) / 34);
  g_assert_cmpuint (tav_display_pager_get_n_items (players), ==, N_PLAYERS);
  g_assert_cmpuint (tav_display_pager_get_n_items (tables), ==, 84);

  /* Every name is on a page, the pages are shown one after another, and
   * each page is read down its columns. */
  n_pages = tav_display_pager_get_n_pages (players);
  g_assert_cmpuint (check_pages (players), ==, N_PLAYERS);
  g_assert_cmpuint (tav_display_pager_get_item_page (players, N_PLAYERS - 1), ==, n_pages - 1);

  /* The long name wraps rather than being cut, a size smaller. */
  for (guint i = 0; i < N_PLAYERS; i++)
    if (strcmp (gtk_label_get_label (first_label (tav_display_pager_get_item (players, i))), LONG_NAME) == 0)
      long_index = i;
  g_assert_cmpuint (long_index, <, N_PLAYERS);
  {
    GtkLabel *label = first_label (tav_display_pager_get_item (players, long_index));

    tav_display_pager_set_page (players, tav_display_pager_get_item_page (players, long_index));
    tav_test_wait_for_frame (GTK_WIDGET (players));
    g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (label), "display-long"));
    g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (label)), >, 1);
  }

  /* The pages turn by themselves, and the footer says which is shown. */
  tav_display_pager_set_page (players, 0);
  gtk_spin_button_set_value (seconds, 3);
  tav_test_wait_for_frame (GTK_WIDGET (players));
  tav_test_screenshot (NULL, "public-display-500.png");
  wait_until (shows_page, &second);
  tav_test_run_pending ();
  expected_label = g_strdup_printf ("Page 2 of %u", n_pages);
  g_assert_cmpstr (gtk_label_get_label (page_label), ==, expected_label);
  /* The bar at the foot fills up until the next page, and starts again. */
  {
    GtkProgressBar *bar = GTK_PROGRESS_BAR (gtk_widget_get_template_child (GTK_WIDGET (display), TAV_TYPE_PUBLIC_DISPLAY,
                                                                           "page_progress"));
    BarAt half_full = { bar, 0.5, TRUE };
    BarAt again = { bar, 0.2, FALSE };
    PagerPage third = { players, 2 };

    g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (bar)));
    wait_until (bar_at, &half_full);
    g_assert_cmpuint (tav_display_pager_get_page (players), ==, 1);
    wait_until (shows_page, &third);
    wait_until (bar_at, &again);
  }

  /* The ticker runs through everyone, by itself: 100,000 px further on,
   * more than ten entries have gone by (and fewer than the 500). */
  ticker_first = tav_display_ticker_get_first (ticker);
  tav_display_ticker_advance (ticker, 100000);
  g_assert_cmpuint ((tav_display_ticker_get_first (ticker) + N_PLAYERS - ticker_first) % N_PLAYERS, >, 10);

  /* The 84 tables, likewise down the columns and over pages; turned by
   * hand from here, so that the timer cannot turn one under the check. */
  gtk_spin_button_set_value (seconds, 300);
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (stack), "tables");
  wait_until (is_laid_out, tables);
  tav_test_wait_for_frame (GTK_WIDGET (tables));
  g_assert_cmpuint (tav_display_pager_get_n_pages (tables), >, 1);
  n_shown = 0;
  for (guint p = 0, most = 0, least = G_MAXUINT; p < tav_display_pager_get_n_pages (tables); p++)
    {
      guint on_page;

      tav_display_pager_set_page (tables, p);
      tav_test_wait_for_frame (GTK_WIDGET (tables));
      on_page = check_page (tables);
      n_shown += on_page;
      /* The pages share the tables evenly: no short last page. */
      most = MAX (most, on_page);
      least = MIN (least, on_page);
      g_assert_cmpuint (most - least, <=, 1);
      {
        g_autofree char *text = g_strdup_printf ("Page %u of %u", p + 1, tav_display_pager_get_n_pages (tables));

        g_assert_cmpstr (gtk_label_get_label (page_label), ==, text);
      }
      if (p == 0)
        tav_test_screenshot (NULL, "public-display-500-tables.png");
    }
  g_assert_cmpuint (n_shown, ==, 84);

  /* Two screens: each shows half the names, in order. */
  others = tav_public_display_split (display, 2);
  g_assert_cmpuint (others->len, ==, 1);
  {
    TavDisplayPager *other = tav_public_display_get_pager (others->pdata[0], "players");
    TavDisplayPager *other_tables = tav_public_display_get_pager (others->pdata[0], "tables");
    GtkLabel *last_here = first_label (tav_display_pager_get_item (players, N_PLAYERS / 2 - 1));
    GtkLabel *first_there = first_label (tav_display_pager_get_item (other, 0));

    g_assert_cmpuint (tav_display_pager_get_n_items (players), ==, N_PLAYERS / 2);
    g_assert_cmpuint (tav_display_pager_get_n_items (other), ==, N_PLAYERS / 2);
    g_assert_cmpuint (tav_display_pager_get_n_items (tables), ==, 42);
    g_assert_cmpuint (tav_display_pager_get_n_items (other_tables), ==, 42);
    g_assert_cmpint (g_utf8_collate (gtk_label_get_label (last_here), gtk_label_get_label (first_there)), <, 0);
  }
  tav_public_display_split (display, 1);
  g_assert_cmpuint (tav_display_pager_get_n_items (players), ==, N_PLAYERS);

  gtk_window_destroy (GTK_WINDOW (display));
  g_object_unref (display);
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char **) a, *(const char **) b);
}

/* The names of the players not checked in, sorted (not collated: only to
 * compare two lists). */
static GPtrArray *
absent_names (TavEvent *event)
{
  g_autoptr(GPtrArray) absent = tav_event_get_not_checked_in (event);
  GPtrArray *names = g_ptr_array_new ();

  for (guint i = 0; i < absent->len; i++)
    g_ptr_array_add (names, (gpointer) tav_player_get_name (absent->pdata[i]));
  g_ptr_array_sort (names, compare_strings);

  return names;
}

/* The display of an event in registration where nobody is expected: no
 * page of those not checked in, the banner as without a check-in, and
 * @page shown. */
static void
check_nobody_expected (TavPublicDisplay *display,
                       const char       *page)
{
  AdwViewStack *stack = ADW_VIEW_STACK (gtk_widget_get_template_child (GTK_WIDGET (display), TAV_TYPE_PUBLIC_DISPLAY, "view_stack"));
  GtkWidget *round_label = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (display), TAV_TYPE_PUBLIC_DISPLAY, "round_label"));
  TavDisplayPager *absent = tav_public_display_get_pager (display, "absent");

  g_assert_cmpuint (tav_display_pager_get_n_items (absent), ==, 0);
  g_assert_false (adw_view_stack_page_get_visible (adw_view_stack_get_page (stack, GTK_WIDGET (absent))));
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack), ==, page);
  if (g_getenv ("TAV_LOCALE_DIR") == NULL)
    g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (round_label)), ==, "Registration");
}

/* During a check-in, the banner says how many are still expected, whole,
 * and every one of them is on a page of their own, whole: 300 of 500
 * here. With nobody missing, or no check-in, the display is as before. */
static void
test_public_display_check_in (void)
{
  g_autoptr(TavEvent) event = make_room (FALSE);
  TavPublicDisplay *display = NULL;
  TavDisplayPager *absent = NULL;
  AdwViewStack *stack = NULL;
  GtkLabel *round_label = NULL;
  g_autoptr(GPtrArray) expected = NULL;
  g_autoptr(GPtrArray) shown = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  gboolean translated = g_getenv ("TAV_LOCALE_DIR") != NULL;

  /* 200 checked in; the long name is among the 300 missing. */
  for (guint i = 0; i < N_PLAYERS; i++)
    if (i % 5 < 2)
      g_assert_true (tav_event_check_in (event, tav_player_get_id (tav_event_get_player (event, i)), TRUE, &error));
  g_assert_no_error (error);
  expected = absent_names (event);
  g_assert_cmpuint (expected->len, ==, 300);

  display = tav_public_display_new (event, NULL);
  g_object_ref_sink (display);
  absent = tav_public_display_get_pager (display, "absent");
  stack = ADW_VIEW_STACK (gtk_widget_get_template_child (GTK_WIDGET (display), TAV_TYPE_PUBLIC_DISPLAY, "view_stack"));
  round_label = GTK_LABEL (gtk_widget_get_template_child (GTK_WIDGET (display), TAV_TYPE_PUBLIC_DISPLAY, "round_label"));
  gtk_window_set_default_size (GTK_WINDOW (display), 1920, 1080);
  gtk_window_fullscreen (GTK_WINDOW (display));
  gtk_window_present (GTK_WINDOW (display));

  /* The display opens on those still expected. */
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack), ==, "absent");
  wait_until (is_laid_out, absent);
  tav_test_wait_for_frame (GTK_WIDGET (absent));

  /* The banner is short: the count, not the names, and not cut. */
  if (!translated)
    g_assert_cmpstr (gtk_label_get_label (round_label), ==, "Registration — 300 not checked in");
  g_assert_nonnull (strstr (gtk_label_get_label (round_label), "300"));
  check_labels (GTK_WIDGET (round_label));

  /* As large as the players' names, down the columns, over pages. */
  g_assert_cmpint (tav_display_pager_get_font_px (absent), ==,
                   (gtk_widget_get_height (GTK_WIDGET (display)) + 17) / 34);
  g_assert_cmpuint (tav_display_pager_get_n_items (absent), ==, 300);
  g_assert_cmpuint (check_pages (absent), ==, 300);
  tav_display_pager_set_page (absent, 0);
  tav_test_wait_for_frame (GTK_WIDGET (absent));
  tav_test_screenshot (NULL, "public-display-check-in.png");

  /* Each of them exactly once, in alphabetical order; the long name
   * wraps. */
  for (guint i = 0; i < tav_display_pager_get_n_items (absent); i++)
    {
      GtkLabel *label = first_label (tav_display_pager_get_item (absent, i));

      g_ptr_array_add (shown, (gpointer) gtk_label_get_label (label));
      if (i > 0)
        g_assert_cmpint (g_utf8_collate (shown->pdata[i - 1], shown->pdata[i]), <=, 0);
      if (strcmp (gtk_label_get_label (label), LONG_NAME) == 0)
        {
          tav_display_pager_set_page (absent, tav_display_pager_get_item_page (absent, i));
          tav_test_wait_for_frame (GTK_WIDGET (absent));
          g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (label), "display-long"));
          g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (label)), >, 1);
        }
    }
  g_ptr_array_sort (shown, compare_strings);
  for (guint i = 0; i < expected->len; i++)
    g_assert_cmpstr (shown->pdata[i], ==, expected->pdata[i]);

  /* One more arrives: the count and the list follow. */
  g_assert_true (tav_event_check_in (event, expected->pdata[0], TRUE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tav_display_pager_get_n_items (absent), ==, 299);
  if (!translated)
    g_assert_cmpstr (gtk_label_get_label (round_label), ==, "Registration — 299 not checked in");

  /* Everyone is there: no such page, the banner as without a check-in,
   * and the display back on the tables. */
  for (guint i = 0; i < N_PLAYERS; i++)
    g_assert_true (tav_event_check_in (event, tav_player_get_id (tav_event_get_player (event, i)), TRUE, &error));
  g_assert_no_error (error);
  g_assert_true (tav_event_is_checking_in (event));
  check_nobody_expected (display, "tables");

  /* One missing again; the organiser turns to another page, then ends
   * the check-in: nothing of it is left, and his page stays. */
  g_assert_true (tav_event_check_in (event, tav_player_get_id (tav_event_get_player (event, 0)), FALSE, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack), ==, "absent");
  g_assert_cmpuint (tav_display_pager_get_n_items (absent), ==, 1);
  adw_view_stack_set_visible_child_name (stack, "players");
  tav_event_clear_check_in (event);
  g_assert_false (tav_event_is_checking_in (event));
  check_nobody_expected (display, "players");

  gtk_window_destroy (GTK_WINDOW (display));
  g_object_unref (display);
}

static gboolean
is_laid_out_in (gpointer data)
{
  TavDisplayPager *pager = data;

  return gtk_widget_get_mapped (GTK_WIDGET (pager)) && tav_display_pager_get_n_pages (pager) > 0 &&
         gtk_widget_get_height (GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (pager)))) >= 650;
}

/* Tables of six long Cyrillic names, each on two or three lines, in a
 * window the size of a laptop's: a table too tall for a page in narrow
 * columns gets wider ones, and is never cut at its foot. */
static void
test_public_display_tall_tables (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("bang-2011", "Национален турнир");
  g_autoptr(GError) error = NULL;
  TavPublicDisplay *display;
  TavDisplayPager *tables;
  guint n_shown = 0;

  for (guint i = 1; i <= 12; i++)
    {
      g_autofree char *name = g_strdup_printf ("Светослав Преображенска-Верещагина %u", 400 + i);

      g_assert_nonnull (tav_event_add_player (event, name, &error));
    }
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tav_round_get_n_tables (tav_stage_get_last_round (tav_event_get_current_stage (event))), ==, 2);

  display = g_object_ref_sink (tav_public_display_new (event, NULL));
  tables = tav_public_display_get_pager (display, "tables");
  gtk_window_set_default_size (GTK_WINDOW (display), 1280, 690);
  gtk_window_present (GTK_WINDOW (display));
  wait_until (is_laid_out_in, tables);
  tav_test_wait_for_frame (GTK_WIDGET (tables));
  for (guint p = 0; p < tav_display_pager_get_n_pages (tables); p++)
    {
      tav_display_pager_set_page (tables, p);
      tav_test_wait_for_frame (GTK_WIDGET (tables));
      n_shown += check_page (tables);
    }
  g_assert_cmpuint (n_shown, ==, 2);
  tav_test_screenshot (GTK_WIDGET (display), "public-display-tall-tables.png");

  gtk_window_destroy (GTK_WINDOW (display));
  g_object_unref (display);
}

typedef struct
{
  guint n_pages;
  guint most;        /* items on the fullest page */
  guint least;       /* on the emptiest */
  double worst_fill; /* the smallest share of the pager's height the
                      * fullest column of a page fills */
} Fill;

/* Shows every page of @pager and measures how full it is. */
static Fill
measure_fill (TavDisplayPager *pager)
{
  int height = gtk_widget_get_height (GTK_WIDGET (pager));
  Fill fill = { tav_display_pager_get_n_pages (pager), 0, G_MAXUINT, 1.0 };

  for (guint p = 0; p < fill.n_pages; p++)
    {
      guint n = 0;
      double bottom = 0;

      tav_display_pager_set_page (pager, p);
      tav_test_wait_for_frame (GTK_WIDGET (pager));
      check_page (pager);
      for (guint i = 0; i < tav_display_pager_get_n_items (pager); i++)
        {
          graphene_rect_t bounds;

          if (tav_display_pager_get_item_page (pager, i) != p)
            continue;
          g_assert_true (gtk_widget_compute_bounds (tav_display_pager_get_item (pager, i),
                                                    GTK_WIDGET (pager), &bounds));
          bottom = MAX (bottom, bounds.origin.y + bounds.size.height);
          n++;
        }
      fill.most = MAX (fill.most, n);
      fill.least = MIN (fill.least, n);
      fill.worst_fill = MIN (fill.worst_fill, bottom / height);
      g_test_message ("page %u: %u items, fullest column to %.0f of %d px", p + 1, n, bottom, height);
    }
  return fill;
}

static TavPublicDisplay *
show_display (TavEvent *event,
              int       width,
              int       height)
{
  TavPublicDisplay *display = g_object_ref_sink (tav_public_display_new (event, NULL));
  TavDisplayPager *tables = tav_public_display_get_pager (display, "tables");

  gtk_window_set_default_size (GTK_WINDOW (display), width, height);
  gtk_window_present (GTK_WINDOW (display));
  wait_until (is_laid_out_in, tables);
  tav_test_wait_for_frame (GTK_WIDGET (tables));
  return display;
}

/* The lines of who sits where are level: down every column of the page
 * the items start a whole number of lines apart (a name that wraps takes
 * two), so that the lines of neighbouring columns meet. */
static void
check_even_rows (TavDisplayPager *pager)
{
  g_autoptr(GArray) tops = g_array_new (FALSE, FALSE, sizeof (graphene_point_t));
  float pitch = G_MAXFLOAT;

  for (guint i = 0; i < tav_display_pager_get_n_items (pager); i++)
    {
      graphene_rect_t bounds;

      if (tav_display_pager_get_item_page (pager, i) != tav_display_pager_get_page (pager))
        continue;
      g_assert_true (gtk_widget_compute_bounds (tav_display_pager_get_item (pager, i), GTK_WIDGET (pager), &bounds));
      g_array_append_val (tops, bounds.origin);
    }
  for (guint i = 1; i < tops->len; i++)
    {
      graphene_point_t *a = &g_array_index (tops, graphene_point_t, i - 1);
      graphene_point_t *b = &g_array_index (tops, graphene_point_t, i);

      if (a->x == b->x)
        pitch = MIN (pitch, b->y - a->y);
    }
  g_assert_cmpfloat (pitch, >, 0);
  g_assert_cmpfloat (pitch, <, G_MAXFLOAT);
  for (guint i = 0; i < tops->len; i++)
    {
      float y = g_array_index (tops, graphene_point_t, i).y - g_array_index (tops, graphene_point_t, 0).y;

      g_assert_cmpfloat (fmodf (y, pitch), ==, 0);
    }
}

/* A projector at 1920 × 1080 and at 1366 × 768: the 27 players of the
 * BANG! example (5 tables) on one page, not 4 tables with the foot of the
 * screen empty and table 5 alone on a second page; 40 Destiny players
 * (20 tables of two) on pages of even counts, each filled down to at
 * least half its height; the lines of who sits where level. */
static void
test_public_display_fills_pages (void)
{
  static const int sizes[][2] = { { 1920, 1080 }, { 1366, 768 } };
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) bang = tav_document_load_file (TAV_EXAMPLES_DIR "/bang-2011-27-players.tavolo", &error);
  g_autoptr(TavEvent) destiny = tav_event_new ("destiny", "Destiny 40");

  g_assert_no_error (error);
  tav_event_set_seed (destiny, 11);
  for (guint i = 0; i < 40; i++)
    {
      g_autofree char *name = g_strdup_printf ("%s %s", first_names[i % 20], last_names[i / 2]);

      g_assert_nonnull (tav_event_add_player (destiny, name, NULL));
    }
  g_assert_true (tav_event_draw_round (destiny, &error));
  g_assert_no_error (error);

  for (guint k = 0; k < G_N_ELEMENTS (sizes); k++)
    {
      TavPublicDisplay *display = show_display (bang, sizes[k][0], sizes[k][1]);
      TavDisplayPager *tables = tav_public_display_get_pager (display, "tables");
      TavDisplayPager *players = tav_public_display_get_pager (display, "players");
      GObject *stack = gtk_widget_get_template_child (GTK_WIDGET (display), TAV_TYPE_PUBLIC_DISPLAY, "view_stack");
      g_autofree char *shot = g_strdup_printf ("public-display-bang-27-%d.png", sizes[k][0]);
      Fill fill;

      g_test_message ("BANG! 27 at %d × %d", sizes[k][0], sizes[k][1]);
      g_assert_cmpuint (tav_display_pager_get_n_items (tables), ==, 5);
      fill = measure_fill (tables);
      g_assert_cmpuint (fill.n_pages, ==, 1);
      g_assert_cmpuint (fill.most, ==, 5);
      tav_test_screenshot (GTK_WIDGET (display), shot);

      adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (stack), "players");
      wait_until (is_laid_out_in, players);
      tav_test_wait_for_frame (GTK_WIDGET (players));
      for (guint p = 0; p < tav_display_pager_get_n_pages (players); p++)
        {
          tav_display_pager_set_page (players, p);
          tav_test_wait_for_frame (GTK_WIDGET (players));
          check_page (players);
          check_even_rows (players);
        }

      gtk_window_destroy (GTK_WINDOW (display));
      g_object_unref (display);

      display = show_display (destiny, sizes[k][0], sizes[k][1]);
      tables = tav_public_display_get_pager (display, "tables");
      g_test_message ("Destiny 40 at %d × %d", sizes[k][0], sizes[k][1]);
      g_assert_cmpuint (tav_display_pager_get_n_items (tables), ==, 20);
      fill = measure_fill (tables);
      g_assert_cmpuint (fill.most - fill.least, <=, 1);
      if (fill.n_pages > 1)
        g_assert_cmpfloat (fill.worst_fill, >=, 0.5);
      gtk_window_destroy (GTK_WINDOW (display));
      g_object_unref (display);
    }
}

/* The texts of a line of the public standings: rank, name and points. */
static char *
standings_line_text (GtkWidget *line)
{
  GtkWidget *rank = gtk_widget_get_first_child (line);
  GtkWidget *name = gtk_widget_get_next_sibling (rank);
  GtkWidget *points = gtk_widget_get_next_sibling (name);

  return g_strdup_printf ("%s %s %s", gtk_label_get_label (GTK_LABEL (rank)),
                          gtk_label_get_label (GTK_LABEL (name)), gtk_label_get_label (GTK_LABEL (points)));
}

/* A result entered changes nothing the seating pages show: they keep
 * their widgets (building them again took a quarter of a second for each
 * result at 2,000 players). A name changed builds them again. The lines
 * of the published standings keep their players and move with them. */
static void
test_public_display_result_keeps_seating (void)
{
  g_autoptr(TavEvent) event = tav_event_new ("destiny", "Swiss");
  g_autoptr(GError) error = NULL;
  g_autofree char *first_text = NULL;
  g_autofree char *expected = NULL;
  TavPublicDisplay *display;
  TavDisplayPager *players, *tables, *standings;
  GtkWidget *first_player, *first_table, *first_line, *winner_line = NULL;
  g_autoptr(GPtrArray) lines_before = g_ptr_array_new ();
  TavTable *table;

  for (guint i = 1; i <= 8; i++)
    {
      g_autofree char *name = g_strdup_printf ("Duelist %u", i);

      g_assert_nonnull (tav_event_add_player (event, name, &error));
    }
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);
  tav_event_set_published (event, TRUE);

  display = g_object_ref_sink (tav_public_display_new (event, NULL));
  players = tav_public_display_get_pager (display, "players");
  tables = tav_public_display_get_pager (display, "tables");
  standings = tav_public_display_get_pager (display, "standings");
  g_assert_cmpuint (tav_display_pager_get_n_items (standings), ==, 8);
  first_line = tav_display_pager_get_item (standings, 0);
  first_text = standings_line_text (first_line);
  table = tav_round_get_table (tav_stage_get_last_round (tav_event_get_current_stage (event)), 0);
  for (guint i = 0; i < 8; i++)
    {
      GtkWidget *line = tav_display_pager_get_item (standings, i);
      GtkWidget *name = gtk_widget_get_next_sibling (gtk_widget_get_first_child (line));
      const char *winner = tav_player_get_name (tav_event_find_player (event, tav_table_get_seat (table, 0)));

      g_ptr_array_add (lines_before, line);
      if (g_strcmp0 (gtk_label_get_label (GTK_LABEL (name)), winner) == 0)
        winner_line = line;
    }
  g_assert_nonnull (winner_line);
  /* (the winner is not first before the result: the line has to move) */
  g_assert_false (winner_line == first_line);
  g_assert_cmpuint (tav_display_pager_get_n_items (players), ==, 8);
  g_assert_cmpuint (tav_display_pager_get_n_items (tables), ==, 4);
  first_player = tav_display_pager_get_item (players, 0);
  first_table = tav_display_pager_get_item (tables, 0);

  tav_test_destiny_set_winner (event, tav_event_get_current_stage (event), 1,
                               tav_table_get_number (table), tav_table_get_seat (table, 0));
  g_assert_true (tav_table_has_result (table));
  g_assert_true (tav_display_pager_get_item (players, 0) == first_player);
  g_assert_true (tav_display_pager_get_item (tables, 0) == first_table);
  g_assert_cmpuint (tav_display_pager_get_n_items (players), ==, 8);
  /* The winner leads the standings, on the line that was his, and no
   * line was built anew. */
  expected = g_strdup_printf ("1 %s 1",
                              tav_player_get_name (tav_event_find_player (event, tav_table_get_seat (table, 0))));
  g_assert_cmpstr (first_text, !=, expected);
  g_assert_true (tav_display_pager_get_item (standings, 0) == winner_line);
  g_clear_pointer (&first_text, g_free);
  first_text = standings_line_text (winner_line);
  g_assert_cmpstr (first_text, ==, expected);
  g_assert_cmpuint (tav_display_pager_get_n_items (standings), ==, 8);
  for (guint i = 0; i < 8; i++)
    g_assert_true (g_ptr_array_find (lines_before, tav_display_pager_get_item (standings, i), NULL));

  /* A player renamed: the pages show the new name. */
  g_assert_true (tav_event_rename_player (event, tav_table_get_seat (table, 0), "Aaron Duelist", &error));
  g_assert_no_error (error);
  g_assert_false (tav_display_pager_get_item (players, 0) == first_player);
  g_assert_cmpuint (tav_display_pager_get_n_items (players), ==, 8);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_widget_get_first_child (tav_display_pager_get_item (players, 0)))),
                   ==, "Aaron Duelist");

  gtk_window_destroy (GTK_WINDOW (display));
  g_object_unref (display);
}

int
main (int   argc,
      char *argv[])
{
  /* For screenshots in another language (LANGUAGE, and TAV_LOCALE_DIR
   * the build directory's catalogs); the checks of the texts read
   * English. */
  if (g_getenv ("TAV_LOCALE_DIR") != NULL)
    tav_i18n_init ();
  tav_test_gtk_init (&argc, &argv);
  adw_init ();

  /* The application's style sheet, which AdwApplication would load. */
  {
    g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();

    gtk_css_provider_load_from_resource (css, "/io/github/tavolo/Tavolo/style.css");
    gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                                GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  }

  g_test_add_func ("/public-display/room", test_public_display_room);
  g_test_add_func ("/public-display/check-in", test_public_display_check_in);
  g_test_add_func ("/public-display/result-keeps-seating", test_public_display_result_keeps_seating);
  g_test_add_func ("/public-display/tall-tables", test_public_display_tall_tables);
  g_test_add_func ("/public-display/fills-pages", test_public_display_fills_pages);

  return g_test_run ();
}
