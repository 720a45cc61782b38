/* tav-ruleset-lookup.c — the built-in rulesets by id
 *
 * Apart from the ruleset base (tav-ruleset.c): the registry links every
 * ruleset, and every ruleset links the base, so the base must not link
 * the registry, or the two would call each other.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-ruleset"

#include "config.h"

#include "tav-ruleset.h"
#include "tav-ruleset-registry.h"

static GPtrArray *registry;

static void
ensure_registry (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      /* Adding a ruleset: its file and one line in rulesets/meson.build,
       * from which meson writes tav_ruleset_registry. */
      GPtrArray *list = g_ptr_array_new_with_free_func (g_object_unref);

      for (guint i = 0; i < tav_ruleset_registry_len; i++)
        g_ptr_array_add (list, g_object_new (tav_ruleset_registry[i] (), NULL));
      registry = list;
      g_once_init_leave (&initialized, 1);
    }
}

TavRuleset *
tav_ruleset_lookup (const char *id)
{
  ensure_registry ();
  for (guint i = 0; i < registry->len; i++)
    if (g_strcmp0 (tav_ruleset_get_id (registry->pdata[i]), id) == 0)
      return registry->pdata[i];
  return NULL;
}

/* Transfer container. */
GPtrArray *
tav_ruleset_list (void)
{
  GPtrArray *list = g_ptr_array_new ();

  ensure_registry ();
  for (guint i = 0; i < registry->len; i++)
    g_ptr_array_add (list, registry->pdata[i]);
  return list;
}

/* What a new season plays unless told: the first registered ruleset that
 * has a season. */
TavRuleset *
tav_ruleset_get_default_season (void)
{
  g_autoptr(GPtrArray) all = tav_ruleset_list ();

  for (guint i = 0; i < all->len; i++)
    if (tav_ruleset_has_season (all->pdata[i]))
      return all->pdata[i];
  g_return_val_if_reached (NULL);
}
