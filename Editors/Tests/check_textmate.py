#!/usr/bin/env python3
"""Checks Editors/TextMate/client.tmLanguage.json without an editor:

1. the grammar is JSON with the keys editors need, only keys TextMate knows, every regex compiles (with the `regex`
   module from PyPI standing in for Oniguruma, or `re`) and uses no escape the two engines read differently, every
   `include` resolves, every repository entry is used, and every scope ends in `.client`;
2. a small TextMate tokenizer (below) puts the scopes expectations.txt names on the fixtures' tokens;
3. it tokenizes every spec given on the command line without an exception, a rule that does not advance, or taking
   longer than a few seconds;
4. Editors/VSCode is an extension VS Code can load: its package.json contributes the `client` language and this very
   grammar (the file it names, a link, has the same content), and its language configuration has comments, brackets
   and auto-closing pairs; and the grammar converts to the plist `.tmLanguage` Sublime Text reads (Editors/README.md).

Usage: check_textmate.py [--sabotage] [SPEC...]
  --sabotage  make one expectation wrong: the check must then fail (Scripts/check-highlighting.sh proves it does)
"""

import argparse
import json
import os
import plistlib
import sys
import time

try:
    import regex as engine  # closest to Oniguruma: Unicode classes, variable lookbehind, possessive quantifiers
except ImportError:  # pragma: no cover - the grammar keeps to what `re` reads too
    import re as engine

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
import expectations as table  # noqa: E402

EDITORS = os.path.dirname(table.HERE)
GRAMMAR = os.path.join(EDITORS, "TextMate", "client.tmLanguage.json")
VSCODE = os.path.join(EDITORS, "VSCode")
RULE_KEYS = {"comment", "name", "contentName", "match", "begin", "end", "while", "captures", "beginCaptures",
             "endCaptures", "whileCaptures", "patterns", "include", "repository", "applyEndPatternLast", "disabled"}
TOP_KEYS = {"$schema", "name", "scopeName", "fileTypes", "firstLineMatch", "foldingStartMarker", "foldingStopMarker",
            "patterns", "repository", "comment", "uuid", "information_for_contributors", "version"}
# Escapes Oniguruma and Python read differently (\h is a hex digit in Oniguruma; \G, \K, \R, \X, \z, \Z, \A differ
# or do not exist in one of them), and Python-only syntax.
NONPORTABLE = {"h", "H", "G", "K", "R", "X", "z", "Z", "A", "N"}
SECONDS_PER_FILE = 5.0
MAX_STEPS_PER_LINE = 10_000


class GrammarError(Exception):
    pass


def backreference_free(source):
    """An `end` may refer to the `begin` match's groups (\\1); with them replaced by text, it compiles alone."""
    out, i = [], 0
    while i < len(source):
        if source[i] == "\\" and i + 1 < len(source):
            if source[i + 1].isdigit():
                j = i + 1
                while j < len(source) and source[j].isdigit():
                    j += 1
                out.append("x")
                i = j
                continue
            out.append(source[i:i + 2])
            i += 2
            continue
        out.append(source[i])
        i += 1
    return "".join(out)


def escapes(source):
    """The letters after each backslash, skipping escaped backslashes."""
    i = 0
    while i < len(source) - 1:
        if source[i] == "\\":
            yield source[i + 1]
            i += 2
        else:
            i += 1


