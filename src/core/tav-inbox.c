/* tav-inbox.c
 *
 * What phones send never touches the results directly: it waits here until
 * the organiser accepts it (then it is an ordinary tav_event_set_result (),
 * so undo, saving and the standings treat it as any other edit), or until
 * an option accepts what is valid and unanimous. The inbox is part of the
 * event, saved with it, so a crash loses no submission.
 *
 * A submission must name a table of the open round (the last round drawn of
 * the current stage) whose result is not yet entered, carry that table's
 * token or a judge's code, carry an id never seen before (a replayed request
 * is refused) and pass the ruleset's own checks. Every refusal is logged
 * for the organiser in the inbox's TavRefusalLog, which is no part of the
 * event: logging one changes nothing the event file holds or the phones
 * are shown. Whoever serves the event decides where that log lives (see
 * tav_inbox_set_refusals ()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-inbox"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tav-event.h"
#include "tav-inbox.h"
#include "tav-refusal-log.h"
#include "tav-result-words.h"
#include "tav-table-token.h"
#include "tav-text.h"

#define MAX_ID_LENGTH 64

typedef struct
{
  char     *name;
  char     *hash;
  gboolean  auto_accept;
} Judge;

struct _TavInbox
{
  GObject     parent_instance;
  TavEvent   *event;        /* owns us */
  char       *key;
  gboolean    auto_accept;
  GListStore *submissions;
  GHashTable *seen;         /* ids of every request received */
  GPtrArray  *seen_order;   /* the same, in order, for saving */
  GPtrArray  *judges;
  TavRefusalLog *refusals;
};

G_DEFINE_FINAL_TYPE (TavInbox, tav_inbox, G_TYPE_OBJECT)
/* The error domain is defined with the others in tav-rule-error.c. */

enum {
  PROP_0,
  PROP_N_PENDING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
judge_free (gpointer data)
{
  Judge *judge = data;

  g_free (judge->name);
  g_free (judge->hash);
  g_free (judge);
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
  self->judges = g_ptr_array_new_with_free_func (judge_free);
  self->refusals = tav_refusal_log_new ();
}

TavInbox *
tav_inbox_new (TavEvent *event)
{
  TavInbox *self = g_object_new (TAV_TYPE_INBOX, NULL);

  self->event = event;
  return self;
}

static void
changed (TavInbox *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PENDING]);
  if (self->event)
    tav_event_changed (self->event);
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
      changed (self);
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
  changed (self);
}

/* Nothing to save: the file keeps its older form. */
gboolean
tav_inbox_is_empty (TavInbox *self)
{
  g_return_val_if_fail (TAV_IS_INBOX (self), TRUE);
  return self->key == NULL && !self->auto_accept && self->judges->len == 0 &&
         g_list_model_get_n_items (G_LIST_MODEL (self->submissions)) == 0 &&
         self->seen_order->len == 0;
}

GListModel *
tav_inbox_get_submissions (TavInbox *self)
{
  g_return_val_if_fail (TAV_IS_INBOX (self), NULL);
  return G_LIST_MODEL (self->submissions);
}

static TavSubmission *
get_submission (TavInbox *self,
                guint     i)
{
  /* The store holds a reference; a borrowed pointer is enough here. */
  TavSubmission *s = g_list_model_get_item (G_LIST_MODEL (self->submissions), i);

  g_object_unref (s);
  return s;
}

guint
tav_inbox_get_n_pending (TavInbox *self)
{
  guint n = 0;

  g_return_val_if_fail (TAV_IS_INBOX (self), 0);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->submissions)); i++)
    if (tav_submission_get_state (get_submission (self, i)) == TAV_SUBMISSION_PENDING)
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
      TavSubmission *s = get_submission (self, i);

      if (g_strcmp0 (tav_submission_get_id (s), id) == 0)
        return s;
    }
  return NULL;
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

/* ---- Judges ----------------------------------------------------------- */

/* One judge, however the name is typed: "marco <i>judge</i>" is
 * "Marco <i>Judge</i>", "Andre" is "André". */
