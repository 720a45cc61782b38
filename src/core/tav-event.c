/* tav-event.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-event"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tav-event-private.h"
#include "tav-log-entry.h"
#include "tav-text.h"

#define MAX_NAME_LENGTH 200

struct _TavEvent
{
  GObject     parent_instance;
  char       *name;
  char       *date;
  char       *venue;
  char       *ruleset_id;
  JsonObject *params;
  guint64     seed;
  char       *event_id;    /* random, the tournament's identity; "" in old files */
  gboolean    published;
  gboolean    clubs_mixed;     /* round 1 ignores clubs (the organiser's choice) */
  gboolean    clubs_every_round;  /* and every later round keeps them apart */
  GArray     *accessible_tables;  /* guint, ascending (tav-event-constraints.c) */
  GPtrArray  *apart_groups;       /* char ** of player ids, kept apart */
  guint       lot_players;     /* drew the lots; 0: every player (tav-lots.c) */
  gboolean    manual_release;  /* a drawn round waits for Release Round */
  gboolean    self_check_in;   /* players may check in by their codes */
  TavHand    *hand;            /* of the changes not yet in the log; never saved */
  GListStore *players;
  GHashTable *players_by_id;   /* id → TavPlayer, borrowed from the store */
  GHashTable *players_by_key;  /* tav_text_name_key () → TavPlayer, borrowed */
  guint       next_number;     /* of the next "pN" id; 0: to be counted */
  GListStore *stages;
  GListStore *penalties;
  GListStore *log;             /* TavLogEntry, oldest first (tav-event-log.c) */
  TavInbox   *inbox;
  /* Given by tav_event_new () (tav-event-rules.c), which looks the ruleset
   * up: the model calls no rule, so the rules may call the model. */
  TavRuleset         *ruleset;
  const TavFieldSpec *param_specs;
  guint               n_param_specs;
};

G_DEFINE_FINAL_TYPE (TavEvent, tav_event, G_TYPE_OBJECT)
/* The error domain is defined with the others in tav-rule-error.c. */

enum {
  PROP_0,
  PROP_NAME,
  PROP_DATE,
  PROP_VENUE,
  PROP_RULESET_ID,
  PROP_SEED,
  PROP_PUBLISHED,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
tav_event_finalize (GObject *object)
{
  TavEvent *self = (TavEvent *)object;

  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->date, g_free);
  g_clear_pointer (&self->venue, g_free);
  g_clear_pointer (&self->event_id, g_free);
  g_clear_pointer (&self->hand, tav_hand_free);
  g_clear_pointer (&self->ruleset_id, g_free);
  g_clear_pointer (&self->params, json_object_unref);
  g_clear_pointer (&self->players_by_id, g_hash_table_unref);
  g_clear_pointer (&self->players_by_key, g_hash_table_unref);
  g_clear_object (&self->players);
  g_clear_object (&self->stages);
  g_clear_object (&self->penalties);
  g_clear_object (&self->log);
  g_clear_object (&self->inbox);
  g_clear_object (&self->ruleset);
  g_clear_pointer (&self->accessible_tables, g_array_unref);
  g_clear_pointer (&self->apart_groups, g_ptr_array_unref);

  G_OBJECT_CLASS (tav_event_parent_class)->finalize (object);
}