def validate(grammar):
    """Returns a list of problems with the grammar's structure (empty when it is sound)."""
    problems = []
    for key in ("name", "scopeName", "fileTypes", "patterns", "repository"):
        if key not in grammar:
            problems.append(f"missing top-level key `{key}`")
    if grammar.get("scopeName") != "source.client":
        problems.append(f"scopeName is {grammar.get('scopeName')!r}, not 'source.client'")
    if "client" not in grammar.get("fileTypes", []):
        problems.append("fileTypes does not list 'client'")
    problems += [f"unknown top-level key `{key}`" for key in grammar if key not in TOP_KEYS]
    repository = grammar.get("repository", {})
    used = set()

    def check_scope(where, scope):
        for part in scope.split():
            if not part.endswith(".client"):
                problems.append(f"{where}: scope `{part}` does not end in `.client`")

    def check_regex(where, key, source):
        compiled_source = backreference_free(source) if key in ("end", "while") else source
        try:
            engine.compile(compiled_source)
        except Exception as error:  # noqa: BLE001 - any compile error is a problem to report
            problems.append(f"{where}.{key}: does not compile ({error}): {source}")
        for letter in escapes(source):
            if letter in NONPORTABLE:
                problems.append(f"{where}.{key}: `\\{letter}` means different things in Oniguruma and Python")
        if "(?P" in source:
            problems.append(f"{where}.{key}: `(?P` is Python-only syntax")

    def walk(rule, where):
        if not isinstance(rule, dict):
            problems.append(f"{where}: a rule must be an object")
            return
        problems.extend(f"{where}: unknown key `{key}`" for key in rule if key not in RULE_KEYS)
        if "include" in rule:
            target = rule["include"]
            if target.startswith("#"):
                if target[1:] not in repository:
                    problems.append(f"{where}: include `{target}` is not in the repository")
                used.add(target[1:])
            elif target not in ("$self", "$base"):
                problems.append(f"{where}: include `{target}` names another grammar")
        if "begin" in rule and "end" not in rule:
            problems.append(f"{where}: `begin` without `end`")
        if "end" in rule and "begin" not in rule:
            problems.append(f"{where}: `end` without `begin`")
        if "match" in rule and "begin" in rule:
            problems.append(f"{where}: both `match` and `begin`")
        if "while" in rule:
            problems.append(f"{where}: `while` is not supported by the test tokenizer")
        for key in ("match", "begin", "end"):
            if key in rule:
                check_regex(where, key, rule[key])
        for key in ("name", "contentName"):
            if key in rule:
                check_scope(f"{where}.{key}", rule[key])
        for key in ("captures", "beginCaptures", "endCaptures"):
            for group, capture in rule.get(key, {}).items():
                if not group.isdigit():
                    problems.append(f"{where}.{key}: capture `{group}` is not a group number")
                if "patterns" in capture:
                    problems.append(f"{where}.{key}.{group}: capture patterns are not supported by the test tokenizer")
                if "name" in capture:
                    check_scope(f"{where}.{key}.{group}", capture["name"])
        for index, child in enumerate(rule.get("patterns", [])):
            walk(child, f"{where}.patterns[{index}]")

    for index, rule in enumerate(grammar.get("patterns", [])):
        walk(rule, f"patterns[{index}]")
    for name, rule in repository.items():
        walk(rule, f"repository.{name}")
    problems += [f"repository entry `{name}` is never included" for name in repository if name not in used]
    return problems


