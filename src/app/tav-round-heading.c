/* tav-round-heading.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-round-heading"

#include "config.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>

#include "tav-display.h"
#include "tav-round-heading.h"

/* What the rounds page says at the head of a round's tables: the line
 * under its title (its stage, how many of its results are in, and for a
 * round drawn at tables the seed the draw followed and how many times it
 * was drawn again), the rules it breaks, and the words of the toolbar,
 * which name a bracket's games matches, not tables. */

/* “7 of 9 tables entered”, or “1 of 4 matches entered”. */
static char *
describe_progress (TavStage *stage,
                   TavRound *round)
{
  guint n_tables = tav_round_get_n_tables (round);
  guint n_entered = tav_round_get_n_entered (round);

  if (n_tables > 0 && n_entered == n_tables)
    return g_strdup (_("All results entered"));
  if (stage != NULL && tav_stage_get_kind (stage) == TAV_STAGE_BRACKET)
    /* Translators: a round of a knock-out bracket (a top cut, the duels of
     * a final), whose games are matches, not tables: e.g. “1 of 4 matches
     * entered” */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%u of %u match entered",
                                         "%u of %u matches entered",
                                         n_tables),
                            n_entered, n_tables);
  /* Translators: e.g. “7 of 9 tables entered” */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%u of %u table entered",
                                       "%u of %u tables entered",
                                       n_tables),
                          n_entered, n_tables);
}

/* The seed the draw followed, and how many times it was drawn again. */
static char *
describe_seed (TavEvent *event,
               TavRound *round)
{
  guint salt = tav_round_get_plan_salt (round);

  if (salt > 0 && tav_round_get_plan_start (round) == tav_round_get_number (round))
    /* Translators: the seed of the event's draws, and the number of the re-draw */
    return g_strdup_printf (_("seed %llu, drawn again %u×"),
                            (unsigned long long) tav_event_get_seed (event), salt);
  /* Translators: the seed of the event's draws */
  return g_strdup_printf (_("seed %llu"),
                          (unsigned long long) tav_event_get_seed (event));
}

/**
 * tav_round_heading_describe:
 * @event: (nullable): the event of @round
 * @stage: (nullable): the stage of @round
 * @round: a round
 *
 * Returns: (transfer full): the line under the title of @round
 */
char *
tav_round_heading_describe (TavEvent *event,
                            TavStage *stage,
                            TavRound *round)
{
  g_autofree char *progress = describe_progress (stage, round);

  if (event != NULL && stage != NULL && tav_stage_get_kind (stage) == TAV_STAGE_TABLES)
    {
      g_autofree char *seed = describe_seed (event, round);
      /* Translators: how many results are in, then the seed of the draw */
      g_autofree char *with_seed = g_strdup_printf (_("%s · %s"), progress, seed);

      g_free (progress);
      progress = g_steal_pointer (&with_seed);
    }

  if (stage != NULL && tav_stage_get_name (stage)[0] != '\0')
    /* Translators: the stage of a round, then how many results are in */
    return g_strdup_printf (_("%s · %s"), tav_stage_get_name (stage), progress);
  return g_steal_pointer (&progress);
}

/**
 * tav_round_heading_describe_problems:
 * @event: the event of @round
 * @stage: the stage of @round
 * @round: a round
 *
 * Returns: (nullable): the rules @round breaks, one a line, or %NULL
 */
char *
tav_round_heading_describe_problems (TavEvent *event,
                                     TavStage *stage,
                                     TavRound *round)
{
  g_autoptr(GPtrArray) problems = NULL;
  GString *text;

  if (tav_event_get_ruleset (event) != NULL)
    problems = tav_ruleset_check_round (tav_event_get_ruleset (event), event, stage, round);
  if (problems == NULL || problems->len == 0)
    return NULL;

  text = g_string_new (NULL);
  for (guint i = 0; i < problems->len; i++)
    g_string_append_printf (text, "%s%s", i ? "\n" : "", (const char *) problems->pdata[i]);
  return g_string_free (text, FALSE);
}

/**
 * tav_round_heading_describe_breaches:
 * @event: the event of @round
 * @stage: the stage of @round
 * @round: a round
 * @count: (out): how many constraints @round could not honour
 *
 * Returns: (nullable): what @round could not honour of the room's
 *   constraints (players kept apart, clubs, fixed tables), a sentence a
 *   line, or %NULL when it honours them all
 */
char *
tav_round_heading_describe_breaches (TavEvent *event,
                                     TavStage *stage,
                                     TavRound *round,
                                     guint    *count)
{
  g_autoptr(GPtrArray) breaches =
    tav_event_describe_breaches (event, stage, tav_round_get_number (round));

  *count = breaches ? breaches->len : 0;
  if (*count == 0)
    return NULL;
  g_ptr_array_add (breaches, NULL);
  return g_strjoinv ("\n", (char **) breaches->pdata);
}

/**
 * tav_round_heading_name_tools:
 * @find_entry: the search of the page's toolbar
 * @waiting_button: its toggle of the games still waiting for a result
 * @compact_button: its toggle of one line a game
 * @bracket: whether the round shown is a bracket's
 *
 * Names the toolbar's tools for the games of the round shown.
 */
void
tav_round_heading_name_tools (GtkWidget *find_entry,
                              GtkWidget *waiting_button,
                              GtkWidget *compact_button,
                              gboolean   bracket)
{
  const char *compact = bracket ? _("One Line per Match") : _("One Line per Table");

  g_object_set (find_entry, "placeholder-text",
                bracket ? _("Find a player or a match number") : _("Find a player or a table number"),
                NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (find_entry),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  bracket ? _("Find a player's match, or go to a match by its number")
                                          : _("Find a player's table, or go to a table by its number"),
                                  -1);
  gtk_widget_set_tooltip_text (waiting_button,
                               bracket ? _("Show Only the Matches Still Waiting for Their Result")
                                       : _("Show Only the Tables Still Waiting for Their Result"));
  gtk_widget_set_tooltip_text (compact_button, compact);
  gtk_accessible_update_property (GTK_ACCESSIBLE (compact_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, compact, -1);
}

/**
 * tav_round_heading_describe_waiting:
 * @event: (nullable): an event
 *
 * Returns: (nullable): “Round 4 is not shown to the room yet” while a
 *   round drawn waits for the organiser to release it, else %NULL
 */
char *
tav_round_heading_describe_waiting (TavEvent *event)
{
  TavRound *round = tav_display_waiting_round (event);
  g_autofree char *title = NULL;

  if (round == NULL)
    return NULL;

  title = tav_display_round_title (round);
  /* Translators: %s is a round drawn while the event shows new rounds to
   * the room only when the organiser releases them, e.g. “Round 4” */
  return g_strdup_printf (_("%s is not shown to the room yet: check it, then release it"), title);
}
