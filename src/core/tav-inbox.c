/* tav-inbox.c
 *
 * What phones send never touches the results directly: it waits here until
 * the organiser accepts it (then it is an ordinary tav_event_set_result (),
 * so undo, saving and the standings treat it as any other edit), or until
 * an option accepts what is valid and unanimous. The inbox is part of the
 * event, saved with it, so a crash loses no submission.
 *
 * This file holds the object and what it keeps: the key, the options, the
 * submissions, the ids seen and the refusal log, as the loader restores
 * and the saver reads them. What a table sends is checked in
 * tav-inbox-submit.c, the organiser's decisions are tav-inbox-accept.c
 * (see tav-inbox-private.h for the others).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-inbox"

#include "config.h"

#include "tav-event.h"
#include "tav-inbox-private.h"
#include "tav-refusal-log.h"
#include "tav-table-token.h"

G_DEFINE_FINAL_TYPE (TavInbox, tav_inbox, G_TYPE_OBJECT)
/* The error domain is defined with the others in tav-rule-error.c. */

enum {
  PROP_0,
  PROP_N_PENDING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

void
tav_inbox_changed (TavInbox *self)
{
  tav_inbox_notify_pending (self);
  if (self->event)
    tav_event_changed (self->event);
}

void
tav_inbox_notify_pending (TavInbox *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PENDING]);
}

TavSubmission *
tav_inbox_get_submission (TavInbox *self,
                          guint     i)
{
  /* The store holds a reference; a borrowed pointer is enough here. */
  TavSubmission *s = g_list_model_get_item (G_LIST_MODEL (self->submissions), i);

  g_object_unref (s);
  return s;
}

/* @s waits for a decision about that table. */
gboolean
tav_inbox_pending_for (TavSubmission *s,
                       const char    *stage_id,
                       guint          round,
                       guint          table)
{
  return tav_submission_get_state (s) == TAV_SUBMISSION_PENDING &&
         tav_submission_get_round (s) == round && tav_submission_get_table (s) == table &&
         g_strcmp0 (tav_submission_get_stage_id (s), stage_id) == 0;
}

gboolean
tav_inbox_same_result (JsonObject *a,
                       JsonObject *b)
{
  g_autoptr(JsonNode) na = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonNode) nb = json_node_new (JSON_NODE_OBJECT);

  json_node_set_object (na, a);
  json_node_set_object (nb, b);
  return json_node_equal (na, nb);
}

static void
tav_inbox_finalize (GObject *object)
{
  TavInbox *self = (TavInbox *)object;

  g_clear_pointer (&self->key, g_free);
  g_clear_object (&self->submissions);
  g_clear_pointer (&self->seen, g_hash_table_unref);
  g_clear_pointer (&self->seen_order, g_ptr_array_unref);
  g_clear_pointer (&self->judges, g_ptr_array_unref);
  g_clear_object (&self->refusals);

  G_OBJECT_CLASS (tav_inbox_parent_class)->finalize (object);
}

