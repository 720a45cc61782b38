/* test-venue-results-secrets.c — no answer of a table's form carries what
 * the ranking keeps secret: every invalid value of every field of every
 * ruleset's form, and the impossible combinations (two Sheriffs, more $
 * spent than the balance), are sent in the four languages, and every
 * answer is scanned for every player's score, balance and rank as the
 * pages would print them; each answer must still name the seat and the
 * field in words.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "tav-document.h"
#include "tav-i18n.h"
#include "tav-random.h"
#include "tav-table-token.h"
#include "tav-test-bang.h"
#include "tav-test-destiny.h"
#include "tav-venue-results.h"
#include "tav-event-private.h"

#define KEY "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"

typedef struct
{
  const char *ruleset;
  const char *example;   /* NULL: played here */
} Case;

typedef struct
{
  TavEvent   *event;
  TavStage   *stage;
  guint       round;
  TavTable   *table;
  JsonObject *valid;      /* a result the rules take */
  GPtrArray  *secrets;    /* figures the ranking hides, as printed */
  char       *path;
  guint       n_sent;
} Scene;

/* A result the rules take for a table not yet played: BANG! with no
 * dollar spent, a BGL game with one point more a seat. */
static JsonObject *
made_up (Scene *scene)
{
  guint n = tav_table_get_n_seats (scene->table);
  JsonObject *result;
  TavRandom rng;

  if (g_str_has_prefix (tav_event_get_ruleset_id (scene->event), "bang"))
    {
      tav_random_init (&rng, 2011);
      result = tav_test_bang_random (&rng, n);
      for (guint s = 0; s < n; s++)
        json_object_set_int_member (tav_result_get_seat (result, s), "spent", 0);
      return result;
    }
  g_assert_cmpstr (tav_event_get_ruleset_id (scene->event), ==, "bgl");
  result = json_object_new ();
  json_object_set_array_member (result, "seats", json_array_new ());
  for (guint s = 0; s < n; s++)
    {
      JsonObject *seat = json_object_new ();

      json_object_set_int_member (seat, "points", s + 1);
      json_array_add_object_element (json_object_get_array_member (result, "seats"), seat);
    }
  return result;
}

/* An example with a table of its last round opened again, its result
 * kept as the valid one. */
static void
scene_from_example (Scene      *scene,
                    const char *name)
{
  g_autofree char *file = g_test_build_filename (G_TEST_DIST, "..", "data", "examples", name, NULL);
  g_autoptr(GError) error = NULL;
  TavRound *round;

  scene->event = tav_document_load_file (file, &error);
  g_assert_no_error (error);
  scene->stage = tav_event_get_current_stage (scene->event);
  round = tav_stage_get_last_round (scene->stage);
  scene->round = tav_round_get_number (round);
  scene->table = tav_round_get_table (round, 0);
  if (tav_table_get_result (scene->table) == NULL)
    {
      scene->valid = made_up (scene);
      return;
    }
  scene->valid = json_object_ref (tav_table_get_result (scene->table));
  g_assert_true (tav_event_clear_result (scene->event, scene->stage, scene->round,
                                         tav_table_get_number (scene->table), &error));
  g_assert_no_error (error);
}

/* BANG! 2007 and Destiny: a round played, the next one drawn. */
static void
scene_played (Scene      *scene,
              const char *ruleset)
{
  g_autoptr(GError) error = NULL;
  TavRandom rng;
  TavRound *round;

  tav_random_init (&rng, 32);
  scene->event = tav_event_new (ruleset, "Cup");
  tav_event_set_seed (scene->event, 5);
  /* Tables of 5 and 6 for BANG! 2007; seven matches of Destiny. */
  for (guint i = 0; i < 16; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %c%c", 'A' + i, 'a' + i);

      g_assert_nonnull (tav_event_add_player (scene->event, name, NULL));
    }
  if (g_str_equal (ruleset, "destiny"))
    tav_test_destiny_play_round (scene->event, FALSE);   /* draws it too */
  else
    {
      tav_event_draw_round (scene->event, &error);
      g_assert_no_error (error);
      tav_test_bang_play_game (scene->event, &rng);
    }
  tav_event_draw_round (scene->event, &error);
  g_assert_no_error (error);
  scene->stage = tav_event_get_current_stage (scene->event);
  round = tav_stage_get_last_round (scene->stage);
  scene->round = tav_round_get_number (round);
  scene->table = tav_round_get_table (round, 0);
  if (g_str_equal (ruleset, "destiny"))
    {
      scene->valid = json_object_new ();
      json_object_set_string_member (scene->valid, "winner", tav_table_get_seat (scene->table, 0));
    }
  else
    scene->valid = tav_test_bang_game_random (&rng, tav_table_get_n_seats (scene->table));
}

