/* tav-table-filter.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-table-filter"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tav-display.h"
#include "tav-table-filter.h"
#include "tav-text.h"

/* Which tables of a round the rounds page shows: those of the few players
 * found by name, or the one table asked for by number ("70" or "#70"),
 * and, on request, only those still waiting for their result. With none of
 * these it matches everything, so the list model passes the round's tables
 * through without looking at them.
 *
 * A name that many players share (the first letters typed) marks them
 * without filtering: the page scrolls to the first one. Taking hundreds of
 * tables out of a view and putting them back costs a view a widget each,
 * key after key; a short list is cheap to build. */
struct _TavTableFilter
{
  GtkFilter   parent_instance;

  GHashTable *found_set;      /* player ids, or NULL when not searching by name */
  gboolean    by_name;        /* few enough found to show their tables alone */
  GStrv       found;          /* the same ids, in seating order */
  guint       table_number;   /* 0: not asked for */
  gboolean    waiting_only;
};

G_DEFINE_FINAL_TYPE (TavTableFilter, tav_table_filter, GTK_TYPE_FILTER)

/* The most players found that the page lists by name. */
#define MAX_LISTED 10

TavTableFilter *
tav_table_filter_new (void)
{
  return g_object_new (TAV_TYPE_TABLE_FILTER, NULL);
}

static gboolean
tav_table_filter_is_active (TavTableFilter *self)
{
  return self->by_name || self->table_number > 0 || self->waiting_only;
}

static gboolean
tav_table_filter_match (GtkFilter *filter,
                        gpointer   item)
{
  TavTableFilter *self = TAV_TABLE_FILTER (filter);
  TavTable *table = item;

  if (self->waiting_only && tav_table_has_result (table))
    return FALSE;
  if (self->table_number > 0)
    return tav_table_get_number (table) == self->table_number;
  if (self->by_name)
    {
      for (guint s = 0; s < tav_table_get_n_seats (table); s++)
        if (g_hash_table_contains (self->found_set, tav_table_get_seat (table, s)))
          return TRUE;
      return FALSE;
    }
  return TRUE;
}

static GtkFilterMatch
tav_table_filter_get_strictness (GtkFilter *filter)
{
  return tav_table_filter_is_active (TAV_TABLE_FILTER (filter)) ? GTK_FILTER_MATCH_SOME
                                                                 : GTK_FILTER_MATCH_ALL;
}

gboolean
tav_table_filter_get_waiting_only (TavTableFilter *self)
{
  g_return_val_if_fail (TAV_IS_TABLE_FILTER (self), FALSE);

  return self->waiting_only;
}

void
tav_table_filter_set_waiting_only (TavTableFilter *self,
                                   gboolean        waiting_only)
{
  g_return_if_fail (TAV_IS_TABLE_FILTER (self));

  if (self->waiting_only == !!waiting_only)
    return;
  self->waiting_only = !!waiting_only;
  gtk_filter_changed (GTK_FILTER (self), waiting_only ? GTK_FILTER_CHANGE_MORE_STRICT
                                                      : GTK_FILTER_CHANGE_LESS_STRICT);
}

/* A result entered or cleared: a table leaves or joins those waiting. */
void
tav_table_filter_results_changed (TavTableFilter *self)
{
  g_return_if_fail (TAV_IS_TABLE_FILTER (self));

  if (self->waiting_only)
    gtk_filter_changed (GTK_FILTER (self), GTK_FILTER_CHANGE_DIFFERENT);
}

/* "70", "#70": a table number; anything else is a name. */
static guint
parse_table_number (const char *text)
{
  guint64 number = 0;

  if (text[0] == '#')
    text++;
  if (text[0] == '\0' || !g_ascii_string_to_unsigned (text, 10, 1, G_MAXUINT, &number, NULL))
    return 0;
  return (guint) number;
}

static void
append_place (GString    *text,
              TavPlayer  *player,
              TavTable   *table,
              guint       seat,
              const char *head_seat)
{
  g_autofree char *table_title = tav_display_table_title (table);

  if (text->len > 0)
    g_string_append (text, "\n");
  if (seat == 0 && head_seat != NULL)
    /* Translators: where a player sits: name, table, seat number and the seat's role */
    g_string_append_printf (text, _("%s: %s, seat %u (%s)"), tav_player_get_name (player),
                            table_title, seat + 1, head_seat);
  else
    /* Translators: where a player sits: name, table and seat number */
    g_string_append_printf (text, _("%s: %s, seat %u"), tav_player_get_name (player),
                            table_title, seat + 1);
}

/* The players of @round whose name holds @needle (a name key: NFC, case
 * folded, as tav_text_name_key() makes them). */
