/* test-result-form.c — the result dialog: errors in view, marks that follow
 * what is mended, numbers refused as typed, columns that keep still, both
 * players of a match on view, and seats folded at 360 px
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gi18n.h>

#include <adwaita.h>

#include "tav-document.h"
#include "tav-field-editor.h"
#include "tav-result-dialog.h"
#include "tav-result-form.h"
#include "tav-test-app.h"
#include "tav-test-destiny.h"
#include "tav-test-wait.h"
#include "tav-event-private.h"

#define wait_until(condition, data) tav_test_wait_until (condition, data, #condition)

#define BANG_EXAMPLE TAV_EXAMPLES_DIR "/bang-2011-27-players.tavolo"

/* ---- Setting up ---------------------------------------------------------- */

static TavEvent *
load_bang (void)
{
  g_autoptr(GError) error = NULL;
  TavEvent *event = tav_document_load_file (BANG_EXAMPLE, &error);

  g_assert_no_error (error);
  return event;
}

static TavEvent *
make_destiny (void)
{
  TavEvent *event = tav_event_new ("destiny", "Campionato");
  static const char *names[] = { "Anna Rossi", "Marco Bianchi", "Giulia Mancini-Fontana", "Luca Verdi" };
  g_autoptr(GError) error = NULL;

  tav_event_set_seed (event, 7);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_assert_nonnull (tav_event_add_player (event, names[i], &error));
  g_assert_true (tav_event_draw_round (event, &error));
  g_assert_no_error (error);

  return event;
}

/* The last round's table @index with no result, its dialog shown at
 * @width × @height. */
static TavResultDialog *
open_dialog (TavEvent *event,
             guint     index,
             int       width,
             int       height)
{
  TavStage *stage = tav_event_get_current_stage (event);
  TavRound *round = tav_stage_get_last_round (stage);
  TavTable *table = tav_round_get_table (round, index);
  g_autoptr(GError) error = NULL;
  TavResultDialog *dialog;

  if (tav_table_has_result (table))
    g_assert_true (tav_event_clear_result (event, stage, tav_round_get_number (round),
                                           tav_table_get_number (table), &error));
  g_assert_no_error (error);

  dialog = tav_result_dialog_new (NULL, event, stage, round, table);
  gtk_window_set_default_size (GTK_WINDOW (dialog), width, height);
  gtk_window_present (GTK_WINDOW (dialog));
  wait_until (tav_test_is_mapped, dialog);
  tav_test_wait_for_frame (GTK_WIDGET (dialog));

  return dialog;
}

static TavResultForm *
form_of (TavResultDialog *dialog)
{
  return TAV_RESULT_FORM (tav_result_dialog_get_form (dialog));
}

static TavTable *
table_of (TavEvent *event,
          guint     index)
{
  return tav_round_get_table (tav_stage_get_last_round (tav_event_get_current_stage (event)), index);
}

/* The roles of a BANG! table of @n seats, the Sheriff first. */
static const char *
role_at (guint n,
         guint seat)
{
  static const char *roles[] = { "sheriff", "renegade", "outlaw", "outlaw", "deputy", "outlaw", "deputy" };

  g_assert_cmpuint (n, <=, G_N_ELEMENTS (roles));
  return roles[seat];
}

static void
set_string (GtkWidget  *editor,
            const char *id)
{
  tav_test_choose (editor, id);
}

/* The Law has won: the Sheriff alive (or not, for the error), the
 * Outlaws and the Renegade dead, nobody paid anything. */
static void
fill_law_wins (TavResultForm *form,
               guint          n_seats,
               gboolean       sheriff_alive)
{
  for (guint s = 0; s < n_seats; s++)
    {
      const char *role = role_at (n_seats, s);

      set_string (tav_result_form_get_editor (form, s, "role"), role);
      gtk_check_button_set_active (GTK_CHECK_BUTTON (tav_result_form_get_editor (form, s, "alive")),
                                   s == 0 ? sheriff_alive : g_str_equal (role, "deputy"));
      gtk_editable_set_text (GTK_EDITABLE (tav_result_form_get_editor (form, s, "spent")), "0");
    }
  set_string (tav_result_form_get_editor (form, -1, "outcome"), "law");
}

static gpointer
template_child (gpointer    widget,
                GType       type,
                const char *name)
{
  gpointer child = gtk_widget_get_template_child (GTK_WIDGET (widget), type, name);

  g_assert_nonnull (child);
  return child;
}

