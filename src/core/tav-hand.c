/* tav-hand.c
 *
 * Who made a change, as the event's log keeps it: a kind that is stored as
 * a fixed word ("judge") and a name that is stored as given ("Marco"), so
 * that every reader sees the hand in his own language.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-hand"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tav-hand.h"

static const char * const kind_names[] = {
  "app", "cli", "table", "judge", "season", "player",
};

G_STATIC_ASSERT (G_N_ELEMENTS (kind_names) == TAV_HAND_LAST + 1);

TavHand *
tav_hand_new (TavHandKind  kind,
              const char  *name)
{
  TavHand *hand;

  g_return_val_if_fail (kind <= TAV_HAND_LAST, NULL);

  hand = g_new0 (TavHand, 1);
  hand->kind = kind;
  hand->name = name != NULL && *name != '\0' ? g_strdup (name) : NULL;

  return hand;
}

TavHand *
tav_hand_copy (const TavHand *hand)
{
  g_return_val_if_fail (hand != NULL, NULL);

  return tav_hand_new (hand->kind, hand->name);
}

void
tav_hand_free (TavHand *hand)
{
  if (hand == NULL)
    return;

  g_free (hand->name);
  g_free (hand);
}

gboolean
tav_hand_equal (const TavHand *a,
                const TavHand *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  return a->kind == b->kind && g_strcmp0 (a->name, b->name) == 0;
}

/* Returns: the word stored in the file ("judge"). */
const char *
tav_hand_kind_to_string (TavHandKind kind)
{
  g_return_val_if_fail (kind <= TAV_HAND_LAST, NULL);

  return kind_names[kind];
}

gboolean
tav_hand_kind_from_string (const char  *text,
                           TavHandKind *kind)
{
  g_return_val_if_fail (kind != NULL, FALSE);

  for (guint i = 0; text != NULL && i < G_N_ELEMENTS (kind_names); i++)
    if (g_str_equal (text, kind_names[i]))
      {
        *kind = i;
        return TRUE;
      }

  return FALSE;
}

/* Returns: the kind in the reader's language, for a filter's choices. */
const char *
tav_hand_kind_get_label (TavHandKind kind)
{
  switch (kind)
    {
    case TAV_HAND_APP:
      return _("The app");
    case TAV_HAND_CLI:
      return _("tavolo-cli");
    case TAV_HAND_TABLE:
      return _("A table’s link");
    case TAV_HAND_JUDGE:
      return _("A judge");
    case TAV_HAND_SEASON:
      return _("A season import");
    case TAV_HAND_PLAYER:
      return _("A player’s code");
    default:
      g_return_val_if_reached (NULL);
    }
}

/* Returns: the hand in words, in the reader's language: "judge Marco",
 * "tavolo-cli (nightly-import)", "the app". */
char *
tav_hand_describe (const TavHand *hand)
{
  g_return_val_if_fail (hand != NULL, NULL);

  if (hand->name == NULL)
    return g_strdup (tav_hand_kind_get_label (hand->kind));

  switch (hand->kind)
    {
    case TAV_HAND_JUDGE:
      /* TRANSLATORS: the hand that made a change, "judge Marco" */
      return g_strdup_printf (_("judge %s"), hand->name);
    case TAV_HAND_CLI:
      /* TRANSLATORS: the hand that made a change: a script that ran
       * tavolo-cli with --as NAME */
      return g_strdup_printf (_("tavolo-cli (%s)"), hand->name);
    default:
      /* TRANSLATORS: the hand that made a change, then the name it gave */
      return g_strdup_printf (_("%s (%s)"), tav_hand_kind_get_label (hand->kind), hand->name);
    }
}
