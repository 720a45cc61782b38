/* tav-standings.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-standings"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tav-standings.h"

struct _TavStandingsRow
{
  GObject    parent_instance;
  guint      rank;
  TavPlayer *player;
  double    *values;
  guint      n_values;
  char      *note;
};

G_DEFINE_FINAL_TYPE (TavStandingsRow, tav_standings_row, G_TYPE_OBJECT)

enum {
  ROW_PROP_0,
  ROW_PROP_RANK,
  ROW_PROP_PLAYER,
  ROW_PROP_NOTE,
  ROW_N_PROPS
};

static GParamSpec *row_properties[ROW_N_PROPS];

enum {
  ROW_CHANGED,
  ROW_N_SIGNALS
};

static guint row_signals[ROW_N_SIGNALS];

static void
tav_standings_row_finalize (GObject *object)
{
  TavStandingsRow *self = (TavStandingsRow *)object;

  g_clear_object (&self->player);
  g_clear_pointer (&self->values, g_free);
  g_clear_pointer (&self->note, g_free);

  G_OBJECT_CLASS (tav_standings_row_parent_class)->finalize (object);
}

static void
tav_standings_row_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  TavStandingsRow *self = TAV_STANDINGS_ROW (object);

  switch (prop_id)
    {
    case ROW_PROP_RANK:
      g_value_set_uint (value, self->rank);
      break;
    case ROW_PROP_PLAYER:
      g_value_set_object (value, self->player);
      break;
    case ROW_PROP_NOTE:
      g_value_set_string (value, self->note);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tav_standings_row_class_init (TavStandingsRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tav_standings_row_finalize;
  object_class->get_property = tav_standings_row_get_property;

  row_properties[ROW_PROP_RANK] =
    g_param_spec_uint ("rank", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  row_properties[ROW_PROP_PLAYER] =
    g_param_spec_object ("player", NULL, NULL, TAV_TYPE_PLAYER,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  row_properties[ROW_PROP_NOTE] =
    g_param_spec_string ("note", NULL, NULL, "",
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, ROW_N_PROPS, row_properties);

  /* Emitted when tav_standings_update () gave the row new figures: a view
   * showing it draws them again without making the row anew. */
  row_signals[ROW_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tav_standings_row_init (TavStandingsRow *self)
{
  self->note = g_strdup ("");
}

TavStandingsRow *
tav_standings_row_new (TavPlayer *player,
                       guint      n_columns)
{
  TavStandingsRow *self;

  g_return_val_if_fail (TAV_IS_PLAYER (player), NULL);

  self = g_object_new (TAV_TYPE_STANDINGS_ROW, NULL);
  self->player = g_object_ref (player);
  self->values = g_new0 (double, MAX (n_columns, 1));
  self->n_values = n_columns;
  return self;
}

guint
tav_standings_row_get_rank (TavStandingsRow *self)
{
  g_return_val_if_fail (TAV_IS_STANDINGS_ROW (self), 0);
  return self->rank;
}

void
tav_standings_row_set_rank (TavStandingsRow *self,
                            guint            rank)
{
  g_return_if_fail (TAV_IS_STANDINGS_ROW (self));

  if (self->rank == rank)
    return;
  self->rank = rank;
  g_object_notify_by_pspec (G_OBJECT (self), row_properties[ROW_PROP_RANK]);
}

TavPlayer *
tav_standings_row_get_player (TavStandingsRow *self)
{
  g_return_val_if_fail (TAV_IS_STANDINGS_ROW (self), NULL);
  return self->player;
}

double
tav_standings_row_get_value (TavStandingsRow *self,
                             guint            column)
{
  g_return_val_if_fail (TAV_IS_STANDINGS_ROW (self), 0);
  g_return_val_if_fail (column < self->n_values, 0);
  return self->values[column];
}

void
tav_standings_row_set_value (TavStandingsRow *self,
                             guint            column,
                             double           value)
{
  g_return_if_fail (TAV_IS_STANDINGS_ROW (self));
  g_return_if_fail (column < self->n_values);
  self->values[column] = value;
}

const char *
tav_standings_row_get_note (TavStandingsRow *self)
{
  g_return_val_if_fail (TAV_IS_STANDINGS_ROW (self), NULL);
  return self->note;
}

void
tav_standings_row_set_note (TavStandingsRow *self,
                            const char      *note)
{
  g_return_if_fail (TAV_IS_STANDINGS_ROW (self));

  g_free (self->note);
  self->note = g_strdup (note ? note : "");
  g_object_notify_by_pspec (G_OBJECT (self), row_properties[ROW_PROP_NOTE]);
}

struct _TavStandings
{
  GObject          parent_instance;
  const TavColumn *columns;
  guint            n_columns;
  /* The rows, each referenced. A ruleset adds and sorts 2,000 rows at
   * each change; the list model views need is made from them only when
   * asked for (a GListStore emits a signal at each row added, and sorts a
   * tree of them). */
  GPtrArray       *row_array;
  GListStore      *rows;
  char            *title;
  gboolean         final;
  GPtrArray       *texts;
};

G_DEFINE_FINAL_TYPE (TavStandings, tav_standings, G_TYPE_OBJECT)

static void
tav_standings_finalize (GObject *object)
{
  TavStandings *self = (TavStandings *)object;

  g_ptr_array_foreach (self->row_array, (GFunc) (void (*) (void)) g_object_unref, NULL);
  g_clear_pointer (&self->row_array, g_ptr_array_unref);
  g_clear_object (&self->rows);
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->texts, g_ptr_array_unref);

  G_OBJECT_CLASS (tav_standings_parent_class)->finalize (object);
}

