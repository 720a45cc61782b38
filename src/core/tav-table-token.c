/* tav-table-token.c
 *
 * A table's token is an HMAC-SHA256, under a random key kept in the event
 * file, of the stage, the round and the table: whoever holds it may submit
 * a result for that table of that round and nothing else. The link carries
 * 128 bits of it; the short code printed beside the QR code carries 40 bits,
 * enough with the server's rate limits and far easier to type. Both are
 * written in Crockford's base 32, which a reader cannot misread (no I, L, O,
 * U; typed I and L read as 1, O as 0). Every comparison takes the same time
 * whatever the first differing character, so timing tells a guesser nothing.
 *
 * Each seat of a two-player table has a token and a code of its own, the
 * same HMAC with "tavolo-seat" and the seat: agreement there takes both
 * players' own codes. A form's id is signed the same way, so a made-up
 * one is refused.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "tav-token"

#include "config.h"

#include <errno.h>
#include <string.h>
#include <sys/random.h>

#include "tav-table-token.h"

static const char alphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

static void
random_bytes (guint8 *buf,
              gsize   n)
{
  gsize done = 0;

  while (done < n)
    {
      ssize_t r = getrandom (buf + done, n - done, 0);

      if (r < 0 && errno == EINTR)
        continue;
      /* No kernel randomness means no secret worth the name. */
      if (r < 0)
        g_error ("getrandom: %s", g_strerror (errno));
      done += (gsize) r;
    }
}

/* @n_chars characters from the first bits of @data, 5 bits each. */
static char *
base32 (const guint8 *data,
        gsize         len,
        guint         n_chars)
{
  char *out = g_malloc (n_chars + 1);

  g_assert (n_chars * 5 <= len * 8 + 4);
  for (guint i = 0; i < n_chars; i++)
    {
      guint bit = i * 5;
      guint v = 0;

      for (guint b = 0; b < 5; b++, bit++)
        {
          guint byte = bit / 8;
          guint set = byte < len ? (data[byte] >> (7 - bit % 8)) & 1 : 0;

          v = (v << 1) | set;
        }
      out[i] = alphabet[v];
    }
  out[n_chars] = '\0';
  return out;
}

char *
tav_token_new_key (void)
{
  guint8 key[TAV_TOKEN_KEY_BYTES];
  GString *hex = g_string_sized_new (TAV_TOKEN_KEY_HEX);

  random_bytes (key, sizeof key);
  for (guint i = 0; i < sizeof key; i++)
    g_string_append_printf (hex, "%02x", key[i]);
  memset (key, 0, sizeof key);
  return g_string_free (hex, FALSE);
}

gboolean
tav_token_key_is_valid (const char *key)
{
  if (key == NULL || strlen (key) != TAV_TOKEN_KEY_HEX)
    return FALSE;
  for (const char *p = key; *p; p++)
    if (!g_ascii_isxdigit (*p) || g_ascii_isupper (*p))
      return FALSE;
  return TRUE;
}

char *
tav_token_new_random (guint n_chars)
{
  g_autofree guint8 *buf = g_malloc ((n_chars * 5 + 7) / 8);

  random_bytes (buf, (n_chars * 5 + 7) / 8);
  return base32 (buf, (n_chars * 5 + 7) / 8, n_chars);
}

/* The MAC of @kind ("tavolo-table", "tavolo-seat"…) and the parts that
 * follow it; NULs separate them, which cannot contain one. */
static void
part_mac (const char  *key,
          const char  *kind,
          const char  *stage_id,
          guint        round,
          guint        table,
          const char  *extra,
          guint8       mac[32])
{
  g_autoptr(GHmac) hmac = g_hmac_new (G_CHECKSUM_SHA256, (const guchar *) key, strlen (key));
  g_autoptr(GString) message = g_string_new (kind);
  gsize len = 32;

  g_string_append_c (message, '\0');
  g_string_append (message, stage_id);
  g_string_append_c (message, '\0');
  g_string_append_printf (message, "%u", round);
  g_string_append_c (message, '\0');
  g_string_append_printf (message, "%u", table);
  if (extra)
    {
      g_string_append_c (message, '\0');
      g_string_append (message, extra);
    }
  g_hmac_update (hmac, (const guchar *) message->str, message->len);
  g_hmac_get_digest (hmac, mac, &len);
}

static void
table_mac (const char *key,
           const char *stage_id,
           guint       round,
           guint       table,
           guint8      mac[32])
{
  part_mac (key, "tavolo-table", stage_id, round, table, NULL, mac);
}

/* A seat's: the same, with "tavolo-seat" and the seat (1-based) last. */
static void
seat_mac (const char *key,
          const char *stage_id,
          guint       round,
          guint       table,
          guint       seat,
          guint8      mac[32])
{
  g_autofree char *number = g_strdup_printf ("%u", seat);

  part_mac (key, "tavolo-seat", stage_id, round, table, number, mac);
}

