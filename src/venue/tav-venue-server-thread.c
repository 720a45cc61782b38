/* tav-venue-server-thread.c
 *
 * The worker thread: starting and stopping it, the sockets it listens on
 * (the port wanted or the next free ones), its main loop, and the
 * addresses the phones can open.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-venue-server"

#include "config.h"

#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <sys/resource.h>

#include <gio/gunixsocketaddress.h>
#include <glib/gi18n.h>

#include "tav-i18n.h"
#include "tav-venue-server-private.h"

#define KEEPALIVE_SECONDS  20

static char *
host_of (GSocketAddress *address)
{
  if (G_IS_INET_SOCKET_ADDRESS (address))
    return g_inet_address_to_string (g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (address)));
  return g_strdup ("");
}

static gboolean
add_listener (TavVenueServer  *self,
              GInetAddress    *address,
              guint            port,
              guint           *bound,
              GError         **error)
{
  g_autoptr(GSocketAddress) wanted = g_inet_socket_address_new (address, port);
  g_autoptr(GSocketAddress) effective = NULL;

  if (!g_socket_listener_add_address (G_SOCKET_LISTENER (self->service), wanted,
                                      G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_TCP,
                                      NULL, &effective, error))
    return FALSE;
  *bound = g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (effective));
  return TRUE;
}

/* All addresses (IPv4 and, where there is one, IPv6) or the one asked for.
 * A port in use is tried again on the next ones, so that a restarted app
 * usually keeps the address printed on paper; then any free port. */
static gboolean
listen_on (TavVenueServer  *self,
           GError         **error)
{
  g_autoptr(GInetAddress) address = NULL;
  g_autoptr(GError) local_error = NULL;
  guint candidates[11];
  guint n_candidates = 0;

  if (self->address != NULL)
    address = g_inet_address_new_from_string (self->address);
  else
    address = g_inet_address_new_any (G_SOCKET_FAMILY_IPV4);

  if (self->port == 0)
    candidates[n_candidates++] = 0;
  else
    {
      for (guint i = 0; i < 10 && self->port + i <= 65535; i++)
        candidates[n_candidates++] = self->port + i;
      candidates[n_candidates++] = 0;
    }

  for (guint i = 0; i < n_candidates; i++)
    {
      guint bound = 0;

      g_clear_error (&local_error);
      if (!add_listener (self, address, candidates[i], &bound, &local_error))
        {
          if (!g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_ADDRESS_IN_USE))
            break;
          continue;
        }
      self->port = bound;
      if (self->address == NULL)
        {
          g_autoptr(GInetAddress) any6 = g_inet_address_new_any (G_SOCKET_FAMILY_IPV6);
          guint bound6;

          /* Best effort: a machine without IPv6 serves IPv4 only. */
          add_listener (self, any6, bound, &bound6, NULL);
        }
      return TRUE;
    }

  g_set_error (error, TAV_VENUE_SERVER_ERROR, TAV_VENUE_SERVER_ERROR_LISTEN,
               _("Cannot listen on %s port %u: %s"),
               self->address ? self->address : _("all addresses"), self->port,
               local_error ? local_error->message : "");
  return FALSE;
}

/* libsoup keeps a connection open for the next request only when the
 * server has a listener of its own (request_finished () in soup-server.c).
 * Ours is the socket service, which applies the limits before libsoup sees
 * a connection: without a listener, every page load needs a new
 * connection. An abstract Unix socket under a random name, never told to
 * anyone, is that listener; only where libsoup frees a kept connection
 * that the phone closes (see tav-venue-connections.c). */
static gboolean
add_keepalive_listener (TavVenueServer  *self,
                        GError         **error)
{
  g_autoptr(GSocket) socket = NULL;
  g_autoptr(GSocketAddress) address = NULL;
  g_autofree char *uuid = g_uuid_string_random ();
  g_autofree char *name = g_strconcat ("tavolo-venue-", uuid, NULL);

  socket = g_socket_new (G_SOCKET_FAMILY_UNIX, G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_DEFAULT, error);
  if (socket == NULL)
    return FALSE;
  address = g_unix_socket_address_new_with_type (name, -1, G_UNIX_SOCKET_ADDRESS_ABSTRACT);
  g_socket_set_listen_backlog (socket, 1);
  return g_socket_bind (socket, address, FALSE, error) &&
         g_socket_listen (socket, error) &&
         soup_server_listen_socket (self->soup, socket, 0, error);
}

/* The connections the process may open bound the limit: past them, a
 * refused connection is better than a failing accept (). */
