#!/usr/bin/env python3
"""Checks Editors/Vim in a headless Vim (`vim -u NONE -es`): the groups at the positions expectations.txt names, that
`*.client` files get the `client` filetype, syntax and ftplugin settings, that `#if` typed in a client's body keeps the
members' indentation, and that the syntax loads and runs over every spec without an error message.

Usage: check_vim.py [--vim PATH] [--sabotage] [SPEC...]
  SPEC...     more .client files to highlight whole, checking only that no error occurs
  --sabotage  make one expectation wrong: the check must then fail (Scripts/check-highlighting.sh proves it does)
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
import expectations as table  # noqa: E402

EDITORS = os.path.dirname(table.HERE)
REPOSITORY = os.path.dirname(EDITORS)

# Reads positions.txt ("FILE<TAB>LINE<TAB>COLUMN" per line; a line "FILE" alone: highlight the whole file), and writes
# results.txt: "FILE<TAB>LINE<TAB>COLUMN<TAB>GROUP<TAB>LINK" per position, and "FILE<TAB>filetype=...<TAB>..." per file.
PROBE = r"""
" Vim links most standard groups on to a base group (String -> Constant, Keyword -> Statement). Unlink them, so that
" synIDtrans() stops at the standard group a client group is linked to, which is what a colour scheme colours.
for s:group in ['String', 'Character', 'Number', 'Boolean', 'Float', 'Function', 'Conditional', 'Repeat', 'Label',
      \ 'Operator', 'Keyword', 'Exception', 'Include', 'Define', 'Macro', 'PreCondit', 'StorageClass', 'Structure',
      \ 'Typedef', 'SpecialChar', 'Tag', 'Delimiter', 'SpecialComment', 'Debug']
  execute 'highlight link ' . s:group . ' NONE'
endfor
let s:out = []
let s:current = ''
for s:entry in readfile(s:dir . '/positions.txt')
  let s:f = split(s:entry, "\t", 1)
  if s:f[0] !=# s:current
    let s:current = s:f[0]
    execute 'silent edit ' . fnameescape(s:current)
    call add(s:out, join([s:current, 'filetype=' . &filetype, 'syntax=' . get(b:, 'current_syntax', ''),
          \ 'commentstring=' . &l:commentstring, 'shiftwidth=' . &l:shiftwidth, 'expandtab=' . &l:expandtab], "\t"))
  endif
  if len(s:f) == 1
    " Highlight every character, as a redraw would.
    for s:l in range(1, line('$'))
      for s:c in range(1, max([1, col([s:l, '$']) - 1]))
        call synID(s:l, s:c, 1)
      endfor
    endfor
    continue
  endif
  let s:id = synID(str2nr(s:f[1]), str2nr(s:f[2]), 1)
  call add(s:out, join([s:f[0], s:f[1], s:f[2], synIDattr(s:id, 'name'), synIDattr(synIDtrans(s:id), 'name')], "\t"))
