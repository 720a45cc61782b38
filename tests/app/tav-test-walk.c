/* tav-test-walk.c — a random walk through the window's own acts: its
 * journal, the invariant checked after every step, and the undo history
 * it is checked against
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include "tav-display.h"
#include "tav-document.h"
#include "tav-event-log.h"
#include "tav-field-editor.h"
#include "tav-match-form.h"
#include "tav-result-dialog.h"
#include "tav-result-form.h"
#include "tav-test-app.h"
#include "tav-test-walk.h"
#include "tav-test-wait.h"

/* The session keeps this many steps (tav-session.c). */
#define MAX_UNDO 200

/* ---- The journal ---------------------------------------------------------- */

/* Every act of the walk, one line each: printed when the test dies (an
 * assertion, a fatal critical), so that the sequence can be read and,
 * with its seed, replayed. Written by a signal handler, hence kept in a
 * plain string. */
static GString *journal;

static void
print_journal (int signum)
{
  static const char head[] = "\n# The walk's acts up to the failure:\n";

  if (journal != NULL && journal->len > 0)
    {
      /* Only write(2) is safe here; what is lost if it fails is the log. */
      if (write (STDERR_FILENO, head, sizeof head - 1) < 0 ||
          write (STDERR_FILENO, journal->str, journal->len) < 0)
        {
        }
    }
  signal (signum, SIG_DFL);
  raise (signum);
}

void
tav_walk_note (TavWalk    *walk,
               const char *format,
               ...)
{
  va_list args;

  va_start (args, format);
  g_string_append_c (journal, ' ');
  g_string_append_vprintf (journal, format, args);
  va_end (args);
}

guint
tav_walk_pick (TavWalk *walk,
               guint    n)
{
  g_assert_cmpuint (n, >, 0);
  return g_rand_int_range (walk->rand, 0, n);
}

gboolean
tav_walk_chance (TavWalk *walk,
                 double   probability)
{
  return g_rand_double (walk->rand) < probability;
}

/* One of @items, or NULL when there is none. */
gpointer
tav_walk_pick_from (TavWalk   *walk,
                    GPtrArray *items)
{
  return items->len > 0 ? items->pdata[tav_walk_pick (walk, items->len)] : NULL;
}

static gboolean
has_event (gpointer window)
{
  return tav_window_get_event (window) != NULL;
}

/* A walk on @event, saved at @path, with its own @seed; @replay says how
 * to walk it again (printed with the acts when it fails). */
TavWalk *
tav_walk_new (TavEvent   *event,
              const char *path,
              guint32     seed,
              const char *replay)
{
  TavWalk *walk = g_new0 (TavWalk, 1);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_assert_true (tav_document_save_file (event, path, FALSE, &error));
  g_assert_no_error (error);

  walk->rand = g_rand_new_with_seed (seed);
  tav_random_init (&walk->rng, seed);
  walk->path = g_strdup (path);
  walk->undo = g_ptr_array_new_with_free_func (g_free);
  walk->redo = g_ptr_array_new_with_free_func (g_free);
  walk->counts = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);

  /* Opened as the organiser opens a file. */
  walk->window = tav_test_window_new ();
  tav_window_open_file (walk->window, file);
  tav_test_wait_until (has_event, walk->window, "the event to open");
  walk->session = tav_window_get_session (walk->window);
  walk->players_page = tav_test_child (walk->window, TAV_TYPE_WINDOW, "players_page");
  walk->rounds_page = tav_test_child (walk->window, TAV_TYPE_WINDOW, "rounds_page");
  walk->finals_page = tav_test_child (walk->window, TAV_TYPE_WINDOW, "finals_page");
  walk->standings_page = tav_test_child (walk->window, TAV_TYPE_WINDOW, "standings_page");

  if (journal == NULL)
    {
      journal = g_string_new (NULL);
      signal (SIGABRT, print_journal);
      signal (SIGTRAP, print_journal);
    }
  g_string_printf (journal, "# %s\n", replay);
  return walk;
}

void
tav_walk_free (TavWalk *walk)
{
  gtk_window_destroy (GTK_WINDOW (walk->window));
  tav_test_wait_for_finalize (walk->window);
  g_rand_free (walk->rand);
  g_free (walk->path);
  g_free (walk->before);
  g_free (walk->checked);
  g_free (walk->refusal);
  g_ptr_array_unref (walk->undo);
  g_ptr_array_unref (walk->redo);
  g_hash_table_unref (walk->counts);
  g_free (walk);
}

