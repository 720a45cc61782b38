/* tav-standings-columns.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-standings-columns"

#include "config.h"

#include <glib/gi18n.h>

#include "tav-cell-lines-layout.h"
#include "tav-page-fold-layout.h"
#include "tav-standings-columns.h"

/* The columns of a ranking, made at run time from the standings' own
 * columns and sortable by any of them: the standings page and the season
 * window show their rankings with them.
 *
 * The cell factories keep a reference to this object, so that a cell bound
 * while the view goes away still finds the standings; the object keeps no
 * reference to the view (the view keeps the columns, and this object only
 * remembers the ones it added). */
struct _TavStandingsColumns
{
  GObject       parent_instance;

  TavStandings *standings;
  GPtrArray    *value_columns;  /* GtkColumnViewColumn, not owned */
  GStrv         column_ids;
  gboolean      folded;
};

G_DEFINE_FINAL_TYPE (TavStandingsColumns, tav_standings_columns, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_FOLDED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

#define COLUMN_KEY "tav-standings-column"

static int
column_of (gpointer object)
{
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (object), COLUMN_KEY)) - 1;
}

/* Names, notes and text values read from the left; figures line up on
 * the right. */
static gboolean
is_text (TavStandingsColumns *self,
         int                  column)
{
  if (column == TAV_STANDINGS_COLUMN_NAME || column == TAV_STANDINGS_COLUMN_NOTE)
    return TRUE;
  return column >= 0 && self->standings != NULL &&
         (guint) column < tav_standings_get_n_columns (self->standings) &&
         tav_standings_get_column (self->standings, (guint) column)->kind == TAV_COLUMN_TEXT;
}

static void cell_show (GtkListItem         *item,
                       TavStandingsColumns *self);

static void
details_shown_cb (GtkListItem *item)
{
  TavStandingsColumns *self = g_object_get_data (G_OBJECT (item), "tav-standings-columns");

  if (self != NULL)
    cell_show (item, self);
}

/* “Points 12 · Sheriff wins 2 · withdrawn”: the row's figures on one
 * line of a folded table. */
static char *
describe_row (TavStandingsColumns *self,
              TavStandingsRow     *row)
{
  g_autoptr(GString) text = g_string_new (NULL);
  guint n_columns = self->standings ? tav_standings_get_n_columns (self->standings) : 0;
  const char *note = tav_standings_row_get_note (row);

  for (guint c = 0; c < n_columns; c++)
    {
      g_autofree char *value = tav_standings_format_value (self->standings, c, tav_standings_row_get_value (row, c));

      if (text->len > 0)
        g_string_append (text, " · ");
      /* Translators: a column of the standings and its value in a row
       * folded onto a narrow window, e.g. “Points 12” */
      g_string_append_printf (text, C_("standings", "%s %s"), _(tav_standings_get_column (self->standings, c)->label),
                              value ? value : "");
    }
  if (note != NULL && note[0] != '\0')
    g_string_append_printf (text, "%s%s", text->len > 0 ? " · " : "", note);

  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
cell_setup_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               TavStandingsColumns      *self)
{
  /* An inscription, not a label: a label measures its text again each
   * time it changes, and a result entered changes the ranks of the rows
   * it passes (a label's measure was a quarter of a result's work at 2,000
   * players). An inscription is given its width and lays its text out
   * only when drawn, on screen. */
  GtkWidget *label = gtk_inscription_new (NULL);
  int column = column_of (factory);

  /* Numbers line up on the right, names and notes on the left. */
  gtk_inscription_set_xalign (GTK_INSCRIPTION (label), is_text (self, column) ? 0.0 : 1.0);
  gtk_inscription_set_text_overflow (GTK_INSCRIPTION (label), GTK_INSCRIPTION_OVERFLOW_ELLIPSIZE_END);
  gtk_inscription_set_min_chars (GTK_INSCRIPTION (label), 1);
  if (!is_text (self, column))
    gtk_widget_add_css_class (label, "numeric");
  if (column == TAV_STANDINGS_COLUMN_NOTE)
    gtk_widget_add_css_class (label, "dim-label");
  if (column == TAV_STANDINGS_COLUMN_NAME)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      GtkWidget *details = gtk_label_new (NULL);

      /* Folded, the figures of the hidden columns go under the name. */
      gtk_label_set_xalign (GTK_LABEL (details), 0.0);
      gtk_label_set_wrap (GTK_LABEL (details), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (details), PANGO_WRAP_WORD_CHAR);
      gtk_widget_add_css_class (details, "dim-label");
      gtk_widget_add_css_class (details, "caption");
      g_object_bind_property (self, "folded", details, "visible", G_BINDING_SYNC_CREATE);
      g_signal_connect_swapped (details, "notify::visible", G_CALLBACK (details_shown_cb), item);
      gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
      gtk_widget_set_layout_manager (box, tav_cell_lines_layout_new ());
      gtk_box_append (GTK_BOX (box), label);
      gtk_box_append (GTK_BOX (box), details);
      gtk_list_item_set_child (item, box);
      return;
    }
  gtk_list_item_set_child (item, label);
}