static Judge *
find_judge (TavInbox   *self,
            const char *name,
            guint      *position)
{
  g_autofree char *clean = name ? tav_text_clean_name (name, NULL) : NULL;
  g_autofree char *key = clean ? tav_text_fold (clean) : NULL;

  for (guint i = 0; key && i < self->judges->len; i++)
    {
      Judge *judge = g_ptr_array_index (self->judges, i);
      g_autofree char *judge_key = NULL;

      if (g_strcmp0 (judge->name, clean) != 0 &&
          g_strcmp0 (judge_key = tav_text_fold (judge->name), key) != 0)
        continue;
      if (position)
        *position = i;
      return judge;
    }
  return NULL;
}

/* Returns: the judge's name as kept, whatever the case or accents of
 * @name; NULL when there is no such judge. */
const char *
tav_inbox_find_judge (TavInbox   *self,
                      const char *name)
{
  Judge *judge;

  g_return_val_if_fail (TAV_IS_INBOX (self), NULL);
  judge = find_judge (self, name, NULL);
  return judge ? judge->name : NULL;
}

/* Returns: the judge's code, shown once: only its hash is kept. */
char *
tav_inbox_add_judge (TavInbox    *self,
                     const char  *name,
                     gboolean     auto_accept,
                     GError     **error)
{
  g_autofree char *clean = NULL;
  g_autofree char *code = NULL;
  Judge *judge;

  g_return_val_if_fail (TAV_IS_INBOX (self), NULL);

  if (!(clean = tav_text_clean_name (name, error)))
    return NULL;
  if ((judge = find_judge (self, clean, NULL)))
    {
      g_set_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_STATE,
                   _("There is already a judge named “%s”"), judge->name);
      return NULL;
    }
  if (self->judges->len >= TAV_INBOX_MAX_JUDGES)
    {
      g_set_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_FULL,
                   _("An event has at most %u judges’ codes; revoke one first"),
                   TAV_INBOX_MAX_JUDGES);
      return NULL;
    }
  code = tav_token_new_random (TAV_TOKEN_JUDGE_CHARS);
  judge = g_new0 (Judge, 1);
  judge->name = g_steal_pointer (&clean);
  judge->hash = tav_token_hash_judge (tav_inbox_ensure_key (self), code);
  judge->auto_accept = !!auto_accept;
  g_ptr_array_add (self->judges, judge);
  changed (self);
  return g_steal_pointer (&code);
}

gboolean
tav_inbox_revoke_judge (TavInbox    *self,
                        const char  *name,
                        GError     **error)
{
  guint position;

  g_return_val_if_fail (TAV_IS_INBOX (self), FALSE);

  if (!find_judge (self, name, &position))
    {
      g_set_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_NOT_FOUND,
                   _("There is no judge named “%s”"), name);
      return FALSE;
    }
  g_ptr_array_remove_index (self->judges, position);
  changed (self);
  return TRUE;
}

void
tav_inbox_restore_judge (TavInbox   *self,
                         const char *name,
                         const char *hash,
                         gboolean    auto_accept)
{
  Judge *judge = g_new0 (Judge, 1);

  g_return_if_fail (TAV_IS_INBOX (self));
  judge->name = g_strdup (name);
  judge->hash = g_strdup (hash);
  judge->auto_accept = !!auto_accept;
  g_ptr_array_add (self->judges, judge);
}

guint
tav_inbox_get_n_judges (TavInbox *self)
{
  g_return_val_if_fail (TAV_IS_INBOX (self), 0);
  return self->judges->len;
}

const char *
tav_inbox_get_judge (TavInbox    *self,
                     guint        position,
                     const char **hash,
                     gboolean    *auto_accept)
{
  Judge *judge;

  g_return_val_if_fail (TAV_IS_INBOX (self), NULL);
  g_return_val_if_fail (position < self->judges->len, NULL);

  judge = g_ptr_array_index (self->judges, position);
  if (hash)
    *hash = judge->hash;
  if (auto_accept)
    *auto_accept = judge->auto_accept;
  return judge->name;
}

/* Returns: the name of the judge whose code @code is, or NULL. Every
 * judge's hash is compared, in constant time each. */
