/* tav-venue-watch.h — a file read again once its writer is done
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct _TavVenueWatch TavVenueWatch;

/* Called once a burst of changes of the file is over. */
typedef void (*TavVenueWatchFunc) (gpointer data);

TavVenueWatch *tav_venue_watch_new  (const char         *path,
                                     TavVenueWatchFunc   changed,
                                     gpointer            data,
                                     GError            **error);
void           tav_venue_watch_free (TavVenueWatch      *watch);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TavVenueWatch, tav_venue_watch_free)

G_END_DECLS
