/* test-day.c — two whole tournament days run in the app, from New Event to
 * the final standings exported as CSV
 *
 * Everything the organiser does goes through the window: the New Event
 * dialog, the Players page (paste, typing, check-in, withdraw, reinstate,
 * late entries), the Rounds page's draw and each table's result form, the
 * Finals page and its match forms, and Export CSV with its file chooser.
 * The core is only read, to check. Every value checked in the CSV is
 * computed here again from the results the test typed, by the rule files'
 * own definitions, not by the core's code.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "tav-bracket.h"
#include "tav-check-in-bar.h"
#include "tav-event-dialog.h"
#include "tav-finals-page.h"
#include "tav-match-form.h"
#include "tav-players-page.h"
#include "tav-public-display.h"
#include "tav-result-dialog.h"
#include "tav-result-form.h"
#include "tav-rounds-page.h"
#include "tav-standings-page.h"
#include "tav-test-app.h"
#include "tav-test-wait.h"
#include "tav-ui.h"
#include "tav-window.h"

#define wait_until(condition, data) tav_test_wait_until (condition, data, #condition)
#define iterate() tav_test_run_pending ()

static char *tmp_dir;

/* ---- The window --------------------------------------------------------- */

static gboolean
has_event (gpointer data)
{
  return tav_window_get_event (data) != NULL;
}

static void
show_page (TavWindow  *window,
           const char *name)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", name));
  iterate ();
}

/* An error the app showed instead of doing what was asked fails the test
 * with the app's own words. */
static void
assert_no_error_dialog (void)
{
  AdwMessageDialog *dialog = tav_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);

  if (dialog != NULL)
    g_error ("the app says: %s — %s", adw_message_dialog_get_heading (dialog),
             adw_message_dialog_get_body (dialog));
}

/* New Event: the ruleset chosen by its name in the list, the event's name
 * and seed typed, and each parameter in @params (id, value, …) set in its
 * row; then Create. */
static TavEvent *
new_event (TavWindow          *window,
           const char         *ruleset_id,
           const char         *name,
           const char         *seed,
           const char * const *params)
{
  TavEventDialog *dialog;
  AdwComboRow *row;
  GListModel *names;
  const char *wanted = tav_ruleset_get_name (tav_ruleset_lookup (ruleset_id));
  guint position = G_MAXUINT;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL);
  dialog = tav_test_wait_for_toplevel (TAV_TYPE_EVENT_DIALOG);
  row = tav_test_child (dialog, TAV_TYPE_EVENT_DIALOG, "ruleset_row");
  names = adw_combo_row_get_model (row);
  for (guint i = 0; i < g_list_model_get_n_items (names); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (names), i), wanted))
      position = i;
  g_assert_cmpuint (position, !=, G_MAXUINT);
  adw_combo_row_set_selected (row, position);
  iterate ();

  gtk_editable_set_text (tav_test_child (dialog, TAV_TYPE_EVENT_DIALOG, "name_row"), name);
  gtk_editable_set_text (tav_test_child (dialog, TAV_TYPE_EVENT_DIALOG, "seed_row"), seed);
  for (guint i = 0; params && params[i]; i += 2)
    {
      GtkWidget *editor = tav_test_find_field (GTK_WIDGET (dialog), params[i]);

      g_assert_nonnull (editor);
      if (GTK_IS_DROP_DOWN (editor) || ADW_IS_COMBO_ROW (editor))
        tav_test_choose (editor, params[i + 1]);
      else if (GTK_IS_SWITCH (editor))
        gtk_switch_set_active (GTK_SWITCH (editor), g_str_equal (params[i + 1], "true"));
      else
        gtk_editable_set_text (GTK_EDITABLE (editor), params[i + 1]);
    }
  gtk_widget_activate_action (GTK_WIDGET (dialog), "event-dialog.accept", NULL);
  wait_until (has_event, window);
  tav_test_wait_for_no_toplevel (TAV_TYPE_EVENT_DIALOG);

  g_assert_cmpstr (tav_event_get_ruleset_id (tav_window_get_event (window)), ==, ruleset_id);
  g_assert_cmpstr (tav_event_get_name (tav_window_get_event (window)), ==, name);
  return tav_window_get_event (window);
}

/* ---- The Players page ---------------------------------------------------- */

static void
paste_players (TavPlayersPage *page,
               const char     *text)
{
  tav_test_paste_players (page, text);
  assert_no_error_dialog ();
}

/* One name typed in the add field, then Enter. */
static void
type_player (TavPlayersPage *page,
             const char     *name)
{
  GtkEditable *entry = tav_test_child (page, TAV_TYPE_PLAYERS_PAGE, "add_entry");

  gtk_editable_set_text (entry, name);
  g_signal_emit_by_name (entry, "activate");
  iterate ();
  g_assert_false (gtk_widget_get_visible (tav_test_child (page, TAV_TYPE_PLAYERS_PAGE, "add_error_label")));
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "");
}

static void
set_flag (gboolean *flag)
{
  *flag = TRUE;
}

static void
check_in_typed (TavCheckInBar *bar,
                const char    *name)
{
  tav_test_check_in_typed (bar, name);
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (tav_check_in_bar_get_entry (bar)), "error"));
}

/* Whether a label under @widget reads @text. */
static gboolean
find_label (GtkWidget  *widget,
            const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0)
    return TRUE;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    if (find_label (c, text))
      return TRUE;
  return FALSE;
}

/* ---- Rounds, results, finals -------------------------------------------- */

static TavRound *
draw_round (TavWindow     *window,
            TavRoundsPage *page)
{
  TavStage *stage;

  show_page (window, "rounds");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "rounds.draw", NULL));
  iterate ();
  assert_no_error_dialog ();
  stage = tav_event_get_current_stage (tav_window_get_event (window));
  g_assert_true (tav_rounds_page_get_round (page) == tav_stage_get_last_round (stage));
  return tav_stage_get_last_round (stage);
}

static gpointer
open_result (GtkWidget  *page,
             const char *action,
             guint       number)
{
  TavResultDialog *dialog;

  g_assert_null (tav_test_find_toplevel (TAV_TYPE_RESULT_DIALOG));
  g_assert_true (gtk_widget_activate_action (page, action, "u", number));
  dialog = tav_test_wait_for_toplevel (TAV_TYPE_RESULT_DIALOG);
  return tav_result_dialog_get_form (dialog);
}

