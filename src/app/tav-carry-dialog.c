/* tav-carry-dialog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-carry-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-carry-dialog.h"
#include "tav-compat.h"
#include "tav-ui.h"

/* The season's carried values, as `tavolo-cli season carry` sets them: a
 * player (by name, alias or id; a new name is added) and one entry per
 * season field of the ruleset (bgl: last year's league points, for the
 * starting bonus). Empty fields are left as they are. Every value is
 * checked before any is set; a refused one brings the dialog back with
 * what was typed and why. */
typedef struct
{
  GtkWidget *parent;
  TavSeason *season;
  GtkWidget *player;
  GPtrArray *entries;   /* GtkEntry, one per season field */
} Carry;

static void
carry_free (Carry *carry)
{
  g_clear_object (&carry->parent);
  g_clear_object (&carry->season);
  g_clear_object (&carry->player);
  g_clear_pointer (&carry->entries, g_ptr_array_unref);
  g_free (carry);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Carry, carry_free)

static void show_dialog (GtkWidget          *parent,
                         TavSeason          *season,
                         const char         *player,
                         const char * const *values,
                         const char         *error);

static gboolean
apply (Carry       *carry,
       const char  *player,
       GError     **error)
{
  const TavFieldSpec *fields;
  guint n_fields = 0;
  g_autoptr(GPtrArray) values = g_ptr_array_new_with_free_func (g_free);

  if (player[0] == '\0')
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("Type the name of a player"));
      return FALSE;
    }
  fields = tav_ruleset_get_season_fields (tav_season_get_ruleset (carry->season), &n_fields);
  for (guint i = 0; i < carry->entries->len; i++)
    {
      g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (carry->entries->pdata[i])));
      g_autoptr(JsonNode) node = NULL;

      if (text[0] == '\0')
        continue;
      if (!(node = tav_field_parse_value (&fields[i], text, error)))
        return FALSE;
      g_ptr_array_add (values, g_strdup_printf ("%s=%s", fields[i].id, text));
    }
  if (values->len == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("Type at least one value"));
      return FALSE;
    }
  for (guint i = 0; i < values->len; i++)
    if (!tav_season_carry (carry->season, player, values->pdata[i], error))
      return FALSE;
  return TRUE;
}

static void
carry_cb (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(Carry) carry = user_data;
  g_autofree char *response = tav_compat_choose_finish (result, NULL);
  g_autofree char *player = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (carry->player))));
  g_autoptr(GError) error = NULL;
  g_autofree char *toast = NULL;

  if (g_strcmp0 (response, "accept") != 0)
    return;
  if (!apply (carry, player, &error))
    {
      g_autoptr(GPtrArray) values = g_ptr_array_new ();

      for (guint i = 0; i < carry->entries->len; i++)
        g_ptr_array_add (values, (gpointer) gtk_editable_get_text (carry->entries->pdata[i]));
      g_ptr_array_add (values, NULL);
      show_dialog (carry->parent, carry->season, player, (const char * const *) values->pdata,
                   error->message);
      return;
    }
  /* Translators: %s is a player's name */
  toast = g_strdup_printf (_("Carried values of %s set"), player);
  tav_ui_toast (carry->parent, toast);
}

void
tav_carry_dialog_show (GtkWidget *parent,
                       TavSeason *season)
{
  g_return_if_fail (GTK_IS_WIDGET (parent));
  g_return_if_fail (TAV_IS_SEASON (season));

  show_dialog (parent, season, NULL, NULL, NULL);
}

static void
show_dialog (GtkWidget          *parent,
             TavSeason          *season,
             const char         *player,
             const char * const *values,
             const char         *error)
{
  TavRuleset *ruleset = tav_season_get_ruleset (season);
  const TavFieldSpec *fields;
  guint n_fields = 0;
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *label;
  g_autofree char *body = NULL;
  const char *intro = _("What a player brings from earlier seasons. Empty fields are left as they are; a name the season does not know yet is added.");
  TavResponse responses[] = {
    { "cancel", _("_Cancel"), TAV_RESPONSE_DEFAULT },
    { "accept", _("_Set"), TAV_RESPONSE_SUGGESTED },
  };
  Carry *carry = g_new0 (Carry, 1);

  g_return_if_fail (ruleset != NULL);

  carry->parent = g_object_ref (parent);
  carry->season = g_object_ref (season);
  carry->entries = g_ptr_array_new_with_free_func (g_object_unref);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);

  label = gtk_label_new_with_mnemonic (_("_Player"));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  carry->player = g_object_ref (gtk_entry_new ());
  gtk_editable_set_text (GTK_EDITABLE (carry->player), player ? player : "");
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), carry->player);
  gtk_widget_set_hexpand (carry->player, TRUE);
  gtk_grid_attach (GTK_GRID (grid), label, 0, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), carry->player, 1, 0, 1, 1);

  fields = tav_ruleset_get_season_fields (ruleset, &n_fields);
  for (guint i = 0; i < n_fields; i++)
    {
      GtkWidget *entry = gtk_entry_new ();

      if (values && values[i])
        gtk_editable_set_text (GTK_EDITABLE (entry), values[i]);

      label = gtk_label_new (_(fields[i].label));
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_tooltip_text (label, _(fields[i].description));
      gtk_widget_set_tooltip_text (entry, _(fields[i].description));
      gtk_entry_set_input_purpose (GTK_ENTRY (entry), GTK_INPUT_PURPOSE_NUMBER);
      gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _(fields[i].label), -1);
      gtk_grid_attach (GTK_GRID (grid), label, 0, (int) i + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), entry, 1, (int) i + 1, 1, 1);
      g_ptr_array_add (carry->entries, g_object_ref (entry));
    }

  body = error ? g_strdup_printf ("%s\n\n%s", error, intro) : g_strdup (intro);
  tav_compat_choose (tav_ui_get_window (parent), _("Carried Values"), body, grid,
                     responses, G_N_ELEMENTS (responses), "accept", "cancel",
                     NULL, carry_cb, carry);
}
