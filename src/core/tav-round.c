/* tav-round.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-round"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-round.h"
#include "tav-round-private.h"

/* plan_start and plan_salt record which seating plan this round was taken
 * from, so the next round can continue the same plan and every draw can be
 * reproduced from the event seed. */
struct _TavRound
{
  GObject     parent_instance;
  guint       number;
  char       *name;
  char       *shown_name;   /* a generic name in the reader's language */
  GListStore *tables;
  guint       plan_start;
  guint       plan_salt;
  gboolean    released;     /* shown to the room (tav-event-release.c) */
  int         n_entered;    /* tables with a result, or -1: count again */
};

G_DEFINE_FINAL_TYPE (TavRound, tav_round, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NUMBER,
  PROP_NAME,
  PROP_N_ENTERED,
  PROP_COMPLETE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
tav_round_dispose (GObject *object)
{
  TavRound *self = (TavRound *)object;
  guint n = self->tables ? g_list_model_get_n_items (G_LIST_MODEL (self->tables)) : 0;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TavTable) table = g_list_model_get_item (G_LIST_MODEL (self->tables), i);
      g_signal_handlers_disconnect_by_data (table, self);
    }
  g_clear_object (&self->tables);

  G_OBJECT_CLASS (tav_round_parent_class)->dispose (object);
}

static void
tav_round_finalize (GObject *object)
{
  TavRound *self = (TavRound *)object;

  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->shown_name, g_free);

  G_OBJECT_CLASS (tav_round_parent_class)->finalize (object);
}