static void
tav_event_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  TavEvent *self = TAV_EVENT (object);

  switch (prop_id)
    {
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_DATE:
      g_value_set_string (value, self->date);
      break;
    case PROP_VENUE:
      g_value_set_string (value, self->venue);
      break;
    case PROP_RULESET_ID:
      g_value_set_string (value, self->ruleset_id);
      break;
    case PROP_SEED:
      g_value_set_uint64 (value, self->seed);
      break;
    case PROP_PUBLISHED:
      g_value_set_boolean (value, self->published);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_event_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  TavEvent *self = TAV_EVENT (object);

  switch (prop_id)
    {
    case PROP_NAME:
      tav_event_set_name (self, g_value_get_string (value));
      break;
    case PROP_DATE:
      tav_event_set_date (self, g_value_get_string (value));
      break;
    case PROP_VENUE:
      tav_event_set_venue (self, g_value_get_string (value));
      break;
    case PROP_RULESET_ID:
      self->ruleset_id = g_value_dup_string (value);
      break;
    case PROP_SEED:
      tav_event_set_seed (self, g_value_get_uint64 (value));
      break;
    case PROP_PUBLISHED:
      tav_event_set_published (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_event_class_init (TavEventClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tav_event_finalize;
  object_class->get_property = tav_event_get_property;
  object_class->set_property = tav_event_set_property;

  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, "",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DATE] =
    g_param_spec_string ("date", NULL, NULL, "",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VENUE] =
    g_param_spec_string ("venue", NULL, NULL, "",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RULESET_ID] =
    g_param_spec_string ("ruleset-id", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SEED] =
    g_param_spec_uint64 ("seed", NULL, NULL, 0, TAV_EVENT_MAX_SEED, 0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PUBLISHED] =
    g_param_spec_boolean ("published", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Emitted after every edit made through an operation, for autosave, undo
   * and views that show computed data such as standings. */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tav_event_init (TavEvent *self)
{
  self->name = g_strdup ("");
  self->date = g_strdup ("");
  self->venue = g_strdup ("");
  self->params = json_object_new ();
  self->players = g_list_store_new (TAV_TYPE_PLAYER);
  self->players_by_id = g_hash_table_new (g_str_hash, g_str_equal);
  self->players_by_key = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->stages = g_list_store_new (TAV_TYPE_STAGE);
  self->penalties = g_list_store_new (TAV_TYPE_PENALTY);
  self->log = g_list_store_new (TAV_TYPE_LOG_ENTRY);
  self->accessible_tables = g_array_new (FALSE, FALSE, sizeof (guint));
  self->apart_groups = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
}

/* For tav_event_new (): the event's ruleset (NULL for an id no ruleset
 * has), its parameters, and the inbox of its tables' results. */
void
tav_event_bind (TavEvent           *self,
                TavRuleset         *ruleset,
                const TavFieldSpec *param_specs,
                guint               n_param_specs,
                TavInbox           *inbox)
{
  g_return_if_fail (TAV_IS_EVENT (self));
  g_return_if_fail (self->inbox == NULL);

  g_set_object (&self->ruleset, ruleset);
  self->param_specs = param_specs;
  self->n_param_specs = n_param_specs;
  self->inbox = inbox;
}

const char *
tav_event_get_event_id (TavEvent *self)
{
  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);

  return self->event_id ? self->event_id : "";
}

/* @event_id: 32 lower-case hexadecimal digits, or "" for none */
void
tav_event_set_event_id (TavEvent   *self,
                        const char *event_id)
{
  g_return_if_fail (TAV_IS_EVENT (self));
  g_return_if_fail (event_id == NULL || event_id[0] == '\0' || tav_event_is_event_id (event_id));

  g_free (self->event_id);
  self->event_id = g_strdup (event_id ? event_id : "");
}

gboolean
tav_event_is_event_id (const char *text)
{
  guint n = 0;

  for (; text[n]; n++)
    if (!g_ascii_isdigit (text[n]) && !(text[n] >= 'a' && text[n] <= 'f'))
      return FALSE;
  return n == 32;
}

static gboolean
replace_string (char       **field,
                const char  *value)
{
  if (g_strcmp0 (*field, value ? value : "") == 0)
    return FALSE;
  g_free (*field);
  *field = g_strdup (value ? value : "");
  return TRUE;
}

const char *
tav_event_get_name (TavEvent *self)
{
  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);
  return self->name;
}

void
tav_event_set_name (TavEvent   *self,
                    const char *name)
{
  g_return_if_fail (TAV_IS_EVENT (self));
  if (replace_string (&self->name, name))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

const char *
tav_event_get_date (TavEvent *self)
{
  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);
  return self->date;
}

void
tav_event_set_date (TavEvent   *self,
                    const char *date)
{
  g_return_if_fail (TAV_IS_EVENT (self));
  if (replace_string (&self->date, date))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DATE]);
}

const char *
tav_event_get_venue (TavEvent *self)
{
  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);
  return self->venue;
}

void
tav_event_set_venue (TavEvent   *self,
                     const char *venue)
{
  g_return_if_fail (TAV_IS_EVENT (self));
  if (replace_string (&self->venue, venue))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VENUE]);
}

