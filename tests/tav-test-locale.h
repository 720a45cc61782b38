/* tav-test-locale.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

void tav_test_require_locale (const char *name);

G_END_DECLS