void
tav_walk_show_page (TavWalk    *walk,
                    const char *name)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (walk->window), "win.show-page", "s", name));
  tav_test_run_pending ();
}

/* ---- Tallies ---------------------------------------------------------- */

enum { TRIED, ACCEPTED, REFUSED, N_TALLIES };

static void
count (TavWalk    *walk,
       const char *act,
       guint       tally)
{
  guint *counts = g_hash_table_lookup (walk->counts, act);

  if (counts == NULL)
    g_hash_table_insert (walk->counts, (gpointer) act, (counts = g_new0 (guint, N_TALLIES)));
  counts[tally]++;
}

/* What the walk did, act by act: how often it was tried, accepted and
 * refused (the rest changed nothing without a word: a choice cancelled, a
 * button that was not there). */
void
tav_walk_report (TavWalk    *walk,
                 const char *ruleset)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GList) acts = g_hash_table_get_keys (walk->counts);

  acts = g_list_sort (acts, (GCompareFunc) g_strcmp0);
  for (GList *l = acts; l != NULL; l = l->next)
    {
      guint *counts = g_hash_table_lookup (walk->counts, l->data);

      g_string_append_printf (text, " %s %u/%u/%u", (const char *) l->data,
                              counts[TRIED], counts[ACCEPTED], counts[REFUSED]);
    }
  /* TAVOLO_WALK_VERBOSE: the acts of a walk that passed, too. */
  if (g_getenv ("TAVOLO_WALK_VERBOSE") != NULL)
    g_printerr ("%s", journal->str);
  g_test_message ("%s: %u steps, tried/accepted/refused:%s", ruleset, walk->step, text->str);
}

/* ---- The invariant ---------------------------------------------------- */

/* Two texts of the event are the same; else the first line that differs
 * is named (a whole event would drown it). */
static void
assert_same (const char *what,
             const char *text,
             const char *expected)
{
  g_auto(GStrv) lines = NULL;
  g_auto(GStrv) expected_lines = NULL;
  guint i = 0;

  if (g_strcmp0 (text, expected) == 0)
    return;
  lines = g_strsplit (text ? text : "", "\n", -1);
  expected_lines = g_strsplit (expected ? expected : "", "\n", -1);
  while (lines[i] && expected_lines[i] && g_str_equal (lines[i], expected_lines[i]))
    i++;
  g_error ("%s: line %u is “%s”, expected “%s”", what, i + 1,
           lines[i] ? lines[i] : "(end)", expected_lines[i] ? expected_lines[i] : "(end)");
}

/* TEXT without its log: an undo brings an earlier event back, and the log
 * goes on (one entry more, the undo). The version goes with it: a file
 * with a log is written as version 3. */
static char *
without_log (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (json_parser_load_from_data (parser, text, -1, &error));
  g_assert_no_error (error);
  json_object_remove_member (json_node_get_object (json_parser_get_root (parser)), "log");
  json_object_remove_member (json_node_get_object (json_parser_get_root (parser)), "version");
  return json_to_string (json_parser_get_root (parser), TRUE);
}

static void
assert_same_event (const char *what,
                   const char *text,
                   const char *expected)
{
  g_autofree char *event = without_log (text);
  g_autofree char *expected_event = without_log (expected);

  assert_same (what, event, expected_event);
}

static guint
n_log_entries (TavWalk *walk)
{
  return g_list_model_get_n_items (tav_event_get_log (tav_window_get_event (walk->window)));
}

/* No dialog is left open between acts. */
static void
assert_no_dialog (void)
{
  AdwMessageDialog *dialog = tav_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);

  if (dialog != NULL)
    g_error ("a dialog is left open: %s — %s", adw_message_dialog_get_heading (dialog),
             adw_message_dialog_get_body (dialog));
  g_assert_null (tav_test_find_toplevel (TAV_TYPE_RESULT_DIALOG));
}

/* The event as the window holds it, written out as the session writes it. */
static char *
held_text (TavWalk *walk)
{
  tav_session_flush (walk->session);
  return tav_document_to_data (tav_window_get_event (walk->window), NULL);
}

AdwMessageDialog *
tav_walk_dialog (void)
{
  return tav_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
}