static void
tav_standings_class_init (TavStandingsClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tav_standings_finalize;
}

static void
tav_standings_init (TavStandings *self)
{
  self->row_array = g_ptr_array_new ();
  self->title = g_strdup ("");
  self->texts = g_ptr_array_new_with_free_func (g_free);
}

/* Columns are static data of the ruleset; the standings only point at them. */
TavStandings *
tav_standings_new (const TavColumn *columns,
                   guint            n_columns)
{
  TavStandings *self = g_object_new (TAV_TYPE_STANDINGS, NULL);

  self->columns = columns;
  self->n_columns = n_columns;
  return self;
}

guint
tav_standings_get_n_columns (TavStandings *self)
{
  g_return_val_if_fail (TAV_IS_STANDINGS (self), 0);
  return self->n_columns;
}

const TavColumn *
tav_standings_get_column (TavStandings *self,
                          guint         column)
{
  g_return_val_if_fail (TAV_IS_STANDINGS (self), NULL);
  g_return_val_if_fail (column < self->n_columns, NULL);
  return &self->columns[column];
}

int
tav_standings_find_column (TavStandings *self,
                           const char   *id)
{
  for (guint i = 0; i < self->n_columns; i++)
    if (g_strcmp0 (self->columns[i].id, id) == 0)
      return (int) i;
  return -1;
}

/* Returns: (transfer none): the rows as a list model, which follows them
 * from now on */
GListModel *
tav_standings_get_rows (TavStandings *self)
{
  g_return_val_if_fail (TAV_IS_STANDINGS (self), NULL);

  if (self->rows == NULL)
    {
      self->rows = g_list_store_new (TAV_TYPE_STANDINGS_ROW);
      g_list_store_splice (self->rows, 0, 0, self->row_array->pdata, self->row_array->len);
    }
  return G_LIST_MODEL (self->rows);
}

guint
tav_standings_get_n_rows (TavStandings *self)
{
  g_return_val_if_fail (TAV_IS_STANDINGS (self), 0);
  return self->row_array->len;
}

/* Returns: (transfer none) (nullable): the row at @position */
TavStandingsRow *
tav_standings_get_row (TavStandings *self,
                       guint         position)
{
  g_return_val_if_fail (TAV_IS_STANDINGS (self), NULL);

  return position < self->row_array->len ? self->row_array->pdata[position] : NULL;
}

/* Replaces @n_removals rows at @position by @additions, in the rows and in
 * their list model if there is one. */
static void
splice_rows (TavStandings *self,
             guint         position,
             guint         n_removals,
             gpointer     *additions,
             guint         n_additions)
{
  GPtrArray *array = self->row_array;
  guint n_old = array->len;
  guint tail = n_old - position - n_removals;

  g_assert (position + n_removals <= n_old);

  if (self->rows != NULL)
    g_list_store_splice (self->rows, position, n_removals, additions, n_additions);

  /* The rows added may be among those taken out: referenced first. */
  for (guint i = 0; i < n_additions; i++)
    g_object_ref (additions[i]);
  for (guint i = position; i < position + n_removals; i++)
    g_object_unref (array->pdata[i]);

  if (n_additions > n_removals)
    g_ptr_array_set_size (array, n_old + n_additions - n_removals);
  memmove (&array->pdata[position + n_additions], &array->pdata[position + n_removals],
           tail * sizeof (gpointer));
  if (n_additions < n_removals)
    g_ptr_array_set_size (array, n_old + n_additions - n_removals);
  if (n_additions > 0)
    memcpy (&array->pdata[position], additions, n_additions * sizeof (gpointer));
}