const char *
tav_event_get_ruleset_id (TavEvent *self)
{
  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);
  return self->ruleset_id;
}

TavRuleset *
tav_event_get_ruleset (TavEvent *self)
{
  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);
  return self->ruleset;
}

guint64
tav_event_get_seed (TavEvent *self)
{
  g_return_val_if_fail (TAV_IS_EVENT (self), 0);
  return self->seed;
}

void
tav_event_set_seed (TavEvent *self,
                    guint64   seed)
{
  g_return_if_fail (TAV_IS_EVENT (self));
  g_return_if_fail (seed <= TAV_EVENT_MAX_SEED);
  if (self->seed == seed)
    return;
  self->seed = seed;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEED]);
}

gboolean
tav_event_get_published (TavEvent *self)
{
  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);
  return self->published;
}

void
tav_event_set_published (TavEvent *self,
                         gboolean  published)
{
  g_return_if_fail (TAV_IS_EVENT (self));
  published = !!published;
  if (self->published == published)
    return;
  self->published = published;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PUBLISHED]);
}

gboolean
tav_event_get_manual_release (TavEvent *self)
{
  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);
  return self->manual_release;
}

void
tav_event_set_manual_release (TavEvent *self,
                              gboolean  manual)
{
  g_return_if_fail (TAV_IS_EVENT (self));
  self->manual_release = !!manual;
}

const TavHand *
tav_event_get_hand (TavEvent *self)
{
  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);
  return self->hand;
}

/* The hand is the writer's business, not the event's: setting it is no
 * change (nothing is emitted) and it is never saved. */
void
tav_event_set_hand (TavEvent      *self,
                    const TavHand *hand)
{
  g_return_if_fail (TAV_IS_EVENT (self));

  g_clear_pointer (&self->hand, tav_hand_free);
  if (hand != NULL)
    self->hand = tav_hand_copy (hand);
}

/* How many players, the first in the list, drew the lots among them;
 * those after take the next lots (tav-lots.c). 0: all of them. */
guint
tav_event_get_lot_players (TavEvent *self)
{
  g_return_val_if_fail (TAV_IS_EVENT (self), 0);
  return self->lot_players;
}

void
tav_event_set_lot_players (TavEvent *self,
                           guint     n_players)
{
  g_return_if_fail (TAV_IS_EVENT (self));
  self->lot_players = n_players;
}

/* Whether round 1 keeps the players of one club apart: on unless the
 * organiser turned it off (no ruleset forbids it). */
gboolean
tav_event_get_keep_clubs_apart (TavEvent *self)
{
  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);
  return !self->clubs_mixed;
}

void
tav_event_set_keep_clubs_apart (TavEvent *self,
                                gboolean  apart)
{
  g_return_if_fail (TAV_IS_EVENT (self));
  self->clubs_mixed = !apart;
  if (!apart)
    self->clubs_every_round = FALSE;
}

/* Whether every round, not only the first, keeps clubs apart; it implies
 * tav_event_get_keep_clubs_apart (). */
gboolean
tav_event_get_clubs_every_round (TavEvent *self)
{
  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);
  return self->clubs_every_round;
}

void
tav_event_set_clubs_every_round (TavEvent *self,
                                 gboolean  every_round)
{
  g_return_if_fail (TAV_IS_EVENT (self));
  self->clubs_every_round = !!every_round;
  if (every_round)
    self->clubs_mixed = FALSE;
}

/* Whether players may check in from their phones; the edit that logs a
 * change is in tav-player-codes.c. */
gboolean
tav_event_get_self_check_in (TavEvent *self)
{
  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);
  return self->self_check_in;
}

void
tav_event_store_self_check_in (TavEvent *self,
                               gboolean  allowed)
{
  g_return_if_fail (TAV_IS_EVENT (self));
  self->self_check_in = !!allowed;
}

/* The storage behind tav-event-constraints.c, which owns its rules. */
GArray *
tav_event_get_accessible_store (TavEvent *self)
{
  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);
  return self->accessible_tables;
}

GPtrArray *
tav_event_get_apart_store (TavEvent *self)
{
  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);
  return self->apart_groups;
}

/* A removed player leaves the groups kept apart; a group left with one
 * player is no group. */
