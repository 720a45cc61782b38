/* tav-log-record.c
 *
 * The recorder: what changed between two versions of an event, one entry
 * per change, appended to the later one's log. One pass over each list,
 * with hash lookups, so that a change in a room of 500 players costs
 * little. The hand is the one the venue set on the event before its act,
 * else the caller's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-log-record"

#include "config.h"

#include "tav-event-log.h"
#include "tav-json-check.h"
#include "tav-log-values.h"

typedef struct
{
  TavEvent   *after;
  TavEvent   *before;
  TavHand    *hand;
  GDateTime  *time;
  GHashTable *ejected;   /* ids whose ejection a penalty recorded already */
} Recorder;

static void
add (Recorder           *r,
     const char         *act,
     const char         *stage_id,
     guint               round,
     guint               table,
     const char * const *players,
     JsonObject         *values)
{
  g_autoptr(TavLogEntry) entry = tav_log_entry_new (r->time, r->hand, act, stage_id, round,
                                                    table, players, values);

  tav_event_log_append (r->after, entry);
}

static void
add_player (Recorder   *r,
            const char *act,
            const char *player_id,
            JsonObject *values)
{
  const char *players[] = { player_id, NULL };

  add (r, act, NULL, 0, 0, players, values);
}

static void
set_text (JsonObject *values,
          const char *member,
          const char *text)
{
  g_autofree char *safe = tav_log_values_safe_text (text ? text : "");

  json_object_set_string_member (values, member, safe);
}

/* VALUES with "old" and "new" (and "field" when given). */
static JsonObject *
old_new (const char *field,
         const char *old,
         const char *new)
{
  JsonObject *values = json_object_new ();

  if (field != NULL)
    set_text (values, "field", field);
  set_text (values, "old", old);
  set_text (values, "new", new);
  return values;
}

static void
record_text (Recorder   *r,
             const char *act,
             const char *field,
             const char *old,
             const char *new)
{
  g_autoptr(JsonObject) values = NULL;

  if (g_strcmp0 (old ? old : "", new ? new : "") == 0)
    return;
  values = old_new (field, old, new);
  add (r, act, NULL, 0, 0, NULL, values);
}

/* A parameter's value as a person reads it: a choice's word without
 * quotes, a number or a truth as JSON writes it. */
static char *
param_text (JsonNode *node)
{
  if (node == NULL)
    return g_strdup ("");
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    return g_strdup (json_node_get_string (node));
  return json_to_string (node, FALSE);
}

static void
record_details (Recorder *r)
{
  TavEvent *a = r->after, *b = r->before;
  JsonObject *pa = tav_event_get_params (a), *pb = tav_event_get_params (b);
  g_autoptr(GList) members = json_object_get_members (pa);
  g_autofree char *seed_a = g_strdup_printf ("%" G_GUINT64_FORMAT, tav_event_get_seed (a));
  g_autofree char *seed_b = g_strdup_printf ("%" G_GUINT64_FORMAT, tav_event_get_seed (b));

  record_text (r, "event-details", "name", tav_event_get_name (b), tav_event_get_name (a));
  record_text (r, "event-details", "date", tav_event_get_date (b), tav_event_get_date (a));
  record_text (r, "event-details", "venue", tav_event_get_venue (b), tav_event_get_venue (a));
  record_text (r, "event-details", "seed", seed_b, seed_a);
  for (GList *l = members; l; l = l->next)
    {
      JsonNode *na = json_object_get_member (pa, l->data);
      JsonNode *nb = json_object_get_member (pb, l->data);
      g_autofree char *ta = NULL;
      g_autofree char *tb = NULL;

      if (nb != NULL && json_node_equal (na, nb))
        continue;
      ta = param_text (na);
      tb = param_text (nb);
      record_text (r, "event-parameter", l->data, tb, ta);
    }
  if (tav_event_get_published (a) != tav_event_get_published (b))
    add (r, tav_event_get_published (a) ? "event-published" : "event-unpublished",
         NULL, 0, 0, NULL, NULL);
  if (tav_event_get_manual_release (a) != tav_event_get_manual_release (b))
    add (r, tav_event_get_manual_release (a) ? "release-manual" : "release-at-once",
         NULL, 0, 0, NULL, NULL);
  if (tav_event_get_self_check_in (a) != tav_event_get_self_check_in (b))
    add (r, tav_event_get_self_check_in (a) ? "self-check-in-on" : "self-check-in-off",
         NULL, 0, 0, NULL, NULL);
}