static void
add_secret (Scene  *scene,
            double  value)
{
  g_autofree char *text = g_strdup_printf ("%.0f", value);

  /* One digit tells too little to find in a page. */
  if (value >= 10 || value <= -10)
    g_ptr_array_add (scene->secrets, g_steal_pointer (&text));
}

/* Every figure of the ranking, which no player may see yet. */
static void
collect_secrets (Scene *scene)
{
  g_autoptr(TavStandings) standings = tav_event_compute_standings (scene->event);

  g_assert_false (tav_event_is_ranking_public (scene->event));
  scene->secrets = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < tav_standings_get_n_rows (standings); i++)
    {
      TavStandingsRow *row = tav_standings_get_row (standings, i);

      add_secret (scene, tav_standings_row_get_rank (row));
      for (guint c = 0; c < tav_standings_get_n_columns (standings); c++)
        add_secret (scene, tav_standings_row_get_value (row, c));
    }
}

/* The balance a BANG! player has before the auction. */
static double
balance_of (Scene      *scene,
          const char *player_id)
{
  g_autoptr(TavStandings) standings = tav_event_compute_standings (scene->event);
  int balance = tav_standings_find_column (standings, "balance");

  for (guint i = 0; i < tav_standings_get_n_rows (standings); i++)
    {
      TavStandingsRow *row = tav_standings_get_row (standings, i);

      if (g_str_equal (tav_player_get_id (tav_standings_row_get_player (row)), player_id))
        return tav_standings_row_get_value (row, balance >= 0 ? (guint) balance : 0);
    }
  g_assert_not_reached ();
}

static void
put_fields (GHashTable *form,
            JsonObject *object,
            guint       seat)
{
  g_autoptr(GList) members = json_object_get_members (object);

  for (GList *l = members; l; l = l->next)
    {
      JsonNode *node = json_object_get_member (object, l->data);
      char *name = seat ? g_strdup_printf ("s%u.%s", seat, (char *) l->data) : g_strdup (l->data);

      if (!JSON_NODE_HOLDS_VALUE (node))
        g_free (name);
      else if (json_node_get_value_type (node) == G_TYPE_BOOLEAN)
        g_hash_table_insert (form, name, g_strdup (json_node_get_boolean (node) ? "true" : "false"));
      else if (json_node_get_value_type (node) == G_TYPE_INT64)
        g_hash_table_insert (form, name, g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (node)));
      else if (json_node_get_value_type (node) == G_TYPE_DOUBLE)
        g_hash_table_insert (form, name, g_strdup_printf ("%g", json_node_get_double (node)));
      else
        g_hash_table_insert (form, name, g_strdup (json_node_get_string (node)));
    }
}

static GHashTable *
valid_form (Scene *scene)
{
  GHashTable *form = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  g_hash_table_insert (form, g_strdup ("id"),
                       tav_token_new_form_id (KEY, tav_stage_get_id (scene->stage), scene->round,
                                              tav_table_get_number (scene->table)));
  put_fields (form, scene->valid, 0);
  for (guint s = 0; json_object_has_member (scene->valid, "seats") && s < tav_result_get_n_seats (scene->valid); s++)
    put_fields (form, tav_result_get_seat (scene->valid, s), s + 1);
  return form;
}

/* The answer without its inputs' values: what the phone typed comes
 * back as typed, and is no leak. */