def validate_editor_files(grammar):
    """Returns a list of problems with the VS Code extension and the Sublime Text conversion."""
    problems = []
    try:
        with open(os.path.join(VSCODE, "package.json"), encoding="utf-8") as file:
            package = json.load(file)
    except (OSError, ValueError) as error:
        return [f"Editors/VSCode/package.json: {error}"]
    for key in ("name", "version", "publisher", "engines"):
        if key not in package:
            problems.append(f"Editors/VSCode/package.json: missing `{key}`")
    contributes = package.get("contributes", {})
    languages = [entry for entry in contributes.get("languages", []) if entry.get("id") == "client"]
    grammars = [entry for entry in contributes.get("grammars", []) if entry.get("language") == "client"]
    if len(languages) != 1 or ".client" not in languages[0].get("extensions", []):
        problems.append("Editors/VSCode/package.json: no language `client` for `.client` files")
    if len(grammars) != 1 or grammars[0].get("scopeName") != grammar["scopeName"]:
        problems.append("Editors/VSCode/package.json: no grammar `source.client` for the `client` language")
        return problems
    path = os.path.normpath(os.path.join(VSCODE, grammars[0].get("path", "")))
    if not path.startswith(VSCODE + os.sep):
        problems.append(f"Editors/VSCode/package.json: VS Code only loads a grammar inside the extension: {path}")
    elif not os.path.isfile(path):
        problems.append(f"Editors/VSCode/package.json: grammar {path} does not exist")
    else:
        with open(path, "rb") as linked, open(GRAMMAR, "rb") as original:
            if linked.read() != original.read():
                problems.append(f"{path} is not the same as {GRAMMAR}")
    # The semantic tokens of `clientgen lsp` a theme colours as the grammar's scopes: each must be a scope it uses.
    names = set()
    pending = [grammar]
    while pending:
        node = pending.pop()
        if isinstance(node, dict):
            names.update(value for key, value in node.items() if key in ("name", "contentName") and isinstance(value, str))
            pending.extend(node.values())
        elif isinstance(node, list):
            pending.extend(node)
    scoped = [entry for entry in contributes.get("semanticTokenScopes", []) if entry.get("language") == "client"]
    if not scoped:
        problems.append("Editors/VSCode/package.json: no `semanticTokenScopes` for the `client` language")
    for entry in scoped:
        for token, scopes in entry.get("scopes", {}).items():
            problems += [
                f"Editors/VSCode/package.json: semantic token `{token}` maps to `{scope}`, which the grammar never uses"
                for scope in scopes
                if scope not in names
            ]
    configuration_path = os.path.join(VSCODE, languages[0].get("configuration", "") if languages else "")
    try:
        with open(configuration_path, encoding="utf-8") as file:
            configuration = json.load(file)
    except (OSError, ValueError) as error:
        return problems + [f"language configuration {configuration_path}: {error}"]
    if configuration.get("comments") != {"lineComment": "//", "blockComment": ["/*", "*/"]}:
        problems.append("language configuration: comments are not `//` and `/* */`")
    for key in ("brackets", "autoClosingPairs"):
        if not configuration.get(key):
            problems.append(f"language configuration: no `{key}`")
    for key, pattern in configuration.get("indentationRules", {}).items():
        try:
            engine.compile(pattern)
        except Exception as error:  # noqa: BLE001
            problems.append(f"language configuration: indentationRules.{key} does not compile: {error}")
    # Sublime Text reads TextMate grammars as plists (`.tmLanguage`), not JSON: the README converts with plistlib.
    if plistlib.loads(plistlib.dumps(grammar)) != grammar:
        problems.append("the grammar does not survive conversion to a plist .tmLanguage")
    return problems