/* Save, as the dialog's button: the form must close, the result taken. */
static void
save_result (gpointer form)
{
  GtkWidget *dialog = gtk_widget_get_ancestor (form, TAV_TYPE_RESULT_DIALOG);

  g_assert_true (gtk_widget_activate_action (dialog, "result.save", NULL));
  iterate ();
  if (tav_test_find_toplevel (TAV_TYPE_RESULT_DIALOG) == (gpointer) dialog)
    g_error ("the result was refused: %s",
             TAV_IS_RESULT_FORM (form) ? tav_result_form_get_message (form)
                                       : tav_match_form_get_message (form));
  tav_test_wait_for_no_toplevel (TAV_TYPE_RESULT_DIALOG);
}

/* A finals match: the winner's name ticked, the other fields set (@field,
 * @value: the duel's kind in BANG!), Save. */
static void
record_match (TavFinalsPage *page,
              guint          match,
              guint          winner_seat,
              const char    *field,
              const char    *value)
{
  TavMatchForm *form = open_result (GTK_WIDGET (page), "finals.record", match);

  g_assert_true (TAV_IS_MATCH_FORM (form));
  tav_match_form_set_winner (form, winner_seat);
  if (field != NULL)
    {
      GtkWidget *editor = tav_test_find_field (GTK_WIDGET (form), field);

      g_assert_nonnull (editor);
      tav_test_choose (editor, value);
    }
  save_result (form);
}

static TavStage *
build_finals (TavWindow     *window,
              TavFinalsPage *page)
{
  show_page (window, "finals");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "finals.build", NULL));
  tav_test_respond ("Build the Finals?", "build");
  assert_no_error_dialog ();
  g_assert_nonnull (tav_finals_page_get_stage (page));
  return tav_finals_page_get_stage (page);
}

static char *
export_csv (TavWindow  *window,
            const char *kind,
            const char *name,
            gboolean    bom)
{
  char *contents = tav_test_export_csv (window, kind, tmp_dir, name, bom);

  assert_no_error_dialog ();
  return contents;
}

/* ---- Reading the CSV back ----------------------------------------------- */

typedef struct
{
  GPtrArray *header;   /* of char* */
  GPtrArray *rows;     /* of GPtrArray of char* */
} Csv;

static void
csv_free (Csv *csv)
{
  g_ptr_array_unref (csv->header);
  g_ptr_array_unref (csv->rows);
  g_free (csv);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Csv, csv_free)

/* RFC 4180: a cell in quotes may hold commas, line breaks and "" for a
 * quote. */
static GPtrArray *
csv_read_line (const char **text)
{
  GPtrArray *cells = g_ptr_array_new_with_free_func (g_free);
  GString *cell = g_string_new (NULL);
  const char *p = *text;
  gboolean quoted = FALSE;

  for (; *p; p++)
    {
      if (quoted)
        {
          if (*p == '"' && p[1] == '"')
            g_string_append_c (cell, *p++);
          else if (*p == '"')
            quoted = FALSE;
          else
            g_string_append_c (cell, *p);
        }
      else if (*p == '"')
        quoted = TRUE;
      else if (*p == ',')
        g_ptr_array_add (cells, g_string_free (g_steal_pointer (&cell), FALSE)), cell = g_string_new (NULL);
      else if (*p == '\n' || *p == '\r')
        break;
      else
        g_string_append_c (cell, *p);
    }
  g_ptr_array_add (cells, g_string_free (cell, FALSE));
  while (*p == '\r' || *p == '\n')
    p++;
  *text = p;
  return cells;
}

static Csv *
csv_parse (const char *text)
{
  Csv *csv = g_new0 (Csv, 1);

  if (g_str_has_prefix (text, "\xEF\xBB\xBF"))
    text += 3;
  csv->header = csv_read_line (&text);
  csv->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  while (*text)
    {
      GPtrArray *row = csv_read_line (&text);

      g_assert_cmpuint (row->len, ==, csv->header->len);
      g_ptr_array_add (csv->rows, row);
    }
  return csv;
}

static const char *
csv_get (Csv        *csv,
         guint       row,
         const char *column)
{
  for (guint c = 0; c < csv->header->len; c++)
    if (g_str_equal (csv->header->pdata[c], column))
      return ((GPtrArray *) csv->rows->pdata[row])->pdata[c];
  g_error ("the CSV has no column “%s”", column);
}

static guint
csv_find (Csv        *csv,
          const char *id)
{
  for (guint r = 0; r < csv->rows->len; r++)
    if (g_str_equal (csv_get (csv, r, "id"), id))
      return r;
  g_error ("the CSV has no row for %s", id);
}

static double
csv_number (Csv        *csv,
            guint       row,
            const char *column)
{
  const char *text = csv_get (csv, row, column);
  char *end = NULL;
  double value = g_ascii_strtod (text, &end);

  g_assert_true (end != text && *end == '\0');
  return value;
}

/* The last tie-breaker of both rulesets: the seeded lot, as drawn by the
 * core and exported. */
static int
by_lot (Csv        *csv,
        const char *a,
        const char *b)
{
  return csv_number (csv, csv_find (csv, a), "lot") < csv_number (csv, csv_find (csv, b), "lot") ? -1 : 1;
}

/* ======================================================================== */
/* Star Wars: Destiny, 40 players                                           */
/* ======================================================================== */

/* 40 registered, then three late entries. Cyrillic and long names too. */
static const char * const destiny_names[] = {
  "Anna Rossi", "Bruno Bianchi", "Carla Verdi", "Dario Neri", "Elisa Gallo",
  "Fabio Conti", "Giulia Costa", "Hugo Marino", "Irene Greco", "Luca Bruno",
  "Marta Ricci", "Nicola Lombardi", "Olga Moretti", "Paolo Barbieri", "Rita Fontana",
  "Sergio Santoro", "Teresa Mariani", "Ugo Rinaldi", "Vera Caruso", "Walter Ferrara",
  "Александра Константинова-Щербакова", "Дмитрий Соколов", "Екатерина Смирнова", "Иван Кузнецов",
  "Мария Попова", "Никита Васильев", "Ольга Новикова", "Пётр Морозов",
  "Цветелина Стоянова", "Георги Димитров", "Десислава Иванова", "Христо Петров",
  "Йордан Николов", "Радостина Тодорова", "Светослав Ангелов", "Zoe Villa",
  "Alberto Gatti", "Beatrice Sala", "Cesare Monti", "Daria Leone",
  /* Late entries. */
  "Emilio Serra", "Франческа Белова", "Guido Longo",
};

#define DESTINY_REGISTERED 40
#define DESTINY_ALL        43
#define DESTINY_ROUNDS     5

/* The organiser's day: who is missing at the round 1 check-in, who drops
 * after round 2 and comes back for round 4, who comes late. */
enum {
  ABSENT_A = 5,            /* Fabio Conti */
  ABSENT_B = 22,           /* Екатерина Смирнова */
  DROPPED = 10,            /* Marta Ricci: leaves after round 2, back for round 4 */
  LATE_1 = 40,             /* before round 3 */
  LATE_2 = 41,             /* before round 3 */
  LATE_3 = 42,             /* before round 4 */
};