/* ---- An error brought into view ------------------------------------------ */

typedef struct {
  GtkWidget *widget;
  GtkWidget *viewport;
} InView;

/* Whether the whole of the widget is within what the scrolled window
 * shows, and has the focus. */
static gboolean
in_view_with_focus (gpointer data)
{
  InView *check = data;

  return tav_test_is_in_view (check->widget, check->viewport) && gtk_widget_has_focus (check->widget);
}

/* The form is longer than the window: scrolled to its end. */
static GtkWidget *
scroll_to_end (TavResultDialog *dialog)
{
  GtkScrolledWindow *scrolled = template_child (dialog, TAV_TYPE_RESULT_DIALOG, "scrolled_window");
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (scrolled);

  tav_test_wait_for_frame (GTK_WIDGET (dialog));
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >, gtk_adjustment_get_page_size (adjustment));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment));
  tav_test_wait_for_frame (GTK_WIDGET (dialog));

  return GTK_WIDGET (scrolled);
}

/* The BANG! 2011 form scrolled to the bottom; the Law wins with a dead
 * Sheriff; Save: the banner comes into view with the focus, and goes as
 * soon as the Sheriff is alive again, without Save. A role taken back
 * after that is marked at once, and unmarked when chosen again. */
static void
test_reveal_error (void)
{
  g_autoptr(TavEvent) event = load_bang ();
  TavResultDialog *dialog = open_dialog (event, 0, 720, 420);
  TavResultForm *form = form_of (dialog);
  guint n_seats = tav_table_get_n_seats (table_of (event, 0));
  InView check = { template_child (form, TAV_TYPE_RESULT_FORM, "message_box"), NULL };

  fill_law_wins (form, n_seats, FALSE);
  check.viewport = scroll_to_end (dialog);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "result.save", NULL));
  g_assert_false (tav_table_has_result (table_of (event, 0)));
  g_assert_nonnull (strstr (tav_result_form_get_message (form), "Sheriff dead"));
  tav_test_wait_until (in_view_with_focus, &check, "the banner in view, with the focus");
  tav_test_screenshot (GTK_WIDGET (dialog), "result-form-error-in-view.png");

  /* Mended: the banner goes at once. */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (tav_result_form_get_editor (form, 0, "alive")), TRUE);
  g_assert_null (tav_result_form_get_message (form));
  g_assert_null (tav_result_form_get_seat_error (form, 2));

  /* A role taken back is marked as it is, and unmarked when chosen. */
  set_string (tav_result_form_get_editor (form, 2, "role"), "");
  g_assert_cmpstr (tav_result_form_get_seat_error (form, 2), ==, "Nothing chosen yet");
  set_string (tav_result_form_get_editor (form, 2, "role"), role_at (n_seats, 2));
  g_assert_null (tav_result_form_get_seat_error (form, 2));
  g_assert_null (tav_result_form_get_message (form));

  tav_test_save_result_closes (dialog);
  g_assert_true (tav_table_has_result (table_of (event, 0)));
}

/* Two Sheriffs and Save, in the language of the run (C, and ru, it, bg): the
 * rules' message, in that language, under the second Sheriff's role, the
 * first Sheriff marked too, no banner. */
static void
test_rule_error_at_seat (void)
{
  g_autoptr(TavEvent) event = load_bang ();
  TavResultDialog *dialog = open_dialog (event, 0, 900, 900);
  TavResultForm *form = form_of (dialog);
  TavTable *table = table_of (event, 0);
  g_autofree char *expected = NULL;
  g_autofree char *first = NULL;

  fill_law_wins (form, tav_table_get_n_seats (table), TRUE);
  set_string (tav_result_form_get_editor (form, 2, "role"), "sheriff");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "result.save", NULL));
  g_assert_false (tav_table_has_result (table));

  /* As the form writes it: a capital first. */
  expected = g_strdup_printf (_("table %u: two Sheriffs (seats %d and %u)"),
                              tav_table_get_number (table), 1, 3);
  first = g_utf8_strup (expected, g_utf8_next_char (expected) - expected);
  /* In ru, it and bg the catalog is there: the message is not the msgid. */
  if (g_strv_contains ((const char *[]) { "ru", "it", "bg", NULL }, g_getenv ("LANGUAGE") ?: ""))
    g_assert_null (strstr (expected, "Sheriffs"));
  g_assert_nonnull (tav_result_form_get_seat_error (form, 2));
  g_assert_cmpstr (tav_result_form_get_seat_error (form, 2) + strlen (first),
                   ==, g_utf8_next_char (expected));
  g_assert_true (gtk_widget_has_css_class (tav_result_form_get_editor (form, 2, "role"), "error"));
  g_assert_true (gtk_widget_has_css_class (tav_result_form_get_editor (form, 0, "role"), "error"));
  g_assert_null (tav_result_form_get_message (form));
  tav_test_screenshot (GTK_WIDGET (dialog), "result-form-rule-error-at-seat.png");

  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* A choice left empty and Save: the first seat at fault comes into view
 * (the form scrolled to its end), its drop-down takes the focus. */
