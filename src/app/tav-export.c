/* tav-export.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-export"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tav-compat.h"
#include "tav-export.h"
#include "tav-ui.h"

/* Standings, players and pairings leave the app as the CLI writes them
 * with --format csv (tav-csv.c), so a spreadsheet built on one reads the
 * other. The file is replaced whole or not at all. */

typedef struct
{
  TavEvent   *event;
  TavCsvKind  kind;
} Export;

static void
export_free (Export *export)
{
  g_clear_object (&export->event);
  g_free (export);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Export, export_free)

/* Says where an export went: the file chooser is gone by then. */
void
tav_export_toast (GtkWindow *parent,
                  GFile     *file)
{
  g_autofree char *name = NULL;
  g_autofree char *toast = NULL;

  if (parent == NULL)
    return;
  name = g_file_get_basename (file);
  /* Translators: %s is the name of the file written */
  toast = g_strdup_printf (_("Exported “%s”"), name);
  tav_ui_toast (GTK_WIDGET (parent), toast);
}

/**
 * tav_export_csv_to_file:
 * @parent: (nullable): the window that shows the toast when it is written
 * @bom: begin with a UTF-8 byte order mark (for spreadsheets that need it)
 */
gboolean
tav_export_csv_to_file (GtkWindow   *parent,
                        TavEvent    *event,
                        TavCsvKind   kind,
                        GFile       *file,
                        gboolean     bom,
                        GError     **error)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (TAV_IS_EVENT (event), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  text = tav_csv_export (event, kind, bom);
  if (!g_file_replace_contents (file, text, strlen (text), NULL, FALSE,
                                G_FILE_CREATE_REPLACE_DESTINATION, NULL, NULL, error))
    return FALSE;

  tav_export_toast (parent, file);
  return TRUE;
}

static void
chosen_cb (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(Export) export = user_data;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  GtkWindow *parent = GTK_IS_WINDOW (object) ? GTK_WINDOW (object) : NULL;
  gboolean bom;

  if (!(file = tav_compat_ask_file_finish (result, &error)))
    return;
  bom = g_strcmp0 (tav_compat_get_choice (result, "bom"), "true") == 0;
  if (!tav_export_csv_to_file (parent, export->event, export->kind, file, bom, &error))
    tav_compat_show_error (parent, _("Could Not Export the CSV File"), error->message);
}

/* Asks where, then writes; a switch beside the file asks for the byte
 * order mark some spreadsheets need to read UTF-8. */
void
tav_export_csv (GtkWindow  *parent,
                TavEvent   *event,
                TavCsvKind  kind)
{
  const char *what[] = { N_("Standings"), N_("Players"), N_("Pairings"), N_("Ejected Players") };
  const TavCompatChoice bom = { "bom", _("For spreadsheets (UTF-8 with BOM)") };
  Export *export;
  g_autofree char *name = NULL;

  g_return_if_fail (TAV_IS_EVENT (event));
  g_return_if_fail ((guint) kind < G_N_ELEMENTS (what));

  export = g_new0 (Export, 1);
  export->event = g_object_ref (event);
  export->kind = kind;

  /* Translators: a file name: the event's name, then “Standings”, “Players”, “Pairings” or “Ejected Players” */
  name = g_strdup_printf (_("%s — %s.csv"), tav_event_get_name (event), _(what[kind]));
  g_strdelimit (name, "/\\:", '-');
  tav_compat_ask_file (parent, TAV_FILE_EXPORT_CSV, name, NULL, &bom, 1, NULL, chosen_cb, export);
}