/* "3"; "" for none. */
static char *
table_text (guint number)
{
  return number ? g_strdup_printf ("%u", number) : g_strdup ("");
}

/* "2, 5": the event's accessible tables, "" for none. */
static char *
accessible_text (TavEvent *event)
{
  g_autoptr(GString) text = g_string_new (NULL);
  guint n;
  const guint *numbers = tav_event_get_accessible_tables (event, &n);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, "%s%u", i ? ", " : "", numbers[i]);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* Group @g of @event without the players @other does not have: a player
 * removed leaves his groups, which is no change of its own. */
static GStrv
apart_group_in (TavEvent *event,
                guint     g,
                TavEvent *other)
{
  const char * const *ids = tav_event_get_apart_group (event, g);
  g_autoptr(GStrvBuilder) kept = g_strv_builder_new ();

  for (guint i = 0; ids[i]; i++)
    if (tav_event_find_player (other, ids[i]) != NULL)
      g_strv_builder_add (kept, ids[i]);
  return g_strv_builder_end (kept);
}

static gboolean
has_apart_group (TavEvent           *event,
                 const char * const *ids)
{
  for (guint g = 0; g < tav_event_get_n_apart_groups (event); g++)
    if (g_strv_equal (tav_event_get_apart_group (event, g), ids))
      return TRUE;
  return FALSE;
}

/* The groups kept apart that one side has and the other has not. */
static void
record_apart (Recorder *r)
{
  for (guint g = 0; g < tav_event_get_n_apart_groups (r->before); g++)
    {
      g_auto(GStrv) ids = apart_group_in (r->before, g, r->after);

      if (g_strv_length (ids) >= 2 && !has_apart_group (r->after, (const char * const *) ids))
        add (r, "players-apart-removed", NULL, 0, 0, (const char * const *) ids, NULL);
    }
  for (guint g = 0; g < tav_event_get_n_apart_groups (r->after); g++)
    {
      const char * const *ids = tav_event_get_apart_group (r->after, g);
      gboolean known = FALSE;

      for (guint h = 0; !known && h < tav_event_get_n_apart_groups (r->before); h++)
        {
          g_auto(GStrv) was = apart_group_in (r->before, h, r->after);

          known = g_strv_equal ((const char * const *) was, ids);
        }
      if (!known)
        add (r, "players-apart", NULL, 0, 0, ids, NULL);
    }
}

static void
record_constraints (Recorder *r)
{
  g_autofree char *tables_a = accessible_text (r->after);
  g_autofree char *tables_b = accessible_text (r->before);

  record_text (r, "accessible-tables", NULL, tables_b, tables_a);
  if (tav_event_get_clubs_every_round (r->after) != tav_event_get_clubs_every_round (r->before))
    add (r, tav_event_get_clubs_every_round (r->after) ? "clubs-every-round" : "clubs-round-1",
         NULL, 0, 0, NULL, NULL);
  record_apart (r);
}

static void
record_player_seat (Recorder  *r,
                    TavPlayer *pa,
                    TavPlayer *pb)
{
  const char *id = tav_player_get_id (pa);

  if (tav_player_get_fixed_table (pa) != tav_player_get_fixed_table (pb))
    {
      g_autofree char *old = table_text (tav_player_get_fixed_table (pb));
      g_autofree char *new = table_text (tav_player_get_fixed_table (pa));
      g_autoptr(JsonObject) values = old_new (NULL, old, new);

      add_player (r, "player-table", id, values);
    }
  if (tav_player_get_needs_accessible (pa) != tav_player_get_needs_accessible (pb))
    add_player (r, tav_player_get_needs_accessible (pa) ? "player-accessible" : "player-accessible-cleared",
                id, NULL);
}