static char *
without_values (const char *page)
{
  g_autoptr(GRegex) values = g_regex_new (" value=\"[^\"]*\"", 0, 0, NULL);

  return g_regex_replace_literal (values, page, -1, 0, "", 0, NULL);
}

static gboolean
holds_number (const char *text,
              const char *number)
{
  gsize len = strlen (number);

  for (const char *p = strstr (text, number); p; p = strstr (p + 1, number))
    if ((p == text || !g_ascii_isdigit (p[-1])) && !g_ascii_isdigit (p[len]))
      return TRUE;
  return FALSE;
}

/* Sends @form; the answer refuses it in words, naming @seat's player and
 * @label (when given), and quotes none of the secrets the form page
 * itself does not show (@baseline). */
static void
send_invalid (Scene           *scene,
              TavVenueCatalog *catalog,
              GHashTable      *form,
              const char      *baseline,
              guint            seat,
              const char      *label,
              const char      *what)
{
  g_autofree char *page = NULL;
  g_autofree char *scanned = NULL;
  const char *error;
  guint status = 0;

  page = tav_venue_results_respond (scene->event, scene->path, NULL, form, catalog, &status);
  scene->n_sent++;
  if (status != 422)
    g_error ("%s (%s): answered %u, not 422:\n%s", what, tav_venue_catalog_get_language (catalog), status, page);
  error = strstr (page, "<p class=\"error\" role=\"alert\">");
  g_assert_nonnull (error);
  g_assert_cmpint (error[strlen ("<p class=\"error\" role=\"alert\">")], !=, '<');
  scanned = without_values (page);
  for (guint i = 0; i < scene->secrets->len; i++)
    {
      const char *secret = scene->secrets->pdata[i];

      if (holds_number (scanned, secret) && !holds_number (baseline, secret))
        g_error ("%s (%s): the answer quotes %s, a figure of the secret ranking:\n%s",
                 what, tav_venue_catalog_get_language (catalog), secret, page);
    }
  if (seat)
    {
      g_autofree char *name = g_markup_escape_text (tav_event_seat_name (scene->event, scene->table, seat - 1), -1);
      g_autofree char *where = g_strdup_printf (tav_venue_catalog_gettext (catalog, "Seat %u (%s), %s"),
                                                seat, name, tav_venue_catalog_gettext (catalog, label));

      if (!strstr (error, where))
        g_error ("%s: the answer does not name “%s”:\n%s", what, where, page);
    }
  g_assert_null (strstr (page, "e+"));
}

/* Sends @form, whose result is impossible only by a figure the ranking
 * hides (more $ spent than the balance): the phone is answered as for a
 * possible result (else a few tries would find the balance), quoting no
 * secret; the inbox holds it, never entered by itself, and the
 * organiser's accept says why. Rejected then, so that the table's inbox
 * has room for the next. */
static void
send_held (Scene           *scene,
           TavVenueCatalog *catalog,
           GHashTable      *form,
           const char      *baseline,
           const char      *what)
{
  TavInbox *inbox = tav_event_get_inbox (scene->event);
  guint table = tav_table_get_number (scene->table);
  g_autofree char *page = NULL;
  g_autofree char *scanned = NULL;
  g_autoptr(GError) error = NULL;
  TavSubmission *held;
  guint status = 0;

  page = tav_venue_results_respond (scene->event, scene->path, NULL, form, catalog, &status);
  scene->n_sent++;
  if (status != SOUP_STATUS_ACCEPTED || !strstr (page, tav_venue_catalog_gettext (catalog, "Result sent")))
    g_error ("%s (%s): answered %u, not as a result sent:\n%s", what,
             tav_venue_catalog_get_language (catalog), status, page);
  g_assert_null (strstr (page, "class=\"error\""));
  scanned = without_values (page);
  for (guint i = 0; i < scene->secrets->len; i++)
    if (holds_number (scanned, scene->secrets->pdata[i]) && !holds_number (baseline, scene->secrets->pdata[i]))
      g_error ("%s: the answer quotes %s:\n%s", what, (char *) scene->secrets->pdata[i], page);

  held = tav_inbox_find_pending (inbox, tav_stage_get_id (scene->stage), scene->round, table);
  g_assert_nonnull (held);
  g_assert_false (tav_table_has_result (scene->table));
  g_assert_false (tav_inbox_accept (inbox, tav_submission_get_id (held), &error));
  g_assert_nonnull (strstr (error->message, "balance"));
  while ((held = tav_inbox_find_pending (inbox, tav_stage_get_id (scene->stage), scene->round, table)))
    g_assert_true (tav_inbox_reject (inbox, tav_submission_get_id (held), "test", NULL));
}

