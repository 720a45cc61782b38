/* tav-stage.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-stage"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-stage.h"

struct _TavStage
{
  GObject       parent_instance;
  char         *id;
  TavStageKind  kind;
  char         *name;
  guint         planned_rounds;
  GStrv         seeds;
  gboolean      third_place;
  GListStore   *rounds;
};

G_DEFINE_FINAL_TYPE (TavStage, tav_stage, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NAME,
  PROP_PLANNED_ROUNDS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
tav_stage_finalize (GObject *object)
{
  TavStage *self = (TavStage *)object;

  g_clear_pointer (&self->id, g_free);
  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->seeds, g_strfreev);
  g_clear_object (&self->rounds);

  G_OBJECT_CLASS (tav_stage_parent_class)->finalize (object);
}

static void
tav_stage_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  TavStage *self = TAV_STAGE (object);

  switch (prop_id)
    {
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_PLANNED_ROUNDS:
      g_value_set_uint (value, self->planned_rounds);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_stage_class_init (TavStageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tav_stage_finalize;
  object_class->get_property = tav_stage_get_property;

  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, "",
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLANNED_ROUNDS] =
    g_param_spec_uint ("planned-rounds", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tav_stage_init (TavStage *self)
{
  self->name = g_strdup ("");
  self->seeds = g_new0 (char *, 1);
  self->rounds = g_list_store_new (TAV_TYPE_ROUND);
}

TavStage *
tav_stage_new (const char   *id,
               TavStageKind  kind)
{
  TavStage *self;

  g_return_val_if_fail (id != NULL, NULL);

  self = g_object_new (TAV_TYPE_STAGE, NULL);
  self->id = g_strdup (id);
  self->kind = kind;
  return self;
}

const char *
tav_stage_get_id (TavStage *self)
{
  g_return_val_if_fail (TAV_IS_STAGE (self), NULL);
  return self->id;
}

TavStageKind
tav_stage_get_kind (TavStage *self)
{
  g_return_val_if_fail (TAV_IS_STAGE (self), 0);
  return self->kind;
}

/* The name as people read it: rulesets store their stage names untranslated
 * (files stay the same in every language), and they are translated here.
 * A name typed by someone is not in the catalog and comes back as it is. */
const char *
tav_stage_get_name (TavStage *self)
{
  g_return_val_if_fail (TAV_IS_STAGE (self), NULL);
  return self->name[0] ? g_dgettext (GETTEXT_PACKAGE, self->name) : self->name;
}

/* The name as stored in the file. */
const char *
tav_stage_get_stored_name (TavStage *self)
{
  g_return_val_if_fail (TAV_IS_STAGE (self), NULL);
  return self->name;
}

void
tav_stage_set_name (TavStage   *self,
                    const char *name)
{
  g_return_if_fail (TAV_IS_STAGE (self));

  if (g_strcmp0 (self->name, name ? name : "") == 0)
    return;
  g_free (self->name);
  self->name = g_strdup (name ? name : "");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

guint
tav_stage_get_planned_rounds (TavStage *self)
{
  g_return_val_if_fail (TAV_IS_STAGE (self), 0);
  return self->planned_rounds;
}

void
tav_stage_set_planned_rounds (TavStage *self,
                              guint     rounds)
{
  g_return_if_fail (TAV_IS_STAGE (self));

  if (self->planned_rounds == rounds)
    return;
  self->planned_rounds = rounds;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLANNED_ROUNDS]);
}

const char * const *
tav_stage_get_seeds (TavStage *self)
{
  g_return_val_if_fail (TAV_IS_STAGE (self), NULL);
  return (const char * const *) self->seeds;
}

void
tav_stage_set_seeds (TavStage           *self,
                     const char * const *seeds)
{
  const char *none[] = { NULL };

  g_return_if_fail (TAV_IS_STAGE (self));

  g_strfreev (self->seeds);
  self->seeds = g_strdupv ((char **) (seeds ? seeds : none));
}