static void
test_reveal_field (void)
{
  g_autoptr(TavEvent) event = load_bang ();
  TavResultDialog *dialog = open_dialog (event, 0, 720, 420);
  TavResultForm *form = form_of (dialog);
  GtkWidget *role = tav_result_form_get_editor (form, 1, "role");
  InView check = { NULL, NULL };

  fill_law_wins (form, tav_table_get_n_seats (table_of (event, 0)), TRUE);
  set_string (role, "");
  check.viewport = scroll_to_end (dialog);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "result.save", NULL));
  g_assert_cmpstr (tav_result_form_get_seat_error (form, 1), ==, "Nothing chosen yet");
  /* The drop-down's button has the focus, within the drop-down. */
  check.widget = gtk_widget_get_first_child (role);
  tav_test_wait_until (in_view_with_focus, &check, "the seat's role in view, with the focus");

  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* ---- An auction refused as typed ------------------------------------------ */

/* "-50" and "abc" stay as typed when the field loses the focus (GTK would
 * make them 0), are marked at once with the field's name, and Save keeps
 * the dialog open; 0 typed over them mends it. */
static void
test_auction_refused (void)
{
  static const char *typed[] = { "-50", "abc" };
  g_autoptr(TavEvent) event = load_bang ();
  TavResultDialog *dialog = open_dialog (event, 0, 900, 800);
  TavResultForm *form = form_of (dialog);
  guint n_seats = tav_table_get_n_seats (table_of (event, 0));
  GtkWidget *spent = tav_result_form_get_editor (form, 1, "spent");

  fill_law_wins (form, n_seats, TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (typed); i++)
    {
      gtk_editable_set_text (GTK_EDITABLE (spent), typed[i]);
      /* What the spin button does when the focus leaves it. */
      gtk_spin_button_update (GTK_SPIN_BUTTON (spent));
      g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spent)), ==, typed[i]);
      g_assert_nonnull (tav_result_form_get_seat_error (form, 1));
      g_assert_true (g_str_has_prefix (tav_result_form_get_seat_error (form, 1), "Auction $: "));
      g_assert_nonnull (strstr (tav_result_form_get_seat_error (form, 1), typed[i]));
      g_assert_true (gtk_widget_has_css_class (spent, "error"));

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "result.save", NULL));
      g_assert_false (tav_table_has_result (table_of (event, 0)));
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dialog)));
    }

  gtk_editable_set_text (GTK_EDITABLE (spent), "0");
  g_assert_null (tav_result_form_get_seat_error (form, 1));
  g_assert_false (gtk_widget_has_css_class (spent, "error"));
  tav_test_save_result_closes (dialog);
  g_assert_true (tav_table_has_result (table_of (event, 0)));
  g_assert_cmpint (tav_result_get_int (tav_result_get_seat (tav_table_get_result (table_of (event, 0)), 1), "spent"), ==, 0);
}

/* ---- Columns that keep still ---------------------------------------------- */

/* Where every editor of every seat is in the dialog, one line each. */
static char *
describe_columns (TavResultDialog *dialog,
                  guint            n_seats)
{
  static const char *fields[] = { "role", "alive", "spent" };
  TavResultForm *form = form_of (dialog);
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint s = 0; s < n_seats; s++)
    for (guint f = 0; f < G_N_ELEMENTS (fields); f++)
      {
        graphene_rect_t bounds;

        g_assert_true (gtk_widget_compute_bounds (tav_result_form_get_editor (form, s, fields[f]),
                                                  GTK_WIDGET (dialog), &bounds));
        g_string_append_printf (text, "seat %u %s: x %g width %g\n", s + 1, fields[f],
                                bounds.origin.x, bounds.size.width);
      }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* Every role chosen in turn at seat 2 (“Deputy” among them) leaves each
 * column where it was. */