TavStandingsRow *
tav_standings_find_player (TavStandings *self,
                           const char   *player_id)
{
  guint n = tav_standings_get_n_rows (self);

  for (guint i = 0; i < n; i++)
    {
      TavStandingsRow *row = tav_standings_get_row (self, i);

      if (g_strcmp0 (tav_player_get_id (row->player), player_id) == 0)
        return row;
    }
  return NULL;
}

void
tav_standings_add_row (TavStandings    *self,
                       TavStandingsRow *row)
{
  g_return_if_fail (TAV_IS_STANDINGS (self));
  g_return_if_fail (row->n_values == self->n_columns);
  splice_rows (self, self->row_array->len, 0, (gpointer *) &row, 1);
}

typedef struct {
  GCompareDataFunc compare;
  gpointer         data;
} RowOrder;

static int
compare_row_pointers (gconstpointer a,
                      gconstpointer b,
                      gpointer      user_data)
{
  const RowOrder *order = user_data;

  return order->compare (*(gconstpointer *) a, *(gconstpointer *) b, order->data);
}

/* Sorts the rows by @compare, keeping rows it finds equal in the order
 * they were (as g_list_store_sort() did). */
void
tav_standings_sort (TavStandings     *self,
                    GCompareDataFunc  compare,
                    gpointer          data)
{
  RowOrder order = { compare, data };

  g_return_if_fail (TAV_IS_STANDINGS (self));

  g_ptr_array_sort_with_data (self->row_array, compare_row_pointers, &order);
  if (self->rows != NULL)
    g_list_store_splice (self->rows, 0, g_list_model_get_n_items (G_LIST_MODEL (self->rows)),
                         self->row_array->pdata, self->row_array->len);
}

const char *
tav_standings_get_title (TavStandings *self)
{
  g_return_val_if_fail (TAV_IS_STANDINGS (self), NULL);
  return self->title;
}

void
tav_standings_set_title (TavStandings *self,
                         const char   *title)
{
  g_return_if_fail (TAV_IS_STANDINGS (self));
  g_free (self->title);
  self->title = g_strdup (title ? title : "");
}

gboolean
tav_standings_get_final (TavStandings *self)
{
  g_return_val_if_fail (TAV_IS_STANDINGS (self), FALSE);
  return self->final;
}

void
tav_standings_set_final (TavStandings *self,
                         gboolean      final)
{
  g_return_if_fail (TAV_IS_STANDINGS (self));
  self->final = !!final;
}

/* An amount of BANG! dollars for people: "83 800 $" in Russian, "83.800 $"
 * in Italian, the thousands grouped as the locale groups them. */
char *
tav_standings_format_money (double value)
{
  g_autofree char *amount = g_strdup_printf ("%'.0f", value);

  /* TRANSLATORS: an amount of BANG! dollars, e.g. "2300 $" (the number is grouped by the locale: "83 800 $") */
  return g_strdup_printf (_("%s $"), amount);
}

/* Formatted for people, in the user's locale (decimal comma where it is used). */
char *
tav_standings_format_value (TavStandings *self,
                            guint         column,
                            double        value)
{
  g_return_val_if_fail (TAV_IS_STANDINGS (self), NULL);
  g_return_val_if_fail (column < self->n_columns, NULL);

  /* The ' flag groups thousands as the locale does: 83,800 in English,
   * 83 800 in Russian, 83.800 in Italian; machine formats never come here. */
  switch (self->columns[column].kind)
    {
    case TAV_COLUMN_INTEGER:
      return g_strdup_printf ("%'.0f", value);
    case TAV_COLUMN_MONEY:
      return tav_standings_format_money (value);
    case TAV_COLUMN_DECIMAL:
      return g_strdup_printf ("%'.2f", value);
    case TAV_COLUMN_PERCENT:
      return g_strdup_printf ("%'.2f%%", value);
    case TAV_COLUMN_TEXT:
      return g_strdup (tav_standings_get_text (self, value));
    default:
      g_return_val_if_reached (NULL);
    }
}

/* A text cell (a ruleset's summary such as "10/26/76,74%/2/0/0/1"): rows
 * hold numbers only, so a TAV_COLUMN_TEXT cell holds the index returned
 * here, and every caller that formats values shows the text. Adding the
 * texts in ranking order keeps a sort by that column a sort by rank. */
guint
tav_standings_add_text (TavStandings *self,
                        const char   *text)
{
  g_return_val_if_fail (TAV_IS_STANDINGS (self), 0);
  g_ptr_array_add (self->texts, g_strdup (text ? text : ""));
  return self->texts->len - 1;
}

