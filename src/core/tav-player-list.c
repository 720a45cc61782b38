/* tav-player-list.c
 *
 * Player lists come from spreadsheets and registration forms: text with one
 * name a line, or CSV with a header (comma, semicolon or tab separated, as
 * spreadsheets export in different locales). The import is all or nothing,
 * and names every bad line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-player-list"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tav-player-list.h"
#include "tav-text.h"

static void
row_free (gpointer data)
{
  TavPlayerListRow *row = data;

  g_free (row->name);
  g_free (row->club);
  g_free (row->team);
  g_free (row);
}

static TavPlayerListRow *
add_row (GPtrArray  *rows,
         guint       line,
         const char *name,
         const char *club)
{
  TavPlayerListRow *row = g_new0 (TavPlayerListRow, 1);

  row->line = line;
  row->name = g_strstrip (g_strdup (name ? name : ""));
  row->club = g_strstrip (g_strdup (club ? club : ""));
  row->team = g_strdup ("");
  g_ptr_array_add (rows, row);
  return row;
}

/* A reserve column holds a mark where the player is a reserve: anything
 * but empty, 0, no or false. */
static gboolean
is_marked (const char *text)
{
  g_autofree char *clean = g_strstrip (g_ascii_strdown (text ? text : "", -1));

  return clean[0] && strcmp (clean, "0") != 0 && strcmp (clean, "no") != 0 &&
         strcmp (clean, "false") != 0;
}

/* Fills @records with one GStrv per record and @lines with the line each
 * record starts on (a quoted field may span lines). */
static gboolean
parse_csv (const char  *text,
           GPtrArray   *records,
           GArray      *lines,
           GError     **error)
{
  g_autoptr(GPtrArray) fields = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) field = g_string_new (NULL);
  gboolean in_quotes = FALSE, quoted = FALSE;
  guint line = 1, record_line = 1;
  char separator = ',';
  const char *p;

  /* The separator is whichever of , ; or tab the header uses most:
   * spreadsheets in many locales export with semicolons. */
  {
    guint counts[3] = { 0, };
    const char candidates[3] = { ',', ';', '\t' };
    gboolean q = FALSE;

    for (p = text; *p && (q || (*p != '\n' && *p != '\r')); p++)
      {
        if (*p == '"')
          q = !q;
        for (guint i = 0; i < 3 && !q; i++)
          counts[i] += *p == candidates[i];
      }
    for (guint i = 1; i < 3; i++)
      if (counts[i] > counts[0] && counts[i] >= counts[i == 1 ? 2 : 1])
        separator = candidates[i];
  }

  for (p = text; ; p++)
    {
      char c = *p;

      if (in_quotes)
        {
          if (c == '\0')
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("line %u: a quoted field is never closed"), record_line);
              return FALSE;
            }
          if (c == '"' && p[1] == '"')
            {
              g_string_append_c (field, '"');
              p++;
            }
          else if (c == '"')
            in_quotes = FALSE;
          else
            {
              if (c == '\n')
                line++;
              g_string_append_c (field, c);
            }
          continue;
        }

      if (c == '"' && !quoted && field->len == 0)
        in_quotes = quoted = TRUE;
      else if (c == separator)
        {
          g_ptr_array_add (fields, g_strdup (field->str));
          g_string_truncate (field, 0);
          quoted = FALSE;
        }
      else if (c == '\n' || c == '\r' || c == '\0')
        {
          g_ptr_array_add (fields, g_strdup (field->str));
          g_string_truncate (field, 0);
          quoted = FALSE;
          g_ptr_array_add (fields, NULL);
          g_ptr_array_add (records, g_ptr_array_steal (fields, NULL));
          g_array_append_val (lines, record_line);
          if (c == '\0')
            break;
          if (c == '\r' && p[1] == '\n')
            p++;
          record_line = ++line;
        }
      else
        g_string_append_c (field, c);
    }
  return TRUE;
}

/* Column headers, case-folded, in the languages Tavolo speaks (English,
 * Italian, Russian, Bulgarian): a spreadsheet exported by an organiser
 * names its columns in his language. */
static const char * const name_headers[] = {
  "name", "player", "nome", "giocatore", "имя", "игрок", "участник", "име", "играч", NULL
};
static const char * const club_headers[] = {
  "club", "circolo", "associazione", "клуб", NULL
};
/* Fixed teams of a team tournament (bgl). */
static const char * const team_headers[] = { "team", "squadra", "команда", "отбор", NULL };
static const char * const reserve_headers[] = {
  "reserve", "riserva", "запасной", "резерв", "резерва", NULL
};

static gboolean
record_is_blank (char **record)
{
  for (guint i = 0; record[i]; i++)
    {
      g_autofree char *copy = g_strstrip (g_strdup (record[i]));

      if (copy[0])
        return FALSE;
    }
  return TRUE;
}

static int
find_column (char               **header,
             const char * const  *names)
{
  for (guint i = 0; header[i]; i++)
    {
      g_autofree char *copy = g_strstrip (g_strdup (header[i]));
      g_autofree char *folded = g_utf8_casefold (copy, -1);

      for (guint n = 0; names[n]; n++)
        if (strcmp (folded, names[n]) == 0)
          return (int) i;
    }
  return -1;
}

/* Whether @text starts with a CSV header: a separated first line with a
 * column named like a player's name. Anything else is one name a line
 * (and a name may hold a comma: “Rossi, Mario”). */
