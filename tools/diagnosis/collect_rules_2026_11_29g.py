#!/usr/bin/env python3
"""The collection rule of fixtures/heldout-2026-11-29g/ (the thirtieth held-out set of issue 37), written down before
the first search so it can be rerun and checked.

Rule (new in this repo: the earlier sets took sha256 splits, dated hits, top hits per family, low ranks, web pages by
error kind, stack x year, symptom words, non-English queries, scientific stacks, recent threads by exception class,
pull requests, fix-worded queries, hardware-named queries, non-Python host languages, packaging tools, titles alone,
command-worded queries, version-worded queries, question-worded web pages, task-worded queries, source paths,
environment variables, logger prefixes, operating systems, numbers the stack prints, platforms, model names,
non-English web pages and change events; every one of them chose its reports by the words of an error or of its
circumstances; none SAMPLED REPOSITORIES BY NAME):

  * the repositories are sampled by name, not the reports by error words: the `find_repos` tool of the sessions listed
    the repositories whose owner/name contains each of 12 name fragments written down before any listing
    ("diffusion", "gpt", "llm", "yolo", "whisper", "nerf", "gan", "bert", "rl", "tts", "seg", "detect"); for each
    fragment the first 5 repositories of the listing, in the order returned, that no fixture folder cites (a
    `github.com/OWNER/NAME/` link in any collected.jsonl or train* folder) and that are not a repository of the sixth
    held-out set were kept: 60 repositories (REPOSITORIES below; skipped while choosing: AUTOMATIC1111/stable-diffusion-
    webui for "diffusion", BerriAI/litellm and vllm-project/vllm for "llm", all cited by other folders). find_repos
    lists repositories by how many file versions the index holds, so most of the 60 are not machine-learning projects:
    that is the sample, not corrected;
  * ONE query per repository, "<repository name> CUDA error" (the name, not the owner), written before the first search;
    the fragment is the query id's prefix and the group in heldout-query-groups.tsv. A second round, if any, is marked
    r2- and written down and committed before any of it is searched;
  * corpus `issues` of the sessions' `search` tool, EVERY rank 1 to 8 of each answer, in rank order, keeping only the
    results FROM THAT QUERY'S REPOSITORY (another repository's result is skipped: the point is to sample by
    repository); own_problems checks each entry's source against its query's repository;
  * a result is kept only when its excerpt holds an error or log line SOMEONE PASTED (or an issue title naming the
    error) and the thread says what it was (a maintainer's answer, the reporter's own fix, a linked fix); `basis` in
    collected.jsonl says it. Skipped: a thread any other folder cites, a repository of the sixth set, repeats, no
    pasted error, no stated resolution;
  * the text is the paste as returned, never cleaned; `paste` says its form. Expected ids (knowledge-base.json family
    ids, empty for a negative) are written from the thread's resolution before anything is run on the folder.
    Negatives: failures found by the same queries whose resolution was not the GPU stack or is no family of the
    knowledge base.

Usage:
  collect_rules_2026_11_29g.py build [FIXTURES_DIR]   writes the .txt files from collected.jsonl (removes old ones)
  collect_rules_2026_11_29g.py [FIXTURES_DIR]         checks the folder against the rule and prints the counts
"""
from pathlib import Path

from collect_rules_2026_11_27c import entries, repository
from collect_rules_common import Rule, aim_problems, main, tally

