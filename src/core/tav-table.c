/* tav-table.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-table"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-round-private.h"
#include "tav-table.h"

/* Seats hold player ids in seating order; an empty id marks a seat that is
 * not decided yet (a bracket match waiting for an earlier winner). The result
 * is the ruleset's JSON object, validated before it is stored. */
struct _TavTable
{
  GObject     parent_instance;
  guint       number;
  char       *label;
  GStrv       seats;
  JsonObject *result;
  GArray     *extensions;  /* of TavExtension, oldest first */
};

typedef struct
{
  guint      minutes;
  char      *reason;
  GDateTime *time;
} TavExtension;

G_DEFINE_FINAL_TYPE (TavTable, tav_table, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NUMBER,
  PROP_LABEL,
  PROP_SEATS,
  PROP_HAS_RESULT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
tav_table_finalize (GObject *object)
{
  TavTable *self = (TavTable *)object;

  g_clear_pointer (&self->label, g_free);
  g_clear_pointer (&self->seats, g_strfreev);
  g_clear_pointer (&self->result, json_object_unref);
  g_clear_pointer (&self->extensions, g_array_unref);

  G_OBJECT_CLASS (tav_table_parent_class)->finalize (object);
}

static void
tav_table_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  TavTable *self = TAV_TABLE (object);

  switch (prop_id)
    {
    case PROP_NUMBER:
      g_value_set_uint (value, self->number);
      break;
    case PROP_LABEL:
      g_value_set_string (value, tav_table_get_label (self));
      break;
    case PROP_SEATS:
      g_value_set_boxed (value, self->seats);
      break;
    case PROP_HAS_RESULT:
      g_value_set_boolean (value, self->result != NULL);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_table_class_init (TavTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tav_table_finalize;
  object_class->get_property = tav_table_get_property;

  properties[PROP_NUMBER] =
    g_param_spec_uint ("number", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_LABEL] =
    g_param_spec_string ("label", NULL, NULL, "",
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SEATS] =
    g_param_spec_boxed ("seats", NULL, NULL, G_TYPE_STRV,
                        G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_HAS_RESULT] =
    g_param_spec_boolean ("has-result", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
clear_extension (gpointer data)
{
  TavExtension *extension = data;

  g_free (extension->reason);
  g_date_time_unref (extension->time);
}

static void
tav_table_init (TavTable *self)
{
  self->label = g_strdup ("");
  self->extensions = g_array_new (FALSE, FALSE, sizeof (TavExtension));
  g_array_set_clear_func (self->extensions, clear_extension);
}

TavTable *
tav_table_new (guint               number,
               const char * const *seats)
{
  TavTable *self = g_object_new (TAV_TYPE_TABLE, NULL);
  const char *none[] = { NULL };

  self->number = number;
  self->seats = g_strdupv ((char **) (seats ? seats : none));

  return self;
}

guint
tav_table_get_number (TavTable *self)
{
  g_return_val_if_fail (TAV_IS_TABLE (self), 0);
  return self->number;
}

/* The label in the reader's language: the rules store a label they name
 * (N_("Bye")) untranslated, so a round drawn by `tavolo-cli` in English
 * reads "Бай" in the Russian app; a label typed in a language (old files)
 * has no translation and is shown as it is. */
const char *
tav_table_get_label (TavTable *self)
{
  g_return_val_if_fail (TAV_IS_TABLE (self), NULL);
  return self->label[0] != '\0' ? g_dgettext (GETTEXT_PACKAGE, self->label) : self->label;
}

/* The label as stored, for the file. */
const char *
tav_table_get_stored_label (TavTable *self)
{
  g_return_val_if_fail (TAV_IS_TABLE (self), NULL);
  return self->label;
}

void
tav_table_set_label (TavTable   *self,
                     const char *label)
{
  g_return_if_fail (TAV_IS_TABLE (self));

  if (g_strcmp0 (self->label, label ? label : "") == 0)
    return;
  g_free (self->label);
  self->label = g_strdup (label ? label : "");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LABEL]);
}

guint
tav_table_get_n_seats (TavTable *self)
{
  g_return_val_if_fail (TAV_IS_TABLE (self), 0);
  return g_strv_length (self->seats);
}

const char *
tav_table_get_seat (TavTable *self,
                    guint     seat)
{
  g_return_val_if_fail (TAV_IS_TABLE (self), NULL);
  g_return_val_if_fail (seat < g_strv_length (self->seats), NULL);
  return self->seats[seat];
}

const char * const *
tav_table_get_seats (TavTable *self)
{
  g_return_val_if_fail (TAV_IS_TABLE (self), NULL);
  return (const char * const *) self->seats;
}

void
tav_table_set_seats (TavTable           *self,
                     const char * const *seats)
{
  g_return_if_fail (TAV_IS_TABLE (self));
  g_return_if_fail (seats != NULL);

  if (g_strv_equal ((const char * const *) self->seats, seats))
    return;
  g_strfreev (self->seats);
  self->seats = g_strdupv ((char **) seats);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEATS]);
}