gboolean
tav_player_list_looks_like_csv (const char *text)
{
  const char *end = strpbrk (text, "\r\n");
  g_autofree char *first = end ? g_strndup (text, end - text) : g_strdup (text);
  g_autoptr(GPtrArray) records = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  g_autoptr(GArray) lines = g_array_new (FALSE, FALSE, sizeof (guint));

  if (g_str_has_prefix (first, "\xEF\xBB\xBF"))
    memmove (first, first + 3, strlen (first + 3) + 1);
  if (!g_utf8_validate (first, -1, NULL) || strpbrk (first, ",;\t") == NULL ||
      !parse_csv (first, records, lines, NULL) || records->len == 0)
    return FALSE;
  return find_column (records->pdata[0], name_headers) >= 0;
}

/* One row per player; a CSV list needs a header naming its columns (the
 * name column is found by its header, else the first one is used). Returns
 * NULL with a message naming the line when the text cannot be read. */
GPtrArray *
tav_player_list_parse (const char  *data,
                       gsize        length,
                       gboolean     csv,
                       GError     **error)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func (row_free);
  const char *text;
  const char *bad = NULL;

  if (strlen (data) != length)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("not a text file (it holds a zero byte)"));
      return NULL;
    }
  if (!g_utf8_validate (data, length, &bad))
    {
      guint line = 1;

      for (const char *p = data; p < bad; p++)
        line += *p == '\n';
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("line %u: not UTF-8 text (save the list as UTF-8)"), line);
      return NULL;
    }
  /* A byte-order mark is what spreadsheets put before a UTF-8 header. */
  text = g_str_has_prefix (data, "\xEF\xBB\xBF") ? data + 3 : data;

  if (!csv)
    {
      g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

      for (guint i = 0; lines[i]; i++)
        {
          g_strdelimit (lines[i], "\r", ' ');
          g_strstrip (lines[i]);
          if (lines[i][0])
            add_row (rows, i + 1, lines[i], NULL);
        }
      return g_steal_pointer (&rows);
    }

  {
    g_autoptr(GPtrArray) records = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
    g_autoptr(GArray) lines = g_array_new (FALSE, FALSE, sizeof (guint));
    int name_column, club_column, team_column, reserve_column;
    char **header;

    if (!parse_csv (text, records, lines, error))
      return NULL;
    if (records->len == 0 || record_is_blank (records->pdata[0]))
      {
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                     _("line 1: expected a header line naming the columns (name, club)"));
        return NULL;
      }
    header = records->pdata[0];
    name_column = find_column (header, name_headers);
    club_column = find_column (header, club_headers);
    team_column = find_column (header, team_headers);
    reserve_column = find_column (header, reserve_headers);
    if (name_column < 0)
      name_column = 0;

    for (guint i = 1; i < records->len; i++)
      {
        char **record = records->pdata[i];
        guint n = g_strv_length (record);

        TavPlayerListRow *row;

        if (record_is_blank (record))
          continue;
        row = add_row (rows, g_array_index (lines, guint, i),
                       (guint) name_column < n ? record[name_column] : "",
                       club_column >= 0 && (guint) club_column < n ? record[club_column] : NULL);
        if (team_column >= 0 && (guint) team_column < n)
          {
            g_free (row->team);
            row->team = g_strstrip (g_strdup (record[team_column]));
          }
        row->reserve = reserve_column >= 0 && (guint) reserve_column < n &&
                       is_marked (record[reserve_column]);
      }
  }
  return g_steal_pointer (&rows);
}


/* Every row is checked before any is added, so that all bad lines are
 * named and the event only changes when the whole list is good. */
gboolean
tav_event_import_players (TavEvent   *event,
                          GPtrArray  *rows,
                          GError    **error)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *first_error = NULL;
  g_autoptr(GString) others = g_string_new (NULL);
  guint n_bad = 0;

  g_return_val_if_fail (TAV_IS_EVENT (event), FALSE);

  /* Late entries follow the ruleset; its refusal names the first one. */
  if (rows->len && !tav_event_can_add_late (event, ((TavPlayerListRow *) rows->pdata[0])->name, error))
    return FALSE;
  if (rows->len == 0)
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                   _("the list holds no player names"));
      return FALSE;
    }

  for (guint i = 0; i < rows->len; i++)
    {
      TavPlayerListRow *row = rows->pdata[i];
      g_autoptr(GError) row_error = NULL;
      g_autofree char *clean = tav_event_check_player_name (event, NULL, row->name, &row_error);
      g_autofree char *club = NULL;
      g_autofree char *team = NULL;

      if (clean && !g_hash_table_add (seen, tav_text_name_key (clean)))
        g_set_error (&row_error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                     _("“%s” is in the list twice"), clean);
      /* Clubs and teams follow the rules of names too. */
      if (row_error == NULL)
        club = tav_text_clean_optional (row->club, &row_error);
      /* A list's reserve of no team is just a player. */
      if (row_error == NULL &&
          (team = tav_event_check_team (event, NULL, row->team, FALSE, &row_error)))
        row->reserve = row->reserve && team[0];
      if (row_error == NULL)
        continue;

      if (n_bad++ == 0)
        first_error = g_strdup_printf (_("line %u: %s"), row->line, row_error->message);
      else
        g_string_append_printf (others, "%s%u", n_bad > 2 ? ", " : "", row->line);
    }

  if (n_bad == 1)
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                   _("%s; nothing was imported"), first_error);
      return FALSE;
    }
  if (n_bad > 1)
    {
      g_set_error (error, TAV_EVENT_ERROR, TAV_EVENT_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE,
                                "%s; %u more bad line (%s); nothing was imported",
                                "%s; %u more bad lines (%s); nothing was imported",
                                n_bad - 1),
                   first_error, n_bad - 1, others->str);
      return FALSE;
    }

  for (guint i = 0; i < rows->len; i++)
    {
      TavPlayerListRow *row = rows->pdata[i];
      TavPlayer *player = tav_event_register_player (event, row->name, row->club, row->team,
                                                     row->reserve, NULL);

      g_assert (player != NULL);
    }
  return TRUE;
}