/* Nothing changed since the act began: the same text, the same history. */
static void
assert_unchanged (TavWalk    *walk,
                  const char *why)
{
  g_autofree char *now = held_text (walk);

  if (g_strcmp0 (now, walk->before) != 0)
    {
      g_autofree char *what = g_strdup_printf ("refused (%s), yet the event changed", why);

      assert_same (what, now, walk->before);
    }
  g_assert_cmpuint (tav_session_get_n_undo (walk->session), ==, walk->n_undo);
  g_assert_cmpuint (tav_session_get_n_redo (walk->session), ==, walk->n_redo);
}

/* The app said no (@why): nothing may have changed, now and after the
 * act is over. */
void
tav_walk_refused (TavWalk    *walk,
                  const char *why)
{
  tav_test_run_pending ();
  tav_walk_note (walk, "→ refused: %s", why);
  if (walk->refusal == NULL)
    walk->refusal = g_strdup (why);
  assert_unchanged (walk, why);
}

/* An error dialog the act led to ("Could Not …", "The Reserve Cannot Take
 * His Place") is a refusal: it is read, checked against the event, and
 * closed. */
gboolean
tav_walk_take_error (TavWalk *walk)
{
  AdwMessageDialog *dialog = tav_walk_dialog ();
  g_autofree char *why = NULL;

  if (dialog == NULL ||
      !(g_str_has_prefix (adw_message_dialog_get_heading (dialog), "Could Not") ||
        strstr (adw_message_dialog_get_heading (dialog), " Cannot ") != NULL))
    return FALSE;
  why = g_strdup_printf ("%s — %s", adw_message_dialog_get_heading (dialog),
                         adw_message_dialog_get_body (dialog));
  tav_walk_refused (walk, why);
  tav_test_answer (dialog, "close");
  return TRUE;
}

/* The question the act asks, checked by its heading; NULL (noted) when
 * there is none, as when the button was not offered. */
AdwMessageDialog *
tav_walk_expect (TavWalk    *walk,
                 const char *heading)
{
  AdwMessageDialog *dialog = tav_walk_dialog ();

  if (dialog == NULL)
    {
      tav_walk_note (walk, "(not offered)");
      return NULL;
    }
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, heading);
  return dialog;
}

static gboolean
is_draw_refusal (const GError *error)
{
  /* A rule (not the players' check-in, a round still open, …): the event
   * itself is sound. */
  return error->domain == TAV_RULESET_ERROR ||
         g_error_matches (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE);
}

/* The file the window saves loads, validates and is written back byte for
 * byte; the standings can be computed from it, and the next draw either
 * works (and that event saves and loads too) or is refused by a rule. */
static void
check_file (TavWalk    *walk,
            const char *held)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) loaded = NULL;
  g_autoptr(TavStandings) standings = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *again = NULL;
  gsize length = 0;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (walk->window), "win.save", NULL));
  tav_test_run_pending ();
  if (tav_walk_dialog () != NULL)
    g_error ("saving: %s — %s", adw_message_dialog_get_heading (tav_walk_dialog ()),
             adw_message_dialog_get_body (tav_walk_dialog ()));
  g_assert_false (tav_session_get_modified (walk->session));

  g_assert_true (g_file_get_contents (walk->path, &contents, &length, &error));
  g_assert_no_error (error);
  assert_same ("the file saved", contents, held);

  loaded = tav_document_load_file (walk->path, &error);
  g_assert_no_error (error);
  g_assert_true (tav_event_validate (loaded, &error));
  g_assert_no_error (error);
  again = tav_document_to_data (loaded, NULL);
  assert_same ("the file loaded and written again", again, contents);

  standings = tav_ruleset_compute_standings (tav_event_get_ruleset (loaded), loaded);
  g_assert_nonnull (standings);

  if (tav_event_draw_round (loaded, &error))
    {
      g_autofree char *drawn = tav_document_to_data (loaded, NULL);
      g_autoptr(TavEvent) reread = tav_document_load_data (drawn, strlen (drawn), &error);

      g_assert_no_error (error);
      g_assert_nonnull (reread);
    }
  else if (!is_draw_refusal (error))
    g_error ("the next draw: %s (%s)", error->message, g_quark_to_string (error->domain));
}

/* Every page shows the event the session holds, and the window paints it. */
static void
check_shown (TavWalk *walk)
{
  TavEvent *event = tav_window_get_event (walk->window);
  TavRound *round = tav_rounds_page_get_round (walk->rounds_page);

  g_assert_true (tav_players_page_get_event (walk->players_page) == event);
  g_assert_true (tav_rounds_page_get_event (walk->rounds_page) == event);
  g_assert_true (tav_standings_page_get_event (walk->standings_page) == event);
  g_assert_true (tav_finals_page_get_event (walk->finals_page) == event);
  g_assert_true (round == NULL || tav_display_find_stage (event, round) != NULL);
  tav_test_wait_for_frame (GTK_WIDGET (walk->window));
}