gboolean
tav_stage_get_third_place (TavStage *self)
{
  g_return_val_if_fail (TAV_IS_STAGE (self), FALSE);
  return self->third_place;
}

void
tav_stage_set_third_place (TavStage *self,
                           gboolean  third_place)
{
  g_return_if_fail (TAV_IS_STAGE (self));
  self->third_place = !!third_place;
}

GListModel *
tav_stage_get_rounds (TavStage *self)
{
  g_return_val_if_fail (TAV_IS_STAGE (self), NULL);
  return G_LIST_MODEL (self->rounds);
}

guint
tav_stage_get_n_rounds (TavStage *self)
{
  g_return_val_if_fail (TAV_IS_STAGE (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->rounds));
}

/* Rounds are numbered from 1; transfer none. */
TavRound *
tav_stage_get_round (TavStage *self,
                     guint     number)
{
  g_autoptr(TavRound) round = NULL;

  g_return_val_if_fail (TAV_IS_STAGE (self), NULL);

  if (number == 0)
    return NULL;
  round = g_list_model_get_item (G_LIST_MODEL (self->rounds), number - 1);
  return round;
}

TavRound *
tav_stage_get_last_round (TavStage *self)
{
  return tav_stage_get_round (self, tav_stage_get_n_rounds (self));
}

void
tav_stage_add_round (TavStage *self,
                     TavRound *round)
{
  g_return_if_fail (TAV_IS_STAGE (self));
  g_return_if_fail (TAV_IS_ROUND (round));
  g_return_if_fail (tav_round_get_number (round) == tav_stage_get_n_rounds (self) + 1);

  g_list_store_append (self->rounds, round);
}

void
tav_stage_remove_last_round (TavStage *self)
{
  guint n = tav_stage_get_n_rounds (self);

  g_return_if_fail (n > 0);
  g_list_store_remove (self->rounds, n - 1);
}

/* For tables stages: all planned rounds drawn and entered. For brackets: the
 * last round has a single match with a result (and the 3rd-place match, if
 * any). */
gboolean
tav_stage_is_complete (TavStage *self)
{
  TavRound *last = tav_stage_get_last_round (self);
  guint n = tav_stage_get_n_rounds (self);

  if (last == NULL || !tav_round_is_complete (last))
    return FALSE;
  for (guint i = 1; i < n; i++)
    if (!tav_round_is_complete (tav_stage_get_round (self, i)))
      return FALSE;
  if (self->kind == TAV_STAGE_TABLES)
    return self->planned_rounds > 0 && n >= self->planned_rounds;

  /* A bracket round with one match, or with the final and the 3rd-place
   * match, is the last one. */
  return tav_round_get_n_tables (last) == 1 ||
         (self->third_place && tav_round_get_n_tables (last) == 2 && n > 1 &&
          tav_round_get_n_tables (tav_stage_get_round (self, n - 1)) == 2);
}

/* The rounds played so far: the first ones, up to the first without all
 * its results. */
guint
tav_stage_count_complete_rounds (TavStage *self)
{
  guint n = 0;

  g_return_val_if_fail (TAV_IS_STAGE (self), 0);

  for (guint r = 1; r <= tav_stage_get_n_rounds (self); r++)
    if (tav_round_is_complete (tav_stage_get_round (self, r)))
      n = r;
    else
      break;
  return n;
}

/* A round before the last of a stage of tables that lacks results: one
 * was cleared after the next round had been drawn, to be entered again.
 * The file stays valid; the next draw waits for it (tav-ruleset.c). A
 * bracket is drawn ahead of its results, so it has no such gap. */
TavRound *
tav_stage_find_round_with_gap (TavStage *self)
{
  guint n;

  g_return_val_if_fail (TAV_IS_STAGE (self), NULL);

  if (self->kind != TAV_STAGE_TABLES)
    return NULL;
  n = tav_stage_get_n_rounds (self);
  for (guint r = 1; r < n; r++)
    if (!tav_round_is_complete (tav_stage_get_round (self, r)))
      return tav_stage_get_round (self, r);
  return NULL;
}