static void
fit_connections_to_files (TavVenueServer *self)
{
  struct rlimit limit;

  if (getrlimit (RLIMIT_NOFILE, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY)
    return;
  if (limit.rlim_cur < 128)
    self->max_connections = MIN (self->max_connections, 16);
  else
    self->max_connections = MIN (self->max_connections, (guint) MIN (limit.rlim_cur - 64, G_MAXUINT));
}

static gboolean
incoming_cb (GSocketService    *service,
             GSocketConnection *connection,
             GObject           *source,
             TavVenueServer    *self)
{
  tav_venue_connections_admit (self->connections, connection);
  return TRUE;
}

static gboolean
quit_cb (gpointer data)
{
  TavVenueServer *self = data;

  g_main_loop_quit (self->loop);
  return G_SOURCE_REMOVE;
}

static gpointer
worker (gpointer data)
{
  TavVenueServer *self = data;
  g_autoptr(GError) error = NULL;
  const char * const *languages = tav_venue_catalog_languages ();
  g_autoptr(GSource) keepalive = NULL;
  gboolean ok;

  g_main_context_push_thread_default (self->context);

  for (guint i = 0; languages[i]; i++)
    self->catalogs[i] = tav_venue_catalog_new (languages[i], tav_i18n_get_locale_dir ());
  self->streams = g_ptr_array_new ();
  self->clients = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->pages = tav_venue_server_page_cache_new ();
  self->soup = soup_server_new ("server-header", NULL, NULL);
  tav_venue_server_add_handlers (self);
  self->connections = tav_venue_connections_new (self->soup, self->max_connections, self->max_per_client,
                                                 &self->deadlines, &self->n_connections);
  self->service = g_socket_service_new ();
  /* GLib's default queue of 10 unanswered connections overflows when a
   * room of phones reloads at once; the kernel then makes them retry after
   * 1, 3, 7 s. The connection limits above still bound what is served. */
  g_socket_listener_set_backlog (G_SOCKET_LISTENER (self->service), 1024);
  g_signal_connect (self->service, "incoming", G_CALLBACK (incoming_cb), self);

  ok = listen_on (self, &error) &&
       (!tav_venue_connections_keep_alive () || add_keepalive_listener (self, &error));
  if (ok)
    g_socket_service_start (self->service);

  g_mutex_lock (&self->lock);
  self->started = TRUE;
  self->start_error = ok ? NULL : g_steal_pointer (&error);
  g_cond_broadcast (&self->cond);
  g_mutex_unlock (&self->lock);

  if (ok)
    {
      keepalive = g_timeout_source_new_seconds (KEEPALIVE_SECONDS);
      g_source_set_callback (keepalive, tav_venue_server_keepalive_cb, self, NULL);
      g_source_attach (keepalive, self->context);
      g_main_loop_run (self->loop);
      g_source_destroy (keepalive);
    }

  /* Ending: no stream may outlive the server. */
  g_socket_service_stop (self->service);
  g_socket_listener_close (G_SOCKET_LISTENER (self->service));
  soup_server_disconnect (self->soup);
  while (g_main_context_iteration (self->context, FALSE))
    ;
  g_clear_pointer (&self->connections, tav_venue_connections_free);
  g_clear_object (&self->service);
  g_clear_object (&self->soup);
  while (g_main_context_iteration (self->context, FALSE))
    ;
  g_clear_pointer (&self->streams, g_ptr_array_unref);
  g_clear_pointer (&self->clients, g_hash_table_unref);
  g_clear_pointer (&self->pages, g_hash_table_unref);
  g_clear_object (&self->pages_of);
  for (guint i = 0; i < G_N_ELEMENTS (self->catalogs); i++)
    g_clear_object (&self->catalogs[i]);

  g_main_context_pop_thread_default (self->context);
  return NULL;
}

/* @address: NULL for every address of the machine; "127.0.0.1" for tests.
 * @port: the port wanted (then the next ones if it is taken), 0: any. */
gboolean
tav_venue_server_start (TavVenueServer  *self,
                        const char      *address,
                        guint            port,
                        GError         **error)
{
  g_autoptr(GInetAddress) parsed = NULL;

  g_return_val_if_fail (TAV_IS_VENUE_SERVER (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->thread != NULL)
    {
      g_set_error (error, TAV_VENUE_SERVER_ERROR, TAV_VENUE_SERVER_ERROR_STATE,
                   _("The venue network is already on"));
      return FALSE;
    }
  if (port > 65535)
    {
      g_set_error (error, TAV_VENUE_SERVER_ERROR, TAV_VENUE_SERVER_ERROR_ADDRESS,
                   _("Port %u is not a port: use 1 to 65535, or 0 for any free port"), port);
      return FALSE;
    }
  if (address != NULL && !(parsed = g_inet_address_new_from_string (address)))
    {
      g_set_error (error, TAV_VENUE_SERVER_ERROR, TAV_VENUE_SERVER_ERROR_ADDRESS,
                   _("“%s” is not an IP address such as 192.168.1.10"), address);
      return FALSE;
    }

  g_free (self->address);
  self->address = g_strdup (address);
  self->port = port;
  fit_connections_to_files (self);
  if (self->snapshot == NULL)
    tav_venue_server_rebuild (self);

  self->context = g_main_context_new ();
  self->loop = g_main_loop_new (self->context, FALSE);
  self->started = FALSE;
  self->thread = g_thread_new ("tav-venue", worker, self);

  g_mutex_lock (&self->lock);
  while (!self->started)
    g_cond_wait (&self->cond, &self->lock);
  g_mutex_unlock (&self->lock);

  if (self->start_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&self->start_error));
      tav_venue_server_stop (self);
      return FALSE;
    }

  return TRUE;
}