/* The text of a TAV_COLUMN_TEXT cell's value; "" for an unknown index. */
const char *
tav_standings_get_text (TavStandings *self,
                        double        value)
{
  g_return_val_if_fail (TAV_IS_STANDINGS (self), "");
  if (value < 0 || value >= self->texts->len)
    return "";
  return self->texts->pdata[(guint) value];
}

/* Whether a text cell of @row (a value of @standings, whose texts were
 * @texts) reads otherwise in @from (a value of @from_standings). */
static gboolean
texts_differ (TavStandings    *standings,
              GPtrArray       *texts,
              TavStandingsRow *row,
              TavStandings    *from_standings,
              TavStandingsRow *from)
{
  for (guint c = 0; c < standings->n_columns && c < row->n_values; c++)
    {
      double old_value = row->values[c], new_value = from->values[c];

      if (standings->columns[c].kind != TAV_COLUMN_TEXT)
        continue;
      if (g_strcmp0 (old_value >= 0 && old_value < texts->len ? texts->pdata[(guint) old_value] : "",
                     tav_standings_get_text (from_standings, new_value)) != 0)
        return TRUE;
    }
  return FALSE;
}

/* Takes @from's rank, values and note; returns whether anything differed
 * (@text_changed: a text cell reads otherwise, its value the same). */
static gboolean
row_take_figures (TavStandingsRow *self,
                  TavStandingsRow *from,
                  gboolean         text_changed)
{
  gboolean rank_changed = self->rank != from->rank;
  gboolean values_changed = memcmp (self->values, from->values, self->n_values * sizeof (double)) != 0;
  gboolean note_changed = g_strcmp0 (self->note, from->note) != 0;
  /* A listener told of one change finds the others made. Frozen only then:
   * freezing each of 2,000 rows at every result cost more than the rest
   * of taking the figures. */
  gboolean both_notify = rank_changed && note_changed;

  if (values_changed)
    memcpy (self->values, from->values, self->n_values * sizeof (double));
  if (both_notify)
    g_object_freeze_notify (G_OBJECT (self));
  if (rank_changed)
    tav_standings_row_set_rank (self, from->rank);
  if (note_changed)
    tav_standings_row_set_note (self, from->note);
  if (both_notify)
    g_object_thaw_notify (G_OBJECT (self));

  return text_changed || rank_changed || values_changed || note_changed;
}

/* The most splices tav_standings_update() makes before it replaces the
 * whole changed range in one. A view keeps the widget of a row taken out
 * and put back in the same splice, not across two: with up to 16, a
 * Destiny result at 2,000 players cost 11 % more instructions (its frame
 * included) than with up to 4, and no less with fewer. */
#define MAX_SPLICES 4

/* Marks in @keep (one per item of @old_index, G_MAXUINT for none) the
 * longest run of items whose old indices increase: the rows that can stay
 * where they are while the others move around them. O(n log n). */
static void
mark_longest_increasing (const guint *old_index,
                         guint        n,
                         gboolean    *keep)
{
  g_autofree guint *tails = g_new (guint, n + 1);    /* item ending a run of each length */
  g_autofree guint *before = g_new (guint, n);       /* the item before it in its run */
  guint length = 0;

  for (guint i = 0; i < n; i++)
    {
      guint lo = 0, hi = length;

      keep[i] = FALSE;
      if (old_index[i] == G_MAXUINT)
        continue;
      while (lo < hi)
        {
          guint mid = (lo + hi) / 2;

          if (old_index[tails[mid]] < old_index[i])
            lo = mid + 1;
          else
            hi = mid;
        }
      before[i] = lo > 0 ? tails[lo - 1] : G_MAXUINT;
      tails[lo] = i;
      if (lo == length)
        length++;
    }

  for (guint i = length > 0 ? tails[length - 1] : G_MAXUINT; i != G_MAXUINT; i = before[i])
    keep[i] = TRUE;
}

/* Turns the rows list into @rows by taking out the rows that are not kept
 * and putting the others in place, a run at a time; %FALSE, with nothing
 * changed, when that takes more than MAX_SPLICES splices. */
