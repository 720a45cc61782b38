/* tav-json-writer.h — JSON text written straight into a buffer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Writes the text json-glib 1.6's generator writes with pretty printing and
 * an indent of two spaces, byte for byte, without a tree of nodes: values
 * are appended as they are given. Inside an object each value follows its
 * member name. */
typedef struct _TavJsonWriter TavJsonWriter;

TavJsonWriter *tav_json_writer_new            (gsize          reserve);
char          *tav_json_writer_free_to_text   (TavJsonWriter *self,
                                               gsize         *length);
void           tav_json_writer_free           (TavJsonWriter *self);

void           tav_json_writer_begin_object   (TavJsonWriter *self);
void           tav_json_writer_end_object     (TavJsonWriter *self);
void           tav_json_writer_begin_array    (TavJsonWriter *self);
void           tav_json_writer_end_array      (TavJsonWriter *self);
void           tav_json_writer_member         (TavJsonWriter *self,
                                               const char    *name);

void           tav_json_writer_string         (TavJsonWriter *self,
                                               const char    *text);
void           tav_json_writer_int            (TavJsonWriter *self,
                                               gint64         value);
void           tav_json_writer_double         (TavJsonWriter *self,
                                               double         value);
void           tav_json_writer_boolean        (TavJsonWriter *self,
                                               gboolean       value);
void           tav_json_writer_null           (TavJsonWriter *self);
void           tav_json_writer_node           (TavJsonWriter *self,
                                               JsonNode      *node);
void           tav_json_writer_object         (TavJsonWriter *self,
                                               JsonObject    *object);

/* A member and its value. */
void           tav_json_writer_string_member  (TavJsonWriter *self,
                                               const char    *name,
                                               const char    *text);
void           tav_json_writer_int_member     (TavJsonWriter *self,
                                               const char    *name,
                                               gint64         value);
void           tav_json_writer_boolean_member (TavJsonWriter *self,
                                               const char    *name,
                                               gboolean       value);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TavJsonWriter, tav_json_writer_free)

G_END_DECLS
