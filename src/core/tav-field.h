/* tav-field.h — declared fields: ruleset parameters and result fields
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

typedef enum
{
  TAV_FIELD_BOOLEAN,
  TAV_FIELD_INTEGER,
  TAV_FIELD_NUMBER,
  TAV_FIELD_CHOICE,
  TAV_FIELD_STRING,
  TAV_FIELD_PLAYER,
} TavFieldKind;

typedef enum
{
  TAV_FIELD_TABLE    = 0,
  TAV_FIELD_PER_SEAT = 1 << 0,
  TAV_FIELD_OPTIONAL = 1 << 1,
} TavFieldFlags;

typedef struct
{
  const char *id;
  const char *label;        /* marked with N_(), translated where shown */
} TavChoice;

/* Static descriptions owned by the rulesets. Labels and descriptions are
 * untranslated msgids; callers pass them through _(). */
typedef struct
{
  const char      *id;
  const char      *label;
  const char      *description;
  TavFieldKind     kind;
  TavFieldFlags    flags;
  double           min;
  double           max;
  double           step;          /* integer values must be multiples of it */
  const char      *default_value; /* "0", "true", a choice id */
  const TavChoice *choices;       /* terminated by { NULL, NULL } */
} TavFieldSpec;

const TavFieldSpec *tav_field_find            (const TavFieldSpec *specs,
                                               guint               n_specs,
                                               const char         *id);
const char         *tav_field_choice_label    (const TavFieldSpec *spec,
                                               const char         *choice);
gboolean            tav_field_validate_value  (const TavFieldSpec *spec,
                                               JsonNode           *node,
                                               const char         *path,
                                               GError            **error);
gboolean            tav_field_validate_result (const TavFieldSpec *specs,
                                               guint               n_specs,
                                               JsonObject         *result,
                                               guint               n_seats,
                                               const char         *path,
                                               GError            **error);
gboolean            tav_field_validate_params (const TavFieldSpec *specs,
                                               guint               n_specs,
                                               JsonObject         *params,
                                               const char         *path,
                                               GError            **error);
JsonNode           *tav_field_parse_value     (const TavFieldSpec *spec,
                                               const char         *text,
                                               GError            **error);
JsonNode           *tav_field_default_node    (const TavFieldSpec *spec);

/* Typed access to a result object (table-level and per-seat fields). */
const char         *tav_result_get_string     (JsonObject         *result,
                                               const char         *field);
gint64              tav_result_get_int        (JsonObject         *result,
                                               const char         *field);
gboolean            tav_result_get_bool       (JsonObject         *result,
                                               const char         *field);
guint               tav_result_get_n_seats    (JsonObject         *result);
JsonObject         *tav_result_get_seat       (JsonObject         *result,
                                               guint               seat);

#define TAV_FIELD_ERROR (tav_field_error_quark ())
GQuark tav_field_error_quark (void);

typedef enum
{
  TAV_FIELD_ERROR_INVALID,
} TavFieldError;

G_END_DECLS
