#!/usr/bin/env python3
"""Moves newly collected diagnosis fixtures into train/ or heldout/, before any signature sees them.

Rule (deterministic, decided by file names only, never by whether a signature matches):
  * group fixtures by id (the part of the name before "--"; "negative" is a group too);
  * n = fixtures of the id already in train/ + heldout/ + the new ones;
  * the id needs ceil(n / 3) fixtures in heldout/;
  * the new fixtures are ranked by sha256 of their file name and the first ones go to heldout/
    until the quota is met; the rest go to train/;
  * when an id has too few new fixtures, the quota is filled from its train/ fixtures, again ranked by
    sha256 of the name. Those were written before the split (the old signatures were made from them),
    so they are listed in heldout/SEEN-BEFORE-SPLIT.txt and the README counts them apart.

Usage: split_fixtures.py INCOMING_DIR FIXTURES_DIR
"""
import hashlib
import math
import shutil
import sys
from collections import defaultdict
from pathlib import Path


def rank(name: str) -> str:
    return hashlib.sha256(name.encode("utf-8")).hexdigest()


def group(name: str) -> str:
    return name.split("--", 1)[0]


def main(incoming: Path, fixtures: Path) -> None:
    train, heldout = fixtures / "train", fixtures / "heldout"
    heldout.mkdir(exist_ok=True)
    seen_file = heldout / "SEEN-BEFORE-SPLIT.txt"
    seen = set(seen_file.read_text().split()) if seen_file.exists() else set()
    new = defaultdict(list)
    for f in sorted(incoming.glob("*.txt")):
        new[group(f.name)].append(f)
    old_train = defaultdict(list)
    for f in sorted(train.glob("*.txt")):
        old_train[group(f.name)].append(f)
    old_heldout = defaultdict(list)
    for f in sorted(heldout.glob("*--*.txt")):
        old_heldout[group(f.name)].append(f)
    for gid in sorted(set(new) | set(old_train) | set(old_heldout)):
        n = len(new[gid]) + len(old_train[gid]) + len(old_heldout[gid])
        need = max(0, math.ceil(n / 3) - len(old_heldout[gid]))
        for f in sorted(new[gid], key=lambda p: rank(p.name)):
            target = heldout if need > 0 else train
            need -= target is heldout
            shutil.move(str(f), target / f.name)
        for f in sorted(old_train[gid], key=lambda p: rank(p.name)):
            if need <= 0:
                break
            shutil.move(str(f), heldout / f.name)
            seen.add(f.name)
            need -= 1
    seen_file.write_text("".join(s + "\n" for s in sorted(seen)))


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]))