void
tav_venue_server_stop (TavVenueServer *self)
{
  g_return_if_fail (TAV_IS_VENUE_SERVER (self));

  if (self->thread == NULL)
    return;

  g_main_context_invoke (self->context, quit_cb, self);
  g_thread_join (g_steal_pointer (&self->thread));
  g_clear_pointer (&self->loop, g_main_loop_unref);
  g_clear_pointer (&self->context, g_main_context_unref);
  g_atomic_int_set (&self->n_live, 0);
}

guint
tav_venue_server_get_port (TavVenueServer *self)
{
  g_return_val_if_fail (TAV_IS_VENUE_SERVER (self), 0);
  /* Mounted in a hall: the venue's port. */
  if (self->host != NULL)
    return tav_venue_server_get_port (self->host);
  return self->thread ? self->port : 0;
}

/* The addresses phones can open: the one listened on, or every IPv4
 * address of the machine's interfaces that are up, loopback last. */
char **
tav_venue_server_get_urls (TavVenueServer *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  struct ifaddrs *addresses = NULL;

  g_return_val_if_fail (TAV_IS_VENUE_SERVER (self), NULL);

  /* Mounted in a hall: the venue's address, the one on its QR code. */
  if (self->host != NULL)
    return tav_venue_server_get_urls (self->host);
  if (self->thread == NULL)
    return g_strv_builder_end (builder);

  if (self->address != NULL)
    {
      g_autoptr(GInetAddress) address = g_inet_address_new_from_string (self->address);
      gboolean v6 = g_inet_address_get_family (address) == G_SOCKET_FAMILY_IPV6;

      g_autofree char *url = g_strdup_printf (v6 ? "http://[%s]:%u/" : "http://%s:%u/",
                                              self->address, self->port);

      g_strv_builder_add (builder, url);
      return g_strv_builder_end (builder);
    }

  if (getifaddrs (&addresses) == 0)
    {
      for (struct ifaddrs *a = addresses; a != NULL; a = a->ifa_next)
        {
          g_autoptr(GSocketAddress) socket_address = NULL;
          g_autofree char *host = NULL;
          g_autofree char *url = NULL;

          if (a->ifa_addr == NULL || a->ifa_addr->sa_family != AF_INET ||
              !(a->ifa_flags & IFF_UP) || (a->ifa_flags & IFF_LOOPBACK))
            continue;
          socket_address = g_socket_address_new_from_native (a->ifa_addr, sizeof (struct sockaddr_in));
          host = host_of (socket_address);
          url = g_strdup_printf ("http://%s:%u/", host, self->port);
          g_strv_builder_add (builder, url);
        }
      freeifaddrs (addresses);
    }
  {
    g_autofree char *loopback = g_strdup_printf ("http://127.0.0.1:%u/", self->port);

    g_strv_builder_add (builder, loopback);
  }

  return g_strv_builder_end (builder);
}

guint
tav_venue_server_get_n_connections (TavVenueServer *self)
{
  g_return_val_if_fail (TAV_IS_VENUE_SERVER (self), 0);
  return (guint) g_atomic_int_get (&self->n_connections);
}

guint
tav_venue_server_get_n_live (TavVenueServer *self)
{
  g_return_val_if_fail (TAV_IS_VENUE_SERVER (self), 0);
  return (guint) g_atomic_int_get (&self->n_live);
}