typedef struct
{
  const char *id;
  guint       wins;
  guint       losses;      /* games lost and rounds missed */
  guint       missed;
  GArray     *opponents;   /* indices, byes are none */
} Entrant;

typedef struct
{
  TavEvent *event;
  Entrant   entrants[DESTINY_ALL];
  guint     n_registered;
} Ledger;

/* Who is better, as the test decides: a fixed order unrelated to the
 * registration (17 is prime to 43). */
static guint
strength (guint index)
{
  return (index * 17 + 5) % DESTINY_ALL;
}

static guint
entrant_index (Ledger     *ledger,
               const char *id)
{
  for (guint i = 0; i < ledger->n_registered; i++)
    if (g_str_equal (ledger->entrants[i].id, id))
      return i;
  g_error ("%s is nobody the test registered", id);
}

/* Whether @index should sit round @round, from the day's plan alone. */
static gboolean
expected_seated (guint index,
                 guint round)
{
  if (round == 1 && (index == ABSENT_A || index == ABSENT_B))
    return FALSE;
  if (round == 3 && index == DROPPED)
    return FALSE;
  if (index == LATE_1 || index == LATE_2)
    return round >= 3;
  if (index == LATE_3)
    return round >= 4;
  return TRUE;
}

static double
win_ratio (Entrant *e)
{
  return (double) e->wins / (e->wins + e->losses);
}

/* SoS as the rule file says: each opponent's win ratio (TP / rounds
 * played, a missed round played and lost), averaged over the opponents
 * played; in percent. */
static double
ledger_sos (Ledger *ledger,
            guint   i)
{
  GArray *opp = ledger->entrants[i].opponents;
  double sum = 0;

  for (guint k = 0; k < opp->len; k++)
    sum += win_ratio (&ledger->entrants[g_array_index (opp, guint, k)]);
  return opp->len ? 100 * sum / opp->len : 0;
}

static double
ledger_esos (Ledger *ledger,
             guint   i)
{
  GArray *opp = ledger->entrants[i].opponents;
  double sum = 0;

  for (guint k = 0; k < opp->len; k++)
    sum += ledger_sos (ledger, g_array_index (opp, guint, k));
  return opp->len ? sum / opp->len : 0;
}

/* Enters every table of @round through its form: the stronger player
 * wins; a bye is already recorded by the draw. Checks who sits and that
 * nobody meets an opponent twice. */
static void
play_destiny_round (Ledger        *ledger,
                    TavRoundsPage *page,
                    TavRound      *round)
{
  guint number = tav_round_get_number (round);
  gboolean seated[DESTINY_ALL] = { FALSE, };
  guint n_byes = 0;

  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      guint a = entrant_index (ledger, tav_table_get_seat (table, 0));
      TavResultForm *form;
      GtkWidget *winner;
      guint b, won, lost;

      seated[a] = TRUE;
      if (tav_table_get_n_seats (table) == 1)
        {
          /* The bye: a win, recorded at the draw; no opponent. */
          g_assert_true (tav_table_has_result (table));
          ledger->entrants[a].wins++;
          n_byes++;
          continue;
        }
      b = entrant_index (ledger, tav_table_get_seat (table, 1));
      seated[b] = TRUE;
      for (guint k = 0; k < ledger->entrants[a].opponents->len; k++)
        g_assert_cmpuint (g_array_index (ledger->entrants[a].opponents, guint, k), !=, b);
      g_array_append_val (ledger->entrants[a].opponents, b);
      g_array_append_val (ledger->entrants[b].opponents, a);

      won = strength (a) > strength (b) ? a : b;
      lost = won == a ? b : a;
      ledger->entrants[won].wins++;
      ledger->entrants[lost].losses++;

      /* The form: nothing chosen until the judge chooses. */
      g_assert_false (tav_table_has_result (table));
      form = open_result (GTK_WIDGET (page), "rounds.edit-result", tav_table_get_number (table));
      winner = tav_result_form_get_editor (form, -1, "winner");
      g_assert_nonnull (winner);
      g_assert_null (tav_result_form_get_editor (form, -1, "bye"));
      tav_test_choose (winner, ledger->entrants[won].id);
      save_result (form);
      g_assert_cmpstr (tav_result_get_string (tav_table_get_result (table), "winner"), ==,
                       ledger->entrants[won].id);
    }

  g_assert_cmpuint (n_byes, <=, 1);
  /* A late entry is charged the rounds before he came, as a dropped
   * player the rounds he missed: a loss each. */
  for (guint i = 0; i < DESTINY_ALL; i++)
    {
      if (seated[i] != expected_seated (i, number))
        g_error ("round %u: %s is %s", number, destiny_names[i],
                 seated[i] ? "seated, but should not be" : "not seated");
      if (!seated[i])
        {
          ledger->entrants[i].losses++;
          ledger->entrants[i].missed++;
        }
    }
  g_assert_true (tav_round_is_complete (round));
}

/* The order of the Swiss standings, by the rule file: TP, SoS, eSoS, then
 * the seeded lot (read from the CSV, as the core draws it). */
typedef struct
{
  Ledger *ledger;
  Csv    *csv;
} SwissOrder;

static int
compare_swiss (gconstpointer a,
               gconstpointer b,
               gpointer      data)
{
  SwissOrder *order = data;
  guint i = *(const guint *) a, j = *(const guint *) b;
  Entrant *ei = &order->ledger->entrants[i], *ej = &order->ledger->entrants[j];
  double d;

  if (ei->wins != ej->wins)
    return ei->wins > ej->wins ? -1 : 1;
  if (fabs (d = ledger_sos (order->ledger, i) - ledger_sos (order->ledger, j)) > 1e-9)
    return d > 0 ? -1 : 1;
  if (fabs (d = ledger_esos (order->ledger, i) - ledger_esos (order->ledger, j)) > 1e-9)
    return d > 0 ? -1 : 1;
  return by_lot (order->csv, ei->id, ej->id);
}