static void
drop_from_apart_groups (TavEvent   *self,
                        const char *id)
{
  for (guint g = self->apart_groups->len; g-- > 0;)
    {
      char **ids = self->apart_groups->pdata[g];
      guint n = 0;

      for (guint i = 0; ids[i]; i++)
        if (g_strcmp0 (ids[i], id) == 0)
          g_free (ids[i]);
        else
          ids[n++] = ids[i];
      ids[n] = NULL;
      if (n < 2)
        g_ptr_array_remove_index (self->apart_groups, g);
    }
}

/* ---- Parameters ------------------------------------------------------- */

JsonObject *
tav_event_get_params (TavEvent *self)
{
  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);
  return self->params;
}

static const TavFieldSpec *
find_param (TavEvent   *self,
            const char *id)
{
  return tav_field_find (self->param_specs, self->n_param_specs, id);
}

/* @text as the value of parameter @id, checked against its spec; the
 * event is not changed. */
JsonNode *
tav_event_parse_param (TavEvent    *self,
                       const char  *id,
                       const char  *text,
                       GError     **error)
{
  const TavFieldSpec *spec;

  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);

  spec = find_param (self, id);
  if (spec == NULL)
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_NOT_FOUND,
                   _("The ruleset “%s” has no parameter “%s”"), self->ruleset_id, id);
      return NULL;
    }
  return tav_field_parse_value (spec, text, error);
}

gboolean
tav_event_set_param (TavEvent    *self,
                     const char  *id,
                     const char  *text,
                     GError     **error)
{
  JsonNode *node = tav_event_parse_param (self, id, text, error);

  if (node == NULL)
    return FALSE;
  json_object_set_member (self->params, id, node);
  return TRUE;
}

void
tav_event_set_param_node (TavEvent   *self,
                          const char *id,
                          JsonNode   *node)
{
  g_return_if_fail (TAV_IS_EVENT (self));
  json_object_set_member (self->params, id, json_node_copy (node));
}

/* The stored value, or the ruleset's default. Transfer none. */
static JsonNode *
get_param_node (TavEvent   *self,
                const char *id)
{
  JsonNode *node = json_object_get_member (self->params, id);
  const TavFieldSpec *spec;
  g_autofree char *key = NULL;

  if (node)
    return node;
  spec = find_param (self, id);
  g_return_val_if_fail (spec != NULL, NULL);
  /* Cache the default as object data so the pointer stays valid. */
  key = g_strconcat ("tav-default-", id, NULL);
  node = g_object_get_data (G_OBJECT (self), key);
  if (node == NULL)
    {
      node = tav_field_default_node (spec);
      g_object_set_data_full (G_OBJECT (self), key, node, (GDestroyNotify) json_node_unref);
    }
  return node;
}

gint64
tav_event_get_param_int (TavEvent   *self,
                         const char *id)
{
  JsonNode *node = get_param_node (self, id);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return 0;
  return json_node_get_value_type (node) == G_TYPE_DOUBLE ?
         (gint64) json_node_get_double (node) : json_node_get_int (node);
}

double
tav_event_get_param_double (TavEvent   *self,
                            const char *id)
{
  JsonNode *node = get_param_node (self, id);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return 0;
  return json_node_get_value_type (node) == G_TYPE_INT64 ?
         (double) json_node_get_int (node) : json_node_get_double (node);
}

gboolean
tav_event_get_param_bool (TavEvent   *self,
                          const char *id)
{
  JsonNode *node = get_param_node (self, id);

  return node && JSON_NODE_HOLDS_VALUE (node) &&
         json_node_get_value_type (node) == G_TYPE_BOOLEAN &&
         json_node_get_boolean (node);
}

const char *
tav_event_get_param_string (TavEvent   *self,
                            const char *id)
{
  JsonNode *node = get_param_node (self, id);

  if (node && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    return json_node_get_string (node);
  return "";
}

/* ---- Players ---------------------------------------------------------- */

GListModel *
tav_event_get_players (TavEvent *self)
{
  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);
  return G_LIST_MODEL (self->players);
}

guint
tav_event_get_n_players (TavEvent *self)
{
  g_return_val_if_fail (TAV_IS_EVENT (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->players));
}

