package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The held-out sets of issue 37 from the seventh on (fixtures/heldout-2026-11-27d/ to -30b/, each folder's README), every
 * one collected by a {@link CollectionRule}: GitHub threads (web pages, for the nineteenth and the twenty-eighth) found by the set's own kind of
 * query, kept only where someone pasted the error (or, for the sixteenth, the title states the failure) and the thread
 * says what it was, labelled by that resolution. For each set: checks that it keeps its rule, that it is held out of the shipped known-reports library,
 * prints recall and precision per group and per paste form with every report read wrongly (expected, got), and holds what
 * the engine read when the set was first scored (or later, where a row's comment says so) as floors. Nothing is ever
 * tuned on these sets; each set's tools/diagnosis/collect_rules_2026_11_27d.py to _30b.py also checks that every file is what its
 * collected excerpt makes.
 *
 * <p>The queries a set's rule lists, and the group each one names where the set is grouped by query, are in
 * src/test/resources/diagnosis/heldout-query-groups.tsv. Every rule takes no thread any other folder cites. "The issue's
 * bar" is recall 0.85, precision 0.95 and at most one negative hit; the figures "before" of each set are in
 * docs/diagnosis-quality.md. The fifth, sixth, fresh and new sets keep their own tests: their rules are older and
 * bespoke.
 */
class HeldOutSetsTest {

    /** How a set's reports are grouped for printing: the heading and each report's group. */
    record Grouping(String name, Key key) {

        /** The group of one report of a set. */
        interface Key {
            String of(HeldOutSet set, Fixtures.Fixture report);
        }

        /** By the report's own {@code # stack:}, as {@link Fixtures#stackGroup(String)} groups it. */
        static Grouping stackGroup(String name) {
            return new Grouping(name, (set, f) -> Fixtures.stackGroup(f.stack()));
        }

        /** By the group heldout-query-groups.tsv gives the report's query. */
        static Grouping byQuery(String name) {
            return new Grouping(name, (set, f) -> set.queryGroups().get(CollectionRule.query(f)));
        }

        /** By the family the report is labelled with, or "negative". */
        static Grouping byExpectedFamily() {
            return new Grouping(
                    "expected family",
                    (set, f) ->
                            f.negative() ? "negative" : f.expected().iterator().next());
        }
    }

    /** What else a set's rule asks of every report. */
    interface Check {
        void holds(HeldOutSet set, Fixtures.Fixture report);

        default Check and(Check next) {
            return (set, f) -> {
                holds(set, f);
                next.holds(set, f);
            };
        }
    }

    /**
     * One set: its folder and loader, its collection rule (least size, most size, least negatives, last rank, most files a
     * query), its floors, how its figures are grouped (and any grouping printed before them), and what else its rule
     * asks of every report.
     */
    record HeldOutSet(
            Fixtures.Split split,
            Supplier<List<Fixtures.Fixture>> reports,
            int least,
            int most,
            int leastNegatives,
            int lastRank,
            int maxPerQuery,
            double recallFloor,
            double precisionFloor,
            int negativesHitCeiling,
            Grouping grouping,
            List<Grouping> alsoPrinted,
            Check alsoHolds) {

        /** Threads of the tenth set's rule were created on this day or later (ISO dates compare as text). */
        static final String CREATED_SINCE = "2025-01-01";

        @Override
        public String toString() {
            return split.folder;
        }

        /** The sets whose rule collects web pages off GitHub (the search tool's pages corpus), not GitHub threads. */
        static final Set<Fixtures.Split> PAGE_SETS =
                Set.of(Fixtures.Split.HELDOUT_2026_11_28H, Fixtures.Split.HELDOUT_2026_11_29E);

        CollectionRule rule() {
            return new CollectionRule(
                    least,
                    most,
                    leastNegatives,
                    lastRank,
                    maxPerQuery,
                    Fixtures.everyFolderBut(split),
                    PAGE_SETS.contains(split) ? CollectionRule.Sources.PAGE : CollectionRule.Sources.GITHUB_THREAD);
        }

        /** The set's queries in heldout-query-groups.tsv, each with its group ("-" where none); empty if not listed. */
        Map<String, String> queryGroups() {
            return QUERY_GROUPS.getOrDefault(split.folder, Map.of());
        }

        static void nothingMore(HeldOutSet set, Fixtures.Fixture report) {}

        static void queryIsListed(HeldOutSet set, Fixtures.Fixture report) {
            assertThat(set.queryGroups())
                    .as(report.name() + ": every report's query is one of the rule's (heldout-query-groups.tsv)")
                    .containsKey(CollectionRule.query(report));
        }

        static void createdSince2025(HeldOutSet set, Fixtures.Fixture report) {
            assertThat(report.date())
                    .as(report.name() + ": every thread was created on " + CREATED_SINCE
                            + " or later (# date: YYYY-MM-DD)")
                    .matches("\\d{4}-\\d{2}-\\d{2}")
                    .isGreaterThanOrEqualTo(CREATED_SINCE);
        }

        static void pullRequest(HeldOutSet set, Fixtures.Fixture report) {
            assertThat(report.source())
                    .as(report.name() + ": every source is a pull request")
                    .matches("https://github\\.com/[^/]+/[^/]+/pull/\\d+");
        }

        /** The rule's report is the thread's title alone: one line, pasted as a title. */
        static void titleAlone(HeldOutSet set, Fixtures.Fixture report) {
            assertThat(report.paste()).as(report.name() + " paste form").isEqualTo("title-only");
            assertThat(report.text().strip()).as(report.name() + " is one line").doesNotContain("\n");
        }
    }

    /**
     * The sets to run: all of them, or only the folder the system property {@code heldout.only} names, so that whoever
     * collects a new set scores it alone without printing the other sets' misses.
     */
    static Stream<HeldOutSet> sets() {
        String only = System.getProperty("heldout.only");
        return allSets()
                .filter(s -> only == null || only.isBlank() || s.split().folder.equals(only));
    }

    static Stream<HeldOutSet> allSets() {
        return Stream.of(
                // The seventh set (heldout-2026-11-27d): queries worded as a user's symptom. Ranks 1-10 of each
                // answer, at most 4 files a query. First scored on 2026-11-27 by the engine of 760b987 (rules +
                // signals + similar reports; the set was committed on top of it, 624aab4, before this ran): recall
                // 0.400 (12 of 30), precision 1.000, 0 of 11 negatives hit; every miss answered nothing ("The seventh
                // set, before"). Held: recall at that figure rounded down (0.39 then), precision and negatives hit at
                // the issue's bar, as the sixth set's test holds them. Round five (signals for the kinds this set's
                // misses name, so the set is seen) read recall 0.567; the recall floor holds that.
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_27D,
                        Fixtures::seventhHeldOut,
                        40,
                        80,
                        8,
                        10,
                        4,
                        0.56,
                        0.95,
                        1,
                        Grouping.stackGroup("stack group"),
                        List.of(),
                        HeldOutSet::nothingMore),
                // The eighth set (heldout-2026-11-27e): queries written in languages other than English. Ranks 1-8 of
                // each answer, at most 4 files a query. First scored on 2026-11-27 by the engine of 11c7dbd (main as
                // it was; the set was committed on top of it, 0afadc8, before this ran): recall 0.500 (4 of 8),
                // precision 0.500 (4 of 8), 1 of 9 negatives hit ("The eighth set, before"). Held: recall and
                // precision at those figures (precision already misses the issue's bar, so its floor is today's
                // figure, not the bar), negatives hit at the issue's bar.
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_27E,
                        Fixtures::eighthHeldOut,
                        15,
                        80,
                        8,
                        8,
                        4,
                        0.50,
                        0.50,
                        1,
                        Grouping.stackGroup("stack group"),
                        List.of(),
                        HeldOutSet::nothingMore),
                // The ninth set (heldout-2026-11-27f): the tool's own users' scientific stacks crossed with a symptom
                // word, printed per field of science. Ranks 1-10 of each answer, at most 4 files a query. The queries
                // fix the stacks, so a report is counted under the field its query named even where the corpus
                // answered with another project's thread (its # stack: says which). First scored on 2026-11-27 by the
                // engine of 614f26e (main as it was; the set was committed on top of it, 711b47d, before this ran):
                // recall 0.286 (4 of 14), precision 0.667 (4 of 6), 0 of 15 negatives hit ("The ninth set, before").
                // Held: recall and precision at those figures rounded down (precision already misses the issue's bar,
                // so its floor is today's figure), negatives hit at the issue's bar. Round seven (signals of an
                // architecture refused and a driver too old, rules from the library's batches 28d-28f, the fallback
                // at score 46, 992 known reports): 0.429, 0.857, 0 hit, held since.
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_27F,
                        Fixtures::ninthHeldOut,
                        20,
                        80,
                        12,
                        10,
                        4,
                        0.42,
                        0.85,
                        1,
                        Grouping.byQuery("field"),
                        List.of(),
                        HeldOutSet::queryIsListed),
                // The tenth set (heldout-2026-11-27g): threads created on 2025-01-01 or later, found by queries worded
                // as an exception class or a process outcome plus a stack word; the rule includes the creation date.
                // Ranks 1-10 of each answer, at most 3 files a query; printed per the stack each query named (counted
                // under it as the ninth set counts fields). First scored on 2026-11-27 by the engine of e3f6bca (main
                // as it was; the set was committed on top of it, 2df332e, before this ran): recall 0.429 (3 of 7),
                // precision 1.000 (3 of 3), 0 of 3 negatives hit ("The tenth set, before"). Held: recall at that
                // figure rounded down; precision at the issue's bar (today's 1.000 is above it; with three findings
                // any wrong one fails either floor); negatives hit at the issue's bar. Round seven (the same changes
                // as the ninth's): 0.571, 1.000, 0 hit, held since. Round ten's rules from the library's batch 28zc (a
                // CPU-only build said "not built with CUDA", TensorRT's "Error Code 2: OutOfMemory", the container
                // runtime's "requirements not met", Python's ImportError naming a library alone) added one wrong family
                // here: 0.571, 0.800 (4 of 5), 0 hit. Left as measured, not tuned away (the set's reports were not
                // read);
                // precision is held at that figure, below the issue's bar.
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_27G,
                        Fixtures::tenthHeldOut,
                        10,
                        50,
                        3,
                        10,
                        3,
                        0.57,
                        0.80,
                        1,
                        Grouping.byQuery("stack"),
                        List.of(),
                        ((Check) HeldOutSet::queryIsListed).and(HeldOutSet::createdSince2025)),
                // The eleventh set (heldout-2026-11-27h): pull-request threads only, found by queries worded the way a
                // fix's PR title names a failure (collect_rules_2026_11_27h.py, first round and second), kept only
                // where the PR quotes a pasted error and says what it was, labelled by the fixed cause. Ranks 1-10 of
                // each answer, at most 3 files a query. The rule gave 9 reports and 6 negatives, below the 25 and 8
                // the task aimed at (README); the sizes held are what it gave, so a file lost shows. First scored on
                // 2026-11-27 by the engine of 592cd8d (main as it was; the set was committed on top of it, 1ae8b70 and
                // 8e5026f, before this ran): recall 0.667 (2 of 3), precision 1.000 (2 of 2), 0 of 6 negatives hit
                // ("The eleventh set, before"). Held: recall at that figure rounded down; precision at the issue's bar
                // (with two findings any wrong one fails it); negatives hit at the issue's bar (today none).
                // Round fourteen (2026-11-29): once the shipped library grew from 1,893 to 1,991 reports (-29e to -29g
                // in), the similar-reports fallback answers one of the set's negatives (cuda-runtime-lib-not-found;
                // with the 1,893-report library it answers none): 0.667, precision 0.667, 1 of 6 hit. The fallback's
                // score was not changed from this (that would fit it to the set; on the training library 51 still
                // answers nothing wrongly where no rule fires); the precision floor holds what it reads, below the
                // issue's bar, and docs/diagnosis-quality.md says so.
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_27H,
                        Fixtures::eleventhHeldOut,
                        9,
                        50,
                        6,
                        10,
                        3,
                        0.66,
                        0.66,
                        1,
                        Grouping.stackGroup("stack"),
                        List.of(),
                        ((Check) HeldOutSet::queryIsListed).and(HeldOutSet::pullRequest)),
                // The twelfth set (heldout-2026-11-28): queries worded as the fix a user applied ("fixed by
                // reinstalling nvidia driver", "set PYTORCH_CUDA_ALLOC_CONF solved", ...), kept where a thread pastes
                // an error (or its title names one). Ranks 1-8 of each answer, every result there that keeps the test
                // (no cap a query below the 8 ranks); at most 45 reports (the cut written down before the first
                // search). The rule gave 42 reports and 10 negatives (README). First scored on 2026-11-28 by the
                // engine of 0d976ae (main as it was; the set was committed on top of it, 013010d and 3cfab0c, before
                // this ran): recall 0.559 (19 of 34), precision 0.826 (19 of 23), 1 of 10 negatives hit ("The twelfth
                // set, before"). Held: recall and precision at those figures rounded down (both below the issue's
                // bars), negatives hit at the issue's bar (today one). After the library's fourth batch and the
                // fallback's settings chosen again on the library (SimilarReports.Settings, score 34; nothing chosen
                // on this set): 0.529, 0.857, 1 hit; the recall floor holds that.
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_28,
                        Fixtures::twelfthHeldOut,
                        42,
                        45,
                        10,
                        8,
                        8,
                        0.52,
                        0.85,
                        1,
                        Grouping.stackGroup("stack"),
                        List.of(),
                        HeldOutSet::queryIsListed),
                // The thirteenth set (heldout-2026-11-28b): queries naming the machine a user runs on (a GPU model, a
                // laptop chip, a board, a data-centre card, a cloud instance, a notebook service) crossed with one
                // failure word, also printed per machine kind. Every rank 1-8 of each answer (the per-query cap is
                // the window). The rule gave 44 reports and 10 negatives (README). First scored on 2026-11-28 by the
                // engine of 0d976ae (main as it was; the set was committed on top of it, 570870f and fa6ca3a, before
                // this ran): recall 0.559 (19 of 34), precision 0.864 (19 of 22), 0 of 10 negatives hit ("The
                // thirteenth set, before"). Held: recall and precision at those figures rounded down (both below the
                // issue's bar); negatives hit at the issue's bar (today none), as the eleventh set's row holds it.
                // Round seven: 0.676, 0.920, 0 hit, held since. Not clean for no-kernel-image any more: the
                // architecture signal was written in the round after this set's family counts (not its texts) showed
                // that family missed most.
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_28B,
                        Fixtures::thirteenthHeldOut,
                        44,
                        45,
                        10,
                        8,
                        8,
                        0.67,
                        0.92,
                        1,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("machine kind")),
                        HeldOutSet::queryIsListed),
                // The fourteenth set (heldout-2026-11-28c): queries naming a program whose host language is not Python
                // (Julia, Rust, C++, Java, C#, JavaScript, R, MATLAB, Go; collect_rules_2026_11_28c.py, both rounds)
                // crossed with one failure word, also printed per host language. Every rank 1-8 of each answer. The
                // rule gave 37 reports and 10 negatives (README). First scored on 2026-11-28 by the engine of aa81e6d
                // (main as it was; the set was committed on top of it, b06bef5, 8b3957a and a9a7fbf, before this
                // ran): recall 0.481 (13 of 27), precision 0.929 (13 of 14), 0 of 10 negatives hit ("The fourteenth
                // set, before"). Held as the thirteenth's. Round seven, the clean "after" (every change of the round
                // was made before this set was first scored with it): 0.519, 0.933, 0 hit, held since.
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_28C,
                        Fixtures::fourteenthHeldOut,
                        37,
                        38,
                        10,
                        8,
                        8,
                        0.51,
                        0.93,
                        1,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("host language")),
                        HeldOutSet::queryIsListed),
                // The fifteenth set (heldout-2026-11-28d): queries naming the tool that installed or packaged the CUDA
                // stack (conda / mamba, pixi, uv, pip, poetry, Nix, Spack, EasyBuild / Lmod, Guix, Homebrew, Arch /
                // AUR, Debian / Ubuntu packages, Fedora / RPM Fusion, Gentoo, Apptainer / Singularity, Docker images,
                // snap, flatpak) crossed with one failure word, also printed per packaging tool. Every rank 1-8 of
                // each answer. The rule gave 41 reports and 11 negatives (README). First scored on 2026-11-28 by the
                // engine of 59ee546 (main as it was; the set was committed on top of it, f30dfff and 6545e95, before
                // this ran): recall 0.633 (19 of 30), precision 0.826 (19 of 23), 0 of 11 negatives hit. Held as the
                // fourteenth's.
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_28D,
                        Fixtures::fifteenthHeldOut,
                        41,
                        42,
                        11,
                        8,
                        8,
                        0.63,
                        0.82,
                        1,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("packaging tool")),
                        HeldOutSet::queryIsListed),
                // The sixteenth set (heldout-2026-11-28e): queries worded as an issue title that states a GPU failure
                // without error text, one per family of the knowledge base and four in other words (the x- ones),
                // kept only where the thread's title states a failure and the thread says what it was; the report is
                // the thread's title alone (collect_rules_2026_11_28e.py checks each file is what its collected entry
                // makes), also printed per expected family. Every rank 1-8 of each answer. The rule gave 41 reports
                // and 10 negatives (README). First scored on 2026-11-28 by the engine of this branch (main at 59ee546;
                // the set was committed on top of it, 9b0dfb2 and d3bf566, before this ran): recall 0.323 (10 of 31),
                // precision 1.000 (10 of 10), 0 of 10 negatives hit. Held: recall and precision at those figures
                // rounded down (recall far below the issue's bar); negatives hit at the issue's bar (today none).
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_28E,
                        Fixtures::sixteenthHeldOut,
                        41,
                        41,
                        10,
                        8,
                        8,
                        0.32,
                        1.0,
                        1,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byExpectedFamily()),
                        ((Check) HeldOutSet::queryIsListed).and(HeldOutSet::titleAlone)),
                // The seventeenth set (heldout-2026-11-28f): queries worded as the command the user ran when it
                // failed (docker run --gpus, pip install, nvcc -arch, sbatch --gres, modprobe, trtexec...), never as
                // an error text, also printed per tool the command runs. Every rank 1-8 of each answer. The rule gave
                // 16 reports and 13 negatives (README: short of its 30-50 aim, not loosened). First scored on
                // 2026-11-28 by the engine of 8804e51 (main at this branch's point; the set was committed on top of it
                // before this ran): recall 0.000 (0 of 3), precision 1.000 (no family claimed), 0 of 13 negatives
                // hit. Held: recall and precision at those figures (recall far below the issue's bar; precision is 1.0
                // only because nothing was claimed, so any claim on a negative fails it); negatives hit at the
                // issue's bar (today none).
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_28F,
                        Fixtures::seventeenthHeldOut,
                        16,
                        16,
                        13,
                        8,
                        8,
                        0.0,
                        1.0,
                        1,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("command's tool")),
                        HeldOutSet::queryIsListed),
                // The eighteenth set (heldout-2026-11-28g): queries worded as the versions the user ran (torch 2.5
                // CUDA 12.4, cuDNN 9 tensorflow 2.16, driver 535 ubuntu 22.04, onnxruntime-gpu 1.20 cuda 12...), naming
                // nothing of the error, also printed per stack the query's versions name. Every rank 1-8 of each
                // answer. The rule gave 25 reports and 13 negatives from 72 queries in two rounds (README: short of its
                // 30-50 aim, not loosened). First scored on 2026-11-28 by the engine of dd97e1a (main at this branch's
                // point; the set was committed on top of it, 6c8d795, before this ran): recall 0.250 (3 of 12),
                // precision 0.333 (3 of 9 claims), 1 of 13 negatives hit. Held: recall and precision at those figures
                // rounded down (far below the issue's bar), negatives hit at the issue's bar (the first run hit one).
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_28G,
                        Fixtures::eighteenthHeldOut,
                        25,
                        25,
                        13,
                        8,
                        8,
                        0.25,
                        0.33,
                        1,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("versions' stack")),
                        HeldOutSet::queryIsListed),
                // The nineteenth set (heldout-2026-11-28h): queries worded as a question a user asks about a GPU
                // failure without knowing the cause (why is my GPU not used by pytorch, how to fix CUDA error in
                // docker, why does tensorflow not see my GPU on WSL...), over web pages (the pages corpus, no GitHub
                // thread), also printed per stack the question is about. Every rank 1-8 of each answer. The rule gave
                // 42 reports and 12 negatives from 60 queries in two rounds (README). First scored on 2026-11-28 by
                // the engine of commit 0eb9be64 (main at this branch's point; the set was committed on top of it,
                // 4e172a51, before this ran): recall 0.733 (22 of 30), precision 1.000 (22 of 22 claims), 0 of 12
                // negatives hit. Held: recall and precision at those figures rounded down (recall below the issue's
                // bar), negatives hit at the issue's bar (today none).
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_28H,
                        Fixtures::nineteenthHeldOut,
                        42,
                        42,
                        12,
                        8,
                        8,
                        0.73,
                        1.0,
                        1,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("question's stack")),
                        HeldOutSet::queryIsListed),
                // The twentieth set (heldout-2026-11-28i): queries worded as the task the user was doing on the GPU
                // (fine-tuning llama with lora, transcribing audio with whisper, molecular dynamics simulation on gpu,
                // 3d gaussian splatting training...), naming no error, symptom, version, hardware or command, also
                // printed per kind of task. Every rank 1-8 of each answer. The rule gave 7 reports and 6 negatives from
                // 84 queries in two rounds (README: far short of its 30-50 aim, not loosened). First scored on
                // 2026-11-28 by the engine of commit 35be6530 (main at this branch's point; the set was committed on
                // top of it, 03dd482f, before this ran): recall 1.000 (1 of 1), precision 1.000 (1 of 1 claim), 0 of 6
                // negatives hit. Held: recall and precision at those figures (one positive: the recall says almost
                // nothing), negatives hit at the issue's bar (today none).
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_28I,
                        Fixtures::twentiethHeldOut,
                        7,
                        7,
                        6,
                        8,
                        8,
                        1.0,
                        1.0,
                        1,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("task")),
                        HeldOutSet::queryIsListed),
                // The twenty-first set (heldout-2026-11-28j): queries worded as a source path from a GPU stack's traces
                // and logs (torch/cuda/__init__.py, jax/_src/xla_bridge.py, ggml-cuda.cu,
                // nvidia-container-runtime-hook...),
                // naming nothing else, also printed per stack of the path. Every rank 1-8 of each answer. Collected by
                // the lead (the helper given it did not start); the rule gave 6 reports and 5 negatives from 32 queries
                // (README: far short of its 20-50 aim, not loosened). First scored on 2026-11-28 by the engine of
                // commit c754d54a (main's engine at this branch's point, 7ea4842f; the set was committed on top of it,
                // 0747dcaa, before this ran): recall 0.000 (0 of 1: a title alone), precision 1.000 (no claim), 0 of 5
                // negatives hit. Held: recall at that figure (one positive: it says almost nothing), precision 1.0,
                // negatives hit at the issue's bar (today none).
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_28J,
                        Fixtures::twentyFirstHeldOut,
                        6,
                        6,
                        5,
                        8,
                        8,
                        0.0,
                        1.0,
                        1,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("path's stack")),
                        HeldOutSet::queryIsListed),
                // The twenty-second set (heldout-2026-11-28k): queries worded as an environment variable or setting
                // of a GPU stack (CUDA_VISIBLE_DEVICES, NCCL_SOCKET_IFNAME, XLA_PYTHON_CLIENT_PREALLOCATE,
                // TF_XLA_FLAGS...), with at most one word naming the stack and nothing else, also printed per group of
                // the setting. Every rank 1-8 of each answer. The rule gave 34 reports and 23 negatives from 76
                // queries in two rounds (README: within its 30-50 aim). First scored on 2026-11-28 by the engine of
                // commit 6ea8058a (main at this branch's point; the set was committed on top of it, ff119357, before
                // this ran): recall 0.455 (5 of 11), precision 1.000 (5 of 5 claims), 0 of 23 negatives hit. Held:
                // recall and precision at those figures, negatives hit at the issue's bar (today none).
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_28K,
                        Fixtures::twentySecondHeldOut,
                        34,
                        34,
                        23,
                        8,
                        8,
                        0.45,
                        1.0,
                        1,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("setting")),
                        HeldOutSet::queryIsListed),
                // The twenty-third set (heldout-2026-11-28l): queries worded as the fixed prefix a GPU stack's logger
                // prints before its message (ggml_cuda_init:, NVRM:, [W ProcessGroupNCCL.cpp, [TRT] [E],
                // nvidia-container-cli:...), copied as in logs and nothing after it, also printed per group of the
                // prefix. Every rank 1-8 of each answer. The rule gave 14 reports and 10 negatives from 88 queries in
                // two rounds (README: SHORT OF AIM, 30-50 aimed at, not loosened). First scored on 2026-11-28 by the
                // engine of commit 09dbf48f (main at this branch's point; the set was committed on top of it, 68da76d2,
                // before this ran): recall 0.250 (1 of 4), precision 1.000 (1 of 1 claims), 0 of 10 negatives hit.
                // Held: recall and precision at those figures, negatives hit at the issue's bar (today none).
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_28L,
                        Fixtures::twentyThirdHeldOut,
                        14,
                        14,
                        10,
                        8,
                        8,
                        0.25,
                        1.0,
                        1,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("prefix")),
                        HeldOutSet::queryIsListed),
                // The twenty-fourth set (heldout-2026-11-29): queries worded as an operating system or distribution,
                // with its release where users say it, plus one word naming the GPU stack (Ubuntu 24.04 nvidia,
                // Fedora 40 cuda, Windows 11 pytorch, Proxmox nvidia, Jetson L4T...), nothing else, also printed per OS
                // family of the query. Every rank 1-8 of each answer. The rule gave 17 reports and 15 negatives from
                // 93 queries in two rounds (README: SHORT OF AIM, 30-50 aimed at, 2 failures of the 15 aimed at, not
                // loosened). First scored on 2026-11-29 by the engine of commit 6bd7b528 (main at this branch's point;
                // the set was committed on top of it, e0e70f37, before this ran): recall 0.000 (0 of 2), precision
                // 1.000 (no claim), 0 of 15 negatives hit. Held: recall and precision at those figures, negatives hit
                // at
                // the issue's bar (today none).
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_29,
                        Fixtures::twentyFourthHeldOut,
                        17,
                        17,
                        15,
                        8,
                        8,
                        0.0,
                        1.0,
                        1,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("os")),
                        HeldOutSet::queryIsListed),
                // The twenty-fifth set (heldout-2026-11-29b): queries worded as a number the stack prints (an error
                // code, exit status, signal, Xid, HRESULT/NTSTATUS or return value: error 35 cuda, CUDA error 700,
                // exit code 139 pytorch, WinError 126 cuda, Xid 79 nvidia, cuFFT error 5...), plus at most one word
                // naming the GPU stack, nothing else, also printed per kind of number. Every rank 1-8 of each answer.
                // The rule gave 27 reports and 12 negatives from 84 queries in two rounds (README: SHORT OF AIM, 30-50
                // aimed at, not loosened). First scored on 2026-11-29 by the engine of commit 26eacc85 (main at this
                // branch's point; the set was committed on top of it, b5bc051e, before this ran): recall 0.333 (5 of
                // 15), precision 0.833 (5 of 6 claims), 1 of 12 negatives hit. Held: recall and precision at those
                // figures, negatives hit at the issue's bar of one.
                // After round sixteen (2026-11-29, engine of this round's last rules, similar reports at score 85):
                // recall
                // 0.333, precision 0.714 (5 of 7 claims), 2 of 12 negatives hit: one of this round's rules, written
                // from library batches, reads one more of this set's negatives. Which one was not looked at and no rule
                // was changed for it (the set is never tuned on); the ceiling holds the measured count, above the
                // issue's bar of one.
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_29B,
                        Fixtures::twentyFifthHeldOut,
                        27,
                        27,
                        12,
                        8,
                        8,
                        0.33,
                        0.71,
                        2,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("number")),
                        HeldOutSet::queryIsListed),
                // The twenty-sixth set (heldout-2026-11-29c): queries worded as the hosted platform or cloud service
                // where the GPU runs (hosted notebooks, managed ML services, GPU rental marketplaces, cloud VMs and
                // images, managed Kubernetes, serverless GPU and model hosting: Colab cuda, SageMaker cuda, RunPod
                // cuda, EC2 p3 cuda, GKE nvidia, Modal gpu...), plus at most one word naming the GPU stack, nothing
                // else, also printed per kind of platform. Every rank 1-8 of each answer. The rule gave 11 reports and
                // 7 negatives from 82 queries in two rounds (README: SHORT OF AIM, 30-50 aimed at, 4 failures of the 15
                // aimed at, not loosened). First scored on 2026-11-29 by the engine of commit e674d268 (main at this
                // branch's point; the set was committed on top of it, d800d724, before this ran): recall 0.000 (0 of
                // 4), precision 1.000 (no claim), 0 of 7 negatives hit. Held: recall and precision at those figures,
                // negatives hit at the issue's bar of one.
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_29C,
                        Fixtures::twentySixthHeldOut,
                        11,
                        11,
                        7,
                        8,
                        8,
                        0.0,
                        1.0,
                        1,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("platform")),
                        HeldOutSet::queryIsListed),
                // The twenty-seventh set (heldout-2026-11-29d): queries worded as the name of a model (or model family)
                // the user was running, plus at most one word naming the GPU stack (llama 3 cuda, mixtral cuda, esrgan
                // cuda, yolov8 cuda, whisper large cuda, wav2vec2 gpu, rosettafold cuda, bert cuda...), nothing else,
                // also printed per kind of model. Every rank 1-8 of each answer. The rule gave 9 reports and 1 negative
                // from 73 queries in two rounds (README: SHORT OF AIM, 30-50 aimed at, 8 failures of the 15 aimed at,
                // not loosened). First scored on 2026-11-29 by the engine of commit e674d268 (main at this branch's
                // point; the set was committed on top of it, 7dca299c, before this ran): recall 0.625 (5 of 8),
                // precision 0.714 (5 of 7 claims), 0 of 1 negative hit. Held: recall and precision at those figures,
                // negatives hit at the issue's bar of one.
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_29D,
                        Fixtures::twentySeventhHeldOut,
                        9,
                        9,
                        1,
                        8,
                        8,
                        0.62,
                        0.71,
                        1,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("model")),
                        HeldOutSet::queryIsListed),
                // The twenty-eighth set (heldout-2026-11-29e): web pages (the search tool's pages corpus) found by
                // queries written in one language other than English and Chinese, four a language (Japanese, Korean,
                // Russian, German, Spanish, Portuguese, French, Italian, Vietnamese, Turkish, Polish: "CUDA エラー メモリ不足",
                // "ошибка CUDA драйвер", "error CUDA sin memoria"...), also printed per language. Every rank 1-8 of
                // each answer. The rule gave 22 reports and 7 negatives from 44 queries (README: SHORT OF AIM, 30-50
                // aimed at, 15 failures, 8 negatives aimed at, not loosened). First scored on 2026-11-29 by the engine
                // of commit e04a011f (main at this branch's point; the set was committed on top of it, e2ded9c4, before
                // this ran): recall 1.000 (15 of 15), precision 1.000 (15 of 15 claims), 0 of 7 negatives hit. Held:
                // recall and precision at those figures, negatives hit at the issue's bar of one.
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_29E,
                        Fixtures::twentyEighthHeldOut,
                        22,
                        22,
                        7,
                        8,
                        8,
                        1.0,
                        1.0,
                        1,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("language")),
                        HeldOutSet::queryIsListed),
                // The twenty-ninth set (heldout-2026-11-29f): queries worded as the change the user made or met just
                // before the GPU stopped working, plus one stack word (after driver update cuda, after kernel update
                // nvidia, after windows update wsl cuda, new rtx 4090 pytorch error, switched to podman gpu, after
                // conda
                // install pytorch cuda not available...), also printed per kind of change. Every rank 1-8 of each
                // answer. The rule gave 35 reports and 13 negatives from 72 queries in two rounds (22 failures). First
                // scored on 2026-11-29 by the engine of commit fdb0ddef (main at this branch's point; the set was
                // committed on top of it, f142a160, with one query id made lower-case in 3f845f92, before this ran):
                // recall 0.591 (13 of 22), precision 0.765 (13 of 17 claims), 0 of 13 negatives hit. Held: recall and
                // precision at those figures, negatives hit at the issue's bar of one.
                // After round sixteen's rules (written from library batches, never from this set): recall 0.636 (14 of
                // 22),
                // precision 0.778 (14 of 18 claims), 0 of 13 negatives hit.
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_29F,
                        Fixtures::twentyNinthHeldOut,
                        35,
                        35,
                        13,
                        8,
                        8,
                        0.63,
                        0.77,
                        1,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("change")),
                        HeldOutSet::queryIsListed),
                // The thirtieth set (heldout-2026-11-29h): queries worded as the person who runs the machines would
                // write them (users report CUDA errors on our cluster, slurm gres gpu node invalid, JupyterHub users
                // cannot see GPU, image for our GPU nodes missing libcuda, ansible nvidia driver role fails,
                // self-hosted gpu runner cuda error...), also printed per setting the operator runs. Every rank 1-8 of
                // each answer. The rule gave 46 reports and 23 negatives from 70 queries in two rounds (23 failures).
                // First scored on 2026-11-29 by the engine of commit 66ff4e97 (main at this branch's point; the set
                // was committed on top of it, 35faecf2, before this ran): recall 0.652 (15 of 23), precision 0.750 (15
                // of 20 claims), 4 of 23 negatives hit. Held: recall and precision at those figures, negatives hit at
                // the measured 4 (above the issue's bar of one).
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_29H,
                        Fixtures::thirtiethHeldOut,
                        46,
                        46,
                        23,
                        8,
                        8,
                        0.65,
                        0.75,
                        4,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("setting")),
                        HeldOutSet::queryIsListed),
                // The thirty-first set (heldout-2026-11-29i): queries worded as a beginner types them into a search box
                // (cuda not working help, torch cant find gpu windows, stable diffusion wont use nvidia, how fix cuda
                // out of memory colab, docker gpu dont work...), also printed per what the newcomer was doing. Every
                // rank 1-8 of each answer. The rule gave 33 reports and 8 negatives from 75 queries in two rounds (25
                // failures). First scored on 2026-11-29 by the engine of commit 24d12796 (main at this branch's point;
                // the set was committed on top of it, 30823510, before this ran): recall 0.400 (10 of 25), precision
                // 0.833 (10 of 12 claims), 0 of 8 negatives hit. Held: recall and precision at those figures,
                // negatives hit at the issue's bar of one.
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_29I,
                        Fixtures::thirtyFirstHeldOut,
                        33,
                        33,
                        8,
                        8,
                        8,
                        0.40,
                        0.83,
                        1,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("activity")),
                        HeldOutSet::queryIsListed),
                // The thirty-second set (heldout-2026-11-29j): queries that contrast where it works with where it fails
                // (works on cpu but not on gpu, works in conda env but not venv cuda, works on 3090 not on 4090,
                // worked yesterday cuda error today, runs as root but not as user gpu...), also printed per what
                // differs between the two settings. Every rank 1-8 of each answer. The rule gave 49 reports and 18
                // negatives from 75 queries in two rounds (31 failures).
                // First scored on 2026-11-29 by the engine of commit 8a38270f (main at this branch's point; the set
                // was committed on top of it, 59984c99, before this ran): recall 0.677 (21 of 31), precision 0.750 (21
                // of 28 claims), 4 of 18 negatives hit. Held: recall and precision at those figures, negatives hit at
                // the measured 4 (above the issue's bar of one).
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_29J,
                        Fixtures::thirtySecondHeldOut,
                        49,
                        49,
                        18,
                        8,
                        8,
                        0.67,
                        0.75,
                        4,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("differs")),
                        HeldOutSet::queryIsListed),
                // The thirty-third set (heldout-2026-11-29k): queries worded as issue titles through a repository's
                // issue template, with its bracketed or colon prefix ([Bug]: CUDA error, [Question] cuda out of
                // memory, [Help] nvidia driver, [Error] libcudnn, [Installation] cuda, Bug: docker gpu...), also
                // printed per the prefix's kind. Every rank 1-8 of each answer. The rule gave 28 reports and 15
                // negatives from 59 queries in two rounds (13 failures; SHORT OF AIM).
                // First scored on 2026-11-29 by the engine of commit b97a7312 (main at this branch's point; the set
                // was committed on top of it, 3fc4162c, before this ran): recall 0.308 (4 of 13), precision 0.667 (4
                // of 6 claims), 0 of 15 negatives hit. Held: recall and precision at those figures, negatives hit at
                // the issue's bar of one.
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_29K,
                        Fixtures::thirtyThirdHeldOut,
                        28,
                        28,
                        15,
                        8,
                        8,
                        0.30,
                        0.66,
                        1,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("prefix")),
                        HeldOutSet::queryIsListed),
                // The thirty-fourth set (heldout-2026-11-29l): queries that name the artifact being loaded, saved,
                // built or processed when the GPU failed, plus one failure word (loading checkpoint cuda error,
                // torch.load map_location cuda error, tensorrt engine file error, dataset dataloader cuda error
                // workers, conda environment cuda package error, video file nvdec error...), also printed per the
                // artifact's kind. Every rank 1-8 of each answer. The rule gave 44 reports and 34 negatives from 53
                // queries in two rounds (10 failures; SHORT OF AIM).
                // First scored on 2026-11-29 by the engine of commit 49882264 (main at this branch's point; the set
                // was committed on top of it, 99dca0c9, before this ran): recall 0.500 (5 of 10), precision 0.556 (5
                // of 9 claims), 3 of 34 negatives hit. Held: recall and precision at those figures, negatives hit at
                // the measured 3 (above the issue's bar of one).
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_29L,
                        Fixtures::thirtyFourthHeldOut,
                        44,
                        44,
                        34,
                        8,
                        8,
                        0.50,
                        0.55,
                        3,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("artifact")),
                        HeldOutSet::queryIsListed),
                // The thirty-fifth set (heldout-2026-11-29m): queries that name when in the run the GPU failed (at
                // import, at startup, on the first batch, mid-run, at validation, at save, at exit, on a re-run, after
                // resume, after sleep), plus one failure word (cuda error at import, crash on first batch gpu, gpu
                // error after hours of training, cuda error at exit, error on second run cuda, gpu fails after
                // sleep...), also printed per the phase. Every rank 1-8 of each answer. The rule gave 36 reports and
                // 17 negatives from 49 queries in one round (19 failures).
                // First scored on 2026-11-29 by the engine of commit 4d9a0341 (main at this branch's point; the set
                // was committed on top of it, f282a3ea, before this ran): recall 0.526 (10 of 19), precision 0.833 (10
                // of 12 claims), 0 of 17 negatives hit. Held: recall and precision at those figures rounded down,
                // negatives hit at the issue's bar (today none).
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_29M,
                        Fixtures::thirtyFifthHeldOut,
                        36,
                        36,
                        17,
                        8,
                        8,
                        0.52,
                        0.83,
                        1,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("phase")),
                        HeldOutSet::queryIsListed),
                // The thirty-sixth set (heldout-2026-11-29n): queries that name the call in the user's code that
                // failed, plus one failure word (model.cuda() error, torch.cuda.set_device error, cudaMalloc fails,
                // cublasCreate fails, nvmlInit failed, InferenceSession providers CUDAExecutionProvider fails,
                // numba.cuda.jit error...), also printed per the API's library. Every rank 1-8 of each answer, until
                // the 50-report ceiling. The rule gave 50 reports and 38 negatives from 56 queries in one round (12
                // failures; SHORT OF AIM).
                // First scored on 2026-11-29 by the engine of commit 4d9a0341 (main at this branch's point; the set
                // was committed on top of it, 60329596, before this ran): recall 0.583 (7 of 12), precision 0.636 (7
                // of 11 claims), 2 of 38 negatives hit. Held: recall and precision at those figures, negatives hit at
                // the measured 2 (above the issue's bar of one).
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_29N,
                        Fixtures::thirtySixthHeldOut,
                        50,
                        50,
                        38,
                        8,
                        8,
                        0.58,
                        0.63,
                        2,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("library")),
                        HeldOutSet::queryIsListed),
                // The thirty-seventh set (heldout-2026-11-29o): queries that name a part of the machine around the
                // GPU (the power supply, a PCIe riser or slot, cooling, a BIOS/UEFI setting, Secure Boot, the display
                // or a headless machine, the laptop's hybrid graphics, the NVLink bridge, system RAM, the disk or
                // /dev/shm, the kernel version), plus one failure word (power supply gpu crash training, pcie riser
                // cuda error, above 4g decoding gpu not detected, secure boot nvidia module error, headless server
                // nvidia error, nvlink bridge error, kernel update nvidia broken...), also printed per the component.
                // Every rank 1-8 of each answer. The rule gave 32 reports and 17 negatives from 56 queries in two
                // rounds (15 failures).
                // First scored on 2026-11-29 by the engine of commit dd6ca3d9 (main at this branch's point; the set
                // was committed on top of it, 00880c61, before this ran): recall 0.733 (11 of 15), precision 1.000 (11
                // of 11 claims), 0 of 17 negatives hit. Held: recall and precision at those figures rounded down,
                // negatives hit at the issue's bar (today none).
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_29O,
                        Fixtures::thirtySeventhHeldOut,
                        32,
                        32,
                        17,
                        8,
                        8,
                        0.73,
                        1.00,
                        1,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("component")),
                        HeldOutSet::queryIsListed),
                // The thirty-eighth set (heldout-2026-11-29p): queries that name two layers of the stack together
                // (the OS or WSL2, a container runtime, an environment manager, a notebook or IDE, a framework, an app,
                // the driver or toolkit), plus one failure word (wsl2 docker gpu fails, docker pytorch cuda error,
                // podman cuda toolkit error, conda cuda toolkit error, colab pytorch cuda error, nvidia driver ollama
                // error...), also printed per the pair's kind. Every rank 1-8 of each answer. The rule gave 32 reports
                // and 9 negatives from 57 queries in one round (23 failures).
                // First scored on 2026-11-29 by the engine of commit dd6ca3d9 (main at this branch's point; the set
                // was committed on top of it, 044c6e96, before this ran): recall 0.522 (12 of 23), precision 0.800 (12
                // of 15 claims), 1 of 9 negatives hit. Held: recall and precision at those figures rounded down,
                // negatives hit at the measured 1 (the issue's bar).
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_29P,
                        Fixtures::thirtyEighthHeldOut,
                        32,
                        32,
                        9,
                        8,
                        8,
                        0.52,
                        0.80,
                        1,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("layer pair")),
                        HeldOutSet::queryIsListed),
                // The thirty-ninth set (heldout-2026-11-29q): queries that name a numeric format or precision mode
                // (fp16 / half, bf16, fp8, int8 / int4 / gguf quant types, tf32, fp64 / double, mixed precision / amp /
                // autocast), plus one failure word (fp16 cuda error, bf16 not supported gpu, fp8 not supported gpu,
                // int8 quantization cuda fails, tf32 cuda error, double precision not supported gpu, autocast gpu
                // error...), also printed per the format's kind. Every rank 1-8 of each answer. The rule gave 50
                // reports and 40 negatives from 55 queries in two rounds (10 failures; SHORT OF AIM).
                // First scored on 2026-11-29 by the engine of commit f21e251d (main at this branch's point; the set
                // was committed on top of it, 7f8c11cd, before this ran): recall 0.900 (9 of 10), precision 0.750 (9
                // of 12 claims), 3 of 40 negatives hit. Held: recall and precision at those figures rounded down,
                // negatives hit at the measured 3.
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_29Q,
                        Fixtures::thirtyNinthHeldOut,
                        50,
                        50,
                        40,
                        8,
                        8,
                        0.90,
                        0.75,
                        3,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("numeric format")),
                        HeldOutSet::queryIsListed),
                // The fortieth set (heldout-2026-11-29r): queries that name a resource of the machine (GPU memory,
                // host RAM or swap, /dev/shm, pinned memory, disk or tmp space, file descriptors and ulimits, the PCIe
                // bus, power or temperature, GPU utilization, CPU threads), plus one failure word (vram full gpu crash,
                // shared memory docker training error, pinned memory cuda fails, too many open files gpu training, gpu
                // temperature crash training...), also printed per the resource's kind. Every rank 1-8 of each answer.
                // The rule gave 42 reports and 29 negatives from 56 queries in two rounds (13 failures; SHORT OF AIM).
                // First scored on 2026-11-29 by the engine of commit f21e251d (main at this branch's point; the set
                // was committed on top of it, a31aba9e, before this ran): recall 0.615 (8 of 13), precision 0.889 (8
                // of 9 claims), 1 of 29 negatives hit. Held: recall and precision at those figures rounded down,
                // negatives hit at the measured 1 (the issue's bar). Round nineteen moved it to 0.538 (7 of 13) / 0.778
                // (7 of 9) / 1: CUDNN_STATUS_ALLOC_FAILED now reads as cuda-oom (NVIDIA's meaning: an allocation that
                // failed inside cuDNN, usually its own cudaMalloc; 2 of 2 library reports with it), and one report here
                // is labelled cudnn-status-error. Its thread, collected at the same time for the library batch -29zzc,
                // was labelled cuda-oom there (the fix was TensorFlow's allow_growth) and dropped from the batch as
                // this set's. The rule was not changed for this set.
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_29R,
                        Fixtures::fortiethHeldOut,
                        42,
                        42,
                        29,
                        8,
                        8,
                        0.53,
                        0.77,
                        1,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("resource")),
                        HeldOutSet::queryIsListed),
                // The forty-first set (heldout-2026-11-29s): queries that name how the work is spread over GPUs, nodes
                // or processes (DDP / data parallel, FSDP, DeepSpeed, Horovod, tensor or pipeline parallel, multi-GPU,
                // multi-node, torchrun, accelerate launch, MPI, DataLoader workers / multiprocessing, Slurm, Ray),
                // plus one failure word (ddp training cuda error, multi gpu hangs, deepspeed gpu crash, num_workers
                // cuda error, multi node training fails...), also printed per the scheme's kind. Every rank 1-8 of
                // each answer. The rule gave 33 reports and 21 negatives from 58 queries in two rounds (12 failures;
                // SHORT OF AIM).
                // First scored on 2026-11-29 by the engine of commit f21e251d (main at this branch's point; the set
                // was committed on top of it, d60491bf, before this ran): recall 0.833 (10 of 12), precision 0.714 (10
                // of 14 claims), 2 of 21 negatives hit. Held: recall and precision at those figures rounded down,
                // negatives hit at the measured 2 (above the issue's bar of one).
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_29S,
                        Fixtures::fortyFirstHeldOut,
                        33,
                        33,
                        21,
                        8,
                        8,
                        0.83,
                        0.71,
                        2,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("scheme kind")),
                        HeldOutSet::queryIsListed),
                // The forty-second set (heldout-2026-11-29t): queries that name how often or when in time the failure
                // happens (randomly, intermittently, sometimes, occasionally, after hours or epochs of running, only
                // on the first run, every time, after a reboot, a suspend or an update), never the phase of the run,
                // plus the thing and one failure word (gpu randomly crashes during training, cuda error intermittent,
                // sometimes cuda out of memory, training crashes after several hours gpu, gpu error only first
                // run...), also printed per the frequency's kind. Every rank 1-8 of each answer. The rule gave 26
                // reports and 12 negatives from 58 queries in two rounds (14 failures; SHORT OF AIM).
                // First scored on 2026-11-29 by the engine of commit d598e6e7 (main at this branch's point; the set
                // was committed on top of it, 1d2d0431, before this ran): recall 0.571 (8 of 14), precision 0.667 (8
                // of 12 claims), 2 of 12 negatives hit. Held: recall and precision at those figures rounded down,
                // negatives hit at the measured 2 (above the issue's bar of one).
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_29T,
                        Fixtures::fortySecondHeldOut,
                        26,
                        26,
                        12,
                        8,
                        8,
                        0.57,
                        0.66,
                        2,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("frequency kind")),
                        HeldOutSet::queryIsListed),
                // The forty-third set (heldout-2026-11-29u): queries of exactly two words, a project or tool name plus
                // one of gpu / cuda / nvidia / crash / error and nothing else (jax cuda, ollama gpu, comfyui cuda,
                // xgboost gpu, docker nvidia, wsl cuda...), also printed per the project's kind. Every rank 1-8 of
                // each answer. The rule gave 16 reports and 10 negatives from 74 queries in two rounds (6 failures;
                // SHORT OF AIM).
                // First scored on 2026-11-29 by the engine of commit d598e6e7 (main at this branch's point; the set
                // was committed on top of it, 08df1fef, before this ran): recall 0.333 (2 of 6), precision 0.400 (2 of
                // 5 claims), 2 of 10 negatives hit. Held: recall and precision at those figures rounded down,
                // negatives hit at the measured 2 (above the issue's bar of one).
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_29U,
                        Fixtures::fortyThirdHeldOut,
                        16,
                        16,
                        10,
                        8,
                        8,
                        0.33,
                        0.40,
                        2,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("project kind")),
                        HeldOutSet::queryIsListed),
                // The forty-fourth set (heldout-2026-11-29v): queries that name the kind of data the user works on
                // (images, video, audio, text, point clouds / 3D, molecules / proteins, graphs, time series, tabular
                // data, medical scans, satellite imagery, genomes / reads, physics fields), plus the GPU and one
                // failure word (video processing gpu crash, audio transcription cuda error, protein structure gpu out
                // of memory, graph neural network cuda error...), also printed per modality. Every rank 1-8 of each
                // answer. The rule gave 46 reports and 15 negatives from 52 queries in one round (31 failures).
                // First scored on 2026-11-29 by the engine of commit d598e6e7 (main at this branch's point; the set
                // was committed on top of it, 8763089f, before this ran): recall 0.645 (20 of 31), precision 0.833 (20
                // of 24 claims), 1 of 15 negatives hit. Held: recall and precision at those figures rounded down,
                // negatives hit at the measured 1.
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_29V,
                        Fixtures::fortyFourthHeldOut,
                        46,
                        46,
                        15,
                        8,
                        8,
                        0.64,
                        0.83,
                        1,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("modality")),
                        HeldOutSet::queryIsListed),
                // The forty-fifth set (heldout-2026-11-29w): queries that name where the user saw the failure (the
                // terminal, a Jupyter notebook / Colab cell, a web UI / browser console, a server log, docker / kubectl
                // logs, dmesg / journalctl, Windows Event Viewer, a CI job log, a crash popup, the task manager), plus
                // the GPU or CUDA and one failure word (jupyter notebook cuda error kernel died, docker logs cuda
                // error, dmesg gpu error training...), also printed per channel kind. Every rank 1-8 of each answer.
                // The rule gave 16 reports and 11 negatives from 51 queries in two rounds (5 failures), SHORT OF AIM.
                // First scored on 2026-11-29 by the engine of commit e7e0feab (main at this branch's point; the set
                // was committed on top of it, 189434e0, before this ran): recall 0.400 (2 of 5), precision 0.667 (2
                // of 3 claims), 0 of 11 negatives hit. Held: recall and precision at those figures rounded down,
                // negatives hit at 1 (the measured 0 raised to 1).
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_29W,
                        Fixtures::fortyFifthHeldOut,
                        16,
                        16,
                        11,
                        8,
                        8,
                        0.40,
                        0.66,
                        1,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("channel")),
                        HeldOutSet::queryIsListed),
                // The forty-sixth set (heldout-2026-11-29x): queries that name a cloud instance type or an HPC system
                // by its own name (AWS p3.2xlarge, g4dn.xlarge, p4d.24xlarge; GCP a2-highgpu, n1-standard with T4;
                // Azure NC6s_v3, NC24ads_A100_v4; RunPod, Vast.ai, Lambda, Paperspace; Perlmutter, Polaris, JUWELS
                // Booster, Alps...), plus one failure word (g4dn.xlarge cuda error, p3.2xlarge gpu not found,
                // perlmutter cuda error, runpod cuda error...), also printed per provider kind. Every rank 1-8 of each
                // answer. The rule gave 27 reports and 11 negatives from 53 queries in two rounds (16 failures; one
                // thread dropped for the sibling set -29w; SHORT OF AIM).
                // First scored on 2026-11-29 by the engine of commit e7e0feab (main at this branch's point; the set
                // was committed on top of it, 1f6e7dbd, before this ran): recall 0.813 (13 of 16), precision 0.813 (13
                // of 16 claims), 1 of 11 negatives hit. Held: recall and precision at those figures rounded down,
                // negatives hit at the measured 1.
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_29X,
                        Fixtures::fortySixthHeldOut,
                        27,
                        27,
                        11,
                        8,
                        8,
                        0.81,
                        0.81,
                        1,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("provider kind")),
                        HeldOutSet::queryIsListed),
                // The forty-seventh set (heldout-2026-11-29y): queries that carry a word of urgency, frustration or
                // puzzlement the way people title threads (urgent, stuck, weird, strange, mysterious, baffling,
                // frustrating, please help...), plus gpu / cuda / nvidia or a framework name and at most one failure
                // word (urgent help cuda error, stuck gpu not working, weird cuda crash, strange nvidia driver problem,
                // mysterious pytorch gpu error, please help gpu not working...), also printed per tone kind. Every rank
                // 1-8 of each answer. The rule gave 11 reports and 7 negatives from 62 queries in two rounds (4
                // failures; SHORT OF AIM).
                // First scored on 2026-11-29 by the engine of commit 08f3d4e4 (main at this branch's point; the set
                // was committed on top of it, dba324b1, before this ran): recall 0.500 (2 of 4), precision 0.667 (2
                // of 3 claims), 0 of 7 negatives hit. Held: recall and precision at those figures rounded down,
                // negatives hit at 1 (the measured 0 raised to 1).
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_29Y,
                        Fixtures::fortySeventhHeldOut,
                        11,
                        11,
                        7,
                        8,
                        8,
                        0.50,
                        0.66,
                        1,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("tone kind")),
                        HeldOutSet::queryIsListed),
                // The forty-eighth set (heldout-2026-11-29z): queries that hold at least one common misspelling or
                // slip of the kind people type in thread titles, in a failure word or a tool name, never an exact
                // correctly spelled error string (out of memmory cuda, no kernal image cuda, nvidia drvier, gpu not
                // detcted, nvidai-smi, tensorflow gpu not recognised, cudnn not fond, libcudart not foud...), also
                // printed per slip kind (typo, swap, british, drop). Every rank 1-8 of each answer. The rule gave 22
                // reports and 5 negatives from 58 queries in two rounds (17 failures; two threads dropped for the
                // sibling set -29y; SHORT OF AIM).
                // First scored on 2026-11-29 by the engine of commit 08f3d4e4 (main at this branch's point; the set
                // was committed on top of it, 63fa8408, before this ran): recall 0.471 (8 of 17), precision 0.889 (8
                // of 9 claims), 1 of 5 negatives hit. Held: recall and precision at those figures rounded down,
                // negatives hit at the measured 1.
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_29Z,
                        Fixtures::fortyEighthHeldOut,
                        22,
                        22,
                        5,
                        8,
                        8,
                        0.47,
                        0.88,
                        1,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("slip kind")),
                        HeldOutSet::queryIsListed),
                // The forty-ninth set (heldout-2026-11-30): queries that name a security or permission mechanism
                // standing between the user and the GPU (Secure Boot and signed modules, SELinux and AppArmor,
                // rootless containers, a non-root user or sudo, /dev/nvidia* and cgroup device rules, seccomp, group
                // policy) plus gpu / cuda / nvidia and at most one failure word, never an exact error string (secure
                // boot nvidia driver fails, selinux cuda error, rootless docker gpu not working, permission denied dev
                // nvidia...), also printed per the mechanism's kind. Every rank 1-8 of each answer. The rule gave 41
                // reports and 31 negatives from 56 queries in two rounds (10 failures; SHORT OF AIM).
                // First scored on 2026-11-30 by the engine of commit 64b8542f (main at this branch's point; the set
                // was committed on top of it, a374e91c, before this ran): recall 0.200 (2 of 10), precision 0.167 (2
                // of 12 claims), 8 of 31 negatives hit. Held: recall and precision at those figures rounded down,
                // negatives hit at the measured 8.
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_30,
                        Fixtures::fortyNinthHeldOut,
                        41,
                        41,
                        31,
                        8,
                        8,
                        0.20,
                        0.16,
                        8,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("mechanism kind")),
                        HeldOutSet::queryIsListed),
                // The fiftieth set (heldout-2026-11-30b): queries that name another program running beside the failing
                // one on the same machine (a game, a browser or meeting app, a recorder, a second job, security
                // software, the desktop, a VM, an overclocking tool, a remote-desktop tool), plus gpu / cuda / nvidia
                // and at most one failure word (cuda error while gaming, chrome open cuda out of memory, obs running
                // cuda error, second training job gpu error, antivirus cuda dll blocked, msi afterburner cuda crash,
                // remote desktop cuda not available...), also printed per the coexisting program's kind. Every rank 1-8
                // of each answer. The rule gave 34 reports and 26 negatives from 64 queries in two rounds (8 failures;
                // SHORT OF AIM); two negatives the sibling set -30 also collected were dropped after the first
                // scoring, leaving 32 reports and 24 negatives.
                // First scored on 2026-11-30 by the engine of commit 64b8542f (main at this branch's point; the set
                // was committed on top of it, ed1b495a, before this ran): recall 0.625 (5 of 8), precision 0.625 (5
                // of 8 claims), 2 of 26 negatives hit; rerun by the same engine after the drop: the same recall and
                // precision, 2 of 24 negatives hit. Held: recall and precision at those figures rounded down,
                // negatives hit at the measured 2.
                new HeldOutSet(
                        Fixtures.Split.HELDOUT_2026_11_30B,
                        Fixtures::fiftiethHeldOut,
                        32,
                        32,
                        24,
                        8,
                        8,
                        0.62,
                        0.62,
                        2,
                        Grouping.stackGroup("stack"),
                        List.of(Grouping.byQuery("program kind")),
                        HeldOutSet::queryIsListed));
    }

    /** heldout-query-groups.tsv: folder -> (query -> group), in the file's order. */
    static final Map<String, Map<String, String>> QUERY_GROUPS = readQueryGroups();

    private static Map<String, Map<String, String>> readQueryGroups() {
        List<String> lines;
        try {
            lines = Files.readAllLines(
                    Path.of(HeldOutSetsTest.class
                            .getResource("/diagnosis/heldout-query-groups.tsv")
                            .toURI()),
                    StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        Map<String, Map<String, String>> groups = new LinkedHashMap<>();
        for (String line : lines) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] columns = line.split("\t", -1);
            if (columns.length != 3 || Stream.of(columns).anyMatch(String::isBlank)) {
                throw new IllegalStateException("heldout-query-groups.tsv: not folder, query, group: " + line);
            }
            if (groups.computeIfAbsent(columns[0], k -> new LinkedHashMap<>()).put(columns[1], columns[2]) != null) {
                throw new IllegalStateException("heldout-query-groups.tsv: query listed twice: " + line);
            }
        }
        return groups;
    }

    private final DiagnosisService service = DiagnosisService.standard();

    @ParameterizedTest(name = "{0}")
    @MethodSource("sets")
    void theSetKeepsItsCollectionRule(HeldOutSet set) {
        List<Fixtures.Fixture> reports = set.reports().get();
        set.rule().check(reports, service.knowledgeBase().ids());
        assertThat(reports).allSatisfy(f -> set.alsoHolds().holds(set, f));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sets")
    void theSetIsHeldOutOfTheShippedLibrary(HeldOutSet set) {
        CollectionRule.assertHeldOutOfTheShippedLibrary(
                set.split().folder, set.reports().get());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sets")
    void scoresPerGroupAndPasteFormArePrintedAndHeld(HeldOutSet set) {
        List<Fixtures.Fixture> reports = set.reports().get();
        for (Grouping also : set.alsoPrinted()) {
            System.out.println(
                    FixtureScore.breakdown(also.name(), reports, f -> also.key().of(set, f), service));
        }
        CollectionRule.printAndHold(
                set.split().folder,
                reports,
                service,
                set.grouping().name(),
                f -> set.grouping().key().of(set, f),
                set.recallFloor(),
                set.precisionFloor(),
                set.negativesHitCeiling());
    }

    /** Every folder heldout-query-groups.tsv lists is one of these sets, so no list there goes unread. */
    @Test
    void theQueryGroupsFileListsOnlyTheseSets() {
        assertThat(QUERY_GROUPS.keySet())
                .isNotEmpty()
                .isSubsetOf(allSets().map(s -> s.split().folder).collect(Collectors.toSet()));
    }
}