static void
test_day_destiny (void)
{
  TavWindow *window = tav_test_window_new ();
  TavPlayersPage *players = tav_test_child (window, TAV_TYPE_WINDOW, "players_page");
  TavRoundsPage *rounds = tav_test_child (window, TAV_TYPE_WINDOW, "rounds_page");
  TavFinalsPage *finals_page = tav_test_child (window, TAV_TYPE_WINDOW, "finals_page");
  TavCheckInBar *bar = TAV_CHECK_IN_BAR (tav_players_page_get_check_in_bar (players));
  const char *params[] = { "structure", "basic", "level", "competitive", "swiss_minutes", "40", NULL };
  g_autoptr(GString) pasted = g_string_new ("name;club\n");
  g_autofree char *csv_text = NULL;
  g_autoptr(Csv) csv = NULL;
  Ledger ledger = { NULL, };
  TavEvent *event;
  TavStage *playoffs;
  TavRound *round;
  guint seeds[4];
  guint order[DESTINY_ALL];

  for (guint i = 0; i < DESTINY_ALL; i++)
    ledger.entrants[i].opponents = g_array_new (FALSE, FALSE, sizeof (guint));

  /* New Event: Destiny, the Basic structure, 40-minute Swiss rounds. */
  event = new_event (window, "destiny", "Destiny Open", "2024", params);
  g_assert_cmpstr (tav_event_get_param_string (event, "structure"), ==, "basic");
  g_assert_cmpint (tav_event_get_param_int (event, "swiss_minutes"), ==, 40);
  g_assert_cmpuint (tav_event_get_seed (event), ==, 2024);

  /* 36 players pasted from a spreadsheet with their clubs, 4 typed. */
  show_page (window, "players");
  for (guint i = 0; i < 36; i++)
    g_string_append_printf (pasted, "%s;%s\n", destiny_names[i],
                            i % 4 == 0 ? "Bologna" : i % 4 == 1 ? "София" : "");
  paste_players (players, pasted->str);
  for (guint i = 36; i < DESTINY_REGISTERED; i++)
    type_player (players, destiny_names[i]);
  event = tav_window_get_event (window);
  g_assert_cmpuint (tav_event_get_n_players (event), ==, DESTINY_REGISTERED);
  for (guint i = 0; i < DESTINY_REGISTERED; i++)
    {
      TavPlayer *player = tav_event_get_player (event, i);

      g_assert_cmpstr (tav_player_get_name (player), ==, destiny_names[i]);
      ledger.entrants[i].id = tav_player_get_id (player);
    }
  g_assert_cmpstr (tav_player_get_club (tav_event_get_player (event, 1)), ==, "София");
  ledger.n_registered = DESTINY_REGISTERED;

  /* Check-in: 38 arrive, typed as the organiser hears them; two do not.
   * Each one is said in the toast on screen: a new toast only once the
   * last one is gone (38 queued toasts would still be showing long after
   * the draw). */
  for (guint i = 0; i < DESTINY_REGISTERED; i++)
    if (i != ABSENT_A && i != ABSENT_B)
      {
        AdwToast *before = tav_ui_get_toast (GTK_WIDGET (window));
        gboolean dismissed = FALSE;
        g_autofree char *said = g_strdup_printf ("%s is checked in", destiny_names[i]);

        if (before != NULL)
          {
            g_object_ref (before);
            g_signal_connect_swapped (before, "dismissed", G_CALLBACK (set_flag), &dismissed);
          }
        check_in_typed (bar, destiny_names[i]);
        g_assert_cmpstr (adw_toast_get_title (tav_ui_get_toast (GTK_WIDGET (window))), ==, said);
        if (before != NULL)
          {
            g_assert_true (tav_ui_get_toast (GTK_WIDGET (window)) == before || dismissed);
            g_signal_handlers_disconnect_by_data (before, &dismissed);
            g_object_unref (before);
          }
      }
  {
    g_autofree char *expected = g_strdup_printf ("Check-in: 38 of 40 present; not checked in, sitting the next round out: %s, %s",
                                                 destiny_names[ABSENT_A], destiny_names[ABSENT_B]);

    g_assert_cmpstr (gtk_label_get_label (tav_check_in_bar_get_label (bar)), ==, expected);
  }
  tav_test_screenshot (GTK_WIDGET (window), "day-destiny-check-in.png");

  /* Round 1: 38 seated, 19 games. */
  round = draw_round (window, rounds);
  g_assert_cmpuint (tav_round_get_n_tables (round), ==, 19);
  play_destiny_round (&ledger, rounds, round);

  /* The two latecomers of the morning: the check-in goes on, and the
   * Rounds page says the next draw would leave them out, until they
   * arrive and are checked in. */
  {
    g_autofree char *expected = g_strdup_printf ("2 players absent at check-in will not be seated: %s, %s. "
                                                 "Check them in or withdraw them; the rules count each round missed "
                                                 "as a loss, as for a dropped player who re-enters",
                                                 destiny_names[ABSENT_A], destiny_names[ABSENT_B]);
    GtkLabel *note = GTK_LABEL (gtk_widget_get_template_child (GTK_WIDGET (rounds), TAV_TYPE_ROUNDS_PAGE,
                                                               "draw_note_label"));

    g_assert_cmpstr (gtk_label_get_label (note), ==, expected);
    show_page (window, "players");
    check_in_typed (bar, destiny_names[ABSENT_A]);
    check_in_typed (bar, destiny_names[ABSENT_B]);
    g_assert_false (gtk_widget_get_visible (GTK_WIDGET (note)));
  }

  /* Round 2: the two latecomers of the morning play. */
  round = draw_round (window, rounds);
  g_assert_cmpuint (tav_round_get_n_tables (round), ==, 20);
  play_destiny_round (&ledger, rounds, round);

  /* A drop after round 2; two late entries for round 3. */
  show_page (window, "players");
  tav_test_player_prompt (players, "players.withdraw", ledger.entrants[DROPPED].id,
                 "Withdraw Marta Ricci?", "Family emergency");
  event = tav_window_get_event (window);
  g_assert_cmpint (tav_player_get_status (tav_event_find_player (event, ledger.entrants[DROPPED].id)),
                   ==, TAV_PLAYER_WITHDRAWN);
  /* The reason typed is kept, as the command line keeps it. */
  g_assert_cmpstr (tav_player_get_note (tav_event_find_player (event, ledger.entrants[DROPPED].id)),
                   ==, "Family emergency");
  g_assert_true (gtk_widget_get_sensitive (tav_test_child (players, TAV_TYPE_PLAYERS_PAGE, "add_box")));
  for (guint i = LATE_1; i <= LATE_2; i++)
    {
      type_player (players, destiny_names[i]);
      event = tav_window_get_event (window);
      ledger.entrants[i].id = tav_player_get_id (tav_event_get_player (event, i));
      g_assert_cmpstr (tav_player_get_name (tav_event_get_player (event, i)), ==, destiny_names[i]);
    }
  ledger.n_registered = LATE_2 + 1;

  /* Round 3: 39 of the 40 and the 2 late: 20 games and a bye. */
  round = draw_round (window, rounds);
  g_assert_cmpuint (tav_round_get_n_tables (round), ==, 21);
  play_destiny_round (&ledger, rounds, round);

  /* She comes back for round 4 (a loss for round 3); one more late entry. */
  show_page (window, "players");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (players), "players.reinstate", "s",
                                             ledger.entrants[DROPPED].id));
  iterate ();
  assert_no_error_dialog ();
  g_assert_cmpstr (tav_ui_get_last_toast (GTK_WIDGET (window)), ==, "Marta Ricci is back in the event");
  type_player (players, destiny_names[LATE_3]);
  event = tav_window_get_event (window);
  ledger.entrants[LATE_3].id = tav_player_get_id (tav_event_get_player (event, LATE_3));
  ledger.n_registered = DESTINY_ALL;
  tav_test_screenshot (GTK_WIDGET (window), "day-destiny-players.png");

  /* Rounds 4 and 5: 43 players, 21 games and a bye. */
  for (guint r = 4; r <= DESTINY_ROUNDS; r++)
    {
      round = draw_round (window, rounds);
      g_assert_cmpuint (tav_round_get_number (round), ==, r);
      g_assert_cmpuint (tav_round_get_n_tables (round), ==, 22);
      if (r == 4)
        tav_test_screenshot (GTK_WIDGET (window), "day-destiny-round-4.png");
      play_destiny_round (&ledger, rounds, round);
    }
  g_assert_true (tav_stage_is_complete (tav_event_find_stage (tav_window_get_event (window), "swiss")));
  /* The Swiss is over: no sixth round. */
  show_page (window, "rounds");
  g_assert_false (gtk_widget_get_visible (tav_test_child (rounds, TAV_TYPE_ROUNDS_PAGE, "draw_button")));

  /* The top cut: 25–40 players at round 1 (38) play 5 rounds and a top 4. */
  playoffs = build_finals (window, finals_page);
  g_assert_cmpint (tav_stage_get_kind (playoffs), ==, TAV_STAGE_BRACKET);
  {
    g_autofree char *before = export_csv (window, "standings", "destiny-swiss.csv", FALSE);
    g_autoptr(Csv) swiss_csv = csv_parse (before);
    SwissOrder by = { &ledger, swiss_csv };

    for (guint i = 0; i < DESTINY_ALL; i++)
      order[i] = i;
    g_qsort_with_data (order, DESTINY_ALL, sizeof (guint), compare_swiss, &by);
  }
  for (guint k = 0; k < 4; k++)
    seeds[k] = order[k];
  {
    TavTable *m1 = tav_stage_find_match (playoffs, 1, NULL);
    TavTable *m2 = tav_stage_find_match (playoffs, 2, NULL);

    /* 1st v 4th, 2nd v 3rd. */
    g_assert_cmpstr (tav_table_get_seat (m1, 0), ==, ledger.entrants[seeds[0]].id);
    g_assert_cmpstr (tav_table_get_seat (m1, 1), ==, ledger.entrants[seeds[3]].id);
    g_assert_cmpstr (tav_table_get_seat (m2, 0), ==, ledger.entrants[seeds[1]].id);
    g_assert_cmpstr (tav_table_get_seat (m2, 1), ==, ledger.entrants[seeds[2]].id);
  }

  /* The playoffs, through the Finals page: the 4th seed beats the 1st,
   * the 2nd the 3rd, and the 4th takes the final. */
  record_match (finals_page, 1, 1, NULL, NULL);
  record_match (finals_page, 2, 0, NULL, NULL);
  playoffs = tav_finals_page_get_stage (finals_page);
  {
    TavTable *final = tav_stage_find_match (playoffs, 3, NULL);

    g_assert_nonnull (final);
    record_match (finals_page, 3, tav_table_find_seat (final, ledger.entrants[seeds[3]].id), NULL, NULL);
  }
  g_assert_true (tav_stage_is_complete (tav_finals_page_get_stage (finals_page)));
  tav_test_screenshot (GTK_WIDGET (window), "day-destiny-finals.png");
  show_page (window, "standings");
  tav_test_screenshot (GTK_WIDGET (window), "day-destiny-standings.png");

  /* The final standings, exported with a byte order mark, read back. */
  csv_text = export_csv (window, "standings", "destiny-final.csv", TRUE);
  csv = csv_parse (csv_text);
  g_assert_cmpuint (csv->rows->len, ==, DESTINY_ALL);

  /* The podium follows the playoffs; the semi-final losers share 3rd. */
  g_assert_cmpstr (csv_get (csv, 0, "id"), ==, ledger.entrants[seeds[3]].id);
  g_assert_cmpstr (csv_get (csv, 0, "rank"), ==, "1");
  g_assert_cmpstr (csv_get (csv, 1, "id"), ==, ledger.entrants[seeds[1]].id);
  g_assert_cmpstr (csv_get (csv, 1, "rank"), ==, "2");
  g_assert_cmpstr (csv_get (csv, 2, "id"), ==, ledger.entrants[seeds[0]].id);
  g_assert_cmpstr (csv_get (csv, 2, "rank"), ==, "3");
  g_assert_cmpstr (csv_get (csv, 3, "id"), ==, ledger.entrants[seeds[2]].id);
  g_assert_cmpstr (csv_get (csv, 3, "rank"), ==, "3");
  /* The rest in the Swiss order of the rule file. */
  for (guint k = 4; k < DESTINY_ALL; k++)
    {
      g_autofree char *rank = g_strdup_printf ("%u", k + 1);

      g_assert_cmpstr (csv_get (csv, k, "id"), ==, ledger.entrants[order[k]].id);
      g_assert_cmpstr (csv_get (csv, k, "rank"), ==, rank);
    }

  /* Every player's record, TP, SoS and eSoS, as computed here. */
  for (guint i = 0; i < DESTINY_ALL; i++)
    {
      Entrant *e = &ledger.entrants[i];
      guint row = csv_find (csv, e->id);
      g_autofree char *record = g_strdup_printf ("%u-%u", e->wins, e->losses);

      g_assert_cmpstr (csv_get (csv, row, "name"), ==, destiny_names[i]);
      g_assert_cmpstr (csv_get (csv, row, "record"), ==, record);
      g_assert_cmpfloat (csv_number (csv, row, "score"), ==, e->wins);
      g_assert_cmpfloat_with_epsilon (csv_number (csv, row, "sos"), ledger_sos (&ledger, i), 1e-9);
      g_assert_cmpfloat_with_epsilon (csv_number (csv, row, "esos"), ledger_esos (&ledger, i), 1e-9);
      g_assert_cmpstr (csv_get (csv, row, "status"), ==, "active");
      /* Everybody stands at five rounds, the missed ones lost. */
      g_assert_cmpuint (e->wins + e->losses, ==, DESTINY_ROUNDS);
    }

  /* The late entrants carry a loss for each round before they came, and
   * say so; so do the two who missed the first check-in; she who left
   * and came back is a returning player. */
  {
    const struct { guint who; const char *note; } notes[] = {
      { LATE_1, "late entry: 2 missed rounds lost" },
      { LATE_2, "late entry: 2 missed rounds lost" },
      { LATE_3, "late entry: 3 missed rounds lost" },
      { ABSENT_A, "late entry: 1 missed round lost" },
      { ABSENT_B, "late entry: 1 missed round lost" },
      { DROPPED, "returned: 1 missed round lost" },
      { 0, "" },
    };

    for (guint k = 0; k < G_N_ELEMENTS (notes); k++)
      g_assert_cmpstr (csv_get (csv, csv_find (csv, ledger.entrants[notes[k].who].id), "note"), ==,
                       notes[k].note);
    g_assert_cmpuint (ledger.entrants[LATE_3].missed, ==, 3);
    g_assert_cmpuint (ledger.entrants[LATE_3].wins, <=, 2);
  }

  for (guint i = 0; i < DESTINY_ALL; i++)
    g_array_unref (ledger.entrants[i].opponents);
  gtk_window_close (GTK_WINDOW (window));
  tav_test_respond ("Save Changes?", "discard");
  tav_test_wait_for_finalize (window);
}