static void
record_player (Recorder  *r,
               TavPlayer *pa,
               TavPlayer *pb)
{
  const char *id = tav_player_get_id (pa);
  static const struct
  {
    const char *act;
    const char *(*get) (TavPlayer *);
  } texts[] = {
    { "player-renamed", tav_player_get_name },
    { "player-club", tav_player_get_club },
    { "player-deck", tav_player_get_deck },
    { "player-team", tav_player_get_team },
  };

  if (pb == NULL)
    {
      g_autoptr(JsonObject) values = json_object_new ();

      set_text (values, "new", tav_player_get_name (pa));
      add_player (r, "player-added", id, values);
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    if (g_strcmp0 (texts[i].get (pa), texts[i].get (pb)) != 0)
      {
        g_autoptr(JsonObject) values = old_new (NULL, texts[i].get (pb), texts[i].get (pa));

        add_player (r, texts[i].act, id, values);
      }
  record_player_seat (r, pa, pb);
  /* Only the organiser renews a code; going back to an older one is an
   * undo, which the undo's own entry says. */
  if (tav_player_get_code_renewals (pa) > tav_player_get_code_renewals (pb))
    add_player (r, "player-code-renewed", id, NULL);
  /* A withdrawal or a reinstatement checks out or in by itself: said once. */
  if (tav_player_get_checked_in (pa) != tav_player_get_checked_in (pb) &&
      tav_player_get_status (pa) == tav_player_get_status (pb))
    add_player (r, tav_player_get_checked_in (pa) ? "player-checked-in" : "player-checked-out",
                id, NULL);
}

/* After the penalties: an ejection a penalty recorded is not said twice. */
static void
record_status (Recorder  *r,
               TavPlayer *pa,
               TavPlayer *pb)
{
  TavPlayerStatus sa = tav_player_get_status (pa);
  TavPlayerStatus sb = tav_player_get_status (pb);
  g_autoptr(JsonObject) values = NULL;
  g_autofree char *act = NULL;

  if (sa == sb)
    return;
  if (sa != TAV_PLAYER_ACTIVE && g_hash_table_contains (r->ejected, tav_player_get_id (pa)))
    return;
  act = sa == TAV_PLAYER_ACTIVE ? g_strdup ("player-reinstated")
                                : g_strconcat ("player-", tav_player_status_to_string (sa), NULL);
  values = old_new (NULL, tav_player_status_to_string (sb), tav_player_status_to_string (sa));
  add_player (r, act, tav_player_get_id (pa), values);
}

static void
record_players (Recorder *r,
                gboolean  status)
{
  GListModel *players = tav_event_get_players (r->after);

  for (guint i = 0; i < g_list_model_get_n_items (players); i++)
    {
      TavPlayer *pa = tav_event_get_player (r->after, i);
      TavPlayer *pb = tav_event_find_player (r->before, tav_player_get_id (pa));

      if (!status)
        record_player (r, pa, pb);
      else if (pb != NULL)
        record_status (r, pa, pb);
    }
  if (!status)
    return;
  players = tav_event_get_players (r->before);
  for (guint i = 0; i < g_list_model_get_n_items (players); i++)
    {
      TavPlayer *pb = tav_event_get_player (r->before, i);

      if (tav_event_find_player (r->after, tav_player_get_id (pb)) == NULL)
        {
          g_autoptr(JsonObject) values = json_object_new ();

          set_text (values, "old", tav_player_get_name (pb));
          add_player (r, "player-removed", tav_player_get_id (pb), values);
        }
    }
}

/* A copy of RESULT: the entry seals its values, and the table's own
 * object is not the log's to seal. */
static void
set_result (JsonObject *values,
            const char *member,
            JsonObject *result)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);

  json_node_set_object (node, result);
  json_object_set_member (values, member, tav_json_deep_copy (node));
}

static gboolean
same_result (JsonObject *a,
             JsonObject *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  return json_object_equal (a, b);
}