int
tav_table_find_seat (TavTable   *self,
                     const char *player_id)
{
  g_return_val_if_fail (TAV_IS_TABLE (self), -1);

  for (guint i = 0; self->seats[i]; i++)
    if (self->seats[i][0] != '\0' && g_strcmp0 (self->seats[i], player_id) == 0)
      return (int) i;
  return -1;
}

/* Every seat is known: the table can be played. */
gboolean
tav_table_is_ready (TavTable *self)
{
  g_return_val_if_fail (TAV_IS_TABLE (self), FALSE);

  for (guint i = 0; self->seats[i]; i++)
    if (self->seats[i][0] == '\0')
      return FALSE;
  return self->seats[0] != NULL;
}

JsonObject *
tav_table_get_result (TavTable *self)
{
  g_return_val_if_fail (TAV_IS_TABLE (self), NULL);
  return self->result;
}

void
tav_table_set_result (TavTable   *self,
                      JsonObject *result)
{
  gboolean had;

  g_return_if_fail (TAV_IS_TABLE (self));

  if (self->result == result)
    return;
  had = self->result != NULL;
  if (result)
    json_object_ref (result);
  g_clear_pointer (&self->result, json_object_unref);
  self->result = result;
  /* "has-result" is what views bind to; notify even when it stays TRUE so a
   * corrected result refreshes its row. */
  if (had || result)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAS_RESULT]);
}

gboolean
tav_table_has_result (TavTable *self)
{
  g_return_val_if_fail (TAV_IS_TABLE (self), FALSE);
  return self->result != NULL;
}

guint
tav_table_get_n_extensions (TavTable *self)
{
  g_return_val_if_fail (TAV_IS_TABLE (self), 0);
  return self->extensions->len;
}

guint
tav_table_get_extension_minutes (TavTable *self,
                                 guint     i)
{
  g_return_val_if_fail (TAV_IS_TABLE (self), 0);
  g_return_val_if_fail (i < self->extensions->len, 0);
  return g_array_index (self->extensions, TavExtension, i).minutes;
}

const char *
tav_table_get_extension_reason (TavTable *self,
                                guint     i)
{
  g_return_val_if_fail (TAV_IS_TABLE (self), NULL);
  g_return_val_if_fail (i < self->extensions->len, NULL);
  return g_array_index (self->extensions, TavExtension, i).reason;
}

GDateTime *
tav_table_get_extension_time (TavTable *self,
                              guint     i)
{
  g_return_val_if_fail (TAV_IS_TABLE (self), NULL);
  g_return_val_if_fail (i < self->extensions->len, NULL);
  return g_array_index (self->extensions, TavExtension, i).time;
}

/* Returns: the minutes added to the table's clock, all extensions together. */
guint
tav_table_get_extra_minutes (TavTable *self)
{
  guint minutes = 0;

  g_return_val_if_fail (TAV_IS_TABLE (self), 0);

  for (guint i = 0; i < self->extensions->len; i++)
    minutes += g_array_index (self->extensions, TavExtension, i).minutes;

  return minutes;
}

/* Raw: the loader and tav_event_extend_table (), which check it. */
void
tav_table_add_extension (TavTable   *self,
                         guint       minutes,
                         const char *reason,
                         GDateTime  *time)
{
  TavExtension extension = { minutes, g_strdup (reason), g_date_time_ref (time) };

  g_return_if_fail (TAV_IS_TABLE (self));
  g_return_if_fail (reason != NULL && time != NULL);

  g_array_append_val (self->extensions, extension);
}