/* ======================================================================== */
/* BANG! Italian Championship 2011, 27 players                              */
/* ======================================================================== */

static const char * const bang_names[] = {
  "Adriano Celli", "Bianca Orsi", "Corrado Pace", "Delia Ferri", "Enzo Marchi",
  "Flavia Testa", "Gino Rota", "Ilaria Sanna", "Lorenzo Bassi", "Mirella Grassi",
  "Nando Pellegrini", "Ornella Fiore", "Piero Valli", "Renata Coppola", "Silvio Parisi",
  "Tina Cattaneo", "Umberto Negri", "Валентина Кузьмина-Оболенская", "Григорий Лебедев",
  "Анастасия Волкова", "Станислав Богданов", "Зорница Каменова", "Благовест Стефанов",
  "Мариела Георгиева", "Vittorio Mele", "Wanda Piras", "Zeno Farina",
};

#define BANG_PLAYERS 27
#define BANG_ROUNDS  5

/* The role cards of a table of @n (rule file: 5 S D O O R, 6 S D O O O R,
 * 7 S D D O O O R); the Sheriff sits in seat 1, the others are dealt in
 * an order that changes with the table. */
static const char *
bang_role (guint n,
           guint round,
           guint table,
           guint seat)
{
  static const char *others5[] = { "deputy", "outlaw", "outlaw", "renegade" };
  static const char *others6[] = { "deputy", "outlaw", "outlaw", "outlaw", "renegade" };
  static const char *others7[] = { "deputy", "deputy", "outlaw", "outlaw", "outlaw", "renegade" };
  const char **others = n == 5 ? others5 : n == 6 ? others6 : others7;

  if (seat == 0)
    return "sheriff";
  return others[(seat - 1 + round + 2 * table) % (n - 1)];
}