const char *
tav_inbox_check_judge (TavInbox   *self,
                       const char *code)
{
  g_autofree char *hash = NULL;
  const char *found = NULL;

  g_return_val_if_fail (TAV_IS_INBOX (self), NULL);

  if (self->key == NULL || code == NULL ||
      !(hash = tav_token_hash_judge (self->key, code)))
    return NULL;
  for (guint i = 0; i < self->judges->len; i++)
    {
      Judge *judge = g_ptr_array_index (self->judges, i);

      if (tav_token_equal (hash, judge->hash))
        found = judge->name;
    }
  return found;
}

/* ---- Submitting ------------------------------------------------------- */

/* Open: the last round drawn of the current stage, the table there and
 * its result not entered yet. */
gboolean
tav_inbox_check_open (TavInbox    *self,
                      const char  *stage_id,
                      guint        round_number,
                      guint        table_number,
                      GError     **error)
{
  TavStage *stage, *current;
  TavRound *round;
  TavTable *table;

  g_return_val_if_fail (TAV_IS_INBOX (self), FALSE);

  stage = tav_event_find_stage (self->event, stage_id);
  current = tav_event_get_current_stage (self->event);
  round = stage ? tav_stage_get_round (stage, round_number) : NULL;
  table = round ? tav_round_find_table (round, table_number) : NULL;
  if (table == NULL)
    {
      tav_rule_error_set (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_FORBIDDEN,
                          N_("There is no table %u in round %u"), table_number, round_number);
      return FALSE;
    }
  if (stage != current || round_number != tav_stage_get_n_rounds (stage))
    {
      tav_rule_error_set (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_CLOSED,
                          N_("Round %u is closed: results are no longer taken from the tables"),
                          round_number);
      return FALSE;
    }
  if (tav_table_has_result (table))
    {
      tav_rule_error_set (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_CLOSED,
                          N_("The result of table %u is already confirmed; ask the organiser to change it"),
                          table_number);
      return FALSE;
    }
  return TRUE;
}

/* A table's token (or short code) opens that table only; a judge's code
 * opens every table. On success @judge is the judge's name or "". */
gboolean
tav_inbox_authorize (TavInbox     *self,
                     const char   *credential,
                     const char   *stage_id,
                     guint         round,
                     guint         table,
                     const char  **judge,
                     GError      **error)
{
  const char *name;

  g_return_val_if_fail (TAV_IS_INBOX (self), FALSE);

  if (self->key && stage_id &&
      tav_token_check_table (self->key, stage_id, round, table, credential))
    {
      *judge = "";
      return TRUE;
    }
  if (tav_inbox_credential_seat (self, credential, stage_id, round, table) > 0)
    {
      *judge = "";
      return TRUE;
    }
  if ((name = tav_inbox_check_judge (self, credential)))
    {
      *judge = name;
      return TRUE;
    }
  tav_rule_error_set (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_FORBIDDEN,
                      N_("This code does not open table %u of round %u"), table, round);
  return FALSE;
}

/* Nothing of the event changes: no save, no new version for the phones. */
void
tav_inbox_log_refusal (TavInbox   *self,
                       const char *stage_id,
                       guint       round,
                       guint       table,
                       const char *client,
                       const char *message)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *id = tav_token_new_random (16);
  g_autofree char *reason = NULL;
  g_autoptr(TavSubmission) refusal = NULL;

  g_return_if_fail (TAV_IS_INBOX (self));

  reason = client && client[0] ? g_strdup_printf ("%s (%s)", message, client) : g_strdup (message);
  /* The stage is what the link said: kept only when it can be written. */
  if (stage_id && (strlen (stage_id) > MAX_ID_LENGTH || !g_utf8_validate (stage_id, -1, NULL)))
    stage_id = "";
  refusal = tav_submission_new (id, stage_id, round, table, NULL, NULL, now);
  tav_submission_set_state (refusal, TAV_SUBMISSION_REFUSED, reason);
  tav_refusal_log_add (self->refusals, refusal);
}

/* @s waits for a decision about that table. */
static gboolean
pending_for (TavSubmission *s,
             const char    *stage_id,
             guint          round,
             guint          table)
{
  return tav_submission_get_state (s) == TAV_SUBMISSION_PENDING &&
         tav_submission_get_round (s) == round && tav_submission_get_table (s) == table &&
         g_strcmp0 (tav_submission_get_stage_id (s), stage_id) == 0;
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
      TavSubmission *s = get_submission (self, i);

      if (pending_for (s, stage_id, round, table))
        return s;
    }
  return NULL;
}