static void
cell_show (GtkListItem         *item,
           TavStandingsColumns *self)
{
  TavStandingsRow *row = gtk_list_item_get_item (item);
  GtkWidget *child = gtk_list_item_get_child (item);
  GtkInscription *label = GTK_INSCRIPTION (GTK_IS_INSCRIPTION (child) ? child : gtk_widget_get_first_child (child));
  int column = column_of (item);
  g_autofree char *text = NULL;

  if (row == NULL)
    return;

  if (child != GTK_WIDGET (label) && gtk_widget_get_visible (gtk_widget_get_last_child (child)))
    {
      g_autofree char *details = describe_row (self, row);

      gtk_label_set_label (GTK_LABEL (gtk_widget_get_last_child (child)), details);
    }

  if (column == TAV_STANDINGS_COLUMN_RANK)
    text = g_strdup_printf ("%u", tav_standings_row_get_rank (row));
  else if (column == TAV_STANDINGS_COLUMN_NAME)
    text = g_strdup (tav_player_get_name (tav_standings_row_get_player (row)));
  else if (column == TAV_STANDINGS_COLUMN_NOTE)
    text = g_strdup (tav_standings_row_get_note (row));
  else if (self->standings != NULL && (guint) column < tav_standings_get_n_columns (self->standings))
    text = tav_standings_format_value (self->standings, (guint) column,
                                       tav_standings_row_get_value (row, (guint) column));

  /* Bound again with the same figures (see cell_bind_cb()): nothing to
   * do. The column is as wide as its widest text asks (a character more
   * than it has, as the width of a character is an average). */
  if (g_strcmp0 (gtk_inscription_get_text (label), text ? text : "") != 0)
    {
      gtk_inscription_set_text (label, text ? text : "");
      gtk_inscription_set_nat_chars (label, text ? g_utf8_strlen (text, -1) + 1 : 0);
    }
}

static void
row_changed_cb (TavStandingsRow *row,
                GtkListItem     *item)
{
  cell_show (item, g_object_get_data (G_OBJECT (item), "tav-standings-columns"));
}

/* The row may get new figures in place (tav_standings_update ()): the cell
 * follows them while bound.
 *
 * GTK 4.8 unbinds and binds every cell again whose row only changed place
 * (a row put in above it), hundreds of cells for one result entered: the
 * cell keeps following its row (and a reference to it) until it is bound
 * to another one, and its label is only set when the text differs. */
