/* tav-json-check.h — strict JSON, read in one pass
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* A value of a text read by tav_json_doc_read(): plain structs in one
 * block of memory owned by the TavJsonDoc, read-only, valid until the
 * document is freed. The kinds are json-glib's: a number with neither a
 * fraction nor an exponent is TAV_JSON_INT, any other TAV_JSON_DOUBLE. */
typedef enum
{
  TAV_JSON_NULL,
  TAV_JSON_BOOLEAN,
  TAV_JSON_INT,
  TAV_JSON_DOUBLE,
  TAV_JSON_STRING,
  TAV_JSON_ARRAY,
  TAV_JSON_OBJECT,
} TavJsonKind;

typedef struct _TavJsonDoc    TavJsonDoc;
typedef struct _TavJsonValue  TavJsonValue;
typedef struct _TavJsonMember TavJsonMember;

struct _TavJsonValue
{
  TavJsonKind kind;
  guint       length;           /* lists: elements; objects: members */
  union
  {
    gboolean       boolean;
    gint64         integer;
    double         number;
    const char    *string;      /* UTF-8, no NUL inside */
    TavJsonValue  *elements;
    TavJsonMember *members;     /* in the order of the text, no name twice */
  } v;
};

struct _TavJsonMember
{
  const char   *name;
  TavJsonValue  value;
};

TavJsonDoc         *tav_json_doc_read          (const char          *data,
                                                gsize                length,
                                                guint                max_depth,
                                                GError             **error);
const TavJsonValue *tav_json_doc_get_root      (TavJsonDoc          *doc);
void                tav_json_doc_free          (TavJsonDoc          *doc);

const TavJsonValue *tav_json_value_get_member  (const TavJsonValue  *object,
                                                const char          *name);
JsonNode           *tav_json_value_to_node     (const TavJsonValue  *value,
                                                gboolean             sealed);

JsonNode           *tav_json_read              (const char          *data,
                                                gsize                length,
                                                guint                max_depth,
                                                gboolean             sealed,
                                                GError             **error);
JsonNode           *tav_json_deep_copy         (JsonNode            *node);
char               *tav_json_to_text           (JsonNode            *root,
                                                gsize               *length);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TavJsonDoc, tav_json_doc_free)

G_END_DECLS