# id -> (repository, query text): the first 5 uncited repositories of find_repos' listing per name fragment, one query
# "<name> CUDA error" each, written before the first search. The group is the id's prefix, the fragment
# (heldout-query-groups.tsv).
REPOSITORIES = {
    # fragment "diffusion"
    "diffusion-diffusion-code-generation": ("Lecrut/Diffusion-code-generation", "Diffusion-code-generation CUDA error"),
    "diffusion-mojodiffusion": ("CodeAlexx/mojodiffusion", "mojodiffusion CUDA error"),
    "diffusion-stable-diffusion-android": ("ShiftHackZ/Stable-Diffusion-Android", "Stable-Diffusion-Android CUDA error"),
    "diffusion-diffusionnexus": ("Little-God1983/DiffusionNexus", "DiffusionNexus CUDA error"),
    "diffusion-memento": ("silent-diffusion/Memento", "Memento CUDA error"),
    # fragment "gpt"
    "gpt-chatgpt-codesec-analysis": ("clodbrasilino/chatgpt-codesec-analysis", "chatgpt-codesec-analysis CUDA error"),
    "gpt-gpt-summary": ("maliubiao/gpt-summary", "gpt-summary CUDA error"),
    "gpt-gpt-code-plagiarism": ("emilyju0314/gpt_code_plagiarism", "gpt_code_plagiarism CUDA error"),
    "gpt-autogpt": ("Significant-Gravitas/AutoGPT", "AutoGPT CUDA error"),
    "gpt-fastgpt": ("labring/FastGPT", "FastGPT CUDA error"),
    # fragment "llm"
    "llm-llm-docs": ("mlshdev/llm-docs", "llm-docs CUDA error"),
    "llm-llmxive": ("ContextLab/llmXive", "llmXive CUDA error"),
    "llm-llm-code-docs": ("roboalchemist/llm-code-docs", "llm-code-docs CUDA error"),
    "llm-local-llms-evaluation": ("Vladislav0Art/local-llms-evaluation", "local-llms-evaluation CUDA error"),
    "llm-empirical-study-on-llm-based-dl-compiler-testing-techniques": ("WGQZYJZ/Empirical-Study-on-LLM-based-DL-Compiler-Testing-Techniques", "Empirical-Study-on-LLM-based-DL-Compiler-Testing-Techniques CUDA error"),
    # fragment "yolo"
    "yolo-yoloswagger": ("wildbook/YoloSwagger", "YoloSwagger CUDA error"),
    "yolo-yolo-jail": ("mschulkind-oss/yolo-jail", "yolo-jail CUDA error"),
    "yolo-yolo-web": ("macrat/yolo-web", "yolo-web CUDA error"),
    "yolo-mac-yolo-safeguards": ("IgorGanapolsky/mac-yolo-safeguards", "mac-yolo-safeguards CUDA error"),
    "yolo-yoloman": ("imoes/yoloman", "yoloman CUDA error"),
    # fragment "whisper"
    "whisper-personal": ("Whisper24X/personal", "personal CUDA error"),
    "whisper-whisperengine-v2": ("whisperengine-ai/whisperengine-v2", "whisperengine-v2 CUDA error"),
    "whisper-whisper-money": ("whisper-money/whisper-money", "whisper-money CUDA error"),
    "whisper-solstein-v1-archive": ("Ai-Whisperers/solstein-v1-archive", "solstein-v1-archive CUDA error"),
    "whisper-fun4me-store": ("Ai-Whisperers/fun4me-store", "fun4me-store CUDA error"),
    # fragment "nerf"
    "nerf-drone": ("nerfZael/drone", "drone CUDA error"),
    "nerf-devplannerfront": ("PrzemyslawPluszowy/DevPlannerFront", "DevPlannerFront CUDA error"),
    "nerf-ownerfi": ("ajnasrah/OwnerFi", "OwnerFi CUDA error"),
    "nerf-lightbulb": ("cornerfarmer/LightBulb", "LightBulb CUDA error"),
    "nerf-madscannerfinalgoldv2": ("anonymousgroundhog/MADScannerFinalGoldV2", "MADScannerFinalGoldV2 CUDA error"),
    # fragment "gan"
    "gan-tgandroid-beta": ("TGAndroid-Decompiled/TGAndroid-Beta", "TGAndroid-Beta CUDA error"),
    "gan-decompiled-files": ("ngannk-fptu/Decompiled-Files", "Decompiled-Files CUDA error"),
    "gan-organicmaps": ("organicmaps/organicmaps", "organicmaps CUDA error"),
    "gan-elec-mate-merge": ("Gangoo91/Elec-Mate-Merge", "Elec-Mate-Merge CUDA error"),
    "gan-ganjaking": ("gerekper/ganjaking", "ganjaking CUDA error"),
    # fragment "bert"
    "bert-open-liberty": ("OpenLiberty/open-liberty", "open-liberty CUDA error"),
    "bert-liberty": ("chaosgrid/Liberty", "Liberty CUDA error"),
    "bert-azure-docs-pt-br": ("robertorcosta/azure-docs.pt-br", "azure-docs.pt-br CUDA error"),
    "bert-codebert": ("kkr010128/codebert", "codebert CUDA error"),
    "bert-glovo-decompiled-analysis2": ("magdaraogrobert6-ship-it/glovo-decompiled-analysis2-", "glovo-decompiled-analysis2- CUDA error"),
    # fragment "rl"
    "rl-client-sources": ("WonderlandLibrary/client-sources", "client-sources CUDA error"),
    "rl-pyc-source": ("dudamarlena/pyc_source", "pyc_source CUDA error"),
    "rl-ace-world-16py": ("ACEmulator/ACE-World-16PY", "ACE-World-16PY CUDA error"),
    "rl-azure-docs-ja-jp": ("changeworld/azure-docs.ja-jp", "azure-docs.ja-jp CUDA error"),
    "rl-kenerl-mipsel-loongson": ("copslock/kenerl_mipsel_loongson", "kenerl_mipsel_loongson CUDA error"),
    # fragment "tts"
    "tts-testeitts": ("kacerato/testeitts", "testeitts CUDA error"),
    "tts-ttsrv-speechrule": ("misscafes/ttsrv-speechRule", "ttsrv-speechRule CUDA error"),
    "tts-ttsc": ("samchon/ttsc", "ttsc CUDA error"),
    "tts-asset": ("ProjectTSB/Asset", "Asset CUDA error"),
    "tts-yearlings-bobtail-app": ("bennettslin/yearlings_bobtail_app", "yearlings_bobtail_app CUDA error"),
    # fragment "seg"
    "seg-w6w-apps": ("segevsh/w6w-apps", "w6w-apps CUDA error"),
    "seg-action-destinations": ("segmentio/action-destinations", "action-destinations CUDA error"),
    "seg-b70-optimization-lab": ("steveseguin/b70-optimization-lab", "b70-optimization-lab CUDA error"),
    "seg-atlasmc": ("Segurad/AtlasMC", "AtlasMC CUDA error"),
    "seg-code-commandments": ("jessegall/code-commandments", "code-commandments CUDA error"),
    # fragment "detect"
    "detect-code-smell-detector": ("minhnbvnu/code-smell-detector", "code-smell-detector CUDA error"),
    "detect-deep-learning-lang-detection": ("aliostad/deep-learning-lang-detection", "deep-learning-lang-detection CUDA error"),
    "detect-jave-crypto-misuse-detection": ("michaelzhang05/Jave-Crypto-Misuse-Detection", "Jave-Crypto-Misuse-Detection CUDA error"),
    "detect-vulnerability-detection": ("yrahul3910/vulnerability-detection", "vulnerability-detection CUDA error"),
    "detect-gplag-plagerism-detection": ("vfrunza/GPLAG-Plagerism-Detection", "GPLAG-Plagerism-Detection CUDA error"),
}

