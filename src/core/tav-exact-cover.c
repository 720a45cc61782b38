/* tav-exact-cover.c — exact cover by dancing links
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Knuth's Algorithm X with dancing links (TAOCP 7.2.2.1, Algorithm D, and
 * "Dancing links", 2000): a set of items, primary ones to be covered
 * exactly once and secondary ones at most once, and options, each a set of
 * items; find options that cover every primary item exactly once and no
 * secondary item twice. At every step the search branches on the primary
 * item that the fewest remaining options cover (the minimum-remaining-
 * values rule), the first such item on a tie, and tries its options in the
 * order they were added: the search is deterministic.
 *
 * Nodes live in three arrays: node 0 is the root, nodes 1 … n_items the
 * item headers (their up and down links head the list of the options that
 * hold them), then every option's nodes in turn, each option preceded by a
 * spacer (top ≤ 0) whose up link is the first node of the option before it
 * and whose down link is the last node of the option after it.
 */
#define G_LOG_DOMAIN "tav-exact-cover"

#include "tav-exact-cover.h"

struct _TavExactCover
{
  guint    n_items;
  guint    n_primary;
  GArray  *top;       /* gint: item of a node, or −option of a spacer */
  GArray  *up;        /* guint */
  GArray  *down;      /* guint */
  guint   *left;      /* per item: the list of primary items not covered, */
  guint   *right;     /* headed by the root; a secondary item links to itself */
  guint   *len;       /* per item, options still holding it */
  guint    n_options;
  guint    last_spacer;
  GArray  *solution;  /* guint: option indices */
  guint64  budget;
  guint64  nodes;
  gboolean aborted;
};

#define TOP(ec, x)  g_array_index ((ec)->top, gint, (x))
#define UP(ec, x)   g_array_index ((ec)->up, guint, (x))
#define DOWN(ec, x) g_array_index ((ec)->down, guint, (x))

static void
push_node (TavExactCover *ec,
           gint           top,
           guint          up,
           guint          down)
{
  g_array_append_val (ec->top, top);
  g_array_append_val (ec->up, up);
  g_array_append_val (ec->down, down);
}

/* Items 0 … n_primary − 1 must be covered exactly once, the n_secondary
 * items after them at most once. */
TavExactCover *
tav_exact_cover_new (guint n_primary,
                     guint n_secondary)
{
  TavExactCover *ec = g_new0 (TavExactCover, 1);
  guint n = n_primary + n_secondary;

  ec->n_items = n;
  ec->n_primary = n_primary;
  ec->top = g_array_new (FALSE, FALSE, sizeof (gint));
  ec->up = g_array_new (FALSE, FALSE, sizeof (guint));
  ec->down = g_array_new (FALSE, FALSE, sizeof (guint));
  ec->left = g_new (guint, n + 1);
  ec->right = g_new (guint, n + 1);
  ec->len = g_new0 (guint, n + 1);
  ec->solution = g_array_new (FALSE, FALSE, sizeof (guint));

  push_node (ec, 0, 0, 0);
  for (guint i = 1; i <= n; i++)
    {
      push_node (ec, 0, i, i);
      /* secondary items head lists of their own: covering them unlinks
       * nothing from the root's list */
      ec->left[i] = i <= n_primary ? i - 1 : i;
      ec->right[i] = i < n_primary ? i + 1 : i <= n_primary ? 0 : i;
    }
  ec->left[0] = n_primary;
  ec->right[0] = n_primary > 0 ? 1 : 0;

  ec->last_spacer = n + 1;
  push_node (ec, 0, 0, 0);

  return ec;
}

void
tav_exact_cover_free (TavExactCover *ec)
{
  if (ec == NULL)
    return;
  g_array_unref (ec->top);
  g_array_unref (ec->up);
  g_array_unref (ec->down);
  g_free (ec->left);
  g_free (ec->right);
  g_free (ec->len);
  g_array_unref (ec->solution);
  g_free (ec);
}

/* Adds an option holding the n_items distinct items listed; returns its
 * index, counted from 0 in the order of addition. */
guint
tav_exact_cover_add_option (TavExactCover *ec,
                            const guint   *items,
                            guint          n_items)
{
  guint first = ec->top->len, spacer;

  g_return_val_if_fail (n_items > 0, G_MAXUINT);
  for (guint i = 0; i < n_items; i++)
    g_return_val_if_fail (items[i] < ec->n_items, G_MAXUINT);

  for (guint i = 0; i < n_items; i++)
    {
      guint item = items[i] + 1, node = ec->top->len;

      push_node (ec, item, UP (ec, item), item);
      DOWN (ec, UP (ec, item)) = node;
      UP (ec, item) = node;
      ec->len[item]++;
    }

  /* the spacer before the option points to its last node, the new spacer
   * after it to its first */
  DOWN (ec, ec->last_spacer) = ec->top->len - 1;
  spacer = ec->top->len;
  push_node (ec, -(gint) ec->n_options - 1, first, 0);
  ec->last_spacer = spacer;

  return ec->n_options++;
}