static gboolean
same_result (JsonObject *a,
             JsonObject *b)
{
  g_autoptr(JsonNode) na = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonNode) nb = json_node_new (JSON_NODE_OBJECT);

  json_node_set_object (na, a);
  json_node_set_object (nb, b);
  return json_node_equal (na, nb);
}

static guint
seats_of (TavInbox   *self,
          const char *stage_id,
          guint       round_number,
          guint       table_number)
{
  TavStage *stage = stage_id ? tav_event_find_stage (self->event, stage_id) : NULL;
  TavRound *round = stage ? tav_stage_get_round (stage, round_number) : NULL;
  TavTable *table = round ? tav_round_find_table (round, table_number) : NULL;

  return table ? tav_table_get_n_seats (table) : 0;
}

static guint
table_seats (TavInbox      *self,
             TavSubmission *s)
{
  return seats_of (self, tav_submission_get_stage_id (s), tav_submission_get_round (s),
                   tav_submission_get_table (s));
}

/**
 * tav_inbox_credential_seat:
 *
 * Returns: the seat (1-based) whose own code or token @credential is, or
 * 0. Only the two seats of a two-player table have one: agreement there
 * takes both players, each with his own code; the table's code and a
 * judge's speak for no seat.
 */
guint
tav_inbox_credential_seat (TavInbox   *self,
                           const char *credential,
                           const char *stage_id,
                           guint       round,
                           guint       table)
{
  g_return_val_if_fail (TAV_IS_INBOX (self), 0);

  if (self->key == NULL || stage_id == NULL || credential == NULL ||
      seats_of (self, stage_id, round, table) != 2)
    return 0;
  for (guint seat = 1; seat <= 2; seat++)
    if (tav_token_check_seat (self->key, stage_id, round, table, seat, credential))
      return seat;
  return 0;
}

/* @seat's word is the last one it gave: it no longer agrees with the
 * other results waiting for its table. */
static void
withdraw_agreement (TavInbox      *self,
                    TavSubmission *keep,
                    guint          seat)
{
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->submissions)); i++)
    {
      TavSubmission *s = get_submission (self, i);

      if (s != keep && tav_submission_has_agreed (s, seat) &&
          pending_for (s, tav_submission_get_stage_id (keep), tav_submission_get_round (keep),
                       tav_submission_get_table (keep)))
        tav_submission_restore_flags (s, tav_submission_get_agreed (s) & ~(1u << (seat - 1)),
                                      tav_submission_get_disputed (s), tav_submission_get_edited (s));
    }
}

/* Unanimous: no one at the table sent something else, and at a
 * two-player table both players agreed (a judge's word is enough). */
gboolean
tav_inbox_is_unanimous (TavInbox      *self,
                        TavSubmission *submission)
{
  g_return_val_if_fail (TAV_IS_INBOX (self), FALSE);

  if (tav_submission_get_disputed (submission))
    return FALSE;
  if (tav_submission_get_judge (submission)[0])
    return TRUE;
  if (table_seats (self, submission) == 2)
    return tav_submission_has_agreed (submission, 1) && tav_submission_has_agreed (submission, 2);
  return TRUE;
}

static gboolean
judge_auto_accepts (TavInbox   *self,
                    const char *name)
{
  Judge *judge = name[0] ? find_judge (self, name, NULL) : NULL;

  return judge && judge->auto_accept;
}

static guint
count_pending_for (TavInbox   *self,
                   const char *stage_id,
                   guint       round,
                   guint       table)
{
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->submissions)); i++)
    {
      TavSubmission *s = get_submission (self, i);

      if (pending_for (s, stage_id, round, table))
        n++;
    }
  return n;
}

static void
mark_disputed (TavInbox   *self,
               const char *stage_id,
               guint       round,
               guint       table)
{
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->submissions)); i++)
    {
      TavSubmission *s = get_submission (self, i);

      if (pending_for (s, stage_id, round, table))
        tav_submission_set_disputed (s, TRUE);
    }
}