static void
record_result (Recorder   *r,
               const char *stage_id,
               guint       round,
               TavTable   *ta,
               TavTable   *tb)
{
  JsonObject *ra = tav_table_get_result (ta);
  JsonObject *rb = tb ? tav_table_get_result (tb) : NULL;
  g_autoptr(JsonObject) values = NULL;
  const char *act;

  if (same_result (ra, rb))
    return;
  values = json_object_new ();
  if (rb != NULL)
    set_result (values, "before", rb);
  if (ra != NULL)
    set_result (values, "after", ra);
  act = rb == NULL ? "result-entered" : ra == NULL ? "result-cleared" : "result-corrected";
  add (r, act, stage_id, round, tav_table_get_number (ta), tav_table_get_seats (ta), values);
}

static void
record_extensions (Recorder   *r,
                   const char *stage_id,
                   guint       round,
                   TavTable   *ta,
                   TavTable   *tb)
{
  guint n_before = tb ? tav_table_get_n_extensions (tb) : 0;

  for (guint i = n_before; i < tav_table_get_n_extensions (ta); i++)
    {
      g_autoptr(JsonObject) values = json_object_new ();

      json_object_set_int_member (values, "minutes", tav_table_get_extension_minutes (ta, i));
      set_text (values, "reason", tav_table_get_extension_reason (ta, i));
      add (r, "table-extended", stage_id, round, tav_table_get_number (ta),
           tav_table_get_seats (ta), values);
    }
}

/* How the seating of a round that both have changed: not at all, two
 * players swapped (filled into MOVED), or drawn again. */
typedef enum { SEATS_SAME, SEATS_SWAPPED, SEATS_REDRAWN } SeatChange;

/* Most changes leave a round's seating as it was: said without a hash. */
static gboolean
same_seating (TavRound *ra,
              TavRound *rb)
{
  for (guint t = 0; t < tav_round_get_n_tables (ra); t++)
    {
      TavTable *ta = tav_round_get_table (ra, t);
      TavTable *tb = tav_round_get_table (rb, t);

      if (tav_table_get_number (ta) != tav_table_get_number (tb) ||
          !g_strv_equal ((const char * const *) tav_table_get_seats (ta),
                         (const char * const *) tav_table_get_seats (tb)))
        return FALSE;
    }
  return TRUE;
}

static SeatChange
compare_seats (TavRound    *ra,
               TavRound    *rb,
               const char **moved)
{
  g_autoptr(GHashTable) places = g_hash_table_new (g_str_hash, g_str_equal);
  guint n_moved = 0;

  if (tav_round_get_n_tables (ra) != tav_round_get_n_tables (rb))
    return SEATS_REDRAWN;
  if (same_seating (ra, rb))
    return SEATS_SAME;
  for (guint t = 0; t < tav_round_get_n_tables (rb); t++)
    {
      TavTable *table = tav_round_get_table (rb, t);

      for (guint s = 0; s < tav_table_get_n_seats (table); s++)
        g_hash_table_insert (places, (gpointer) tav_table_get_seat (table, s),
                             GUINT_TO_POINTER ((tav_table_get_number (table) << 8) + s + 1));
    }
  for (guint t = 0; t < tav_round_get_n_tables (ra); t++)
    {
      TavTable *table = tav_round_get_table (ra, t);

      for (guint s = 0; s < tav_table_get_n_seats (table); s++)
        {
          const char *id = tav_table_get_seat (table, s);
          guint place = (tav_table_get_number (table) << 8) + s + 1;

          if (GPOINTER_TO_UINT (g_hash_table_lookup (places, id)) == place)
            continue;
          if (n_moved < 2)
            moved[n_moved] = id;
          n_moved++;
        }
    }
  if (n_moved == 0)
    return SEATS_SAME;
  return n_moved == 2 ? SEATS_SWAPPED : SEATS_REDRAWN;
}

/* Table NUMBER of ROUND, looked for first where it was (tables keep their
 * order): a search by number for each table would cost a round's square. */
