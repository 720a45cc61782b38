/* tav-ruleset-registry.h — the built-in rulesets, in the order of the list
 * in rulesets/meson.build, which meson writes into tav-ruleset-registry.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef GType (*TavRulesetGetType) (void);

extern const TavRulesetGetType tav_ruleset_registry[];
extern const guint             tav_ruleset_registry_len;

G_END_DECLS