QUERIES = {q: text for q, (_, text) in REPOSITORIES.items()}

AIM_REPORTS = (30, 50)
AIM_NEGATIVES = 8

RULE = Rule(folder="heldout-2026-11-29g", queries=QUERIES, ranks=range(1, 9), corpora=("issues",),
            max_per_query=8, min_negatives=0)


def fragment(query_id: str) -> str:
    """The name fragment a query's repository was listed under: the id's prefix (after r2-, if any)."""
    return query_id.removeprefix("r2-").split("-")[0]


def own_problems(fixtures: Path) -> list:
    """The set's aim beside the common check (fewer reports or negatives than aimed at prints SHORT OF AIM), and that
    every entry comes from its query's repository."""
    collected = entries(fixtures, RULE.folder)
    problems = aim_problems(collected, AIM_REPORTS[0], AIM_REPORTS[1], AIM_NEGATIVES)
    for e in collected:
        wanted = REPOSITORIES.get(e["q"], ("?",))[0]
        if repository(e["source"]).lower() != wanted.lower():
            problems.append(f"{e['slug']}: source {e['source']} is not from the query's repository {wanted}")
    tally(collected, lambda e: fragment(e["q"]), "fragment")
    return problems


if __name__ == "__main__":
    main(RULE, own_problems)