char *
tav_token_for_table (const char *key,
                     const char *stage_id,
                     guint       round,
                     guint       table)
{
  guint8 mac[32];

  g_return_val_if_fail (tav_token_key_is_valid (key), NULL);
  g_return_val_if_fail (stage_id != NULL, NULL);

  table_mac (key, stage_id, round, table, mac);
  return base32 (mac, 17, TAV_TOKEN_LINK_CHARS);
}

/* The code is taken from the other end of the MAC, so that knowing a
 * code tells nothing of the link's token. */
char *
tav_token_code_for_table (const char *key,
                          const char *stage_id,
                          guint       round,
                          guint       table)
{
  guint8 mac[32];

  g_return_val_if_fail (tav_token_key_is_valid (key), NULL);
  g_return_val_if_fail (stage_id != NULL, NULL);

  table_mac (key, stage_id, round, table, mac);
  return base32 (mac + 27, 5, TAV_TOKEN_CODE_CHARS);
}

/* "K7QM3XPA" → "K7QM-3XPA", as printed. */
char *
tav_token_format_code (const char *code)
{
  gsize half = strlen (code) / 2;

  return g_strdup_printf ("%.*s-%s", (int) half, code, code + half);
}

/* What a person typed, in canonical form: upper case, no dashes or
 * spaces, I and L read as 1, O as 0. NULL when it holds anything else or
 * more than @max_chars characters. */
char *
tav_token_normalize (const char *text,
                     guint       max_chars)
{
  GString *out;

  if (text == NULL)
    return NULL;
  out = g_string_new (NULL);
  for (const char *p = text; *p; p++)
    {
      char c = g_ascii_toupper (*p);

      if (c == '-' || c == ' ')
        continue;
      if (c == 'I' || c == 'L')
        c = '1';
      else if (c == 'O')
        c = '0';
      if (strchr (alphabet, c) == NULL || c == '\0' || out->len >= max_chars)
        {
          g_string_free (out, TRUE);
          return NULL;
        }
      g_string_append_c (out, c);
    }
  return g_string_free (out, FALSE);
}

/* Constant time for strings of the same length; the length itself is no
 * secret (it is fixed and documented). */
gboolean
tav_token_equal (const char *a,
                 const char *b)
{
  gsize la, lb;
  guint diff = 0;

  if (a == NULL || b == NULL)
    return FALSE;
  la = strlen (a);
  lb = strlen (b);
  if (la != lb)
    return FALSE;
  for (gsize i = 0; i < la; i++)
    diff |= (guint) (guchar) a[i] ^ (guint) (guchar) b[i];
  return diff == 0;
}

/* @token, canonical, against the link's token and the short code of @mac. */
static gboolean
check_mac (const guint8 mac[32],
           const char  *token)
{
  g_autofree char *given = tav_token_normalize (token, TAV_TOKEN_LINK_CHARS);
  g_autofree char *expected = NULL;

  if (given == NULL)
    return FALSE;
  if (strlen (given) == TAV_TOKEN_LINK_CHARS)
    expected = base32 (mac, 17, TAV_TOKEN_LINK_CHARS);
  else if (strlen (given) == TAV_TOKEN_CODE_CHARS)
    expected = base32 (mac + 27, 5, TAV_TOKEN_CODE_CHARS);
  else
    return FALSE;
  return tav_token_equal (given, expected);
}

/* @token is either the link's token or the short code, in any spelling
 * tav_token_normalize () accepts. */
gboolean
tav_token_check_table (const char *key,
                       const char *stage_id,
                       guint       round,
                       guint       table,
                       const char *token)
{
  guint8 mac[32];

  if (!tav_token_key_is_valid (key) || stage_id == NULL)
    return FALSE;
  table_mac (key, stage_id, round, table, mac);
  return check_mac (mac, token);
}

/* Whether each seat of a table of @n_seats has a code of its own: at a
 * two-player table only, where agreement takes both players. The inbox
 * and the printed slips ask the same question. */
gboolean
tav_token_seats_have_codes (guint n_seats)
{
  return n_seats == 2;
}

/* A seat of a two-player table has a token and a code of its own, made
 * like the table's: whoever holds it speaks for that seat only. */
static char *
seat_token (const char *key,
            const char *stage_id,
            guint       round,
            guint       table,
            guint       seat,
            gboolean    code)
{
  guint8 mac[32];

  g_return_val_if_fail (tav_token_key_is_valid (key), NULL);
  g_return_val_if_fail (stage_id != NULL && seat > 0, NULL);

  seat_mac (key, stage_id, round, table, seat, mac);
  return code ? base32 (mac + 27, 5, TAV_TOKEN_CODE_CHARS) : base32 (mac, 17, TAV_TOKEN_LINK_CHARS);
}