class Tokenizer:
    """A TextMate tokenizer, enough for this grammar: `match`, `begin`/`end` (with back-references from `end` to the
    `begin` match), `name`, `contentName`, `captures`, `beginCaptures`, `endCaptures`, nested `patterns`, `include` of
    `#entry`, `$self` and `$base`, and `applyEndPatternLast`. As in vscode-textmate, each line is matched with its line
    break, the earliest match wins, the `end` pattern wins a tie (unless applyEndPatternLast), then the first rule."""

    def __init__(self, grammar):
        self.grammar = grammar
        self.repository = grammar["repository"]
        self.compiled = {}
        self.expanded = {}

    def regex(self, source):
        if source not in self.compiled:
            self.compiled[source] = engine.compile(source)
        return self.compiled[source]

    def rules(self, patterns):
        """The `match` and `begin` rules a list of patterns stands for, includes expanded, in order."""
        key = id(patterns)
        if key not in self.expanded:
            out, seen = [], set()

            def expand(items):
                for item in items:
                    if "include" in item:
                        target = item["include"]
                        if target in ("$self", "$base"):
                            entry = {"patterns": self.grammar["patterns"]}
                            ident = "$self"
                        else:
                            entry = self.repository[target[1:]]
                            ident = target
                        if ident in seen:
                            continue  # already expanded here: a rule that includes itself adds nothing new
                        seen.add(ident)
                        if "match" in entry or "begin" in entry:
                            out.append(entry)
                        else:
                            expand(entry.get("patterns", []))
                    elif "match" in item or "begin" in item:
                        out.append(item)
                    else:
                        expand(item.get("patterns", []))

            expand(patterns)
            self.expanded[key] = out
        return self.expanded[key]

    @staticmethod
    def paint(match, base, captures):
        """Scopes per character of a match: the base scopes, then each capture's scope where it applies (outer
        groups first)."""
        start, end = match.span()
        per_char = [list(base) for _ in range(end - start)]
        groups = [int(group) for group in captures if int(group) <= match.re.groups and match.start(int(group)) >= 0]
        for group in sorted(groups, key=lambda group: (match.start(group), -match.end(group))):
            name = captures[str(group)].get("name")
            first, last = match.span(group)
            if name:
                for i in range(first, last):
                    per_char[i - start].append(name)
        return per_char

    def tokenize(self, text):
        """Returns, per line, a list of scope tuples, one per character, and a list of anomalies (rules that matched
        nothing and would loop forever in an editor)."""
        root = {"patterns": self.grammar["patterns"]}
        # A frame: the rule, its compiled end, the scopes of its begin/end text, the scopes inside it.
        stack = [(root, None, [self.grammar["scopeName"]], [self.grammar["scopeName"]])]
        result, anomalies = [], []
        for number, line in enumerate(text.split("\n"), 1):
            line += "\n"
            scopes = [None] * len(line)
            pos, steps, seen = 0, 0, set()
            while pos < len(line):
                steps += 1
                if steps > MAX_STEPS_PER_LINE:
                    raise GrammarError(f"line {number}: more than {MAX_STEPS_PER_LINE} steps")
                rule, end, outer, inner = stack[-1]
                state = (pos, tuple(id(frame[0]) for frame in stack))
                if state in seen:
                    anomalies.append(f"line {number}, column {pos + 1}: the grammar is back where it was without "
                                     f"advancing (stack {[frame[0].get('name', '?') for frame in stack]})")
                    scopes[pos] = tuple(inner)
                    pos += 1
                    continue
                seen.add(state)
                best = None  # (start, rank, kind, rule, match)
                if end is not None:
                    match = end.search(line, pos)
                    if match:
                        rank = 1 << 30 if rule.get("applyEndPatternLast") else -1
                        best = (match.start(), rank, "end", rule, match)
                for rank, candidate in enumerate(self.rules(rule.get("patterns", []))):
                    match = self.regex(candidate.get("match") or candidate["begin"]).search(line, pos)
                    if match and (best is None or (match.start(), rank) < (best[0], best[1])):
                        best = (match.start(), rank, "match" if "match" in candidate else "begin", candidate, match)
                if best is None:
                    for i in range(pos, len(line)):
                        scopes[i] = tuple(inner)
                    break
                start, _, kind, candidate, match = best
                for i in range(pos, start):
                    scopes[i] = tuple(inner)
                if kind == "end":
                    painted = self.paint(match, outer, {**rule.get("captures", {}), **rule.get("endCaptures", {})})
                    stack.pop()
                elif kind == "match":
                    base = inner + ([candidate["name"]] if "name" in candidate else [])
                    painted = self.paint(match, base, candidate.get("captures", {}))
                    if match.end() == match.start():
                        anomalies.append(f"line {number}, column {pos + 1}: `match` rule {candidate['match']!r} "
                                         "matched nothing")
                else:
                    new_outer = inner + ([candidate["name"]] if "name" in candidate else [])
                    new_inner = new_outer + ([candidate["contentName"]] if "contentName" in candidate else [])
                    painted = self.paint(match, new_outer,
                                         {**candidate.get("captures", {}), **candidate.get("beginCaptures", {})})
                    end_source = candidate["end"]
                    if any(letter.isdigit() for letter in escapes(end_source)):
                        end_source = self.substitute(end_source, match)
                    stack.append((candidate, engine.compile(end_source), new_outer, new_inner))
                for i, char_scopes in enumerate(painted):
                    scopes[start + i] = tuple(char_scopes)
                pos = match.end()
            result.append(scopes[:-1])  # without the line break
        return result, anomalies

    @staticmethod
    def substitute(source, match):
        """Replaces \\N in an `end` pattern with the escaped text of the `begin` match's group N."""
        out, i = [], 0
        while i < len(source):
            if source[i] == "\\" and i + 1 < len(source):
                if source[i + 1].isdigit():
                    j = i + 1
                    while j < len(source) and source[j].isdigit():
                        j += 1
                    out.append(engine.escape(match.group(int(source[i + 1:j])) or ""))
                    i = j
                    continue
                out.append(source[i:i + 2])
                i += 2
                continue
            out.append(source[i])
            i += 1
        return "".join(out)


