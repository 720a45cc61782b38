/* tav-result-words.h — a table's result in a few words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tav-event.h"

G_BEGIN_DECLS

char *tav_result_describe        (TavEvent   *event,
                                  TavStage   *stage,
                                  TavTable   *table);
char *tav_result_describe_result (TavEvent   *event,
                                  TavStage   *stage,
                                  TavTable   *table,
                                  JsonObject *result);

G_END_DECLS
