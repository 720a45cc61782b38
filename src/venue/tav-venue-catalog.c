/* tav-venue-catalog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-venue-catalog"

#include "config.h"

#include <string.h>

#include "tav-venue-catalog.h"

/* The venue pages speak the language of each phone, not the one of the
 * process: gettext () follows the process locale, so the pages read the
 * project's compiled catalogs (the same tavolo.mo files) themselves. A
 * catalog is read once and never changes, so server threads may share it. */
struct _TavVenueCatalog
{
  GObject     parent_instance;

  char       *language;
  GHashTable *messages;   /* msgid (or "context\004msgid") → translation */
};

G_DEFINE_FINAL_TYPE (TavVenueCatalog, tav_venue_catalog, G_TYPE_OBJECT)

#define MO_MAGIC         0x950412deU
#define MO_MAGIC_SWAPPED 0xde120495U

static const char * const languages[] = { "en", "ru", "it", "bg", NULL };

static gboolean
read_u32 (const guint8 *data,
          gsize         size,
          gsize         offset,
          gboolean      swapped,
          guint32      *value)
{
  guint32 v;

  if (offset > size || size - offset < 4)
    return FALSE;
  memcpy (&v, data + offset, 4);
  *value = swapped ? GUINT32_SWAP_LE_BE (v) : v;
  return TRUE;
}

/* A string of a .mo table: its length, then its offset. */
static const char *
read_string (const guint8 *data,
             gsize         size,
             gsize         entry,
             gboolean      swapped)
{
  guint32 length, offset;

  if (!read_u32 (data, size, entry, swapped, &length) ||
      !read_u32 (data, size, entry + 4, swapped, &offset) ||
      offset > size || size - offset <= length || data[offset + length] != '\0')
    return NULL;
  return (const char *) data + offset;
}

static void
load_mo (TavVenueCatalog *self,
         GBytes          *bytes)
{
  gsize size;
  const guint8 *data = g_bytes_get_data (bytes, &size);
  guint32 magic, n_strings, originals, translations;
  gboolean swapped;

  if (!read_u32 (data, size, 0, FALSE, &magic) ||
      (magic != MO_MAGIC && magic != MO_MAGIC_SWAPPED))
    return;
  swapped = magic == MO_MAGIC_SWAPPED;
  if (!read_u32 (data, size, 8, swapped, &n_strings) ||
      !read_u32 (data, size, 12, swapped, &originals) ||
      !read_u32 (data, size, 16, swapped, &translations))
    return;

  for (guint32 i = 0; i < n_strings; i++)
    {
      const char *msgid = read_string (data, size, originals + (gsize) i * 8, swapped);
      const char *msgstr = read_string (data, size, translations + (gsize) i * 8, swapped);

      /* The empty msgid is the catalog's header; plural forms keep the
       * singular, which is all the pages use. */
      if (msgid == NULL || msgstr == NULL || msgid[0] == '\0' || msgstr[0] == '\0')
        continue;
      g_hash_table_insert (self->messages, g_strdup (msgid), g_strdup (msgstr));
    }
}

/* @language: one of tav_venue_catalog_languages (); "en" is the msgids. */
TavVenueCatalog *
tav_venue_catalog_new (const char *language,
                       const char *locale_dir)
{
  TavVenueCatalog *self;

  g_return_val_if_fail (language != NULL, NULL);
  g_return_val_if_fail (locale_dir != NULL, NULL);

  self = g_object_new (TAV_TYPE_VENUE_CATALOG, NULL);
  self->language = g_strdup (language);

  if (strcmp (language, "en") != 0)
    {
      g_autofree char *path = g_build_filename (locale_dir, language, "LC_MESSAGES",
                                                GETTEXT_PACKAGE ".mo", NULL);
      g_autoptr(GMappedFile) file = g_mapped_file_new (path, FALSE, NULL);

      /* Without its catalog a language reads in English, as gettext does. */
      if (file != NULL)
        {
          g_autoptr(GBytes) bytes = g_mapped_file_get_bytes (file);

          load_mo (self, bytes);
        }
      else
        g_debug ("No catalog for %s at %s", language, path);
    }

  return self;
}