endfor
call add(s:out, "messages\t" . substitute(execute('messages'), "\n", '\\n', 'g'))
call add(s:out, "errmsg\t" . v:errmsg)
call writefile(s:out, s:dir . '/results.txt')
qall!
"""


def run_vim(vim, work, positions):
    with open(os.path.join(work, "positions.txt"), "w", encoding="utf-8") as file:
        file.write("\n".join(positions) + "\n")
    with open(os.path.join(work, "probe.vim"), "w", encoding="utf-8") as file:
        file.write(f"let s:dir = {work!r}\n" + PROBE)
    command = [vim, "-N", "-u", "NONE", "-i", "NONE", "-n", "-es",
               "--cmd", "set runtimepath^=" + os.path.join(EDITORS, "Vim").replace(",", r"\,").replace(" ", r"\ "),
               "-c", "filetype plugin on", "-c", "syntax on",
               "-S", os.path.join(work, "probe.vim")]
    try:
        completed = subprocess.run(command, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=180)
    except subprocess.TimeoutExpired:
        sys.exit("check_vim: FAILED: vim did not finish within 180 s")
    path = os.path.join(work, "results.txt")
    if not os.path.exists(path):
        sys.exit(f"check_vim: FAILED: vim wrote no results (exit {completed.returncode}):\n{completed.stdout}{completed.stderr}")
    with open(path, encoding="utf-8") as file:
        return completed, [line.split("\t") for line in file.read().splitlines()]


# Types `#if`, a member and `#endif` into a client's body, as a user would (mappings apply), and writes the result.
TYPING = r"""
edit client.client
call cursor(1, 1)
execute "normal A\n#if DEBUG\nfunc f()\n#endif"
write! typed.txt
qall!
"""
TYPED = "client A {\n    #if DEBUG\n    func f()\n    #endif\n}\n"


def typed_indentation(vim, work):
    """What typing `#if` in a client's body gives: the ftplugin's smartindent must keep it with the members, where
    `clientgen format` puts it."""
    with open(os.path.join(work, "client.client"), "w", encoding="utf-8") as file:
        file.write("client A {\n}\n")
    with open(os.path.join(work, "typing.vim"), "w", encoding="utf-8") as file:
        file.write(TYPING)
    command = [vim, "-N", "-u", "NONE", "-i", "NONE", "-n", "-es",
               "--cmd", "set runtimepath^=" + os.path.join(EDITORS, "Vim").replace(",", r"\,").replace(" ", r"\ "),
               "-c", "filetype plugin indent on", "-S", "typing.vim"]
    subprocess.run(command, cwd=work, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=60)
    path = os.path.join(work, "typed.txt")
    return open(path, encoding="utf-8").read() if os.path.exists(path) else None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--vim", default=os.environ.get("VIM_BINARY", "vim"))
    parser.add_argument("--sabotage", action="store_true")
    parser.add_argument("specs", nargs="*")
    arguments = parser.parse_args()
    vim = shutil.which(arguments.vim)
    if vim is None:
        sys.exit(f"check_vim: FAILED: `{arguments.vim}` not found (Debian: apt-get install vim)")

    expectations, lines = table.load()
    if arguments.sabotage:
        table.sabotage(expectations)
    fixtures = sorted({e.fixture for e in expectations})
    positions, wanted = [], []
    for expectation in expectations:
        path = os.path.join(table.HERE, expectation.fixture)
        text = lines[expectation.fixture][expectation.line - 1]
        for offset in range(len(expectation.token)):
            column = len(text[:expectation.start + offset].encode("utf-8")) + 1
            positions.append(f"{path}\t{expectation.line}\t{column}")
            wanted.append((expectation, (path, str(expectation.line), str(column)), offset))
    specs = [os.path.abspath(spec) for spec in arguments.specs]
    positions += specs  # whole files, for errors only

    with tempfile.TemporaryDirectory() as work:
        completed, results = run_vim(vim, work, positions)
        typed = typed_indentation(vim, work)
    found = {tuple(row[:3]): (row[3] or "-", row[4] or "-") for row in results if len(row) == 5}
    files = {row[0]: dict(field.split("=", 1) for field in row[1:]) for row in results if len(row) == 6}
    messages = next((row[1] for row in results if row[0] == "messages"), "")
    errmsg = next((row[1] for row in results if row[0] == "errmsg"), "")

    failures = []
    # Every file, fixture or spec, is detected and set up as a spec.
    for path in [os.path.join(table.HERE, f) for f in fixtures] + specs:
        settings = files.get(path)
        want = {"filetype": "client", "syntax": "client", "commentstring": "// %s", "shiftwidth": "4", "expandtab": "1"}
        if settings != want:
            failures.append(f"{os.path.relpath(path, REPOSITORY)}: expected {want}, found {settings}")
    if typed != TYPED:
        failures.append(f"typing `#if` in a client's body gave {typed!r}, not {TYPED!r}")
    errors = [m for m in messages.split("\\n") if m.strip().startswith("E") and ":" in m] + ([errmsg] if errmsg else [])
    if errors or completed.returncode != 0:
        failures.append(f"vim reported errors (exit {completed.returncode}): {errors} {completed.stderr.strip()}")

    expected_lines, actual_lines = [], []
    by_expectation = {}
    for expectation, position, offset in wanted:
        by_expectation.setdefault(id(expectation), (expectation, []))[1].append((offset, found.get(position, ("?", "?"))))
    for expectation, results_for_token in by_expectation.values():
        want = (expectation.vim_group, expectation.vim_link)
        expected_lines.append(f"{expectation.key}: {want[0]} -> {want[1]}")
        wrong = [(offset, result) for offset, result in results_for_token if result != want]
        if not wrong:
            actual_lines.append(expected_lines[-1])
        else:
            offset, result = wrong[0]
            actual_lines.append(f"{expectation.key}: {result[0]} -> {result[1]}"
                                f"  (at {expectation.token[offset]!r}, character {offset + 1} of the token)")
    if not table.report("vim", expected_lines, actual_lines):
        failures.append(f"{sum(a != b for a, b in zip(expected_lines, actual_lines))} of {len(expected_lines)} "
                        "positions highlighted otherwise (diff above)")

    if failures:
        for failure in failures:
            print(f"check_vim: FAILED: {failure}")
        return 1
    print(f"check_vim: {len(expected_lines)} positions ({len(positions) - len(specs)} characters) in "
          f"{len(fixtures)} fixtures as expected; {len(specs)} specs highlighted without errors")
    return 0


if __name__ == "__main__":
    sys.exit(main())
