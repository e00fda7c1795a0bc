#!/usr/bin/env python3
"""Generates src/main/resources/dev/gpudoctor/diagnosis/localised-messages.json: the operating system's own
messages that a report pastes in the language of the machine it came from, each with its English text.

A machine set to another language prints the loader's, the shell's and Windows' fixed sentences in that
language ("libcudart.so.11.0: 无法打开共享对象文件: 没有那个文件或目录", "总线错误 (核心已转储)",
"[WinError 126] Не найден указанный модуль"), while the rules read them in English. ReportNormaliser
writes each of these sentences in English before the rules run.

Where the translations come from:
  * glibc's message catalogues (po/*.po of git://sourceware.org/git/glibc.git): the dynamic loader's
    "cannot open shared object file" and "error while loading shared libraries", strerror's texts and
    strsignal's signal names. Every translation a catalogue held in its history is kept (an Ubuntu 20.04
    prints the older zh_CN "无法打开共享对象文件", a current glibc "无法打开共享目标文件").
  * bash's catalogues (po/*.po of git://git.savannah.gnu.org/bash.git): " (core dumped)" after a signal's
    name, and "command not found".
  * Windows' system messages for the errors a Python, a CUDA or an ONNX Runtime DLL load reports (126, 127,
    1455): WINDOWS below, each text as Windows prints it in that language, checked against public pastes.
A catalogue entry marked fuzzy, or equal to its English text, is not taken.

Usage:
  python3 tools/diagnosis/gen_localised_messages.py --glibc GLIBC_GIT_DIR --bash BASH_GIT_DIR OUT.json
(the git directories of clones or mirrors; every commit of each po file is read).
"""
import argparse
import json
import re
import subprocess
from pathlib import Path

LANGUAGES = ["de", "es", "fr", "it", "ja", "ko", "pl", "pt_BR", "ru", "tr", "uk", "vi", "zh_CN", "zh_TW"]

# msgid -> the English text the rules read (the msgid without its format directives).
GLIBC = {
    "cannot open shared object file": "cannot open shared object file",
    "error while loading shared libraries": "error while loading shared libraries",
    "No such file or directory": "No such file or directory",
    "Bus error": "Bus error",
    "Segmentation fault": "Segmentation fault",
    "Illegal instruction": "Illegal instruction",
    "Aborted": "Aborted",
    "Killed": "Killed",
    "Cannot allocate memory": "Cannot allocate memory",
    "Operation not permitted": "Operation not permitted",
}
BASH = {
    " (core dumped)": "(core dumped)",
    "(core dumped) ": "(core dumped)",
    "%s: command not found": "command not found",
}
# Windows' texts: FormatMessage of the code in each display language (the trailing full stop left out).
WINDOWS = {
    "The specified module could not be found": [
        "找不到指定的模块", "找不到指定的模組", "指定されたモジュールが見つかりません", "지정된 모듈을 찾을 수 없습니다",
        "Не найден указанный модуль", "Das angegebene Modul wurde nicht gefunden", "Le module spécifié est introuvable",
        "No se puede encontrar el módulo especificado", "Não foi possível encontrar o módulo especificado",
    ],
    "The specified procedure could not be found": [
        "找不到指定的程序", "指定されたプロシージャが見つかりません", "지정된 프로시저를 찾을 수 없습니다",
        "Не найдена указанная процедура", "Die angegebene Prozedur wurde nicht gefunden",
        "La procédure spécifiée est introuvable", "No se encontró el proceso especificado",
    ],
    "The paging file is too small for this operation to complete": ["页面文件太小，无法完成操作", "页面文件太小,无法完成操作"],
}
# Too short or too common a word to stand for the sentence on its own in another language's text.
AMBIGUOUS = {"中止", "取消", "Abandon", "Morto", "Ucciso", "Annullato", "Abortado", "Matado", "Tué", "Убит", "Убито"}


def po_entries(text):
    entries = {}
    for block in text.split("\n\n"):
        if "#, fuzzy" in block:
            continue
        msgid = re.search(r'^msgid ((?:".*"\n?)+)', block, re.M)
        msgstr = re.search(r'^msgstr ((?:".*"\n?)+)', block, re.M)
        if msgid and msgstr:
            joined = lambda s: "".join(re.findall(r'"(.*)"', s))
            entries[joined(msgid.group(1))] = joined(msgstr.group(1))
    return entries


def history(git_dir, path):
    commits = subprocess.run(["git", "--git-dir", git_dir, "log", "--format=%H", "--", path],
                             capture_output=True, text=True, check=True).stdout.split()
    for commit in commits:
        shown = subprocess.run(["git", "--git-dir", git_dir, "show", f"{commit}:{path}"], capture_output=True)
        if shown.returncode == 0:
            try:
                yield shown.stdout.decode("utf-8")
            except UnicodeDecodeError:
                yield None  # an old catalogue in a legacy encoding: its texts would be mojibake


def translations(git_dir, wanted, found):
    for language in LANGUAGES:
        for text in history(git_dir, f"po/{language}.po"):
            if text is None:
                continue
            entries = po_entries(text)
            for msgid, english in wanted.items():
                localised = entries.get(msgid, "").replace("%s", "").replace("\\n", "").strip(" :：.\u00a0")
                if localised and localised != english and localised not in AMBIGUOUS and "\ufffd" not in localised:
                    found.setdefault(english, set()).add(localised)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--glibc", required=True)
    parser.add_argument("--bash", required=True)
    parser.add_argument("out", type=Path)
    args = parser.parse_args()
    found = {}
    translations(args.glibc, GLIBC, found)
    translations(args.bash, BASH, found)
    for english, texts in WINDOWS.items():
        found.setdefault(english, set()).update(texts)
    messages = [{"english": english, "localised": sorted(found[english], key=lambda t: (-len(t), t))}
                for english in sorted(found)]
    document = {
        "format": 1,
        "sources": ["glibc po/*.po (every commit)", "bash po/*.po (every commit)",
                    "Windows system messages 126, 127, 1455 (tools/diagnosis/gen_localised_messages.py)"],
        "messages": messages,
    }
    args.out.write_text(json.dumps(document, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{sum(len(m['localised']) for m in messages)} texts for {len(messages)} messages -> {args.out}")


if __name__ == "__main__":
    main()