static TavTable *
same_table (TavRound *round,
            guint     position,
            guint     number)
{
  TavTable *table = position < tav_round_get_n_tables (round) ? tav_round_get_table (round, position)
                                                               : NULL;

  if (table != NULL && tav_table_get_number (table) == number)
    return table;
  return tav_round_find_table (round, number);
}

static void
record_round (Recorder *r,
              TavStage *stage,
              TavRound *ra,
              TavRound *rb)
{
  const char *stage_id = tav_stage_get_id (stage);
  guint number = tav_round_get_number (ra);
  const char *moved[3] = { NULL, NULL, NULL };
  SeatChange change = SEATS_REDRAWN;

  if (rb == NULL)
    {
      g_autoptr(JsonObject) values = json_object_new ();

      json_object_set_int_member (values, "count", tav_round_get_n_tables (ra));
      add (r, "round-drawn", stage_id, number, 0, NULL, values);
    }
  else if ((change = compare_seats (ra, rb, moved)) == SEATS_REDRAWN)
    {
      add (r, "round-redrawn", stage_id, number, 0, NULL, NULL);
      return;
    }
  else if (change == SEATS_SWAPPED)
    add (r, "seats-swapped", stage_id, number, 0, moved, NULL);

  if (tav_round_get_released (ra) && (rb ? !tav_round_get_released (rb)
                                         : tav_event_get_manual_release (r->after)))
    add (r, "round-released", stage_id, number, 0, NULL, NULL);
  for (guint t = 0; t < tav_round_get_n_tables (ra); t++)
    {
      TavTable *ta = tav_round_get_table (ra, t);
      TavTable *tb = rb ? same_table (rb, t, tav_table_get_number (ta)) : NULL;

      record_extensions (r, stage_id, number, ta, tb);
      record_result (r, stage_id, number, ta, tb);
    }
}

static void
record_stage (Recorder *r,
              TavStage *sa,
              TavStage *sb)
{
  const char *stage_id = tav_stage_get_id (sa);

  if (sb == NULL && tav_event_get_n_stages (r->before) > 0)
    add (r, "stage-added", stage_id, 0, 0, NULL, NULL);
  for (guint i = 0; i < tav_stage_get_n_rounds (sa); i++)
    {
      TavRound *ra = g_list_model_get_item (tav_stage_get_rounds (sa), i);
      TavRound *rb = sb ? tav_stage_get_round (sb, tav_round_get_number (ra)) : NULL;

      record_round (r, sa, ra, rb);
      g_object_unref (ra);
    }
  for (guint i = 0; sb != NULL && i < tav_stage_get_n_rounds (sb); i++)
    {
      g_autoptr(TavRound) rb = g_list_model_get_item (tav_stage_get_rounds (sb), i);

      if (tav_stage_get_round (sa, tav_round_get_number (rb)) == NULL)
        add (r, "round-removed", stage_id, tav_round_get_number (rb), 0, NULL, NULL);
    }
}

static void
record_stages (Recorder *r)
{
  for (guint i = 0; i < tav_event_get_n_stages (r->after); i++)
    {
      TavStage *sa = tav_event_get_stage (r->after, i);

      record_stage (r, sa, tav_event_find_stage (r->before, tav_stage_get_id (sa)));
    }
  for (guint i = 0; i < tav_event_get_n_stages (r->before); i++)
    {
      TavStage *sb = tav_event_get_stage (r->before, i);

      if (tav_event_find_stage (r->after, tav_stage_get_id (sb)) == NULL)
        add (r, "stage-removed", tav_stage_get_id (sb), 0, 0, NULL, NULL);
    }
}

/* The table @player_id sat at when the penalty was given (round @round of
 * @stage_id): a judge warns a player at his table. 0 when none. */
static guint
penalty_table (TavEvent   *event,
               const char *stage_id,
               guint       round,
               const char *player_id)
{
  TavStage *stage = stage_id != NULL ? tav_event_find_stage (event, stage_id) : NULL;
  TavRound *played = stage != NULL ? tav_stage_get_round (stage, round) : NULL;
  TavTable *table = played != NULL ? tav_round_find_player (played, player_id, NULL) : NULL;

  return table != NULL ? tav_table_get_number (table) : 0;
}