static void
tav_round_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  TavRound *self = TAV_ROUND (object);

  switch (prop_id)
    {
    case PROP_NUMBER:
      g_value_set_uint (value, self->number);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_N_ENTERED:
      g_value_set_uint (value, tav_round_get_n_entered (self));
      break;
    case PROP_COMPLETE:
      g_value_set_boolean (value, tav_round_is_complete (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_round_class_init (TavRoundClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tav_round_dispose;
  object_class->finalize = tav_round_finalize;
  object_class->get_property = tav_round_get_property;

  properties[PROP_NUMBER] =
    g_param_spec_uint ("number", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, "",
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_ENTERED] =
    g_param_spec_uint ("n-entered", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_COMPLETE] =
    g_param_spec_boolean ("complete", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tav_round_init (TavRound *self)
{
  self->name = g_strdup ("");
  self->tables = g_list_store_new (TAV_TYPE_TABLE);
  self->n_entered = -1;
  self->released = TRUE;
}

TavRound *
tav_round_new (guint number)
{
  TavRound *self = g_object_new (TAV_TYPE_ROUND, NULL);

  self->number = number;
  return self;
}

guint
tav_round_get_number (TavRound *self)
{
  g_return_val_if_fail (TAV_IS_ROUND (self), 0);
  return self->number;
}

/* The generic names Tavolo has stored for a round known only by its
 * number: "Round 2" in English, and before that (Destiny's Swiss rounds)
 * "Round %u" as the catalogs translated it for whoever drew the round,
 * words unchanged since they were first shipped. Exact words only: "Day 2"
 * is a name of its own, also on round 2. */
static const char *const generic_words[] = { "Round", "Раунд", "Turno", "Рунд" };

/**
 * tav_round_has_generic_name:
 *
 * Whether the round has no name of its own: none stored, or only its
 * number as "Round 2" (or as an earlier version stored it, in the
 * language of whoever drew it: "Раунд 2", "Turno 2", "Рунд 2"). Such a
 * name is shown as "Round 2" in the reader's language.
 */
gboolean
tav_round_has_generic_name (TavRound *self)
{
  g_return_val_if_fail (TAV_IS_ROUND (self), TRUE);

  if (self->name == NULL || self->name[0] == '\0')
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (generic_words); i++)
    {
      g_autofree char *generic = g_strdup_printf ("%s %u", generic_words[i], self->number);

      if (g_str_equal (self->name, generic))
        return TRUE;
    }
  return FALSE;
}

/* The name in the reader's language: a generic one ("Round 2", whatever
 * language it was stored in) and a name stored as a msgid ("Final
 * table") are translated; any other name is shown as it is; no name is
 * "". */
const char *
tav_round_get_name (TavRound *self)
{
  g_return_val_if_fail (TAV_IS_ROUND (self), NULL);

  if (self->name == NULL || self->name[0] == '\0')
    return self->name;
  if (tav_round_has_generic_name (self))
    {
      /* The number never changes, nor the reader's language. */
      if (self->shown_name == NULL)
        self->shown_name = g_strdup_printf (_("Round %u"), self->number);
      return self->shown_name;
    }
  return g_dgettext (GETTEXT_PACKAGE, self->name);
}

/* The name as stored in the file. */
const char *
tav_round_get_stored_name (TavRound *self)
{
  g_return_val_if_fail (TAV_IS_ROUND (self), NULL);
  return self->name;
}

void
tav_round_set_name (TavRound   *self,
                    const char *name)
{
  g_return_if_fail (TAV_IS_ROUND (self));

  if (g_strcmp0 (self->name, name ? name : "") == 0)
    return;
  g_free (self->name);
  self->name = g_strdup (name ? name : "");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

GListModel *
tav_round_get_tables (TavRound *self)
{
  g_return_val_if_fail (TAV_IS_ROUND (self), NULL);
  return G_LIST_MODEL (self->tables);
}

guint
tav_round_get_n_tables (TavRound *self)
{
  g_return_val_if_fail (TAV_IS_ROUND (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->tables));
}

/* Transfer none: the round keeps its tables alive. */
TavTable *
tav_round_get_table (TavRound *self,
                     guint     position)
{
  g_autoptr(TavTable) table = NULL;

  g_return_val_if_fail (TAV_IS_ROUND (self), NULL);

  table = g_list_model_get_item (G_LIST_MODEL (self->tables), position);
  return table;
}

TavTable *
tav_round_find_table (TavRound *self,
                      guint     number)
{
  guint n = tav_round_get_n_tables (self);

  for (guint i = 0; i < n; i++)
    {
      TavTable *table = tav_round_get_table (self, i);

      if (tav_table_get_number (table) == number)
        return table;
    }
  return NULL;
}

/* A table notifies "has-result" at once whenever its result is set or
 * cleared (tav_table_set_result): the count kept is then forgotten. */
static void
on_table_result_changed (TavRound *self)
{
  self->n_entered = -1;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ENTERED]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPLETE]);
}

void
tav_round_add_table (TavRound *self,
                     TavTable *table)
{
  g_return_if_fail (TAV_IS_ROUND (self));
  g_return_if_fail (TAV_IS_TABLE (table));

  g_signal_connect_object (table, "notify::has-result",
                           G_CALLBACK (on_table_result_changed), self,
                           G_CONNECT_SWAPPED);
  g_list_store_append (self->tables, table);
  on_table_result_changed (self);
}

/* Asked many times after each result (progress titles, the actions, the
 * standings): counted once, over up to 1,000 tables, until a result
 * changes. */
guint
tav_round_get_n_entered (TavRound *self)
{
  guint n;
  guint entered = 0;

  g_return_val_if_fail (TAV_IS_ROUND (self), 0);

  if (self->n_entered >= 0)
    return self->n_entered;
  n = tav_round_get_n_tables (self);
  for (guint i = 0; i < n; i++)
    if (tav_table_has_result (tav_round_get_table (self, i)))
      entered++;
  self->n_entered = entered;
  return entered;
}

gboolean
tav_round_is_complete (TavRound *self)
{
  guint n = tav_round_get_n_tables (self);

  return n > 0 && tav_round_get_n_entered (self) == n;
}

gboolean
tav_round_has_any_result (TavRound *self)
{
  return tav_round_get_n_entered (self) > 0;
}

guint
tav_round_get_n_missing (TavRound *self)
{
  return tav_round_get_n_tables (self) - tav_round_get_n_entered (self);
}

/* The numbers of the tables still without a result, as "2, 5". */
char *
tav_round_list_missing (TavRound *self)
{
  GString *numbers = g_string_new (NULL);

  g_return_val_if_fail (TAV_IS_ROUND (self), NULL);

  for (guint t = 0; t < tav_round_get_n_tables (self); t++)
    {
      TavTable *table = tav_round_get_table (self, t);

      if (!tav_table_has_result (table))
        g_string_append_printf (numbers, "%s%u", numbers->len ? ", " : "",
                                tav_table_get_number (table));
    }
  return g_string_free (numbers, FALSE);
}

TavTable *
tav_round_find_player (TavRound   *self,
                       const char *player_id,
                       guint      *seat)
{
  guint n = tav_round_get_n_tables (self);

  for (guint i = 0; i < n; i++)
    {
      TavTable *table = tav_round_get_table (self, i);
      int s = tav_table_find_seat (table, player_id);

      if (s >= 0)
        {
          if (seat)
            *seat = (guint) s;
          return table;
        }
    }
  return NULL;
}

guint
tav_round_get_plan_start (TavRound *self)
{
  g_return_val_if_fail (TAV_IS_ROUND (self), 0);
  return self->plan_start;
}

guint
tav_round_get_plan_salt (TavRound *self)
{
  g_return_val_if_fail (TAV_IS_ROUND (self), 0);
  return self->plan_salt;
}

void
tav_round_set_plan (TavRound *self,
                    guint     start,
                    guint     salt)
{
  g_return_if_fail (TAV_IS_ROUND (self));
  self->plan_start = start;
  self->plan_salt = salt;
}

gboolean
tav_round_get_released (TavRound *self)
{
  g_return_val_if_fail (TAV_IS_ROUND (self), TRUE);
  return self->released;
}

/* Raw: the loader and the release operations. */
void
tav_round_set_released (TavRound *self,
                        gboolean  released)
{
  g_return_if_fail (TAV_IS_ROUND (self));
  self->released = !!released;
}

/* Returns: the most minutes added to a table still playing: the round goes
 * on that much longer than its timer. */
guint
tav_round_get_extra_minutes (TavRound *self)
{
  guint n = tav_round_get_n_tables (self);
  guint most = 0;

  for (guint i = 0; i < n; i++)
    {
      TavTable *table = tav_round_get_table (self, i);

      if (!tav_table_has_result (table))
        most = MAX (most, tav_table_get_extra_minutes (table));
    }

  return most;
}
