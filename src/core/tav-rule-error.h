/* tav-rule-error.h — a refused result that carries its place and its words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The domains whose errors may carry a place and their message as data:
 * the rules (TAV_RULESET_ERROR), the shape of a result (TAV_FIELD_ERROR),
 * the event's own checks (TAV_EVENT_ERROR), a refused submission
 * (TAV_INBOX_ERROR) and a refused line of a text of lines, such as a deck
 * (TAV_TEXT_ERROR, tav_text_clean_lines ()). */
#define TAV_RULESET_ERROR (tav_ruleset_error_quark ())
GQuark tav_ruleset_error_quark (void);

typedef enum
{
  TAV_RULESET_ERROR_INVALID_RESULT,
  TAV_RULESET_ERROR_PLAYERS,
  TAV_RULESET_ERROR_STATE,
  TAV_RULESET_ERROR_UNSUPPORTED,
} TavRulesetError;

/* Where a refused result is wrong; 0 and NULL where unknown. */
typedef struct
{
  const char *stage;       /* the stage's id */
  guint       round;
  guint       table;
  guint       seat;        /* 1-based; 0 for the table's own fields */
  guint       other_seat;  /* the seat @seat is in conflict with */
  const char *field;       /* the result field's id */
} TavRulePlace;

/* A catalog: the translation of @msgid, or @msgid. */
typedef const char *(*TavRuleErrorGettext) (gpointer    data,
                                            const char *msgid);

void         tav_rule_error_set          (GError              **error,
                                          GQuark                domain,
                                          int                   code,
                                          const char           *msgid,
                                          ...) G_GNUC_PRINTF (4, 5);
void         tav_rule_error_prefix       (GError              **error,
                                          const char           *msgid,
                                          ...) G_GNUC_PRINTF (2, 3);
void         tav_rule_error_translate_value (GError           *error,
                                          guint                 index);
void         tav_rule_error_set_value    (GError               *error,
                                          guint                 index,
                                          const char           *value,
                                          gboolean              translated);
void         tav_rule_error_locate       (GError               *error,
                                          guint                 seat,
                                          const char           *field);
void         tav_rule_error_also_seat    (GError               *error,
                                          guint                 seat);
void         tav_rule_error_place_table  (GError               *error,
                                          const char           *stage,
                                          guint                 round,
                                          guint                 table);
void         tav_rule_error_copy_data    (GError               *dest,
                                          const GError         *src);

/* In a ruleset's validate_result (): refuses the result with the message,
 * placed at @seat (1-based; 0: the table) and @field, and returns FALSE
 * from the function, whose GError argument must be called `error`. */
#define TAV_RULE_REFUSE_AT(seat, field, ...) G_STMT_START { \
    tav_rule_error_set (error, TAV_RULESET_ERROR, TAV_RULESET_ERROR_INVALID_RESULT, __VA_ARGS__); \
    if (error) \
      tav_rule_error_locate (*error, (seat), (field)); \
    return FALSE; \
  } G_STMT_END

gboolean     tav_rule_error_get_place    (const GError         *error,
                                          TavRulePlace         *place);
const char  *tav_rule_error_get_msgid    (const GError         *error);
char        *tav_rule_error_render       (const GError         *error,
                                          TavRuleErrorGettext   gettext_func,
                                          gpointer              data,
                                          gboolean              with_prefixes);

/* The earlier names, kept for their callers. */
void         tav_ruleset_error_locate         (GError        *error,
                                               guint          seat,
                                               const char    *field,
                                               gboolean       quotes_ranking);
gboolean     tav_ruleset_error_get_field      (const GError  *error,
                                               guint         *seat,
                                               const char   **field);
gboolean     tav_ruleset_error_quotes_ranking (const GError  *error);

G_END_DECLS