static void
record_penalties (Recorder *r)
{
  GListModel *pa = tav_event_get_penalties (r->after);
  guint n_before = g_list_model_get_n_items (tav_event_get_penalties (r->before));

  for (guint i = n_before; i < g_list_model_get_n_items (pa); i++)
    {
      g_autoptr(TavPenalty) penalty = g_list_model_get_item (pa, i);
      g_autoptr(JsonObject) values = json_object_new ();
      const char *players[] = { tav_penalty_get_player_id (penalty), NULL };
      TavPenaltyKind kind = tav_penalty_get_kind (penalty);

      set_text (values, "kind", tav_penalty_kind_to_string (kind));
      set_text (values, "reason", tav_penalty_get_reason (penalty));
      add (r, "penalty", tav_penalty_get_stage_id (penalty), tav_penalty_get_round (penalty),
           penalty_table (r->after, tav_penalty_get_stage_id (penalty), tav_penalty_get_round (penalty), players[0]),
           players, values);
      if (kind == TAV_PENALTY_EJECTION || kind == TAV_PENALTY_DISQUALIFICATION)
        g_hash_table_add (r->ejected, (gpointer) players[0]);
    }
}

static GHashTable *
judge_names (TavInbox *inbox)
{
  GHashTable *names = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < tav_inbox_get_n_judges (inbox); i++)
    g_hash_table_add (names, (gpointer) tav_inbox_get_judge (inbox, i, NULL, NULL));
  return names;
}

static void
record_judges (Recorder *r,
               TavInbox *ia,
               TavInbox *ib)
{
  g_autoptr(GHashTable) before = judge_names (ib);
  g_autoptr(GHashTable) after = judge_names (ia);
  TavInbox *inboxes[2] = { ia, ib };
  GHashTable *others[2] = { before, after };

  for (guint k = 0; k < 2; k++)
    for (guint i = 0; i < tav_inbox_get_n_judges (inboxes[k]); i++)
      {
        const char *name = tav_inbox_get_judge (inboxes[k], i, NULL, NULL);
        g_autoptr(JsonObject) values = NULL;

        if (g_hash_table_contains (others[k], name))
          continue;
        values = json_object_new ();
        set_text (values, k == 0 ? "new" : "old", name);
        add (r, k == 0 ? "judge-added" : "judge-revoked", NULL, 0, 0, NULL, values);
      }
}

/* A player's request: the hand of its arrival is the player's, set by
 * the venue; the organiser's decision names the new player. */
static void
record_request (Recorder      *r,
                TavSubmission *sa,
                TavSubmission *sb)
{
  TavSubmissionState state = tav_submission_get_state (sa);
  gboolean deck = tav_submission_get_kind (sa) == TAV_SUBMISSION_DECK;
  JsonObject *payload = tav_submission_get_result (sa);
  const char *player_id = tav_submission_get_player_id (sa);
  const char *players[] = { player_id, NULL };
  g_autoptr(JsonObject) values = json_object_new ();
  const char *act = NULL;

  if (payload && !deck)
    set_text (values, "new", json_object_get_string_member_with_default (payload, "name", ""));
  if (sb == NULL)
    act = deck ? "deck-received" : "registration-received";
  else if (state != tav_submission_get_state (sb) && state == TAV_SUBMISSION_ACCEPTED)
    act = deck ? "deck-accepted" : "registration-accepted";
  else if (state != tav_submission_get_state (sb) && state == TAV_SUBMISSION_REJECTED)
    {
      act = deck ? "deck-rejected" : "registration-rejected";
      set_text (values, "reason", tav_submission_get_reason (sa));
    }
  if (act)
    add (r, act, NULL, 0, 0, player_id[0] ? players : NULL, values);
}

