/* fuzz-loaders.c — libFuzzer target for the event and season loaders
 *
 * Each input is given to both loaders. Whatever they accept must save,
 * load again and save again to the same bytes (valid UTF-8); whatever they
 * refuse must be refused with one line of valid UTF-8. Any difference
 * aborts, and libFuzzer keeps the input. docs/cli.md says how to run it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "fuzz-loaders"

#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "tav-document.h"
#include "tav-season-document.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

static void
check_message (const GError *error)
{
  if (error == NULL || !g_utf8_validate (error->message, -1, NULL) ||
      strchr (error->message, '\n') != NULL)
    {
      g_printerr ("refused without a one-line UTF-8 message: %s\n",
                  error ? error->message : "(no error)");
      abort ();
    }
}

static void
check_saved (const char *kind,
             const char *first,
             gsize       first_length,
             const char *second,
             gsize       second_length)
{
  if (!g_utf8_validate_len (first, first_length, NULL))
    {
      g_printerr ("%s: the saved text is not UTF-8\n", kind);
      abort ();
    }
  if (first_length != second_length || memcmp (first, second, first_length) != 0)
    {
      g_printerr ("%s: save, load and save again gave other bytes:\n%s\n---\n%s\n",
                  kind, first, second);
      abort ();
    }
}

static void
fuzz_event (const char *text,
            gsize       length)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TavEvent) event = tav_document_load_data (text, length, &error);
  g_autoptr(TavEvent) again = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  gsize first_length = 0, second_length = 0;

  if (event == NULL)
    {
      check_message (error);
      return;
    }
  first = tav_document_to_data (event, &first_length);
  again = tav_document_load_data (first, first_length, &error);
  if (again == NULL)
    {
      g_printerr ("event: a saved event does not load: %s\n", error->message);
      abort ();
    }
  second = tav_document_to_data (again, &second_length);
  check_saved ("event", first, first_length, second, second_length);
}

static void
fuzz_season (const char *text,
             gsize       length)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TavSeason) season = tav_season_load_data (text, length, &error);
  g_autoptr(TavSeason) again = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  gsize first_length = 0, second_length = 0;

  if (season == NULL)
    {
      check_message (error);
      return;
    }
  first = tav_season_to_data (season, &first_length);
  again = tav_season_load_data (first, first_length, &error);
  if (again == NULL)
    {
      g_printerr ("season: a saved season does not load: %s\n", error->message);
      abort ();
    }
  second = tav_season_to_data (again, &second_length);
  check_saved ("season", first, first_length, second, second_length);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  /* The loaders take a length; the copy catches reads past it. */
  g_autofree char *text = g_memdup2 (data, size);

  if (size > 256 * 1024)
    return 0;
  fuzz_event (text, size);
  fuzz_season (text, size);
  return 0;
}
