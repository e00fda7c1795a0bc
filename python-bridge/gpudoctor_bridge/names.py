"""The grammar of run names (structures, models, seeds), read from names.json: the same file the
Java side reads (dev.gpudoctor.model.RunNames), so both refuse the same names with the same rule.
Stdlib only."""

import json
import os
import re
import unicodedata
from typing import Any, Dict, Optional, Tuple

with open(os.path.join(os.path.dirname(__file__), "names.json"), encoding="utf-8") as _file:
    GRAMMAR: Dict[str, Any] = json.load(_file)

_SIZED = re.compile(GRAMMAR["structure_sized"], re.ASCII)
_SIZED_PREFIX = re.compile(GRAMMAR["structure_sized_prefix"], re.ASCII | re.DOTALL)
SEED_MAX: int = GRAMMAR["seed_max"]


def unprintable(text: str) -> Optional[str]:
    """The first control or format character (an RTL override, a zero-width joiner) in text, or None."""
    for char in text:
        if unicodedata.category(char) in ("Cc", "Cf", "Cs", "Co", "Cn") and char != "\t":
            return "U+%04X" % ord(char)
    return None


def sized_structure(name: str) -> Optional[Tuple[str, int]]:
    """(kind, N) for water-N, si-N, cu-N, c-N with N in ASCII digits, else None."""
    match = _SIZED.fullmatch(name)
    return (match.group(1), int(match.group(2))) if match else None


def looks_sized(name: str) -> bool:
    """A name that starts like water-N (and is then no file): refused by the grammar, not "no such file"."""
    return _SIZED_PREFIX.fullmatch(name) is not None


def sized_problem(kind: str, count: int) -> Optional[str]:
    atoms = count * GRAMMAR["atoms_per_unit"][kind]
    if count < 1 or atoms > GRAMMAR["max_sized_atoms"]:
        return "%s-N needs N from 1 to %d" % (kind, GRAMMAR["max_sized_atoms"] // GRAMMAR["atoms_per_unit"][kind])
    return None
