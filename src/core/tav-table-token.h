/* tav-table-token.h — secrets of the venue inbox: the event key, table
 * tokens, short codes and judges' codes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TAV_TOKEN_KEY_BYTES  32
#define TAV_TOKEN_KEY_HEX    (2 * TAV_TOKEN_KEY_BYTES)
#define TAV_TOKEN_LINK_CHARS 26   /* 128 bits in base 32 */
#define TAV_TOKEN_CODE_CHARS 8    /* 40 bits, typed by hand */
#define TAV_TOKEN_JUDGE_CHARS 10  /* 50 bits */
#define TAV_TOKEN_FORM_NONCE_CHARS 16  /* 80 bits, random */
#define TAV_TOKEN_FORM_MAC_CHARS   16  /* 80 bits of its MAC */

char     *tav_token_new_key        (void);
gboolean  tav_token_key_is_valid   (const char *key);
char     *tav_token_new_random     (guint       n_chars);
char     *tav_token_for_table      (const char *key,
                                    const char *stage_id,
                                    guint       round,
                                    guint       table);
char     *tav_token_code_for_table (const char *key,
                                    const char *stage_id,
                                    guint       round,
                                    guint       table);
char     *tav_token_format_code    (const char *code);
char     *tav_token_normalize      (const char *text,
                                    guint       max_chars);
gboolean  tav_token_check_table    (const char *key,
                                    const char *stage_id,
                                    guint       round,
                                    guint       table,
                                    const char *token);
gboolean  tav_token_seats_have_codes (guint      n_seats);
char     *tav_token_for_seat       (const char *key,
                                    const char *stage_id,
                                    guint       round,
                                    guint       table,
                                    guint       seat);
char     *tav_token_code_for_seat  (const char *key,
                                    const char *stage_id,
                                    guint       round,
                                    guint       table,
                                    guint       seat);
gboolean  tav_token_check_seat     (const char *key,
                                    const char *stage_id,
                                    guint       round,
                                    guint       table,
                                    guint       seat,
                                    const char *token);
char     *tav_token_new_form_id    (const char *key,
                                    const char *stage_id,
                                    guint       round,
                                    guint       table);
gboolean  tav_token_check_form_id  (const char *key,
                                    const char *stage_id,
                                    guint       round,
                                    guint       table,
                                    const char *id);
char     *tav_token_code_for_player (const char *key,
                                     const char *player_id,
                                     guint       renewals);
char     *tav_token_hash_judge     (const char *key,
                                    const char *code);
gboolean  tav_token_equal          (const char *a,
                                    const char *b);

G_END_DECLS