static gboolean
move_rows (TavStandings *self,
           GPtrArray    *rows,
           const guint  *old_index,
           const gboolean *keep)
{
  guint n_old = self->row_array->len;
  g_autofree gboolean *stays = g_new0 (gboolean, n_old);
  guint n_splices = 0;

  for (guint i = 0; i < rows->len; i++)
    if (keep[i])
      stays[old_index[i]] = TRUE;

  for (guint j = 0; j < n_old; j++)
    if (!stays[j] && (j == 0 || stays[j - 1]))
      n_splices++;
  for (guint i = 0; i < rows->len; i++)
    if (!keep[i] && (i == 0 || keep[i - 1]))
      n_splices++;
  if (n_splices > MAX_SPLICES)
    return FALSE;

  /* Out, from the end so that the positions before stay right. */
  for (guint end = n_old; end > 0;)
    {
      guint start = end;

      while (start > 0 && !stays[start - 1])
        start--;
      if (start < end)
        splice_rows (self, start, end - start, NULL, 0);
      while (start > 0 && stays[start - 1])
        start--;
      end = start;
    }

  /* In, from the start: the rows before each run are already in place. */
  for (guint i = 0; i < rows->len;)
    {
      guint end = i;

      while (end < rows->len && !keep[end])
        end++;
      if (end > i)
        splice_rows (self, i, 0, &rows->pdata[i], end - i);
      while (end < rows->len && keep[end])
        end++;
      i = end;
    }

  return TRUE;
}

/**
 * tav_standings_update:
 * @from: standings computed since, with the same columns
 *
 * Makes @self equal to @from in place: a player's row keeps its object and
 * takes the new figures (emitting #TavStandingsRow::changed), and the rows
 * list changes by the fewest moves: after a result, the winner taken out
 * and put back higher up, the rows between staying. A list view on the
 * rows then keeps the widgets of every row, instead of making all of them
 * anew as it does for new row objects. Rows whose figures changed but not
 * their place are not moved: a view sorted by another column sorts again.
 * When too much moves (a new round), the range where rows moved, came or
 * went changes in one splice.
 *
 * Returns: %FALSE, changing nothing, when the columns differ
 */
gboolean
tav_standings_update (TavStandings *self,
                      TavStandings *from)
{
  g_autoptr(GHashTable) by_player = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GPtrArray) old_texts = NULL;
  g_autofree guint *old_index = NULL;
  g_autofree gboolean *keep = NULL;
  guint n_old, n_new, first, end_old, end_new;

  g_return_val_if_fail (TAV_IS_STANDINGS (self), FALSE);
  g_return_val_if_fail (TAV_IS_STANDINGS (from), FALSE);

  if (self->columns != from->columns || self->n_columns != from->n_columns)
    return FALSE;

  n_old = tav_standings_get_n_rows (self);
  n_new = tav_standings_get_n_rows (from);

  by_player = g_hash_table_new (NULL, NULL);
  for (guint i = 0; i < n_old; i++)
    g_hash_table_insert (by_player, tav_standings_get_row (self, i)->player, GUINT_TO_POINTER (i + 1));

  /* The texts first: the values of text columns point into them. The old
   * ones tell which text cells read otherwise. */
  old_texts = g_steal_pointer (&self->texts);
  self->texts = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < from->texts->len; i++)
    g_ptr_array_add (self->texts, g_strdup (from->texts->pdata[i]));
  tav_standings_set_title (self, from->title);
  self->final = from->final;

  rows = g_ptr_array_new_full (n_new, g_object_unref);
  old_index = g_new (guint, n_new);
  for (guint i = 0; i < n_new; i++)
    {
      TavStandingsRow *new_row = tav_standings_get_row (from, i);
      guint index = GPOINTER_TO_UINT (g_hash_table_lookup (by_player, new_row->player));
      TavStandingsRow *old_row = index > 0 ? tav_standings_get_row (self, index - 1) : NULL;

      if (old_row != NULL && old_row->n_values == new_row->n_values)
        {
          g_hash_table_remove (by_player, new_row->player);
          old_index[i] = index - 1;
          if (row_take_figures (old_row, new_row, texts_differ (self, old_texts, old_row, from, new_row)))
            g_signal_emit (old_row, row_signals[ROW_CHANGED], 0);
          g_ptr_array_add (rows, g_object_ref (old_row));
        }
      else
        {
          old_index[i] = G_MAXUINT;
          g_ptr_array_add (rows, g_object_ref (new_row));
        }
    }

  keep = g_new (gboolean, MAX (n_new, 1));
  mark_longest_increasing (old_index, n_new, keep);
  if (move_rows (self, rows, old_index, keep))
    return TRUE;

  /* The smallest range outside which the rows are the same objects. */
  for (first = 0; first < MIN (n_old, n_new); first++)
    if (tav_standings_get_row (self, first) != rows->pdata[first])
      break;
  for (end_old = n_old, end_new = n_new; end_old > first && end_new > first; end_old--, end_new--)
    if (tav_standings_get_row (self, end_old - 1) != rows->pdata[end_new - 1])
      break;
  if (end_old > first || end_new > first)
    splice_rows (self, first, end_old - first, &rows->pdata[first], end_new - first);

  return TRUE;
}