const char *
tav_venue_catalog_get_language (TavVenueCatalog *self)
{
  g_return_val_if_fail (TAV_IS_VENUE_CATALOG (self), NULL);
  return self->language;
}

const char *
tav_venue_catalog_gettext (TavVenueCatalog *self,
                           const char      *msgid)
{
  const char *msgstr;

  g_return_val_if_fail (TAV_IS_VENUE_CATALOG (self), msgid);

  if (msgid == NULL || msgid[0] == '\0')
    return msgid;
  msgstr = g_hash_table_lookup (self->messages, msgid);
  return msgstr ? msgstr : msgid;
}

const char *
tav_venue_catalog_pgettext (TavVenueCatalog *self,
                            const char      *context,
                            const char      *msgid)
{
  g_autofree char *key = NULL;
  const char *msgstr;

  g_return_val_if_fail (TAV_IS_VENUE_CATALOG (self), msgid);
  g_return_val_if_fail (context != NULL, msgid);

  key = g_strconcat (context, "\004", msgid, NULL);
  msgstr = g_hash_table_lookup (self->messages, key);
  return msgstr ? msgstr : msgid;
}

const char * const *
tav_venue_catalog_languages (void)
{
  return languages;
}

static const char *
known_language (const char *tag,
                gsize       length)
{
  /* "ru", "ru-RU", "bg_BG": the primary subtag decides. */
  for (guint i = 0; languages[i]; i++)
    if (length >= 2 && g_ascii_strncasecmp (tag, languages[i], 2) == 0 &&
        (length == 2 || tag[2] == '-' || tag[2] == '_'))
      return languages[i];
  return NULL;
}

/* The language of the pages: the one the reader chose with the switch
 * (@asked), else the first of Accept-Language we have, by quality. */
const char *
tav_venue_catalog_pick (const char *accept_language,
                        const char *asked)
{
  g_auto(GStrv) items = NULL;
  const char *best = NULL;
  double best_q = 0.0;

  if (asked != NULL && known_language (asked, strlen (asked)) != NULL && strlen (asked) == 2)
    return known_language (asked, 2);
  if (accept_language == NULL)
    return "en";

  items = g_strsplit (accept_language, ",", 32);
  for (guint i = 0; items[i]; i++)
    {
      char *item = g_strstrip (items[i]);
      char *params = strchr (item, ';');
      double q = 1.0;
      const char *lang;

      if (params != NULL)
        {
          const char *qp = strstr (params, "q=");

          *params = '\0';
          if (qp != NULL)
            q = g_ascii_strtod (qp + 2, NULL);
        }
      lang = known_language (item, strlen (g_strstrip (item)));
      if (lang != NULL && q > best_q)
        {
          best = lang;
          best_q = q;
        }
    }

  return best ? best : "en";
}

/* Every message of the catalog, for tav-venue-results.c, which puts the
 * rules' messages, made in the computer's language, into the reader's. */
void
tav_venue_catalog_foreach (TavVenueCatalog *self,
                           GHFunc           func,
                           gpointer         data)
{
  g_return_if_fail (TAV_IS_VENUE_CATALOG (self));
  g_hash_table_foreach (self->messages, func, data);
}

static void
tav_venue_catalog_finalize (GObject *object)
{
  TavVenueCatalog *self = TAV_VENUE_CATALOG (object);

  g_free (self->language);
  g_hash_table_unref (self->messages);

  G_OBJECT_CLASS (tav_venue_catalog_parent_class)->finalize (object);
}

static void
tav_venue_catalog_class_init (TavVenueCatalogClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tav_venue_catalog_finalize;
}

static void
tav_venue_catalog_init (TavVenueCatalog *self)
{
  self->messages = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}
