/* tav-submission.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-submission"

#include "config.h"

#include "tav-json-check.h"
#include "tav-submission.h"

struct _TavSubmission
{
  GObject             parent_instance;
  char               *id;
  char               *stage_id;
  guint               round;
  guint               table;
  JsonObject         *result;     /* NULL for a refusal */
  char               *judge;      /* the judge who sent it, or "" */
  GDateTime          *time;
  TavSubmissionState  state;
  char               *reason;
  guint               agreed;     /* bit s: seat s + 1 said "I agree" */
  gboolean            disputed;
  gboolean            edited;
  TavSubmissionKind   kind;
  char               *player_id;  /* a deck's player; a registration's, once accepted */
};

G_DEFINE_FINAL_TYPE (TavSubmission, tav_submission, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_STATE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const char * const state_names[] = { "pending", "accepted", "rejected", "refused" };
static const char * const kind_names[] = { "result", "registration", "deck" };

static void
tav_submission_finalize (GObject *object)
{
  TavSubmission *self = (TavSubmission *)object;

  g_clear_pointer (&self->id, g_free);
  g_clear_pointer (&self->stage_id, g_free);
  g_clear_pointer (&self->result, json_object_unref);
  g_clear_pointer (&self->judge, g_free);
  g_clear_pointer (&self->time, g_date_time_unref);
  g_clear_pointer (&self->reason, g_free);
  g_clear_pointer (&self->player_id, g_free);

  G_OBJECT_CLASS (tav_submission_parent_class)->finalize (object);
}

static void
tav_submission_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  TavSubmission *self = TAV_SUBMISSION (object);

  switch (prop_id)
    {
    case PROP_STATE:
      g_value_set_int (value, self->state);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_submission_class_init (TavSubmissionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tav_submission_finalize;
  object_class->get_property = tav_submission_get_property;

  properties[PROP_STATE] =
    g_param_spec_int ("state", NULL, NULL, TAV_SUBMISSION_PENDING, TAV_SUBMISSION_REFUSED,
                      TAV_SUBMISSION_PENDING,
                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tav_submission_init (TavSubmission *self)
{
  self->reason = g_strdup ("");
  self->player_id = g_strdup ("");
}

static JsonObject *
copy_object (JsonObject *object)
{
  g_autoptr(JsonNode) wrapper = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonNode) copy = NULL;

  json_node_set_object (wrapper, object);
  copy = tav_json_deep_copy (wrapper);
  return json_object_ref (json_node_get_object (copy));
}

/* Keeps a deep copy of @result, which may be NULL for a refusal. */
TavSubmission *
tav_submission_new (const char *id,
                    const char *stage_id,
                    guint       round,
                    guint       table,
                    JsonObject *result,
                    const char *judge,
                    GDateTime  *time)
{
  TavSubmission *self;

  g_return_val_if_fail (id != NULL, NULL);
  g_return_val_if_fail (time != NULL, NULL);

  self = g_object_new (TAV_TYPE_SUBMISSION, NULL);
  self->id = g_strdup (id);
  self->stage_id = g_strdup (stage_id ? stage_id : "");
  self->round = round;
  self->table = table;
  self->result = result ? copy_object (result) : NULL;
  self->judge = g_strdup (judge ? judge : "");
  self->time = g_date_time_ref (time);
  return self;
}

const char *
tav_submission_get_id (TavSubmission *self)
{
  g_return_val_if_fail (TAV_IS_SUBMISSION (self), NULL);
  return self->id;
}

const char *
tav_submission_get_stage_id (TavSubmission *self)
{
  g_return_val_if_fail (TAV_IS_SUBMISSION (self), NULL);
  return self->stage_id;
}

guint
tav_submission_get_round (TavSubmission *self)
{
  g_return_val_if_fail (TAV_IS_SUBMISSION (self), 0);
  return self->round;
}

guint
tav_submission_get_table (TavSubmission *self)
{
  g_return_val_if_fail (TAV_IS_SUBMISSION (self), 0);
  return self->table;
}

JsonObject *
tav_submission_get_result (TavSubmission *self)
{
  g_return_val_if_fail (TAV_IS_SUBMISSION (self), NULL);
  return self->result;
}

/* The organiser's correction before accepting. */
void
tav_submission_set_result (TavSubmission *self,
                           JsonObject    *result)
{
  g_return_if_fail (TAV_IS_SUBMISSION (self));
  g_return_if_fail (result != NULL);

  g_clear_pointer (&self->result, json_object_unref);
  self->result = copy_object (result);
  self->edited = TRUE;
}

const char *
tav_submission_get_judge (TavSubmission *self)
{
  g_return_val_if_fail (TAV_IS_SUBMISSION (self), NULL);
  return self->judge;
}

GDateTime *
tav_submission_get_time (TavSubmission *self)
{
  g_return_val_if_fail (TAV_IS_SUBMISSION (self), NULL);
  return self->time;
}

TavSubmissionState
tav_submission_get_state (TavSubmission *self)
{
  g_return_val_if_fail (TAV_IS_SUBMISSION (self), TAV_SUBMISSION_PENDING);
  return self->state;
}

const char *
tav_submission_get_reason (TavSubmission *self)
{
  g_return_val_if_fail (TAV_IS_SUBMISSION (self), NULL);
  return self->reason;
}

void
tav_submission_set_state (TavSubmission      *self,
                          TavSubmissionState  state,
                          const char         *reason)
{
  g_return_if_fail (TAV_IS_SUBMISSION (self));

  g_free (self->reason);
  self->reason = g_strdup (reason ? reason : "");
  if (self->state != state)
    {
      self->state = state;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
    }
}

guint
tav_submission_get_agreed (TavSubmission *self)
{
  g_return_val_if_fail (TAV_IS_SUBMISSION (self), 0);
  return self->agreed;
}

void
tav_submission_add_agreed (TavSubmission *self,
                           guint          seat)
{
  g_return_if_fail (TAV_IS_SUBMISSION (self));
  g_return_if_fail (seat >= 1 && seat <= 32);
  self->agreed |= 1u << (seat - 1);
}

gboolean
tav_submission_has_agreed (TavSubmission *self,
                           guint          seat)
{
  g_return_val_if_fail (TAV_IS_SUBMISSION (self), FALSE);
  return seat >= 1 && seat <= 32 && (self->agreed & (1u << (seat - 1))) != 0;
}

gboolean
tav_submission_get_disputed (TavSubmission *self)
{
  g_return_val_if_fail (TAV_IS_SUBMISSION (self), FALSE);
  return self->disputed;
}

void
tav_submission_set_disputed (TavSubmission *self,
                             gboolean       disputed)
{
  g_return_if_fail (TAV_IS_SUBMISSION (self));
  self->disputed = !!disputed;
}

gboolean
tav_submission_get_edited (TavSubmission *self)
{
  g_return_val_if_fail (TAV_IS_SUBMISSION (self), FALSE);
  return self->edited;
}

/* For the loader. */
void
tav_submission_restore_flags (TavSubmission *self,
                              guint          agreed,
                              gboolean       disputed,
                              gboolean       edited)
{
  g_return_if_fail (TAV_IS_SUBMISSION (self));
  self->agreed = agreed;
  self->disputed = !!disputed;
  self->edited = !!edited;
}

TavSubmissionKind
tav_submission_get_kind (TavSubmission *self)
{
  g_return_val_if_fail (TAV_IS_SUBMISSION (self), TAV_SUBMISSION_RESULT);
  return self->kind;
}

void
tav_submission_set_kind (TavSubmission     *self,
                         TavSubmissionKind  kind)
{
  g_return_if_fail (TAV_IS_SUBMISSION (self));
  g_return_if_fail (kind <= TAV_SUBMISSION_DECK);
  self->kind = kind;
}

/* "" when none. */
const char *
tav_submission_get_player_id (TavSubmission *self)
{
  g_return_val_if_fail (TAV_IS_SUBMISSION (self), NULL);
  return self->player_id;
}

void
tav_submission_set_player_id (TavSubmission *self,
                              const char    *player_id)
{
  g_return_if_fail (TAV_IS_SUBMISSION (self));
  g_free (self->player_id);
  self->player_id = g_strdup (player_id ? player_id : "");
}

/* A copy that shares nothing with @self: for another event. */
TavSubmission *
tav_submission_copy (TavSubmission *self)
{
  TavSubmission *copy;

  g_return_val_if_fail (TAV_IS_SUBMISSION (self), NULL);
  copy = tav_submission_new (self->id, self->stage_id, self->round, self->table,
                             self->result,
                             self->judge, self->time);
  tav_submission_set_state (copy, self->state, self->reason);
  tav_submission_restore_flags (copy, self->agreed, self->disputed, self->edited);
  copy->kind = self->kind;
  tav_submission_set_player_id (copy, self->player_id);
  return copy;
}

const char *
tav_submission_state_to_string (TavSubmissionState state)
{
  g_return_val_if_fail (state <= TAV_SUBMISSION_REFUSED, NULL);
  return state_names[state];
}

gboolean
tav_submission_state_from_string (const char         *str,
                                  TavSubmissionState *state)
{
  for (guint i = 0; i < G_N_ELEMENTS (state_names); i++)
    if (g_strcmp0 (str, state_names[i]) == 0)
      {
        *state = i;
        return TRUE;
      }
  return FALSE;
}

const char *
tav_submission_kind_to_string (TavSubmissionKind kind)
{
  g_return_val_if_fail (kind <= TAV_SUBMISSION_DECK, NULL);
  return kind_names[kind];
}

gboolean
tav_submission_kind_from_string (const char        *str,
                                 TavSubmissionKind *kind)
{
  for (guint i = 0; i < G_N_ELEMENTS (kind_names); i++)
    if (g_strcmp0 (str, kind_names[i]) == 0)
      {
        *kind = i;
        return TRUE;
      }
  return FALSE;
}