static void
cell_bind_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              TavStandingsColumns      *self)
{
  TavStandingsRow *row = gtk_list_item_get_item (item);
  TavStandingsRow *followed = g_object_get_data (G_OBJECT (item), "tav-standings-row");

  g_object_set_data (G_OBJECT (item), COLUMN_KEY, GINT_TO_POINTER (column_of (factory) + 1));
  g_object_set_data (G_OBJECT (item), "tav-standings-columns", self);
  /* The same row again: the cell shows its figures already. */
  if (followed == row)
    return;
  if (followed != NULL)
    g_signal_handlers_disconnect_by_func (followed, row_changed_cb, item);
  g_signal_connect_object (row, "changed", G_CALLBACK (row_changed_cb), item, 0);
  g_object_set_data_full (G_OBJECT (item), "tav-standings-row", g_object_ref (row), g_object_unref);
  cell_show (item, self);
}

static int
compare_rows (gconstpointer a,
              gconstpointer b,
              gpointer      user_data)
{
  TavStandingsRow *row_a = (TavStandingsRow *) a;
  TavStandingsRow *row_b = (TavStandingsRow *) b;
  int column = GPOINTER_TO_INT (user_data) - 1;
  double value_a, value_b;

  if (column < 0)
    {
      value_a = tav_standings_row_get_rank (row_a);
      value_b = tav_standings_row_get_rank (row_b);
    }
  else
    {
      value_a = tav_standings_row_get_value (row_a, (guint) column);
      value_b = tav_standings_row_get_value (row_b, (guint) column);
    }

  return value_a < value_b ? GTK_ORDERING_SMALLER
       : value_a > value_b ? GTK_ORDERING_LARGER
       : GTK_ORDERING_EQUAL;
}

/**
 * tav_standings_columns_create:
 * @column: TAV_STANDINGS_COLUMN_RANK, _NAME, _NOTE or a column of the standings
 *
 * Returns: (transfer full): a new column, with its sorter
 */
GtkColumnViewColumn *
tav_standings_columns_create (TavStandingsColumns *self,
                              const char          *title,
                              int                  column)
{
  GtkListItemFactory *factory;
  GtkColumnViewColumn *view_column;

  g_return_val_if_fail (TAV_IS_STANDINGS_COLUMNS (self), NULL);

  factory = gtk_signal_list_item_factory_new ();
  g_object_set_data (G_OBJECT (factory), COLUMN_KEY, GINT_TO_POINTER (column + 1));
  g_signal_connect_data (factory, "setup", G_CALLBACK (cell_setup_cb),
                         g_object_ref (self), (GClosureNotify) (void (*) (void)) g_object_unref, 0);
  g_signal_connect_data (factory, "bind", G_CALLBACK (cell_bind_cb),
                         g_object_ref (self), (GClosureNotify) (void (*) (void)) g_object_unref, 0);

  view_column = gtk_column_view_column_new (title, factory);
  gtk_column_view_column_set_resizable (view_column, TRUE);

  if (column == TAV_STANDINGS_COLUMN_NAME)
    {
      g_autoptr(GtkExpression) player = NULL;
      GtkExpression *name;
      g_autoptr(GtkSorter) sorter = NULL;

      player = gtk_property_expression_new (TAV_TYPE_STANDINGS_ROW, NULL, "player");
      name = gtk_property_expression_new (TAV_TYPE_PLAYER, g_steal_pointer (&player), "name");
      sorter = GTK_SORTER (gtk_string_sorter_new (name));
      gtk_column_view_column_set_sorter (view_column, sorter);
      gtk_column_view_column_set_expand (view_column, TRUE);
    }
  else if (column != TAV_STANDINGS_COLUMN_NOTE)
    {
      g_autoptr(GtkSorter) sorter = NULL;

      sorter = GTK_SORTER (gtk_custom_sorter_new (compare_rows, GINT_TO_POINTER (column + 1), NULL));
      gtk_column_view_column_set_sorter (view_column, sorter);
    }
  else
    gtk_column_view_column_set_expand (view_column, TRUE);

  return view_column;
}

/* Returns: (transfer none) (nullable): the standings the cells show */
TavStandings *
tav_standings_columns_get_standings (TavStandingsColumns *self)
{
  g_return_val_if_fail (TAV_IS_STANDINGS_COLUMNS (self), NULL);

  return self->standings;
}

