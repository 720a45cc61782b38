#!/usr/bin/env python3
# check-core-cycles.py SOURCE_ROOT LIBTAVOLO_CORE_A NM
#
# The core's call graph has no circle across modules: a module is a
# source file, or the files that share a private header of their own
# (tav-bgl-private.h, included only by tav-bgl*.c, makes tav-bgl*.c one
# module). Read from the library itself (nm), so a call through any
# header counts. Prints TAP.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import collections
import os
import re
import subprocess
import sys

root, archive, nm = sys.argv[1:4]
core = os.path.join(root, 'src', 'core')

sources = {}
for folder, _, names in os.walk(core):
    for name in names:
        if name.endswith('.c'):
            sources[name[:-2]] = os.path.join(folder, name)

# Families: a private header included only by files named after it.
family_of = {}
includers = collections.defaultdict(set)
for stem, path in sources.items():
    with open(path, encoding='utf-8') as f:
        for header in re.findall(r'#include "([a-z0-9-]+-private)\.h"', f.read()):
            includers[header].add(stem)
for header, stems in includers.items():
    family = header[:-len('-private')]
    if all(s == family or s.startswith(family + '-') for s in stems):
        for s in stems:
            family_of[s] = family


def module_of(member):
    stem = re.sub(r'\.c\.o$', '', member)
    stem = re.sub(r'^rulesets_', '', stem)
    stem = re.sub(r'^meson-generated_\.\._', '', stem)
    return family_of.get(stem, stem)


out = subprocess.run([nm, '-A', archive], capture_output=True, text=True, check=True).stdout
defined = {}
undefined = collections.defaultdict(set)
for line in out.splitlines():
    match = re.match(r'^.*?\.a:(?:.*/)?([^/:]+\.o):(.*)$', line)
    if match is None:
        continue
    member = module_of(match.group(1))
    parts = match.group(2).split()
    if len(parts) == 3 and parts[1] in 'TDBRG':
        defined[parts[2]] = member
    elif len(parts) == 2 and parts[0] == 'U':
        undefined[member].add(parts[1])

graph = collections.defaultdict(set)
for module, symbols in undefined.items():
    for symbol in symbols:
        callee = defined.get(symbol)
        if callee is not None and callee != module:
            graph[module].add(callee)

# Tarjan's strongly connected components, iteratively.
index, low, on_stack, stack, circles = {}, {}, set(), [], []
counter = 0
for start in sorted(set(graph) | set(defined.values())):
    if start in index:
        continue
    work = [(start, iter(sorted(graph[start])))]
    index[start] = low[start] = counter
    counter += 1
    stack.append(start)
    on_stack.add(start)
    while work:
        node, children = work[-1]
        for child in children:
            if child not in index:
                index[child] = low[child] = counter
                counter += 1
                stack.append(child)
                on_stack.add(child)
                work.append((child, iter(sorted(graph[child]))))
                break
            if child in on_stack:
                low[node] = min(low[node], index[child])
        else:
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    circles.append(sorted(component))

print('TAP version 13')
print('1..2')
if len(defined) < 50:
    print('not ok 1 - the core library was read (only %d symbols)' % len(defined))
else:
    print('ok 1 - the core library was read: %d modules' % len(set(defined.values())))
if circles:
    print('not ok 2 - no circle across the core\'s modules')
    for component in circles:
        print('# circle: ' + ' ↔ '.join(component))
        for caller in component:
            for callee in sorted(graph[caller] & set(component)):
                calls = sorted(s for s in undefined[caller] if defined.get(s) == callee)
                print('#   %s → %s: %s' % (caller, callee, ' '.join(calls[:5])))
    sys.exit(1)
print('ok 2 - no circle across the core\'s modules')
