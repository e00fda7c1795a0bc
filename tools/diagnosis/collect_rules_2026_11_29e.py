#!/usr/bin/env python3
"""The collection rule of fixtures/heldout-2026-11-29e/ (the twenty-eighth held-out set of issue 37), written down
before the first search so it can be rerun and checked.

Rule (new in this repo: the earlier sets took sha256 splits, dated hits, top hits per family, low ranks, web pages by
error kind, stack x year, symptom words, non-English queries on GitHub issues (mostly Chinese), scientific stacks,
recent threads by exception class, pull requests, fix-worded queries, hardware-named queries, non-Python host
languages, packaging tools, titles alone, command-worded queries, version-worded queries, question-worded web pages,
task-worded queries, source paths, environment variables, logger prefixes, operating systems, numbers the stack prints,
platforms and model names; none of them searched stored WEB PAGES with queries written in languages other than English
and Chinese):

  * every query is written IN ONE LANGUAGE OTHER THAN ENGLISH AND CHINESE (Japanese, Korean, Russian, German, Spanish,
    Portuguese, French, Italian, Vietnamese, Turkish, Polish; four queries a language), each a short phrase a user of
    that language would type for a GPU failure; the language is the query id's prefix and the group in
    heldout-query-groups.tsv. Written before the first search (a second round in the same form, if any, is marked r2-
    and written down and committed before any of it is searched);
  * corpus `pages` of the sessions' `search` tool (stored public web pages: Q&A threads, forums, blog posts), EVERY
    rank 1 to 8 of each answer, in rank order (the per-query cap of 8 is the rank window: no cap);
  * a result is kept only when its excerpt holds an error or log line SOMEONE PASTED (in any language; or a title
    naming the error) and the page says what it was (an accepted answer, the poster's own fix, a blog's stated cause);
    `basis` in collected.jsonl says it. Skipped: a page any other folder cites, repeats, no pasted error, no stated
    resolution;
  * the text is the excerpt as returned, never cleaned; `paste` says its form. Expected ids (knowledge-base.json family
    ids, empty for a negative) are written from the page's resolution before anything is run on the folder.
    Negatives: failures found by the same queries whose resolution was not the GPU stack or is no family of the
    knowledge base.

Usage:
  collect_rules_2026_11_29e.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl (removes old ones)
  collect_rules_2026_11_29e.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
from pathlib import Path

from collect_rules_2026_11_27c import entries
from collect_rules_common import Rule, aim_problems, main

# id -> query text: a short phrase in one language other than English and Chinese, as a user of that language would
# type it for a GPU failure, written before the first search. The group is the id's prefix, the language
# (heldout-query-groups.tsv).
QUERIES = {
    # Japanese
    "ja-cuda-memory": "CUDA エラー メモリ不足",
    "ja-gpu-not-recognized": "GPU 認識されない pytorch",
    "ja-nvidia-smi-error": "nvidia-smi エラー ドライバ",
    "ja-tensorflow-gpu-not-used": "tensorflow GPU 使われない エラー",
    # Korean
    "ko-cuda-available-false": "torch.cuda.is_available False 원인",
    "ko-cuda-memory": "CUDA 메모리 부족 에러",
    "ko-nvidia-driver-error": "엔비디아 드라이버 오류 nvidia-smi",
    "ko-tensorflow-gpu-error": "텐서플로우 GPU 인식 오류",
    # Russian
    "ru-cuda-driver": "ошибка CUDA драйвер",
    "ru-cuda-memory": "CUDA out of memory что делать",
    "ru-gpu-not-seen": "pytorch не видит видеокарту",
    "ru-nvidia-smi-failed": "nvidia-smi не работает ошибка",
    # German
    "de-cuda-driver": "CUDA Fehler Treiber",
    "de-gpu-not-found": "GPU wird nicht erkannt CUDA",
    "de-memory": "CUDA Speicher voll Fehler",
    "de-nvidia-smi": "nvidia-smi Fehlermeldung Linux",
    # Spanish
    "es-cuda-memory": "error CUDA sin memoria",
    "es-gpu-not-detected": "pytorch no detecta GPU",
    "es-nvidia-driver": "error driver nvidia CUDA",
    "es-tensorflow-gpu": "tensorflow no usa la GPU error",
    # Portuguese
    "pt-cuda-video-card": "erro CUDA placa de vídeo",
    "pt-cuda-memory": "erro CUDA memória insuficiente",
    "pt-gpu-not-recognized": "GPU não reconhecida pytorch",
    "pt-nvidia-driver": "erro driver nvidia linux",
    # French
    "fr-cuda-driver": "erreur CUDA pilote",
    "fr-cuda-memory": "erreur CUDA mémoire insuffisante",
    "fr-gpu-not-detected": "GPU non détecté pytorch",
    "fr-nvidia-smi": "nvidia-smi erreur pilote Ubuntu",
    # Italian
    "it-cuda-error": "errore CUDA scheda video",
    "it-cuda-memory": "errore CUDA memoria esaurita",
    "it-gpu-not-recognized": "GPU non riconosciuta pytorch",
    "it-nvidia-driver": "errore driver nvidia Ubuntu",
    # Vietnamese
    "vi-cuda-error": "lỗi CUDA khi chạy",
    "vi-cuda-memory": "lỗi CUDA hết bộ nhớ",
    "vi-gpu-not-recognized": "không nhận GPU pytorch",
    "vi-nvidia-driver": "lỗi driver nvidia ubuntu",
    # Turkish
    "tr-cuda-error": "CUDA hatası çözümü",
    "tr-cuda-memory": "CUDA bellek yetersiz hatası",
    "tr-gpu-not-detected": "ekran kartı algılanmıyor CUDA",
    "tr-nvidia-driver": "nvidia sürücü hatası ubuntu",
    # Polish
    "pl-cuda-error": "błąd CUDA karta graficzna",
    "pl-cuda-memory": "CUDA brak pamięci błąd",
    "pl-gpu-not-detected": "pytorch nie wykrywa karty graficznej",
    "pl-nvidia-driver": "błąd sterownika nvidia linux",
}

AIM_REPORTS = (30, 50)
AIM_NEGATIVES = 8

RULE = Rule(folder="heldout-2026-11-29e", queries=QUERIES, ranks=range(1, 9), corpora=("pages",),
            max_per_query=8, min_negatives=0)


def own_problems(fixtures: Path) -> list:
    """The set's aim beside the common check: fewer reports or negatives than aimed at prints SHORT OF AIM."""
    return aim_problems(entries(fixtures, RULE.folder), AIM_REPORTS[0], AIM_REPORTS[1], AIM_NEGATIVES)


if __name__ == "__main__":
    main(RULE, own_problems)