static char *
search_names (TavTableFilter *self,
              TavEvent       *event,
              TavRound       *round,
              const char     *head_seat,
              const char     *needle)
{
  g_autoptr(GStrvBuilder) ids = g_strv_builder_new ();
  g_autoptr(GString) text = g_string_new (NULL);
  guint n_found = 0;

  self->found_set = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint t = 0; round != NULL && t < tav_round_get_n_tables (round); t++)
    {
      TavTable *table = tav_round_get_table (round, t);

      for (guint s = 0; s < tav_table_get_n_seats (table); s++)
        {
          TavPlayer *player = tav_event_find_player (event, tav_table_get_seat (table, s));

          /* The player keeps his name's key until the name changes: no
           * name is folded again for each key typed. */
          if (player == NULL || strstr (tav_player_get_name_key (player), needle) == NULL)
            continue;

          g_strv_builder_add (ids, tav_player_get_id (player));
          g_hash_table_add (self->found_set, g_strdup (tav_player_get_id (player)));
          /* A long list would take longer to lay out than to find: the
           * tables shown are the rest of the answer. */
          if (n_found++ < MAX_LISTED)
            append_place (text, player, table, s, head_seat);
        }
    }

  self->by_name = n_found > 0 && n_found <= MAX_LISTED;
  if (n_found == 0)
    return g_strdup (_("Nobody with that name plays in this round"));
  if (n_found > MAX_LISTED)
    {
      g_string_append (text, "\n");
      /* Translators: after the first players found, how many more there are */
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "… and %u more player",
                                                 "… and %u more players", n_found - MAX_LISTED),
                              n_found - MAX_LISTED);
    }
  self->found = g_strv_builder_end (ids);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/**
 * tav_table_filter_search:
 * @self: a #TavTableFilter
 * @event: the event
 * @round: (nullable): the round shown
 * @head_seat: (nullable): the role of seat 1, named where a player found sits there
 * @text: what was typed: a name, part of one, or a table number
 *
 * Shows the tables of the players whose name holds @text, or table @text.
 *
 * Returns: (transfer full): what the search found, in words; "" when
 *   @text is empty
 */
char *
tav_table_filter_search (TavTableFilter *self,
                         TavEvent       *event,
                         TavRound       *round,
                         const char     *head_seat,
                         const char     *text)
{
  g_autofree char *needle = NULL;
  char *answer = NULL;
  gboolean was_filtering = self->by_name || self->table_number > 0;

  g_return_val_if_fail (TAV_IS_TABLE_FILTER (self), NULL);
  g_return_val_if_fail (!event || TAV_IS_EVENT (event), NULL);
  g_return_val_if_fail (!round || event, NULL);

  g_clear_pointer (&self->found_set, g_hash_table_unref);
  g_clear_pointer (&self->found, g_strfreev);
  self->by_name = FALSE;
  needle = tav_text_name_key (text);
  g_strstrip (needle);
  self->table_number = parse_table_number (needle);

  if (self->table_number > 0)
    {
      TavTable *table = round ? tav_round_find_table (round, self->table_number) : NULL;

      TavStage *stage = round ? tav_display_find_stage (event, round) : NULL;

      if (table == NULL && stage != NULL && tav_stage_get_kind (stage) == TAV_STAGE_BRACKET)
        /* Translators: a match number typed in the search, in a round of
         * a knock-out bracket (its games are matches, not tables) */
        answer = g_strdup_printf (_("This round has no match %u"), self->table_number);
      else if (table == NULL)
        /* Translators: a table number typed in the search */
        answer = g_strdup_printf (_("This round has no table %u"), self->table_number);
      else
        answer = g_strdup ("");
    }
  else if (needle[0] != '\0')
    answer = search_names (self, event, round, head_seat, needle);
  else
    answer = g_strdup ("");

  if (was_filtering || self->by_name || self->table_number > 0)
    gtk_filter_changed (GTK_FILTER (self), GTK_FILTER_CHANGE_DIFFERENT);
  return answer;
}

/* The ids of the players found by name, or NULL. */
const char * const *
tav_table_filter_get_found (TavTableFilter *self)
{
  g_return_val_if_fail (TAV_IS_TABLE_FILTER (self), NULL);

  return (const char * const *) self->found;
}

/* The same ids as a set, or NULL. */
GHashTable *
tav_table_filter_get_found_set (TavTableFilter *self)
{
  g_return_val_if_fail (TAV_IS_TABLE_FILTER (self), NULL);

  return self->found_set;
}

guint
tav_table_filter_get_table_number (TavTableFilter *self)
{
  g_return_val_if_fail (TAV_IS_TABLE_FILTER (self), 0);

  return self->table_number;
}

/* Whether the search shows a short list (a few players' tables, or one
 * table) rather than the whole round. */
gboolean
tav_table_filter_get_narrows (TavTableFilter *self)
{
  g_return_val_if_fail (TAV_IS_TABLE_FILTER (self), FALSE);

  return self->by_name || self->table_number > 0;
}

/* Where the first table of a player found is among @shown, the tables the
 * filter leaves (the first table when nobody is found);
 * GTK_INVALID_LIST_POSITION when no table is left. */
guint
tav_table_filter_first_hit (TavTableFilter *self,
                            GListModel     *shown)
{
  GHashTable *found = tav_table_filter_get_found_set (self);
  guint n_items = g_list_model_get_n_items (shown);

  if (n_items == 0)
    return GTK_INVALID_LIST_POSITION;
  for (guint i = 0; found != NULL && g_hash_table_size (found) > 0 && i < n_items; i++)
    {
      g_autoptr(TavTable) table = g_list_model_get_item (shown, i);

      for (guint s = 0; s < tav_table_get_n_seats (table); s++)
        if (g_hash_table_contains (found, tav_table_get_seat (table, s)))
          return i;
    }
  return 0;
}

static void
tav_table_filter_finalize (GObject *object)
{
  TavTableFilter *self = (TavTableFilter *)object;

  g_clear_pointer (&self->found_set, g_hash_table_unref);
  g_clear_pointer (&self->found, g_strfreev);

  G_OBJECT_CLASS (tav_table_filter_parent_class)->finalize (object);
}

static void
tav_table_filter_class_init (TavTableFilterClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkFilterClass *filter_class = GTK_FILTER_CLASS (klass);

  object_class->finalize = tav_table_filter_finalize;
  filter_class->match = tav_table_filter_match;
  filter_class->get_strictness = tav_table_filter_get_strictness;
}

static void
tav_table_filter_init (TavTableFilter *self)
{
}
