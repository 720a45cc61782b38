/* tav-rule-error.c
 *
 * A refused result is shown at its seat and field, and told to a phone in
 * the phone's language, so the error carries both as data: the place
 * where the rule was checked, and the message as its untranslated format
 * with the values, one part per prefix added on the way up. Nobody reads
 * the text back.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-rule-error"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tav-event.h"
#include "tav-field.h"
#include "tav-inbox.h"
#include "tav-rule-error.h"
#include "tav-text.h"

/* One message format and its values, each formatted as its conversion
 * asked; a value in @translated is a msgid itself. */
typedef struct
{
  char      *msgid;
  GPtrArray *values;
  guint32    translated;
} Part;

/* Shared by the five domains: the GError's private data sits at the same
 * offset for the same size, so one accessor serves them all. */
typedef struct
{
  char       *stage;
  guint       round;
  guint       table;
  guint       seat;
  guint       other_seat;
  char       *field;
  gboolean    quotes_ranking;
  GPtrArray  *parts;        /* of Part: the message, then its prefixes */
} TavRuleErrorPrivate;

static void
part_free (gpointer data)
{
  Part *part = data;

  g_free (part->msgid);
  g_ptr_array_unref (part->values);
  g_free (part);
}

static Part *
part_copy (const Part *src)
{
  Part *part = g_new0 (Part, 1);

  part->msgid = g_strdup (src->msgid);
  part->values = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < src->values->len; i++)
    g_ptr_array_add (part->values, g_strdup (src->values->pdata[i]));
  part->translated = src->translated;
  return part;
}

static void
private_init (TavRuleErrorPrivate *priv)
{
  memset (priv, 0, sizeof *priv);
}

static void
private_copy (const TavRuleErrorPrivate *src,
              TavRuleErrorPrivate       *dest)
{
  g_free (dest->stage);
  g_free (dest->field);
  g_clear_pointer (&dest->parts, g_ptr_array_unref);
  *dest = *src;
  dest->stage = g_strdup (src->stage);
  dest->field = g_strdup (src->field);
  dest->parts = NULL;
  if (src->parts)
    {
      dest->parts = g_ptr_array_new_with_free_func (part_free);
      for (guint i = 0; i < src->parts->len; i++)
        g_ptr_array_add (dest->parts, part_copy (src->parts->pdata[i]));
    }
}

static void
private_clear (TavRuleErrorPrivate *priv)
{
  g_clear_pointer (&priv->stage, g_free);
  g_clear_pointer (&priv->field, g_free);
  g_clear_pointer (&priv->parts, g_ptr_array_unref);
}

#define RULE_ERROR_DOMAIN(ErrorType, error_type)                               \
  typedef TavRuleErrorPrivate ErrorType##Private;                              \
  static void error_type##_private_init (TavRuleErrorPrivate *p) { private_init (p); } \
  static void error_type##_private_copy (const TavRuleErrorPrivate *s,         \
                                         TavRuleErrorPrivate       *d) { private_copy (s, d); } \
  static void error_type##_private_clear (TavRuleErrorPrivate *p) { private_clear (p); } \
  G_DEFINE_EXTENDED_ERROR (ErrorType, error_type)

RULE_ERROR_DOMAIN (TavRulesetError, tav_ruleset_error)
RULE_ERROR_DOMAIN (TavFieldError, tav_field_error)
RULE_ERROR_DOMAIN (TavInboxError, tav_inbox_error)
RULE_ERROR_DOMAIN (TavEventError, tav_event_error)
RULE_ERROR_DOMAIN (TavTextError, tav_text_error)

static TavRuleErrorPrivate *
get_private (const GError *error)
{
  if (error == NULL)
    return NULL;
  if (error->domain == TAV_RULESET_ERROR)
    return tav_ruleset_error_get_private (error);
  if (error->domain == TAV_FIELD_ERROR)
    return tav_field_error_get_private (error);
  if (error->domain == TAV_INBOX_ERROR)
    return tav_inbox_error_get_private (error);
  if (error->domain == TAV_EVENT_ERROR)
    return tav_event_error_get_private (error);
  if (error->domain == TAV_TEXT_ERROR)
    return tav_text_error_get_private (error);
  return NULL;
}

