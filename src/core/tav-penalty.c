/* tav-penalty.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-penalty"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-penalty.h"

/* Penalties are facts recorded once; they are immutable, and the log is
 * edited by adding or removing entries. */
struct _TavPenalty
{
  GObject         parent_instance;
  char           *player_id;
  TavPenaltyKind  kind;
  char           *stage_id;
  guint           round;
  char           *reason;
  GDateTime      *time;
};

G_DEFINE_FINAL_TYPE (TavPenalty, tav_penalty, G_TYPE_OBJECT)

static const char * const kind_names[] = {
  "warning", "ejection", "disqualification", "game-loss", "last-place",
};

static void
tav_penalty_finalize (GObject *object)
{
  TavPenalty *self = (TavPenalty *)object;

  g_clear_pointer (&self->player_id, g_free);
  g_clear_pointer (&self->stage_id, g_free);
  g_clear_pointer (&self->reason, g_free);
  g_clear_pointer (&self->time, g_date_time_unref);

  G_OBJECT_CLASS (tav_penalty_parent_class)->finalize (object);
}

static void
tav_penalty_class_init (TavPenaltyClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tav_penalty_finalize;
}

static void
tav_penalty_init (TavPenalty *self)
{
}

TavPenalty *
tav_penalty_new (const char     *player_id,
                 TavPenaltyKind  kind,
                 const char     *stage_id,
                 guint           round,
                 const char     *reason,
                 GDateTime      *time)
{
  TavPenalty *self;

  g_return_val_if_fail (player_id != NULL, NULL);
  g_return_val_if_fail (kind < G_N_ELEMENTS (kind_names), NULL);

  self = g_object_new (TAV_TYPE_PENALTY, NULL);
  self->player_id = g_strdup (player_id);
  self->kind = kind;
  self->stage_id = g_strdup (stage_id ? stage_id : "");
  self->round = round;
  self->reason = g_strdup (reason ? reason : "");
  self->time = time ? g_date_time_ref (time) : g_date_time_new_now_utc ();

  return self;
}

const char *
tav_penalty_get_player_id (TavPenalty *self)
{
  g_return_val_if_fail (TAV_IS_PENALTY (self), NULL);
  return self->player_id;
}

TavPenaltyKind
tav_penalty_get_kind (TavPenalty *self)
{
  g_return_val_if_fail (TAV_IS_PENALTY (self), 0);
  return self->kind;
}

const char *
tav_penalty_get_stage_id (TavPenalty *self)
{
  g_return_val_if_fail (TAV_IS_PENALTY (self), NULL);
  return self->stage_id;
}

guint
tav_penalty_get_round (TavPenalty *self)
{
  g_return_val_if_fail (TAV_IS_PENALTY (self), 0);
  return self->round;
}

const char *
tav_penalty_get_reason (TavPenalty *self)
{
  g_return_val_if_fail (TAV_IS_PENALTY (self), NULL);
  return self->reason;
}

GDateTime *
tav_penalty_get_time (TavPenalty *self)
{
  g_return_val_if_fail (TAV_IS_PENALTY (self), NULL);
  return self->time;
}

const char *
tav_penalty_kind_to_string (TavPenaltyKind kind)
{
  g_return_val_if_fail (kind < G_N_ELEMENTS (kind_names), NULL);
  return kind_names[kind];
}

gboolean
tav_penalty_kind_from_string (const char     *str,
                              TavPenaltyKind *kind)
{
  for (guint i = 0; i < G_N_ELEMENTS (kind_names); i++)
    if (g_strcmp0 (str, kind_names[i]) == 0)
      {
        *kind = i;
        return TRUE;
      }
  return FALSE;
}

const char *
tav_penalty_kind_get_label (TavPenaltyKind kind)
{
  switch (kind)
    {
    case TAV_PENALTY_WARNING:
      return C_("penalty", "Warning");
    case TAV_PENALTY_EJECTION:
      return C_("penalty", "Ejection");
    case TAV_PENALTY_DISQUALIFICATION:
      return C_("penalty", "Disqualification");
    case TAV_PENALTY_GAME_LOSS:
      return C_("penalty", "Game loss");
    case TAV_PENALTY_LAST_PLACE:
      return C_("penalty", "Last place in the game");
    default:
      g_return_val_if_reached (NULL);
    }
}