static void
record_submission (Recorder      *r,
                   TavSubmission *sa,
                   TavSubmission *sb)
{
  TavSubmissionState state = tav_submission_get_state (sa);
  const char *stage_id = tav_submission_get_stage_id (sa);
  guint round = tav_submission_get_round (sa);
  guint table = tav_submission_get_table (sa);
  TavStage *stage = tav_event_find_stage (r->after, stage_id);
  TavRound *in = stage ? tav_stage_get_round (stage, round) : NULL;
  TavTable *at = in ? tav_round_find_table (in, table) : NULL;
  const char * const *seats = at ? tav_table_get_seats (at) : NULL;

  if (state == TAV_SUBMISSION_REFUSED)
    return;
  if (tav_submission_get_kind (sa) != TAV_SUBMISSION_RESULT)
    {
      record_request (r, sa, sb);
      return;
    }
  if (sb == NULL)
    {
      g_autoptr(JsonObject) values = json_object_new ();

      if (tav_submission_get_result (sa) != NULL)
        set_result (values, "after", tav_submission_get_result (sa));
      add (r, "result-received", stage_id, round, table, seats, values);
    }
  if (state != (sb ? tav_submission_get_state (sb) : TAV_SUBMISSION_PENDING) &&
      (state == TAV_SUBMISSION_ACCEPTED || state == TAV_SUBMISSION_REJECTED))
    {
      g_autoptr(JsonObject) values = json_object_new ();

      if (state == TAV_SUBMISSION_REJECTED && tav_submission_get_reason (sa) != NULL)
        set_text (values, "reason", tav_submission_get_reason (sa));
      add (r, state == TAV_SUBMISSION_ACCEPTED ? "result-accepted" : "result-rejected",
           stage_id, round, table, seats, values);
    }
}

static void
record_inbox (Recorder *r)
{
  TavInbox *ia = tav_event_get_inbox (r->after);
  TavInbox *ib = tav_event_get_inbox (r->before);
  GListModel *list = tav_inbox_get_submissions (ib);
  g_autoptr(GHashTable) before = g_hash_table_new (g_str_hash, g_str_equal);

  record_judges (r, ia, ib);
  if (tav_inbox_get_registration_open (ia) != tav_inbox_get_registration_open (ib))
    add (r, tav_inbox_get_registration_open (ia) ? "registration-opened" : "registration-closed",
         NULL, 0, 0, NULL, NULL);
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(TavSubmission) s = g_list_model_get_item (list, i);

      g_hash_table_insert (before, (gpointer) tav_submission_get_id (s), s);
    }
  list = tav_inbox_get_submissions (ia);
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(TavSubmission) s = g_list_model_get_item (list, i);

      record_submission (r, s, g_hash_table_lookup (before, tav_submission_get_id (s)));
    }
}

/**
 * tav_event_log_record:
 * @after: the event as it is now
 * @before: the same event before the change
 * @default_hand: the hand when @after names none (tav_event_get_hand ())
 * @time: (nullable): when; %NULL: now
 *
 * Appends to @after's log one entry per change since @before, by the hand
 * set on @after (which is then cleared) or else @default_hand. Quiet: no
 * "changed" is emitted.
 */
void
tav_event_log_record (TavEvent      *after,
                      TavEvent      *before,
                      const TavHand *default_hand,
                      GDateTime     *time)
{
  g_autoptr(GDateTime) now = time ? g_date_time_ref (time) : g_date_time_new_now_local ();
  g_autoptr(GHashTable) ejected = g_hash_table_new (g_str_hash, g_str_equal);
  const TavHand *hand;
  Recorder r;

  g_return_if_fail (TAV_IS_EVENT (after));
  g_return_if_fail (TAV_IS_EVENT (before));
  g_return_if_fail (default_hand != NULL);

  hand = tav_event_get_hand (after) ? tav_event_get_hand (after) : default_hand;
  r = (Recorder) { after, before, tav_log_values_safe_hand (hand), now, ejected };
  tav_event_set_hand (after, NULL);

  record_details (&r);
  record_players (&r, FALSE);
  record_constraints (&r);
  record_stages (&r);
  record_penalties (&r);
  record_players (&r, TRUE);
  record_inbox (&r);
  tav_hand_free (r.hand);
}
