package dev.gpudoctor.diagnosis;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The real error reports under src/test/resources/diagnosis/fixtures/{train,heldout}. A file is
 * named {@code <expected id>--<slug>.txt} or {@code negative--<slug>.txt}; its header lines say
 * where it comes from ({@code # source: URL}), may list the expected ids ({@code # expect: id id},
 * empty for none), the platform the thread states ({@code # platform:}) and the software stack
 * ({@code # stack:}); later sets add {@code # date:}, {@code # year:}, {@code # paste:} and {@code # rule:}. Only these
 * named header lines are taken out of the diagnosed text: a log line such as {@code # error: ...} stays in it. See the folder's README for how
 * the halves were chosen.
 */
record Fixtures(List<Fixture> all, Set<String> seenBeforeSplit) {

    /**
     * Which set a fixture belongs to: signatures are written from train only; {@code HELDOUT_2025} is
     * the later set collected by another rule (its folder's README), loaded apart by {@link #newHeldOut()}.
     */
    enum Split {
        TRAIN("train"),
        HELDOUT("heldout"),
        HELDOUT_2025("heldout-2025"),
        HELDOUT_DIRECTION("heldout-direction"),
        HELDOUT_2026_11_27("heldout-2026-11-27"),
        TRAIN_2026_11_27("train-2026-11-27"),
        HELDOUT_2026_11_27B("heldout-2026-11-27b"),
        HELDOUT_2026_11_27C("heldout-2026-11-27c"),
        HELDOUT_2026_11_27D("heldout-2026-11-27d"),
        HELDOUT_2026_11_27E("heldout-2026-11-27e"),
        HELDOUT_2026_11_27F("heldout-2026-11-27f"),
        HELDOUT_2026_11_27G("heldout-2026-11-27g"),
        HELDOUT_2026_11_27H("heldout-2026-11-27h"),
        HELDOUT_2026_11_28("heldout-2026-11-28"),
        HELDOUT_2026_11_28B("heldout-2026-11-28b"),
        HELDOUT_2026_11_28C("heldout-2026-11-28c"),
        HELDOUT_2026_11_28D("heldout-2026-11-28d"),
        HELDOUT_2026_11_28E("heldout-2026-11-28e"),
        HELDOUT_2026_11_28F("heldout-2026-11-28f"),
        HELDOUT_2026_11_28G("heldout-2026-11-28g"),
        HELDOUT_2026_11_28H("heldout-2026-11-28h"),
        HELDOUT_2026_11_28I("heldout-2026-11-28i"),
        HELDOUT_2026_11_28J("heldout-2026-11-28j"),
        HELDOUT_2026_11_28K("heldout-2026-11-28k"),
        HELDOUT_2026_11_28L("heldout-2026-11-28l"),
        HELDOUT_2026_11_29("heldout-2026-11-29"),
        HELDOUT_2026_11_29B("heldout-2026-11-29b"),
        HELDOUT_2026_11_29C("heldout-2026-11-29c"),
        HELDOUT_2026_11_29D("heldout-2026-11-29d"),
        HELDOUT_2026_11_29E("heldout-2026-11-29e"),
        HELDOUT_2026_11_29F("heldout-2026-11-29f"),
        HELDOUT_2026_11_29H("heldout-2026-11-29h"),
        HELDOUT_2026_11_29I("heldout-2026-11-29i"),
        HELDOUT_2026_11_29J("heldout-2026-11-29j"),
        HELDOUT_2026_11_29K("heldout-2026-11-29k"),
        HELDOUT_2026_11_29L("heldout-2026-11-29l"),
        HELDOUT_2026_11_29M("heldout-2026-11-29m"),
        HELDOUT_2026_11_29N("heldout-2026-11-29n"),
        HELDOUT_2026_11_29O("heldout-2026-11-29o"),
        HELDOUT_2026_11_29P("heldout-2026-11-29p"),
        HELDOUT_2026_11_29Q("heldout-2026-11-29q"),
        HELDOUT_2026_11_29R("heldout-2026-11-29r"),
        HELDOUT_2026_11_29S("heldout-2026-11-29s"),
        HELDOUT_2026_11_29T("heldout-2026-11-29t"),
        HELDOUT_2026_11_29U("heldout-2026-11-29u"),
        HELDOUT_2026_11_29V("heldout-2026-11-29v"),
        HELDOUT_2026_11_29W("heldout-2026-11-29w"),
        HELDOUT_2026_11_29X("heldout-2026-11-29x"),
        HELDOUT_2026_11_29Y("heldout-2026-11-29y"),
        HELDOUT_2026_11_29Z("heldout-2026-11-29z"),
        HELDOUT_2026_11_30("heldout-2026-11-30"),
        HELDOUT_2026_11_30B("heldout-2026-11-30b"),
        TRAIN_2026_11_27C("train-2026-11-27c"),
        TRAIN_2026_11_27F("train-2026-11-27f"),
        TRAIN_2026_11_28("train-2026-11-28"),
        TRAIN_2026_11_28D("train-2026-11-28d"),
        TRAIN_2026_11_28E("train-2026-11-28e"),
        TRAIN_2026_11_28F("train-2026-11-28f"),
        TRAIN_2026_11_28G("train-2026-11-28g"),
        TRAIN_2026_11_28H("train-2026-11-28h"),
        TRAIN_2026_11_28I("train-2026-11-28i"),
        TRAIN_2026_11_28J("train-2026-11-28j"),
        TRAIN_2026_11_28K("train-2026-11-28k"),
        TRAIN_2026_11_28L("train-2026-11-28l"),
        TRAIN_2026_11_28N("train-2026-11-28n"),
        TRAIN_2026_11_28O("train-2026-11-28o"),
        TRAIN_2026_11_28P("train-2026-11-28p"),
        TRAIN_2026_11_28Q("train-2026-11-28q"),
        TRAIN_2026_11_28R("train-2026-11-28r"),
        TRAIN_2026_11_28S("train-2026-11-28s"),
        TRAIN_2026_11_28T("train-2026-11-28t"),
        TRAIN_2026_11_28U("train-2026-11-28u"),
        TRAIN_2026_11_28V("train-2026-11-28v"),
        TRAIN_2026_11_28W("train-2026-11-28w"),
        TRAIN_2026_11_28Y("train-2026-11-28y"),
        TRAIN_2026_11_28Z("train-2026-11-28z"),
        TRAIN_2026_11_28X("train-2026-11-28x"),
        TRAIN_2026_11_28ZC("train-2026-11-28zc"),
        TRAIN_2026_11_28ZA("train-2026-11-28za"),
        TRAIN_2026_11_28ZB("train-2026-11-28zb"),
        TRAIN_2026_11_28ZD("train-2026-11-28zd"),
        TRAIN_2026_11_28ZE("train-2026-11-28ze"),
        TRAIN_2026_11_28ZF("train-2026-11-28zf"),
        TRAIN_2026_11_28ZG("train-2026-11-28zg"),
        TRAIN_2026_11_28ZH("train-2026-11-28zh"),
        TRAIN_2026_11_28ZJ("train-2026-11-28zj"),
        TRAIN_2026_11_28ZK("train-2026-11-28zk"),
        TRAIN_2026_11_28ZI("train-2026-11-28zi"),
        TRAIN_2026_11_28ZN("train-2026-11-28zn"),
        TRAIN_2026_11_28ZM("train-2026-11-28zm"),
        TRAIN_2026_11_28ZL("train-2026-11-28zl"),
        TRAIN_2026_11_29A("train-2026-11-29a"),
        TRAIN_2026_11_29B("train-2026-11-29b"),
        TRAIN_2026_11_29C("train-2026-11-29c"),
        TRAIN_2026_11_29D("train-2026-11-29d"),
        TRAIN_2026_11_29E("train-2026-11-29e"),
        TRAIN_2026_11_29F("train-2026-11-29f"),
        TRAIN_2026_11_29G("train-2026-11-29g"),
        TRAIN_2026_11_29L("train-2026-11-29l"),
        TRAIN_2026_11_29K("train-2026-11-29k"),
        TRAIN_2026_11_29J("train-2026-11-29j"),
        TRAIN_2026_11_29I("train-2026-11-29i"),
        TRAIN_2026_11_29H("train-2026-11-29h"),
        TRAIN_2026_11_29M("train-2026-11-29m"),
        TRAIN_2026_11_29N("train-2026-11-29n"),
        TRAIN_2026_11_29P("train-2026-11-29p"),
        TRAIN_2026_11_29O("train-2026-11-29o"),
        TRAIN_2026_11_29Q("train-2026-11-29q"),
        TRAIN_2026_11_29S("train-2026-11-29s"),
        TRAIN_2026_11_29T("train-2026-11-29t"),
        TRAIN_2026_11_29U("train-2026-11-29u"),
        TRAIN_2026_11_29R("train-2026-11-29r"),
        TRAIN_2026_11_29V("train-2026-11-29v"),
        TRAIN_2026_11_29W("train-2026-11-29w"),
        TRAIN_2026_11_29X("train-2026-11-29x"),
        TRAIN_2026_11_29Y("train-2026-11-29y"),
        TRAIN_2026_11_29ZA("train-2026-11-29za"),
        TRAIN_2026_11_29ZB("train-2026-11-29zb"),
        TRAIN_2026_11_29ZC("train-2026-11-29zc"),
        TRAIN_2026_11_29ZD("train-2026-11-29zd"),
        TRAIN_2026_11_29ZE("train-2026-11-29ze"),
        TRAIN_2026_11_29ZF("train-2026-11-29zf"),
        TRAIN_2026_11_29ZG("train-2026-11-29zg"),
        TRAIN_2026_11_29ZH("train-2026-11-29zh"),
        TRAIN_2026_11_29ZI("train-2026-11-29zi"),
        TRAIN_2026_11_29ZJ("train-2026-11-29zj"),
        TRAIN_2026_11_29ZK("train-2026-11-29zk"),
        TRAIN_2026_11_29ZL("train-2026-11-29zl"),
        TRAIN_2026_11_29ZM("train-2026-11-29zm"),
        TRAIN_2026_11_29ZN("train-2026-11-29zn"),
        TRAIN_2026_11_29ZO("train-2026-11-29zo"),
        TRAIN_2026_11_29ZP("train-2026-11-29zp"),
        TRAIN_2026_11_29ZQ("train-2026-11-29zq"),
        TRAIN_2026_11_29ZR("train-2026-11-29zr"),
        TRAIN_2026_11_29ZS("train-2026-11-29zs"),
        TRAIN_2026_11_29ZT("train-2026-11-29zt"),
        TRAIN_2026_11_29ZU("train-2026-11-29zu"),
        TRAIN_2026_11_29ZV("train-2026-11-29zv"),
        TRAIN_2026_11_29ZW("train-2026-11-29zw"),
        TRAIN_2026_11_29ZX("train-2026-11-29zx"),
        TRAIN_2026_11_29ZY("train-2026-11-29zy"),
        TRAIN_2026_11_29ZZ("train-2026-11-29zz"),
        TRAIN_2026_11_29ZZA("train-2026-11-29zza"),
        TRAIN_2026_11_29ZZB("train-2026-11-29zzb"),
        TRAIN_2026_11_29ZZD("train-2026-11-29zzd"),
        TRAIN_2026_11_29ZZC("train-2026-11-29zzc"),
        TRAIN_2026_11_29ZZE("train-2026-11-29zze"),
        TRAIN_2026_11_29ZZF("train-2026-11-29zzf"),
        TRAIN_2026_11_29ZZG("train-2026-11-29zzg"),
        TRAIN_2026_11_29ZZH("train-2026-11-29zzh"),
        TRAIN_2026_11_29ZZK("train-2026-11-29zzk"),
        TRAIN_2026_11_29ZZJ("train-2026-11-29zzj"),
        TRAIN_2026_11_29ZZL("train-2026-11-29zzl"),
        TRAIN_2026_11_29ZZI("train-2026-11-29zzi"),
        TRAIN_2026_11_30("train-2026-11-30");

        final String folder;

        Split(String folder) {
            this.folder = folder;
        }
    }

    /**
     * @param direction the remedy the evidence calls for ({@code # direction:}, heldout-direction only), empty when not stated
     * @param year      the year of the post ({@code # year:}), empty when not stated
     * @param paste     how the report was pasted ({@code # paste:} full, title-only, non-english, ...), empty when not stated
     * @param rule      the collection rule that found it ({@code # rule: q=<query> rank=<n>}), empty when not stated
     */
    record Fixture(
            String name,
            Split split,
            String source,
            String platform,
            String stack,
            String date,
            Set<String> expected,
            String text,
            String direction,
            String year,
            String paste,
            String rule) {

        boolean negative() {
            return expected.isEmpty();
        }

        /** The same report pasted another way (a scripted degradation of its text). */
        Fixture withText(String other) {
            return new Fixture(
                    name, split, source, platform, stack, date, expected, other, direction, year, paste, rule);
        }
    }

    static Fixtures load() {
        try {
            Path dir = Path.of(Fixtures.class.getResource("/diagnosis/fixtures").toURI());
            List<Fixture> fixtures = new ArrayList<>();
            fixtures.addAll(read(dir, Split.TRAIN));
            fixtures.addAll(read(dir, Split.HELDOUT));
            Path seen = dir.resolve("heldout/SEEN-BEFORE-SPLIT.txt");
            Set<String> seenBeforeSplit = Set.copyOf(
                    Files.readAllLines(seen).stream().filter(l -> !l.isBlank()).toList());
            return new Fixtures(fixtures, seenBeforeSplit);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The later held-out set, kept out of {@link #all()} so the train/held-out rules above stay as they were. */
    static List<Fixture> newHeldOut() {
        return readApart(Split.HELDOUT_2025);
    }

    /** The set collected from lower-ranked search results (heldout-2026-11-27/README.md), also kept apart. */
    static List<Fixture> freshHeldOut() {
        return readApart(Split.HELDOUT_2026_11_27);
    }

    /** The set collected from web pages by error kind (heldout-2026-11-27b/README.md), also kept apart. */
    static List<Fixture> fifthHeldOut() {
        return readApart(Split.HELDOUT_2026_11_27B);
    }

    /**
     * The set from stack x year searches over repositories no fixture cites, degraded by a fixed script
     * (heldout-2026-11-27c/README.md), also kept apart.
     */
    static List<Fixture> sixthHeldOut() {
        return readApart(Split.HELDOUT_2026_11_27C);
    }

    /**
     * The set from symptom-worded searches, kept only where the thread says what the pasted error was
     * (heldout-2026-11-27d/README.md), also kept apart.
     */
    static List<Fixture> seventhHeldOut() {
        return readApart(Split.HELDOUT_2026_11_27D);
    }

    /**
     * The set from queries written in languages other than English, kept only where the thread says what the pasted
     * error was (heldout-2026-11-27e/README.md), also kept apart.
     */
    static List<Fixture> eighthHeldOut() {
        return readApart(Split.HELDOUT_2026_11_27E);
    }

    /**
     * The set from scientific-computing stacks (molecular dynamics, quantum chemistry, ML potentials, structural biology,
     * cryo-EM, genomics, GPU arrays) crossed with a symptom word, kept only where the thread says what the pasted error was
     * (heldout-2026-11-27f/README.md), also kept apart.
     */
    static List<Fixture> ninthHeldOut() {
        return readApart(Split.HELDOUT_2026_11_27F);
    }

    /**
     * The set of recent threads (created 2025 onward) found by queries worded as an exception class or a process outcome
     * plus a stack word, kept only where the thread says what the pasted error was (heldout-2026-11-27g/README.md), also
     * kept apart.
     */
    static List<Fixture> tenthHeldOut() {
        return readApart(Split.HELDOUT_2026_11_27G);
    }

    /**
     * The set of pull-request threads only, found by queries worded the way a fix's PR title names a failure, kept only
     * where the PR quotes a pasted error and says what it was (heldout-2026-11-27h/README.md), also kept apart.
     */
    static List<Fixture> eleventhHeldOut() {
        return readApart(Split.HELDOUT_2026_11_27H);
    }

    /**
     * The set found by queries worded as the fix a user applied, kept where a thread pastes an error (or its title names
     * one) and says what it was, labelled by that resolution (heldout-2026-11-28/README.md), also kept apart.
     */
    static List<Fixture> twelfthHeldOut() {
        return readApart(Split.HELDOUT_2026_11_28);
    }

    /**
     * The set found by queries that name the machine a user runs on (a GPU model, a board, a cloud instance, a notebook
     * service), kept only where the thread says what the pasted error was (heldout-2026-11-28b/README.md), also kept apart.
     */
    static List<Fixture> thirteenthHeldOut() {
        return readApart(Split.HELDOUT_2026_11_28B);
    }

    /**
     * The set found by queries that name a program whose host language is not Python (Julia, Rust, C++, Java, C#,
     * JavaScript, R, MATLAB, Go), kept only where the thread says what the pasted error was
     * (heldout-2026-11-28c/README.md), also kept apart.
     */
    static List<Fixture> fourteenthHeldOut() {
        return readApart(Split.HELDOUT_2026_11_28C);
    }

    /**
     * The set found by queries that name the tool that installed or packaged the CUDA stack (conda, pixi, pip, Nix,
     * Spack, a distribution's packages, a container image, snap, flatpak...), kept only where the thread says what the
     * pasted error was (heldout-2026-11-28d/README.md), also kept apart.
     */
    static List<Fixture> fifteenthHeldOut() {
        return readApart(Split.HELDOUT_2026_11_28D);
    }

    /**
     * The set found by queries worded as an issue title stating a GPU failure without error text, one per family of the
     * knowledge base, whose report is the thread's title alone (heldout-2026-11-28e/README.md), also kept apart.
     */
    static List<Fixture> sixteenthHeldOut() {
        return readApart(Split.HELDOUT_2026_11_28E);
    }

    /**
     * The set found by queries worded as the command the user ran when it failed (docker run --gpus, pip install, nvcc
     * -arch, sbatch --gres...), kept only where the thread says what the pasted error was (heldout-2026-11-28f/README.md),
     * also kept apart.
     */
    static List<Fixture> seventeenthHeldOut() {
        return readApart(Split.HELDOUT_2026_11_28F);
    }

    /**
     * The set found by queries worded as the versions the user ran (torch 2.5 CUDA 12.4, cuDNN 9 tensorflow 2.16, driver
     * 535 ubuntu 22.04...), naming nothing of the error, kept only where the thread says what the pasted error was
     * (heldout-2026-11-28g/README.md), also kept apart.
     */
    static List<Fixture> eighteenthHeldOut() {
        return readApart(Split.HELDOUT_2026_11_28G);
    }

    /**
     * The set found by queries worded as a question a user asks about a GPU failure (why is my GPU not used by pytorch,
     * how to fix CUDA error in docker, why does tensorflow not see my GPU on WSL...), over web pages (the search tool's
     * pages corpus), kept only where the page holds a pasted error and says what it was (heldout-2026-11-28h/README.md),
     * also kept apart.
     */
    static List<Fixture> nineteenthHeldOut() {
        return readApart(Split.HELDOUT_2026_11_28H);
    }

    /**
     * The set found by queries worded as the task the user was doing on the GPU (fine-tuning llama with lora,
     * transcribing audio with whisper, molecular dynamics simulation on gpu...), naming no error, symptom, version,
     * hardware or command, kept only where the thread says what the pasted error or log was
     * (heldout-2026-11-28i/README.md), also kept apart.
     */
    static List<Fixture> twentiethHeldOut() {
        return readApart(Split.HELDOUT_2026_11_28I);
    }

    /**
     * The set found by queries worded as a source path from a GPU stack's traces and logs (torch/cuda/__init__.py,
     * jax/_src/xla_bridge.py, ggml-cuda.cu...), naming nothing else, kept only where the thread says what the pasted error
     * was (heldout-2026-11-28j/README.md), also kept apart.
     */
    static List<Fixture> twentyFirstHeldOut() {
        return readApart(Split.HELDOUT_2026_11_28J);
    }

    /**
     * The set found by queries worded as an environment variable or setting of a GPU stack (CUDA_VISIBLE_DEVICES,
     * NCCL_SOCKET_IFNAME, XLA_PYTHON_CLIENT_PREALLOCATE, TF_XLA_FLAGS...), with at most one word naming the stack and
     * nothing else, kept only where the thread says what the pasted error was (heldout-2026-11-28k/README.md), also kept
     * apart.
     */
    static List<Fixture> twentySecondHeldOut() {
        return readApart(Split.HELDOUT_2026_11_28K);
    }

    /**
     * The set found by queries worded as the fixed prefix a GPU stack's logger prints before its message
     * (ggml_cuda_init:, NVRM:, [W ProcessGroupNCCL.cpp, E tensorflow/core/common_runtime/gpu, [TRT] [E]...), copied as in
     * logs and nothing after it, kept only where the thread says what the pasted error was
     * (heldout-2026-11-28l/README.md), also kept apart.
     */
    static List<Fixture> twentyThirdHeldOut() {
        return readApart(Split.HELDOUT_2026_11_28L);
    }

    /**
     * The set found by queries worded as an operating system or distribution, with its release where users say it, plus
     * one word naming the GPU stack (Ubuntu 24.04 nvidia, Fedora 40 cuda, Windows 11 pytorch, Proxmox nvidia, Jetson
     * L4T...), kept only where the thread says what the pasted error was (heldout-2026-11-29/README.md), also kept apart.
     */
    static List<Fixture> twentyFourthHeldOut() {
        return readApart(Split.HELDOUT_2026_11_29);
    }

    /**
     * The set found by queries worded as a number the stack prints (error 35 cuda, CUDA error 700, exit code 139 pytorch,
     * WinError 126 cuda, code 43 nvidia, Xid 79 nvidia, cuFFT error 5, errno 13 nvidia...), plus at most one word naming
     * the GPU stack, kept only where the thread says what the pasted error was (heldout-2026-11-29b/README.md), also kept
     * apart.
     */
    static List<Fixture> twentyFifthHeldOut() {
        return readApart(Split.HELDOUT_2026_11_29B);
    }

    /**
     * The set found by queries worded as the hosted platform or cloud service where the GPU runs (Colab cuda, SageMaker
     * cuda, RunPod cuda, EC2 p3 cuda, GKE nvidia, Modal gpu, Replicate cog cuda...), plus at most one word naming the GPU
     * stack, kept only where the thread says what the pasted error was (heldout-2026-11-29c/README.md), also kept apart.
     */
    static List<Fixture> twentySixthHeldOut() {
        return readApart(Split.HELDOUT_2026_11_29C);
    }

    /**
     * The set found by queries worded as the name of a model the user was running (llama 3 cuda, mixtral cuda, esrgan
     * cuda, yolov8 cuda, whisper large cuda, wav2vec2 gpu, rosettafold cuda, bert cuda...), plus at most one word naming
     * the GPU stack, kept only where the thread says what the pasted error was (heldout-2026-11-29d/README.md), also kept
     * apart.
     */
    static List<Fixture> twentySeventhHeldOut() {
        return readApart(Split.HELDOUT_2026_11_29D);
    }

    /**
     * The set found on web pages (the search tool's pages corpus) by queries written in one language other than English
     * and Chinese (Japanese, Korean, Russian, German, Spanish, Portuguese, French, Italian, Vietnamese, Turkish, Polish),
     * kept only where a pasted error line sits beside the page's stated cause (heldout-2026-11-29e/README.md), also kept
     * apart.
     */
    static List<Fixture> twentyEighthHeldOut() {
        return readApart(Split.HELDOUT_2026_11_29E);
    }

    /**
     * The set found by queries worded as the change the user made or met just before the GPU stopped working (after
     * driver update cuda, after kernel update nvidia, after windows update wsl cuda, new rtx 4090 pytorch error, switched
     * to podman gpu, after conda install pytorch cuda not available...), plus one stack word, kept only where the thread
     * says what the pasted error was (heldout-2026-11-29f/README.md), also kept apart.
     */
    static List<Fixture> twentyNinthHeldOut() {
        return readApart(Split.HELDOUT_2026_11_29F);
    }

    /**
     * The set found by queries worded as the person who runs the machines would write them (users report CUDA errors on
     * our cluster, slurm gres gpu node invalid, JupyterHub users cannot see GPU, image for our GPU nodes missing
     * libcuda, ansible nvidia driver role fails, self-hosted gpu runner cuda error...), kept only where the thread says
     * what the pasted error was (heldout-2026-11-29h/README.md), also kept apart.
     */
    static List<Fixture> thirtiethHeldOut() {
        return readApart(Split.HELDOUT_2026_11_29H);
    }

    /**
     * The set found by queries worded as a beginner types them into a search box (cuda not working help, torch cant
     * find gpu windows, stable diffusion wont use nvidia, how fix cuda out of memory colab, docker gpu dont work...),
     * kept only where the thread says what the pasted error was (heldout-2026-11-29i/README.md), also kept apart.
     */
    static List<Fixture> thirtyFirstHeldOut() {
        return readApart(Split.HELDOUT_2026_11_29I);
    }

    /**
     * The set found by queries that contrast where it works with where it fails (works on cpu but not on gpu, works in
     * conda env but not venv cuda, worked yesterday cuda error today, runs as root but not as user gpu...), kept only
     * where the thread says what the pasted error was (heldout-2026-11-29j/README.md), also kept apart.
     */
    static List<Fixture> thirtySecondHeldOut() {
        return readApart(Split.HELDOUT_2026_11_29J);
    }

    /**
     * The set found by queries worded as issue titles written through a repository's issue template, with its
     * bracketed or colon prefix ([Bug]: CUDA error, [Question] cuda out of memory, [Help] nvidia driver, [Error]
     * libcudnn, [Installation] cuda, Bug: docker gpu...), kept only where the thread says what the pasted error was
     * (heldout-2026-11-29k/README.md), also kept apart.
     */
    static List<Fixture> thirtyThirdHeldOut() {
        return readApart(Split.HELDOUT_2026_11_29K);
    }

    /**
     * The set found by queries that name the artifact being loaded, saved, built or processed when the GPU failed,
     * plus one failure word (loading checkpoint cuda error, tensorrt engine file error, dataset dataloader cuda error
     * workers, conda environment cuda package error, video file nvdec error...), kept only where the thread says what
     * the pasted error was (heldout-2026-11-29l/README.md), also kept apart.
     */
    static List<Fixture> thirtyFourthHeldOut() {
        return readApart(Split.HELDOUT_2026_11_29L);
    }

    /**
     * The set found by queries that name when in the run the GPU failed (at import, at startup, on the first batch,
     * after hours of training, at validation, at checkpoint save, at exit, on a second run, after resume, after sleep),
     * plus one failure word (cuda error at import, crash on first batch gpu, gpu error after hours of training, cuda
     * error at exit, gpu fails after sleep...), kept only where the thread says what the pasted error was
     * (heldout-2026-11-29m/README.md), also kept apart.
     */
    static List<Fixture> thirtyFifthHeldOut() {
        return readApart(Split.HELDOUT_2026_11_29M);
    }

    /**
     * The set found by queries that name the call in the user's code that failed, plus one failure word (model.cuda()
     * error, torch.cuda.set_device error, cudaMalloc fails, cublasCreate fails, nvmlInit failed, InferenceSession
     * providers CUDAExecutionProvider fails, numba.cuda.jit error...), kept only where the thread says what the pasted
     * error was (heldout-2026-11-29n/README.md), also kept apart.
     */
    static List<Fixture> thirtySixthHeldOut() {
        return readApart(Split.HELDOUT_2026_11_29N);
    }

    /**
     * The set found by queries that name a part of the machine around the GPU, plus one failure word (power supply
     * gpu crash training, pcie riser cuda error, above 4g decoding gpu not detected, secure boot nvidia module error,
     * headless server nvidia error, nvlink bridge error, kernel update nvidia broken...), kept only where the thread
     * says what the pasted error was (heldout-2026-11-29o/README.md), also kept apart.
     */
    static List<Fixture> thirtySeventhHeldOut() {
        return readApart(Split.HELDOUT_2026_11_29O);
    }

    /**
     * The set found by queries that name two layers of the stack together, plus one failure word (wsl2 docker gpu
     * fails, docker pytorch cuda error, podman cuda toolkit error, conda cuda toolkit error, colab pytorch cuda error,
     * nvidia driver ollama error...), kept only where the thread says what the pasted error was
     * (heldout-2026-11-29p/README.md), also kept apart.
     */
    static List<Fixture> thirtyEighthHeldOut() {
        return readApart(Split.HELDOUT_2026_11_29P);
    }

    /**
     * The set found by queries that name a numeric format or precision mode, plus one failure word (fp16 cuda error,
     * bf16 not supported gpu, fp8 not supported gpu, int8 quantization cuda fails, tf32 cuda error, double precision
     * not supported gpu, autocast gpu error...), kept only where the thread says what the pasted error was
     * (heldout-2026-11-29q/README.md), also kept apart.
     */
    static List<Fixture> thirtyNinthHeldOut() {
        return readApart(Split.HELDOUT_2026_11_29Q);
    }

    /**
     * The set found by queries that name a resource of the machine that ran short or misbehaved, plus one failure word
     * (vram full gpu crash, shared memory docker training error, pinned memory cuda fails, too many open files gpu
     * training, gpu temperature crash training...), kept only where the thread says what the pasted error was
     * (heldout-2026-11-29r/README.md), also kept apart.
     */
    static List<Fixture> fortiethHeldOut() {
        return readApart(Split.HELDOUT_2026_11_29R);
    }

    /**
     * The set found by queries that name how the work is spread over GPUs, nodes or processes, plus one failure word
     * (ddp training cuda error, multi gpu hangs, deepspeed gpu crash, torchrun cuda error, num_workers cuda error,
     * multi node training fails, slurm srun gpu error...), kept only where the thread says what the pasted error was
     * (heldout-2026-11-29s/README.md), also kept apart.
     */
    static List<Fixture> fortyFirstHeldOut() {
        return readApart(Split.HELDOUT_2026_11_29S);
    }

    /**
     * The set found by queries that name how often or when in time the failure happens, plus the thing and one failure
     * word (gpu randomly crashes during training, cuda error intermittent, sometimes cuda out of memory, training
     * crashes after several hours gpu, gpu error only first run, gpu error after reboot...), kept only where the thread
     * says what the pasted error was (heldout-2026-11-29t/README.md), also kept apart.
     */
    static List<Fixture> fortySecondHeldOut() {
        return readApart(Split.HELDOUT_2026_11_29T);
    }

    /**
     * The set found by queries of exactly two words, a project or tool name plus one bare GPU or failure word (jax
     * cuda, ollama gpu, comfyui cuda, xgboost gpu, docker nvidia, wsl cuda...), kept only where the thread says what
     * the pasted error was (heldout-2026-11-29u/README.md), also kept apart.
     */
    static List<Fixture> fortyThirdHeldOut() {
        return readApart(Split.HELDOUT_2026_11_29U);
    }

    /**
     * The set found by queries that name the kind of data the user works on plus the GPU and one failure word (image
     * classification training gpu out of memory, video processing gpu crash, audio transcription cuda error, protein
     * structure gpu out of memory, graph neural network cuda error, satellite imagery cuda error...), kept only where
     * the thread says what the pasted error was (heldout-2026-11-29v/README.md), also kept apart.
     */
    static List<Fixture> fortyFourthHeldOut() {
        return readApart(Split.HELDOUT_2026_11_29V);
    }

    /**
     * The set found by queries that name where the user saw the failure (the terminal, a Jupyter notebook or Colab cell,
     * a web UI or browser console, a server log, docker or kubectl logs, dmesg or journalctl, Windows Event Viewer, a
     * CI job log, a crash popup, the task manager) plus the GPU or CUDA and one failure word, kept only where the
     * thread says what the pasted error was (heldout-2026-11-29w/README.md), also kept apart.
     */
    static List<Fixture> fortyFifthHeldOut() {
        return readApart(Split.HELDOUT_2026_11_29W);
    }

    /**
     * The set found by queries that name a cloud instance type or an HPC system by its own name plus one failure word
     * (g4dn.xlarge cuda error, p3.2xlarge gpu not found, NC6s_v3 nvidia driver fails, runpod cuda error, perlmutter cuda
     * error...), kept only where the thread says what the pasted error was (heldout-2026-11-29x/README.md), also kept
     * apart.
     */
    static List<Fixture> fortySixthHeldOut() {
        return readApart(Split.HELDOUT_2026_11_29X);
    }

    /**
     * The set found by queries worded the way people title a thread in urgency, frustration or puzzlement (urgent help
     * cuda error, stuck gpu not working, weird cuda crash, strange nvidia driver problem, mysterious pytorch gpu error,
     * frustrating cuda install, please help gpu not working...), kept only where the thread says what the pasted error
     * was (heldout-2026-11-29y/README.md), also kept apart.
     */
    static List<Fixture> fortySeventhHeldOut() {
        return readApart(Split.HELDOUT_2026_11_29Y);
    }

    /**
     * The set found by queries that hold a common misspelling or slip in a failure word or a tool name, the way people
     * type thread titles (out of memmory cuda, nvidia drvier, gpu not detcted, nvidai-smi, tensorflow gpu not
     * recognised, cudnn not fond, libcudart not foud...), kept only where the thread says what the pasted error was
     * (heldout-2026-11-29z/README.md), also kept apart.
     */
    static List<Fixture> fortyEighthHeldOut() {
        return readApart(Split.HELDOUT_2026_11_29Z);
    }

    /**
     * The set found by queries that name a security or permission mechanism standing between the user and the GPU
     * (secure boot nvidia driver fails, selinux cuda error, apparmor nvidia container, rootless docker gpu not working,
     * non-root user cuda error, permission denied dev nvidia, cgroup device rules nvidia, seccomp cuda gpu, group policy
     * nvidia driver...), kept only where the thread says what the pasted error was (heldout-2026-11-30/README.md), also
     * kept apart.
     */
    static List<Fixture> fortyNinthHeldOut() {
        return readApart(Split.HELDOUT_2026_11_30);
    }

    /**
     * The set found by queries that name another program running beside the failing one on the same machine (cuda
     * error while gaming, chrome open cuda out of memory, obs running cuda error, second training job gpu error,
     * antivirus cuda dll blocked, msi afterburner cuda crash, remote desktop cuda not available...), kept only where the
     * thread says what the pasted error was (heldout-2026-11-30b/README.md), also kept apart.
     */
    static List<Fixture> fiftiethHeldOut() {
        return readApart(Split.HELDOUT_2026_11_30B);
    }

    /**
     * The library grown for issue 37 (train-2026-11-27/README.md): real reports any rule or similarity layer may learn
     * from, kept out of {@link #all()} so the per-id held-out quotas of train/ and heldout/ stay as they were.
     */
    static List<Fixture> library2026() {
        return readApart(Split.TRAIN_2026_11_27);
    }

    /**
     * The library's second batch (train-2026-11-27c/README.md): stack x family x year queries, every rank, kept apart for
     * the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026c() {
        return readApart(Split.TRAIN_2026_11_27C);
    }

    /**
     * The library's third batch (train-2026-11-27f/README.md): every rank 1-8 of queries for the kinds the seventh and
     * eighth held-out sets missed, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026f() {
        return readApart(Split.TRAIN_2026_11_27F);
    }

    /**
     * The library's fourth batch (train-2026-11-28/README.md): look-alike negatives, every rank 1-8 of queries in the words
     * of the biggest families aimed at threads where it was not the GPU stack, kept apart for the same reason as
     * {@link #library2026()}.
     */
    static List<Fixture> library2026_11_28() {
        return readApart(Split.TRAIN_2026_11_28);
    }

    /**
     * A fifth-round batch of the library (train-2026-11-28e/README.md): the first not from GitHub, every rank 1-8 of Q&A-title
     * queries for the 30 biggest families and 8 look-alike negatives over Q&A, forum and blog pages, kept apart for the
     * same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_28e() {
        return readApart(Split.TRAIN_2026_11_28E);
    }

    /**
     * A fifth batch of the library (train-2026-11-28f/README.md): stacks the library had not seen, every rank 1-8 of
     * "<project> <failure word>" queries for 25 GPU projects no folder cited, kept apart for the same reason as
     * {@link #library2026()}.
     */
    static List<Fixture> library2026_11_28f() {
        return readApart(Split.TRAIN_2026_11_28F);
    }

    /**
     * A fifth-round batch of the library (train-2026-11-28d/README.md): the thin families, every rank 1-8 of two GitHub-issue
     * queries per family with fewer than 13 reports, each in another stack's or layer's words than the family's existing
     * reports, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_28d() {
        return readApart(Split.TRAIN_2026_11_28D);
    }

    /**
     * A sixth-round batch of the library (train-2026-11-28g/README.md): error codes by name, every rank 1-8 of one
     * GitHub-issue query per catalogue code that error-codes.json maps to a family (30 codes over the CUDA, NVML, cuBLAS,
     * cuDNN and NCCL catalogues), kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_28g() {
        return readApart(Split.TRAIN_2026_11_28G);
    }

    /**
     * A batch of the library (train-2026-11-28h/README.md): Windows words, every rank 1-8 of one GitHub-issue query per
     * family for the 25 families with the most library reports, each naming a Windows-only word (a DLL, WinError, WDDM/TDR,
     * Visual Studio, PowerShell) beside the failure, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_28h() {
        return readApart(Split.TRAIN_2026_11_28H);
    }

    /**
     * A batch of the library (train-2026-11-28k/README.md): local LLM and image-generation apps, every rank 1-8 of two
     * GitHub-issue queries per app ("<app> <failure word>") kept only in the app's own repository, kept apart for the same
     * reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_28k() {
        return readApart(Split.TRAIN_2026_11_28K);
    }

    /**
     * A batch of the library (train-2026-11-28l/README.md): clusters, schedulers and GPU operations, every rank 1-8 of one
     * GitHub-issue query "<tool> <failure word>" per tool (Slurm, PBS, HTCondor, LSF, GPU Operator, device plugin, DCGM,
     * Ray, Kubeflow, SkyPilot, Determined, MLflow, HAMi/Volcano, HPC modules), kept apart for the same reason as
     * {@link #library2026()}.
     */
    static List<Fixture> library2026_11_28l() {
        return readApart(Split.TRAIN_2026_11_28L);
    }

    /**
     * A batch of the library (train-2026-11-28n/README.md): atomistic simulation and machine-learned potentials, every rank
     * 1-8 of GitHub-issue queries "<code> <failure word>" (MACE, LAMMPS, GROMACS, OpenMM, CP2K, ...), kept apart for the same
     * reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_28n() {
        return readApart(Split.TRAIN_2026_11_28N);
    }

    /**
     * A batch of the library (train-2026-11-28p/README.md): applications that are not machine learning, every rank 1-8 of
     * GitHub-issue queries "<application> <failure word>" (Blender, OBS, ffmpeg, hashcat, miners, Meshroom, MATLAB, PhysX,
     * video upscalers, Sunshine, ...), kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_28p() {
        return readApart(Split.TRAIN_2026_11_28P);
    }

    /**
     * A batch of the library (train-2026-11-28q/README.md): the newest generation, every rank 1-8 of GitHub-issue queries
     * "<new thing> <failure word>" (RTX 50xx / Blackwell, B200, CUDA 12.8-13, cu128+ wheels, Triton 3, open kernel
     * modules, ...), threads of 2025-2026 only, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_28q() {
        return readApart(Split.TRAIN_2026_11_28Q);
    }

    /**
     * A batch of the library (train-2026-11-28r/README.md): other vendors and machines without a GPU meeting CUDA, every
     * rank 1-8 of GitHub-issue queries "<platform> <CUDA word>" (ROCm, ZLUDA, Intel Arc, MPS, DirectML, Vulkan, Jetson,
     * TPU, CI runners, Raspberry Pi, virtual machines, Optimus), kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_28r() {
        return readApart(Split.TRAIN_2026_11_28R);
    }

    /**
     * A batch of the library (train-2026-11-28s/README.md): distributed and multi-GPU training, every rank 1-8 of
     * GitHub-issue queries "<framework> <failure word>" (Horovod, DeepSpeed, FSDP / DDP, torchrun, Megatron-LM / NeMo,
     * Accelerate, Colossal-AI, Ray Train, CUDA-aware MPI, UCX, NVSHMEM, GPUDirect RDMA, NVLink / P2P), kept apart for the
     * same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_28s() {
        return readApart(Split.TRAIN_2026_11_28S);
    }

    /**
     * A batch of the library (train-2026-11-28t/README.md): inference engines, compilers and quantisation libraries, every
     * rank 1-8 of GitHub-issue queries "<library> <failure word>" (TensorRT, Triton server, ONNX Runtime EPs, CTranslate2,
     * bitsandbytes, xformers, cupy, ...), kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_28t() {
        return readApart(Split.TRAIN_2026_11_28T);
    }

    /**
     * A batch of the library (train-2026-11-28u/README.md): notebooks and hosted notebook platforms, every rank 1-8 of
     * GitHub-issue queries "<platform> <failure word>" (Jupyter, Colab, Kaggle, SageMaker, Databricks, VS Code, ...),
     * kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_28u() {
        return readApart(Split.TRAIN_2026_11_28U);
    }

    /**
     * A batch of the library (train-2026-11-28v/README.md): rendering and graphics next to CUDA, every rank 1-8 of
     * GitHub-issue queries "<library> <failure word>" (MuJoCo EGL, Isaac Sim / Gym, pyrender, nvdiffrast, gsplat,
     * tiny-cuda-nn, CUDA-OpenGL interop, the container toolkit's graphics capability, ...), kept apart for the same reason
     * as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_28v() {
        return readApart(Split.TRAIN_2026_11_28V);
    }

    /**
     * A batch of the library (train-2026-11-28w/README.md): building CUDA code from source, every rank 1-8 of
     * GitHub-issue queries "<build> <failure word>" (torch cpp_extension, flash-attn, apex, mmcv, detectron2, llama.cpp,
     * CuPy, nvcc with a host compiler, CMake's FindCUDA / CUDAToolkit, ...), kept apart for the same reason as
     * {@link #library2026()}.
     */
    static List<Fixture> library2026_11_28w() {
        return readApart(Split.TRAIN_2026_11_28W);
    }

    /**
     * A batch of the library (train-2026-11-28y/README.md): frameworks other than PyTorch, every rank 1-8 of GitHub-issue
     * queries "<framework> <failure word>" (PaddlePaddle, MindSpore, MXNet, Chainer, Caffe, TensorFlow / Keras, JAX,
     * RAPIDS, Numba, TensorRT, MegEngine, TorchSharp, ...), kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_28y() {
        return readApart(Split.TRAIN_2026_11_28Y);
    }

    /**
     * A batch of the library (train-2026-11-28z/README.md): cloud VMs and managed GPU services, every rank 1-8 of
     * GitHub-issue queries "<service> <failure word>" (AWS EC2 and its Deep Learning AMI, SageMaker, GCP Compute Engine,
     * GKE, Vertex AI, Azure, RunPod, vast.ai, Lambda Labs, Hugging Face Spaces, Replicate / cog, ...), kept apart for the
     * same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_28z() {
        return readApart(Split.TRAIN_2026_11_28Z);
    }

    /**
     * A batch of the library (train-2026-11-28x/README.md): speech, audio and video tools, every rank 1-8 of GitHub-issue
     * queries "<tool> <failure word>" (openai-whisper, faster-whisper / CTranslate2, WhisperX, Bark, pyannote, ffmpeg
     * NVENC / NVDEC, DeepFaceLab, Real-ESRGAN, ...), kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_28x() {
        return readApart(Split.TRAIN_2026_11_28X);
    }

    /**
     * A batch of the library (train-2026-11-28zc/README.md): robotics and the edge, every rank 1-8 of GitHub-issue
     * queries "<stack> <failure word>" (Jetson with JetPack / L4T, ROS / ROS 2, Isaac ROS, DeepStream, TensorRT on
     * Jetson, jetson-inference, OpenCV with CUDA, YOLO on Jetson, torch wheels for Jetson, ...), kept apart for the same
     * reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_28zc() {
        return readApart(Split.TRAIN_2026_11_28ZC);
    }

    /**
     * A batch of the library (train-2026-11-28za/README.md): medical and life-science imaging and sequencing, every rank
     * 1-8 of GitHub-issue queries "<tool> <failure word>" (MONAI, nnU-Net, FastSurfer, cellpose, DeepLabCut, napari
     * plugins, SLEAP, Dorado / Guppy, AlphaFold / ColabFold / RoseTTAFold, ESMFold, cryoSPARC, ...), kept apart for the
     * same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_28za() {
        return readApart(Split.TRAIN_2026_11_28ZA);
    }

    /**
     * A batch of the library (train-2026-11-28zb/README.md): classic machine learning, search and embeddings on the GPU,
     * every rank 1-8 of GitHub-issue queries "<library> <failure word>" (XGBoost, LightGBM, CatBoost, cuML / cuDF,
     * faiss-gpu, Milvus, sentence-transformers, spaCy with cupy, ScaNN, H2O4GPU, Spark RAPIDS, Dask-CUDA, BERTopic, ...),
     * kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_28zb() {
        return readApart(Split.TRAIN_2026_11_28ZB);
    }

    /**
     * A batch of the library (train-2026-11-28zd/README.md): installing the NVIDIA driver on Linux distributions, every
     * rank 1-8 of GitHub-issue queries "<distribution or install path> <failure word>" (Ubuntu, Debian, Fedora / RHEL /
     * Rocky, Arch / Manjaro, openSUSE, NixOS, Pop!_OS, the .run installer, the open kernel modules, Secure Boot, nouveau,
     * DKMS against a new kernel), kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_28zd() {
        return readApart(Split.TRAIN_2026_11_28ZD);
    }

    /**
     * A batch of the library (train-2026-11-28ze/README.md): fine-tuning and training frameworks for large models, every
     * rank 1-8 of GitHub-issue queries "<framework> <failure word>" (axolotl, LLaMA-Factory, peft, trl, accelerate, the
     * transformers Trainer, DeepSpeed, FSDP, Megatron-LM / NeMo, torchtune, kohya_ss, diffusers, ColossalAI,
     * bitsandbytes / QLoRA, ...), kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_28ze() {
        return readApart(Split.TRAIN_2026_11_28ZE);
    }

    /**
     * A batch of the library (train-2026-11-28zf/README.md): containers, every rank 1-8 of GitHub-issue queries "<engine
     * or path> <failure word>" (Docker with --gpus / --runtime=nvidia, docker compose, Docker Desktop, Podman with CDI,
     * Apptainer / Singularity, the NVIDIA Container Toolkit, containerd / nerdctl, LXC / LXD / Incus, NGC images,
     * nvidia/cuda base images, Kubernetes pods), kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_28zf() {
        return readApart(Split.TRAIN_2026_11_28ZF);
    }

    /**
     * A batch of the library (train-2026-11-28zg/README.md): WSL2 and the Windows host under it, every rank 1-8 of
     * GitHub-issue queries naming WSL2 with a stack and a failure word (PyTorch, TensorFlow, JAX, CuPy, Numba, llama.cpp /
     * ollama, ComfyUI, Docker Desktop's WSL backend, nvidia-smi and NVML, /usr/lib/wsl/lib and libcuda.so, pinned and
     * managed memory, NCCL, WSLg / CUDA-GL interop, the VM's memory, Windows driver versions), kept apart for the same
     * reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_28zg() {
        return readApart(Split.TRAIN_2026_11_28ZG);
    }

    /**
     * A batch of the library (train-2026-11-29d/README.md): CUDA from languages other than Python, every rank 1-8 of
     * GitHub-issue queries naming a non-Python host or binding (libtorch, Rust candle / burn / tch-rs / cudarc /
     * rust-cuda, Julia CUDA.jl, .NET TorchSharp / ILGPU / ML.NET / ManagedCuda, Java DJL / Deeplearning4j / JCuda /
     * Aparapi, R torch / tensorflow / gpuR, MATLAB gpuArray, Go gorgonia / CUDA bindings, Node tfjs-node-gpu /
     * onnxruntime-node) with a failure word, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29d() {
        return readApart(Split.TRAIN_2026_11_29D);
    }

    /**
     * A batch of the library (train-2026-11-29e/README.md): 3D vision and neural rendering on the GPU, every rank 1-8
     * of GitHub-issue queries naming a 3D stack (nerfstudio, instant-ngp, tiny-cuda-nn, gsplat, gaussian-splatting's
     * diff-gaussian-rasterization / simple-knn, pytorch3d, kaolin, nvdiffrast, Open3D, MinkowskiEngine / spconv /
     * torch-points3d) with a failure word, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29e() {
        return readApart(Split.TRAIN_2026_11_29E);
    }

    /**
     * A batch of the library (train-2026-11-29f/README.md): computer-vision training frameworks on the GPU, every rank
     * 1-8 of GitHub-issue queries naming ultralytics / YOLOv5 / YOLOv8 / YOLO11, mmdetection / mmcv / mmengine /
     * mmsegmentation, detectron2, timm, torchvision detection or PaddleDetection / PaddleOCR with a failure word, kept
     * apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29f() {
        return readApart(Split.TRAIN_2026_11_29F);
    }

    /**
     * A batch of the library (train-2026-11-29g/README.md): GPU array and kernel libraries in Python, every rank 1-8 of
     * GitHub-issue queries naming CuPy, Numba CUDA, PyCUDA, cuda-python / cuda-bindings, NVIDIA Warp, Taichi, RAPIDS
     * (cuDF, cuML, cuGraph, cuSpatial) or CV-CUDA with a failure word, kept apart for the same reason as
     * {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29g() {
        return readApart(Split.TRAIN_2026_11_29G);
    }

    /**
     * A batch of the library (train-2026-11-29l/README.md): Stable Diffusion front ends and their extensions, every rank
     * 1-8 of GitHub-issue queries naming ComfyUI (and its custom nodes), AUTOMATIC1111 stable-diffusion-webui, Forge,
     * reForge, SD.Next, InvokeAI, Fooocus, kohya_ss, OneTrainer or SwarmUI with a failure word, kept apart for the same
     * reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29l() {
        return readApart(Split.TRAIN_2026_11_29L);
    }

    /**
     * A batch of the library (train-2026-11-29k/README.md): prebuilt attention and kernel packages for transformers,
     * every rank 1-8 of GitHub-issue queries naming flash-attention, xformers, bitsandbytes, apex, mamba-ssm /
     * causal-conv1d, Triton kernels in a package, liger-kernel, FlashInfer, DeepSpeed ops, torchao, AutoGPTQ / AutoAWQ or
     * ExLlama with a failure word, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29k() {
        return readApart(Split.TRAIN_2026_11_29K);
    }

    /**
     * A batch of the library (train-2026-11-29j/README.md): GPU video encoding, decoding and media servers, every rank
     * 1-8 of GitHub-issue queries naming FFmpeg's NVENC / NVDEC / CUVID, OBS Studio, HandBrake, Jellyfin, Plex, Emby,
     * Frigate, Shinobi, the NVIDIA Video Codec SDK, PyNvVideoCodec / VPF, DALI, decord or torchaudio / torchvision GPU
     * decoding with a failure word, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29j() {
        return readApart(Split.TRAIN_2026_11_29J);
    }

    /**
     * A batch of the library (train-2026-11-29i/README.md): reinforcement learning and physics simulators on the GPU,
     * every rank 1-8 of GitHub-issue queries naming Isaac Gym, Isaac Sim / Isaac Lab / Orbit, MuJoCo / MJX / mujoco-warp,
     * Brax, Genesis, ManiSkill / SAPIEN, habitat-sim, stable-baselines3, RLlib, CleanRL, EnvPool, PhysX or a Warp-based
     * simulator with a failure word, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29i() {
        return readApart(Split.TRAIN_2026_11_29I);
    }

    /**
     * A batch of the library (train-2026-11-29h/README.md): graph neural networks and equivariant models on the GPU,
     * every rank 1-8 of GitHub-issue queries naming PyTorch Geometric (torch-scatter, torch-sparse, torch-cluster,
     * torch-spline-conv, pyg-lib), DGL, e3nn, cuEquivariance, NequIP / Allegro, MACE, SchNetPack, torchmd-net or
     * OpenEquivariance with a failure word, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29h() {
        return readApart(Split.TRAIN_2026_11_29H);
    }

    /**
     * A batch of the library (train-2026-11-29m/README.md): TensorFlow and Keras on the GPU, every rank 1-8 of
     * GitHub-issue queries naming TensorFlow 2.x (tensorflow, tensorflow[and-cuda], tensorflow-gpu, tf-nightly),
     * tf.keras, Keras 3 (TensorFlow or JAX backend), TensorFlow Serving GPU, the TFLite GPU delegate or TensorFlow
     * Probability with a failure word, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29m() {
        return readApart(Split.TRAIN_2026_11_29M);
    }

    /**
     * A batch of the library (train-2026-11-29n/README.md): scientific simulation codes on the GPU, every rank 1-8 of
     * GitHub-issue queries naming GROMACS, LAMMPS (KOKKOS, GPU package), AMBER pmemd.cuda, NAMD, OpenMM, HOOMD-blue, VASP,
     * Quantum ESPRESSO, CP2K, ABINIT, NWChem, TeraChem, gpu4pyscf, SPECFEM, WRF, OpenFOAM or AMReX with a failure word,
     * kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29n() {
        return readApart(Split.TRAIN_2026_11_29N);
    }

    /**
     * A batch of the library (train-2026-11-29p/README.md): LLM serving engines on the GPU, every rank 1-8 of
     * GitHub-issue queries naming vLLM, SGLang, Text Generation Inference, TensorRT-LLM, lmdeploy, NVIDIA Triton
     * Inference Server, Aphrodite, MLC LLM, DeepSpeed-MII or LoRAX with a failure word, kept apart for the same reason
     * as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29p() {
        return readApart(Split.TRAIN_2026_11_29P);
    }

    /**
     * A batch of the library (train-2026-11-29o/README.md): native Windows DLL load failures for GPU Python packages,
     * every rank 1-8 of GitHub-issue queries naming WinError 126 / 127 / 1114, "DLL load failed while importing", a
     * torch, CUDA or cuDNN DLL (c10.dll, fbgemm.dll, caffe2_nvrtc.dll, cudart64_110.dll, cublas64_12.dll,
     * cudnn_ops_infer64_8.dll, cudnn_ops64_9.dll, zlibwapi.dll, nvcuda.dll, onnxruntime_providers_cuda.dll) with PyTorch,
     * TensorFlow, ONNX Runtime, PaddlePaddle, CTranslate2 / faster-whisper, llama-cpp-python, bitsandbytes or CuPy, kept
     * apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29o() {
        return readApart(Split.TRAIN_2026_11_29O);
    }

    /**
     * A batch of the library (train-2026-11-29q/README.md): speech recognition and synthesis on the GPU, every rank 1-8
     * of GitHub-issue queries naming faster-whisper / CTranslate2, WhisperX, whisper.cpp, openai-whisper, NeMo ASR / TTS,
     * Coqui TTS, Bark, Tortoise TTS, RVC, so-vits-svc, Piper, StyleTTS2, F5-TTS or pyannote.audio with a failure word,
     * kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29q() {
        return readApart(Split.TRAIN_2026_11_29Q);
    }

    /**
     * A batch of the library (train-2026-11-29s/README.md): RAPIDS and GPU data science, every rank 1-8 of GitHub-issue
     * queries naming cuDF, cudf.pandas, cuML, cuGraph, cuSpatial, cuVS / RAFT, dask-cuda / dask-cudf, the RAPIDS
     * Accelerator for Apache Spark, BlazingSQL, Numba via RAPIDS or RMM with a failure word, kept apart for the same
     * reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29s() {
        return readApart(Split.TRAIN_2026_11_29S);
    }

    /**
     * A batch of the library (train-2026-11-29t/README.md): notebooks, IDEs and remote development with the GPU, every
     * rank 1-8 of GitHub-issue queries naming Jupyter / JupyterLab / JupyterHub, VS Code (Remote-SSH, Dev Containers, the
     * WSL extension, the Jupyter extension, the debugger), PyCharm, Spyder, SageMaker Studio, Databricks or Google Colab
     * with a failure word, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29t() {
        return readApart(Split.TRAIN_2026_11_29T);
    }

    /**
     * A batch of the library (train-2026-11-29u/README.md): image and video upscalers, restoration and creative AI apps,
     * every rank 1-8 of GitHub-issue queries naming Real-ESRGAN, waifu2x, chaiNNer, GFPGAN, CodeFormer, Video2X,
     * REAL-Video-Enhancer, Upscayl, rembg, IOPaint / lama-cleaner, Deep-Live-Cam, roop / FaceFusion, DeepFaceLab,
     * DeepFaceLive, SwinIR or Blender Cycles with a failure word, kept apart for the same reason as
     * {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29u() {
        return readApart(Split.TRAIN_2026_11_29U);
    }

    /**
     * A batch of the library (train-2026-11-29r/README.md): multi-GPU and multi-node training, every rank 1-8 of
     * GitHub-issue queries naming torch.distributed / DDP / FSDP / torchrun, NCCL, Horovod, DeepSpeed, Megatron-LM,
     * Accelerate, PyTorch Lightning DDP, CUDA-aware MPI (Open MPI with UCX or smcuda, MVAPICH2-GDR, mpi4py with CuPy) or
     * GPUDirect RDMA / P2P with a failure word, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29r() {
        return readApart(Split.TRAIN_2026_11_29R);
    }

    /**
     * A batch of the library (train-2026-11-29v/README.md): Apple, AMD and Intel GPU users meeting CUDA-only code, every
     * rank 1-8 of GitHub-issue queries naming Apple Silicon / MPS, AMD ROCm / HIP, ZLUDA, DirectML, Intel Arc / XPU /
     * IPEX or OpenVINO with a CUDA failure word, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29v() {
        return readApart(Split.TRAIN_2026_11_29V);
    }

    /**
     * A batch of the library (train-2026-11-29w/README.md): older GPU stacks, 2015-2020, every rank 1-8 of GitHub-issue
     * queries naming Theano, Caffe / Caffe2, CNTK, MXNet, Chainer / CuPy, Torch7, TensorFlow 1.x, PyTorch 0.4-1.4, Keras 2
     * (TF 1 backend) or DyNet with a failure word, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29w() {
        return readApart(Split.TRAIN_2026_11_29W);
    }

    /**
     * A batch of the library (train-2026-11-29x/README.md): cluster schedulers, GPU operators and data-center GPU
     * management, every rank 1-8 of GitHub-issue queries naming Slurm, Kubernetes (GPU Operator, k8s-device-plugin, GPU
     * Feature Discovery, DCGM / dcgm-exporter, containerd / CRI-O, time-slicing, MIG strategy), HTCondor, PBS / Torque,
     * LSF, Run:ai, Volcano or KubeVirt with a failure word, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29x() {
        return readApart(Split.TRAIN_2026_11_29X);
    }

    /**
     * A batch of the library (train-2026-11-29y/README.md): protein structure and computational biology models on the
     * GPU, every rank 1-8 of GitHub-issue queries naming AlphaFold 2 / AlphaFold 3, ColabFold / LocalColabFold,
     * OpenFold, ESMFold / ESM, RoseTTAFold / RFdiffusion / ProteinMPNN, DiffDock, Boltz-1 / Boltz-2, Chai-1, Uni-Fold,
     * HelixFold, OmegaFold or scGPT / scvi-tools with a failure word, kept apart for the same reason as
     * {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29y() {
        return readApart(Split.TRAIN_2026_11_29Y);
    }

    /**
     * A batch of the library (train-2026-11-29za/README.md): installing CUDA and the NVIDIA driver on Windows, every rank
     * 1-8 of GitHub-issue queries naming a Windows install path (the CUDA Toolkit installer, the driver installer, nvcc
     * with MSVC, CUDA_PATH / PATH, cuDNN's zip, conda cudatoolkit, Windows Update and DDU, a framework's check after the
     * install) with a failure word, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29za() {
        return readApart(Split.TRAIN_2026_11_29ZA);
    }

    /**
     * A batch of the library (train-2026-11-29zb/README.md): OpenCV's CUDA modules, DeepStream and darknet, every rank
     * 1-8 of GitHub-issue queries naming OpenCV with CUDA (cv2.cuda, the DNN module's CUDA backend, opencv-contrib,
     * CUDA_ARCH_BIN), NVIDIA DeepStream (deepstream-app, nvinfer, nvv4l2decoder, pyds), darknet / YOLOv4 or
     * jetson-utils / jetson-inference with a failure word, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zb() {
        return readApart(Split.TRAIN_2026_11_29ZB);
    }

    /**
     * A batch of the library (train-2026-11-29zc/README.md): frozen and embedded Python with the GPU, every rank 1-8 of
     * GitHub-issue queries naming PyInstaller, Nuitka, cx_Freeze, py2exe, conda-pack, PyOxidizer, Briefcase, Python.NET,
     * an embedded CPython (C++ / pybind11 / Jep), a DCC (Blender, Maya, Houdini, Nuke, Unreal) or a portable build
     * (ComfyUI portable, an installer's embedded Python) with a GPU package and a failure word, kept apart for the same
     * reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zc() {
        return readApart(Split.TRAIN_2026_11_29ZC);
    }

    /**
     * A batch of the library (train-2026-11-29zd/README.md): local LLM chat front ends and agent apps on the GPU, every
     * rank 1-8 of GitHub-issue queries naming text-generation-webui, LocalAI, GPT4All, privateGPT, h2oGPT, Jan,
     * AnythingLLM, Open WebUI, SillyTavern, TabbyAPI / exllamav2, ExLlama, AutoGPTQ, AutoAWQ, llamafile or MLC LLM with
     * a failure word, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zd() {
        return readApart(Split.TRAIN_2026_11_29ZD);
    }

    /**
     * A batch of the library (train-2026-11-29ze/README.md): face swap, face recognition and face analysis on the GPU,
     * every rank 1-8 of GitHub-issue queries naming dlib with CUDA / face_recognition, insightface, facefusion, roop /
     * roop-unleashed, DeepFaceLab, DeepFaceLive, deepface, InstantID / PuLID / IP-Adapter FaceID, SimSwap or LivePortrait
     * with a failure word, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29ze() {
        return readApart(Split.TRAIN_2026_11_29ZE);
    }

    /**
     * A batch of the library (train-2026-11-29zf/README.md): Ray, Dask, PyTorch Lightning and Python task schedulers
     * with GPUs, every rank 1-8 of GitHub-issue queries naming Ray (Train, Tune, Serve, RLlib), Dask (dask-cuda,
     * LocalCUDACluster), PyTorch Lightning / Lightning Fabric, Hugging Face accelerate, joblib / multiprocessing /
     * concurrent.futures, Celery or RQ, or Prefect / Airflow / Kubeflow with a failure word, kept apart for the same
     * reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zf() {
        return readApart(Split.TRAIN_2026_11_29ZF);
    }

    /**
     * A batch of the library (train-2026-11-29zg/README.md): cryo-EM, tomography and microscopy image processing on the
     * GPU, every rank 1-8 of GitHub-issue queries naming RELION, cryoSPARC, MotionCor2 / MotionCor3, Gctf, CTFFIND,
     * topaz, crYOLO, cryoDRGN, Warp / M, IsoNet, AreTomo, EMAN2, ASTRA Toolbox, TomoPy, tomocupy, napari GPU plugins,
     * CARE / CSBDeep or Noise2Void with a failure word, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zg() {
        return readApart(Split.TRAIN_2026_11_29ZG);
    }

    /**
     * A batch of the library (train-2026-11-29zh/README.md): Hugging Face transformers and diffusers inference pipelines,
     * every rank 1-8 of GitHub-issue queries naming transformers pipeline(), AutoModel.from_pretrained (device_map, device,
     * torch_dtype), accelerate big-model inference, diffusers pipelines (StableDiffusionPipeline, SDXL, FluxPipeline, CPU
     * offload, torch.compile), optimum / BetterTransformer or sentence-transformers with a failure word, kept apart for
     * the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zh() {
        return readApart(Split.TRAIN_2026_11_29ZH);
    }

    /**
     * A batch of the library (train-2026-11-29zi/README.md): photogrammetry, SLAM and 3D reconstruction tools on the GPU,
     * every rank 1-8 of GitHub-issue queries naming COLMAP, Meshroom / AliceVision, OpenMVS, OpenMVG, Agisoft Metashape,
     * RealityCapture, ORB-SLAM2/3, DROID-SLAM, DPVO, MASt3R / DUSt3R, VGGT, Open3D, KinectFusion or the ZED SDK with a
     * failure word, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zi() {
        return readApart(Split.TRAIN_2026_11_29ZI);
    }

    /**
     * A batch of the library (train-2026-11-29zj/README.md): quantum computing simulators on the GPU, every rank 1-8 of
     * GitHub-issue queries naming cuQuantum (cuStateVec, cuTensorNet, cuquantum-python), CUDA-Q (cudaq, nvq++),
     * qiskit-aer-gpu, PennyLane lightning.gpu / lightning.kokkos, qsim / qsimcirq, TensorCircuit, Qibo / qibojit or QuEST
     * with a failure word, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zj() {
        return readApart(Split.TRAIN_2026_11_29ZJ);
    }

    /**
     * A batch of the library (train-2026-11-29zk/README.md): physics-informed ML, weather and climate models on the GPU,
     * every rank 1-8 of GitHub-issue queries naming NVIDIA Modulus / PhysicsNeMo, earth2studio, FourCastNet, GraphCast,
     * Pangu-Weather, Aurora, ClimaX, WeatherBench, NeuralGCM, DeepXDE, neuraloperator (FNO), torch-harmonics (SFNO),
     * Warp-based solvers, PySR or xarray / dask with CuPy with a failure word, kept apart for the same reason as
     * {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zk() {
        return readApart(Split.TRAIN_2026_11_29ZK);
    }

    /**
     * A batch of the library (train-2026-11-29zl/README.md): phylogenetics, nanopore basecalling and genomics tools on the
     * GPU, every rank 1-8 of GitHub-issue queries naming BEAGLE with BEAST / BEAST2 / MrBayes / RevBayes, RAxML-NG /
     * ExaML, guppy, dorado, bonito, medaka, clair3, Parabricks, MMseqs2-GPU, Foldseek, GATK or minimap2-gpu with a failure
     * word, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zl() {
        return readApart(Split.TRAIN_2026_11_29ZL);
    }

    /**
     * A batch of the library (train-2026-11-29zm/README.md): MATLAB, R, Mathematica and commercial scientific software
     * with CUDA, every rank 1-8 of GitHub-issue queries naming MATLAB (gpuArray, Parallel Computing Toolbox, Deep
     * Learning Toolbox, mex with CUDA), R (torch / luz, tensorflow / keras, gpuR, xgboost, reticulate), Mathematica /
     * Wolfram (CUDALink, NetTrain), Octave, ANSYS / Fluent, COMSOL, Abaqus or Agisoft Metashape with a failure word, kept
     * apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zm() {
        return readApart(Split.TRAIN_2026_11_29ZM);
    }

    /**
     * A batch of the library (train-2026-11-29zn/README.md): vector databases, embedding servers and search engines with
     * GPU indexes, every rank 1-8 of GitHub-issue queries naming Milvus GPU, cuVS / RAFT, text-embeddings-inference,
     * infinity-emb, Weaviate's transformers modules, Qdrant GPU, Vespa, OpenSearch or Elasticsearch ML nodes, LanceDB,
     * ChromaDB, txtai or an embedding server with a failure word, kept apart for the same reason as
     * {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zn() {
        return readApart(Split.TRAIN_2026_11_29ZN);
    }

    /**
     * A batch of the library (train-2026-11-29zo/README.md): point clouds and 3D detection on the GPU, every rank 1-8 of
     * GitHub-issue queries naming spconv, MinkowskiEngine, torchsparse, OpenPCDet, mmdetection3d, pointnet2_ops /
     * PointNet++, Open3D-ML, CenterPoint, BEVFusion, votenet, KPConv or Pointcept with a failure word, kept apart for the
     * same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zo() {
        return readApart(Split.TRAIN_2026_11_29ZO);
    }

    /**
     * A batch of the library (train-2026-11-29zp/README.md): optical flow, video segmentation and multi-object tracking on
     * the GPU, every rank 1-8 of GitHub-issue queries naming FlowNet2, RAFT, PWC-Net (spatial-correlation-sampler),
     * Segment Anything / SAM 2, XMem, Cutie, Track-Anything, ByteTrack, DeepSORT / StrongSORT, mmtracking or DCNv2 with a
     * failure word, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zp() {
        return readApart(Split.TRAIN_2026_11_29ZP);
    }

    /**
     * A batch of the library (train-2026-11-29zq/README.md): desktop applications and plugins with built-in GPU AI,
     * every rank 1-8 of GitHub-issue queries naming Krita AI Diffusion, GIMP AI plugins, Photoshop / Affinity plugins,
     * OBS plugins, Audacity AI plugins, Subtitle Edit / Buzz / Whisper desktop apps, DaVinci Resolve, Upscayl, Topaz or
     * a desktop app's onnxruntime with a failure word, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zq() {
        return readApart(Split.TRAIN_2026_11_29ZQ);
    }

    /**
     * A batch of the library (train-2026-11-29zr/README.md): recommender systems, time series and tabular deep learning
     * on the GPU, every rank 1-8 of GitHub-issue queries naming NVIDIA Merlin (NVTabular, HugeCTR, Transformers4Rec,
     * merlin-models), TorchRec, fbgemm_gpu, DLRM, DeepCTR, AutoGluon, TabPFN, pytorch-tabnet, darts, neuralforecast,
     * pytorch-forecasting, GluonTS or Chronos / TimesFM / Moirai with a failure word, kept apart for the same reason as
     * {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zr() {
        return readApart(Split.TRAIN_2026_11_29ZR);
    }

    /**
     * A batch of the library (train-2026-11-29zs/README.md): driving and robot simulators and game engines for ML, every
     * rank 1-8 of GitHub-issue queries naming CARLA, AirSim / Colosseum, Unity ML-Agents, Unity Sentis / Barracuda,
     * Unreal Engine NNE / Learning Agents, Godot RL Agents, LGSVL, BeamNG, Gazebo / Ignition, PhysX GPU or Omniverse Kit
     * apps with a failure word, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zs() {
        return readApart(Split.TRAIN_2026_11_29ZS);
    }

    /**
     * A batch of the library (train-2026-11-29zt/README.md): course, textbook and tutorial code on the GPU, every rank 1-8
     * of GitHub-issue queries naming d2l, fastai / fastbook, CS231n / CS224n / CS285, deeplearning.ai, the Hugging Face
     * course, pytorch/tutorials, tensorflow/docs, Kaggle Learn, MIT / Stanford / Berkeley courses, handson-ml or Deep
     * Learning with Python with a failure word, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zt() {
        return readApart(Split.TRAIN_2026_11_29ZT);
    }

    /**
     * A batch of the library (train-2026-11-29zu/README.md): OCR, document AI and PDF extraction on the GPU, every rank
     * 1-8 of GitHub-issue queries naming PaddleOCR, EasyOCR, docTR, Surya, marker, nougat, MinerU (magic-pdf), GOT-OCR,
     * Donut, LayoutParser, olmOCR or unstructured with a failure word, kept apart for the same reason as
     * {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zu() {
        return readApart(Split.TRAIN_2026_11_29ZU);
    }

    /**
     * A batch of the library (train-2026-11-29zv/README.md): model serving frameworks and packaging for GPU models,
     * every rank 1-8 of GitHub-issue queries naming TorchServe, BentoML, Replicate cog, KServe / KFServing, Seldon Core /
     * MLServer, MLflow model serving, Ray Serve, Clipper, Cortex, Modal, Banana or TensorFlow Serving with a failure
     * word, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zv() {
        return readApart(Split.TRAIN_2026_11_29ZV);
    }

    /**
     * A batch of the library (train-2026-11-29zw/README.md): GPUs too old or too new for the build, every rank 1-8 of
     * GitHub-issue queries naming a GPU generation, model or compute capability (Kepler, Maxwell, Pascal, Turing / Volta,
     * Blackwell, Jetson) with a failure word, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zw() {
        return readApart(Split.TRAIN_2026_11_29ZW);
    }

    /**
     * A batch of the library (train-2026-11-29zx/README.md): a driver older than the package's CUDA, and its
     * look-alikes, every rank 1-8 of GitHub-issue queries naming a stack (PyTorch, TensorFlow, JAX, conda cudatoolkit,
     * CUDA Docker images, ollama, llama.cpp, vLLM, CuPy, Numba, ONNX Runtime, applications bundling CUDA, cloud images,
     * WSL2, Triton / PTX) with driver-age failure words, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zx() {
        return readApart(Split.TRAIN_2026_11_29ZX);
    }

    /**
     * A batch of the library (train-2026-11-29zy/README.md): a CPU-only build installed where a GPU build was meant,
     * across every stack, every rank 1-8 of GitHub-issue queries naming PyTorch, conda, TensorFlow, ONNX Runtime,
     * PaddlePaddle, JAX, llama-cpp-python, whisper.cpp, OpenCV, XGBoost, LightGBM, CatBoost, faiss, CTranslate2, MXNet,
     * dlib or spaCy / CuPy with CPU-only-build failure words, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zy() {
        return readApart(Split.TRAIN_2026_11_29ZY);
    }

    /**
     * A batch of the library (train-2026-11-29zz/README.md): the NVIDIA kernel module not loaded or not built, every
     * rank 1-8 of GitHub-issue queries naming a distribution or situation (Ubuntu, Debian, Fedora, Arch, Pop!_OS,
     * Proxmox, Unraid, TrueNAS, CentOS, WSL, containers, a kernel update, Secure Boot, nouveau, a fresh install, an API
     * mismatch, RmInitAdapter, nvidia-uvm) with module failure words, kept apart for the same reason as
     * {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zz() {
        return readApart(Split.TRAIN_2026_11_29ZZ);
    }

    /**
     * A batch of the library (train-2026-11-29zza/README.md): the CUDA runtime libraries not found, across every stack
     * but PyTorch, every rank 1-8 of GitHub-issue queries naming TensorFlow, ONNX Runtime, PaddlePaddle, JAX, CuPy,
     * llama.cpp / llama-cpp-python, CTranslate2 / faster-whisper, bitsandbytes, TensorRT, MXNet, Julia CUDA.jl, R, Java
     * (DJL, JCuda), .NET (TorchSharp, ML.NET), Rust (candle, tch) or Go with a library file or load words and a failure
     * word, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zza() {
        return readApart(Split.TRAIN_2026_11_29ZZA);
    }

    /**
     * A batch of the library (train-2026-11-29zzb/README.md): the GPU not visible inside a container or VM, every rank
     * 1-8 of GitHub-issue queries naming a runtime (docker / nvidia-container-toolkit, podman with CDI, Kubernetes device
     * plugin / GPU operator, Singularity / Apptainer, enroot / pyxis, LXC / LXD / Incus, Proxmox and VM passthrough,
     * Docker Desktop on Windows / WSL2, docker compose, Nomad, rootless docker, Colab / Kaggle / SageMaker) with a
     * failure word, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zzb() {
        return readApart(Split.TRAIN_2026_11_29ZZB);
    }

    /**
     * A batch of the library (train-2026-11-29zzd/README.md): no driver or no GPU seen on the host, every rank 1-8 of
     * GitHub-issue queries naming a stack or situation (PyTorch, TensorFlow, JAX, CUDA C++, nvidia-smi, llama.cpp,
     * Ollama, hybrid-graphics laptops, suspend / resume, a Windows update, a headless server, containers, WSL) with
     * no-GPU words, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zzd() {
        return readApart(Split.TRAIN_2026_11_29ZZD);
    }

    /**
     * A batch of the library (train-2026-11-29zzc/README.md): out of GPU memory said in other words than PyTorch's "CUDA
     * out of memory. Tried to allocate", every rank 1-8 of GitHub-issue queries naming TensorFlow / Keras, JAX / XLA,
     * CuPy, llama.cpp, ONNX Runtime, TensorRT, cuBLAS, cuDNN, the CUDA driver API, PaddlePaddle, vLLM, Ollama, ComfyUI,
     * AUTOMATIC1111, Blender Cycles, Julia CUDA.jl, numba, MXNet or Darknet with their memory words and a failure word,
     * kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zzc() {
        return readApart(Split.TRAIN_2026_11_29ZZC);
    }

    /**
     * A batch of the library (train-2026-11-29zze/README.md): the CUDA toolkit missing or mismatched when building,
     * every rank 1-8 of GitHub-issue queries naming CMake, Visual Studio / MSBuild, PyTorch's cpp_extension, apex,
     * flash-attn, xformers, mmcv, detectron2, pytorch3d, tiny-cuda-nn, gsplat, bitsandbytes, llama-cpp-python, DeepSpeed
     * or conda's cudatoolkit with toolkit words and a failure word, kept apart for the same reason as
     * {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zze() {
        return readApart(Split.TRAIN_2026_11_29ZZE);
    }

    /**
     * A batch of the library (train-2026-11-29zzf/README.md): cuDNN version and load problems across stacks, every rank
     * 1-8 of GitHub-issue queries naming TensorFlow / Keras, PyTorch, JAX, ONNX Runtime, PaddlePaddle, MXNet, CTranslate2
     * / faster-whisper, OpenCV DNN, Caffe, darknet or conda vs pip cuDNN with cuDNN words and a failure word, kept apart
     * for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zzf() {
        return readApart(Split.TRAIN_2026_11_29ZZF);
    }

    /**
     * A batch of the library (train-2026-11-29zzg/README.md): WSL2's own GPU problems, every rank 1-8 of GitHub-issue
     * queries "wsl" with GPU words and a failure word in PyTorch, TensorFlow, JAX, CuPy, llama.cpp, Ollama, ComfyUI,
     * nvidia-docker / Docker Desktop, RAPIDS, Numba, Julia CUDA.jl or WSL itself, kept apart for the same reason as
     * {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zzg() {
        return readApart(Split.TRAIN_2026_11_29ZZG);
    }

    /**
     * A batch of the library (train-2026-11-29zzh/README.md): memory faults on the GPU outside PyTorch, every rank 1-8
     * of GitHub-issue queries naming JAX/XLA, TensorFlow, CuPy, numba, llama.cpp, vLLM, TensorRT, ONNX Runtime, Triton
     * kernels, RAPIDS (cudf, cuml), OpenMM, GROMACS, LAMMPS, Blender or custom CUDA kernels with fault words (illegal
     * memory access, unspecified launch failure, misaligned address, device-side assert, illegal instruction, Xid
     * 13/31/43) and a failure word, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zzh() {
        return readApart(Split.TRAIN_2026_11_29ZZH);
    }

    /**
     * A batch of the library (train-2026-11-29zzk/README.md): the families the library holds least, in any stack, every
     * rank 1-8 of GitHub-issue queries naming a stack or tool with the failure of forward-compat-unsupported,
     * mig-misconfig, fabric-manager-not-running, managed-memory-unsupported, cooperative-launch-unsupported,
     * ecc-uncorrectable, gpu-fell-off-bus, xid-error, cuda-graph-capture-failure, illegal-instruction,
     * wsl-gl-interop-unsupported, cuda-library-version-mismatch, optional-accel-import-break, dsa-build-flag,
     * kernel-bus-error, invalid-handle or pinned-memory-limit in a user's words and a failure word, kept apart for the
     * same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zzk() {
        return readApart(Split.TRAIN_2026_11_29ZZK);
    }

    /**
     * A batch of the library (train-2026-11-29zzj/README.md): Chinese-language pages on the runtime side, every rank 1-8
     * of web-page queries worded in Chinese as a post's title would be (CUDA out of memory, illegal memory access,
     * device-side assert, CUDNN_STATUS_* / CUBLAS_STATUS_*, NCCL errors and hangs, DataLoader shared memory, busy or
     * unavailable, launch timeout, Xid and fallen off the bus), kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zzj() {
        return readApart(Split.TRAIN_2026_11_29ZZJ);
    }

    /**
     * A batch of the library (train-2026-11-29zzl/README.md): forum and Q&A pages in English, by site, every rank 1-8
     * of `pages` queries naming the site where a user asks (NVIDIA Developer Forums, PyTorch Forums, TensorFlow Forum,
     * Stack Overflow, Ask Ubuntu, Super User, Unix & Linux, Server Fault, Reddit, Hugging Face forums, Arch / Fedora /
     * Ubuntu forums, Level1Techs) with the failure in a user's words, kept only where a person reports their own
     * machine, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zzl() {
        return readApart(Split.TRAIN_2026_11_29ZZL);
    }

    /**
     * A batch of the library (train-2026-11-29zzi/README.md): Chinese-language pages on the loading and install side,
     * every rank 1-8 of `pages` queries worded in Chinese as a post's title would be (a CUDA / cuDNN library not found,
     * torch.cuda.is_available() False, Torch not compiled with CUDA, driver / toolkit version mismatches, no kernel image,
     * NVIDIA-SMI has failed, Driver/library version mismatch, no GPU in Docker or WSL), keeping only reports of a
     * person's own machine, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29zzi() {
        return readApart(Split.TRAIN_2026_11_29ZZI);
    }

    /**
     * A batch of the library (train-2026-11-30/README.md): GPU access blocked by a security or permission mechanism,
     * every rank 1-8 of GitHub-issue queries naming Secure Boot / MOK, kernel lockdown, SELinux, AppArmor, seccomp,
     * rootless Docker / Podman and the NVIDIA Container Toolkit, the video / render group and non-root users, Windows
     * policy / antivirus, Slurm / cgroup device constraints, Singularity / Apptainer or Kubernetes securityContext with a
     * failure word, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_30() {
        return readApart(Split.TRAIN_2026_11_30);
    }

    /**
     * A batch of the library (train-2026-11-28zl/README.md): GPU monitoring tools and hardware faults, every rank 1-8 of
     * GitHub-issue queries naming a monitoring or management tool (nvidia-smi, nvtop, nvitop, gpustat, GPUtil, pynvml,
     * DCGM / dcgm-exporter, nvidia-persistenced) or a hardware fault as a user meets it (Xid, ECC, fallen off the bus,
     * thermal / power cap, PCIe link width / AER, GPU reset, NVLink, fans and power supply), kept apart for the same
     * reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_28zl() {
        return readApart(Split.TRAIN_2026_11_28ZL);
    }

    /**
     * A batch of the library (train-2026-11-29c/README.md): local LLM runners on the GPU, every rank 1-8 of GitHub-issue
     * queries naming a runner (ollama, llama.cpp's llama-server / llama-cli and ggml-cuda, llama-cpp-python, LM Studio,
     * koboldcpp, text-generation-webui, GPT4All, Jan, LocalAI, exllama / exllamav2) with a failure word, kept apart for
     * the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29c() {
        return readApart(Split.TRAIN_2026_11_29C);
    }

    /**
     * A batch of the library (train-2026-11-28zh/README.md): look-alike negatives for driver installs, every rank 1-8 of
     * GitHub-issue queries "<module> <failure word>" for kernel modules that are not NVIDIA's (VirtualBox, ZFS,
     * v4l2loopback, WireGuard, DisplayLink's evdi, Realtek / Broadcom wifi, AMD's amdgpu-dkms, VMware, xpadneo, acpi_call,
     * openrazer, tp_smapi, other out-of-tree modules), kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_28zh() {
        return readApart(Split.TRAIN_2026_11_28ZH);
    }

    /**
     * A batch of the library (train-2026-11-28zj/README.md): Python environments and package managers getting the GPU
     * build wrong, every rank 1-8 of GitHub-issue queries naming an environment or package tool (conda, mamba /
     * micromamba, pip and its index URLs, uv, poetry, pixi, pipenv, virtualenv, cudatoolkit, nvidia-*-cu12 wheels,
     * cpuonly, the jaxlib CUDA plugin, tensorflow[and-cuda], cupy-cuda12x, LD_LIBRARY_PATH and activate scripts) with a
     * GPU stack and a failure word, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_28zj() {
        return readApart(Split.TRAIN_2026_11_28ZJ);
    }

    /**
     * A batch of the library (train-2026-11-28zk/README.md): run-time failures of the user's own CUDA kernels and
     * extensions, every rank 1-8 of GitHub-issue queries naming hand-written GPU code (a CUDA C++ kernel, a PyTorch C++/CUDA
     * extension, CuPy RawKernel / ElementwiseKernel, Numba @cuda.jit, PyCUDA, Triton @triton.jit, JAX custom calls /
     * Pallas, OpenACC, CUDA Fortran, cooperative groups, dynamic parallelism, shared memory, atomics, CUDA graphs, streams,
     * compute-sanitizer) with a run-time failure word, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_28zk() {
        return readApart(Split.TRAIN_2026_11_28ZK);
    }

    /**
     * A batch of the library (train-2026-11-28zi/README.md): laptops, hybrid graphics and external GPUs, loaded apart.
     */
    static List<Fixture> library2026_11_28zi() {
        return readApart(Split.TRAIN_2026_11_28ZI);
    }

    /**
     * A batch of the library (train-2026-11-28zn/README.md): cryptocurrency miners, volunteer computing, password
     * crackers and other long-running CUDA programs, every rank 1-8 of GitHub-issue queries naming such a program (T-Rex,
     * XMRig's xmrig-cuda, NBMiner, lolMiner, GMiner, ethminer, PhoenixMiner, NiceHash, BOINC, Folding@home, GPUGRID,
     * hashcat, John the Ripper, gpu-burn, OCCT) with a failure word, kept apart for the same reason as {@link
     * #library2026()}.
     */
    static List<Fixture> library2026_11_28zn() {
        return readApart(Split.TRAIN_2026_11_28ZN);
    }

    /**
     * A batch of the library (train-2026-11-28zm/README.md): virtual machines, GPU passthrough and GPU sharing, every rank
     * 1-8 of GitHub-issue queries naming a virtualisation or sharing layer with a GPU failure (Proxmox / KVM / QEMU /
     * libvirt passthrough, VMware, Hyper-V DDA / GPU-P, VirtualBox, NVIDIA vGPU / GRID, MIG, time-slicing and MPS,
     * Kubernetes GPU sharing, Xen, Unraid, TrueNAS, LXC / LXD), kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_28zm() {
        return readApart(Split.TRAIN_2026_11_28ZM);
    }

    /**
     * A batch of the library (train-2026-11-29a/README.md): ONNX Runtime and TensorRT, every rank 1-8 of GitHub-issue
     * queries naming onnxruntime-gpu / the CUDA or TensorRT execution provider, TensorRT itself (trtexec, engine build and
     * deserialisation, the tensorrt Python wheels, libnvinfer, plugin libraries), polygraphy or torch-tensorrt with a
     * failure word, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_29a() {
        return readApart(Split.TRAIN_2026_11_29A);
    }

    /**
     * A batch of the library (train-2026-11-29b/README.md): JAX and XLA on the GPU, every rank 1-8 of GitHub-issue
     * queries naming JAX / jaxlib, the jax-cuda plugins, XLA, flax, optax, equinox, numpyro or brax with a failure word
     * ("CUDA backend failed to initialize", "No GPU/TPU found", cuDNN / cuSPARSE / cuSOLVER load errors, ptxas and
     * libdevice, "DNN library initialization failed", RESOURCE_EXHAUSTED), kept apart for the same reason as {@link
     * #library2026()}.
     */
    static List<Fixture> library2026_11_29b() {
        return readApart(Split.TRAIN_2026_11_29B);
    }

    /**
     * A batch of the library (train-2026-11-28o/README.md): short pastes as users title them, every rank 1-8 of one
     * GitHub-issue query "<stack> <plain symptom>" per stack, each report the thread's title and at most its first error
     * line, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_28o() {
        return readApart(Split.TRAIN_2026_11_28O);
    }

    /**
     * A batch of the library (train-2026-11-28i/README.md): older threads, every rank 1-8 of one GitHub-issue query per big
     * family worded in the stack of 2016-2020 (TensorFlow 1.x, Caffe, Theano, MXNet, PyTorch 0.4-1.5, nvidia-docker v1/v2),
     * posts of those years only, kept apart for the same reason as {@link #library2026()}.
     */
    static List<Fixture> library2026_11_28i() {
        return readApart(Split.TRAIN_2026_11_28I);
    }

    /**
     * A batch of the library (train-2026-11-28j/README.md): non-English posts, every rank 1-8 of GitHub-issue queries for the
     * 21 families with the most library reports, worded in Chinese, Japanese, Korean, Russian, Spanish, Portuguese or
     * German, taking only threads posted in a language other than English, kept apart for the same reason as
     * {@link #library2026()}.
     */
    static List<Fixture> library2026_11_28j() {
        return readApart(Split.TRAIN_2026_11_28J);
    }

    /**
     * The stack group of a {@code # stack:} line, the first match of tools/diagnosis/collect_rules_2026_11_27.py's list:
     * how scores are reported per stack, and what a leave-one-stack-out run leaves out.
     */
    static String stackGroup(String stack) {
        String lower = stack.toLowerCase(java.util.Locale.ROOT);
        for (String[] group : STACK_GROUPS) {
            for (int i = 1; i < group.length; i++) {
                if (lower.contains(group[i])) {
                    return group[0];
                }
            }
        }
        return "pytorch-and-other";
    }

    private static final String[][] STACK_GROUPS = {
        {"wsl2", "wsl"},
        {"triton", "triton"},
        {"jax", "jax"},
        {"tensorflow", "tensorflow"},
        {"onnxruntime", "onnxruntime"},
        {"llm-serving", "vllm", "ollama", "llama"},
        {"sd-frontends", "comfyui", "automatic1111", "sdnext", "sd-webui"},
        {"containers", "docker", "kubernetes"},
        {"driver-install", "nvidia driver", "dkms", "kernel module"},
    };

    /** The set scored on which remedy comes first (heldout-direction/README.md), also kept apart. */
    static List<Fixture> directionHeldOut() {
        return readApart(Split.HELDOUT_DIRECTION);
    }

    /**
     * The reports of every folder but {@code split}'s, one list a folder: the threads a held-out set may share with no
     * other folder (each later set's rule; checked both ways, so an older set also fails when a later folder cites it).
     */
    static List<List<Fixture>> everyFolderBut(Split split) {
        List<List<Fixture>> folders = new ArrayList<>();
        for (Split other : Split.values()) {
            if (other != split) {
                folders.add(readApart(other));
            }
        }
        return folders;
    }

    /** The reports of every training folder (the library), never a held-out set's. */
    static List<Fixture> everyTrainingFolder() {
        List<Fixture> all = new ArrayList<>();
        for (Split split : Split.values()) {
            if (split.folder.startsWith("train")) {
                all.addAll(readApart(split));
            }
        }
        return all;
    }

    private static List<Fixture> readApart(Split split) {
        try {
            return read(
                    Path.of(Fixtures.class.getResource("/diagnosis/fixtures").toURI()), split);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<Fixture> read(Path dir, Split split) throws IOException {
        List<Fixture> fixtures = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir.resolve(split.folder))) {
            for (Path file : files.filter(f -> f.getFileName().toString().contains("--")
                            && f.toString().endsWith(".txt"))
                    .sorted()
                    .toList()) {
                fixtures.add(
                        parse(file.getFileName().toString(), split, Files.readString(file, StandardCharsets.UTF_8)));
            }
        }
        return fixtures;
    }

    List<Fixture> of(Split split) {
        return all.stream().filter(f -> f.split() == split).toList();
    }

    static Fixture parse(String name, Split split, String content) {
        String source = null;
        String platform = "";
        String stack = "";
        String date = "";
        String direction = "";
        String year = "";
        String paste = "";
        String rule = "";
        Set<String> expected = null;
        StringBuilder text = new StringBuilder();
        for (String line : content.split("\n", -1)) {
            if (line.startsWith("# source:")) {
                source = line.substring("# source:".length()).strip();
            } else if (line.startsWith("# platform:")) {
                platform = line.substring("# platform:".length()).strip();
            } else if (line.startsWith("# stack:")) {
                stack = line.substring("# stack:".length()).strip();
            } else if (line.startsWith("# date:")) {
                date = line.substring("# date:".length()).strip();
            } else if (line.startsWith("# direction:")) {
                direction = line.substring("# direction:".length()).strip();
            } else if (line.startsWith("# year:")) {
                year = line.substring("# year:".length()).strip();
            } else if (line.startsWith("# paste:")) {
                paste = line.substring("# paste:".length()).strip();
            } else if (line.startsWith("# rule:")) {
                rule = line.substring("# rule:".length()).strip();
            } else if (line.startsWith("# expect:")) {
                expected = new LinkedHashSet<>(Arrays.stream(
                                line.substring("# expect:".length()).strip().split("\\s+"))
                        .filter(s -> !s.isBlank())
                        .toList());
            } else {
                text.append(line).append('\n');
            }
        }
        if (source == null) {
            throw new IllegalStateException(name + " has no '# source:' line");
        }
        if (expected == null) {
            String prefix = name.substring(0, name.indexOf("--"));
            expected = prefix.equals("negative") ? Set.of() : Set.of(prefix);
        }
        return new Fixture(
                name, split, source, platform, stack, date, expected, text.toString(), direction, year, paste, rule);
    }
}
