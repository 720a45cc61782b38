/* tav-player.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-player"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-enums.h"
#include "tav-player-private.h"
#include "tav-text.h"

struct _TavPlayer
{
  GObject          parent_instance;
  char            *id;
  char            *name;
  char            *name_key;  /* tav_text_name_key (name), made when first asked */
  char            *club;
  char            *note;
  char            *deck;
  char            *team;
  gboolean         reserve;
  gboolean         checked_in;  /* present for the next draw */
  TavPlayerStatus  status;
  guint            left_round;
  GArray          *missed_rounds;  /* guint, ascending */
  guint            fixed_table;  /* 0: none */
  gboolean         needs_accessible;
  guint            code_renewals;  /* of the personal code (tav-player-codes.c) */
};

G_DEFINE_FINAL_TYPE (TavPlayer, tav_player, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_CLUB,
  PROP_NOTE,
  PROP_DECK,
  PROP_TEAM,
  PROP_RESERVE,
  PROP_STATUS,
  PROP_LEFT_ROUND,
  PROP_ACTIVE,
  PROP_CHECKED_IN,
  PROP_FIXED_TABLE,
  PROP_NEEDS_ACCESSIBLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const char * const status_names[] = {
  "active", "withdrawn", "dropped", "ejected", "disqualified",
};

static void
tav_player_finalize (GObject *object)
{
  TavPlayer *self = (TavPlayer *)object;

  g_clear_pointer (&self->id, g_free);
  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->name_key, g_free);
  g_clear_pointer (&self->club, g_free);
  g_clear_pointer (&self->note, g_free);
  g_clear_pointer (&self->deck, g_free);
  g_clear_pointer (&self->team, g_free);
  g_clear_pointer (&self->missed_rounds, g_array_unref);

  G_OBJECT_CLASS (tav_player_parent_class)->finalize (object);
}