/* Returns: the submission the result went into (a new one, or one with the
 * same result that the sender now agrees with), already accepted when the
 * options say so; NULL with @error when refused, the refusal logged.
 * The sender agrees for the seat whose own code @credential is, and for
 * no seat with the table's or a judge's code; @seat, when not 0, is the
 * seat the sender claims, refused unless the code is that seat's. */
TavSubmission *
tav_inbox_submit (TavInbox    *self,
                  const char  *credential,
                  const char  *stage_id,
                  guint        round,
                  guint        table,
                  const char  *id,
                  guint        seat,
                  JsonObject  *result,
                  const char  *client,
                  GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GDateTime) now = NULL;
  g_autoptr(TavSubmission) fresh = NULL;
  TavSubmission *same = NULL;
  TavStage *stage;
  const char *judge = "";
  guint n_seats, who;
  gboolean held = FALSE;

  g_return_val_if_fail (TAV_IS_INBOX (self), NULL);
  g_return_val_if_fail (result != NULL, NULL);

  stage = stage_id ? tav_event_find_stage (self->event, stage_id) : NULL;
  if (!tav_inbox_authorize (self, credential, stage_id, round, table, &judge, &local_error) ||
      !tav_inbox_check_open (self, stage_id, round, table, &local_error))
    goto refuse;
  if (id == NULL || id[0] == '\0' || strlen (id) > MAX_ID_LENGTH || !g_utf8_validate (id, -1, NULL))
    {
      tav_rule_error_set (&local_error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_INVALID,
                          N_("The submission carries no valid id; reload the form"));
      goto refuse;
    }
  if (tav_inbox_has_seen (self, id))
    {
      tav_rule_error_set (&local_error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_REPLAY,
                          N_("This submission for table %u was received before; reload the form to send another"),
                          table);
      goto refuse;
    }
  /* check_open () found the table. */
  n_seats = tav_table_get_n_seats (tav_round_find_table (tav_stage_get_round (stage, round), table));
  if (seat > n_seats)
    {
      tav_rule_error_set (&local_error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_INVALID,
                          N_("Table %u has no seat %u"), table, seat);
      goto refuse;
    }
  /* Only a seat's own code speaks for it. */
  who = tav_inbox_credential_seat (self, credential, stage_id, round, table);
  if (seat && seat != who)
    {
      tav_rule_error_set (&local_error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_FORBIDDEN,
                          N_("Only the code printed for seat %u of table %u can agree for that seat"),
                          seat, table);
      goto refuse;
    }
  if (!tav_event_check_result (self->event, stage, round, table, result, &local_error))
    {
      /* A result refused for a figure the ranking keeps secret (more $
       * spent than the balance) is taken all the same, for the organiser
       * to judge: were the sender told, a few tries would find another
       * player's balance. It is never entered by itself. */
      if (tav_event_error_is_secret (self->event, local_error))
        held = TRUE;
      else
        {
          /* The sender is told; an invalid result is no abuse, so not logged. */
          /* With the rules' place and words, for the sender's language. */
          g_set_error_literal (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_INVALID, local_error->message);
          if (error)
            tav_rule_error_copy_data (*error, local_error);
          return NULL;
        }
      g_clear_error (&local_error);
    }

  tav_inbox_add_seen (self, id);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->submissions)); i++)
    {
      TavSubmission *s = get_submission (self, i);

      if (pending_for (s, stage_id, round, table) &&
          same_result (tav_submission_get_result (s), result))
        same = s;
    }

  if (same)
    {
      /* Another "I agree with this result". */
      if (who)
        tav_submission_add_agreed (same, who);
      fresh = g_object_ref (same);
    }
  else
    {
      if (count_pending_for (self, stage_id, round, table) >= TAV_INBOX_MAX_PER_TABLE)
        {
          g_set_error (&local_error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_FULL,
                       _("Table %u has sent %u results still waiting; ask the organiser"),
                       table, TAV_INBOX_MAX_PER_TABLE);
          goto refuse;
        }
      /* A different result from the same table: the organiser decides. */
      if (count_pending_for (self, stage_id, round, table) > 0)
        mark_disputed (self, stage_id, round, table);
      now = g_date_time_new_now_utc ();
      fresh = tav_submission_new (id, stage_id, round, table, result, judge, now);
      if (who)
        tav_submission_add_agreed (fresh, who);
      if (count_pending_for (self, stage_id, round, table) > 0)
        tav_submission_set_disputed (fresh, TRUE);
      g_list_store_append (self->submissions, fresh);
    }

  if (who)
    withdraw_agreement (self, fresh, who);
  if (!held && (self->auto_accept || judge_auto_accepts (self, judge)) &&
      tav_inbox_is_unanimous (self, fresh))
    {
      /* Valid a moment ago, on this same event: cannot fail. */
      if (!tav_inbox_accept (self, tav_submission_get_id (fresh), &local_error))
        g_warning ("Accepting a submission for table %u: %s", table, local_error->message);
    }
  else
    changed (self);
  return g_steal_pointer (&fresh);

