#!/usr/bin/env python3
"""The collection rule of fixtures/heldout-2026-11-27e/ (the eighth held-out set of issue 37), written down before
the first search so it can be rerun and checked.

Rule (never used before in this repo: top results per family; GitHub results ranked >=5 for rare stacks; web pages
ranked 1-8 per kind; stack x year over uncited repositories + scripted degradation; symptom-worded queries):

  * every query is written in a language OTHER THAN ENGLISH (Chinese, Japanese, Korean, Russian, Spanish, Portuguese,
    German), the way a user of that language types it ("显存不足 CUDA", "CUDA エラー GPU 認識しない", ...);
  * corpus `issues` of the sessions' `search` tool (and `pages` if it yields), ranks 1 to 8 of each answer, in rank
    order, at most 4 files per query;
  * a result is kept only when its excerpt holds an error or log line SOMEONE PASTED and the thread says what it was
    (maintainer's answer, the reporter's "fixed by ...", a merged PR); `basis` in collected.jsonl says it. Skipped: a
    thread any other folder cites, a repository of the sixth set, repeats, no pasted error, no visible resolution;
  * the text is the paste as returned, never cleaned; expected ids (knowledge-base.json family ids, empty for a
    negative) are written from the thread's resolution, never from what the diagnoser says.
  * fallback (used only if 6 non-English queries give nothing usable): one query per error code/enum name taken in
    file order from the catalogues under src/main/resources, every 5th code, ranks 1-5.

Usage:
  collect_rules_2026_11_27e.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl (removes old ones)
  collect_rules_2026_11_27e.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
from collect_rules_common import Rule, main

FOLDER = "heldout-2026-11-27e"
MAX_PER_QUERY = 4
RANKS = range(1, 9)
CORPORA = ("issues", "pages")
MIN_NEGATIVES = 8

# id -> query text, non-English, written before the first search.
QUERIES = {
    "zh-oom": "显存不足 CUDA out of memory 解决",
    "ja-no-gpu": "CUDA エラー GPU 認識しない",
    "ru-driver": "ошибка CUDA драйвер",
    "es-no-gpu": "error CUDA no detecta GPU",
    "zh-docker": "docker 容器 无法 使用 GPU 报错",
    "pt-cuda": "erro CUDA placa de vídeo não reconhecida",
    "de-cuda": "CUDA Fehler Grafikkarte wird nicht erkannt",
    "ko-cuda": "CUDA 오류 GPU 인식 안됨",
    # added after the first 8 searches gave 4 negatives in 13 files, before any of them was searched: symptoms whose
    # cause is often outside the CUDA stack
    "ja-segfault": "Segmentation fault GPU 実行 エラー 解決",
    "zh-nan": "训练 loss nan GPU 报错",
    "ru-freeze": "зависает обучение на GPU ошибка",
    "es-slow": "entrenamiento lento GPU error solucionado",
}


RULE = Rule(folder=FOLDER, queries=QUERIES, ranks=RANKS, corpora=CORPORA, max_per_query=MAX_PER_QUERY,
            min_negatives=MIN_NEGATIVES)

if __name__ == "__main__":
    main(RULE)