TavPlayer *
tav_event_get_player (TavEvent *self,
                      guint     position)
{
  g_autoptr(TavPlayer) player = NULL;

  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);
  player = g_list_model_get_item (G_LIST_MODEL (self->players), position);
  return player;
}

TavPlayer *
tav_event_find_player (TavEvent   *self,
                       const char *id)
{
  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);

  return id ? g_hash_table_lookup (self->players_by_id, id) : NULL;
}

/* The first player registered under a name's key keeps it; a second one
 * (only in a file that validation then refuses) is not indexed. */
static void
index_name (TavEvent  *self,
            TavPlayer *player)
{
  const char *key = tav_player_get_name_key (player);

  if (!g_hash_table_contains (self->players_by_key, key))
    g_hash_table_insert (self->players_by_key, g_strdup (key), player);
}

static void
unindex_name (TavEvent  *self,
              TavPlayer *player)
{
  const char *key = tav_player_get_name_key (player);

  if (g_hash_table_lookup (self->players_by_key, key) == player)
    g_hash_table_remove (self->players_by_key, key);
}

/* Accepts an id ("p7") or a player's name, compared after NFC
 * normalisation and case folding (tav-text.c); one hash lookup each. */
TavPlayer *
tav_event_lookup_player (TavEvent    *self,
                         const char  *id_or_name,
                         GError     **error)
{
  TavPlayer *found;
  g_autofree char *key = NULL;
  g_autofree char *trimmed = NULL;

  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);

  if ((found = tav_event_find_player (self, id_or_name)))
    return found;

  trimmed = g_strstrip (g_strdup (id_or_name ? id_or_name : ""));
  key = tav_text_name_key (trimmed);
  if ((found = g_hash_table_lookup (self->players_by_key, key)))
    return found;

  {
    g_autofree char *shown = tav_text_escape (id_or_name);

    g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_NOT_FOUND,
                 _("No player with id or name “%s”"), shown);
  }
  return NULL;
}

/**
 * tav_event_lookup_player_by_part:
 * @text: an id, a whole name, or a part of one name
 *
 * As tav_event_lookup_player (), and then, as the search fields do, the
 * one player whose name holds @text (case, accents and letters such as
 * ł folded: tav_text_fold ()). When several do, @error names them.
 */
TavPlayer *
tav_event_lookup_player_by_part (TavEvent    *self,
                                 const char  *text,
                                 GError     **error)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();
  g_autofree char *trimmed = g_strstrip (g_strdup (text ? text : ""));
  g_autofree char *part = tav_text_fold (trimmed);
  TavPlayer *player;

  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);

  if ((player = tav_event_lookup_player (self, text, NULL)))
    return player;
  for (guint i = 0; part[0] != '\0' && i < tav_event_get_n_players (self); i++)
    {
      g_autofree char *name = tav_text_fold (tav_player_get_name (tav_event_get_player (self, i)));

      if (strstr (name, part) != NULL)
        g_ptr_array_add (found, tav_event_get_player (self, i));
    }
  if (found->len == 1)
    return found->pdata[0];
  if (found->len == 0)
    return tav_event_lookup_player (self, text, error);
  {
    g_autofree char *shown = tav_text_escape (trimmed);
    g_autofree char *names = tav_player_join_names (found);

    g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_NOT_FOUND,
                 /* Translators: the first %s is what was typed, the second the names */
                 g_dngettext (GETTEXT_PACKAGE, "“%s” is in %u player's name: %s; type more of the name",
                              "“%s” is in %u players' names: %s; type more of the name", found->len),
                 shown, found->len, names);
  }
  return NULL;
}

guint
tav_event_count_players (TavEvent *self,
                         gboolean  active_only)
{
  guint n = tav_event_get_n_players (self);
  guint count = 0;

  for (guint i = 0; i < n; i++)
    if (!active_only || tav_player_is_active (tav_event_get_player (self, i)))
      count++;
  return count;
}

/* Active players in registration order: the order that every draw starts
 * from, so that the same file always gives the same seating. */
GPtrArray *
tav_event_get_active_players (TavEvent *self)
{
  GPtrArray *active = g_ptr_array_new ();
  guint n = tav_event_get_n_players (self);

  for (guint i = 0; i < n; i++)
    {
      TavPlayer *player = tav_event_get_player (self, i);

      if (tav_player_is_active (player))
        g_ptr_array_add (active, player);
    }
  return active;
}