static const char * const bad_numbers[] = {
  "", "abc", "-1", "-100", "1e6", "1e30", "0.5", "150", "99999999999999999999", "12abc",
};

/* A number the field takes, or an empty optional one. */
static gboolean
may_be_valid (const TavFieldSpec *spec,
              const char         *text)
{
  char *end = NULL;
  double value = g_ascii_strtod (text, &end);

  if (text[0] == '\0')
    return (spec->flags & TAV_FIELD_OPTIONAL) != 0;
  if (*end != '\0' || value < spec->min || value > spec->max)
    return FALSE;
  if (spec->kind == TAV_FIELD_INTEGER && value != (double) (gint64) value)
    return FALSE;
  return spec->step <= 0 || value / spec->step == (double) (gint64) (value / spec->step);
}

static void
field_values (Scene              *scene,
              TavVenueCatalog    *catalog,
              const char         *baseline,
              const TavFieldSpec *spec,
              guint               seat)
{
  g_autofree char *name = seat ? g_strdup_printf ("s%u.%s", seat, spec->id) : g_strdup (spec->id);
  g_autofree char *above = g_strdup_printf ("%.0f", spec->max + (spec->step > 0 ? spec->step : 1));
  g_autofree char *below = g_strdup_printf ("%.0f", spec->min - (spec->step > 0 ? spec->step : 1));
  g_autoptr(GPtrArray) values = g_ptr_array_new ();

  if (spec->kind == TAV_FIELD_BOOLEAN)
    return;   /* anything but "true" is an unticked box */
  if (seat == 1 && spec->kind == TAV_FIELD_CHOICE &&
      tav_ruleset_get_head_seat_label (tav_event_get_ruleset (scene->event), scene->stage))
    return;   /* the Sheriff's role is fixed: the form's value is not read */
  if (spec->kind == TAV_FIELD_INTEGER || spec->kind == TAV_FIELD_NUMBER)
    {
      for (guint i = 0; i < G_N_ELEMENTS (bad_numbers); i++)
        if (!may_be_valid (spec, bad_numbers[i]))
          g_ptr_array_add (values, (gpointer) bad_numbers[i]);
      g_ptr_array_add (values, above);
      if (spec->min > -1e9)
        g_ptr_array_add (values, below);
    }
  else
    {
      if (!(spec->flags & TAV_FIELD_OPTIONAL))
        g_ptr_array_add (values, "");
      if (spec->kind != TAV_FIELD_STRING)
        {
          g_ptr_array_add (values, "xyz");
          g_ptr_array_add (values, "1e6");
        }
    }
  for (guint i = 0; i < values->len; i++)
    {
      g_autoptr(GHashTable) form = valid_form (scene);
      g_autofree char *what = g_strdup_printf ("%s %s=“%s”", tav_event_get_ruleset_id (scene->event),
                                               name, (char *) values->pdata[i]);

      g_hash_table_insert (form, g_strdup (name), g_strdup (values->pdata[i]));
      send_invalid (scene, catalog, form, baseline, seat, spec->label, what);
    }
}