static void
tav_player_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  TavPlayer *self = TAV_PLAYER (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_CLUB:
      g_value_set_string (value, self->club);
      break;
    case PROP_NOTE:
      g_value_set_string (value, self->note);
      break;
    case PROP_DECK:
      g_value_set_string (value, self->deck);
      break;
    case PROP_TEAM:
      g_value_set_string (value, self->team);
      break;
    case PROP_RESERVE:
      g_value_set_boolean (value, self->reserve);
      break;
    case PROP_STATUS:
      g_value_set_enum (value, self->status);
      break;
    case PROP_LEFT_ROUND:
      g_value_set_uint (value, self->left_round);
      break;
    case PROP_ACTIVE:
      g_value_set_boolean (value, tav_player_is_active (self));
      break;
    case PROP_CHECKED_IN:
      g_value_set_boolean (value, self->checked_in);
      break;
    case PROP_FIXED_TABLE:
      g_value_set_uint (value, self->fixed_table);
      break;
    case PROP_NEEDS_ACCESSIBLE:
      g_value_set_boolean (value, self->needs_accessible);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_player_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  TavPlayer *self = TAV_PLAYER (object);

  switch (prop_id)
    {
    case PROP_ID:
      self->id = g_value_dup_string (value);
      break;
    case PROP_NAME:
      tav_player_set_name (self, g_value_get_string (value));
      break;
    case PROP_CLUB:
      tav_player_set_club (self, g_value_get_string (value));
      break;
    case PROP_NOTE:
      tav_player_set_note (self, g_value_get_string (value));
      break;
    case PROP_DECK:
      tav_player_set_deck (self, g_value_get_string (value));
      break;
    case PROP_TEAM:
      tav_player_set_team (self, g_value_get_string (value));
      break;
    case PROP_RESERVE:
      tav_player_set_reserve (self, g_value_get_boolean (value));
      break;
    case PROP_STATUS:
      tav_player_set_status (self, g_value_get_enum (value));
      break;
    case PROP_LEFT_ROUND:
      tav_player_set_left_round (self, g_value_get_uint (value));
      break;
    case PROP_CHECKED_IN:
      tav_player_set_checked_in (self, g_value_get_boolean (value));
      break;
    case PROP_FIXED_TABLE:
      tav_player_set_fixed_table (self, g_value_get_uint (value));
      break;
    case PROP_NEEDS_ACCESSIBLE:
      tav_player_set_needs_accessible (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_player_class_init (TavPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tav_player_finalize;
  object_class->get_property = tav_player_get_property;
  object_class->set_property = tav_player_set_property;

  properties[PROP_ID] =
    g_param_spec_string ("id", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, "",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CLUB] =
    g_param_spec_string ("club", NULL, NULL, "",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NOTE] =
    g_param_spec_string ("note", NULL, NULL, "",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The registered deck (destiny: team, battlefield, list), free text. */
  properties[PROP_DECK] =
    g_param_spec_string ("deck", NULL, NULL, "",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The registered team of a team tournament (bgl), and whether the
   * player registered as its reserve rather than as a member. */
  properties[PROP_TEAM] =
    g_param_spec_string ("team", NULL, NULL, "",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RESERVE] =
    g_param_spec_boolean ("reserve", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STATUS] =
    g_param_spec_enum ("status", NULL, NULL,
                       TAV_TYPE_PLAYER_STATUS, TAV_PLAYER_ACTIVE,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LEFT_ROUND] =
    g_param_spec_uint ("left-round", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ACTIVE] =
    g_param_spec_boolean ("active", NULL, NULL, TRUE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /* Marked present at the check-in before a round (tav_event_check_in ()). */
  properties[PROP_CHECKED_IN] =
    g_param_spec_boolean ("checked-in", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The table every draw seats the player at (0: none), and whether he
   * needs one of the event's accessible tables (tav-event-constraints.h). */
  properties[PROP_FIXED_TABLE] =
    g_param_spec_uint ("fixed-table", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NEEDS_ACCESSIBLE] =
    g_param_spec_boolean ("needs-accessible", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tav_player_init (TavPlayer *self)
{
  self->name = g_strdup ("");
  self->club = g_strdup ("");
  self->note = g_strdup ("");
  self->deck = g_strdup ("");
  self->team = g_strdup ("");
}

TavPlayer *
tav_player_new (const char *id,
                const char *name)
{
  g_return_val_if_fail (id != NULL, NULL);

  return g_object_new (TAV_TYPE_PLAYER, "id", id, "name", name ? name : "", NULL);
}

const char *
tav_player_get_id (TavPlayer *self)
{
  g_return_val_if_fail (TAV_IS_PLAYER (self), NULL);
  return self->id;
}

const char *
tav_player_get_name (TavPlayer *self)
{
  g_return_val_if_fail (TAV_IS_PLAYER (self), NULL);
  return self->name;
}

static gboolean
set_string (char       **field,
            const char  *value)
{
  if (value == NULL)
    value = "";
  if (g_strcmp0 (*field, value) == 0)
    return FALSE;
  g_free (*field);
  *field = g_strdup (value);
  return TRUE;
}

void
tav_player_set_name (TavPlayer  *self,
                     const char *name)
{
  g_return_if_fail (TAV_IS_PLAYER (self));

  if (set_string (&self->name, name))
    {
      g_clear_pointer (&self->name_key, g_free);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
    }
}

/* The key names are compared by (tav_text_name_key ()), kept until the name
 * changes: loading a file indexes the names, then checks them for twins,
 * and normalising 16,000 names twice cost a tenth of the load. */
const char *
tav_player_get_name_key (TavPlayer *self)
{
  g_return_val_if_fail (TAV_IS_PLAYER (self), NULL);

  if (self->name_key == NULL)
    self->name_key = tav_text_name_key (self->name);
  return self->name_key;
}

const char *
tav_player_get_club (TavPlayer *self)
{
  g_return_val_if_fail (TAV_IS_PLAYER (self), NULL);
  return self->club;
}

void
tav_player_set_club (TavPlayer  *self,
                     const char *club)
{
  g_return_if_fail (TAV_IS_PLAYER (self));

  if (set_string (&self->club, club))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CLUB]);
}

const char *
tav_player_get_note (TavPlayer *self)
{
  g_return_val_if_fail (TAV_IS_PLAYER (self), NULL);
  return self->note;
}

void
tav_player_set_note (TavPlayer  *self,
                     const char *note)
{
  g_return_if_fail (TAV_IS_PLAYER (self));

  if (set_string (&self->note, note))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NOTE]);
}

const char *
tav_player_get_deck (TavPlayer *self)
{
  g_return_val_if_fail (TAV_IS_PLAYER (self), NULL);
  return self->deck;
}

/**
 * tav_player_clean_deck:
 * @deck: (nullable): a deck as typed, in lines
 *
 * Every route a deck enters by (the app, the command line, a phone, a
 * file) passes here: the rules of a text of lines (tav_text_clean_lines ())
 * within the deck's limits.
 *
 * Returns: (transfer full): the deck as kept, "" for none, or %NULL with @error
 */
char *
tav_player_clean_deck (const char  *deck,
                       GError     **error)
{
  return tav_text_clean_lines (deck, TAV_PLAYER_DECK_MAX_LINES, TAV_PLAYER_DECK_MAX_BYTES, error);
}

void
tav_player_set_deck (TavPlayer  *self,
                     const char *deck)
{
  g_return_if_fail (TAV_IS_PLAYER (self));

  if (set_string (&self->deck, deck))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DECK]);
}

const char *
tav_player_get_team (TavPlayer *self)
{
  g_return_val_if_fail (TAV_IS_PLAYER (self), NULL);
  return self->team;
}

void
tav_player_set_team (TavPlayer  *self,
                     const char *team)
{
  g_return_if_fail (TAV_IS_PLAYER (self));

  if (set_string (&self->team, team))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEAM]);
}

gboolean
tav_player_get_reserve (TavPlayer *self)
{
  g_return_val_if_fail (TAV_IS_PLAYER (self), FALSE);
  return self->reserve;
}

void
tav_player_set_reserve (TavPlayer *self,
                        gboolean   reserve)
{
  g_return_if_fail (TAV_IS_PLAYER (self));

  reserve = !!reserve;
  if (self->reserve == reserve)
    return;
  self->reserve = reserve;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RESERVE]);
}