static guint
next_player_number (TavEvent *self)
{
  guint n = tav_event_get_n_players (self);
  guint64 max = 0;

  /* Counted once, then kept by tav_event_add_player (): adding many
   * players stays linear. */
  if (self->next_number)
    return self->next_number;
  for (guint i = 0; i < n; i++)
    {
      const char *id = tav_player_get_id (tav_event_get_player (self, i));
      guint64 v;

      if (id[0] == 'p' && g_ascii_string_to_unsigned (id + 1, 10, 0, G_MAXUINT32 - 1, &v, NULL))
        max = MAX (max, v);
    }
  self->next_number = (guint) max + 1;
  return self->next_number;
}

/* The rules every player name follows (tav_text_clean_name(): NFC, no
 * control or text-direction characters, something visible), at most
 * MAX_NAME_LENGTH characters, and unique after normalisation and case
 * folding (also against ids), so a name can be used to find a player.
 * @player is the one being renamed, or NULL. Returns the name to store. */
char *
tav_event_check_player_name (TavEvent    *self,
                             TavPlayer   *player,
                             const char  *name,
                             GError     **error)
{
  g_autofree char *clean = NULL;
  g_autofree char *trimmed = g_strstrip (g_strdup (name ? name : ""));
  g_autoptr(GError) local_error = NULL;
  TavPlayer *other;

  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);

  if (trimmed[0] == '\0')
    {
      tav_rule_error_set (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                          N_("A player needs a name"));
      return NULL;
    }
  if (!(clean = tav_text_clean_name (name, &local_error)))
    {
      /* In the event's domain, with the words a phone's catalog renders. */
      g_set_error_literal (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID, local_error->message);
      if (error)
        tav_rule_error_copy_data (*error, local_error);
      return NULL;
    }
  if (g_utf8_strlen (clean, -1) > MAX_NAME_LENGTH)
    {
      g_autofree char *start = g_utf8_substring (clean, 0, 40);

      tav_rule_error_set (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                          N_("The name “%s…” is longer than %d characters"), start, MAX_NAME_LENGTH);
      return NULL;
    }
  other = tav_event_lookup_player (self, clean, NULL);
  if (other && other != player)
    {
      tav_rule_error_set (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                          N_("A player named “%s” is already registered (%s)"), clean,
                          tav_player_get_id (other));
      return NULL;
    }
  return g_steal_pointer (&clean);
}

/* Puts a new player with a checked @name in the list, numbered after the
 * others, without emitting “changed”; the rules of who may join are the
 * operations' (tav-event-rules.c). */
TavPlayer *
tav_event_append_new_player (TavEvent   *self,
                             const char *name)
{
  g_autofree char *id = NULL;
  g_autoptr(TavPlayer) player = NULL;
  guint number;

  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);

  /* The first late entry closes the lots: those drawn keep their
   * numbers and he takes the next one. */
  if (tav_event_has_started (self) && self->lot_players == 0)
    self->lot_players = tav_event_get_n_players (self);

  number = next_player_number (self);
  id = g_strdup_printf ("p%u", number);
  player = tav_player_new (id, name);
  g_hash_table_insert (self->players_by_id, (gpointer) tav_player_get_id (player), player);
  index_name (self, player);
  if (self->next_number <= number)
    self->next_number = number + 1;
  g_list_store_append (self->players, player);
  return player;
}

gboolean
tav_event_rename_player (TavEvent    *self,
                         const char  *id,
                         const char  *name,
                         GError     **error)
{
  TavPlayer *player;
  g_autofree char *clean = NULL;

  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);

  if (!(player = tav_event_find_player (self, id)))
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_NOT_FOUND,
                   _("No player with id “%s”"), id);
      return FALSE;
    }
  if (!(clean = tav_event_check_player_name (self, player, name, error)))
    return FALSE;
  unindex_name (self, player);
  tav_player_set_name (player, clean);
  index_name (self, player);
  tav_event_changed (self);
  return TRUE;
}