static void
test_columns_still (void)
{
  g_autoptr(TavEvent) event = load_bang ();
  TavResultDialog *dialog = open_dialog (event, 0, 1000, 800);
  TavResultForm *form = form_of (dialog);
  guint n_seats = tav_table_get_n_seats (table_of (event, 0));
  GtkWidget *role = tav_result_form_get_editor (form, 1, "role");
  g_autoptr(GListModel) items = NULL;
  g_autofree char *before = NULL;

  fill_law_wins (form, n_seats, TRUE);
  tav_test_wait_for_frame (GTK_WIDGET (dialog));
  before = describe_columns (dialog, n_seats);
  tav_test_screenshot (GTK_WIDGET (dialog), "result-form.png");

  g_object_get (role, "model", &items, NULL);
  for (guint i = 0; i < g_list_model_get_n_items (items); i++)
    {
      g_autofree char *after = NULL;

      gtk_drop_down_set_selected (GTK_DROP_DOWN (role), i);
      tav_test_wait_for_frame (GTK_WIDGET (dialog));
      after = describe_columns (dialog, n_seats);
      if (g_strcmp0 (before, after) != 0)
        g_error ("Choosing “%s” at seat 2 moved the columns:\n%s\nbecame\n%s",
                 gtk_string_list_get_string (GTK_STRING_LIST (items), i), before, after);
    }

  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* ---- Both players of a match on view --------------------------------------- */

static gboolean
is_label (GtkWidget     *widget,
          gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0;
}

/* A Destiny table: the names of both players shown whole on buttons, none
 * pressed; pressing the second chooses him. */
static void
test_match_names (void)
{
  g_autoptr(TavEvent) event = make_destiny ();
  TavTable *table = table_of (event, 0);
  TavResultDialog *dialog = open_dialog (event, 0, 720, 640);
  GtkWidget *winner = tav_result_form_get_editor (form_of (dialog), -1, "winner");
  GtkWidget *second = NULL;
  g_autofree char *chosen = NULL;

  g_assert_true (tav_field_editor_is_unchosen (winner));
  for (guint s = 0; s < 2; s++)
    {
      const char *name = tav_player_get_name (tav_event_find_player (event, tav_table_get_seat (table, s)));
      GtkWidget *label = tav_test_find_widget (GTK_WIDGET (dialog), is_label, name);

      g_assert_nonnull (label);
      g_assert_true (gtk_widget_get_mapped (label));
      g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))));
      g_assert_nonnull (gtk_widget_get_ancestor (label, GTK_TYPE_TOGGLE_BUTTON));
      if (s == 1)
        second = gtk_widget_get_ancestor (label, GTK_TYPE_TOGGLE_BUTTON);
    }

  tav_test_screenshot (GTK_WIDGET (dialog), "result-form-match.png");

  /* One pressed at a time. */
  g_signal_emit_by_name (gtk_widget_get_first_child (winner), "clicked");
  g_signal_emit_by_name (second, "clicked");
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (gtk_widget_get_first_child (winner))));
  chosen = tav_field_editor_get_text (winner);
  g_assert_cmpstr (chosen, ==, tav_table_get_seat (table, 1));
  tav_test_save_result_closes (dialog);
  g_assert_cmpstr (tav_result_get_string (tav_table_get_result (table), "winner"), ==, tav_table_get_seat (table, 1));
}

/* ---- 360 px ----------------------------------------------------------------- */

/* Every label cut short and every control reaching past the right edge of
 * @root, one a line in @problems. */