typedef enum { LAW_LAST, OUTLAWS, RENEGADE, LAW } Outcome;

/* What happened at a table, as the judge reads it from the Record Sheet. */
static Outcome
bang_outcome (guint round,
              guint table)
{
  return (round + table) % 4;
}

static gboolean
bang_alive (guint       round,
            guint       table,
            const char *role,
            guint       nth)     /* the how-manieth of its role at the table */
{
  switch (bang_outcome (round, table))
    {
    case LAW_LAST:
    case LAW:
      if (g_str_equal (role, "sheriff"))
        return TRUE;
      if (g_str_equal (role, "deputy"))
        return nth > 0 || (round + table) % 2 == 0;
      return FALSE;
    case OUTLAWS:
      if (g_str_equal (role, "outlaw"))
        return (nth + round) % 2 == 0;
      if (g_str_equal (role, "renegade"))
        return table % 2 == 0;
      return FALSE;
    case RENEGADE:
    default:
      return g_str_equal (role, "renegade");
    }
}

static int
bang_spent (guint round,
            guint table,
            guint seat)
{
  return 100 * (int) ((seat + round + table) % 3);
}

/* The winnings of the rule file's table, by table size 5 / 6 / 7. */
static int
bang_winnings (guint       n,
               Outcome     outcome,
               const char *role,
               gboolean    alive)
{
  guint k = n - 5;

  switch (outcome)
    {
    case LAW_LAST:
    case LAW:
      if (g_str_equal (role, "sheriff"))
        return (int[]) { 1000, 1500, 1200 }[k];
      if (g_str_equal (role, "deputy"))
        return alive ? (int[]) { 900, 1400, 1100 }[k] : (int[]) { 800, 1300, 1000 }[k];
      if (g_str_equal (role, "renegade") && outcome == LAW_LAST)
        return (int[]) { 600, 900, 1100 }[k];
      return 0;
    case OUTLAWS:
      if (g_str_equal (role, "outlaw"))
        return alive ? (int[]) { 2200, 1600, 1200 }[k] : (int[]) { 1800, 1200, 800 }[k];
      if (g_str_equal (role, "renegade"))
        return alive ? (int[]) { 500, 600, 700 }[k] : 0;
      if (g_str_equal (role, "deputy"))
        return (int[]) { 100, 500, 300 }[k];
      return 0;
    case RENEGADE:
    default:
      if (g_str_equal (role, "renegade"))
        return (int[]) { 4000, 5000, 6000 }[k];
      if (g_str_equal (role, "sheriff"))
        return (int[]) { 500, 600, 700 }[k];
      return 0;
    }
}

typedef struct
{
  const char *id;
  int         score;       /* 2000 + winnings − spending */
  int         buchholz;
  guint       games;
  gboolean    sheriff;     /* has been Sheriff */
} Gunslinger;

static guint
gunslinger_index (Gunslinger *g,
                  const char *id)
{
  for (guint i = 0; i < BANG_PLAYERS; i++)
    if (g_str_equal (g[i].id, id))
      return i;
  g_error ("%s is nobody the test registered", id);
}

/* Every table of @round through its form: role, alive and $ per seat,
 * then the outcome; the winnings go to the ledger by the rule file. */