/* For the loader: players arrive with their ids. */
void
tav_event_insert_player (TavEvent  *self,
                         TavPlayer *player)
{
  g_return_if_fail (TAV_IS_EVENT (self));
  g_return_if_fail (TAV_IS_PLAYER (player));
  /* A duplicate id is kept out of the index; validation reports it. */
  if (!g_hash_table_contains (self->players_by_id, tav_player_get_id (player)))
    g_hash_table_insert (self->players_by_id, (gpointer) tav_player_get_id (player), player);
  index_name (self, player);
  self->next_number = 0;
  g_list_store_append (self->players, player);
}

gboolean
tav_event_remove_player (TavEvent    *self,
                         const char  *id,
                         GError     **error)
{
  guint n = tav_event_get_n_players (self);

  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);

  if (tav_event_has_started (self))
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                   _("Players cannot be removed once the first round is drawn; withdraw them instead"));
      return FALSE;
    }
  /* The penalties log names him: it is the judges' record, kept whole. */
  for (guint i = 0; i < g_list_model_get_n_items (tav_event_get_penalties (self)); i++)
    {
      g_autoptr(TavPenalty) penalty = g_list_model_get_item (tav_event_get_penalties (self), i);

      if (g_strcmp0 (tav_penalty_get_player_id (penalty), id) == 0)
        {
          g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                       _("%s has a penalty on record and cannot be removed; withdraw the player instead"),
                       id);
          return FALSE;
        }
    }
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (tav_player_get_id (tav_event_get_player (self, i)), id) == 0)
      {
        unindex_name (self, tav_event_get_player (self, i));
        drop_from_apart_groups (self, id);
        g_hash_table_remove (self->players_by_id, id);
        g_list_store_remove (self->players, i);
        self->next_number = 0;
        tav_event_changed (self);
        return TRUE;
      }
  g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_NOT_FOUND,
               _("No player with id “%s”"), id);
  return FALSE;
}

/* ---- Stages ----------------------------------------------------------- */

GListModel *
tav_event_get_stages (TavEvent *self)
{
  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);
  return G_LIST_MODEL (self->stages);
}

guint
tav_event_get_n_stages (TavEvent *self)
{
  g_return_val_if_fail (TAV_IS_EVENT (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->stages));
}

TavStage *
tav_event_get_stage (TavEvent *self,
                     guint     position)
{
  g_autoptr(TavStage) stage = NULL;

  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);
  stage = g_list_model_get_item (G_LIST_MODEL (self->stages), position);
  return stage;
}

TavStage *
tav_event_find_stage (TavEvent   *self,
                      const char *id)
{
  guint n = tav_event_get_n_stages (self);

  for (guint i = 0; i < n; i++)
    {
      TavStage *stage = tav_event_get_stage (self, i);

      if (g_strcmp0 (tav_stage_get_id (stage), id) == 0)
        return stage;
    }
  return NULL;
}

/**
 * tav_event_check_team:
 * @player: (nullable): who joins the team, or %NULL for a player not yet
 *   added; his own team does not give the spelling
 * @team: (nullable): the team typed, "" or %NULL for none
 * @reserve: whether he joins it as its reserve
 *
 * The team rule, one for the app and the command line: teams change only
 * until the first draw, a reserve needs a team, and a team is spelled as
 * some player already spells it, ignoring case and spaces around it, so
 * that "red" joins "Red"; else @team, trimmed.
 *
 * Returns: (transfer full) (nullable): the team's spelling, "" for none,
 *   or %NULL with @error set
 */
char *
tav_event_check_team (TavEvent    *self,
                      TavPlayer   *player,
                      const char  *team,
                      gboolean     reserve,
                      GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *clean = tav_text_clean_optional (team, &local_error);
  g_autofree char *key = NULL;

  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);

  /* A team name follows the rules of names (tav-text.c). */
  if (clean == NULL)
    {
      /* In the event's domain, with the words a phone's catalog renders. */
      g_set_error_literal (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID, local_error->message);
      if (error)
        tav_rule_error_copy_data (*error, local_error);
      return NULL;
    }
  if (reserve && clean[0] == '\0')
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                   _("A reserve needs the name of his team"));
      return NULL;
    }
  key = tav_text_name_key (clean);
  for (guint i = 0; clean[0] && i < tav_event_get_n_players (self); i++)
    {
      TavPlayer *other = tav_event_get_player (self, i);
      g_autofree char *other_key = tav_text_name_key (tav_player_get_team (other));

      if (other != player && strcmp (key, other_key) == 0)
        {
          g_free (clean);
          clean = g_strdup (tav_player_get_team (other));
          break;
        }
    }
  /* A late entry without a team is no change of the teams. */
  if (tav_event_has_started (self) &&
      (g_strcmp0 (clean, player ? tav_player_get_team (player) : "") != 0 ||
       reserve != (player && tav_player_get_reserve (player))))
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_STATE,
                   _("The event has started: teams can no longer change"));
      return NULL;
    }
  return g_steal_pointer (&clean);
}