/* The event as the window holds it loads, and is written back byte for
 * byte; NULL when the loader refuses it. */
static TavEvent *
load_held (const char  *held,
           GError     **error)
{
  g_autoptr(TavEvent) event = tav_document_load_data (held, strlen (held), error);
  g_autofree char *again = NULL;

  if (event == NULL)
    return NULL;
  again = tav_document_to_data (event, NULL);
  assert_same ("the event loaded and written again", again, held);
  return g_steal_pointer (&event);
}

/* The invariant, after every step: the event as the window holds it loads;
 * saved through the window, the file loads, validates and round-trips; the
 * standings and the next draw follow from it; every page shows it. */
void
tav_walk_check (TavWalk *walk)
{
  g_autofree char *held = NULL;
  g_autoptr(TavEvent) event = NULL;
  g_autoptr(GError) error = NULL;

  tav_test_run_pending ();
  assert_no_dialog ();
  held = held_text (walk);
  event = load_held (held, &error);
  g_assert_no_error (error);

  check_file (walk, held);
  check_shown (walk);
  g_free (walk->checked);
  walk->checked = g_steal_pointer (&held);
}

/* A state of the history, reached with Undo or Redo: it loads, round-trips
 * and is shown (tav_walk_sweep() saves only where it ends). */
static void
check_history_state (TavWalk *walk)
{
  g_autofree char *held = held_text (walk);
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) event = load_held (held, &error);

  g_assert_no_error (error);
  check_shown (walk);
}

/* ---- Acts and the history ---------------------------------------------- */

void
tav_walk_begin (TavWalk    *walk,
                const char *act)
{
  walk->step++;
  walk->act = act;
  g_free (walk->before);
  walk->before = held_text (walk);
  /* Nothing happens behind the walk's back (a late click, a timer). */
  assert_same ("the event since the last check", walk->before, walk->checked);
  walk->n_undo = tav_session_get_n_undo (walk->session);
  walk->n_redo = tav_session_get_n_redo (walk->session);
  g_clear_pointer (&walk->refusal, g_free);
  walk->journal_mark = journal->len;
  g_string_append_printf (journal, "%u %s", walk->step, act);
}

/* The act found nothing to do: it is no step. */
void
tav_walk_skip (TavWalk *walk)
{
  g_autofree char *now = held_text (walk);

  assert_same ("the event after an act that found nothing to do", now, walk->before);
  assert_no_dialog ();
  g_string_truncate (journal, walk->journal_mark);
  walk->step--;
}

static void
push_limited (GPtrArray *stack,
              char      *text)
{
  g_ptr_array_add (stack, text);
  if (stack->len > MAX_UNDO)
    g_ptr_array_remove_index (stack, 0);
}

/* One act, one step of the history: an act that changed the event can be
 * undone in one go, and one that did not leaves the history as it was. */
void
tav_walk_end (TavWalk *walk)
{
  g_autofree char *now = NULL;

  tav_test_run_pending ();
  assert_no_dialog ();
  now = held_text (walk);
  count (walk, walk->act, TRIED);

  if (walk->refusal != NULL)
    {
      assert_unchanged (walk, walk->refusal);
      count (walk, walk->act, REFUSED);
    }
  else if (g_strcmp0 (now, walk->before) == 0)
    assert_unchanged (walk, "nothing done");
  else
    {
      g_assert_cmpuint (tav_session_get_n_undo (walk->session), ==, MIN (walk->n_undo + 1, MAX_UNDO));
      g_assert_cmpuint (tav_session_get_n_redo (walk->session), ==, 0);
      push_limited (walk->undo, g_steal_pointer (&walk->before));
      g_ptr_array_set_size (walk->redo, 0);
      count (walk, walk->act, ACCEPTED);
      g_string_append (journal, " → done");
    }
  g_string_append_c (journal, '\n');
  tav_walk_check (walk);
}

/* Moves the event along the history with the window's own action, and
 * checks that it comes back as it was when it went on the other stack. */