static void
play_bang_round (Gunslinger    *g,
                 TavRoundsPage *page,
                 TavRound      *round)
{
  guint r = tav_round_get_number (round);
  guint sizes[3] = { 0, };

  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      guint n = tav_table_get_n_seats (table);
      guint number = tav_table_get_number (table);
      Outcome outcome = bang_outcome (r, number);
      TavResultForm *form;
      guint counts[4] = { 0, };
      guint sheriff = gunslinger_index (g, tav_table_get_seat (table, 0));

      g_assert_cmpuint (n, >=, 5);
      g_assert_cmpuint (n, <=, 7);
      sizes[n - 5]++;
      /* Nobody is Sheriff twice. */
      g_assert_false (g[sheriff].sheriff);
      g[sheriff].sheriff = TRUE;

      form = open_result (GTK_WIDGET (page), "rounds.edit-result", number);
      for (guint s = 0; s < n; s++)
        {
          const char *role = bang_role (n, r, number, s);
          guint kind = g_str_equal (role, "sheriff") ? 0 : g_str_equal (role, "deputy") ? 1 :
                       g_str_equal (role, "outlaw") ? 2 : 3;
          gboolean alive = bang_alive (r, number, role, counts[kind]++);
          guint i = gunslinger_index (g, tav_table_get_seat (table, s));
          g_autofree char *spent = g_strdup_printf ("%d", bang_spent (r, number, s));

          tav_test_choose (tav_result_form_get_editor (form, s, "role"), role);
          gtk_check_button_set_active (GTK_CHECK_BUTTON (tav_result_form_get_editor (form, s, "alive")), alive);
          gtk_editable_set_text (GTK_EDITABLE (tav_result_form_get_editor (form, s, "spent")), spent);
          /* The auction is paid from the balance before the round. */
          g_assert_cmpint (bang_spent (r, number, s), <=, g[i].score);
          g[i].score += bang_winnings (n, outcome, role, alive) - bang_spent (r, number, s);
          g[i].games++;
        }
      tav_test_choose (tav_result_form_get_editor (form, -1, "outcome"),
                       outcome == OUTLAWS ? "outlaws" : outcome == RENEGADE ? "renegade" : "law");
      gtk_switch_set_active (GTK_SWITCH (tav_result_form_get_editor (form, -1, "renegade_killed_last")),
                             outcome == LAW_LAST);
      save_result (form);
      g_assert_true (tav_table_has_result (table));
    }

  /* The chart: 27 players sit at 6 6 5 5 5. */
  g_assert_cmpuint (sizes[0], ==, 3);
  g_assert_cmpuint (sizes[1], ==, 2);
  g_assert_cmpuint (sizes[2], ==, 0);
}

/* Buchholz by the rule file: the final scores of every opponent met at a
 * table, an opponent met twice counted twice. */
static void
bang_buchholz (Gunslinger *g,
               TavStage   *stage)
{
  for (guint r = 1; r <= tav_stage_get_n_rounds (stage); r++)
    {
      TavRound *round = tav_stage_get_round (stage, r);

      for (guint t = 0; t < tav_round_get_n_tables (round); t++)
        {
          TavTable *table = tav_round_get_table (round, t);

          for (guint s = 0; s < tav_table_get_n_seats (table); s++)
            for (guint o = 0; o < tav_table_get_n_seats (table); o++)
              if (o != s)
                g[gunslinger_index (g, tav_table_get_seat (table, s))].buchholz +=
                  g[gunslinger_index (g, tav_table_get_seat (table, o))].score;
        }
    }
}

typedef struct
{
  Gunslinger *g;
  Csv        *csv;
} BangOrder;

static int
compare_bang (gconstpointer a,
              gconstpointer b,
              gpointer      data)
{
  BangOrder *order = data;
  Gunslinger *gi = &order->g[*(const guint *) a], *gj = &order->g[*(const guint *) b];

  if (gi->score != gj->score)
    return gi->score > gj->score ? -1 : 1;
  if (gi->buchholz != gj->buchholz)
    return gi->buchholz > gj->buchholz ? -1 : 1;
  return by_lot (order->csv, gi->id, gj->id);
}