TavPlayerStatus
tav_player_get_status (TavPlayer *self)
{
  g_return_val_if_fail (TAV_IS_PLAYER (self), TAV_PLAYER_ACTIVE);
  return self->status;
}

void
tav_player_set_status (TavPlayer       *self,
                       TavPlayerStatus  status)
{
  g_return_if_fail (TAV_IS_PLAYER (self));

  if (self->status == status)
    return;
  self->status = status;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATUS]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
}

guint
tav_player_get_left_round (TavPlayer *self)
{
  g_return_val_if_fail (TAV_IS_PLAYER (self), 0);
  return self->left_round;
}

void
tav_player_set_left_round (TavPlayer *self,
                           guint      round)
{
  g_return_if_fail (TAV_IS_PLAYER (self));

  if (self->left_round == round)
    return;
  self->left_round = round;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEFT_ROUND]);
}

/* The rounds a player was charged for when he came back after leaving
 * (destiny: a loss each), ascending. Kept when he leaves again, so that
 * his record no longer depends on his current status. */
const guint *
tav_player_get_missed_rounds (TavPlayer *self,
                              guint     *n_rounds)
{
  g_return_val_if_fail (TAV_IS_PLAYER (self), NULL);
  g_return_val_if_fail (n_rounds != NULL, NULL);

  *n_rounds = self->missed_rounds ? self->missed_rounds->len : 0;
  return self->missed_rounds ? (const guint *) (gpointer) self->missed_rounds->data : NULL;
}

void
tav_player_add_missed_round (TavPlayer *self,
                             guint      round)
{
  guint i = 0;

  g_return_if_fail (TAV_IS_PLAYER (self));
  g_return_if_fail (round > 0);

  if (self->missed_rounds == NULL)
    self->missed_rounds = g_array_new (FALSE, FALSE, sizeof (guint));
  while (i < self->missed_rounds->len && g_array_index (self->missed_rounds, guint, i) < round)
    i++;
  if (i < self->missed_rounds->len && g_array_index (self->missed_rounds, guint, i) == round)
    return;
  g_array_insert_val (self->missed_rounds, i, round);
}

gboolean
tav_player_get_checked_in (TavPlayer *self)
{
  g_return_val_if_fail (TAV_IS_PLAYER (self), FALSE);
  return self->checked_in;
}