static gboolean
step_history (TavWalk    *walk,
              const char *action,
              GPtrArray  *from,
              GPtrArray  *to)
{
  g_autofree char *now = held_text (walk);
  g_autofree char *shown = NULL;
  TavEvent *event = tav_window_get_event (walk->window);
  guint n_log = n_log_entries (walk);

  if (from->len == 0)
    return FALSE;
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (walk->window), action, NULL));
  tav_test_run_pending ();
  g_assert_false (tav_window_get_event (walk->window) == event);

  shown = held_text (walk);
  assert_same_event (action, shown, from->pdata[from->len - 1]);
  /* The step is in the log, which it does not take back (a fold at the
   * bound makes it shorter). */
  if (n_log < TAV_EVENT_LOG_MAX)
    g_assert_cmpuint (n_log_entries (walk), ==, n_log + 1);
  g_ptr_array_remove_index (from, from->len - 1);
  push_limited (to, g_steal_pointer (&now));
  g_assert_cmpuint (tav_session_get_n_undo (walk->session), ==, walk->undo->len);
  g_assert_cmpuint (tav_session_get_n_redo (walk->session), ==, walk->redo->len);
  check_shown (walk);
  return TRUE;
}

gboolean
tav_walk_undo (TavWalk *walk)
{
  return step_history (walk, "win.undo", walk->undo, walk->redo);
}

gboolean
tav_walk_redo (TavWalk *walk)
{
  return step_history (walk, "win.redo", walk->redo, walk->undo);
}

/* The organiser's Undo (or Redo) as a step of the walk. */
void
tav_walk_history_act (TavWalk  *walk,
                      gboolean  undo)
{
  const char *act = undo ? "undo" : "redo";
  gsize mark = journal->len;

  walk->step++;
  g_string_append_printf (journal, "%u %s\n", walk->step, act);
  if (!(undo ? tav_walk_undo (walk) : tav_walk_redo (walk)))
    {
      /* Nothing to undo (or redo): no step. */
      g_string_truncate (journal, mark);
      walk->step--;
      return;
    }
  count (walk, act, TRIED);
  count (walk, act, ACCEPTED);
  tav_walk_check (walk);
}

/* Undo all the way back, then redo all the way forward: every state of
 * the history loads and is shown, and the event comes back as it was. */
void
tav_walk_sweep (TavWalk *walk)
{
  g_autofree char *start = held_text (walk);
  guint back = 0, forth = 0;

  while (tav_walk_undo (walk))
    {
      check_history_state (walk);
      back++;
    }
  while (forth < back && tav_walk_redo (walk))
    {
      check_history_state (walk);
      forth++;
    }
  g_assert_cmpuint (forth, ==, back);
  g_free (walk->checked);
  walk->checked = held_text (walk);
  assert_same_event ("the event undone all the way and redone as far", walk->checked, start);
  while (tav_walk_redo (walk))
    {
      check_history_state (walk);
      forth++;
    }
  g_string_append_printf (journal, "  (history: %u back, %u forth)\n", back, forth);
  tav_walk_check (walk);
}

/* ---- Filling a result form -------------------------------------------- */

static gboolean
is_choice (GtkWidget *editor)
{
  /* A drop-down, or two players' buttons (a box of them). */
  return GTK_IS_DROP_DOWN (editor) || ADW_IS_COMBO_ROW (editor) || GTK_IS_BOX (editor);
}

static void
set_active (GtkWidget *editor,
            gboolean   active)
{
  if (GTK_IS_SWITCH (editor))
    gtk_switch_set_active (GTK_SWITCH (editor), active);
  else
    gtk_check_button_set_active (GTK_CHECK_BUTTON (editor), active);
}

/* What the judge types or picks for @value in @editor; the field's
 * default where @value is missing, and nothing chosen for a choice. */
static void
set_editor (GtkWidget *editor,
            JsonNode  *value)
{
  const TavFieldSpec *spec = tav_field_editor_get_spec (editor);
  g_autofree char *text = NULL;

  if (is_choice (editor))
    tav_test_choose (editor, value ? json_node_get_string (value) : "");
  else if (GTK_IS_SWITCH (editor) || GTK_IS_CHECK_BUTTON (editor))
    set_active (editor, value ? json_node_get_boolean (value) : g_strcmp0 (spec->default_value, "true") == 0);
  else
    {
      if (value == NULL)
        text = g_strdup (spec->default_value);
      else if (json_node_get_value_type (value) == G_TYPE_INT64)
        text = g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (value));
      else if (json_node_get_value_type (value) == G_TYPE_DOUBLE)
        text = g_strdup_printf ("%g", json_node_get_double (value));
      else
        text = g_strdup (json_node_get_string (value));
      gtk_editable_set_text (GTK_EDITABLE (editor), text ? text : "");
    }
}