static void
find_cut (GtkWidget *widget,
          GtkWidget *root,
          GString   *problems)
{
  graphene_rect_t bounds;

  if (!gtk_widget_get_mapped (widget))
    return;

  if (GTK_IS_LABEL (widget) && pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
    g_string_append_printf (problems, "  label cut: “%s”\n", gtk_label_get_label (GTK_LABEL (widget)));

  if ((GTK_IS_BUTTON (widget) || GTK_IS_DROP_DOWN (widget) || GTK_IS_EDITABLE (widget) ||
       GTK_IS_CHECK_BUTTON (widget)) &&
      gtk_widget_compute_bounds (widget, root, &bounds) &&
      (bounds.origin.x < 0 || bounds.origin.x + bounds.size.width > gtk_widget_get_width (root) + 0.5))
    g_string_append_printf (problems, "  %s out of reach: x %g to %g of %d\n", G_OBJECT_TYPE_NAME (widget),
                            bounds.origin.x, bounds.origin.x + bounds.size.width, gtk_widget_get_width (root));

  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    find_cut (c, root, problems);
}

static void
check_narrow (TavResultDialog *dialog,
              const char      *what,
              GString         *problems)
{
  GtkWidget *content = gtk_window_get_child (GTK_WINDOW (dialog));
  int minimum = 0;
  guint length = problems->len;

  gtk_widget_measure (content, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  if (minimum > 360)
    g_string_append_printf (problems, "  at least %d px wide\n", minimum);
  if (gtk_widget_get_width (content) > 360)
    g_string_append_printf (problems, "  shown %d px wide\n", gtk_widget_get_width (content));
  find_cut (content, content, problems);

  if (problems->len > length)
    g_string_insert (problems, length, g_strdup_printf ("%s:\n", what));
}

static TavEvent *
load_example (const char *name)
{
  g_autofree char *path = g_build_filename (TAV_EXAMPLES_DIR, name, NULL);
  g_autoptr(GError) error = NULL;
  TavEvent *event = tav_document_load_file (path, &error);

  g_assert_no_error (error);
  return event;
}

/* @n_players with long names, a round drawn, @param set to @value first. */
static TavEvent *
make_event (const char *ruleset,
            guint       n_players,
            const char *param,
            const char *value)
{
  static const char *names[] = { "Anna Rossi", "Marco Bianchi", "Giulia Mancini-Fontana", "Luca Verdi",
                                 "Aleksandra Konstantinova", "Pietro Santangelo", "Elena Ricci",
                                 "Hristo Stoyanov", "Francesca Lombardi", "Dmitrij Ivanov",
                                 "Sara Conti", "Nikolaj Petrov" };
  TavEvent *event = tav_event_new (ruleset, "Torneo");
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (n_players, <=, G_N_ELEMENTS (names));
  tav_event_set_seed (event, 11);
  if (param != NULL)
    g_assert_true (tav_event_set_param (event, param, value, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < n_players; i++)
    g_assert_nonnull (tav_event_add_player (event, names[i], &error));
  tav_event_draw_round (event, &error);
  g_assert_no_error (error);

  return event;
}

/* In the language of LANGUAGE: the result dialog of every BANG! table,
 * and of a table of every other ruleset (BGL with and without teams), at
 * 360 px: no name or caption cut, every control within the width. */
static void
test_narrow (void)
{
  g_autoptr(TavEvent) bang = load_bang ();
  g_autoptr(TavEvent) destiny = make_destiny ();
  g_autoptr(GString) problems = g_string_new (NULL);
  TavRound *round = tav_stage_get_last_round (tav_event_get_current_stage (bang));
  const char *language = g_getenv ("TAV_LOCALE_DIR") ? g_getenv ("LANGUAGE") : "C";
  g_autofree char *shot = g_strdup_printf ("result-form-360-%s.png", language);
  g_autofree char *match_shot = g_strdup_printf ("result-form-match-360-%s.png", language);
  struct {
    const char *what;
    TavEvent   *event;
    const char *shot;
  } others[] = {
    { "BANG! 2007 table 1", make_event ("bang-2007", 12, NULL, NULL), NULL },
    { "Catan table 1", load_example ("catan-bg-14-players.tavolo"), "catan" },
    { "BGL table 1", load_example ("bgl-26-players.tavolo"), "bgl" },
    { "BGL with teams, table 1", make_event ("bgl", 12, "teams", "variable"), NULL },
  };

  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavResultDialog *dialog = open_dialog (bang, t, 360, 900);
      g_autofree char *what = g_strdup_printf ("BANG! table %u", t + 1);

      check_narrow (dialog, what, problems);
      if (t == 0)
        tav_test_screenshot (GTK_WIDGET (dialog), shot);
      gtk_window_destroy (GTK_WINDOW (dialog));
    }
  {
    TavResultDialog *dialog = open_dialog (destiny, 0, 360, 700);

    check_narrow (dialog, "Destiny table 1", problems);
    tav_test_screenshot (GTK_WIDGET (dialog), match_shot);
    gtk_window_destroy (GTK_WINDOW (dialog));
  }
  for (guint i = 0; i < G_N_ELEMENTS (others); i++)
    {
      TavResultDialog *dialog = open_dialog (others[i].event, 0, 360, 900);

      check_narrow (dialog, others[i].what, problems);
      if (others[i].shot != NULL)
        {
          g_autofree char *name = g_strdup_printf ("result-form-%s-360-%s.png", others[i].shot, language);

          tav_test_screenshot (GTK_WIDGET (dialog), name);
        }
      gtk_window_destroy (GTK_WINDOW (dialog));
      g_object_unref (others[i].event);
    }

  if (problems->len > 0)
    {
      g_test_message ("%s", problems->str);
      g_test_fail_printf ("The result dialog at 360 px in %s (above)", language);
    }
}

/* ---- Captions where the fields wrap ------------------------------------------ */

static gboolean
is_heading (GtkWidget     *widget,
            gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "caption-heading") &&
         g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0;
}

/* Each field of seat 1 at @width: under its column heading, no caption of
 * its own, where the fields fit on one line; with its caption above it,
 * the headings hidden, where they wrap. */
static void
check_captions (TavEvent   *event,
                const char *field_ids[],
                int         width,
                gboolean    wrapped)
{
  TavResultDialog *dialog = open_dialog (event, 0, width, 900);
  const TavFieldSpec *specs;
  guint n_specs = 0;

  specs = tav_ruleset_get_result_fields (tav_event_get_ruleset (event), event,
                                         tav_event_get_current_stage (event), &n_specs);
  for (guint f = 0; field_ids[f] != NULL; f++)
    {
      GtkWidget *editor = tav_result_form_get_editor (form_of (dialog), 0, field_ids[f]);
      GtkWidget *caption = gtk_widget_get_prev_sibling (editor);
      const char *label = NULL;
      GtkWidget *heading;
      graphene_rect_t a, b;

      for (guint i = 0; i < n_specs; i++)
        if (g_strcmp0 (specs[i].id, field_ids[f]) == 0)
          label = _(specs[i].label);
      heading = tav_test_find_widget (GTK_WIDGET (dialog), is_heading, label);
      g_assert_nonnull (heading);
      g_assert_true (GTK_IS_LABEL (caption));
      g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (caption)), ==, label);
      g_assert_cmpint (gtk_widget_get_mapped (caption), ==, wrapped);
      g_assert_cmpint (gtk_widget_get_mapped (heading), ==, !wrapped);
      if (wrapped)
        {
          g_assert_true (gtk_widget_compute_bounds (caption, GTK_WIDGET (dialog), &a));
          g_assert_true (gtk_widget_compute_bounds (editor, GTK_WIDGET (dialog), &b));
          g_assert_cmpfloat (a.origin.x, ==, b.origin.x);
          g_assert_cmpfloat (a.origin.y + a.size.height, <=, b.origin.y);
        }
      else
        {
          /* The headings' margin and the row's padding and border put
           * them 2 px apart, as before captions. */
          g_assert_true (gtk_widget_compute_bounds (heading, GTK_WIDGET (dialog), &a));
          g_assert_true (gtk_widget_compute_bounds (editor, GTK_WIDGET (dialog), &b));
          g_assert_cmpfloat_with_epsilon (a.origin.x, b.origin.x, 2.5);
          g_assert_cmpfloat (a.size.width, ==, b.size.width);
        }
    }

  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
test_captions (void)
{
  g_autoptr(TavEvent) catan = load_example ("catan-bg-14-players.tavolo");
  g_autoptr(TavEvent) bgl = load_example ("bgl-26-players.tavolo");
  const char *catan_fields[] = { "vp", "place", "left", NULL };
  const char *bgl_fields[] = { "points", "place", "last", "left", NULL };

  check_captions (catan, catan_fields, 900, FALSE);
  check_captions (catan, catan_fields, 360, TRUE);
  check_captions (bgl, bgl_fields, 900, FALSE);
  check_captions (bgl, bgl_fields, 360, TRUE);
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

  g_test_add_func ("/result-form/reveal-error", test_reveal_error);
  g_test_add_func ("/result-form/reveal-field", test_reveal_field);
  g_test_add_func ("/result-form/rule-error-at-seat", test_rule_error_at_seat);
  g_test_add_func ("/result-form/auction-refused", test_auction_refused);
  g_test_add_func ("/result-form/columns-still", test_columns_still);
  g_test_add_func ("/result-form/match-names", test_match_names);
  g_test_add_func ("/result-form/narrow", test_narrow);
  g_test_add_func ("/result-form/captions", test_captions);

  return g_test_run ();
}