refuse:
  tav_inbox_log_refusal (self, stage_id, round, table, client, local_error->message);
  g_propagate_error (error, g_steal_pointer (&local_error));
  return NULL;
}

static TavSubmission *
require_pending (TavInbox    *self,
                 const char  *id,
                 GError     **error)
{
  TavSubmission *s = tav_inbox_find (self, id);

  if (s == NULL)
    {
      g_set_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_NOT_FOUND,
                   _("There is no submission “%s” in the inbox"), id);
      return NULL;
    }
  if (tav_submission_get_state (s) != TAV_SUBMISSION_PENDING)
    {
      g_set_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_STATE,
                   _("The submission for table %u was already accepted, rejected or refused"),
                   tav_submission_get_table (s));
      return NULL;
    }
  return s;
}

/* The table of @s as it is in the event now, and whether its round is
 * closed (no longer the last round drawn of the current stage). */
static TavTable *
find_table_of (TavInbox      *self,
               TavSubmission *s,
               TavStage     **stage_out,
               gboolean      *closed)
{
  TavStage *stage = tav_event_find_stage (self->event, tav_submission_get_stage_id (s));
  TavRound *round = stage ? tav_stage_get_round (stage, tav_submission_get_round (s)) : NULL;

  *stage_out = stage;
  *closed = stage != tav_event_get_current_stage (self->event) ||
            (stage && tav_submission_get_round (s) != tav_stage_get_n_rounds (stage));
  return round ? tav_round_find_table (round, tav_submission_get_table (s)) : NULL;
}

/**
 * tav_inbox_accept_replaces:
 * @self: the inbox
 * @submission: a submission waiting in it
 *
 * Whether accepting @submission would change what the organiser has:
 * its table already has another result, or its round is closed (the
 * standings a later draw was made from would change).
 */
gboolean
tav_inbox_accept_replaces (TavInbox      *self,
                           TavSubmission *submission)
{
  TavStage *stage;
  TavTable *table;
  gboolean closed;

  g_return_val_if_fail (TAV_IS_INBOX (self), FALSE);
  g_return_val_if_fail (TAV_IS_SUBMISSION (submission), FALSE);

  table = find_table_of (self, submission, &stage, &closed);
  if (table == NULL)
    return FALSE;
  if (tav_table_has_result (table) &&
      same_result (tav_table_get_result (table), tav_submission_get_result (submission)))
    return FALSE;
  return closed || tav_table_has_result (table);
}

/* Names the table and both results, for the organiser to choose. */
static void
set_replace_error (TavInbox       *self,
                   TavSubmission  *s,
                   GError        **error)
{
  TavStage *stage;
  gboolean closed;
  TavTable *table = find_table_of (self, s, &stage, &closed);
  g_autofree char *entered = tav_result_describe (self->event, stage, table);
  g_autofree char *sent = tav_result_describe_result (self->event, stage, table, tav_submission_get_result (s));
  guint round = tav_submission_get_round (s), number = tav_submission_get_table (s);

  if (entered && closed)
    g_set_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_REPLACES,
                 _("Round %u is closed and table %u has a result: %s; the submission says: %s"),
                 round, number, entered, sent);
  else if (entered)
    g_set_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_REPLACES,
                 _("Table %u of round %u already has a result: %s; the submission says: %s"),
                 number, round, entered, sent);
  else
    g_set_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_REPLACES,
                 _("Round %u is closed; table %u has no result, the submission says: %s"),
                 round, number, sent);
}

