/* tav-venue-snapshot.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-venue-snapshot"

#include "config.h"

#include <string.h>

#include "tav-bracket.h"
#include "tav-document.h"
#include "tav-text.h"
#include "tav-venue-private.h"

/* Built on the main thread once per change of the event and never changed
 * afterwards: every request is answered from it, whichever thread serves
 * it, without touching the model. */
G_DEFINE_FINAL_TYPE (TavVenueSnapshot, tav_venue_snapshot, G_TYPE_OBJECT)

static void
table_free (TavVenueTable *table)
{
  g_free (table->label);
  g_ptr_array_unref (table->names);
  g_free (table);
}

static void
seat_free (TavVenueSeat *seat)
{
  g_free (seat->name);
  g_free (seat->fold);
  g_free (seat->sort_key);
  g_free (seat);
}

static void
row_free (TavVenueRow *row)
{
  g_free (row->name);
  g_free (row);
}

static void
match_free (TavVenueMatch *match)
{
  g_free (match->label);
  g_ptr_array_unref (match->names);
  g_free (match);
}

static void
final_round_free (TavVenueFinalRound *round)
{
  g_ptr_array_unref (round->matches);
  g_free (round);
}

static void
finals_free (TavVenueFinals *finals)
{
  g_free (finals->name);
  g_free (finals->champion);
  g_ptr_array_unref (finals->rounds);
  g_free (finals);
}

/* The search's key, the core's (tav_text_fold ()): “Ä” finds “ä” and
 * “a”, “lukasz” finds “Łukasz”. */
char *
tav_venue_fold (const char *text)
{
  return tav_text_fold (text);
}

static int
compare_seats (gconstpointer a,
               gconstpointer b)
{
  const TavVenueSeat *sa = *(TavVenueSeat **) a;
  const TavVenueSeat *sb = *(TavVenueSeat **) b;

  return strcmp (sa->sort_key, sb->sort_key);
}

static const char *
player_name (TavEvent   *event,
             const char *id)
{
  TavPlayer *player = id && id[0] ? tav_event_find_player (event, id) : NULL;

  return player ? tav_player_get_name (player) : NULL;
}

/* Only what the room may see: the last released round, decided in the
 * core. A round drawn and not yet released is only named as coming. */
static void
add_round (TavVenueSnapshot *self,
           TavEvent         *event)
{
  TavStage *stage = NULL;
  TavRuleset *ruleset = tav_event_get_ruleset (event);
  TavRound *round = tav_event_get_public_round (event, &stage);

  if (tav_event_is_round_waiting (event))
    {
      TavStage *current = tav_event_get_current_stage (event);
      TavRound *waiting = current ? tav_stage_get_last_round (current) : NULL;

      self->waiting_round = waiting ? tav_round_get_number (waiting) : 0;
    }
  if (round == NULL)
    return;

  self->round_number = tav_round_get_number (round);
  self->stage_id = g_strdup (tav_stage_get_id (stage));
  /* A generic name ("Round 2", or "Раунд 2" as an earlier version stored
   * it) is the number again: the page says it in its reader's language. */
  self->round_name = g_strdup (tav_round_has_generic_name (round) ? ""
                               : tav_round_get_stored_name (round));
  self->stage_name = g_strdup (tav_stage_get_stored_name (stage));
  self->matches = tav_stage_get_kind (stage) != TAV_STAGE_TABLES;
  /* The msgid, not tav_ruleset_get_head_seat_label (): each page is in the
   * language of its reader, not of the process. */
  if (ruleset != NULL && !self->matches)
    self->head_label = TAV_RULESET_GET_CLASS (ruleset)->head_seat_label;

  for (guint t = 0; t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);
      TavVenueTable *copy = g_new0 (TavVenueTable, 1);
      const char *label = tav_table_get_label (table);

      copy->label = label && label[0] ? g_strdup (label) : NULL;
      copy->number = tav_table_get_number (table);
      copy->extra_minutes = tav_table_get_extra_minutes (table);
      copy->n_extensions = tav_table_get_n_extensions (table);
      copy->names = g_ptr_array_new_with_free_func (g_free);
      for (guint s = 0; s < tav_table_get_n_seats (table); s++)
        {
          const char *name = player_name (event, tav_table_get_seat (table, s));
          TavVenueSeat *seat;

          g_ptr_array_add (copy->names, g_strdup (name));
          if (name == NULL)
            continue;
          seat = g_new0 (TavVenueSeat, 1);
          seat->name = g_strdup (name);
          seat->fold = tav_venue_fold (name);
          seat->sort_key = g_utf8_collate_key (name, -1);
          seat->table = self->tables->len;
          seat->seat = s;
          g_ptr_array_add (self->seats, seat);
        }
      g_ptr_array_add (self->tables, copy);
    }

  g_ptr_array_sort (self->seats, compare_seats);
}