guint
tav_exact_cover_get_n_options (const TavExactCover *ec)
{
  return ec->n_options;
}

static void
hide (TavExactCover *ec,
      guint          p)
{
  for (guint q = p + 1; q != p;)
    {
      gint x = TOP (ec, q);
      guint u = UP (ec, q), d = DOWN (ec, q);

      if (x <= 0)
        q = u;
      else
        {
          DOWN (ec, u) = d;
          UP (ec, d) = u;
          ec->len[x]--;
          q++;
        }
    }
}

static void
unhide (TavExactCover *ec,
        guint          p)
{
  for (guint q = p - 1; q != p;)
    {
      gint x = TOP (ec, q);
      guint u = UP (ec, q), d = DOWN (ec, q);

      if (x <= 0)
        q = d;
      else
        {
          DOWN (ec, u) = q;
          UP (ec, d) = q;
          ec->len[x]++;
          q--;
        }
    }
}

static void
cover (TavExactCover *ec,
       guint          i)
{
  for (guint p = DOWN (ec, i); p != i; p = DOWN (ec, p))
    hide (ec, p);
  ec->right[ec->left[i]] = ec->right[i];
  ec->left[ec->right[i]] = ec->left[i];
}

static void
uncover (TavExactCover *ec,
         guint          i)
{
  ec->right[ec->left[i]] = i;
  ec->left[ec->right[i]] = i;
  for (guint p = UP (ec, i); p != i; p = UP (ec, p))
    unhide (ec, p);
}

static guint
option_of (const TavExactCover *ec,
           guint                x)
{
  while (TOP (ec, x) > 0)
    x--;
  return (guint) -TOP (ec, x);
}

/* Covers the best item and tries its options in turn. The links are put
 * back on every way out, a solution found included, so that the structure
 * can be searched again. */
static gboolean
search (TavExactCover *ec)
{
  guint best = 0, best_len = G_MAXUINT;
  gboolean found = FALSE;

  if (ec->right[0] == 0)
    return TRUE;

  for (guint i = ec->right[0]; i != 0; i = ec->right[i])
    if (ec->len[i] < best_len)
      {
        best = i;
        best_len = ec->len[i];
        if (best_len <= 1)
          break;
      }
  if (best_len == 0)
    return FALSE;

  cover (ec, best);
  for (guint x = DOWN (ec, best); x != best && !found; x = DOWN (ec, x))
    {
      guint option = option_of (ec, x);

      if (ec->nodes == ec->budget)
        {
          ec->aborted = TRUE;
          break;
        }
      ec->nodes++;

      g_array_append_val (ec->solution, option);
      for (guint p = x + 1; p != x;)
        {
          gint j = TOP (ec, p);

          if (j <= 0)
            p = UP (ec, p);
          else
            {
              cover (ec, j);
              p++;
            }
        }

      found = search (ec);

      for (guint p = x - 1; p != x;)
        {
          gint j = TOP (ec, p);

          if (j <= 0)
            p = DOWN (ec, p);
          else
            {
              uncover (ec, j);
              p--;
            }
        }
      if (!found)
        g_array_set_size (ec->solution, ec->solution->len - 1);
      if (ec->aborted)
        break;
    }
  uncover (ec, best);

  return found;
}

/* Searches for options that cover every primary item exactly once and no
 * secondary item twice, trying at most `budget` options. Returns FALSE when
 * there is none or the budget runs out; `nodes` (may be NULL) gets the
 * options tried. */
gboolean
tav_exact_cover_solve (TavExactCover *ec,
                       guint64        budget,
                       guint64       *nodes)
{
  gboolean found;

  g_array_set_size (ec->solution, 0);
  ec->budget = budget;
  ec->nodes = 0;
  ec->aborted = FALSE;

  found = search (ec);
  if (nodes)
    *nodes = ec->nodes;

  return found;
}

/* The options found by the last successful solve, in the order chosen. */
const guint *
tav_exact_cover_get_solution (const TavExactCover *ec,
                              guint               *n_options)
{
  *n_options = ec->solution->len;
  return (const guint *) ec->solution->data;
}