char *
tav_token_for_seat (const char *key,
                    const char *stage_id,
                    guint       round,
                    guint       table,
                    guint       seat)
{
  return seat_token (key, stage_id, round, table, seat, FALSE);
}

char *
tav_token_code_for_seat (const char *key,
                         const char *stage_id,
                         guint       round,
                         guint       table,
                         guint       seat)
{
  return seat_token (key, stage_id, round, table, seat, TRUE);
}

gboolean
tav_token_check_seat (const char *key,
                      const char *stage_id,
                      guint       round,
                      guint       table,
                      guint       seat,
                      const char *token)
{
  guint8 mac[32];

  if (!tav_token_key_is_valid (key) || stage_id == NULL || seat == 0)
    return FALSE;
  seat_mac (key, stage_id, round, table, seat, mac);
  return check_mac (mac, token);
}

/* A form's one-time id: a random nonce and the MAC of it for that table,
 * so that the server knows the form as one it issued without keeping a
 * list; tav_inbox_has_seen () then makes it one-time. */
char *
tav_token_new_form_id (const char *key,
                       const char *stage_id,
                       guint       round,
                       guint       table)
{
  g_autofree char *nonce = tav_token_new_random (TAV_TOKEN_FORM_NONCE_CHARS);
  g_autofree char *mac_text = NULL;
  guint8 mac[32];

  g_return_val_if_fail (tav_token_key_is_valid (key), NULL);
  g_return_val_if_fail (stage_id != NULL, NULL);

  part_mac (key, "tavolo-form", stage_id, round, table, nonce, mac);
  mac_text = base32 (mac, 10, TAV_TOKEN_FORM_MAC_CHARS);
  return g_strconcat (nonce, mac_text, NULL);
}

gboolean
tav_token_check_form_id (const char *key,
                         const char *stage_id,
                         guint       round,
                         guint       table,
                         const char *id)
{
  g_autofree char *nonce = NULL;
  g_autofree char *expected = NULL;
  guint8 mac[32];

  if (!tav_token_key_is_valid (key) || stage_id == NULL || id == NULL ||
      strlen (id) != TAV_TOKEN_FORM_NONCE_CHARS + TAV_TOKEN_FORM_MAC_CHARS)
    return FALSE;
  nonce = g_strndup (id, TAV_TOKEN_FORM_NONCE_CHARS);
  part_mac (key, "tavolo-form", stage_id, round, table, nonce, mac);
  expected = base32 (mac, 10, TAV_TOKEN_FORM_MAC_CHARS);
  return tav_token_equal (id + TAV_TOKEN_FORM_NONCE_CHARS, expected);
}

/* A player's personal code: the MAC of "tavolo-player", the player's id
 * and how many times the code was renewed, so that it need not be kept
 * (the organiser prints it again from the file) and a renewal makes
 * another. Its own first word keeps it apart from every table's and
 * seat's derivation. */
char *
tav_token_code_for_player (const char *key,
                           const char *player_id,
                           guint       renewals)
{
  g_autoptr(GHmac) hmac = NULL;
  g_autoptr(GString) message = g_string_new ("tavolo-player");
  guint8 mac[32];
  gsize len = sizeof mac;

  g_return_val_if_fail (tav_token_key_is_valid (key), NULL);
  g_return_val_if_fail (player_id != NULL, NULL);

  g_string_append_c (message, '\0');
  g_string_append (message, player_id);
  g_string_append_c (message, '\0');
  g_string_append_printf (message, "%u", renewals);
  hmac = g_hmac_new (G_CHECKSUM_SHA256, (const guchar *) key, strlen (key));
  g_hmac_update (hmac, (const guchar *) message->str, message->len);
  g_hmac_get_digest (hmac, mac, &len);
  return base32 (mac, 5, TAV_TOKEN_CODE_CHARS);
}

/* Judges' codes are kept only as this hash: a copy of the file does not
 * give them away to someone without the key, and the key is no password
 * anyone chose. */
char *
tav_token_hash_judge (const char *key,
                      const char *code)
{
  g_autofree char *canon = tav_token_normalize (code, TAV_TOKEN_JUDGE_CHARS);
  g_autofree char *message = NULL;

  g_return_val_if_fail (tav_token_key_is_valid (key), NULL);
  if (canon == NULL)
    return NULL;
  message = g_strconcat ("tavolo-judge:", canon, NULL);
  return g_compute_hmac_for_string (G_CHECKSUM_SHA256, (const guchar *) key, strlen (key),
                                    message, -1);
}