/* ---- Formats ------------------------------------------------------------ */

/* The conversion at @p ("%u", "%2$s", "%lld", "%.1f"…): its length, the
 * position it names (0 if none), and where its spec starts after "N$". */
static gsize
conversion_at (const char  *p,
               guint       *position,
               const char **spec)
{
  const char *q = p + 1;
  const char *digits = q;

  *position = 0;
  *spec = q;
  while (g_ascii_isdigit (*q))
    q++;
  if (*q == '$' && q > digits)
    {
      *position = (guint) g_ascii_strtoull (digits, NULL, 10);
      *spec = ++q;
    }
  while (*q && strchr ("0123456789.-+ #'", *q))
    q++;
  while (*q && strchr ("hlqjztL", *q))
    q++;
  if (*q && strchr ("diuxXosgGfeEcp", *q))
    return (gsize) (q - p) + 1;
  return 0;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"

/* One value of @args formatted as @conversion (without a position) asks. */
static char *
format_value (const char *conversion,
              va_list    *args)
{
  gsize len = strlen (conversion);
  char kind = conversion[len - 1];
  gboolean ll = strstr (conversion, "ll") || strchr (conversion, 'q') || strchr (conversion, 'j');
  gboolean l = !ll && (strchr (conversion, 'l') || strchr (conversion, 'z') || strchr (conversion, 't'));

  switch (kind)
    {
    case 'd': case 'i':
      if (ll)
        return g_strdup_printf (conversion, va_arg (*args, long long));
      if (l)
        return g_strdup_printf (conversion, va_arg (*args, long));
      return g_strdup_printf (conversion, va_arg (*args, int));
    case 'u': case 'x': case 'X': case 'o':
      if (ll)
        return g_strdup_printf (conversion, va_arg (*args, unsigned long long));
      if (l)
        return g_strdup_printf (conversion, va_arg (*args, unsigned long));
      return g_strdup_printf (conversion, va_arg (*args, unsigned int));
    case 'c':
      return g_strdup_printf (conversion, va_arg (*args, int));
    case 's':
      return g_strdup_printf (conversion, va_arg (*args, const char *));
    case 'p':
      return g_strdup_printf (conversion, va_arg (*args, void *));
    default:
      return g_strdup_printf (conversion, va_arg (*args, double));
    }
}

#pragma GCC diagnostic pop

static Part *
part_new (const char *msgid,
          va_list     args)
{
  Part *part = g_new0 (Part, 1);
  va_list copy;

  part->msgid = g_strdup (msgid);
  part->values = g_ptr_array_new_with_free_func (g_free);
  va_copy (copy, args);
  for (const char *p = msgid; *p; p++)
    {
      guint position;
      const char *spec;
      gsize n;

      if (*p != '%')
        continue;
      if (p[1] == '%')
        {
          p++;
          continue;
        }
      n = conversion_at (p, &position, &spec);
      if (n == 0)
        continue;
      {
        g_autofree char *conversion = g_strdup_printf ("%%%.*s", (int) (p + n - spec), spec);

        g_ptr_array_add (part->values, format_value (conversion, &copy));
      }
      p += n - 1;
    }
  va_end (copy);
  return part;
}

static const char *
process_gettext (gpointer    data,
                 const char *msgid)
{
  return g_dgettext (GETTEXT_PACKAGE, msgid);
}

/* @part in a catalog: its translation with the values, in the order of the
 * original's conversions unless a conversion names its position. */
static void
render_part (GString             *out,
             const Part          *part,
             TavRuleErrorGettext  gettext_func,
             gpointer             data)
{
  const char *translation = gettext_func (data, part->msgid);
  guint next = 0;

  for (const char *p = translation; *p; )
    {
      guint position;
      const char *spec;
      gsize n = *p == '%' ? conversion_at (p, &position, &spec) : 0;

      if (n)
        {
          guint index = position ? position - 1 : next++;
          const char *value = index < part->values->len ? part->values->pdata[index] : "";

          if (index < 32 && (part->translated & (1u << index)))
            value = gettext_func (data, value);
          g_string_append (out, value);
          p += n;
        }
      else if (p[0] == '%' && p[1] == '%')
        {
          g_string_append_c (out, '%');
          p += 2;
        }
      else
        g_string_append_c (out, *p++);
    }
}

static char *
render (const TavRuleErrorPrivate *priv,
        TavRuleErrorGettext        gettext_func,
        gpointer                   data,
        gboolean                   with_prefixes)
{
  GString *out = g_string_new (NULL);
  guint last = with_prefixes ? priv->parts->len : 1;

  for (guint i = last; i-- > 0; )
    render_part (out, priv->parts->pdata[i], gettext_func, data);
  return g_string_free (out, FALSE);
}

static void
update_message (GError              *error,
                TavRuleErrorPrivate *priv)
{
  g_free (error->message);
  error->message = render (priv, process_gettext, NULL, TRUE);
}

/* ---- Setting ------------------------------------------------------------ */

/**
 * tav_rule_error_set:
 * @domain: TAV_RULESET_ERROR, TAV_FIELD_ERROR, TAV_EVENT_ERROR or TAV_INBOX_ERROR
 * @msgid: the untranslated format, marked with N_()
 *
 * Sets @error to @msgid in the process's language with the values, and
 * records @msgid and the values for other catalogs.
 */
void
tav_rule_error_set (GError     **error,
                    GQuark       domain,
                    int          code,
                    const char  *msgid,
                    ...)
{
  TavRuleErrorPrivate *priv;
  GError *new_error;
  va_list args;

  g_return_if_fail (msgid != NULL);

  if (error == NULL)
    return;
  new_error = g_error_new_literal (domain, code, "");
  priv = get_private (new_error);
  g_return_if_fail (priv != NULL);
  priv->parts = g_ptr_array_new_with_free_func (part_free);
  va_start (args, msgid);
  g_ptr_array_add (priv->parts, part_new (msgid, args));
  va_end (args);
  update_message (new_error, priv);
  g_propagate_error (error, new_error);
}

/**
 * tav_rule_error_prefix:
 *
 * g_prefix_error () with @msgid recorded; an error without recorded words
 * is prefixed with the translation.
 */
void
tav_rule_error_prefix (GError     **error,
                       const char  *msgid,
                       ...)
{
  TavRuleErrorPrivate *priv;
  Part *part;
  va_list args;

  if (error == NULL || *error == NULL)
    return;
  va_start (args, msgid);
  part = part_new (msgid, args);
  va_end (args);
  priv = get_private (*error);
  if (priv && priv->parts)
    {
      g_ptr_array_add (priv->parts, part);
      update_message (*error, priv);
      return;
    }
  {
    GString *out = g_string_new (NULL);

    render_part (out, part, process_gettext, NULL);
    g_prefix_error_literal (error, out->str);
    g_string_free (out, TRUE);
    part_free (part);
  }
}

/* Value @index of the message is a msgid (a field's label): each catalog
 * translates it. */
void
tav_rule_error_translate_value (GError *error,
                                guint   index)
{
  TavRuleErrorPrivate *priv = get_private (error);

  g_return_if_fail (priv != NULL && priv->parts != NULL && index < 32);

  ((Part *) priv->parts->pdata[0])->translated |= 1u << index;
  update_message (error, priv);
}

/* Value @index of the message is @value now (a msgid when @translated). */
void
tav_rule_error_set_value (GError     *error,
                          guint       index,
                          const char *value,
                          gboolean    translated)
{
  TavRuleErrorPrivate *priv = get_private (error);
  Part *part;

  g_return_if_fail (value != NULL && index < 32);
  if (priv == NULL || priv->parts == NULL)
    return;
  part = priv->parts->pdata[0];
  g_return_if_fail (index < part->values->len);
  g_free (part->values->pdata[index]);
  part->values->pdata[index] = g_strdup (value);
  if (translated)
    part->translated |= 1u << index;
  else
    part->translated &= ~(1u << index);
  update_message (error, priv);
}

/**
 * tav_rule_error_locate:
 * @seat: the seat (1-based), or 0 for the table's own fields
 * @field: the result field's id, or NULL
 */
void
tav_rule_error_locate (GError     *error,
                       guint       seat,
                       const char *field)
{
  TavRuleErrorPrivate *priv = get_private (error);
  char *field_copy;

  g_return_if_fail (priv != NULL);

  priv->seat = seat;
  /* @field may be the one recorded. */
  field_copy = g_strdup (field);
  g_free (priv->field);
  priv->field = field_copy;
}

/* Two seats in conflict (two Sheriffs): the first of them. */
void
tav_rule_error_also_seat (GError *error,
                          guint   seat)
{
  TavRuleErrorPrivate *priv = get_private (error);

  g_return_if_fail (priv != NULL);
  priv->other_seat = seat;
}

/* The table checked; set by whoever knows it, kept once set. */
void
tav_rule_error_place_table (GError     *error,
                            const char *stage,
                            guint       round,
                            guint       table)
{
  TavRuleErrorPrivate *priv = get_private (error);

  if (priv == NULL)
    return;
  if (priv->stage == NULL)
    priv->stage = g_strdup (stage);
  if (priv->round == 0)
    priv->round = round;
  if (priv->table == 0)
    priv->table = table;
}

/* @src's place and words on @dest, an error of another of the domains. */
void
tav_rule_error_copy_data (GError       *dest,
                          const GError *src)
{
  TavRuleErrorPrivate *to = get_private (dest);
  TavRuleErrorPrivate *from = get_private (src);

  g_return_if_fail (to != NULL);
  if (from)
    private_copy (from, to);
}

/* ---- Reading ------------------------------------------------------------ */

/* Returns: whether @error carries a place; @place is filled (zeros and NULL
 * where not known) and valid as long as @error. */
gboolean
tav_rule_error_get_place (const GError *error,
                          TavRulePlace *place)
{
  TavRuleErrorPrivate *priv = get_private (error);

  memset (place, 0, sizeof *place);
  if (priv == NULL)
    return FALSE;
  place->stage = priv->stage;
  place->round = priv->round;
  place->table = priv->table;
  place->seat = priv->seat;
  place->other_seat = priv->other_seat;
  place->field = priv->field;
  return priv->seat || priv->field || priv->table;
}

/* The untranslated format of the message itself (without prefixes), or
 * NULL when none was recorded. */
const char *
tav_rule_error_get_msgid (const GError *error)
{
  TavRuleErrorPrivate *priv = get_private (error);

  return priv && priv->parts ? ((Part *) priv->parts->pdata[0])->msgid : NULL;
}

/**
 * tav_rule_error_render:
 * @gettext_func: (nullable): the catalog; NULL for the process's
 * @with_prefixes: with "round 2: " and the like, or only the message
 *
 * Returns: @error's message in that catalog; an error without recorded
 * words (an I/O error) as it is.
 */
char *
tav_rule_error_render (const GError        *error,
                       TavRuleErrorGettext  gettext_func,
                       gpointer             data,
                       gboolean             with_prefixes)
{
  TavRuleErrorPrivate *priv = get_private (error);

  g_return_val_if_fail (error != NULL, NULL);

  if (priv == NULL || priv->parts == NULL)
    return g_strdup (error->message);
  return render (priv, gettext_func ? gettext_func : process_gettext, data, with_prefixes);
}

/* ---- The earlier names -------------------------------------------------- */

void
tav_ruleset_error_locate (GError     *error,
                          guint       seat,
                          const char *field,
                          gboolean    quotes_ranking)
{
  TavRuleErrorPrivate *priv = get_private (error);

  g_return_if_fail (priv != NULL);

  tav_rule_error_locate (error, seat, field);
  priv->quotes_ranking = quotes_ranking;
}

/* Returns: whether @error names a field; @seat and @field may be NULL. */
gboolean
tav_ruleset_error_get_field (const GError  *error,
                             guint         *seat,
                             const char   **field)
{
  TavRuleErrorPrivate *priv = get_private (error);

  if (priv == NULL)
    return FALSE;
  if (seat)
    *seat = priv->seat;
  if (field)
    *field = priv->field;
  return priv->field != NULL;
}

gboolean
tav_ruleset_error_quotes_ranking (const GError *error)
{
  TavRuleErrorPrivate *priv = get_private (error);

  return priv && priv->quotes_ranking;
}