/**
 * tav_standings_columns_update:
 * @view: the view the columns are in
 * @standings: (nullable): the standings shown from now on
 * @last: (nullable): a column of @view kept after the standings' columns
 *
 * Shows @standings' columns in @view, made again only when they are
 * different ones.
 */
void
tav_standings_columns_update (TavStandingsColumns *self,
                              GtkColumnView       *view,
                              TavStandings        *standings,
                              GtkColumnViewColumn *last)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) ids = NULL;
  guint n_columns;

  g_return_if_fail (TAV_IS_STANDINGS_COLUMNS (self));
  g_return_if_fail (GTK_IS_COLUMN_VIEW (view));
  g_return_if_fail (!standings || TAV_IS_STANDINGS (standings));

  g_set_object (&self->standings, standings);

  n_columns = standings ? tav_standings_get_n_columns (standings) : 0;
  for (guint c = 0; c < n_columns; c++)
    g_strv_builder_add (builder, tav_standings_get_column (standings, c)->id);
  ids = g_strv_builder_end (builder);

  if (self->column_ids != NULL && g_strv_equal ((const char * const *) ids,
                                                (const char * const *) self->column_ids))
    return;

  for (guint i = 0; i < self->value_columns->len; i++)
    gtk_column_view_remove_column (view, self->value_columns->pdata[i]);
  g_ptr_array_set_size (self->value_columns, 0);

  if (last != NULL)
    gtk_column_view_remove_column (view, last);

  for (guint c = 0; c < n_columns; c++)
    {
      const TavColumn *column = tav_standings_get_column (standings, c);
      GtkColumnViewColumn *view_column = tav_standings_columns_create (self, _(column->label), (int) c);

      /* The view keeps the column; this object only remembers it. */
      tav_page_fold_layout_fold_column (view_column, self->folded);
      gtk_column_view_append_column (view, view_column);
      g_ptr_array_add (self->value_columns, view_column);
      g_object_unref (view_column);
    }

  if (last != NULL)
    gtk_column_view_append_column (view, last);

  g_strfreev (self->column_ids);
  self->column_ids = g_steal_pointer (&ids);
}

/**
 * tav_standings_columns_set_folded:
 * @folded: whether the figures go under the names, their columns hidden
 *
 * A narrow view shows the rank and the name, with the figures of the
 * ranking's columns on a line under the name.
 */
void
tav_standings_columns_set_folded (TavStandingsColumns *self,
                                  gboolean             folded)
{
  g_return_if_fail (TAV_IS_STANDINGS_COLUMNS (self));

  folded = !!folded;
  if (folded == self->folded)
    return;
  self->folded = folded;
  for (guint i = 0; i < self->value_columns->len; i++)
    tav_page_fold_layout_fold_column (self->value_columns->pdata[i], folded);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOLDED]);
}

static void
tav_standings_columns_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  TavStandingsColumns *self = TAV_STANDINGS_COLUMNS (object);

  switch (prop_id)
    {
    case PROP_FOLDED:
      g_value_set_boolean (value, self->folded);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_standings_columns_finalize (GObject *object)
{
  TavStandingsColumns *self = (TavStandingsColumns *)object;

  g_clear_object (&self->standings);
  g_clear_pointer (&self->value_columns, g_ptr_array_unref);
  g_clear_pointer (&self->column_ids, g_strfreev);

  G_OBJECT_CLASS (tav_standings_columns_parent_class)->finalize (object);
}

static void
tav_standings_columns_class_init (TavStandingsColumnsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tav_standings_columns_finalize;
  object_class->get_property = tav_standings_columns_get_property;

  properties[PROP_FOLDED] =
    g_param_spec_boolean ("folded", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tav_standings_columns_init (TavStandingsColumns *self)
{
  self->value_columns = g_ptr_array_new ();
}

TavStandingsColumns *
tav_standings_columns_new (void)
{
  return g_object_new (TAV_TYPE_STANDINGS_COLUMNS, NULL);
}
