"""The expectations table (expectations.txt) that check_vim.py and check_textmate.py both check."""

import difflib
import os
import sys
from dataclasses import dataclass

HERE = os.path.dirname(os.path.abspath(__file__))
TABLE = os.path.join(HERE, "expectations.txt")


@dataclass
class Expectation:
    fixture: str  # file name in Editors/Tests
    line: int  # 1-based
    occurrence: int  # 1-based
    token: str
    vim_group: str
    vim_link: str
    textmate: list  # requirements: "scope.prefix" or "!text"
    start: int = 0  # 0-based character index of the token in its line (set by locate)
    source_line: int = 0  # line of expectations.txt, for messages

    @property
    def key(self):
        where = f"{self.line}/{self.occurrence}" if self.occurrence > 1 else str(self.line)
        return f"{self.fixture}:{where} {self.token}"


class TableError(Exception):
    pass


def load(path=TABLE):
    """Reads the table and finds each token in its fixture; a token missing from its line is an error."""
    expectations, fixture = [], None
    with open(path, encoding="utf-8") as table:
        for number, raw in enumerate(table, 1):
            text = raw.strip()
            if not text or text.startswith("#"):
                continue
            if text.startswith("[") and text.endswith("]"):
                fixture = text[1:-1]
                continue
            fields = text.split()
            if fixture is None or len(fields) != 5:
                raise TableError(f"{path}:{number}: expected `LINE[/N] TOKEN VIM-GROUP VIM-LINK TEXTMATE` in a [section]")
            where, token, group, link, textmate = fields
            line, _, occurrence = where.partition("/")
            expectations.append(Expectation(fixture, int(line), int(occurrence or 1), token, group, link,
                                            textmate.split(","), source_line=number))
    lines = {}
    for expectation in expectations:
        if expectation.fixture not in lines:
            with open(os.path.join(HERE, expectation.fixture), encoding="utf-8") as file:
                lines[expectation.fixture] = file.read().split("\n")
        text = lines[expectation.fixture][expectation.line - 1] if expectation.line <= len(lines[expectation.fixture]) else ""
        index = -1
        for _ in range(expectation.occurrence):
            index = text.find(expectation.token, index + 1)
            if index < 0:
                raise TableError(f"{path}:{expectation.source_line}: `{expectation.token}` (occurrence "
                                 f"{expectation.occurrence}) is not on line {expectation.line} of "
                                 f"{expectation.fixture}: {text!r}")
        expectation.start = index
    return expectations, lines


def sabotage(expectations):
    """Makes the first expectation wrong, to prove that a check can fail (`--sabotage`)."""
    first = expectations[0]
    first.vim_group, first.vim_link = "clientNoSuchGroup", "NoSuchGroup"
    first.textmate = ["no.such.scope"]


def report(name, expected_lines, actual_lines):
    """Prints a unified diff of what was expected and what was found; returns whether they agree."""
    if expected_lines == actual_lines:
        return True
    sys.stdout.writelines(difflib.unified_diff([line + "\n" for line in expected_lines],
                                               [line + "\n" for line in actual_lines],
                                               f"{name}: expected", f"{name}: actual"))
    return False
