/* test-measure.c — the steps the layout managers share (tav-measure.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Three ellipsized labels stand for the fields of a seat or the column
 * headings: each can shrink from its natural width to a few letters.
 * One line shared among them gives each its minimum and, of the rest,
 * as much towards its natural width as a box would give.
 */
#include <gtk/gtk.h>

#include "tav-measure.h"
#include "tav-test-app.h"

#define SPACING 6

typedef struct
{
  GtkWidget *labels[3];
  int        minimum[3];
  int        natural[3];
  int        line_min;   /* the minimums and the spacing between them */
  int        line_nat;
} Line;

static void
line_init (Line *line)
{
  static const char *texts[] = { "Points", "Sheriff’s victory points", "Wins" };

  line->line_min = line->line_nat = 2 * SPACING;
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      GtkWidget *label = gtk_label_new (texts[i]);

      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      line->labels[i] = g_object_ref_sink (label);
      gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1,
                          &line->minimum[i], &line->natural[i], NULL, NULL);
      g_assert_cmpint (line->minimum[i], <, line->natural[i]);
      line->line_min += line->minimum[i];
      line->line_nat += line->natural[i];
    }
}

static void
line_clear (Line *line)
{
  for (guint i = 0; i < G_N_ELEMENTS (line->labels); i++)
    g_object_unref (line->labels[i]);
}

/* The widths the line gives its labels at @width. */
static GArray *
share (Line *line,
       int   width)
{
  GArray *sizes = g_array_new (FALSE, TRUE, sizeof (GtkRequestedSize));

  for (guint i = 0; i < G_N_ELEMENTS (line->labels); i++)
    {
      GtkRequestedSize size = { line->labels[i], -1, -1 };

      g_array_append_val (sizes, size);
    }
  tav_measure_share_line (sizes, width, SPACING);
  g_assert_cmpuint (sizes->len, ==, 3);

  return sizes;
}

static int
width_of (GArray *sizes,
          guint   i)
{
  return g_array_index (sizes, GtkRequestedSize, i).minimum_size;
}

static void
test_measure_share_line (void)
{
  Line line;
  int gap_total, extra;

  line_init (&line);

  /* Room for every natural width, and more: each has its natural width,
   * no more (the rest is the layout's to place). */
  for (int more = 0; more <= 100; more += 100)
    {
      g_autoptr(GArray) sizes = share (&line, line.line_nat + more);

      for (guint i = 0; i < 3; i++)
        g_assert_cmpint (width_of (sizes, i), ==, line.natural[i]);
    }

  /* Room for the minimums alone, or less: the minimums. */
  for (int less = 0; less <= 50; less += 50)
    {
      g_autoptr(GArray) sizes = share (&line, line.line_min - less);

      for (guint i = 0; i < 3; i++)
        g_assert_cmpint (width_of (sizes, i), ==, line.minimum[i]);
    }

  /* Half way: the whole line used, each between its minimum and its
   * natural width. */
  gap_total = line.line_nat - line.line_min;
  extra = gap_total / 2;
  {
    g_autoptr(GArray) sizes = share (&line, line.line_min + extra);
    int used = 2 * SPACING;

    for (guint i = 0; i < 3; i++)
      {
        g_assert_cmpint (width_of (sizes, i), >=, line.minimum[i]);
        g_assert_cmpint (width_of (sizes, i), <=, line.natural[i]);
        used += width_of (sizes, i);
      }
    g_assert_cmpint (used, ==, line.line_min + extra);
  }

  /* One pixel over the minimums goes to one label alone. */
  {
    g_autoptr(GArray) sizes = share (&line, line.line_min + 1);
    int grown = 0;

    for (guint i = 0; i < 3; i++)
      grown += width_of (sizes, i) - line.minimum[i];
    g_assert_cmpint (grown, ==, 1);
  }

  line_clear (&line);
}

static void
test_measure_height (void)
{
  g_autoptr(GtkWidget) label = g_object_ref_sink (gtk_label_new ("Sheriff’s victory points and more words"));
  int one_line, narrow, min_width;

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  /* Never measured narrower than its minimum: GTK 4.10 and later warn. */
  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  one_line = tav_measure_height (label, 2000);
  narrow = tav_measure_height (label, min_width);

  /* Wrapped at its narrowest (its longest word): taller than one line. */
  g_assert_cmpint (one_line, >, 0);
  g_assert_cmpint (narrow, >, one_line);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *folder = tav_test_app_init (&argc, &argv, "measure");
  int status;

  g_test_add_func ("/measure/share-line", test_measure_share_line);
  g_test_add_func ("/measure/height", test_measure_height);
  status = g_test_run ();
  tav_test_app_remove_folder (g_steal_pointer (&folder));

  return status;
}