/* The result enters the event as if typed by the organiser; the other
 * submissions still waiting for the table are set aside with a reason.
 * Without @replace, a result the organiser has (or a closed round) is
 * never changed. */
static gboolean
accept (TavInbox    *self,
        const char  *id,
        gboolean     replace,
        GError     **error)
{
  TavSubmission *s;
  TavStage *stage;

  if (!(s = require_pending (self, id, error)))
    return FALSE;
  stage = tav_event_find_stage (self->event, tav_submission_get_stage_id (s));
  if (stage == NULL)
    {
      g_set_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_NOT_FOUND,
                   _("The stage of the submission for table %u no longer exists"),
                   tav_submission_get_table (s));
      return FALSE;
    }
  if (!replace && tav_inbox_accept_replaces (self, s))
    {
      set_replace_error (self, s, error);
      return FALSE;
    }
  /* Set the states first: the event's change signal then sees them. */
  tav_submission_set_state (s, TAV_SUBMISSION_ACCEPTED, NULL);
  if (!tav_event_set_result (self->event, stage, tav_submission_get_round (s),
                             tav_submission_get_table (s), tav_submission_get_result (s), error))
    {
      tav_submission_set_state (s, TAV_SUBMISSION_PENDING, NULL);
      return FALSE;
    }
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->submissions)); i++)
    {
      TavSubmission *other = get_submission (self, i);

      if (other != s && pending_for (other, tav_submission_get_stage_id (s),
                                     tav_submission_get_round (s), tav_submission_get_table (s)))
        tav_submission_set_state (other, TAV_SUBMISSION_REJECTED,
                                  _("Another result for this table was accepted"));
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PENDING]);
  return TRUE;
}

/* Refused (TAV_INBOX_ERROR_REPLACES, both results named) when the table
 * already has another result or its round is closed: see
 * tav_inbox_accept_replacing (). Auto-accept goes through here. */
gboolean
tav_inbox_accept (TavInbox    *self,
                  const char  *id,
                  GError     **error)
{
  g_return_val_if_fail (TAV_IS_INBOX (self), FALSE);
  return accept (self, id, FALSE, error);
}

/* The organiser saw both results and chose the one sent. */
gboolean
tav_inbox_accept_replacing (TavInbox    *self,
                            const char  *id,
                            GError     **error)
{
  g_return_val_if_fail (TAV_IS_INBOX (self), FALSE);
  return accept (self, id, TRUE, error);
}

gboolean
tav_inbox_reject (TavInbox    *self,
                  const char  *id,
                  const char  *reason,
                  GError     **error)
{
  TavSubmission *s;
  g_autofree char *clean = NULL;

  g_return_val_if_fail (TAV_IS_INBOX (self), FALSE);

  if (!(s = require_pending (self, id, error)))
    return FALSE;
  /* The phone shows the reason: it follows the rules of any text shown. */
  if (reason && reason[0] && !(clean = tav_text_clean_name (reason, error)))
    {
      g_prefix_error (error, _("Reason: "));
      return FALSE;
    }
  tav_submission_set_state (s, TAV_SUBMISSION_REJECTED, clean);
  changed (self);
  return TRUE;
}

/* The organiser's correction: checked as any result, the submission stays
 * waiting, marked edited. */
gboolean
tav_inbox_edit (TavInbox    *self,
                const char  *id,
                JsonObject  *result,
                GError     **error)
{
  TavSubmission *s;
  TavStage *stage;

  g_return_val_if_fail (TAV_IS_INBOX (self), FALSE);
  g_return_val_if_fail (result != NULL, FALSE);

  if (!(s = require_pending (self, id, error)))
    return FALSE;
  stage = tav_event_find_stage (self->event, tav_submission_get_stage_id (s));
  if (stage == NULL ||
      !tav_event_check_result (self->event, stage, tav_submission_get_round (s),
                               tav_submission_get_table (s), result, error))
    {
      if (stage == NULL)
        g_set_error (error, TAV_INBOX_ERROR, TAV_INBOX_ERROR_NOT_FOUND,
                     _("The stage of the submission for table %u no longer exists"),
                     tav_submission_get_table (s));
      return FALSE;
    }
  tav_submission_set_result (s, result);
  changed (self);
  return TRUE;
}