static void
test_day_bang (void)
{
  TavWindow *window = tav_test_window_new ();
  TavPlayersPage *players = tav_test_child (window, TAV_TYPE_WINDOW, "players_page");
  TavRoundsPage *rounds = tav_test_child (window, TAV_TYPE_WINDOW, "rounds_page");
  TavStandingsPage *standings_page = tav_test_child (window, TAV_TYPE_WINDOW, "standings_page");
  TavFinalsPage *finals_page = tav_test_child (window, TAV_TYPE_WINDOW, "finals_page");
  g_autoptr(GString) pasted = g_string_new (NULL);
  g_autofree char *csv_text = NULL;
  g_autoptr(Csv) csv = NULL;
  Gunslinger g[BANG_PLAYERS] = { { NULL, }, };
  TavPublicDisplay *display;
  TavEvent *event;
  TavStage *finals;
  guint order[BANG_PLAYERS];
  guint top[4];

  /* New Event: BANG! 2011, the rounds as the rules say (0). */
  event = new_event (window, "bang-2011", "Torneo di Primavera", "2011",
                     (const char *[]) { "rounds", "0", NULL });

  /* The list pasted, one name a line, and nothing else to type. */
  show_page (window, "players");
  for (guint i = 0; i < BANG_PLAYERS; i++)
    g_string_append_printf (pasted, "%s\n", bang_names[i]);
  paste_players (players, pasted->str);
  event = tav_window_get_event (window);
  g_assert_cmpuint (tav_event_get_n_players (event), ==, BANG_PLAYERS);
  for (guint i = 0; i < BANG_PLAYERS; i++)
    {
      g[i].id = tav_player_get_id (tav_event_get_player (event, i));
      g[i].score = 2000;
      g_assert_cmpstr (tav_player_get_name (tav_event_get_player (event, i)), ==, bang_names[i]);
    }

  /* The projector shows the room what it may see. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.public-display", NULL);
  display = tav_test_wait_for_toplevel (TAV_TYPE_PUBLIC_DISPLAY);

  /* Five rounds from the chart, each through its forms. */
  for (guint r = 1; r <= BANG_ROUNDS; r++)
    {
      TavRound *round = draw_round (window, rounds);

      g_assert_cmpuint (tav_round_get_number (round), ==, r);
      g_assert_cmpuint (tav_round_get_n_tables (round), ==, 5);
      play_bang_round (g, rounds, round);

      /* The ranking stays secret: locked here, absent from the room. */
      show_page (window, "standings");
      g_assert_true (tav_standings_page_get_locked (standings_page));
      g_assert_false (tav_public_display_shows_standings (display));
    }
  show_page (window, "rounds");
  g_assert_false (gtk_widget_get_visible (tav_test_child (rounds, TAV_TYPE_ROUNDS_PAGE, "draw_button")));
  /* 25 tables, 25 different Sheriffs. */
  {
    guint sheriffs = 0;

    for (guint i = 0; i < BANG_PLAYERS; i++)
      sheriffs += g[i].sheriff;
    g_assert_cmpuint (sheriffs, ==, 25);
  }

  /* A player asks for his balance: his, and nobody else's. */
  show_page (window, "standings");
  {
    /* Grouped as the locale groups thousands (en_US: "3,900 $"). */
    g_autofree char *answer = g_strdup_printf ("%s: %'d $ after 5 games", bang_names[17], g[17].score);

    gtk_editable_set_text (tav_test_child (standings_page, TAV_TYPE_STANDINGS_PAGE, "balance_row"), "кузьмина");
    g_signal_emit_by_name (tav_test_child (standings_page, TAV_TYPE_STANDINGS_PAGE, "balance_row"), "apply");
    g_assert_cmpstr (gtk_label_get_label (tav_test_child (standings_page, TAV_TYPE_STANDINGS_PAGE, "balance_label")), ==, answer);
  }
  tav_test_screenshot (GTK_WIDGET (window), "day-bang-balance.png");

  /* The judge unlocks the ranking; the finals are built from it. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (standings_page), "standings.unlock", NULL));
  iterate ();
  g_assert_false (tav_standings_page_get_locked (standings_page));
  finals = build_finals (window, finals_page);
  g_assert_true (tav_event_get_published (tav_window_get_event (window)));
  g_assert_true (tav_public_display_shows_standings (display));
  /* The room sees matches now, not tables with seats. */
  {
    AdwViewStack *stack = tav_test_child (display, TAV_TYPE_PUBLIC_DISPLAY, "view_stack");
    GtkWidget *tables = tav_test_child (display, TAV_TYPE_PUBLIC_DISPLAY, "tables_box");
    GtkWidget *who = tav_test_child (display, TAV_TYPE_PUBLIC_DISPLAY, "players_box");

    g_assert_cmpstr (adw_view_stack_page_get_title (adw_view_stack_get_page (stack, tables)), ==, "Matches");
    g_assert_true (find_label (who, "Semi-final 1"));
    g_assert_false (find_label (who, "Semi-final 1, seat 1"));
  }

  /* The Elimination Round's ranking, as exported now, against the ledger. */
  bang_buchholz (g, tav_event_find_stage (tav_window_get_event (window), "elimination"));
  {
    g_autofree char *text = export_csv (window, "standings", "bang-elimination.csv", FALSE);
    g_autoptr(Csv) elimination = csv_parse (text);
    BangOrder by = { g, elimination };

    for (guint i = 0; i < BANG_PLAYERS; i++)
      order[i] = i;
    g_qsort_with_data (order, BANG_PLAYERS, sizeof (guint), compare_bang, &by);
  }
  for (guint k = 0; k < 4; k++)
    top[k] = order[k];
  {
    TavTable *m1 = tav_stage_find_match (finals, 1, NULL);
    TavTable *m2 = tav_stage_find_match (finals, 2, NULL);

    /* Semi-finals 1st v 4th and 2nd v 3rd. */
    g_assert_cmpstr (tav_table_get_seat (m1, 0), ==, g[top[0]].id);
    g_assert_cmpstr (tav_table_get_seat (m1, 1), ==, g[top[3]].id);
    g_assert_cmpstr (tav_table_get_seat (m2, 0), ==, g[top[1]].id);
    g_assert_cmpstr (tav_table_get_seat (m2, 1), ==, g[top[2]].id);
  }

  /* The duels, each with its kind: the 1st beats the 4th in a long duel,
   * the 3rd the 2nd in a short one, and the 3rd wins the final. */
  record_match (finals_page, 1, 0, "kind", "long");
  record_match (finals_page, 2, 1, "kind", "short");
  finals = tav_finals_page_get_stage (finals_page);
  {
    TavTable *final = tav_stage_find_match (finals, 3, NULL);

    g_assert_nonnull (final);
    record_match (finals_page, 3, tav_table_find_seat (final, g[top[2]].id), "kind", "long");
    g_assert_cmpstr (tav_result_get_string (tav_table_get_result (final), "kind"), ==, "long");
  }
  g_assert_cmpstr (tav_result_get_string (tav_table_get_result (tav_stage_find_match (finals, 2, NULL)), "kind"),
                   ==, "short");
  g_assert_true (tav_stage_is_complete (finals));
  tav_test_screenshot (GTK_WIDGET (window), "day-bang-finals.png");
  show_page (window, "standings");
  tav_test_screenshot (GTK_WIDGET (window), "day-bang-standings.png");
  tav_test_screenshot (GTK_WIDGET (display), "day-bang-display.png");

  /* The final standings CSV. */
  csv_text = export_csv (window, "standings", "bang-final.csv", TRUE);
  csv = csv_parse (csv_text);
  g_assert_cmpuint (csv->rows->len, ==, BANG_PLAYERS);

  /* The top four follow the duels; the semi-final losers share 3rd; the
   * special award for 5 rounds: 4000 / 2000 / 1000 / 1000 $. */
  {
    const guint podium[4] = { top[2], top[0], top[1], top[3] };
    const char *ranks[4] = { "1", "2", "3", "3" };
    const double awards[4] = { 4000, 2000, 1000, 1000 };

    for (guint k = 0; k < 4; k++)
      {
        g_assert_cmpstr (csv_get (csv, k, "id"), ==, g[podium[k]].id);
        g_assert_cmpstr (csv_get (csv, k, "rank"), ==, ranks[k]);
        g_assert_cmpfloat (csv_number (csv, k, "award"), ==, awards[k]);
      }
  }
  for (guint k = 4; k < BANG_PLAYERS; k++)
    {
      g_autofree char *rank = g_strdup_printf ("%u", k + 1);

      g_assert_cmpstr (csv_get (csv, k, "id"), ==, g[order[k]].id);
      g_assert_cmpstr (csv_get (csv, k, "rank"), ==, rank);
      g_assert_cmpfloat (csv_number (csv, k, "award"), ==, 0);
    }

  /* Every player's dollars, Buchholz and games, as computed here. */
  for (guint i = 0; i < BANG_PLAYERS; i++)
    {
      guint row = csv_find (csv, g[i].id);

      g_assert_cmpstr (csv_get (csv, row, "name"), ==, bang_names[i]);
      g_assert_cmpfloat (csv_number (csv, row, "score"), ==, g[i].score);
      g_assert_cmpfloat (csv_number (csv, row, "buchholz"), ==, g[i].buchholz);
      g_assert_cmpfloat (csv_number (csv, row, "games"), ==, BANG_ROUNDS);
    }

  tav_test_close_window (display);
  gtk_window_close (GTK_WINDOW (window));
  tav_test_respond ("Save Changes?", "discard");
  tav_test_wait_for_finalize (window);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  tmp_dir = tav_test_app_init (&argc, &argv, "day");

  g_test_add_func ("/day/destiny-40", test_day_destiny);
  g_test_add_func ("/day/bang-2011-27", test_day_bang);

  status = g_test_run ();
  tav_test_app_remove_folder (tmp_dir);
  return status;
}