/* BANG!: two Sheriffs, and each seat spending $100 more than its balance. */
static void
impossible_combinations (Scene           *scene,
                         TavVenueCatalog *catalog,
                         const char      *baseline)
{

  if (!g_str_has_prefix (tav_event_get_ruleset_id (scene->event), "bang"))
    return;
  for (guint s = 2; s <= tav_table_get_n_seats (scene->table); s++)
    {
      g_autoptr(GHashTable) twice = valid_form (scene);
      g_autoptr(GHashTable) dear = valid_form (scene);
      double balance = balance_of (scene, tav_table_get_seat (scene->table, s - 1));
      g_autofree char *name = g_strdup_printf ("s%u.role", s);
      g_autofree char *what = g_strdup_printf ("seat %u: a second Sheriff", s);
      g_autofree char *spent_name = g_strdup_printf ("s%u.spent", s);
      g_autofree char *spent_what = g_strdup_printf ("seat %u: $ spent above the balance", s);

      g_hash_table_insert (twice, g_strdup (name), g_strdup ("sheriff"));
      send_invalid (scene, catalog, twice, baseline, 0, NULL, what);
      g_hash_table_insert (dear, g_strdup (spent_name), g_strdup_printf ("%.0f", balance + 100));
      send_held (scene, catalog, dear, baseline, spent_what);
    }
}

static void
test_secrets (gconstpointer data)
{
  const Case *c = data;
  const char * const languages[] = { "en", "ru", "it", "bg" };
  g_autofree char *token = NULL;
  const TavFieldSpec *specs;
  guint n_specs = 0;
  Scene scene = { NULL, };

  if (c->example)
    scene_from_example (&scene, c->example);
  else
    scene_played (&scene, c->ruleset);
  g_assert_cmpstr (tav_event_get_ruleset_id (scene.event), ==, c->ruleset);
  tav_inbox_set_key (tav_event_get_inbox (scene.event), KEY);
  collect_secrets (&scene);
  token = tav_token_for_table (KEY, tav_stage_get_id (scene.stage), scene.round,
                               tav_table_get_number (scene.table));
  scene.path = g_strdup_printf ("/t/%s/%u/%u/%s", tav_stage_get_id (scene.stage), scene.round,
                                tav_table_get_number (scene.table), token);
  specs = tav_ruleset_get_result_fields (tav_event_get_ruleset (scene.event), scene.event,
                                         scene.stage, &n_specs);

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autoptr(TavVenueCatalog) catalog = tav_venue_catalog_new (languages[l], tav_i18n_get_locale_dir ());
      g_autofree char *baseline = NULL;
      guint status = 0;

      baseline = tav_venue_results_respond (scene.event, scene.path, NULL, NULL, catalog, &status);
      g_assert_cmpuint (status, ==, 200);
      for (guint f = 0; f < n_specs; f++)
        {
          if (!tav_ruleset_result_field_applies (tav_event_get_ruleset (scene.event), scene.event,
                                                 scene.stage, scene.table, &specs[f]))
            continue;
          if (!(specs[f].flags & TAV_FIELD_PER_SEAT))
            field_values (&scene, catalog, baseline, &specs[f], 0);
          else
            for (guint s = 1; s <= tav_table_get_n_seats (scene.table); s++)
              field_values (&scene, catalog, baseline, &specs[f], s);
        }
      impossible_combinations (&scene, catalog, baseline);
    }
  g_test_message ("%s: %u answers scanned for %u secret figures", c->ruleset, scene.n_sent,
                  scene.secrets->len);
  g_assert_cmpuint (tav_inbox_get_n_pending (tav_event_get_inbox (scene.event)), ==, 0);

  g_free (scene.path);
  g_ptr_array_unref (scene.secrets);
  json_object_unref (scene.valid);
  g_object_unref (scene.event);
}

int
main (int   argc,
      char *argv[])
{
  static const Case cases[] = {
    { "bang-2011", "bang-2011-27-players.tavolo" },
    { "bang-2007", NULL },
    { "destiny", NULL },
    { "catan-bg", "catan-bg-14-players.tavolo" },
    { "bgl", "bgl-26-players.tavolo" },
  };

  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/venue/results/secrets/%s", cases[i].ruleset);

      g_test_add_data_func (path, &cases[i], test_secrets);
    }
  return g_test_run ();
}