/* “Round 1 has no result at table 3”, or NULL when there is no gap. */
char *
tav_stage_describe_gap (TavStage *self)
{
  TavRound *round = tav_stage_find_round_with_gap (self);
  g_autofree char *tables = round ? tav_round_list_missing (round) : NULL;

  if (round == NULL)
    return NULL;
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Round %u has no result at table %s",
                                       "Round %u has no results at tables %s",
                                       tav_round_get_n_missing (round)),
                          tav_round_get_number (round), tables);
}

/* Matches of a bracket are numbered through the whole stage. */
TavTable *
tav_stage_find_match (TavStage  *self,
                      guint      number,
                      TavRound **round)
{
  guint n = tav_stage_get_n_rounds (self);

  for (guint r = 1; r <= n; r++)
    {
      TavRound *rr = tav_stage_get_round (self, r);
      TavTable *table = tav_round_find_table (rr, number);

      if (table)
        {
          if (round)
            *round = rr;
          return table;
        }
    }
  return NULL;
}

const char *
tav_stage_kind_to_string (TavStageKind kind)
{
  return kind == TAV_STAGE_BRACKET ? "bracket" : "tables";
}

gboolean
tav_stage_kind_from_string (const char   *str,
                            TavStageKind *kind)
{
  if (g_strcmp0 (str, "tables") == 0)
    *kind = TAV_STAGE_TABLES;
  else if (g_strcmp0 (str, "bracket") == 0)
    *kind = TAV_STAGE_BRACKET;
  else
    return FALSE;
  return TRUE;
}

/**
 * tav_stage_progress_title:
 * @stage: (nullable): the stage the standings count, %NULL before a draw
 * @name: the translated name of the standings (“Swiss standings”)
 * @planned: the rounds the stage will have
 *
 * A title that says what the rows contain: “Swiss standings before round 1
 * of 5” while nothing is played, “Swiss standings after round 2 of 5” once
 * round 2 is complete, but “Swiss standings, round 3 in
 * progress: 2 of 5 tables” while part of round 3 is entered, since the
 * rows already count those results.
 */
char *
tav_stage_progress_title (TavStage   *stage,
                          const char *name,
                          guint       planned)
{
  TavRound *last = stage ? tav_stage_get_last_round (stage) : NULL;
  guint complete = stage ? tav_stage_count_complete_rounds (stage) : 0;
  g_autofree char *gap = stage ? tav_stage_describe_gap (stage) : NULL;

  /* A cleared result of an earlier round: the rows lack it, and say so. */
  if (gap != NULL)
    /* TRANSLATORS: a standings title, e.g. "Standings — Round 1 has no result at table 3" */
    return g_strdup_printf (_("%s — %s"), name, gap);
  if (last != NULL && !tav_round_is_complete (last) && tav_round_get_n_entered (last) > 0)
    {
      guint n_tables = tav_round_get_n_tables (last);

      /* TRANSLATORS: a standings title, e.g. "Swiss standings, round 3 in progress: 2 of 5 tables" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s, round %u in progress: %u of %u table",
                                           "%s, round %u in progress: %u of %u tables", n_tables),
                              name, tav_round_get_number (last), tav_round_get_n_entered (last), n_tables);
    }

  /* Nothing played yet: "after round 0" says it wrongly. */
  if (complete == 0)
    /* TRANSLATORS: a standings title before any result, e.g. "Swiss standings before round 1 of 5" */
    return g_strdup_printf (_("%s before round 1 of %u"), name, planned);
  /* TRANSLATORS: a standings title, e.g. "Swiss standings after round 2 of 5" */
  return g_strdup_printf (_("%s after round %u of %u"), name, complete, planned);
}