static void
tav_inbox_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  TavInbox *self = TAV_INBOX (object);

  switch (prop_id)
    {
    case PROP_N_PENDING:
      g_value_set_uint (value, tav_inbox_get_n_pending (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_inbox_class_init (TavInboxClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tav_inbox_finalize;
  object_class->get_property = tav_inbox_get_property;

  properties[PROP_N_PENDING] =
    g_param_spec_uint ("n-pending", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tav_inbox_init (TavInbox *self)
{
  self->submissions = g_list_store_new (TAV_TYPE_SUBMISSION);
  self->seen = g_hash_table_new (g_str_hash, g_str_equal);
  self->seen_order = g_ptr_array_new_with_free_func (g_free);
  self->judges = g_ptr_array_new_with_free_func (tav_inbox_judge_free);
  self->refusals = tav_refusal_log_new ();
}

TavInbox *
tav_inbox_new (TavEvent *event)
{
  TavInbox *self = g_object_new (TAV_TYPE_INBOX, NULL);

  self->event = event;
  return self;
}

const char *
tav_inbox_get_key (TavInbox *self)
{
  g_return_val_if_fail (TAV_IS_INBOX (self), NULL);
  return self->key;
}

/* The key is made the first time a sheet or the server needs it. */
const char *
tav_inbox_ensure_key (TavInbox *self)
{
  g_return_val_if_fail (TAV_IS_INBOX (self), NULL);

  if (self->key == NULL)
    {
      self->key = tav_token_new_key ();
      tav_inbox_changed (self);
    }
  return self->key;
}

gboolean
tav_inbox_set_key (TavInbox   *self,
                   const char *key)
{
  g_return_val_if_fail (TAV_IS_INBOX (self), FALSE);

  if (key == NULL)
    {
      g_clear_pointer (&self->key, g_free);
      return TRUE;
    }
  if (!tav_token_key_is_valid (key))
    return FALSE;
  g_free (self->key);
  self->key = g_strdup (key);
  return TRUE;
}

gboolean
tav_inbox_get_auto_accept (TavInbox *self)
{
  g_return_val_if_fail (TAV_IS_INBOX (self), FALSE);
  return self->auto_accept;
}

void
tav_inbox_set_auto_accept (TavInbox *self,
                           gboolean  auto_accept)
{
  g_return_if_fail (TAV_IS_INBOX (self));

  if (self->auto_accept == !!auto_accept)
    return;
  self->auto_accept = !!auto_accept;
  tav_inbox_changed (self);
}

/* Nothing to save: the file keeps its older form. */
gboolean
tav_inbox_is_empty (TavInbox *self)
{
  g_return_val_if_fail (TAV_IS_INBOX (self), TRUE);
  return self->key == NULL && !self->auto_accept && !self->registration_open &&
         self->judges->len == 0 &&
         g_list_model_get_n_items (G_LIST_MODEL (self->submissions)) == 0 &&
         self->seen_order->len == 0;
}

GListModel *
tav_inbox_get_submissions (TavInbox *self)
{
  g_return_val_if_fail (TAV_IS_INBOX (self), NULL);
  return G_LIST_MODEL (self->submissions);
}

guint
tav_inbox_get_n_pending (TavInbox *self)
{
  guint n = 0;

  g_return_val_if_fail (TAV_IS_INBOX (self), 0);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->submissions)); i++)
    if (tav_submission_get_state (tav_inbox_get_submission (self, i)) == TAV_SUBMISSION_PENDING)
      n++;
  return n;
}

TavSubmission *
tav_inbox_find (TavInbox   *self,
                const char *id)
{
  g_return_val_if_fail (TAV_IS_INBOX (self), NULL);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->submissions)); i++)
    {
      TavSubmission *s = tav_inbox_get_submission (self, i);

      if (g_strcmp0 (tav_submission_get_id (s), id) == 0)
        return s;
    }
  return NULL;
}

/* For the loader: no check, no signal. A refusal, from a file of a
 * version that kept them, goes to the refusal log (and so out of the
 * file at its next save). */
void
tav_inbox_restore (TavInbox      *self,
                   TavSubmission *submission)
{
  g_return_if_fail (TAV_IS_INBOX (self));

  if (tav_submission_get_state (submission) == TAV_SUBMISSION_REFUSED)
    tav_refusal_log_add (self->refusals, submission);
  else
    g_list_store_append (self->submissions, submission);
}

gboolean
tav_inbox_has_seen (TavInbox   *self,
                    const char *id)
{
  g_return_val_if_fail (TAV_IS_INBOX (self), FALSE);
  return id && g_hash_table_contains (self->seen, id);
}

void
tav_inbox_add_seen (TavInbox   *self,
                    const char *id)
{
  char *copy;

  g_return_if_fail (TAV_IS_INBOX (self));
  if (id == NULL || g_hash_table_contains (self->seen, id))
    return;
  copy = g_strdup (id);
  g_ptr_array_add (self->seen_order, copy);
  g_hash_table_add (self->seen, copy);
}

GPtrArray *
tav_inbox_get_seen (TavInbox *self)
{
  g_return_val_if_fail (TAV_IS_INBOX (self), NULL);
  return self->seen_order;
}

TavRefusalLog *
tav_inbox_get_refusals (TavInbox *self)
{
  g_return_val_if_fail (TAV_IS_INBOX (self), NULL);
  return self->refusals;
}

/* The log the serving process keeps (the app's window, `tavolo-cli
 * serve`) outlives each copy of the event it reads: it is handed to each
 * one, and takes in what that copy's own log holds (refusals read from
 * an older file). */
void
tav_inbox_set_refusals (TavInbox      *self,
                        TavRefusalLog *refusals)
{
  g_return_if_fail (TAV_IS_INBOX (self));
  g_return_if_fail (TAV_IS_REFUSAL_LOG (refusals));

  if (self->refusals == refusals)
    return;
  tav_refusal_log_merge (refusals, self->refusals);
  g_set_object (&self->refusals, refusals);
}

TavSubmission *
tav_inbox_find_pending (TavInbox   *self,
                        const char *stage_id,
                        guint       round,
                        guint       table)
{
  g_return_val_if_fail (TAV_IS_INBOX (self), NULL);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->submissions)); i++)
    {
      TavSubmission *s = tav_inbox_get_submission (self, i);

      if (tav_inbox_pending_for (s, stage_id, round, table))
        return s;
    }
  return NULL;
}