def satisfied(requirement, scopes):
    if requirement.startswith("!"):
        return not any(requirement[1:] in scope for scope in scopes)
    return any(scope == requirement or scope.startswith(requirement + ".") for scope in scopes)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sabotage", action="store_true")
    parser.add_argument("specs", nargs="*")
    arguments = parser.parse_args()

    try:
        with open(GRAMMAR, encoding="utf-8") as file:
            grammar = json.load(file)
    except (OSError, ValueError) as error:
        print(f"check_textmate: FAILED: {GRAMMAR} is not readable JSON: {error}")
        return 1
    problems = validate(grammar) + validate_editor_files(grammar)
    if problems:
        for problem in problems:
            print(f"check_textmate: FAILED: {problem}")
        return 1
    tokenizer = Tokenizer(grammar)

    expectations, lines = table.load()
    if arguments.sabotage:
        table.sabotage(expectations)
    tokenized, failures = {}, []
    for fixture in sorted(lines):
        tokenized[fixture], anomalies = tokenizer.tokenize("\n".join(lines[fixture]))
        failures += [f"{fixture}: {anomaly}" for anomaly in anomalies]

    expected_lines, actual_lines = [], []
    for expectation in expectations:
        want = ",".join(expectation.textmate)
        expected_lines.append(f"{expectation.key}: {want}")
        per_char = tokenized[expectation.fixture][expectation.line - 1]
        for offset in range(len(expectation.token)):
            scopes = per_char[expectation.start + offset]
            missing = [r for r in expectation.textmate if not satisfied(r, scopes)]
            if missing:
                actual_lines.append(f"{expectation.key}: {' '.join(scopes[1:]) or '(no scope)'}"
                                    f"  (at {expectation.token[offset]!r}, character {offset + 1} of the token; "
                                    f"unmet: {','.join(missing)})")
                break
        else:
            actual_lines.append(expected_lines[-1])
    if not table.report("textmate", expected_lines, actual_lines):
        failures.append(f"{sum(a != b for a, b in zip(expected_lines, actual_lines))} of {len(expected_lines)} "
                        "positions scoped otherwise (diff above)")

    spec_lines = 0
    for spec in arguments.specs:
        started = time.monotonic()
        try:
            with open(spec, encoding="utf-8-sig") as file:
                text = file.read()
            result, anomalies = tokenizer.tokenize(text)
            spec_lines += len(result)
        except Exception as error:  # noqa: BLE001 - report and go on with the other specs
            failures.append(f"{spec}: {type(error).__name__}: {error}")
            continue
        failures += [f"{spec}: {anomaly}" for anomaly in anomalies]
        elapsed = time.monotonic() - started
        if elapsed > SECONDS_PER_FILE:
            failures.append(f"{spec}: took {elapsed:.1f} s (more than {SECONDS_PER_FILE} s)")

    if failures:
        for failure in failures:
            print(f"check_textmate: FAILED: {failure}")
        return 1
    print(f"check_textmate: grammar and Editors/VSCode valid ({len(grammar['repository'])} repository rules, regex "
          f"engine `{engine.__name__}`); "
          f"{len(expected_lines)} positions in {len(lines)} fixtures as expected; {len(arguments.specs)} specs "
          f"({spec_lines} lines) tokenized")
    return 0


if __name__ == "__main__":
    sys.exit(main())