static const TavFieldSpec *
result_fields (TavWalk  *walk,
               TavStage *stage,
               guint    *n_fields)
{
  TavEvent *event = tav_window_get_event (walk->window);

  return tav_ruleset_get_result_fields (tav_event_get_ruleset (event), event, stage, n_fields);
}

static GtkWidget *
form_editor (GtkWidget          *form,
             int                 seat,
             const TavFieldSpec *spec)
{
  if (TAV_IS_RESULT_FORM (form))
    return tav_result_form_get_editor (TAV_RESULT_FORM (form), seat, spec->id);
  return seat < 0 ? tav_test_find_field (form, spec->id) : NULL;
}

/* Types @result into @form, field by field, as read from a record sheet;
 * a match's winner is ticked. */
void
tav_walk_fill_result (TavWalk    *walk,
                      GtkWidget  *form,
                      TavStage   *stage,
                      TavTable   *table,
                      JsonObject *result)
{
  guint n_fields = 0;
  const TavFieldSpec *fields = result_fields (walk, stage, &n_fields);
  JsonArray *seats = json_object_has_member (result, "seats") ?
                     json_object_get_array_member (result, "seats") : NULL;

  if (TAV_IS_MATCH_FORM (form))
    tav_match_form_set_winner (TAV_MATCH_FORM (form),
                               MAX (0, tav_table_find_seat (table, tav_result_get_string (result, "winner"))));

  for (guint f = 0; f < n_fields; f++)
    for (int s = -1; s < (int) tav_table_get_n_seats (table); s++)
      {
        GtkWidget *editor = form_editor (form, s, &fields[f]);
        JsonObject *holder = s < 0 ? result : seats ? json_array_get_object_element (seats, s) : NULL;

        if (editor == NULL || (s < 0) != !(fields[f].flags & TAV_FIELD_PER_SEAT) ||
            (TAV_IS_MATCH_FORM (form) && g_str_equal (fields[f].id, "winner")))
          continue;
        set_editor (editor, holder ? json_object_get_member (holder, fields[f].id) : NULL);
      }
}

/* Something a hurried judge might leave in the form: any choice (or none),
 * any box ticked, numbers in and out of range, words in a number. */
void
tav_walk_fill_junk (TavWalk   *walk,
                    GtkWidget *form,
                    TavStage  *stage,
                    TavTable  *table)
{
  guint n_fields = 0;
  const TavFieldSpec *fields = result_fields (walk, stage, &n_fields);

  if (TAV_IS_MATCH_FORM (form) && tav_walk_chance (walk, 0.7))
    tav_match_form_set_winner (TAV_MATCH_FORM (form), tav_walk_pick (walk, 2));

  for (guint f = 0; f < n_fields; f++)
    for (int s = -1; s < (int) tav_table_get_n_seats (table); s++)
      {
        GtkWidget *editor = form_editor (form, s, &fields[f]);
        g_autofree char *text = NULL;

        if (editor == NULL || !tav_walk_chance (walk, 0.5))
          continue;
        if (GTK_IS_BOX (editor))
          {
            /* Two players' buttons: none, or one of them pressed. */
            guint pick = tav_walk_pick (walk, 3);

            tav_test_choose (editor, pick == 0 ? "" : tav_table_get_seat (table, pick - 1));
          }
        else if (is_choice (editor))
          {
            g_autoptr(GListModel) items = NULL;

            g_object_get (editor, "model", &items, NULL);
            g_object_set (editor, "selected", tav_walk_pick (walk, g_list_model_get_n_items (items)), NULL);
          }
        else if (GTK_IS_SWITCH (editor) || GTK_IS_CHECK_BUTTON (editor))
          set_active (editor, tav_walk_chance (walk, 0.5));
        else
          {
            static const char *words[] = { "", "abc", "-1", "1e9", "2.5", "100", "0", "13", "7" };

            text = tav_walk_chance (walk, 0.5) ? g_strdup (words[tav_walk_pick (walk, G_N_ELEMENTS (words))])
                                               : g_strdup_printf ("%d", g_rand_int_range (walk->rand, -50, 400));
            gtk_editable_set_text (GTK_EDITABLE (editor), text);
          }
      }
}