/* ---- Arrivals and the undo history ------------------------------------ */

static Judge *
judge_copy (const Judge *judge)
{
  Judge *copy = g_new0 (Judge, 1);

  copy->name = g_strdup (judge->name);
  copy->hash = g_strdup (judge->hash);
  copy->auto_accept = judge->auto_accept;
  return copy;
}

/**
 * tav_inbox_take_arrivals:
 * @self: the inbox of an earlier state of the event (undo, redo)
 * @from: the inbox of the event as it is now
 *
 * What came from the tables is no edit of the organiser's, so no undo may
 * take it away: @self gets @from's key, judges, refusal log and seen ids,
 * every submission it lacks (waiting again, or accepted again when it was
 * accepted on arrival and the options still say so) and the seats that
 * agreed since. What the organiser decided about the submissions @self
 * already holds stays as @self has it.
 */
void
tav_inbox_take_arrivals (TavInbox *self,
                         TavInbox *from)
{
  g_autoptr(GPtrArray) merged = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) to_accept = g_ptr_array_new_with_free_func (g_free);
  guint n_from = g_list_model_get_n_items (G_LIST_MODEL (from->submissions));
  guint n_self = g_list_model_get_n_items (G_LIST_MODEL (self->submissions));

  g_return_if_fail (TAV_IS_INBOX (self));
  g_return_if_fail (TAV_IS_INBOX (from));

  g_free (self->key);
  self->key = g_strdup (from->key);
  g_ptr_array_set_size (self->judges, 0);
  for (guint i = 0; i < from->judges->len; i++)
    g_ptr_array_add (self->judges, judge_copy (g_ptr_array_index (from->judges, i)));
  for (guint i = 0; i < from->seen_order->len; i++)
    tav_inbox_add_seen (self, g_ptr_array_index (from->seen_order, i));
  tav_inbox_set_refusals (self, from->refusals);

  /* In the order they arrived, which is @from's. */
  for (guint i = 0; i < n_from; i++)
    {
      TavSubmission *theirs = get_submission (from, i);
      const char *id = tav_submission_get_id (theirs);
      TavSubmission *ours = tav_inbox_find (self, id);
      g_autoptr(TavSubmission) copy = NULL;

      if (ours != NULL)
        {
          tav_submission_restore_flags (ours,
                                        tav_submission_get_agreed (ours) | tav_submission_get_agreed (theirs),
                                        tav_submission_get_disputed (ours) || tav_submission_get_disputed (theirs),
                                        tav_submission_get_edited (ours));
          g_ptr_array_add (merged, g_object_ref (ours));
          continue;
        }
      copy = tav_submission_copy (theirs);
      if (tav_submission_get_state (theirs) == TAV_SUBMISSION_ACCEPTED &&
          (self->auto_accept || judge_auto_accepts (self, tav_submission_get_judge (theirs))))
        g_ptr_array_add (to_accept, g_strdup (id));
      tav_submission_set_state (copy, TAV_SUBMISSION_PENDING, NULL);
      g_ptr_array_add (merged, g_steal_pointer (&copy));
    }
  for (guint i = 0; i < n_self; i++)
    {
      TavSubmission *ours = get_submission (self, i);

      if (tav_inbox_find (from, tav_submission_get_id (ours)) == NULL)
        g_ptr_array_add (merged, g_object_ref (ours));
    }

  g_list_store_splice (self->submissions, 0, n_self, merged->pdata, merged->len);

  for (guint i = 0; i < to_accept->len; i++)
    {
      TavSubmission *s = tav_inbox_find (self, g_ptr_array_index (to_accept, i));
      g_autoptr(GError) error = NULL;

      /* Left waiting when the table's result has changed meanwhile. */
      if (tav_submission_get_state (s) == TAV_SUBMISSION_PENDING &&
          tav_inbox_is_unanimous (self, s) &&
          !tav_inbox_accept (self, tav_submission_get_id (s), &error))
        g_debug ("Submission for table %u left waiting: %s",
                 tav_submission_get_table (s), error->message);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PENDING]);
}
