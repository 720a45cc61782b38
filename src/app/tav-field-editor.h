/* tav-field-editor.h — widgets for the fields a ruleset declares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tav-field.h"

G_BEGIN_DECLS

/**
 * TavFieldEditorFlags:
 * @TAV_FIELD_EDITOR_DEFAULT: a choice or a player always has one chosen
 *   (the parameters of an event)
 * @TAV_FIELD_EDITOR_UNCHOSEN: a choice or a player may be left, or put
 *   back, with nothing chosen: the first item of its list says so (the
 *   fields of a result, which show only what the judge chose)
 */
typedef enum
{
  TAV_FIELD_EDITOR_DEFAULT  = 0,
  TAV_FIELD_EDITOR_UNCHOSEN = 1 << 0,
} TavFieldEditorFlags;

GtkWidget          *tav_field_editor_new        (const TavFieldSpec  *spec,
                                                 const char * const  *player_ids,
                                                 const char * const  *player_names,
                                                 TavFieldEditorFlags  flags);
const TavFieldSpec *tav_field_editor_get_spec   (GtkWidget           *editor);
void                tav_field_editor_set_value  (GtkWidget           *editor,
                                                 JsonNode            *value);
JsonNode           *tav_field_editor_get_value  (GtkWidget           *editor,
                                                 GError             **error);
void                tav_field_editor_set_invalid (GtkWidget          *editor,
                                                 gboolean             invalid);
void                tav_field_editor_clear_choice (GtkWidget         *editor);
gboolean            tav_field_editor_is_unchosen (GtkWidget          *editor);
guint               tav_field_editor_find_choice (GtkWidget          *editor,
                                                 const char          *id);
char               *tav_field_editor_get_text   (GtkWidget           *editor);
void                tav_field_editor_connect_changed (GtkWidget      *editor,
                                                 GCallback            callback,
                                                 gpointer             data);

GtkWidget          *tav_field_row_new           (const TavFieldSpec  *spec,
                                                 const char * const  *player_ids,
                                                 const char * const  *player_names,
                                                 TavFieldEditorFlags  flags);
GtkWidget          *tav_field_row_get_editor    (GtkWidget           *row);
void                tav_field_row_set_error     (GtkWidget           *row,
                                                 const char          *message);

G_END_DECLS