void
tav_venue_ranking_init (TavVenueRanking *ranking)
{
  ranking->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) row_free);
  ranking->texts = g_ptr_array_new_with_free_func (g_free);
}

void
tav_venue_ranking_clear (TavVenueRanking *ranking)
{
  g_clear_pointer (&ranking->rows, g_ptr_array_unref);
  g_clear_pointer (&ranking->texts, g_ptr_array_unref);
}

/* The ranks, names and first column of @standings; a player also in
 * @marked (if given) gets @note. */
void
tav_venue_ranking_fill (TavVenueRanking *ranking,
                        TavStandings    *standings,
                        TavStandings    *marked,
                        const char      *note)
{
  g_autoptr(GHashTable) marked_ids = g_hash_table_new (g_str_hash, g_str_equal);
  const TavColumn *column;

  if (standings == NULL || tav_standings_get_n_columns (standings) == 0)
    return;
  for (guint i = 0; marked != NULL && i < tav_standings_get_n_rows (marked); i++)
    g_hash_table_add (marked_ids, (gpointer) tav_player_get_id (tav_standings_row_get_player (
                                                                  tav_standings_get_row (marked, i))));

  column = tav_standings_get_column (standings, 0);
  ranking->column_label = column->label;
  ranking->column_kind = column->kind;
  for (guint i = 0; i < tav_standings_get_n_rows (standings); i++)
    {
      TavStandingsRow *row = tav_standings_get_row (standings, i);
      TavPlayer *player = tav_standings_row_get_player (row);
      TavVenueRow *copy = g_new0 (TavVenueRow, 1);

      copy->rank = tav_standings_row_get_rank (row);
      copy->name = g_strdup (tav_player_get_name (player));
      copy->value = tav_standings_row_get_value (row, 0);
      if (g_hash_table_contains (marked_ids, tav_player_get_id (player)))
        copy->note = note;
      if (column->kind == TAV_COLUMN_TEXT)
        {
          /* Texts are kept by index: store the formatted text instead. */
          copy->value = ranking->texts->len;
          g_ptr_array_add (ranking->texts, tav_standings_format_value (standings, 0,
                                                                       tav_standings_row_get_value (row, 0)));
        }
      g_ptr_array_add (ranking->rows, copy);
    }
}

/* The event without the round waiting for release: a Swiss bye is won
 * when drawn, and the standings would name who sits out the next round. */
static TavEvent *
without_waiting_round (TavEvent *event)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  TavEvent *copy;
  gsize length;

  if (!tav_event_is_round_waiting (event))
    return g_object_ref (event);
  data = tav_document_to_data (event, &length);
  copy = tav_document_load_data (data, length, &error);
  if (copy == NULL)
    {
      g_warning ("The standings before the round waiting for release: %s", error->message);
      return NULL;
    }
  tav_stage_remove_last_round (tav_event_get_current_stage (copy));
  return copy;
}

static void
add_standings (TavVenueSnapshot *self,
               TavEvent         *event)
{
  g_autoptr(TavStandings) standings = NULL;
  g_autoptr(TavEvent) shown = NULL;

  /* The ranking is copied only when it is public: a secret one never
   * reaches a snapshot, so no page can leak any part of it. */
  self->standings_public = tav_event_is_ranking_public (event);
  if (!self->standings_public)
    return;

  if (!(shown = without_waiting_round (event)))
    return;
  standings = tav_event_compute_standings (shown);
  tav_venue_ranking_fill (&self->standings, standings, NULL, NULL);
}

/* The stages the finals page shows: a bracket, or tables built after the
 * first stage (a final table): the same choice as the app's finals page. */
static gboolean
is_finals (TavEvent *event,
           guint     position)
{
  TavStage *stage = tav_event_get_stage (event, position);

  return tav_stage_get_kind (stage) == TAV_STAGE_BRACKET || position > 0;
}

