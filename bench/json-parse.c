/* json-parse.c — json-glib's own parse of a file, the yardstick of loading
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-json-parse FILE
 *
 * Parses FILE with json_parser_load_from_file() and nothing else. Timed as
 * a whole process beside `tavolo-cli validate FILE` (docs/benchmarks.md),
 * it is the least any loader built on json-glib can take.
 */
#define G_LOG_DOMAIN "bench-json-parse"

#include <stdio.h>

#include <json-glib/json-glib.h>

int
main (int   argc,
      char *argv[])
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  if (argc != 2)
    {
      fprintf (stderr, "usage: bench-json-parse FILE\n");
      return 2;
    }
  if (!json_parser_load_from_file (parser, argv[1], &error))
    {
      fprintf (stderr, "bench-json-parse: %s\n", error->message);
      return 1;
    }
  return 0;
}