/* Who sits at @seat of @table, for messages: his name, or the id stored
 * when no registered player has it. */
const char *
tav_event_seat_name (TavEvent *self,
                     TavTable *table,
                     guint     seat)
{
  TavPlayer *player;

  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);

  player = tav_event_find_player (self, tav_table_get_seat (table, seat));
  return player ? tav_player_get_name (player) : tav_table_get_seat (table, seat);
}

TavStage *
tav_event_get_current_stage (TavEvent *self)
{
  guint n = tav_event_get_n_stages (self);

  return n ? tav_event_get_stage (self, n - 1) : NULL;
}

void
tav_event_add_stage (TavEvent *self,
                     TavStage *stage)
{
  g_return_if_fail (TAV_IS_EVENT (self));
  g_return_if_fail (TAV_IS_STAGE (stage));
  g_return_if_fail (tav_event_find_stage (self, tav_stage_get_id (stage)) == NULL);
  g_list_store_append (self->stages, stage);
}

void
tav_event_remove_stage (TavEvent   *self,
                        const char *id)
{
  guint n = tav_event_get_n_stages (self);

  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (tav_stage_get_id (tav_event_get_stage (self, i)), id) == 0)
      {
        g_list_store_remove (self->stages, i);
        return;
      }
}

gboolean
tav_event_has_started (TavEvent *self)
{
  TavStage *first;

  g_return_val_if_fail (TAV_IS_EVENT (self), FALSE);
  first = tav_event_get_n_stages (self) ? tav_event_get_stage (self, 0) : NULL;
  return first != NULL && tav_stage_get_n_rounds (first) > 0;
}

/* The number of the round being played in the current stage (0 before the
 * first draw): what a penalty or a withdrawal is recorded against. */
guint
tav_event_get_round_position (TavEvent *self)
{
  TavStage *stage = tav_event_get_current_stage (self);

  return stage ? tav_stage_get_n_rounds (stage) : 0;
}

/* ---- Penalties -------------------------------------------------------- */

/* Every change, its time and its hand (tav-event-log.h), oldest first. */
GListModel *
tav_event_get_log (TavEvent *self)
{
  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);

  return G_LIST_MODEL (self->log);
}

GListModel *
tav_event_get_penalties (TavEvent *self)
{
  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);
  return G_LIST_MODEL (self->penalties);
}

void
tav_event_add_penalty (TavEvent   *self,
                       TavPenalty *penalty)
{
  g_return_if_fail (TAV_IS_EVENT (self));
  g_return_if_fail (TAV_IS_PENALTY (penalty));
  g_list_store_append (self->penalties, penalty);
}

guint
tav_event_count_penalties (TavEvent       *self,
                           const char     *player_id,
                           TavPenaltyKind  kind)
{
  GListModel *model = G_LIST_MODEL (self->penalties);
  guint n = g_list_model_get_n_items (model);
  guint count = 0;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TavPenalty) penalty = g_list_model_get_item (model, i);

      if (tav_penalty_get_kind (penalty) == kind &&
          g_strcmp0 (tav_penalty_get_player_id (penalty), player_id) == 0)
        count++;
    }
  return count;
}

/* The results sent from the tables (tav-inbox.c). */
TavInbox *
tav_event_get_inbox (TavEvent *self)
{
  g_return_val_if_fail (TAV_IS_EVENT (self), NULL);
  return self->inbox;
}

void
tav_event_changed (TavEvent *self)
{
  g_return_if_fail (TAV_IS_EVENT (self));
  g_signal_emit (self, signals[CHANGED], 0);
}