static TavVenueMatch *
copy_match (TavEvent *event,
            TavStage *stage,
            TavTable *table,
            guint     index)
{
  TavVenueMatch *copy = g_new0 (TavVenueMatch, 1);
  const char *label = tav_table_get_label (table);
  const char *winner = tav_stage_get_kind (stage) == TAV_STAGE_BRACKET ?
                       tav_bracket_get_winner (table) : NULL;
  JsonObject *result = tav_table_get_result (table);

  /* A match's stored label is in the language of whoever drew it: the
   * page names it from the bracket's structure, in the reader's. */
  copy->label = label && label[0] && tav_stage_get_kind (stage) != TAV_STAGE_BRACKET ?
                g_strdup (label) : NULL;
  copy->number = tav_table_get_number (table);
  copy->index = index;
  copy->winner = -1;
  copy->forfeit = result != NULL && tav_result_get_bool (result, "forfeit");
  copy->names = g_ptr_array_new_with_free_func (g_free);
  for (guint s = 0; s < tav_table_get_n_seats (table); s++)
    {
      const char *id = tav_table_get_seat (table, s);

      g_ptr_array_add (copy->names, g_strdup (player_name (event, id)));
      if (winner != NULL && g_strcmp0 (id, winner) == 0)
        copy->winner = (int) s;
    }
  return copy;
}

static TavVenueFinals *
copy_finals (TavEvent *event,
             TavStage *stage)
{
  TavVenueFinals *copy = g_new0 (TavVenueFinals, 1);
  guint n_matches = 0;

  copy->name = g_strdup (tav_stage_get_stored_name (stage));
  copy->bracket = tav_stage_get_kind (stage) == TAV_STAGE_BRACKET;
  copy->complete = tav_stage_is_complete (stage);
  copy->rounds = g_ptr_array_new_with_free_func ((GDestroyNotify) final_round_free);

  for (guint r = 1; r <= tav_stage_get_n_rounds (stage); r++)
    {
      TavRound *round = tav_stage_get_round (stage, r);
      TavVenueFinalRound *copy_round;

      /* A final table drawn and not yet released is not shown either. */
      if (!tav_event_is_round_public (event, stage, round))
        break;
      copy_round = g_new0 (TavVenueFinalRound, 1);

      /* As the engine counts them: the first round's matches, halved at
       * each round; a match past them is the 3rd place match. */
      n_matches = r == 1 ? tav_round_get_n_tables (round) : MAX ((n_matches + 1) / 2, 1);
      copy_round->n_matches = n_matches;
      copy_round->matches = g_ptr_array_new_with_free_func ((GDestroyNotify) match_free);
      for (guint t = 0; t < tav_round_get_n_tables (round); t++)
        g_ptr_array_add (copy_round->matches, copy_match (event, stage, tav_round_get_table (round, t), t));
      g_ptr_array_add (copy->rounds, copy_round);

      if (copy->bracket && copy->complete && n_matches == 1 && tav_round_get_n_tables (round) > 0)
        copy->champion = g_strdup (player_name (event, tav_bracket_get_winner (tav_round_get_table (round, 0))));
    }
  return copy;
}

static void
add_finals (TavVenueSnapshot *self,
            TavEvent         *event)
{
  for (guint i = 0; i < tav_event_get_n_stages (event); i++)
    {
      TavStage *stage = tav_event_get_stage (event, i);
      TavRound *first = tav_stage_get_round (stage, 1);

      /* A final table drawn and not released yet: not even its name. */
      if (!is_finals (event, i) || (first != NULL && !tav_event_is_round_public (event, stage, first)))
        continue;
      self->has_finals = TRUE;
      /* Who won a duel is a part of the ranking: only once it is public. */
      if (self->standings_public)
        g_ptr_array_add (self->finals, copy_finals (event, stage));
    }
}

/* @season: what the room may see of the event's season (built from the
 * same @event), or NULL. */