void
tav_player_set_checked_in (TavPlayer *self,
                           gboolean   checked_in)
{
  g_return_if_fail (TAV_IS_PLAYER (self));

  checked_in = !!checked_in;
  if (self->checked_in == checked_in)
    return;
  self->checked_in = checked_in;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHECKED_IN]);
}

guint
tav_player_get_fixed_table (TavPlayer *self)
{
  g_return_val_if_fail (TAV_IS_PLAYER (self), 0);
  return self->fixed_table;
}

void
tav_player_set_fixed_table (TavPlayer *self,
                            guint      table)
{
  g_return_if_fail (TAV_IS_PLAYER (self));

  if (self->fixed_table == table)
    return;
  self->fixed_table = table;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FIXED_TABLE]);
}

gboolean
tav_player_get_needs_accessible (TavPlayer *self)
{
  g_return_val_if_fail (TAV_IS_PLAYER (self), FALSE);
  return self->needs_accessible;
}

void
tav_player_set_needs_accessible (TavPlayer *self,
                                 gboolean   accessible)
{
  g_return_if_fail (TAV_IS_PLAYER (self));

  accessible = !!accessible;
  if (self->needs_accessible == accessible)
    return;
  self->needs_accessible = accessible;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NEEDS_ACCESSIBLE]);
}

guint
tav_player_get_code_renewals (TavPlayer *self)
{
  g_return_val_if_fail (TAV_IS_PLAYER (self), 0);
  return self->code_renewals;
}

void
tav_player_set_code_renewals (TavPlayer *self,
                              guint      renewals)
{
  g_return_if_fail (TAV_IS_PLAYER (self));
  self->code_renewals = renewals;
}

gboolean
tav_player_is_active (TavPlayer *self)
{
  g_return_val_if_fail (TAV_IS_PLAYER (self), FALSE);
  return self->status == TAV_PLAYER_ACTIVE;
}

/* "Anna, Bruno": the names of @players, for messages. */
char *
tav_player_join_names (GPtrArray *players)
{
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint i = 0; i < players->len; i++)
    g_string_append_printf (names, "%s%s", i ? ", " : "", tav_player_get_name (players->pdata[i]));
  return g_string_free (g_steal_pointer (&names), FALSE);
}

/* The same, past @max players only the first @max "and 460 others": a
 * message or a line that nobody reads to the 500th name, and whose text
 * a label would lay out whole at every change. */
char *
tav_player_join_names_at_most (GPtrArray *players,
                               guint      max)
{
  g_autoptr(GPtrArray) named = NULL;
  g_autofree char *names = NULL;
  guint rest;

  if (players->len <= max)
    return tav_player_join_names (players);
  named = g_ptr_array_new ();
  for (guint i = 0; i < max; i++)
    g_ptr_array_add (named, players->pdata[i]);
  names = tav_player_join_names (named);
  rest = players->len - max;
  /* Translators: players named, then how many more: %s is one name or a
   * list of names (“Anna Rossi, Bruno Verdi”), %u how many others */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s and %u other", "%s and %u others", rest),
                          names, rest);
}

const char *
tav_player_status_to_string (TavPlayerStatus status)
{
  g_return_val_if_fail (status < G_N_ELEMENTS (status_names), NULL);
  return status_names[status];
}

gboolean
tav_player_status_from_string (const char      *str,
                               TavPlayerStatus *status)
{
  for (guint i = 0; i < G_N_ELEMENTS (status_names); i++)
    if (g_strcmp0 (str, status_names[i]) == 0)
      {
        *status = i;
        return TRUE;
      }
  return FALSE;
}

const char *
tav_player_status_get_label (TavPlayerStatus status)
{
  switch (status)
    {
    case TAV_PLAYER_ACTIVE:
      return C_("player status", "Active");
    case TAV_PLAYER_WITHDRAWN:
      return C_("player status", "Withdrawn");
    case TAV_PLAYER_DROPPED:
      return C_("player status", "Dropped");
    case TAV_PLAYER_EJECTED:
      return C_("player status", "Ejected");
    case TAV_PLAYER_DISQUALIFIED:
      return C_("player status", "Disqualified");
    default:
      g_return_val_if_reached (NULL);
    }
}