TavVenueSnapshot *
tav_venue_snapshot_new (TavEvent       *event,
                        const char     *announcement,
                        guint64         version,
                        TavVenueSeason *season)
{
  TavVenueSnapshot *self;

  g_return_val_if_fail (event == NULL || TAV_IS_EVENT (event), NULL);

  self = g_object_new (TAV_TYPE_VENUE_SNAPSHOT, NULL);
  self->version = version;
  self->announcement = announcement && announcement[0] ? g_strdup (announcement) : NULL;
  self->season = season ? tav_venue_season_ref (season) : NULL;
  if (event == NULL)
    return self;

  self->event_name = g_strdup (tav_event_get_name (event));
  self->self_check_in = tav_event_get_self_check_in (event);
  /* The msgid: the hall's page names the game in its reader's language. */
  if (tav_event_get_ruleset (event) != NULL)
    self->game = TAV_RULESET_GET_CLASS (tav_event_get_ruleset (event))->name;
  self->venue = tav_event_get_venue (event) && tav_event_get_venue (event)[0] ?
                g_strdup (tav_event_get_venue (event)) : NULL;
  add_round (self, event);
  add_standings (self, event);
  add_finals (self, event);

  return self;
}

/* The extensions of the round the room sees, for the pages that do not
 * reload (a table's form): {"stage":…,"round":…,"tables":{"7":5},"counts":{"7":1}},
 * minutes and extensions by table. */
char *
tav_venue_snapshot_clocks_to_json (TavVenueSnapshot *self)
{
  g_autoptr(GString) out = g_string_new ("{\"stage\":\"");

  g_return_val_if_fail (TAV_IS_VENUE_SNAPSHOT (self), NULL);

  /* A stage id is made by Tavolo ("s1"), but a file may say anything. */
  for (const char *c = self->stage_id ? self->stage_id : ""; *c; c++)
    if (*c == '"' || *c == '\\')
      g_string_append_printf (out, "\\%c", *c);
    else if ((guchar) *c < 0x20)
      g_string_append_printf (out, "\\u%04x", (guchar) *c);
    else
      g_string_append_c (out, *c);
  g_string_append_printf (out, "\",\"round\":%u", self->round_number);
  for (guint pass = 0; pass < 2; pass++)
    {
      gboolean first = TRUE;

      g_string_append (out, pass == 0 ? ",\"tables\":{" : ",\"counts\":{");
      for (guint t = 0; t < self->tables->len; t++)
        {
          TavVenueTable *table = self->tables->pdata[t];

          if (table->extra_minutes == 0)
            continue;
          g_string_append_printf (out, "%s\"%u\":%u", first ? "" : ",", table->number,
                                  pass == 0 ? table->extra_minutes : table->n_extensions);
          first = FALSE;
        }
      g_string_append_c (out, '}');
    }
  g_string_append_c (out, '}');
  return g_string_free (g_steal_pointer (&out), FALSE);
}

guint64
tav_venue_snapshot_get_version (TavVenueSnapshot *self)
{
  g_return_val_if_fail (TAV_IS_VENUE_SNAPSHOT (self), 0);
  return self->version;
}

gboolean
tav_venue_snapshot_get_standings_public (TavVenueSnapshot *self)
{
  g_return_val_if_fail (TAV_IS_VENUE_SNAPSHOT (self), FALSE);
  return self->standings_public;
}

static void
tav_venue_snapshot_finalize (GObject *object)
{
  TavVenueSnapshot *self = TAV_VENUE_SNAPSHOT (object);

  g_free (self->event_name);
  g_free (self->announcement);
  g_free (self->venue);
  g_free (self->round_name);
  g_free (self->stage_name);
  g_free (self->stage_id);
  g_ptr_array_unref (self->tables);
  g_ptr_array_unref (self->seats);
  tav_venue_ranking_clear (&self->standings);
  g_ptr_array_unref (self->finals);
  g_clear_pointer (&self->season, tav_venue_season_unref);

  G_OBJECT_CLASS (tav_venue_snapshot_parent_class)->finalize (object);
}

static void
tav_venue_snapshot_class_init (TavVenueSnapshotClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tav_venue_snapshot_finalize;
}

static void
tav_venue_snapshot_init (TavVenueSnapshot *self)
{
  self->tables = g_ptr_array_new_with_free_func ((GDestroyNotify) table_free);
  self->seats = g_ptr_array_new_with_free_func ((GDestroyNotify) seat_free);
  tav_venue_ranking_init (&self->standings);
  self->finals = g_ptr_array_new_with_free_func ((GDestroyNotify) finals_free);
}
