package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The library batches of issue 37 (fixtures/train-2026-11-28g/ to -28z/, -28za/ to -28zn/, -29a/ to -29y/, -29za/ to
 * -29zzl/, -30/, each folder's README): every report keeps its batch's collection rule (every rank 1-8 of each answer, so at
 * most 8 files a query, no thread any other folder cites and no repository of the sixth held-out set, and the batch's
 * size as collected: the rules were not widened after the search), and the rules alone read each batch at least as well as its floors, which
 * hold the figures measured when the batch was collected or when rules were last written from it: a rule change that
 * loses one of these, or starts claiming one of its negatives, fails here. Rules and signals only: the shipped
 * similar-reports library holds these very reports.
 */
class GrownLibraryBatchesTest {

    /**
     * One batch: its folder and loader, its collection rule's least size, most size and least negatives, the rules' floors
     * on it, and what else its rule asks of every report.
     */
    record Batch(
            Fixtures.Split split,
            Supplier<List<Fixtures.Fixture>> reports,
            int least,
            int most,
            int leastNegatives,
            double recallFloor,
            double precisionFloor,
            int negativesHitCeiling,
            Consumer<Fixtures.Fixture> alsoHolds) {

        @Override
        public String toString() {
            return split.folder;
        }

        /**
         * The batches whose rule collects web pages off GitHub (the search tool's pages corpus), not GitHub threads, as
         * HeldOutSetsTest's PAGE_SETS.
         */
        static final Set<Fixtures.Split> PAGE_BATCHES = Set.of(
                Fixtures.Split.TRAIN_2026_11_29ZZI,
                Fixtures.Split.TRAIN_2026_11_29ZZJ,
                Fixtures.Split.TRAIN_2026_11_29ZZL);

        CollectionRule rule() {
            return new CollectionRule(
                    least,
                    most,
                    leastNegatives,
                    8,
                    8,
                    Fixtures.everyFolderBut(split),
                    PAGE_BATCHES.contains(split) ? CollectionRule.Sources.PAGE : CollectionRule.Sources.GITHUB_THREAD);
        }

        static void nothingMore(Fixtures.Fixture report) {}

        static void from2016To2020(Fixtures.Fixture report) {
            assertThat(Integer.parseInt(report.year()))
                    .as(report.name() + " year")
                    .isBetween(2016, 2020);
        }

        static void from2025Or2026(Fixtures.Fixture report) {
            assertThat(report.year())
                    .as(report.name() + " year (2025-2026 only)")
                    .isIn("2025", "2026");
        }

        static void titleAndAtMostOneLine(Fixtures.Fixture report) {
            assertThat(report.paste()).as(report.name() + " is a short paste").isIn("title-only", "title-and-line");
            assertThat(report.text().strip().lines().count())
                    .as(report.name() + " is the title and at most one line")
                    .isEqualTo(report.paste().equals("title-only") ? 1 : 2);
        }
    }

    static Stream<Batch> batches() {
        return Stream.of(
                // A sixth-round batch of issue 37's library (fixtures/train-2026-11-28g/README.md): error codes by
                // name. Every rank 1-8 of one GitHub-issue query per catalogue code that error-codes.json maps to a
                // family, the query being the code's name as a program prints it (cudaErrorNoDevice,
                // CUDA_ERROR_UNSUPPORTED_PTX_VERSION, NVML_ERROR_GPU_IS_LOST, CUBLAS_STATUS_ARCH_MISMATCH,
                // ncclSystemError), labelled by each thread's resolution. Checks the collection rule, prints how the
                // rules alone read the batch per query, stack group and paste form, and holds that reading: a rule
                // change that loses one of these, or starts claiming one of its negatives, fails here. Measured on
                // the batch as collected (36 reports, 2 negatives, 34 failure labels) with the engine on main at
                // dd11b32: recall 0.824 (28/34), precision 0.933 (28/30), 1 of the 2 negatives hit. The floors hold
                // today's figures, not an aim: the lead does not tune on this batch this round, and a rule that reads
                // more of it should raise them. Every rank 1-8 of each answer (so at most 8 files a query), no thread
                // any other folder cites and no repository of the sixth held-out set. The rule aimed at 40-70 reports
                // and 8 negatives; its 30 queries gave 36 and 2 (README, "Counts"), so the sizes held here are the
                // batch as collected, not the aim: the rule was not widened after the search.
                // Round ten: a cuBLAS check's own words ("Check failed: status == CUBLAS_STATUS_SUCCESS") and NVML's
                // "GPU is
                // lost" in Slurm's line read two more: 0.882 (30/34), 0.938, 1 hit; the recall floor holds it.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_28G,
                        Fixtures::library2026_11_28g,
                        36,
                        70,
                        2,
                        0.88,
                        0.93,
                        1,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-28h/README.md): the same failures said in
                // Windows words. Every rank 1-8 of one GitHub-issue query for each of the 25 knowledge-base families
                // with the most library reports, each query naming a Windows-only word (a DLL name, WinError,
                // WDDM/TDR, Visual Studio, PowerShell, the paging file) beside the failure, labelled by each thread's
                // resolution. Checks the collection rule, prints how the rules alone read the batch per query, stack
                // group and paste form, and holds that reading: a rule change that loses one of these, or starts
                // claiming one of its negatives, fails here. Measured on the batch as collected (46 reports, 5
                // negatives, 42 failure labels) with the engine on main at dd11b32: recall 0.595 (25/42), precision
                // 0.893 (25/28), 1 of the 5 negatives hit (pytorch#4675, whose cuDNN error came from the program's
                // own bad index). The floors hold today's figures, not a target: a rule that reads more of the
                // Windows wordings (a WinError path, a DLL name, the Visual Studio check of nvcc) should raise them.
                // Round seven wrote rules from it (NCCL missing from PyTorch's Windows builds, a missing nvcuda.dll,
                // Inductor's 'Compiler: cl is not found'): 0.714 / 0.909 / 1 hit, held since. Every rank 1-8 of each
                // answer (so at most 8 files a query), no thread any other folder cites and no repository of the
                // sixth held-out set. The rule aimed at 40-70 reports and at least 8 negatives; its 25 queries gave
                // 46 and 5 (README, "Counts"), so the sizes held here are the batch as collected: the rule was not
                // widened after the search.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_28H,
                        Fixtures::library2026_11_28h,
                        46,
                        70,
                        5,
                        0.71,
                        0.90,
                        1,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-28i/README.md): older threads. Every rank 1-8
                // of one GitHub-issue query for each of 29 of the families with the most library reports, worded in
                // the stack of 2016-2020 (TensorFlow 1.x, Caffe, Theano, Chainer, MXNet, PyTorch 0.4-1.5, CUDA 8-10,
                // nvidia-docker v1/v2), posts of 2016-2020 only, labelled by each thread's resolution. Checks the
                // collection rule, prints how the rules alone read the batch per query, stack group and paste form,
                // and holds that reading: a rule change that loses one of these, or starts claiming a negative, fails
                // here. Measured on the batch as collected (27 reports, 0 negatives, 27 failure labels) with the
                // engine of dd11b32: recall 0.852 (23/27), precision 0.920 (23/25), no negative to hit. The floors
                // hold today's figures: they record what the rules miss in the words of the older stacks now, and a
                // rule that reads more of them should raise them. Every rank 1-8 of each answer (so at most 8 files a
                // query), no thread any other folder cites and no repository of the sixth held-out set. The rule
                // aimed at 40-70 reports and 8 negatives; its 29 queries gave 27 and none (README, "Counts"), so the
                // sizes held here are the batch as collected, not the aim: the rule was not widened after the search.
                // Round ten: MXNet's "CUDA: out of memory" read one more: 0.889 (24/27), 0.923; the recall floor holds
                // it.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_28I,
                        Fixtures::library2026_11_28i,
                        27,
                        70,
                        0,
                        0.88,
                        0.92,
                        0,
                        Batch::from2016To2020),
                // A batch of issue 37's library (fixtures/train-2026-11-28j/README.md): the same failures posted in
                // other languages. Every rank 1-8 of GitHub-issue queries for the 21 knowledge-base families with the
                // most library reports, worded in Chinese, Japanese, Korean, Russian, Spanish, Portuguese or German,
                // taking only threads whose post is not in English, labelled by each thread's resolution. Checks the
                // collection rule, prints how the rules alone read the batch per query, stack group and paste form,
                // and holds that reading: a rule change that loses one of these fails here. Measured on the batch as
                // collected (8 reports, no negatives, 8 failure labels) with the engine on main at c1f824f: recall
                // 1.000 (8/8), precision 1.000 (8/8), no negatives to hit. Every report pastes the error's own
                // English line (a PyTorch, Caffe, Docker or DataLoader message) amid the other language, so the rules
                // read all eight; the floors hold that, and a rule change that loses one fails here. Every rank 1-8
                // of each answer (so at most 8 files a query), no thread any other folder cites and no repository of
                // the sixth held-out set. The rule aimed at 30-60 reports and at least 8 negatives; its 42 queries
                // (two rounds) gave 8 and none (README, "Counts"), so the sizes held here are the batch as collected:
                // the rule was not widened to reach the aim.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_28J,
                        Fixtures::library2026_11_28j,
                        8,
                        60,
                        0,
                        1.0,
                        1.0,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-28k/README.md): local LLM and
                // image-generation apps. Every rank 1-8 of two GitHub-issue queries "<app> <failure word>" for each
                // of 12 apps (vLLM, ollama, llama.cpp, text-generation-webui, LocalAI, LM Studio, ComfyUI,
                // AUTOMATIC1111, Forge, Fooocus, SD.Next, kohya_ss), kept only in the app's own repository and
                // labelled by each thread's resolution. Checks the collection rule, prints how the rules alone read
                // the batch per query, stack group and paste form, and holds that reading: a rule change that loses
                // one of these, or starts claiming one of its negatives, fails here. Measured on the batch as
                // collected (21 reports, 13 negatives, 8 failure labels) with the engine at 5820679 (main at c1f824f
                // plus this batch): recall 0.625 (5/8), precision 0.833 (5/6), 1 of the 13 negatives hit (A1111#5167,
                // an M1 Mac whose memory monitor prints "Torch not compiled with CUDA enabled" above its segfault).
                // The floors hold today's figures, not a target: a rule that reads the apps' own wordings (ollama's
                // runner exit 127, LM Studio's exit code) should raise them. Every rank 1-8 of each answer (so at
                // most 8 files a query), no thread any other folder cites and no repository of the sixth held-out
                // set. The rule aimed at 30-60 reports and at least 8 negatives; its 24 queries gave 21 and 13
                // (README, "Counts"), so the least size held here is the batch as collected: the rule was not widened
                // after the search.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_28K,
                        Fixtures::library2026_11_28k,
                        21,
                        60,
                        13,
                        0.62,
                        0.83,
                        1,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-28l/README.md): clusters, schedulers and GPU
                // operations. Every rank 1-8 of 32 GitHub-issue queries "<tool> <failure word>" (Slurm, PBS,
                // HTCondor, LSF, the GPU Operator, the device plugin, DCGM, the container toolkit on Kubernetes, Ray,
                // Kubeflow, SkyPilot, Determined, MLflow, HAMi/Volcano, HPC modules), labelled by each thread's
                // resolution. Checks the collection rule, prints how the rules alone read the batch per query, stack
                // group and paste form, and holds that reading: a rule change that loses one of these, or starts
                // claiming one of its negatives, fails here. Measured on the batch as collected (20 reports, 7
                // negatives, 14 failure labels) with the engine at 4cb48ab plus this batch: recall 0.571 (8/14),
                // precision 0.889 (8/9), none of the 7 negatives hit. The floors hold today's figures, not a target.
                // Every rank 1-8 of each answer (so at most 8 files a query), no thread any other folder cites and no
                // repository of the sixth held-out set. The rule aimed at 35-60 reports and at least 8 negatives; its
                // 32 queries gave 20 and 7 (README, "Counts"), so the least size held here is the batch as collected:
                // the rule was not widened after the search.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_28L,
                        Fixtures::library2026_11_28l,
                        20,
                        60,
                        7,
                        0.57,
                        0.88,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-28n/README.md): atomistic simulation and
                // machine-learned potentials. Every rank 1-8 of 36 GitHub-issue queries "<code> <failure word>" for
                // MACE, NequIP, Allegro, LAMMPS, GROMACS, OpenMM, CP2K, cuEquivariance, e3nn and the other codes our
                // users run, labelled by each thread's resolution. Checks the collection rule, prints how the rules
                // alone read the batch per query, stack group and paste form, and holds that reading: a rule change
                // that loses one of these, or starts claiming one of its negatives, fails here. Measured on the batch
                // as collected (19 reports, 7 negatives, 13 failure labels) with the engine at 4cb48ab (main plus
                // this batch): recall 0.846 (11/13), precision 1.000 (11/11), none of the 7 negatives hit. The floors
                // hold today's figures, not a target: the two misses (a Fortran code's bare CUDA error number, a
                // MAGMA init code) say their failure in words no rule reads yet. Every rank 1-8 of each answer (so at
                // most 8 files a query), no thread any other folder cites and no repository of the sixth held-out
                // set. The rule aimed at 35-60 reports and at least 8 negatives; its 36 queries gave 19 and 7
                // (README, "Counts"), so the least size held here is the batch as collected: the rule was not widened
                // after the search.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_28N,
                        Fixtures::library2026_11_28n,
                        19,
                        60,
                        7,
                        0.84,
                        1.0,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-28o/README.md): short pastes as users title
                // them. Every rank 1-8 of 36 GitHub-issue queries "<stack> <plain symptom>" (PyTorch not using GPU,
                // ComfyUI stopped working after update, vLLM runs out of memory, ...), each report the thread's title
                // plus at most its first error line, labelled by the thread's resolution. Checks the collection rule,
                // prints how the rules alone read the batch per query, stack group and paste form, and holds that
                // reading: a rule change that loses one of these, or starts claiming one of its negatives, fails
                // here. Measured on the batch as collected (59 reports, 38 negatives, 21 failure labels) with the
                // engine at 59ee546 (main plus this batch): recall 0.048 (1/21), precision 1.000 (1/1), none of the
                // 38 negatives hit. The floors hold today's figures, not a target: a title says a symptom ("not using
                // GPU", "GPU not detected"), rarely the error, so most failures here are said in words no rule reads;
                // that the rules stay quiet on the 38 negatives is the half worth holding. Every rank 1-8 of each
                // answer (so at most 8 files a query), no thread any other folder cites and no repository of the
                // sixth held-out set. The rule aimed at 35-60 reports and at least 8 negatives.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_28O,
                        Fixtures::library2026_11_28o,
                        35,
                        60,
                        8,
                        0.047,
                        1.0,
                        0,
                        Batch::titleAndAtMostOneLine),
                // A batch of issue 37's library (fixtures/train-2026-11-28p/README.md): applications that are not
                // machine learning. Every rank 1-8 of 38 GitHub-issue queries "<application> <failure word>" for
                // Blender, DaVinci Resolve, OBS, ffmpeg, HandBrake, hashcat, John the Ripper, Folding@home, BOINC,
                // COLMAP, Meshroom, nerfstudio, OpenCV, MATLAB, PhysX, miners, upscalers, Sunshine, Jellyfin/Plex,
                // gpu-burn and the GPU monitors, labelled by each thread's resolution. Checks the collection rule,
                // prints how the rules alone read the batch per query, stack group and paste form, and holds that
                // reading: a rule change that loses one of these, or starts claiming one of its negatives, fails
                // here. Measured on the batch as collected (43 reports, 12 negatives, 33 failure labels) with the
                // engine at 59ee546 (main plus this batch): recall 0.424 (14/33), precision 0.933 (14/15), none of
                // the 12 negatives hit. The floors hold today's figures, not a target: these programs say a failure
                // in their own words (a miner's "CUDA initialize error", Meshroom's "needs a CUDA-Enabled GPU", a
                // title alone), which no rule reads yet. Rules written from its misses (zero CUDA devices counted, a
                // build banner "without CUDA", ffmpeg's "Could not dynamically load CUDA", a numbered CUDA error in
                // an application's sentence) read 0.545 (18/33), 0.947 (18/19), none hit; those are held. The rest
                // say one sentence for two causes (a miner's "CUDA initialize error" is an old driver in two threads
                // and no driver in a third), which no rule can tell apart. Every rank 1-8 of each answer (so at most
                // 8 files a query), no thread any other folder cites and no repository of the sixth held-out set. The
                // rule aimed at 35-60 reports and at least 8 negatives; its 38 queries gave 43 and 12 (README,
                // "Counts"), held here as the least size.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_28P,
                        Fixtures::library2026_11_28p,
                        43,
                        60,
                        12,
                        0.54,
                        0.94,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-28q/README.md): the newest generation. Every
                // rank 1-8 of 36 GitHub-issue queries "<new thing> <failure word>" for RTX 50xx / Blackwell, B200 /
                // GB200, CUDA 12.8-13.0, drivers 570-580, cu128-cu130 wheels, cuDNN 9, NCCL 2.2x, Triton 3, vLLM /
                // SGLang / TensorRT-LLM, WSL, Ubuntu 24.04 / 25.04 and the open kernel modules, threads of 2025-2026
                // only, labelled by each thread's resolution. Checks the collection rule, prints how the rules alone
                // read the batch, and holds that reading: a rule change that loses one of these, or starts claiming
                // one of its negatives, fails here. Measured on the batch as collected (27 reports, 10 negatives, 17
                // failure labels) with the engine at 2b7a2b0 (main plus this batch): recall 0.647 (11/17), precision
                // 0.846 (11/13), none of the 10 negatives hit. The floors hold today's figures, not a target: the
                // batch's "sm_120 is not compatible" and "no kernel image" reports are read, its open-module "No
                // devices were found", GB200 NCCL abort and xformers title are not yet. Rules written from its misses
                // (nvidia-smi's whole line "No devices were found", an undefined symbol in quotes) read 0.824
                // (14/17), 0.875 (14/16), none hit; those are held. Every rank 1-8 of each answer (so at most 8 files
                // a query), no thread any other folder cites and no repository of the sixth held-out set. The rule
                // aimed at 35-60 reports and at least 8 negatives; its 36 queries gave 27 and 10 (README, "Counts"),
                // held here as the least size.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_28Q,
                        Fixtures::library2026_11_28q,
                        27,
                        60,
                        10,
                        0.82,
                        0.87,
                        0,
                        Batch::from2025Or2026),
                // A batch of issue 37's library (fixtures/train-2026-11-28r/README.md): other vendors and machines
                // without a GPU meeting CUDA. Every rank 1-8 of 36 GitHub-issue queries "<platform> <CUDA word>" for
                // AMD ROCm/HIP and ZLUDA, Intel Arc/XPU, Apple Silicon, DirectML, Vulkan backends, Jetson, TPUs,
                // CPU-only runners, Raspberry Pi, virtual machines and hybrid laptops, labelled by each thread's
                // resolution. Checks the collection rule, prints how the rules alone read the batch, and holds that
                // reading: a rule change that loses one of these fails here. Measured on the batch as collected (12
                // reports, no negative, 12 failure labels) with the engine of main at 2b7a2b0 plus this batch: recall
                // 0.583 (7/12), precision 1.000 (7/7). The floors hold today's figures, not a target. Every rank 1-8
                // of each answer (so at most 8 files a query), no thread any other folder cites and no repository of
                // the sixth held-out set. The rule aimed at 35-60 reports and at least 10 negatives; its 36 queries
                // gave 12 and none (README, "Counts": the answers were mostly feature requests and pull requests),
                // held here as the least size.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_28R,
                        Fixtures::library2026_11_28r,
                        12,
                        60,
                        0,
                        0.58,
                        1.0,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-28s/README.md): distributed and multi-GPU
                // training. Every rank 1-8 of 30 GitHub-issue queries "<framework> <failure word>" for Horovod,
                // DeepSpeed, FSDP / DDP, torchrun, Megatron-LM / NeMo, Accelerate, Colossal-AI, Ray Train, CUDA-aware
                // MPI, UCX, NVSHMEM, GPUDirect RDMA and NVLink / P2P, labelled by each thread's resolution. Checks
                // the collection rule, prints how the rules alone read the batch, and holds that reading: a rule
                // change that loses one of these, or starts claiming one of its negatives, fails here. Measured on
                // the batch as collected (26 reports, 14 negatives, 13 failure labels) with the engine at b1c3cab
                // (main plus this batch): recall 0.538 (7/13), precision 0.583 (7/12), 5 of the 14 negatives hit. The
                // floors hold today's figures, not a target. Half the batch is negatives because a program's own
                // setting (a hard-coded cuda:1, a collective timeout too short for its own work, two ranks on one
                // GPU) fails in the GPU stack's words; the hit ones are NCCL watchdog and NCCL-error texts whose
                // thread found the cause in the program. Rules written from its and batch 28t's misses (an NCCL WARN
                // line naming an error) read 0.615 (8/13), 0.615, 5 hit; those are held. The five negatives hit are
                // NCCL failures whose threads put the cause in the program's own settings (a timeout too short for
                // its work, two ranks on one GPU): the text states the family's failure, and the family's remedies
                // name those settings. Every rank 1-8 of each answer (so at most 8 files a query), no thread any
                // other folder cites and no repository of the sixth held-out set. The rule aimed at 30-50 reports and
                // at least 8 negatives; its 30 queries gave 26 and 14 (README, "Counts"), held here as the least
                // size.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_28S,
                        Fixtures::library2026_11_28s,
                        26,
                        50,
                        14,
                        0.61,
                        0.61,
                        5,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-28t/README.md): inference engines, compilers
                // and quantisation libraries. Every rank 1-8 of 30 GitHub-issue queries "<library> <failure word>"
                // for TensorRT, Triton Inference Server, torch-tensorrt, ONNX Runtime's execution providers, TVM,
                // CTranslate2, MLC-LLM, ExLlamaV2, AutoGPTQ / AutoAWQ, bitsandbytes, Apex, xformers, FlashInfer,
                // cupy, numba, PyCUDA and JCuda, labelled by each thread's resolution. Checks the collection rule,
                // prints how the rules alone read the batch, and holds that reading: a rule change that loses one of
                // these, or starts claiming one of its negatives, fails here. Measured on the batch as collected (41
                // reports, 14 negatives, 27 failure labels) with the engine at b1c3cab (main plus this batch): recall
                // 0.556 (15/27), precision 1.000 (15/15), none of the 14 negatives hit. The floors hold today's
                // figures, not a target. Rules written from its misses (a linker that cannot find -lcudart,
                // TensorRT's and bitsandbytes' numbered CUDA and cuBLAS errors) read 0.704 (19/27), 1.000, none hit;
                // those are held. Every rank 1-8 of each answer (so at most 8 files a query), no thread any other
                // folder cites and no repository of the sixth held-out set. The rule aimed at 30-50 reports and at
                // least 8 negatives; its 30 queries gave 41 and 14.
                // Round ten: ONNX Runtime's "Failed to create CUDAExecutionProvider" (unless a library is named as not
                // loading: that is the library missing) read two more: 0.778 (21/27), 1.000, none hit; then CUDA 10.0's
                // old
                // runtime numbers (TensorRT-CenterNet's "CUDA error 77", an illegal address) one more: 0.815 (22/27);
                // held.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_28T,
                        Fixtures::library2026_11_28t,
                        41,
                        50,
                        14,
                        0.81,
                        0.99,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-28u/README.md): notebooks and hosted notebook
                // platforms. Every rank 1-8 of 28 GitHub-issue queries "<platform> <failure word>" for Jupyter /
                // JupyterLab / ipykernel, Colab, Kaggle, SageMaker Studio, Vertex AI Workbench, Azure ML, Databricks,
                // Paperspace, Lightning Studio, Deepnote and VS Code notebooks, labelled by each thread's resolution.
                // Checks the collection rule, prints how the rules alone read the batch, and holds that reading: a rule
                // change that loses one of these, or starts claiming one of its negatives, fails here. Measured on the
                // batch as collected (35 reports, 5 negatives, 30 failure labels) with the engine on main at 8804e51:
                // recall 0.733 (22/30), precision 1.000 (22/22), none of the 5 negatives hit. The floors hold today's
                // figures, not a target. Every rank 1-8 of each answer, no thread any other folder cites and no
                // repository of the
                // sixth held-out set. The rule aimed at 30-50 reports and at least 8 negatives; its 28 queries gave 35
                // and 5 (README, "Counts"), held here as the batch as collected.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_28U,
                        Fixtures::library2026_11_28u,
                        35,
                        50,
                        5,
                        0.73,
                        0.99,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-28v/README.md): rendering and graphics next to
                // CUDA. Every rank 1-8 of 30 GitHub-issue queries "<library> <failure word>" for MuJoCo (EGL), Isaac
                // Sim / Gym, pyrender, nvdiffrast, PyTorch3D, Open3D, gsplat / gaussian splatting, tiny-cuda-nn /
                // instant-ngp, Kaolin, OptiX, CUDA-OpenGL interop, VirtualGL, glfw / pyglet in containers and the
                // container toolkit's graphics capability, labelled by each thread's resolution. Measured on the batch
                // as collected (33 reports, 13 negatives, 20 failure labels) with the engine on main at 8804e51:
                // recall 0.400 (8/20), precision 1.000 (8/8), none of the 13 negatives hit; the floors hold today's
                // figures,
                // not a target. The rule aimed at 30-50 reports and at least 8 negatives; its 30 queries gave 33 and
                // 13.
                // Rules written from its misses (EGL and Vulkan failing, CUDA's graphics interop calls failing, off
                // WSL2 as on it) read 0.750 (15/20), 1.000, none hit; those are held.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_28V,
                        Fixtures::library2026_11_28v,
                        33,
                        50,
                        13,
                        0.75,
                        0.99,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-28w/README.md): building CUDA code from
                // source. Every rank 1-8 of 30 GitHub-issue queries "<build> <failure word>" for torch cpp_extension /
                // build_ext, flash-attn, apex, xformers, mmcv / mmdet, detectron2, pytorch3d, bitsandbytes, llama.cpp /
                // whisper.cpp (GGML_CUDA), CuPy from source, nvcc with a host compiler, CMake FindCUDA / CUDAToolkit,
                // conda cuda-nvcc, tiny-cuda-nn and DeepSpeed's JIT ops, labelled by each thread's resolution, at most
                // 50 reports in query and rank order. Measured on the batch as collected (50 reports, 22 negatives, 28
                // failure labels) with the engine on main at dd97e1a: recall 0.393 (11/28), precision 0.688 (11/16), 5
                // of the 22 negatives hit (4 flash-attn wheels' undefined symbols read as optional-accel-import-break,
                // one project's own
                // compute_35 setting read as cuda-version-toolkit-mismatch); the floors and the ceiling hold today's
                // figures, not a target. The rule aimed at 30-50 reports and at least 8 negatives; its 30 queries gave
                // 57 that it takes, the first 50 kept, 22 of them negatives.
                // Round ten wrote rules from its misses (a toolkit or nvcc not found in a build's own words: apex's
                // --cuda_ext, CMake's 'Could NOT find CUDA' and CUDA_TOOLKIT_ROOT_DIR; CMake's 'No CMAKE_CUDA_COMPILER
                // could be found' was left out, said by 3 of its failures and 2 of its negatives): 0.679 (19/28),
                // 0.792, 5 hit; those are held.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_28W,
                        Fixtures::library2026_11_28w,
                        50,
                        50,
                        22,
                        0.67,
                        0.79,
                        5,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-28y/README.md): frameworks other than PyTorch.
                // Every rank 1-8 of 30 GitHub-issue queries "<framework> <failure word>" for PaddlePaddle (PaddleOCR,
                // PaddleDetection), MindSpore, MXNet / GluonCV, Chainer, CNTK, Caffe / Caffe2, TensorFlow / Keras, JAX
                // /
                // Flax, DGL, RAPIDS cuDF / cuML, Numba, TensorRT (Python), OneFlow, Jittor, MegEngine, DJL and
                // TorchSharp,
                // labelled by each thread's resolution. Measured on the batch as collected (32 reports, 9 negatives, 23
                // failure labels) with the engine on main at dd97e1a: recall 0.609 (14/23), precision 0.933 (14/15),
                // none of the 9 negatives hit; the floors hold today's figures, not a target. No thread any other
                // folder
                // cites and no repository of the sixth held-out set. The rule aimed at 30-50 reports and at least 8
                // negatives; its 30 queries gave 32 and 9.
                // Round ten wrote rules from its misses (Paddle's and XLA's out-of-memory sentences, ldd's
                // 'libcudart.so.10.0 => not found', XLA's libdevice not found): 0.870 (20/23), 0.952, none hit; then a
                // CUDA library's symbol "not found" (jaxlib's "cudaGetErrorString symbol not found"): 0.957 (22/23),
                // 0.957;
                // those are held.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_28Y,
                        Fixtures::library2026_11_28y,
                        32,
                        50,
                        9,
                        0.95,
                        0.95,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-28z/README.md): cloud VMs and managed GPU
                // services. Every rank 1-8 of 30 GitHub-issue queries "<service> <failure word>" for AWS EC2 / Deep
                // Learning AMI, SageMaker, GCP Compute Engine / Deep Learning VM, GKE, Vertex AI, Azure NC / ND VMs,
                // Azure ML, AKS, RunPod, vast.ai, Lambda Labs, Paperspace, CoreWeave, Modal, Databricks, Hugging Face
                // Spaces / Inference Endpoints and Replicate / cog, labelled by each thread's resolution. Measured on
                // the batch as collected (22 reports, 3 negatives, 20 failure labels) with the engine on main at
                // dd97e1a: recall
                // 0.650 (13/20), precision 0.867 (13/15), none of the 3 negatives hit; the floors hold today's figures,
                // not a target. The rule aimed at 30-50 reports and at least 8 negatives; its 30 queries gave 22 and 3
                // (SHORT OF AIM, README "Counts"), held here as the batch as collected.
                // Round ten wrote rules from its misses (TensorFlow's BFC allocator and implicit initialisation out of
                // memory, a binding's 'Unknown CUresult: 35'): 0.800 (16/20), 0.889, none hit; those are held.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_28Z,
                        Fixtures::library2026_11_28z,
                        22,
                        50,
                        3,
                        0.80,
                        0.88,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-28x/README.md): speech, audio and video tools.
                // Every rank 1-8 of 30 GitHub-issue queries "<tool> <failure word>" for openai-whisper, faster-whisper
                // /
                // CTranslate2, WhisperX, Coqui TTS, Bark, RVC / so-vits-svc, demucs, audiocraft, pyannote, NeMo ASR,
                // ffmpeg NVENC / NVDEC / CUVID, DeepFaceLab, roop / FaceFusion, Real-ESRGAN, video2x, GFPGAN and
                // SadTalker, labelled by each thread's resolution. Measured on the batch as collected (41 reports, 6
                // negatives, 35 failure labels) with the engine on main at dd97e1a: recall 0.829 (29/35), precision
                // 1.000 (29/29), none of the 6 negatives hit; the floors hold today's figures, not a target. The rule
                // aimed at 30-50 reports and at least 8 negatives; its 30 queries gave 41 and 6 (SHORT OF AIM on
                // negatives), held here as the batch as collected.
                // Round ten wrote rules from its misses (CTranslate2's 'CUDA failed with error out of memory' in a
                // sentence): 0.886 (31/35), 1.000, none hit; those are held.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_28X,
                        Fixtures::library2026_11_28x,
                        41,
                        50,
                        6,
                        0.88,
                        0.99,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-28zc/README.md): robotics and the edge. Every
                // rank 1-8 of 30 GitHub-issue queries "<stack> <failure word>" for Jetson (Nano, Xavier, Orin) with
                // JetPack / L4T, ROS / ROS 2, Isaac ROS, DeepStream, TensorRT on Jetson, jetson-inference, OpenCV with
                // CUDA, YOLO on Jetson, torch wheels for Jetson, Triton on Jetson, Holoscan and dusty-nv's containers,
                // labelled by each thread's resolution. Measured on the batch as collected (30 reports, 6
                // negatives, 24 failure labels) with the engine on main at 0eb9be64: recall 0.542 (13/24), precision
                // 0.929 (13/14), none of the 6 negatives hit; the floors hold today's figures, not a target. The rule
                // aimed at 30-50 reports and at least 8 negatives; its 30 queries gave 30 and 6 (SHORT OF AIM on
                // negatives), held here as the batch as collected.
                // Round ten wrote rules from its misses (TensorRT's "Error Code 2: OutOfMemory", OpenCV's "DNN module
                // was not built with CUDA backend" without a space, the container runtime's "requirements not met:
                // unsatisfied condition: cuda>=12.2", a title's "ImportError: libcudart.so.10.0"): 0.750 (18/24),
                // 0.947, none hit; those are held (the BFC allocator's warning that says it is "not a failure" stays
                // unread).
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_28ZC,
                        Fixtures::library2026_11_28zc,
                        30,
                        50,
                        6,
                        0.75,
                        0.94,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-28za/README.md): medical and life-science
                // imaging and sequencing. Every rank 1-8 of 30 GitHub-issue queries "<tool> <failure word>" for MONAI,
                // nnU-Net, TotalSegmentator, FastSurfer, 3D Slicer extensions, cellpose, StarDist, DeepLabCut, napari
                // plugins, SLEAP, Dorado / Guppy / Bonito, Clara Parabricks, AlphaFold / ColabFold / OpenFold /
                // RoseTTAFold, ESMFold and RELION / cryoSPARC / cryoDRGN, labelled by each thread's resolution.
                // Measured on the batch as collected (31 reports, 6 negatives, 25 failure labels) with the engine on
                // main at 0eb9be64: recall 0.800 (20/25), precision 0.909 (20/22), 1 of the 6 negatives hit; the
                // floors hold today's figures, not a target. No thread any other folder cites and no repository of the
                // sixth held-out set. The rule aimed at 30-50 reports and at least 8 negatives; its 30 queries gave 31
                // and 6 (SHORT OF AIM on negatives), held here as the batch as collected.
                // Round ten wrote rules from its misses (XLA's "Out of memory while trying to allocate N bytes" in any
                // sentence, PyCUDA's "error invoking 'nvcc ...': No such file"): 0.880 (22/25), 0.917, 1 hit; those are
                // held.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_28ZA,
                        Fixtures::library2026_11_28za,
                        31,
                        50,
                        6,
                        0.88,
                        0.91,
                        1,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-28zb/README.md): classic machine learning,
                // search and embeddings on the GPU. Every rank 1-8 of 30 GitHub-issue queries "<library> <failure
                // word>" for XGBoost, LightGBM, CatBoost, cuML / cuDF / RAPIDS, faiss-gpu, Milvus,
                // sentence-transformers,
                // spaCy with cupy, Annoy / ScaNN, H2O4GPU, Spark RAPIDS, Dask-CUDA and BERTopic / UMAP with cuML,
                // labelled by each thread's resolution. Measured on the batch as collected (35 reports, 12 negatives,
                // 23 failure labels) with the engine of 7786b2f1: recall 0.565 (13/23), precision 0.929 (13/14), none
                // of the 12 negatives hit; the floors hold today's figures, not a target. No thread any other folder
                // cites and no repository of the sixth held-out set. The rule aimed at 30-50 reports and at least 8
                // negatives; its 30 queries gave 35 and 12 (within the aim).
                // Round ten wrote rules from its misses (Faiss's cudaMalloc and StackDeviceMemory failures, a CUDA
                // source line's "file.cuh(386): out of memory"; LightGBM's "recompile with CMake option -DUSE_GPU=1"
                // was
                // left unread: train-2026-11-28f holds it twice as a negative): 0.826 (19/23), 0.950, none hit; those
                // are
                // held.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_28ZB,
                        Fixtures::library2026_11_28zb,
                        35,
                        50,
                        12,
                        0.82,
                        0.95,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-28zd/README.md): installing the NVIDIA driver
                // on Linux distributions. Every rank 1-8 of 30 GitHub-issue queries "<distribution or install path>
                // <failure word>" for Ubuntu, Debian, Fedora / RHEL / Rocky, Arch / Manjaro, openSUSE, NixOS, Pop!_OS,
                // the .run installer, the open kernel modules, Secure Boot / MOK, nouveau and DKMS against a new
                // kernel, labelled by each thread's resolution. No thread any other folder cites and no repository of
                // the sixth held-out set. The rule aimed at 30-50 reports and at least 8 negatives; its 30 queries
                // gave 25 and 8 (SHORT OF AIM on reports, README "Counts"), held here as the batch as collected.
                // Measured on the batch as collected (25 reports, 8 negatives, 17 failure labels) with the engine of
                // 3c828ce1 (this branch's base): recall 0.706 (12/17), precision 1.000 (12/12), none of the 8
                // negatives hit; the floors hold today's figures, not a target.
                // Round eleven's rules from this batch's misses (NVRM's probe failures, ccminer's "Is an nVidia driver
                // installed?", an NVML call's number "nvmlInit_v2 err: 18"): 0.941, 1.000, 0 hit.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_28ZD,
                        Fixtures::library2026_11_28zd,
                        25,
                        50,
                        8,
                        0.94,
                        0.99,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-28ze/README.md): fine-tuning and training
                // frameworks for large models. Every rank 1-8 of 30 GitHub-issue queries "<framework> <failure word>"
                // for axolotl, LLaMA-Factory, peft, trl, accelerate, the transformers Trainer, DeepSpeed ZeRO, FSDP,
                // Megatron-LM / NeMo, torchtune, kohya_ss / sd-scripts, diffusers training, Lightning Fabric,
                // ColossalAI and bitsandbytes / QLoRA, labelled by each thread's resolution. SHORT OF AIM as collected
                // (17 reports, 2 negatives, 15 failure labels; the rule aimed at 30-50 and at least 8). No thread any
                // other folder cites and no repository of the sixth held-out set. Measured on the batch as collected
                // with the engine of 3c828ce1 (this branch's base): recall 0.733 (11/15), precision 0.917 (11/12), 1 of
                // the 2 negatives hit (a maintainer's "no LoRA parameters passed" under a CUBLAS_STATUS_NOT_INITIALIZED
                // title read as cublas-status-error); the floors hold today's figures, not a target.
                // Round eleven's rules (a CUDA source line's "out of memory at ...cu:N"): 0.800, 0.923, 1 hit.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_28ZE,
                        Fixtures::library2026_11_28ze,
                        17,
                        50,
                        2,
                        0.80,
                        0.92,
                        1,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-28zf/README.md): containers. Every rank 1-8 of
                // 30 GitHub-issue queries "<engine or path> <failure word>" for Docker (--gpus, --runtime=nvidia),
                // docker compose, Docker Desktop, Podman (CDI, rootless), Apptainer / Singularity, the NVIDIA Container
                // Toolkit (libnvidia-container, nvidia-ctk), containerd / nerdctl, LXC / LXD / Incus, NGC images,
                // nvidia/cuda base images and Kubernetes pods, labelled by each thread's resolution. No thread any
                // other folder cites and no repository of the sixth held-out set. The rule aimed at 30-50 reports and
                // at least 8 negatives; its 30 queries gave 42 and 4 (SHORT OF AIM on negatives, README "Counts"),
                // held here as the batch as collected. Measured on the batch as collected (42 reports, 4 negatives, 42
                // failure labels on 38 reports) with the engine of 35be6530 (this branch's base): recall 0.429
                // (18/42), precision 0.947 (18/19), none of the 4 negatives hit; the floors hold today's figures, not
                // a target.
                // Round eleven's rules from this batch's misses (Podman's CDI "stat nvidia.com/gpu", a runtime's hook
                // or nvidia-smi "not found in $PATH", nvidia-container-cli's mount error, NVML's Insufficient
                // Permissions in a container, "nvcc: command not found", Singularity's "Could not find any NVIDIA
                // libraries", the toolkit's libnvidia-ml load failure also as a missing host driver): 0.786, 0.971, 0
                // hit. Round fifteen's "libcuda.so.1 cannot be loaded inside a container" rule (three right over the
                // library, one wrong) reads one of this batch's host-driver reports from a project's container as the
                // container's too: 0.810, 0.944, 0 hit; the precision floor holds that.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_28ZF,
                        Fixtures::library2026_11_28zf,
                        42,
                        50,
                        4,
                        0.78,
                        0.94,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-28zg/README.md): WSL2 and the Windows host
                // under it. Every rank 1-8 of 30 GitHub-issue queries naming WSL2 with a stack and a failure word
                // (PyTorch, TensorFlow, JAX, CuPy, Numba, llama.cpp / ollama, ComfyUI, Docker Desktop's WSL backend,
                // nvidia-smi / NVML, /usr/lib/wsl/lib and libcuda.so, a Linux driver inside WSL, the CUDA toolkit for
                // WSL-Ubuntu, /dev/dxg, pinned and managed memory, NCCL, WSLg / CUDA-GL interop, the VM's memory,
                // Windows driver versions), labelled by each thread's resolution. No thread any other folder cites
                // and no repository of the sixth held-out set. The rule aimed at 30-50 reports and at least 8
                // negatives; its 30 queries gave 14 and 4 (SHORT OF AIM on both, README "Counts": most resolved WSL
                // threads are cited by earlier folders), held here as the batch as collected.
                // Measured on the batch as collected (14 reports, 4 negatives, 12 failure labels) with the engine of
                // 35be6530 (this branch's base): recall 0.583 (7/12), precision 0.778 (7/9), 1 of the 4 negatives hit
                // (the .wslconfig memory cap's "CUDA error: out of memory" read as cuda-oom); the floors hold today's
                // figures, not a target.
                // Round eleven's rules (cudarc's "Unable to find cuda lib", the same container rules): 0.750, 0.818, 1
                // hit.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_28ZG,
                        Fixtures::library2026_11_28zg,
                        14,
                        50,
                        4,
                        0.75,
                        0.81,
                        1,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-28zh/README.md): look-alike negatives for
                // driver installs. Every rank 1-8 of 30 GitHub-issue queries "<module> <failure word>" for kernel
                // modules that are not NVIDIA's (VirtualBox, ZFS, v4l2loopback, WireGuard, DisplayLink's evdi, Realtek
                // /
                // Broadcom wifi, AMD's amdgpu-dkms / ROCm, Intel i915 backports, VMware, xpadneo, acpi_call, openrazer,
                // tp_smapi, other out-of-tree modules) with a DKMS / module-load failure word, kept when the module
                // named is clearly not NVIDIA's and the thread says what it was: every report a negative. No thread
                // any other folder cites and no repository of the sixth held-out set. The rule aimed at 30-50 reports
                // and at least 8 negatives; its 30 queries gave 50 and 50.
                // Measured on the batch as collected (50 reports committed at bf019442;
                // OpenDriveLab/PersFormer_3DLane#85,
                // shared with the sibling batch -29zo, dropped before the final commit: 49 reports, 19 negatives, 30
                // failure labels) with the engine of b97a7312 (this branch's base): recall 0.833 (25/30), precision
                // 0.926 (25/27), 1 of the 19 negatives hit; no thread shared with heldout-2026-11-29k. The misses are
                // FlowNet2's nvcc 'identifier "__syncwarp" is undefined' of a CUDA 8 toolkit, PWC-Net's 'undefined
                // symbol: __cudaRegisterFatBinaryEnd' of a CUDA 10 build for a CUDA 8 torch, SAM 2's bare title "Failed
                // to build SAM-2" fixed by matching the toolkit to torch's CUDA, a correlation layer's "CUDA call
                // failed" fixed by a driver upgrade, and a DCN op's "invalid device function" fixed by matching the
                // CUDA
                // it was built with (read as no-kernel-image); the negative hit is TNN's "Cudnn Error in executeConv: 8
                // (CUDNN_STATUS_EXECUTION_FAILED)" that was TNN's own. The floors hold today's figures, not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_28ZH,
                        Fixtures::library2026_11_28zh,
                        50,
                        50,
                        50,
                        1.0,
                        0.99,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-28zj/README.md): Python environments and
                // package managers getting the GPU build wrong. Every rank 1-8 of 30 GitHub-issue queries naming an
                // environment or package tool (conda, mamba / micromamba, pip, --index-url / --extra-index-url,
                // requirements.txt, uv, poetry, pixi, pipenv, virtualenv, cudatoolkit / cuda-version, nvidia-*-cu12
                // wheels, cpuonly, the jaxlib CUDA plugin, tensorflow[and-cuda], cupy-cuda12x, LD_LIBRARY_PATH set by
                // an env, conda activate scripts) with a GPU stack and a failure word, labelled by each thread's
                // resolution; a negative where it was not the GPU stack (a C++ runtime too old, a package index, a
                // library's own bug) or no family fits. No thread any other folder cites and no repository of the
                // sixth held-out set. The rule aimed at 30-50 reports and at least 8 negatives; its 30 queries gave 29
                // and 6 (SHORT OF AIM on both, README "Counts"), held here as the batch as collected.
                // Measured on the batch as collected (29 reports, 6 negatives, 23 failure labels) with the engine of
                // 306de3ee (this branch's base, main): recall 0.652 (15/23), precision 0.938 (15/16), none of the 6
                // negatives hit; the misses are cuDNN mismatches in other words than PyTorch's ("Loaded runtime CuDNN
                // library", "Outdated cuDNN installation found" read as cuda-library-version-mismatch, "version
                // libcudnn_ops_infer.so.8 not defined", "dropout supported only in cudnn v5.1"), conda's libcusparse
                // "undefined symbol ... version libcusparse.so.11", jax's "Unable to load CUDA", and a CPU torch said
                // as "CUDA is not available" / "CUDA is unavailable"; the floors hold today's figures, not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_28ZJ,
                        Fixtures::library2026_11_28zj,
                        29,
                        50,
                        6,
                        0.65,
                        0.93,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-28zk/README.md): run-time failures of the
                // user's own CUDA kernels and extensions. Every rank 1-8 of 30 GitHub-issue queries naming hand-written
                // GPU code (a CUDA C++ kernel, a PyTorch C++/CUDA extension, CuPy RawKernel / ElementwiseKernel, Numba
                // @cuda.jit, PyCUDA SourceModule, Triton @triton.jit, JAX custom calls / Pallas, OpenACC, CUDA Fortran,
                // cooperative groups, dynamic parallelism, shared memory, atomics, CUDA graphs, streams,
                // compute-sanitizer / cuda-memcheck) with a run-time failure word, labelled by each thread's
                // resolution. No thread any other folder cites and no repository of the sixth held-out set. The rule
                // aimed at 30-50 reports and at least 8 negatives; its 30 queries gave 35 and 15.
                // Measured on the batch as collected (35 reports, 15 negatives, 21 failure labels) with the engine on
                // main at 306de3ee (this branch's base): recall 0.667 (14/21), precision 0.700 (14/20), 5 of the 15
                // negatives hit (Triton's "out of resource: shared memory" read as triton-compile-failure four times,
                // gpu-voxels' "too many resources requested for launch" followed by "unspecified launch failure" read
                // as unspecified-launch-failure); the floors hold today's figures, not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_28ZK,
                        Fixtures::library2026_11_28zk,
                        35,
                        50,
                        15,
                        0.66,
                        0.70,
                        5,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-28zi/README.md): laptops, hybrid graphics and
                // external GPUs. Every rank 1-8 of 30 GitHub-issue queries naming a laptop or hybrid setup (Optimus,
                // PRIME / prime-select, bumblebee, switcheroo, a MUX switch, integrated and dedicated GPU, an eGPU over
                // Thunderbolt, MX-series, runtime D3, suspend and resume) with a GPU stack and a failure word,
                // labelled by each thread's resolution; a negative where it was not the GPU stack or no family fits.
                // No thread any other folder cites and no repository of the sixth held-out set. The rule aimed at
                // 30-50 reports and at least 8 negatives; its 30 queries gave 26 and 11 (SHORT OF AIM on reports).
                // Measured on the batch as collected (26 reports, 11 negatives, 16 failure labels) with the engine of
                // 2e26af26 (main, this branch's base; batch data at f953023d): recall 0.563 (9/16), precision 0.818
                // (9/11),
                // 2 of the 11 negatives hit (darknet's "CUDA Error: unknown error" with nvidia-smi's "has failed" read
                // as
                // driver-not-loaded, ZLUDA's "Cuda error: 2 in cudaMallocHost" read as cuda-oom); the misses are
                // prime-select's blacklist, "UNKNOWN_ERROR(99)" after resume, a CUDA test failing without --gpus all,
                // cuInit = 999 under Bumblebee, "Unable to query GPU information", and Blender's "unable to use CUDA";
                // the floors hold today's figures, not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_28ZI,
                        Fixtures::library2026_11_28zi,
                        26,
                        50,
                        11,
                        0.56,
                        0.81,
                        2,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-28zn/README.md): cryptocurrency miners,
                // volunteer computing, password crackers and other long-running CUDA programs. Every rank 1-8 of 30
                // GitHub-issue queries naming such a program (T-Rex, XMRig's xmrig-cuda, NBMiner, lolMiner, GMiner,
                // ethminer, PhoenixMiner, NiceHash, BOINC, Folding@home's FAHClient and OpenMM cores, GPUGRID, hashcat,
                // John the Ripper, gpu-burn, OCCT) with a failure word, labelled by each thread's resolution; a
                // negative where it was not the GPU stack (the host's RAM, a miner's own bug, a pool parameter, a
                // build of the program) or no family fits. No thread any other folder cites and no repository of the
                // sixth held-out set (hashcat/hashcat is one: its answers were skipped). The rule aimed at 30-50
                // reports and at least 8 negatives; its 30 queries gave 37 and 15.
                // Measured on the batch as collected (37 reports, 15 negatives, 22 failure labels; batch data at
                // ab561f84) with the engine of cece3bdd (main, this branch's base): recall 0.455 (10/22), precision
                // 0.769 (10/13), 1 of the 15 negatives hit (ccminer-xevan's "unspecified launch failure" from a wrong
                // pool parameter read as unspecified-launch-failure); the misses are miners' DAG allocation failures
                // ("CUDA error in func init ... out of memory", "error when allocating memory for the DAG"), a
                // plugin's "Out of memory" title, "Unable to query number of CUDA devices! Is an nVidia driver
                // installed?" read as no-driver, xmrig's "CUDA disabled (no device)", the bfactor watchdog's
                // "unspecified launch failure" read as a kernel crash, hashcat's "No devices found/left", BOINC's "GPU
                // missing", ethminer's "No CUDA driver found" on a Mac and T-Rex's "CUDA initalize error" on an AMD
                // GPU;
                // the floors hold today's figures, not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_28ZN,
                        Fixtures::library2026_11_28zn,
                        37,
                        50,
                        15,
                        0.45,
                        0.76,
                        1,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-28zm/README.md): virtual machines, GPU
                // passthrough and GPU sharing. Every rank 1-8 of 30 GitHub-issue queries naming a virtualisation or
                // sharing layer with a GPU failure (Proxmox / KVM / QEMU / libvirt passthrough, VMware ESXi /
                // Workstation, Hyper-V DDA / GPU-P, VirtualBox, NVIDIA vGPU / GRID licensing, MIG, time-slicing and
                // MPS, Kubernetes GPU sharing, Xen, Unraid, TrueNAS, LXC / LXD), labelled by each thread's resolution;
                // a negative where it was not the GPU stack or no family fits. No thread any other folder cites and no
                // repository of the sixth held-out set. The rule aimed at 30-50 reports and at least 8 negatives; its
                // 30 queries gave 25 and 9 (SHORT OF AIM on reports, README "Counts").
                // Measured on the batch as collected (25 reports, 9 negatives, 16 failure labels) with the engine of
                // f6daf9c0 (this branch's base, main; batch data at 652802c2): recall 0.375 (6/16), precision 1.000
                // (6/6), none of the 9 negatives hit; the misses are the guest driver refusing a passed-through GPU
                // ("Code 43" five ways, nvidia-smi's "no devices were found" in a VM), MIG device names and strategy
                // (nvidia-container-cli's "MIG-GPU-.../1/0: unknown device", the device plugin's "failed to construct
                // NVML resource managers"), nvidia-container-cli's "device error: false: unknown device" and Docker's
                // "AMD CDI spec not found" on Unraid, and the kernel's "NVRM: API mismatch: the client has the
                // version"; the floors hold today's figures, not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_28ZM,
                        Fixtures::library2026_11_28zm,
                        25,
                        50,
                        9,
                        0.37,
                        0.99,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-28zl/README.md): GPU monitoring tools and
                // hardware faults. Every rank 1-8 of 30 GitHub-issue queries naming a monitoring or management tool
                // (nvidia-smi, nvtop, nvitop, gpustat, GPUtil, pynvml / nvidia-ml-py, DCGM / dcgm-exporter,
                // nvidia-persistenced) or a hardware fault as a user meets it (Xid, ECC / retired pages / row
                // remapping, fallen off the bus, device handle, no devices, thermal / power cap, PCIe link width / AER,
                // GPU is lost, GPU reset, NVLink, fans and power supply), labelled by each thread's resolution; a
                // negative where it was not the GPU stack (a tool's own bug or missing check, a transient ERR!, a PCIe
                // link speed, corrected AER from another device) or no family fits. No thread any other folder cites
                // and no repository of the sixth held-out set. The rule aimed at 30-50 reports and at least 8
                // negatives; its 30 queries gave 21 and 17 (SHORT OF AIM on reports, README "Counts": 16 resolved
                // answers were threads other folders cite), held here as the batch as collected.
                // Measured on the batch as collected (21 reports, 17 negatives, 4 failure labels) with the engine of
                // 39f6ddd9 (this branch's base; batch data at ac320312): recall 0.250 (1/4), precision 0.333 (1/3), 2
                // of the 17 negatives hit (NVML's "Shared Library Not Found" on Windows where the code only had to stop
                // calling pynvml, and a tool's check printing nvidia-smi's "No devices were found" on a node without
                // GPUs, both read as no-driver); the misses are gpu-burn's "No Cuda Devices Found" with MIG on,
                // dcgm-exporter's "Cannot init NVML library; err: ERROR_LIBRARY_NOT_FOUND" in a pod without the nvidia
                // runtime class, and PyTorch's "CUDA unknown error" with nvidia_uvm broken after a suspend; the floors
                // hold today's figures, not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_28ZL,
                        Fixtures::library2026_11_28zl,
                        21,
                        50,
                        17,
                        0.25,
                        0.33,
                        2,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29a/README.md): ONNX Runtime and TensorRT.
                // Every rank 1-8 of 30 GitHub-issue queries naming onnxruntime-gpu / the CUDA or TensorRT execution
                // provider, TensorRT itself (trtexec, engine build and deserialisation, the tensorrt Python wheels,
                // libnvinfer, plugin libraries), polygraphy or torch-tensorrt with a failure word, labelled by each
                // thread's resolution; a negative where it was not the GPU stack (an engine built by another TensorRT
                // or for another GPU, a plugin library not built or not loaded, an operator the provider or TensorRT
                // does not implement, a tool option or typo) or no family fits. No thread any other folder cites and no
                // repository of the sixth held-out set. The rule aimed at 30-50 reports and at least 8 negatives; its
                // 30 queries gave 51 qualifying results, the collection stopped at 50 in query and rank order: 50
                // reports, 21 negatives.
                // Measured on the batch as collected (50 reports, 21 negatives, 29 failure labels; batch data at
                // acfae811) with the engine of 6bd7b528 (main, this branch's base): recall 0.690 (20/29), precision
                // 0.870 (20/23), 2 of the 21 negatives hit (openpilot's libcublasLt.so.11 on a machine with no NVIDIA
                // GPU and Triton's libnvinfer.so.8 behind a typo in an LD_PRELOAD path, both read as
                // cuda-runtime-lib-not-found); the misses are TensorRT's "Cuda Error in allocate: 2 (out of memory)"
                // and "insufficient memory" tactic skips while building an engine, TensorRT's "Assertion cublasStatus
                // == CUBLAS_STATUS_SUCCESS failed", ONNX Runtime's CUBLAS_STATUS_ALLOC_FAILED read as cuda-oom, and the
                // TensorRT EP's "Failed to create TensorrtExecutionProvider" or providers_tensorrt.dll "error 126"
                // without the library named. The floors hold today's figures, not a target.
                // After round fourteen's rules written from its misses (the kinds, not the texts): recall 0.931
                // (27/29), precision 0.900 (27/30), 2 of 21 negatives hit;
                // the floors hold these.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29A,
                        Fixtures::library2026_11_29a,
                        50,
                        50,
                        21,
                        0.93,
                        0.90,
                        2,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29b/README.md): JAX and XLA on the GPU. Every
                // rank 1-8 of 30 GitHub-issue queries naming JAX / jaxlib, the jax-cuda plugins (jax[cuda12],
                // jax-cuda12-plugin, jax-cuda12-pjrt), XLA, flax, optax, equinox, numpyro or brax with a failure word,
                // labelled by each thread's resolution; a negative where it was not the GPU stack (a PJRT plugin at
                // another version than jaxlib, pip finding no CUDA jaxlib wheel, a traced value used as a shape, XLA's
                // slow compile, a tool's own bug) or no family fits. No thread any other folder cites and no
                // repository of the sixth held-out set. The rule aimed at 30-50 reports and at least 8 negatives; its
                // 30 queries gave 37 and 12.
                // Measured on the batch as collected (37 reports, 12 negatives, 25 failure labels; batch data at
                // 3299173c) with the engine of 0483c96a (main, this branch's base): recall 0.320 (8/25), precision
                // 0.800 (8/10), 1 of the 12 negatives hit (a CUDA plugin's "cuInit(0) failed: CUDA_ERROR_NO_DEVICE" on
                // a CPU node read as no-driver); the misses are "No GPU/TPU found, falling back to CPU" from a
                // CPU-only jaxlib (six), "DNN library initialization failed" from CUDA libraries or a driver of another
                // version (three), "Unable to load cuDNN. Is it installed?", an old toolkit's ptxas ("Unsupported
                // .version 8.5; current version is '7.5'", a bare XlaRuntimeError title), "cuSolver internal error"
                // from a CUDA env the driver cannot run (read as a library mismatch), "device kernel image is
                // invalid", ptxas's "SM version specified by .target is higher", and JAX's backend lines when the CUDA
                // libraries are missing; the floors hold today's figures, not a target.
                // After round fourteen's rules written from its misses (the kinds, not the texts): recall 0.600
                // (15/25), precision 0.833 (15/18), 1 of 12 negatives hit;
                // the floors hold these.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29B,
                        Fixtures::library2026_11_29b,
                        37,
                        50,
                        12,
                        0.60,
                        0.83,
                        1,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29c/README.md): local LLM runners on the GPU.
                // Every rank 1-8 of 30 GitHub-issue queries naming a runner (ollama, llama.cpp's llama-server /
                // llama-cli / ggml-cuda, llama-cpp-python, LM Studio, koboldcpp, text-generation-webui, GPT4All, Jan,
                // LocalAI, exllama / exllamav2) with a failure word, labelled by each thread's resolution; a negative
                // where it was not the GPU stack (a model the runner version cannot read, an SDK and app version
                // mismatch, a runner's own build, check or warning, a path with a space) or no family fits. No thread
                // any other folder cites and no repository of the sixth held-out set (koboldcpp's and GPT4All's among
                // them). The rule aimed at 30-50 reports and at least 8 negatives; its 30 queries gave 16 and 9 (SHORT
                // OF AIM on reports, README "Counts": most answers state no resolution or are cited elsewhere), held
                // here as the batch as collected.
                // Measured on the batch as collected (16 reports, 9 negatives, 7 failure labels) with the engine of
                // 0483c96a (this branch's base; batch data at 9bf1f49e): recall 0.429 (3/7), precision 0.600 (3/5), 1
                // of the 9 negatives hit (a self-built ollama's WSL2 "CUDA error 100 ... no CUDA-capable device is
                // detected" read as no-driver); the misses are LM Studio's "failed to allocate compute pp buffers",
                // Jan's "cudart64_12.dll was not found", llama-cpp-python's "Shared library with base name 'llama' not
                // found" and a CUBLAS build's "no CUDA-capable device" read as no-driver; the floors hold today's
                // figures, not a target.
                // After round fourteen's rules written from its misses (the kinds, not the texts): recall 0.714 (5/7),
                // precision 0.714 (5/7), 1 of 9 negatives hit;
                // the floors hold these.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29C,
                        Fixtures::library2026_11_29c,
                        16,
                        50,
                        9,
                        0.71,
                        0.71,
                        1,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29d/README.md): CUDA from languages other than
                // Python. Every rank 1-8 of 30 GitHub-issue queries naming a non-Python host or binding (libtorch,
                // Rust candle / burn / tch-rs / cudarc / rust-cuda, Julia CUDA.jl, .NET TorchSharp / ILGPU / ML.NET /
                // ManagedCuda, Java DJL / Deeplearning4j / JCuda / Aparapi, R torch / tensorflow / gpuR, MATLAB
                // gpuArray / Parallel Computing Toolbox, Go gorgonia / CUDA bindings, Node tfjs-node-gpu /
                // onnxruntime-node) with a failure word, labelled by each thread's resolution; a negative where it was
                // not the GPU stack (a binding's own bug, a build script's check, a path in the user's code) or no
                // family fits. No thread any other folder cites and no repository of the sixth held-out set. The rule
                // aimed at 30-50 reports and at least 8 negatives; its 30 queries gave 28 and 7 (SHORT OF AIM on both,
                // README "Counts": 18 resolved threads were cited by other folders), held here as the batch as
                // collected.
                // Measured on the batch as collected (28 reports, 7 negatives, 21 failure labels) with the engine of
                // 0483c96a (this branch's base; batch data at 9c83027c): recall 0.143 (3/21), precision 0.600 (3/5), 0
                // of the 7 negatives hit; the two false positives are a driver "insufficient for CUDA runtime version"
                // inside a job container without the GPU read as driver-too-old, and CudaMiner's "Unable to query CUDA
                // driver version! Is an nVidia driver installed?" (a driver not upgraded) read as no-driver; the misses
                // are mostly the bindings' own wordings (JVM UnsatisfiedLinkError, OpenCL errors, R torch's lantern
                // messages, CMake NOTFOUND variables, PTX load errors); the floors hold today's figures, not a target.
                // After round fourteen's rules written from its misses (the kinds, not the texts): recall 0.333 (7/21),
                // precision 0.778 (7/9), 0 of 7 negatives hit;
                // the floors hold these.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29D,
                        Fixtures::library2026_11_29d,
                        28,
                        50,
                        7,
                        0.33,
                        0.77,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29e/README.md): 3D vision and neural rendering
                // on the GPU. Every rank 1-8 of 30 GitHub-issue queries naming a 3D stack (nerfstudio, instant-ngp,
                // tiny-cuda-nn, gsplat, gaussian-splatting's diff-gaussian-rasterization / simple-knn, pytorch3d,
                // kaolin, nvdiffrast, Open3D, MinkowskiEngine / spconv / torch-points3d) with a failure word, labelled
                // by each thread's resolution; a negative where it was not the GPU stack (a viewer's WebAssembly bug,
                // a missing header in an extension's source, a build cache, a wrong API call) or no family fits (an
                // extension built against another torch). No thread any other folder cites and no repository of the
                // sixth held-out set. The rule aimed at 30-50 reports and at least 8 negatives; its 30 queries gave 29
                // and 9 (SHORT OF AIM on reports, README "Counts": 12 resolved threads were cited by other folders),
                // held here as the batch as collected.
                // Measured on the batch as collected (29 reports, 9 negatives, 20 failure labels) with the engine of
                // 26eacc85 (this branch's base; batch data at 02297507): recall 0.750 (15/20), precision 0.938 (15/16),
                // 0 of the 9 negatives hit; the one false positive is simple-knn's "std::bad_alloc:
                // cudaErrorMemoryAllocation: out of memory" from a build without the GPU's architecture read as
                // cuda-oom; the misses are an nvcc too old or too new for an extension's source worded only as the
                // build's "command '/usr/bin/nvcc' failed" or a linker's "undefined reference" on CUDA 13.0,
                // simple-knn's "No CUDA runtime is found" (a driver gone after an update), and Open3D's "Unimplemented
                // device" (a build without CUDA); the floors hold today's figures, not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29E,
                        Fixtures::library2026_11_29e,
                        29,
                        50,
                        9,
                        0.75,
                        0.93,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29f/README.md): computer-vision training
                // frameworks on the GPU. Every rank 1-8 of 30 GitHub-issue queries naming ultralytics / YOLOv5 /
                // YOLOv8 / YOLO11, mmdetection / mmcv / mmengine / mmsegmentation, detectron2, timm, torchvision
                // detection or PaddleDetection / PaddleOCR with a failure word, labelled by each thread's resolution;
                // a negative where it was not the GPU stack (an import order, an old host compiler) or no family fits.
                // No thread any other folder cites and no repository of the sixth held-out set. The rule aimed at
                // 30-50 reports and at least 8 negatives; its 30 queries gave 42 and 3 (SHORT OF AIM on negatives),
                // held here as the batch as collected.
                // Measured on the batch as collected (42 reports, 3 negatives, 42 failure labels) with the engine of
                // 26eacc85 (this branch's base; batch data at 321da7d9): recall 0.810 (34/42), precision 0.944 (34/36),
                // 0 of the 3 negatives hit; the two false positives are cuDNN's CUDNN_STATUS_BAD_PARAM read as
                // cudnn-status-error where the threads' resolution was a cuDNN version or install mismatch
                // (cudnn-version-mismatch expected); the misses are torchvision's "Could not run 'torchvision::nms'
                // with arguments from the 'CUDA' backend" (a CPU torchvision beside a CUDA torch, twice), Caffe2's
                // "error == cudaSuccess. 2 vs 0 ... out of memory", an OOM behind cuBLAS's NOT_INITIALIZED, cuDNN's
                // "Plan failed with a cudnnException ... CUDNN_STATUS_NOT_SUPPORTED" warning and a "PTX JIT
                // compilation failed" fixed by an older CUDA; the floors hold today's figures, not a target.
                // After round fourteen's rules written from its misses (the kinds, not the texts): recall 0.881
                // (37/42), precision 0.949 (37/39), 0 of 3 negatives hit;
                // the floors hold these.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29F,
                        Fixtures::library2026_11_29f,
                        42,
                        50,
                        3,
                        0.88,
                        0.94,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29g/README.md): GPU array and kernel libraries
                // in Python. Every rank 1-8 of 30 GitHub-issue queries naming CuPy, Numba CUDA, PyCUDA, cuda-python /
                // cuda-bindings, NVIDIA Warp, Taichi's CUDA backend, RAPIDS (cuDF, cuML, cuGraph, cuSpatial) or CV-CUDA
                // with a failure word, labelled by each thread's resolution; a negative where it was not the GPU stack
                // (an error in the user's own kernel, a stale compiler cache, a model file from another machine, a host
                // compiler not on PATH, a library version older than the driver, a library's own build) or no family
                // fits. No thread any other folder cites and no repository of the sixth held-out set. The rule aimed at
                // 30-50 reports and at least 8 negatives; its 30 queries gave 27 and 6 (SHORT OF AIM on both, README
                // "Counts": 15 resolved threads were cited by other folders), held here as the batch as collected.
                // Measured on the batch as collected (27 reports, 6 negatives, 21 failure labels) with the engine of
                // 26eacc85 (this branch's base; batch data at 3c681c49): recall 0.714 (15/21), precision 0.833 (15/18),
                // 1 of the 6 negatives hit (warp-lang 1.7.1's "API call is not supported in the installed CUDA driver"
                // under a CUDA 13 driver read as driver-too-old); the misses are CuPy's "OutOfMemoryError: out of
                // memory to allocate", "Error loading nvrtc-builtins64_131.dll", an old NVRTC's
                // NVRTC_ERROR_INVALID_OPTION, Taichi's CUDA_ERROR_OUT_OF_MEMORY on a card without unified memory (read
                // as cuda-oom), PyCUDA's bare LogicError from cuda.init() on macOS and Numba's "CUDA driver libraries
                // are found but error occurred during load"; the floors hold today's figures, not a target.
                // After round fourteen's rules written from its misses (the kinds, not the texts): recall 0.857
                // (18/21), precision 0.857 (18/21), 1 of 6 negatives hit;
                // the floors hold these.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29G,
                        Fixtures::library2026_11_29g,
                        27,
                        50,
                        6,
                        0.85,
                        0.85,
                        1,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29l/README.md): Stable Diffusion front ends
                // and their extensions. Every rank 1-8 of 30 GitHub-issue queries naming ComfyUI or one of its custom
                // nodes (ComfyUI-Manager, IPAdapter, AnimateDiff, ReActor, Impact Pack), AUTOMATIC1111
                // stable-diffusion-webui, Forge, reForge, SD.Next, InvokeAI, Fooocus, kohya_ss, OneTrainer or SwarmUI
                // with a failure word, labelled by each thread's resolution; a negative where it was not the GPU stack
                // (a node not wired, a half-precision setting, an xformers build or flag, a missing Visual C++
                // runtime, an install path, a front end's own bug) or no family fits. No thread any other folder cites
                // and no repository of the sixth held-out set. The rule aimed at 30-50 reports and at least 8
                // negatives; its 30 queries gave 19 and 9 (SHORT OF AIM on reports, README "Counts": 6 resolved
                // threads were cited by other folders, 2 were the sixth set's), held here as the batch as collected.
                // Measured on the batch as collected (19 reports, 9 negatives, 10 failure labels) with the engine of
                // e674d268 (this branch's base; batch data at 627d84bd): recall 0.800 (8/10), precision 1.000 (8/8),
                // 0 of the 9 negatives hit; the misses are a cuDNN frontend "No valid execution plans built" whose
                // maintainer's fix was a smaller batch (cuda-oom expected) and "Torch is not able to use GPU" on an
                // AMD card (no-driver expected, as a title only); the floors hold today's figures, not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29L,
                        Fixtures::library2026_11_29l,
                        19,
                        50,
                        9,
                        0.80,
                        0.99,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29k/README.md): prebuilt attention and kernel
                // packages for transformers. Every rank 1-8 of 30 GitHub-issue queries naming flash-attention,
                // xformers,
                // bitsandbytes, apex, mamba-ssm / causal-conv1d, Triton kernels in a package, liger-kernel, FlashInfer,
                // DeepSpeed ops, torchao, AutoGPTQ / AutoAWQ or ExLlama with a failure word, labelled by each thread's
                // resolution; a negative where it was not the GPU stack (a wheel or extension built for another torch,
                // an import order, a package's own bug, a build option, the model code's attention kernel setting) or
                // no
                // family fits. No thread any other folder cites and no repository of the sixth held-out set. The rule
                // aimed at 30-50 reports and at least 8 negatives; its 30 queries gave 39 and 21 (aim met), held here
                // as
                // the batch as collected.
                // Measured on the batch as collected (39 reports, 21 negatives, 18 failure labels) with the engine of
                // e674d268 (this branch's base; batch data at ebd624f6): recall 0.444 (8/18), precision 0.800 (8/10),
                // 1 of the 21 negatives hit (flash_attn_2_cuda's undefined symbol of a wheel built for another torch,
                // imported directly, read as optional-accel-import-break); the other false positive is Triton's "an
                // illegal memory access was encountered" read as illegal-address where the thread's cause was running
                // out of memory (cuda-oom expected); the misses are DeepSpeed's op builder "Installed CUDA version ...
                // does not match the version torch was compiled with" (three), apex's "No module named
                // 'fused_layer_norm_cuda'" / "amp_C" from a build without or against a mismatched CUDA toolkit (four),
                // and "FlashAttention only supports Ampere GPUs or newer" on older cards (two).
                // After round fifteen's rules written from its misses (the kinds, not the texts): recall 0.611 (11/18),
                // precision 0.846 (11/13), 1 of 21 negatives hit. FlashAttention's "only supports Ampere GPUs or
                // newer",
                // labelled no-kernel-image here, stays unread: it is a feature's requirement, not a build without the
                // card's kernels (SignalsTest holds that). The floors hold these.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29K,
                        Fixtures::library2026_11_29k,
                        39,
                        50,
                        21,
                        0.61,
                        0.84,
                        1,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29j/README.md): GPU video encoding, decoding
                // and media servers. Every rank 1-8 of 30 GitHub-issue queries naming FFmpeg's NVENC / NVDEC / CUVID,
                // OBS Studio, HandBrake, Jellyfin, Plex, Emby, Frigate, Shinobi, the NVIDIA Video Codec SDK,
                // PyNvVideoCodec / VPF, DALI, decord or torchaudio / torchvision GPU decoding with a failure word,
                // labelled by each thread's resolution; a negative where it was not the GPU stack (a card without
                // NVENC, a codec choice, the tool's own FFmpeg or bug) or no family fits (the GeForce session limit, a
                // driver bug). No thread any other folder cites and no repository of the sixth held-out set. The rule
                // aimed at 30-50 reports and at least 8 negatives; its 30 queries gave 29 and 12 (SHORT OF AIM on
                // reports, README "Counts": 8 resolved threads were cited by other folders), held here as collected.
                // Measured on the batch as collected (29 reports, 12 negatives, 18 failure labels) with the engine of
                // e674d268 (this branch's base; batch data at 37de118b): recall 0.278 (5/18), precision 0.385 (5/13),
                // 3 of the 12 negatives hit (FFmpeg's "Cannot load libcuda.so.1" / "Cannot load nvcuda.dll" on machines
                // meant to use a software codec or a player probing CUDA, read as wsl-libcuda-not-found or no-driver);
                // FFmpeg's generic "The minimum required Nvidia driver for nvenc is ... or newer" after a missing
                // libnvidia-encode is read as driver-too-old (4 false positives), a container's CUDA_ERROR_NO_DEVICE as
                // no-driver; the misses are the container's missing video capability (libnvidia-encode / libnvcuvid
                // not handed in: 5 container-no-gpu), a host's missing or stub libnvcuvid / libnvidia-encode (VPF's
                // "CUDA error with code ... No error string available", "ImportError: libnvcuvid.so.1", "Cannot load
                // libnvcuvid.so.1") and HandBrake's bare "Failure to initialise thread 'FFMPEG encoder (libavcodec)'".
                // After round fifteen's rules written from its misses (the kinds, not the texts): recall 0.611 (11/18),
                // precision 0.647 (11/17), 3 of 12 negatives hit; the floors
                // hold these.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29J,
                        Fixtures::library2026_11_29j,
                        29,
                        50,
                        12,
                        0.61,
                        0.64,
                        3,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29i/README.md): reinforcement learning and
                // physics simulators on the GPU. Every rank 1-8 of 30 GitHub-issue queries naming Isaac Gym, Isaac Sim
                // /
                // Isaac Lab / Orbit, MuJoCo / MJX / mujoco-warp, Brax, Genesis, ManiSkill / SAPIEN, habitat-sim,
                // stable-baselines3, RLlib, CleanRL, EnvPool, PhysX or a Warp-based simulator with a failure word,
                // labelled by each thread's resolution; a negative where it was not the GPU stack (a window's
                // swapchain,
                // a PyOpenGL platform mismatch, a simulator setting, a package version mismatch, an old host compiler,
                // a
                // Warp release failing on a newer driver) or no family fits. No thread any other folder cites and no
                // repository of the sixth held-out set. The rule aimed at 30-50 reports and at least 8 negatives; its
                // 30 queries gave 42 and 20 (the aim met), held here as the batch as collected.
                // Measured on the batch as collected (42 reports, 20 negatives, 22 failure labels) with the engine of
                // e674d268 (this branch's base; batch data at 6bb7e77c): recall 0.545 (12/22), precision 0.750 (12/16),
                // 4 of the 20 negatives hit (a screenshot's "CUDA error: out of memory" fixed by reinstalling gym and
                // SB3 read as cuda-oom, warp-lang's "API call is not supported in the installed CUDA driver" under an
                // R580 driver read as driver-too-old, and two "no CUDA-capable device is detected" from a project's GPU
                // id and Theano's wrong rpath read as no-driver); the misses are six Vulkan / EGL devices not created
                // on
                // the NVIDIA GPU (SAPIEN's "failed to find a rendering device", "vk::createInstanceUnique:
                // ErrorOutOfHostMemory", "vk::PhysicalDevice::createDeviceUnique: ErrorInitializationFailed", "Some
                // required Vulkan extension is not present", habitat-sim's "unable to find EGL device for CUDA device
                // 0", Omniverse's "[gpu.foundation.plugin] No device could be created" with vulkaninfo on llvmpipe),
                // Omniverse's "The currently installed NVIDIA graphics driver is unsupported ... Installed driver:
                // 535.18" (twice), PhysX's "Cuda context manager error" after its device allocator ran out of memory,
                // and SAPIEN's "failed to find a rendering device" in a VM without the GPU; the floors hold today's
                // figures, not a target.
                // After round fifteen's rules written from its misses (the kinds, not the texts): recall 0.773 (17/22),
                // precision 0.810 (17/21), 4 of 20 negatives hit; the floors
                // hold these.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29I,
                        Fixtures::library2026_11_29i,
                        42,
                        50,
                        20,
                        0.77,
                        0.80,
                        4,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29h/README.md): graph neural networks and
                // equivariant models on the GPU. Every rank 1-8 of 30 GitHub-issue queries naming PyTorch Geometric
                // (torch-scatter, torch-sparse, torch-cluster, torch-spline-conv, pyg-lib), DGL, e3nn, cuEquivariance,
                // NequIP / Allegro, MACE, SchNetPack, torchmd-net or OpenEquivariance with a failure word, labelled by
                // each thread's resolution; a negative where it was not the GPU stack (an extension built for another
                // torch, C++ ABI or glibc, an import order, two torch versions at once, a wheel for another CUDA than
                // torch's, a Python version without wheels) or no family fits. No thread any other folder cites and no
                // repository of the sixth held-out set (dmlc/dgl). The rule aimed at 30-50 reports and at least 8
                // negatives; its 30 queries gave 40 and 20, held here as the batch as collected.
                // Measured on the batch as collected (40 reports, 20 negatives, 21 failure labels) with the engine of
                // e674d268 (this branch's base; batch data at 817df6d9): recall 0.667 (14/21), precision 1.000
                // (14/14), 0 of the 20 negatives hit; the misses are torch-sparse's "Detected that PyTorch and
                // torch_sparse were compiled with different CUDA versions" where a local CUDA toolkit shadows torch's
                // (three times), the toolkit half of a "libcudart.so.8.0: cannot open shared object file" from an
                // extension built with the wrong CUDA_HOME, DGL's "Device API gpu is not enabled. Please install the
                // cuda version of dgl" (twice) and a title-only "GPU-OUT of memory"; the floors hold today's figures,
                // not a target.
                // After round fifteen's rules written from its misses (the kinds, not the texts): recall 0.810 (17/21),
                // precision 1.000 (17/17), 0 of 20 negatives hit; the floors
                // hold these.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29H,
                        Fixtures::library2026_11_29h,
                        40,
                        50,
                        20,
                        0.80,
                        0.99,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29m/README.md): TensorFlow and Keras on the
                // GPU. Every rank 1-8 of 30 GitHub-issue queries naming TensorFlow 2.x (tensorflow,
                // tensorflow[and-cuda], tensorflow-gpu, tf-nightly), tf.keras, Keras 3 (TensorFlow or JAX backend),
                // TensorFlow Serving GPU, the TFLite GPU delegate or TensorFlow Probability with a failure word,
                // labelled by each thread's resolution; a negative where it was not the GPU stack (a wrong input shape,
                // a project's other branch, an API of another TensorFlow version, the NUMA-node information line,
                // TensorFlow Probability's packaging) or no family fits. No thread any other folder cites and no
                // repository of the sixth held-out set. The rule aimed at 30-50 reports and at least 8 negatives; its
                // 30 queries gave 38 and 9, held here as the batch as collected.
                // Measured on the batch as collected (38 reports, 9 negatives, 29 failure labels) with the engine of
                // e674d268 (this branch's base; batch data at 2e617b09): recall 0.655 (19/29), precision 0.864
                // (19/22), 0 of the 9 negatives hit; the false positives are "Could not load dynamic library
                // 'libcuda.so.1'" in a container started without GPU access read as wsl-libcuda-not-found (twice,
                // container-no-gpu expected) and JAX's "Outdated cuDNN installation found" read as
                // cuda-library-version-mismatch (cudnn-version-mismatch expected); the other misses are TensorFlow's
                // "DNN library is not found" (twice), "Failed to get convolution algorithm" and "No algorithm worked!"
                // fixed by memory growth, "JIT compilation failed" fixed by XLA_FLAGS' CUDA dir, "WhereOp: Could not
                // launch cub::DeviceReduce::Sum ... status: out of memory", an "ImportError: lincublas.so.9.0"
                // (misspelt) and TensorFlow 0.x's "no known devices" from a CPU-only package; the floors hold today's
                // figures, not a target.
                // After round fifteen's rules written from its misses (the kinds, not the texts): recall 0.793 (23/29),
                // precision 0.920 (23/25), 0 of 9 negatives hit; the floors
                // hold these.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29M,
                        Fixtures::library2026_11_29m,
                        38,
                        50,
                        9,
                        0.79,
                        0.92,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29n/README.md): scientific simulation codes on
                // the GPU. Every rank 1-8 of 30 GitHub-issue queries naming GROMACS, LAMMPS (KOKKOS, GPU package),
                // AMBER pmemd.cuda, NAMD, OpenMM, HOOMD-blue, VASP, Quantum ESPRESSO, CP2K, ABINIT, NWChem, TeraChem,
                // gpu4pyscf, SPECFEM, WRF, OpenFOAM or AMReX with a failure word, labelled by each thread's resolution;
                // a negative where it was not the GPU stack (a physics or mesh input error, an input file's line
                // endings, a feature not supported on the GPU build, the code's own source or device selection, host
                // RAM, a stack size limit) or no family fits. No thread any other folder cites and no repository of the
                // sixth held-out set (openmm/openmm and seekrcentral/seekr2 among them). The rule aimed at 30-50
                // reports and at least 8 negatives; its 30 queries gave 24 and 10 (SHORT OF AIM on reports, README
                // "Counts"), held here as the batch as collected.
                // Measured on the batch as collected (24 reports, 10 negatives, 14 failure labels) with the engine of
                // 42e60064 (this branch's base; batch data at 5723f04b): recall 0.714 (10/14), precision 1.000 (10/10),
                // 0 of the 10 negatives hit; the misses are a "cuFFT error: 5" read by its maintainer as GPU memory
                // running out, SPECFEM's "CUDA error !!!!! <out of memory> !!!!! at CUDA call error code: # 2402", a
                // bare
                // title "cuFFT error during template matching" closed as out of memory (three cuda-oom), and Kokkos'
                // "running kernels compiled for compute capability 0.0 (< 5.0) on device with compute capability 5.0"
                // (no-kernel-image); the floors hold today's figures, not a target.
                // After round fifteen's rules written from its misses (the kinds, not the texts): recall 0.857 (12/14),
                // precision 1.000 (12/12), 0 of 10 negatives hit; the floors
                // hold these.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29N,
                        Fixtures::library2026_11_29n,
                        24,
                        50,
                        10,
                        0.85,
                        0.99,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29p/README.md): LLM serving engines on the GPU.
                // Every rank 1-8 of 30 GitHub-issue queries naming vLLM, SGLang, Text Generation Inference,
                // TensorRT-LLM, lmdeploy, NVIDIA Triton Inference Server, Aphrodite, MLC LLM, DeepSpeed-MII or LoRAX
                // with a failure word, labelled by each thread's resolution; a negative where it was not the GPU stack
                // (a model config, a host LLVM build) or no family fits (FlashAttention's and TensorRT-LLM's own
                // hardware requirements). No thread any other folder cites and no repository of the sixth held-out set.
                // The rule aimed at 30-50 reports and at least 8 negatives; its 30 queries gave 25 and 4 (SHORT OF AIM
                // on both, README "Counts"), held here as the batch as collected.
                // Measured on the batch as collected (25 reports, 4 negatives, 21 failure labels) with the engine of
                // 42e60064 (this branch's base; batch data at 7d719d64): recall 0.667 (14/21), precision 0.933 (14/15),
                // 0 of the 4 negatives hit; the false positive is lmdeploy's "Internal Triton PTX codegen error: ptxas
                // fatal : Value 'sm_120' is not defined" read as cuda-version-toolkit-mismatch besides
                // triton-compile-failure; the misses are TurboMind's "[TM][ERROR] CUDA runtime error: out of memory"
                // (three, two of them only in the title), TensorRT-LLM's "CUDA runtime error in ::cudaMallocAsync(...):
                // out of memory" under Triton, TensorRT's "Unsupported SM" (twice) and a Triton container's "built for
                // NVIDIA Driver Release 575.51 or later, but version 470.256.02 was detected"; the floors hold today's
                // figures, not a target.
                // After round fifteen's rules written from its misses (the kinds, not the texts): recall 1.000 (21/21),
                // precision 0.955 (21/22), 0 of 4 negatives hit; the floors
                // hold these.
                // Round eighteen reads FlashAttention's "only supports Ampere GPUs or newer" as no-kernel-image (the
                // library's
                // four other threads with it resolve it so) with turning it off as the first step; this batch's
                // minicpm#249
                // (a V100, labelled a negative: the fix was turning flash attention off in the code) is now hit: 1.000
                // (21/21), 0.913 (21/23), 1 of 4 negatives hit; the floors hold these.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29P,
                        Fixtures::library2026_11_29p,
                        25,
                        50,
                        4,
                        1.0,
                        0.91,
                        1,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29o/README.md): native Windows DLL load
                // failures for GPU Python packages. Every rank 1-8 of 30 GitHub-issue queries naming a Windows load
                // failure (WinError 126 / 127 / 1114, "DLL load failed while importing", c10.dll, fbgemm.dll,
                // caffe2_nvrtc.dll, cudart64_110.dll, cublas64_12.dll, cudnn_ops_infer64_8.dll, cudnn_ops64_9.dll,
                // zlibwapi.dll, nvcuda.dll, onnxruntime_providers_cuda.dll) with PyTorch, TensorFlow, ONNX Runtime,
                // PaddlePaddle, CTranslate2 / faster-whisper, llama-cpp-python, bitsandbytes or CuPy, labelled by each
                // thread's resolution; a negative where it was not the GPU stack (libomp140 or a Visual C++ runtime
                // missing, a buggy or broken torch install, a Python environment, an antivirus, Shapely, a package's
                // own build or platform support, AMD's HIP SDK under ZLUDA) or no family fits. No thread any other
                // folder cites and no repository of the sixth held-out set. The rule aimed at 30-50 reports and at
                // least 8 negatives; its 30 queries gave 43 and 22 (aim met), held here as the batch as collected.
                // Measured on the batch as collected (43 reports, 22 negatives, 21 failure labels) with the engine of
                // e04a011f (this branch's base; batch data at 10817f77): recall 0.667 (14/21), precision 0.824
                // (14/17), 2 of the 22 negatives hit (bitsandbytes' "libcudart.so not found" CUDA_SETUP lines on
                // Windows where the package had no Windows support, and SpleeterGui's "Could not locate zlibwapi.dll"
                // after an antivirus removed it, both read as cuda-runtime-lib-not-found); the other false positive is
                // cudnn_cnn_infer64_8.dll's "Error code 127" read as cuda-library-version-mismatch beside
                // cuda-runtime-lib-not-found; the misses are bare "DLL load failed: The specified module could not be
                // found" / "DLL load failed while importing libpaddle" where the cause was missing CUDA or cuDNN DLLs
                // (three, one of them no-driver expected for a machine without a CUDA card), C#'s "Unable to load DLL
                // 'onnxruntime.dll'", Paddle's "Could not locate cudnn_ops_infer64_8.dll" as a title under the
                // Microsoft Store Python, pynvrtc's "WindowsError: [Error 126]" for a versioned nvrtc64 DLL and a
                // torch wheel missing cublas64_100.dll; the floors hold today's figures, not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29O,
                        Fixtures::library2026_11_29o,
                        43,
                        50,
                        22,
                        0.66,
                        0.82,
                        2,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29q/README.md): speech recognition and
                // synthesis on the GPU. Every rank 1-8 of 30 GitHub-issue queries naming faster-whisper / CTranslate2,
                // WhisperX, whisper.cpp, openai-whisper, NeMo ASR / TTS, Coqui TTS, Bark, Tortoise TTS, RVC,
                // so-vits-svc, Piper, StyleTTS2, F5-TTS or pyannote.audio with a failure word, labelled by each
                // thread's resolution; a negative where it was not the GPU stack (float16 asked of a CPU device or of a
                // card without efficient float16, a model left on the CPU by default) or no family fits. No thread any
                // other folder cites and no repository of the sixth held-out set. The rule aimed at 30-50 reports and
                // at least 8 negatives; its 30 queries gave 33 and 3 (SHORT OF AIM on negatives, README "Counts");
                // SYSTRAN/faster-whisper#85 was then dropped as a thread of the sibling batch train-2026-11-29o, so the
                // batch holds 32 and 3.
                // Measured on the batch as collected (33 reports, 3 negatives, 30 failure labels) with the engine of
                // e04a011f (this branch's base; batch data at 80021764): recall 1.000 (30/30), precision 1.000 (30/30),
                // 0 of the 3 negatives hit; no miss (after the sibling drop: 29/29, 29/29, 0 of 3). The floors hold
                // today's figures, not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29Q,
                        Fixtures::library2026_11_29q,
                        32,
                        50,
                        3,
                        1.00,
                        0.99,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29s/README.md): RAPIDS and GPU data science.
                // Every rank 1-8 of 30 GitHub-issue queries naming cuDF, cudf.pandas, cuML, cuGraph, cuSpatial, cuVS /
                // RAFT, dask-cuda / dask-cudf, spark-rapids, BlazingSQL, Numba via RAPIDS or RMM with a failure word,
                // labelled by each thread's resolution; a negative where it was not the GPU stack (cuDF's own dtype,
                // constructor or parquet bugs, cudf.pandas' fallback, dask's NVML diagnostics, host-RAM std::bad_alloc
                // of CPU programs, MPICH initialising CUDA on CPU-only nodes) or no family fits. No thread any other
                // folder cites and no repository of the sixth held-out set. The rule aimed at 30-50 reports and at
                // least 8 negatives; its 30 queries gave 28 and 17 (SHORT OF AIM on reports, README "Counts"), held
                // here as the batch as collected.
                // Measured on the batch as collected (28 reports, 17 negatives, 11 failure labels) with the engine of
                // fdb0ddef (this branch's base; batch data at ae1dc703): recall 0.455 (5/11), precision 0.833 (5/6), 1
                // of the 17 negatives hit (MPICH's "CUDA Error (yaksuri_cuda_init_hook...): no CUDA-capable device is
                // detected" on CPU-only nodes read as no-driver); the misses are RMM's "std::bad_alloc: RMM failure ...
                // Maximum pool size exceeded" and "std::bad_alloc: out_of_memory: RMM failure ... Maximum pool size
                // exceeded" (three), the title "RMM_ERROR_OUT_OF_MEMORY", the title "RuntimeError: CUDA error:out of
                // memory" (no space after the colon) and a Kepler K40m's paraphrased "no kernel image is not available
                // for the execution in the device"; the floors hold today's figures, not a target.
                // After round sixteen's rules written from its misses (the kinds, not the texts: RMM's pool and
                // out_of_memory failures, "CUDA error:out of memory" without its space, "no kernel image is not
                // available"): recall 1.000 (11/11), precision 0.917 (11/12), 1 of 17 negatives hit (MPICH's, as
                // collected); the floors hold these.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29S,
                        Fixtures::library2026_11_29s,
                        28,
                        50,
                        17,
                        1.00,
                        0.91,
                        1,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29t/README.md): notebooks, IDEs and remote
                // development with the GPU. Every rank 1-8 of 30 GitHub-issue queries naming Jupyter / JupyterLab /
                // JupyterHub, VS Code (Remote-SSH, Dev Containers, the WSL extension, the Jupyter extension, the
                // debugger), PyCharm, Spyder, SageMaker Studio, Databricks or Google Colab with a failure word,
                // labelled
                // by each thread's resolution; a negative where it was not the GPU stack (an IDE debugger's or
                // extension's own behaviour, devcontainer.json syntax, the VS Code server on aarch64, a hosted
                // service's outage, fork after CUDA initialization, PyTorch 1.0.1's own libcudart lookup, host RAM, an
                // x86 TensorFlow on an M1 Mac, the user's own notebook) or no family fits. No thread any other folder
                // cites and no repository of the sixth held-out set. The rule aimed at 30-50 reports and at least 8
                // negatives; its 30 queries gave 32 and 16 (aim met), held here as the batch as collected.
                // Measured on the batch as collected (32 reports, 16 negatives, 16 failure labels) with the engine of
                // fdb0ddef (this branch's base; batch data at 9a0c5529): recall 0.500 (8/16), precision 0.800 (8/10),
                // 0 of the 16 negatives hit; the false positives are GLIP's "Not compiled with GPU support" from an
                // extension built without CUDA_HOME read as torch-not-compiled-with-cuda, and "nvidia-container-cli:
                // initialization error: driver error" on a machine without a GPU read as container-no-gpu; the misses
                // are "Could not load dynamic library 'libcudnn.so.8'" and "could not find cudnnCreate in cudnn DSO"
                // as titles, a Jupyter "Kernel died" fixed by another cuDNN, a "Kernel restarted" fixed by another
                // CUDA, "FileNotFoundError: ... 'nvidia-smi'" fixed by the WSL driver, Gradio's "CUDA is not
                // available." in Colab and the two no-driver / toolkit readings above; the floors hold today's
                // figures, not a target.
                // After round sixteen's rules (a TensorFlow library load quoted in double quotes, "could not find ...
                // in
                // cudnn DSO", nvidia-smi missing on a host): recall 0.688 (11/16), precision 0.846 (11/13), 0 of 16
                // negatives hit; the floors hold these.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29T,
                        Fixtures::library2026_11_29t,
                        32,
                        50,
                        16,
                        0.68,
                        0.84,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29u/README.md): image and video upscalers,
                // restoration and creative AI apps. Every rank 1-8 of 30 GitHub-issue queries naming Real-ESRGAN,
                // waifu2x, chaiNNer, GFPGAN, CodeFormer, Video2X, REAL-Video-Enhancer, Upscayl, rembg, IOPaint /
                // lama-cleaner, Deep-Live-Cam, roop / FaceFusion, DeepFaceLab, DeepFaceLive, SwinIR or Blender Cycles
                // with a failure word, labelled by each thread's resolution; a negative where it was not the GPU stack
                // (an ncnn CLI that cannot run on the CPU, an app's own IPEX path, a log line misread as a CPU
                // fallback)
                // or no family fits. No thread any other folder cites and no repository of the sixth held-out set. The
                // rule aimed at 30-50 reports and at least 8 negatives; its 30 queries gave 39 and 3 (SHORT OF AIM on
                // negatives, README "Counts").
                // Measured on the batch as collected (39 reports, 3 negatives, 36 failure labels) with the engine of
                // fdb0ddef (this branch's base; batch data at d0729fc0): recall 0.806 (29/36), precision 0.967 (29/30),
                // 1 of the 3 negatives hit (SD.Next's "IPEX: Torch not compiled with CUDA enabled" on an Intel GPU, the
                // app's own bug, read as torch-not-compiled-with-cuda); the misses are ncnn's bare "vkCreateInstance
                // failed -9" / "-3" (five, wsl-gl-interop-unsupported expected) and ONNX Runtime's "CUDA_PATH is set
                // but CUDA wasn't able to be loaded" (two, cuda-runtime-lib-not-found expected). The floors hold
                // today's figures, not a target.
                // After round sixteen's rules ("vkCreateInstance failed" on any platform, ONNX Runtime's "CUDA_PATH is
                // set
                // but CUDA wasn't able to be loaded"): recall 1.000 (36/36), precision 0.973 (36/37), 1 of 3 negatives
                // hit (as collected); the floors hold these.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29U,
                        Fixtures::library2026_11_29u,
                        39,
                        50,
                        3,
                        1.00,
                        0.97,
                        1,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29r/README.md): multi-GPU and multi-node
                // training. Every rank 1-8 of 30 GitHub-issue queries naming torch.distributed / DDP / FSDP / torchrun,
                // NCCL, Horovod, DeepSpeed, Megatron-LM, Accelerate, PyTorch Lightning DDP, CUDA-aware MPI (Open MPI
                // with UCX or smcuda, MVAPICH2-GDR, mpi4py with CuPy) or GPUDirect RDMA / P2P with a failure word,
                // labelled by each thread's resolution; a negative where it was not the GPU stack (a port already in
                // use, a launch-script or training-script bug, a library version without the feature, a harmless
                // warning, CUDA initialized after MPI) or no family fits (a card without peer access, GPUDirect RDMA
                // turned off). No thread any other folder cites and no repository of the sixth held-out set. The rule
                // aimed at 30-50 reports and at least 8 negatives; its 30 queries gave 17 and 14 (SHORT OF AIM on
                // reports, README "Counts": 6 resolved threads were cited by other folders), held here as collected.
                // Measured on the batch as collected (17 reports, 14 negatives, 3 failure labels) with the engine of
                // fdb0ddef (this branch's base; batch data at df3fe272): recall 1.000 (3/3), precision 1.000 (3/3), 0
                // of the 14 negatives hit (none of the port clashes, harmless peer-access warnings, GPUDirect RDMA
                // lines or CUDA-aware MPI messages claimed); no miss. Three failure labels are too few to say much of
                // the rules' reach on this stack; the floors hold today's figures, not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29R,
                        Fixtures::library2026_11_29r,
                        17,
                        50,
                        14,
                        1.00,
                        0.99,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29v/README.md): Apple, AMD and Intel GPU users
                // meeting CUDA-only code. Every rank 1-8 of 30 GitHub-issue queries naming Apple Silicon / MPS, AMD
                // ROCm / HIP, ZLUDA, DirectML, Intel Arc / XPU / IPEX or OpenVINO with a CUDA failure word, labelled by
                // each thread's resolution; a negative where it was not the GPU stack or where the non-NVIDIA backend
                // failed in a way no family describes (ROCm's unsupported card behind hipErrorNoBinaryForGpu / "HIP
                // error: invalid device function", a DirectML op, ZLUDA's missing rocBLAS, OpenVINO's Intel-only GPU
                // plugin, an app's own bug). No thread any other folder cites and no repository of the sixth held-out
                // set. The rule aimed at 30-50 reports and at least 8 negatives; its 30 queries gave 30 and 11 (aim
                // met), held here as the batch as collected.
                // Measured on the batch as collected (30 reports, 11 negatives, 19 failure labels) with the engine of
                // 2b1e55d5 (this branch's base; batch data at e789f5f0): recall 0.684 (13/19), precision 0.765 (13/17),
                // 4 of the 11 negatives hit (three "HIP error: invalid device function" fixed by
                // HSA_OVERRIDE_GFX_VERSION read as no-kernel-image, and a ROCm trainer's own bug behind "Found no
                // NVIDIA driver on your system" read as no-driver); the misses are "Attempting to deserialize object on
                // a CUDA device but torch.cuda.is_available() is False" on a Mac, a CPU-only torch or a CPU-only
                // machine (four), Ultralytics' "Invalid CUDA 'device=0' requested" on a Radeon and a title-only
                // "nvcc': No such file or directory" fixed by CUDA_HOME. The floors hold today's figures, not a
                // target.
                // After round sixteen's rules written from its misses (the kinds, not the texts: AMD's HIP runtime
                // saying CUDA's messages is no CUDA code, nvcc missing): recall 0.737 (14/19), precision 0.933 (14/15),
                // 1 of 11 negatives hit (the ROCm machine's "Found no NVIDIA driver"); a rule for "Attempting to
                // deserialize object on a CUDA device" was added and withdrawn (it read a negative and another
                // family's report over the library); the floors hold these.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29V,
                        Fixtures::library2026_11_29v,
                        30,
                        50,
                        11,
                        0.73,
                        0.93,
                        1,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29w/README.md): older GPU stacks, 2015-2020.
                // Every rank 1-8 of 30 GitHub-issue queries naming Theano, Caffe / Caffe2, CNTK, MXNet, Chainer / CuPy,
                // Torch7, TensorFlow 1.x, PyTorch 0.4-1.4, Keras 2 (TF 1 backend) or DyNet with a failure word,
                // labelled by each thread's resolution; a negative where it was not the GPU stack or no family fits.
                // No thread any other folder cites and no repository of the sixth held-out set. The rule aimed at
                // 30-50 reports and at least 8 negatives; its 30 queries gave 32 and 10.
                // Measured on the batch as collected (32 reports, 10 negatives, 22 failure labels) with the engine of
                // 2b1e55d5 (this branch's base; batch data at b58c2514): recall 0.818 (18/22), precision 1.000 (18/18),
                // 0 of the 10 negatives hit; the misses are Torch7's "THCudaCheck FAIL ... error=30 : unknown error" /
                // "error=11 : invalid argument" at THCGeneral.c fixed by a reboot (two, driver-not-loaded expected) or
                // by reinstalling CUDA (no-driver expected), and TensorFlow 1.13's "Failed to get convolution
                // algorithm. This is probably because cuDNN failed to initialize" (cudnn-status-error expected). The
                // floors hold today's figures, not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29W,
                        Fixtures::library2026_11_29w,
                        32,
                        50,
                        10,
                        0.81,
                        0.99,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29x/README.md): cluster schedulers, GPU
                // operators and data-center GPU management. Every rank 1-8 of 30 GitHub-issue queries naming Slurm,
                // Kubernetes (GPU Operator, k8s-device-plugin, GPU Feature Discovery, DCGM / dcgm-exporter, containerd
                // /
                // CRI-O, time-slicing, MIG strategy), HTCondor, PBS / Torque, LSF, Run:ai, Volcano or KubeVirt with a
                // failure word, labelled by each thread's resolution; a negative where it was not the GPU stack (a
                // Slurm job request or submit-plugin policy, a gres.conf or inventory mistake, a scheduler's own
                // accounting or RBAC, the device plugin's own behaviour, a VFIO binding) or no family fits. No thread
                // any other folder cites and no repository of the sixth held-out set. The rule aimed at 30-50 reports
                // and at least 8 negatives; its 30 queries gave 14 and 10 (SHORT OF AIM on reports, README "Counts").
                // Measured on the batch as collected (14 reports, 10 negatives, 4 failure labels) with the engine of
                // 242416b0 (this branch's base; batch data at 4d865a44): recall 0.500 (2/4), precision 0.667 (2/3), 0
                // of the 10 negatives hit; the misses are a Slurm + pyxis/enroot "no CUDA-capable device is detected"
                // fixed by ConstrainDevices=yes (read as no-driver, container-no-gpu expected) and GFD's "no labels
                // generated from any source" without runtimeClassName: nvidia (left unread). The floors hold today's
                // figures, not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29X,
                        Fixtures::library2026_11_29x,
                        14,
                        50,
                        10,
                        0.50,
                        0.66,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29y/README.md): protein structure and
                // computational biology models on the GPU. Every rank 1-8 of 30 GitHub-issue queries naming AlphaFold 2
                // /
                // AlphaFold 3, ColabFold / LocalColabFold, OpenFold, ESMFold / ESM, RoseTTAFold / RFdiffusion /
                // ProteinMPNN,
                // DiffDock, Boltz-1 / Boltz-2, Chai-1, Uni-Fold, HelixFold, OmegaFold or scGPT / scvi-tools with a
                // failure
                // word, labelled by each thread's resolution; a negative where it was not the GPU stack (PyG wheels
                // that
                // did not fit torch, a conda environment recreated, a renamed example CSV, a host gcc too new for nvcc)
                // or no family fits. No thread any other folder cites and no repository of the sixth held-out set. The
                // rule aimed at 30-50 reports and at least 8 negatives; its 30 queries gave 33 and 4 (SHORT OF AIM on
                // negatives, README "Counts").
                // Measured on the batch as collected (33 reports, 4 negatives, 29 failure labels) with the engine of
                // 2b1e55d5 (this branch's base; batch data at c26c6031): recall 0.483 (14/29), precision 0.875 (14/16),
                // 0 of the 4 negatives hit; the false positives are flash-attn's "device-side assert triggered" that
                // the
                // maintainer put down to memory read as device-side-assert, and ColabFold's "Couldn't get ptxas version
                // string" (ptxas missing) read as driver-too-old from the driver-older-than-ptxas warning beside it;
                // the
                // misses are Boltz's out-of-memory wordings ("Out of memory error", "ran out of memory, skipping
                // batch",
                // 'ran out of the memory'), XLA's "Resource exhausted: Failed to allocate request for 3.25GiB", a "cuda
                // out of memery" title, ptxas / nvcc missing or too old (four), cuDNN's "DNN library initialization
                // failed" with a host driver too old, cuEquivariance's "named symbol not found" on a TITAN RTX,
                // "NameError: name 'FlashMHA' is not defined", OpenMM's "no registered Platform called \"CUDA\"" and
                // DGL's "Operator Range does not support cuda device". The floors hold today's figures, not a target.
                // After round sixteen's rules ("ran out of memory, skipping batch", XLA's "failed to allocate request",
                // "out of memery", ptxas missing, OpenMM without its CUDA platform, DGL's CPU build): recall 0.724
                // (21/29), precision 0.913 (21/23), 0 of 4 negatives hit; the floors hold these.
                // Round eighteen reads cudaErrorSymbolNotFound as no-kernel-image: foundry#5 (a Titan RTX) is found,
                // and
                // alphafold3#79, whose thread found the driver too old, is read so too (no rule reads its driver):
                // 0.759 (22/29), 0.880 (22/25), 0 of 4; the floors hold these.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29Y,
                        Fixtures::library2026_11_29y,
                        33,
                        50,
                        4,
                        0.75,
                        0.88,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29za/README.md): installing CUDA and the NVIDIA
                // driver on Windows. Every rank 1-8 of 30 GitHub-issue queries naming a Windows install path (the CUDA
                // Toolkit
                // installer, the driver installer, nvcc with MSVC, CUDA_PATH / PATH, cuDNN's zip, conda cudatoolkit,
                // Windows Update and DDU, a framework's check after the install) with a failure word, labelled by each
                // thread's resolution; a negative where it was not the GPU stack (the toolkit installer's Visual Studio
                // or Nsight component, a driver installer refusing the hardware, another project's Visual Studio
                // version, cl.exe not on PATH, a Python path mistake, a tool's own bug) or no family fits. No thread
                // any
                // other folder cites, no repository of the sixth held-out set, and one thread shared with the held-out
                // set heldout-2026-11-29h dropped. The rule aimed at 30-50 reports and at least 8 negatives; its 30
                // queries gave 37 and 18 (within the aim, README "Counts").
                // Measured on the batch as collected (37 reports, 18 negatives, 21 failure labels) with the engine of
                // c59fff97 (this branch's base; batch data at deb72651): recall 0.476 (10/21), precision 1.000 (10/10),
                // 0 of the 18 negatives hit; the misses are a bare "[WinError 126] The specified module could not be
                // found" or "DLL load failed" from a CUDA-built module, "Failed to load ggml.dll", a "cuDNN Not Found"
                // title, "Cuda not found on windows 10", host_config.h's "unsupported Microsoft Visual Studio version!"
                // wrapped over two lines (two), PowerShell's "'nvcc' is not recognized as the name of a cmdlet", a
                // "libcudnn.so : Cannot open shared objec" cut short, "This Ctranslate2 package was not compiled with
                // CUDA support" and conda's CPU-only build (pytorch=1.9.0=py3.8_cpu_0) with torch.cuda.is_available
                // False. The floors hold today's figures, not a target.
                // After round sixteen's rules written from its misses (the kinds, not the texts: a package "not
                // compiled
                // with CUDA support", conda's CPU-only build string, a wrapped host_config.h refusal): recall 0.619
                // (13/21), precision 1.000, 0 of 18 negatives hit; the floors hold these.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZA,
                        Fixtures::library2026_11_29za,
                        37,
                        50,
                        18,
                        0.61,
                        0.99,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zb/README.md): OpenCV's CUDA modules,
                // DeepStream and darknet. Every rank 1-8 of 30 GitHub-issue queries naming OpenCV with CUDA (cv2.cuda,
                // the DNN module's CUDA backend, opencv-contrib, CUDA_ARCH_BIN), NVIDIA DeepStream (deepstream-app,
                // nvinfer, nvv4l2decoder, pyds), darknet / YOLOv4 or jetson-utils / jetson-inference with a failure
                // word, labelled by each thread's resolution; a negative where it was not the GPU stack (an API misuse,
                // a model format the CUDA backend does not take, an architecture list naming one the nvcc dropped, a
                // DeepStream engine path, pyds for another Python, darknet's own bugs, the project's own library not
                // installed) or no family fits. No thread any other folder cites and no repository of the sixth
                // held-out set. The rule aimed at 30-50 reports and at least 8 negatives; its 30 queries gave 44 and
                // 13 (within the aim, README "Counts").
                // Measured on the batch as collected (44 reports, 13 negatives, 31 failure labels) with the engine of
                // c59fff97 (this branch's base; batch data at 6e8d3530): recall 0.742 (23/31), precision 0.742
                // (23/31), 5 of the 13 negatives hit; the negatives hit are three "nvcc fatal : Unsupported gpu
                // architecture 'compute_11' / 'compute_20' / 'compute_30'" from an OpenCV build's own architecture
                // list (read as cuda-version-toolkit-mismatch) and two darknet "cuDNN Error: CUDNN_STATUS_BAD_PARAM"
                // that were darknet's own bug or old version (read as cudnn-status-error); the other misses are
                // OpenCV's "Gpu API call (unknown error)" from a build without the GPU's CUDA_ARCH_BIN (two),
                // "(-217:Gpu API call) out of memory" of OpenCV's CUDA module, "DLL load failed" of a CUDA build of cv2
                // or dlib (two), darknet's BAD_PARAM from cuDNN 8.8.1 (cudnn-version-mismatch) and from a darknet
                // built for the CPU only, and pyyolo's "invalid device function" from a build against the wrong CUDA
                // path. The floors hold today's figures, not a target.
                // After round sixteen's rules (OpenCV's "(-217:Gpu API call) out of memory"): recall 0.774 (24/31),
                // precision 0.750 (24/32), 5 of 13 negatives hit (as collected); the floors hold these.
                // Round eighteen no longer reads CUDNN_STATUS_BAD_PARAM as cudnn-status-error (cuDNN's own meaning: a
                // wrong
                // argument from the caller; in the library 2 of 11 reports with it are that family, 5 are the program's
                // own shapes): opencv#17969 is missed, two darknet negatives and three other families' reports are no
                // longer hit: 0.742 (23/31), 0.852 (23/27), 3 of 13 negatives hit; the floors hold these.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZB,
                        Fixtures::library2026_11_29zb,
                        44,
                        50,
                        13,
                        0.74,
                        0.85,
                        3,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zc/README.md): frozen and embedded Python
                // with the GPU. Every rank 1-8 of 30 GitHub-issue queries naming PyInstaller, Nuitka, cx_Freeze,
                // py2exe, conda-pack, PyOxidizer, Briefcase, Python.NET, an embedded CPython (C++ / pybind11 / Jep), a
                // DCC (Blender, Maya, Houdini, Nuke, Unreal) or a portable build (ComfyUI portable, an installer's
                // embedded Python) with a GPU package and a failure word, labelled by each thread's resolution; a
                // negative where it was not the GPU stack (a non-CUDA DLL missing from the bundle, torch's fbgemm.dll /
                // shm.dll of a broken release, an MSVC runtime, the packer's own omission or configuration, a host's
                // library path, ninja missing, AMD's HIP driver, CUDA used after a fork) or no family fits. No thread
                // any other folder cites and no repository of the sixth held-out set. The rule aimed at 30-50 reports
                // and at least 8 negatives; its 30 queries gave 39 and 20 (README "Counts").
                // Measured on the batch as collected (39 reports, 20 negatives, 19 failure labels) with the engine of
                // c59fff97 (this branch's base; batch data at 0adb5512): recall 0.368 (7/19), precision 0.778 (7/9), 0
                // of the 20 negatives hit; the false positives are ONNX Runtime's "CUDA_PATH is set but CUDA wasnt able
                // to be loaded" under a CUDA 11 build on CUDA 12 and cx_Freeze's "WinError 127 ...
                // cudnn_adv_infer64_8.dll" from the toolkit's DLLs, both read as cuda-runtime-lib-not-found where
                // cuda-library-version-mismatch was expected; the misses are ONNX Runtime's "CUDA Provider not
                // available" in an exe, PyTorch's "Unexpected error from cudaGetDeviceCount()" with a system CUDA
                // shadowing the bundle's, "Error in dlopen for library libnvrtc.so.11.2", "libcublas.so.*[0-9] not
                // found in the system path", PyInstaller's "Error loading caffe2_detectron_ops_gpu.dll or one of its
                // dependencies" (WinError 182), Java's "tensorflow_jni.dll: Can't find dependent libraries",
                // "libcudart.so.8.0 shared object not found", and four CUDA-extension build wordings (a "Setting up
                // PyTorch plugin ... Failed!", "CUDA error: unrecognized error code", "cuda.lib not found ... link.exe
                // 1181", "DLL load failed while importing _C"). The floors hold today's figures, not a target.
                // After round sixteen's rules (dlopen and system-path wordings of a CUDA library not found): recall
                // 0.474
                // (9/19), precision 0.818 (9/11), 0 of 20 negatives hit; the floors hold these.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZC,
                        Fixtures::library2026_11_29zc,
                        39,
                        50,
                        20,
                        0.47,
                        0.81,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zd/README.md): local LLM chat front ends and
                // agent apps on the GPU. Every rank 1-8 of 30 GitHub-issue queries naming text-generation-webui,
                // LocalAI, GPT4All, privateGPT, h2oGPT, Jan, AnythingLLM, Open WebUI, SillyTavern, TabbyAPI /
                // exllamav2, ExLlama, AutoGPTQ, AutoAWQ, llamafile or MLC LLM with a failure word, labelled by each
                // thread's resolution; a negative where it was not the GPU stack (an app regression fixed in its own
                // code, a missing Python package and an app's own hardware floor) or no family fits. No thread any
                // other folder cites and no repository of the sixth held-out set. The rule aimed at 30-50 reports and
                // at least 8 negatives; its 30 queries gave 19 and 2 (SHORT OF AIM on both, README "Counts").
                // Measured on the batch as collected (19 reports, 2 negatives, 17 failure labels) with the engine of
                // c59fff97 (this branch's base; batch data at 6c63a8c9): recall 0.706 (12/17), precision 0.923
                // (12/13), 1 of the 2 negatives hit; the false positive is DB-GPT's "CUDA initialization: CUDA unknown
                // error" (a regression of the app's own code) read as driver-not-loaded; the misses are AutoGPTQ's
                // "CUDA extension not installed" with the toolkit missing or of another CUDA than torch's (two),
                // ExLlama's "exllama_ext.so not found" with CUDA dev libraries missing, KUnet.jl's "CUDA runtime API
                // library cannot be found" and Tabby's "invalid value 'cuda' for '--device'" from a build without
                // CUDA. The floors hold today's figures, not a target.
                // After round sixteen's rules (a CLI without a cuda device, "CUDA runtime API library cannot be
                // found"):
                // recall 0.824 (14/17), precision 0.933 (14/15), 1 of 2 negatives hit (as collected); the floors hold
                // these.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZD,
                        Fixtures::library2026_11_29zd,
                        19,
                        50,
                        2,
                        0.82,
                        0.93,
                        1,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29ze/README.md): face swap, face recognition
                // and face analysis on the GPU. Every rank 1-8 of 30 GitHub-issue queries naming dlib with CUDA /
                // face_recognition, insightface, facefusion, roop / roop-unleashed, DeepFaceLab, DeepFaceLive,
                // deepface, InstantID / PuLID / IP-Adapter FaceID, SimSwap or LivePortrait with a failure word,
                // labelled by each thread's resolution; a negative where it was not the GPU stack (an ONNX Runtime API
                // change, a GPU hidden on purpose, a FaceID node not wired) or no family fits. No thread any other
                // folder cites and no repository of the sixth held-out set. The rule aimed at 30-50 reports and at
                // least 8 negatives; its 30 queries gave 28 and 6 (SHORT OF AIM on both, README "Counts").
                // Measured on the batch as collected (28 reports, 6 negatives, 22 failure labels) with the engine of
                // 24d12796 (this branch's base; batch data at 23093735): recall 0.545 (12/22), precision 0.667
                // (12/18), 1 of the 6 negatives hit (deepface's cuInit CUDA_ERROR_NO_DEVICE with the GPU hidden on
                // purpose, read as no-driver); the misses are ONNX Runtime's "CUDA failure 35: CUDA driver version is
                // insufficient" on Intel graphics without an NVIDIA card (read as driver-too-old, two), a CUBLAS
                // failure 3 CUBLAS_STATUS_ALLOC_FAILED after another CUDA/cuDNN was installed (read as
                // cublas-status-error and cuda-oom), dlib's CUDNN_STATUS_BAD_PARAM from a cuDNN of another CUDA (read
                // as cudnn-status-error), ONNX Runtime's cuda_call.cc RUNTIME_EXCEPTION title, a spaced-out
                // "LoadLibrary failed with error 126" and a cuDNN 8.6 PATH fix (cuda-runtime-lib-not-found, three),
                // dlib's cudaMallocHost "code: 30, reason: unknown error", TensorFlow's "No OpKernel was registered
                // ... Registered devices: [CPU]" on an RTX 30 card and "the error came out:CUDA out of  memory" with
                // two spaces. The floors hold today's figures, not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZE,
                        Fixtures::library2026_11_29ze,
                        28,
                        50,
                        6,
                        0.68,
                        0.78,
                        1,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zf/README.md): Ray, Dask, PyTorch Lightning
                // and Python task schedulers with GPUs. Every rank 1-8 of 30 GitHub-issue queries naming Ray (Train,
                // Tune, Serve, RLlib), Dask (dask-cuda, LocalCUDACluster), PyTorch Lightning / Lightning Fabric,
                // Hugging Face accelerate, joblib / multiprocessing / concurrent.futures, Celery or RQ, or Prefect /
                // Airflow / Kubeflow with a failure word, labelled by each thread's resolution; a negative where it
                // was not the GPU stack (CUDA initialized before a fork, a process start method, a CUDA_VISIBLE_DEVICES
                // or gpu_ids setting, an accelerator asked for without a GPU, a missing num_processes, a Ray placement
                // group, a TensorFlow version) or no family fits. No thread any other folder cites and no repository
                // of the sixth held-out set (about 60 answers were ray-project/ray or Lightning-AI/pytorch-lightning
                // threads). The rule aimed at 30-50 reports and at least 8 negatives; its 30 queries gave 17 and 11
                // (SHORT OF AIM on reports, README "Counts").
                // Measured on the batch as collected (17 reports, 11 negatives, 6 failure labels) with the engine of
                // 24d12796 (this branch's base; batch data at 70366263): recall 0.667 (4/6), precision 0.800 (4/5), 0
                // of the 11 negatives hit; the false positive is a Kubeflow step "Unschedulable: 0/4 nodes are
                // available: 4 Insufficient nvidia.com/gpu" on GPU nodes without a driver read as container-no-gpu
                // (labelled no-driver); the misses are that no-driver and Lightning's "GPUAccelerator can not run on
                // your system since the accelerator is not available" from a CPU-only torch. The floors hold today's
                // figures, not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZF,
                        Fixtures::library2026_11_29zf,
                        17,
                        50,
                        11,
                        0.66,
                        0.80,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zg/README.md): cryo-EM, tomography and
                // microscopy image processing on the GPU. Every rank 1-8 of 30 GitHub-issue queries naming RELION,
                // cryoSPARC, MotionCor2 / MotionCor3, Gctf, CTFFIND, topaz, crYOLO, cryoDRGN, Warp / M, IsoNet,
                // AreTomo, EMAN2, ASTRA Toolbox, TomoPy, tomocupy, napari GPU plugins, CARE / CSBDeep or Noise2Void
                // with a failure word, labelled by each thread's resolution; a negative where it was not the GPU stack
                // (a libtiff from a conda environment, a one-channel model run on a three-channel image, a host stack
                // size limit, a THCudaCheck message that stops nothing) or no family fits. No thread any other folder
                // cites and no repository of the sixth held-out set. The rule aimed at 30-50 reports and at least 8
                // negatives; its 30 queries gave 29 and 4 (SHORT OF AIM on both, README "Counts": 13 resolved threads
                // were cited by other folders), held here as the batch as collected.
                // Measured on the batch as collected (29 reports, 4 negatives, 27 failure labels) with the engine of
                // 24d12796 (this branch's base; batch data at 10260e98): recall 0.556 (15/27), precision 0.938
                // (15/16), 0 of the 4 negatives hit; the misses are Legion's CMake "CUDA_CUDA_LIBRARY ... NOTFOUND"
                // in a container without the driver, topaz's "THCudaCheck FAIL ... error=11 : invalid argument" on a
                // GPU another job filled, CARE's bare "ResourceExhaustedError", PyCUDA's "No module named
                // pycuda.driver", a paraphrased "libcufft7.5.so not found", "cufft.h: No such file or directory", a
                // pytorch_fft "CUFFT error: Plan creation failed" fixed by a newer CUDA, ASTRA's "No GPU support
                // available" on a GT 710, ElasticFusion's old nvcc on PATH (no-kernel-image read, the toolkit not),
                // pyDBT's "cudaMemset Padding Volume" messages, ld's "cannot find -lcuda", and Chiron's missing
                // libcuda.so.1 read as driver-not-loaded besides wsl-libcuda-not-found; the floors hold today's
                // figures, not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZG,
                        Fixtures::library2026_11_29zg,
                        29,
                        50,
                        4,
                        0.62,
                        0.94,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zh/README.md): Hugging Face transformers and
                // diffusers inference pipelines. Every rank 1-8 of 30 GitHub-issue queries naming transformers
                // pipeline(), AutoModel.from_pretrained (device_map, device, torch_dtype), accelerate big-model
                // inference, diffusers pipelines (StableDiffusionPipeline, SDXL, FluxPipeline, CPU offload,
                // torch.compile), optimum / BetterTransformer or sentence-transformers with a failure word, labelled
                // by each thread's resolution; a negative where it was not the GPU stack (fp16 on the CPU, tensors on
                // two devices from a device map, an offload hook or the user's code, fp16 overflow, a missing
                // offload_folder, a library version's own bug) or no family fits. No thread any other folder cites and
                // no repository of the sixth held-out set. The rule aimed at 30-50 reports and at least 8 negatives;
                // its 30 queries gave 40 and 26 (README "Counts").
                // Measured on the batch as collected (40 reports, 26 negatives, 14 failure labels) with the engine of
                // 24d12796 (this branch's base; batch data at 8b0f63a7): recall 0.929 (13/14), precision 0.929 (13/14),
                // 1 of the 26 negatives hit; the false positive is localGPT's "The current `device_map` had weights
                // offloaded to the disk. Please provide an `offload_folder`" (a missing argument, with a comment's
                // "CUDA out of memory errors" beside it) read as cuda-oom; the miss is diffusers' "slow_conv2d_cpu not
                // implemented for 'Half'" with "PyTorch version (GPU?): 2.0.1+cpu (False)" in the system info beside
                // an RTX 4090, left unread as torch-not-compiled-with-cuda. The floors hold today's figures, not a
                // target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZH,
                        Fixtures::library2026_11_29zh,
                        40,
                        50,
                        26,
                        0.99,
                        0.93,
                        1,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zi/README.md): photogrammetry, SLAM and 3D
                // reconstruction tools on the GPU. Every rank 1-8 of 30 GitHub-issue queries naming COLMAP, Meshroom /
                // AliceVision, OpenMVS, OpenMVG, Agisoft Metashape, RealityCapture, ORB-SLAM2/3, DROID-SLAM, DPVO,
                // MASt3R / DUSt3R, VGGT, Open3D, KinectFusion or the ZED SDK with a failure word, labelled by each
                // thread's resolution; a negative where it was not the GPU stack (a tool's own bug fixed on its
                // development branch, two OpenCV versions in one build, an old CMake, a same-named Python package, an
                // extension not built, an installer's wrong CUDA check) or no family fits. No thread any other folder
                // cites and no repository of the sixth held-out set. The rule aimed at 30-50 reports and at least 8
                // negatives; its 30 queries gave 41 and 9; one thread shared with the sibling batch train-2026-11-29ze
                // was dropped
                // before the final commit: 40 and 9 (within the aim, README "Counts").
                // Measured on the batch as collected (40 reports, 9 negatives, 31 failure labels) with the engine of
                // 24d12796 (this branch's base; batch data at f3f8edf3, the sibling's thread dropped at 0e795bc5):
                // recall 0.484 (15/31), precision 0.714 (15/21), 0 of the 9 negatives hit (before the drop: 0.500
                // (16/32) and 0.727 (16/22)); the misses are COLMAP's builds without CUDA ("Dense stereo
                // reconstruction requires CUDA", "SiftGPU not fully supported", "Cannot use Sift GPU without CUDA"),
                // Meshroom's "This program needs a CUDA-Enabled GPU" on machines without an NVIDIA card or with an old
                // driver, KinFu / ElasticFusion's bare "unknown error", the ZED SDK's "NO GPU COMPATIBLE", a "Frame
                // could not be processed" from kernels built for another architecture and an undefined symbol of a
                // DROID-SLAM extension; the false positives are an AMD machine's "CUDA driver version is insufficient"
                // read as driver-too-old, a VirtualBox guest's cuInit 999 read as driver-not-loaded, COLMAP's
                // num_cuda_devices 0 fixed by LD_LIBRARY_PATH read as no-driver, an nvcc without compute_20 read also
                // as no-kernel-image and torch-not-compiled-with-cuda, and a 3D-Caffe out of memory that was a cuDNN
                // version read as cuda-oom. The floors hold today's figures, not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZI,
                        Fixtures::library2026_11_29zi,
                        40,
                        50,
                        9,
                        0.64,
                        0.80,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zj/README.md): quantum computing simulators
                // on the GPU. Every rank 1-8 of 30 GitHub-issue queries naming cuQuantum (cuStateVec, cuTensorNet,
                // cuquantum-python), CUDA-Q (cudaq, nvq++), qiskit-aer-gpu, PennyLane lightning.gpu /
                // lightning.kokkos, qsim / qsimcirq, TensorCircuit, Qibo / qibojit, QuEST or GPU quantum simulators at
                // large with a failure word, labelled by each thread's resolution; a negative where it was not the GPU
                // stack (a simulator's own bug, a qiskit version, a Python environment, a script's
                // CUDA_VISIBLE_DEVICES, a CPU library's host memory, a DirectX feature level) or no family fits. No
                // thread any other folder cites and no repository of the sixth held-out set. The rule aimed at 30-50
                // reports and at least 8 negatives; its 30 queries gave 20 and 9 (SHORT OF AIM on the reports, README
                // "Counts").
                // Measured on the batch as collected (20 reports, 9 negatives, 11 failure labels) with the engine of
                // 8a38270f (this branch's base; batch data at 7b94022c; no thread shared with the held-out set
                // heldout-2026-11-29j, none dropped): recall 0.545 (6/11), precision 0.857 (6/7), 1 of the 9 negatives
                // hit; the misses are Aer's bare "ImportError: libcustatevec.so.1" title, CuPy's
                // "CUDA_ERROR_INVALID_PTX: a PTX JIT compilation failed" from a toolkit mismatch, QuEST's "Could not
                // allocate memory on GPU!" from a wrong GPU_COMPUTE_CAPABILITY, and two simulators without their GPU
                // backend (Aer's 'Simulation device "GPU" is not supported on this system', qsim's "cuStateVec GPU
                // execution requested, but not supported"); the false positive is QuEST's own setBit overflow,
                // "cudaErrorIllegalAddress", read as illegal-address. The floors hold today's figures, not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZJ,
                        Fixtures::library2026_11_29zj,
                        20,
                        50,
                        9,
                        0.72,
                        0.88,
                        1,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zk/README.md): physics-informed ML, weather
                // and climate models on the GPU. Every rank 1-8 of 32 GitHub-issue queries naming NVIDIA Modulus /
                // PhysicsNeMo, earth2studio, FourCastNet, GraphCast, Pangu-Weather, Aurora, ClimaX, WeatherBench,
                // NeuralGCM, DeepXDE, neuraloperator (FNO), torch-harmonics (SFNO), Warp-based solvers, PySR or xarray
                // / dask with CuPy with a failure word, labelled by each thread's resolution; a negative where it was
                // not the GPU stack (GenCast's TPU-only splash attention, a TensorFlow API change, a benchmark's own
                // code on a Kepler card) or no family fits (a cuFFT internal error). No thread any other folder cites
                // and no repository of the sixth held-out set. The rule aimed at 30-50 reports and at least 8
                // negatives; its 32 queries gave 22 and 4; one thread shared with the held-out set heldout-2026-11-29j
                // was dropped before the final commit: 21 and 4 (SHORT OF AIM on both, README "Counts"; the rule was
                // not widened).
                // Measured on the batch as collected (22 reports, 4 negatives, 18 failure labels) with the engine of
                // 8a38270f (this branch's base; batch data at 046b64e9): recall 0.722 (13/18), precision 0.765
                // (13/17), 2 of the 4 negatives hit; after the drop of artroom-stable-diffusion#20 (a cuda-oom read
                // right): recall 0.706 (12/17), precision 0.750 (12/16), 2 of 4 negatives hit. The misses are
                // TensorFlow's bare "Resource Exhasted Error" title, a JAX "cusolverDnCreate(&handle) failed: cuSolver
                // internal error" that was JAX's memory preallocation (read as cuda-library-version-mismatch),
                // torch-harmonics' "couldn't find CUDA extension, falling back to slow PyTorch implementation", Warp's
                // "this build of Warp does not support CUDA" fixed by reinstalling CUDA, and "Found no NVIDIA driver
                // on your system" inside Docker (read as no-driver); the negatives hit are GenCast's CPU run with "a
                // CUDA-enabled jaxlib is not installed" beside a TPU-only splash attention
                // (torch-not-compiled-with-cuda) and DeepBench's "NCCL failure: invalid device pointer" on a Kepler
                // card whose gemm_bench calls an unsupported cublasGemmEx (nccl-failure). The floors hold today's
                // figures, not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZK,
                        Fixtures::library2026_11_29zk,
                        21,
                        50,
                        4,
                        0.70,
                        0.75,
                        2,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zl/README.md): phylogenetics, nanopore
                // basecalling and genomics tools on the GPU. Every rank 1-8 of 30 GitHub-issue queries naming BEAGLE
                // with BEAST / BEAST2 / MrBayes / RevBayes, RAxML-NG / ExaML, guppy, dorado, bonito, medaka, clair3,
                // Parabricks, MMseqs2-GPU, Foldseek, GATK or minimap2-gpu with a failure word, labelled by each
                // thread's
                // resolution; a negative where it was not the GPU stack (a 32-bit JVM, a RevBayes build without BEAGLE,
                // RAxML-NG's own bugs and a hardware fault on a CPU-only run, cudapoa's own kernel bug) or no family
                // fits. No thread any other folder cites and no repository of the sixth held-out set. The rule aimed
                // at 30-50 reports and at least 8 negatives; its 30 queries gave 22 and 6 (SHORT OF AIM on both, the
                // rule not widened; README "Counts").
                // Measured on the batch as collected (22 reports, 6 negatives, 16 failure labels) with the engine of
                // 8a38270f (this branch's base; batch data at 9538d237): recall 0.688 (11/16), precision 0.917 (11/12),
                // 0 of the 6 negatives hit; the misses are BEAGLE's own CUDA wording (`CUDA error: "No binary for GPU"`
                // from GPUInterfaceCUDA.cpp, read as torch-not-compiled-with-cuda instead of no-kernel-image; `CUDA
                // error: "Unknown error" (218)` and `"Unknown error" ... line 257` at the module load from a packaged
                // build; `CUDA error: "Out of memory"` of a BEAST2 alignment too large for the GPU) and dorado's
                // "device string set to cuda:all but no CUDA devices available" on a machine without an NVIDIA card.
                // The floors hold today's figures, not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZL,
                        Fixtures::library2026_11_29zl,
                        22,
                        50,
                        6,
                        0.81,
                        0.92,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zm/README.md): MATLAB, R, Mathematica and
                // commercial scientific software with CUDA. Every rank 1-8 of 30 GitHub-issue queries naming MATLAB
                // (gpuArray, Parallel Computing Toolbox, Deep Learning Toolbox, mex / mexcuda), R (torch / luz,
                // tensorflow / keras, gpuR, xgboost, reticulate), Mathematica / Wolfram (CUDALink, NetTrain), Octave,
                // ANSYS / Fluent, COMSOL, Abaqus or Agisoft Metashape with a failure word, labelled by each thread's
                // resolution; a negative where it was not the GPU stack (a host C++ compiler MATLAB cannot find, a
                // build
                // script's switch, a package's own path, a library shipped for Linux only, a tool's own bug) or no
                // family fits. No thread any other folder cites and no repository of the sixth held-out set. The rule
                // aimed at 30-50 reports and at least 8 negatives; its 30 queries gave 23 and 7 (SHORT OF AIM on both,
                // README "Counts": 22 resolved threads were cited by other folders, the R keras query's eight answers
                // were repositories of the sixth held-out set), held here as the batch as collected.
                // Measured on the batch as collected (23 reports, 7 negatives, 16 failure labels) with the engine of
                // 8a38270f (this branch's base; batch data at f9a1f2a7): recall 0.563 (9/16), precision 1.000 (9/9), 0
                // of the 7 negatives hit; the misses are cudnn.torch's "libcudnn (R5) not found in library path",
                // MATLAB mex's "MEX cannot find library 'cudart'", R torch lantern's title-only "failed to find
                // libnvToolsExt", an app's "No GPU driver was found" that was a CUDA 12.1 toolkit its libraries do not
                // support, KiloSort's "CUDA_ADDRESS_ILLEGAL" in prose, Ollama's "failed to get device context 801" on a
                // vGPU without unified memory and cudamat's "CUDA error: no error" from a build for another
                // architecture; the floors hold today's figures, not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZM,
                        Fixtures::library2026_11_29zm,
                        23,
                        50,
                        7,
                        0.62,
                        0.99,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zn/README.md): vector databases, embedding
                // servers and search engines with GPU indexes. Every rank 1-8 of 30 GitHub-issue queries naming Milvus
                // GPU, cuVS / RAFT, text-embeddings-inference, infinity-emb, Weaviate's transformers modules, Qdrant
                // GPU, Vespa, OpenSearch or Elasticsearch ML nodes, LanceDB, ChromaDB, txtai or an embedding server
                // with a failure word, labelled by each thread's resolution; a negative where it was not the GPU stack
                // or no family fits. No thread any other folder cites and no repository of the sixth held-out set.
                // The rule aimed at 30-50 reports and at least 8 negatives; its 30 queries gave 12 and 1 (SHORT OF
                // AIM, the rule not widened; README "Counts").
                // No thread shared with the held-out set heldout-2026-11-29j or the sibling batches -29zj to -29zm.
                // Measured on the batch as collected (12 reports, 1 negative, 11 failure labels) with the engine of
                // 8a38270f (this branch's base; batch data at bad43b18): recall 0.545 (6/11), precision 0.750 (6/8), 0
                // of
                // the 1 negative hit; the misses are Milvus's "libnvidia-ml.so.1: file too short" of a GPU image run
                // without nvidia-docker, "Library cudart is not initialized" twice in Chinese threads' titles and
                // immich's title "CUDA failure 999: unknown error" fixed by reinstalling the driver; the false
                // positives
                // are an Intel-only machine's "CUDA driver version is insufficient" read as driver-too-old (not
                // no-driver) and an indexSelect device-side assert read also as cublas-status-error through its
                // aftermath. The floors hold today's figures, not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZN,
                        Fixtures::library2026_11_29zn,
                        12,
                        50,
                        1,
                        0.81,
                        0.81,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zo/README.md): point clouds and 3D detection
                // on the GPU. Every rank 1-8 of 30 GitHub-issue queries naming spconv, MinkowskiEngine, torchsparse,
                // OpenPCDet, mmdetection3d, pointnet2_ops / PointNet++, Open3D-ML, CenterPoint, BEVFusion, votenet,
                // KPConv or Pointcept with a failure word, labelled by each thread's resolution; a negative where it
                // was not the GPU stack or no family fits. No thread any other folder cites and no repository of the
                // sixth held-out set. As collected: 43 reports and 11 negatives from 24 of the 30 queries (within the
                // aim of 30-50 and 8; README "Counts"); no thread shared with the held-out set heldout-2026-11-29k.
                // Measured on the batch as collected (43 reports, 11 negatives, 32 failure labels) with the engine
                // of b97a7312 (this branch's base; batch data at 1ff1c8ff): recall 0.844 (27/32), precision 0.931
                // (27/29), 1 of the 11 negatives hit; the misses are OpenPCDet's "GPUassert: out of memory", a
                // "cuda.h: No such file or directory" and a "cuda_runtime_api.h: No such file or directory" of an
                // extension build, spconv's undefined symbol fixed by the CUDA path of its CMakeLists, and open3d's
                // "no attribute '__DEVICE_API__'" on an RTX 3090 the build did not support; the false positives are
                // a device-side assert read besides cuda-version-toolkit-mismatch in a compute_86 thread and
                // MinkowskiEngine's nnz overflow ("Tried to allocate 1048475.67 GiB") read as cuda-oom on a negative.
                // The floors hold today's figures, not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZO,
                        Fixtures::library2026_11_29zo,
                        43,
                        50,
                        11,
                        0.87,
                        0.93,
                        1,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zp/README.md): optical flow, video
                // segmentation and multi-object tracking on the GPU. Every rank 1-8 of 30 GitHub-issue queries naming
                // FlowNet2 (correlation_package, resample2d, channelnorm), RAFT, PWC-Net (spatial-correlation-sampler),
                // Segment Anything / SAM 2, XMem, Cutie, Track-Anything, ByteTrack, DeepSORT / StrongSORT, mmtracking
                // or
                // DCNv2 with a failure word, labelled by each thread's resolution; a negative where it was not the GPU
                // stack or no family fits. No thread any other folder cites and no repository of the sixth held-out
                // set. The rule aimed at 30-50 reports and at least 8 negatives; its 30 queries gave 50 and 19 (49
                // kept).
                // Measured on the batch as collected (50 reports, 19 negatives, 31 failure labels) with the engine of
                // b97a7312 (this branch's base; batch data at bf019442): recall 0.806 (25/31), precision 0.893 (25/28),
                // 1 of the 19 negatives hit; the misses are FlowNet2's nvcc 'identifier "__syncwarp" is undefined' of a
                // CUDA 8 toolkit, PWC-Net's 'undefined symbol: __cudaRegisterFatBinaryEnd' of a CUDA 10 build for a
                // CUDA
                // 8 torch, SAM 2's bare "Failed to build SAM-2" fixed by matching the toolkit to torch's CUDA, a
                // correlation layer's "CUDA call failed" fixed by a driver upgrade, and two deformable ops' "invalid
                // device function" fixed by matching the CUDA the op was built with (read as no-kernel-image); the
                // negative hit is TNN's "Cudnn Error in executeConv: 8 (CUDNN_STATUS_EXECUTION_FAILED)" that was TNN's
                // own. The floors hold today's figures, not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZP,
                        Fixtures::library2026_11_29zp,
                        49,
                        50,
                        19,
                        0.90,
                        0.93,
                        1,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zq/README.md): desktop applications and
                // plugins with built-in GPU AI. Every rank 1-8 of 30 GitHub-issue queries naming Krita AI Diffusion,
                // GIMP AI plugins, Photoshop / Affinity plugins, OBS plugins, Audacity AI plugins, Subtitle Edit / Buzz
                // /
                // Whisper desktop apps, DaVinci Resolve, Upscayl, Topaz or a desktop app's onnxruntime with a failure
                // word, labelled by each thread's resolution; a negative where it was not the GPU stack or no family
                // fits. No thread any other folder cites and no repository of the sixth held-out set. The rule aimed at
                // 30-50 reports and at least 8 negatives; its 30 queries gave 26 and 9 (SHORT OF AIM on the reports,
                // the rule not widened; README "Counts"). No thread shared with the held-out set heldout-2026-11-29k or
                // the sibling batches -29zo and -29zp (checked again before the final commit: 28, 43 and 50 threads,
                // none shared).
                // Measured on the batch as collected (26 reports, 9 negatives, 17 failure labels) with the engine of
                // b97a7312 (this branch's base; batch data at 953feb30): recall 0.765 (13/17), precision 1.000 (13/13),
                // 0 of the 9 negatives hit; the misses are Buzz's crash in the bundled cudnn64_8.dll fixed by moving to
                // CUDA 11.8 (cuda-library-version-mismatch), Upscayl's Vulkan "vkAllocateMemory failed -2" and
                // Whisperer's "insufficient graphic memory" (cuda-oom in other words than CUDA's) and eSearch's
                // "ERR: [cuda] backend not found" of a build without the CUDA libraries. The floors hold today's
                // figures, not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZQ,
                        Fixtures::library2026_11_29zq,
                        26,
                        50,
                        9,
                        0.88,
                        0.99,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zr/README.md): recommender systems, time
                // series and tabular deep learning on the GPU. Every rank 1-8 of 30 GitHub-issue queries naming NVIDIA
                // Merlin (NVTabular, HugeCTR, Transformers4Rec, merlin-models), TorchRec, fbgemm_gpu, DLRM, DeepCTR,
                // AutoGluon, TabPFN, pytorch-tabnet, darts, neuralforecast, pytorch-forecasting, GluonTS or Chronos /
                // TimesFM / Moirai with a failure word, labelled by each thread's resolution; a negative where it was
                // not the GPU stack or no family fits. No thread any other folder cites and no repository of the sixth
                // held-out set. The rule aimed at 30-50 reports and at least 8 negatives; its 30 queries gave 29 and 8
                // (SHORT OF AIM on the reports, the rule not widened; README "Counts").
                // No thread shared with the held-out set heldout-2026-11-29k or the sibling batches -29zo to -29zq.
                // Measured on the batch as collected (29 reports, 8 negatives, 21 failure labels) with the engine of
                // b97a7312 (this branch's base; batch data at 461eb243): recall 0.762 (16/21), precision 1.000
                // (16/16), 0 of the 8 negatives hit; the misses are HugeCTR's "Runtime error: out of memory
                // ... general_buffer.hpp:64" and a title "CUDA out-of-memory errors." (cuda-oom), fbgemm_gpu's
                // "fbgemm_gpu_py.so: undefined symbol" read as nothing where the thread found a CUDA 11.4 install
                // (cuda-version-toolkit-mismatch) and a Pascal card the wheel has no build for (no-kernel-image), and
                // an old "cuda runtime error (10) : invalid device ordinal" on a CPU-only PyTorch
                // (torch-not-compiled-with-cuda). The floors hold today's figures, not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZR,
                        Fixtures::library2026_11_29zr,
                        29,
                        50,
                        8,
                        0.80,
                        0.99,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zs/README.md): driving and robot simulators
                // and game engines for ML. Every rank 1-8 of 30 GitHub-issue queries naming CARLA, AirSim / Colosseum,
                // Unity ML-Agents, Unity Sentis / Barracuda, Unreal Engine NNE / Learning Agents, Godot RL Agents,
                // LGSVL, BeamNG, Gazebo / Ignition, PhysX GPU or Omniverse Kit apps with a failure word, labelled by
                // each thread's resolution; a negative where it was not the GPU stack or no family fits. No thread any
                // other folder cites and no repository of the sixth held-out set. The rule aimed at 30-50 reports and
                // at
                // least 8 negatives; its 30 queries gave 34 and 17 (README "Counts"). No thread shared with the
                // held-out set heldout-2026-11-29l (checked again before the final commit: 44 threads at 77c63a95, none
                // shared).
                // Measured on the batch as collected (34 reports, 17 negatives, 17 failure labels) with the engine of
                // 49882264 (this branch's base; batch data at 58f5ab74): recall 0.353 (6/17), precision 0.857 (6/7),
                // 1 of the 17 negatives hit (chaiNNer's "Failed to create CUDAExecutionProvider" read as
                // cuda-library-version-mismatch where the thread names no GPU-stack cause); the misses are Unreal
                // Engine's Vulkan words for GPU memory exhausted (VK_ERROR_OUT_OF_DEVICE_MEMORY, VK_ERROR_DEVICE_LOST
                // on a
                // low-memory card) and bare segmentation faults the thread traced to full VRAM or an old driver,
                // CARLA's
                // "Vulkan failed to select physical device" and "can not find compatible vulkan driver" in containers
                // (container-no-gpu), a Lavapipe-only VM and an LGSVL Player.log whose Vulkan vendor is Intel
                // (no-driver), a title "CUDA Error: Unknown Error" under WSL (cuda-oom) and O3DE's Vulkan assert under
                // WSL2 (wsl-gl-interop-unsupported). The floors hold today's figures, not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZS,
                        Fixtures::library2026_11_29zs,
                        34,
                        50,
                        17,
                        0.41,
                        0.87,
                        1,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zt/README.md): course, textbook and tutorial
                // code on the GPU. Every rank 1-8 of 30 GitHub-issue queries naming d2l, fastai / fastbook, CS231n /
                // CS224n / CS285, deeplearning.ai, the Hugging Face course, pytorch/tutorials, tensorflow/docs, Kaggle
                // Learn, MIT / Stanford / Berkeley courses, handson-ml or Deep Learning with Python with a failure
                // word,
                // labelled by each thread's resolution; a negative where it was not the GPU stack or no family fits. No
                // thread any other folder cites and no repository of the sixth held-out set. The rule aimed at 30-50
                // reports and at least 8 negatives; its 30 queries gave 19 and 7 (SHORT OF AIM on both, the rule not
                // widened; README "Counts"). No thread shared with the held-out set heldout-2026-11-29l or the sibling
                // batch -29zs (their sources as of 77c63a95 and 8049516d, checked before the final commit).
                // Measured on the batch as collected (19 reports, 7 negatives, 12 failure labels) with the engine of
                // 49882264 (this branch's base; batch data at f362ba0d): recall 0.917 (11/12), precision 0.786
                // (11/14), 2 of the 7 negatives hit; the misses are fastai's "cuda runtime error (11) : invalid
                // argument
                // at THCGeneral.cpp:405" fixed by a torch built with CUDA 10.0 read as cuda-oom from the commenter's
                // memory advice (no-kernel-image), "CUDA error: out of memory" where the maintainer says it is a fastai
                // bug to ignore (a negative read as cuda-oom), and tensorboard's "Could not load dynamic library
                // 'libcudart.so.10.1'" that the maintainer says does not affect the PyTorch run (a negative read as
                // cuda-runtime-lib-not-found). The floors hold today's figures, not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZT,
                        Fixtures::library2026_11_29zt,
                        19,
                        50,
                        7,
                        0.91,
                        0.78,
                        2,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zu/README.md): OCR, document AI and PDF
                // extraction on the GPU. Every rank 1-8 of 30 GitHub-issue queries naming PaddleOCR, EasyOCR, docTR,
                // Surya, marker, nougat, MinerU (magic-pdf), GOT-OCR, Donut, LayoutParser, olmOCR or unstructured with
                // a
                // failure word, labelled by each thread's resolution; a negative where it was not the GPU stack (host
                // memory, a language-model download, a config file, a layout model's import path, a Mac, the library's
                // own multiprocessing bug) or no family fits. No thread any other folder cites and no repository of the
                // sixth held-out set. The rule aimed at 30-50 reports and at least 8 negatives; its 30 queries gave 28
                // and 6 (SHORT OF AIM on both, the rule not widened; README "Counts": 17 resolved threads were cited by
                // other folders). No thread shared with the held-out set heldout-2026-11-29l or the sibling batches
                // -29zs and -29zt. Measured on the batch as collected (28 reports, 6 negatives, 22 failure labels) with
                // the engine of 49882264 (this branch's base; batch data at 606d1311): recall 0.773 (17/22), precision
                // 0.944 (17/18), 0 of the 6 negatives hit; the misses are Paddle's "The third-party dynamic library
                // (cudnn64_7.dll) that Paddle depends on is not configured correctly" (twice) and Torch7's "libcudnn
                // (R5)
                // not found in library path" (cuda-runtime-lib-not-found), EasyOCR's "CUDA not available - defaulting
                // to
                // CPU" and ONNX Runtime's "CUDAExecutionProvider not available" (torch-not-compiled-with-cuda), and
                // cuda-oom read besides driver-library-mismatch on Ollama's "CUDA error 2 ... out of memory" under a
                // "Driver/library version mismatch". The floors hold today's figures, not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZU,
                        Fixtures::library2026_11_29zu,
                        28,
                        50,
                        6,
                        0.90,
                        0.95,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zv/README.md): model serving frameworks and
                // packaging for GPU models. Every rank 1-8 of 30 GitHub-issue queries naming TorchServe, BentoML,
                // Replicate cog, KServe / KFServing, Seldon Core / MLServer, MLflow model serving, Ray Serve, Clipper,
                // Cortex, Modal, Banana or TensorFlow Serving with a failure word, labelled by each thread's
                // resolution; a negative where it was not the GPU stack or no family fits. No thread any other folder
                // cites and no repository of the sixth held-out set. The rule aimed at 30-50 reports and at least 8
                // negatives; its 30 queries gave 16 and 5 (SHORT OF AIM on both, the rule not widened; README
                // "Counts"). No thread shared with the held-out set heldout-2026-11-29l or the sibling batches -29zs
                // to -29zu.
                // Measured on the batch as collected (16 reports, 5 negatives, 11 failure labels) with the engine of
                // 49882264 (this branch's base; batch data at 8a3bd643): recall 0.545 (6/11), precision 0.667 (6/9),
                // 0 of the 5 negatives hit; the misses are BentoML's "Found no NVIDIA driver on your system" in a
                // container started without the NVIDIA runtime read as no-driver and nvidia-docker's "libcuda not
                // found" in an image read as wsl-libcuda-not-found (container-no-gpu), TensorFlow's "ImportError:
                // libcuda.so.1" on machines without a GPU read as wsl-libcuda-not-found (no-driver), a TorchServe
                // worker
                // log "Invoking custom service failed" where the thread found torch's CUDA not matching
                // (cuda-version-toolkit-mismatch) and a Rust backtrace whose maintainer says compute capability 8.0 is
                // needed (no-kernel-image). The floors hold today's figures, not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZV,
                        Fixtures::library2026_11_29zv,
                        16,
                        50,
                        5,
                        0.54,
                        0.66,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zw/README.md): GPUs too old or too new for
                // the build. Every rank 1-8 of 30 GitHub-issue queries naming a GPU generation, model or compute
                // capability (Kepler, Maxwell, Pascal, Turing / Volta, Blackwell, Jetson) with a failure word,
                // labelled by each thread's resolution; a negative where it was not the GPU stack or no family fits.
                // No thread any other folder cites and no repository of the sixth held-out set. The rule aimed at
                // 30-50 reports and at least 8 negatives; its 30 queries gave 32 and 9 (README "Counts"). No thread
                // shared with the held-out sets heldout-2026-11-29m or -29n.
                // Measured on the batch as collected (32 reports, 9 negatives, 23 failure labels) with the engine of
                // 4d9a0341 (this branch's base; batch data at 97089519): recall 0.217 (5/23), precision 0.833 (5/6),
                // 0 of the 9 negatives hit; the misses are FlashAttention's "only supports Ampere GPUs or newer" and
                // "backward for head dim > 64 requires A100 or H100" on Turing and Volta cards, a "V100 GPU not
                // supported" sentence, miners' "Not supported device", "gpu not found" and "Error during Benchmark" on
                // Kepler and Maxwell cards, ollama's "Not running on gpu" / "can't find my gpu" on a K40 or K80 and "no
                // compatible GPU was found" on an old AMD card, a CTranslate2 crash on a 940MX, a ComfyUI crash on the
                // RTX 50 series, "NVBit ERROR: SM 8.7 name Orin not supported", a __half host-function compile error
                // on a Xavier, "cudaErrorSymbolNotFound: named symbol not found" on a V100 and warp-ctc's "execution
                // failed" on a GTX 580 (all no-kernel-image), and NVBitFI's "unspecified launch failure" on a Jetson
                // Nano read as unspecified-launch-failure where the thread found the problem too big for its memory
                // (cuda-oom). The floors hold today's figures, not a target.
                // After round eighteen's rules (FlashAttention's Ampere-only and head-dim sentences, a minimum SM or an
                // unsupported compute capability in words, cudaErrorSymbolNotFound): recall 0.478 (11/23), precision
                // 0.917
                // (11/12), 0 of 9 negatives hit; the floors hold these.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZW,
                        Fixtures::library2026_11_29zw,
                        32,
                        50,
                        9,
                        0.478,
                        0.916,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zx/README.md): a driver older than the
                // package's CUDA, and its look-alikes. Every rank 1-8 of 30 GitHub-issue queries naming a stack
                // (PyTorch, TensorFlow, JAX, conda cudatoolkit, CUDA Docker images, ollama, llama.cpp, vLLM, CuPy,
                // Numba, ONNX Runtime, applications bundling CUDA, cloud images, WSL2, Triton / PTX) with driver-age
                // failure words, labelled by each thread's resolution; a negative where it was not the GPU stack or
                // no family fits. No thread any other folder cites and no repository of the sixth held-out set. The
                // rule aimed at 30-50 reports and at least 8 negatives; its 30 queries gave 25 and 1 (SHORT OF AIM on
                // both, the rule not widened; README "Counts"). No thread shared with the held-out sets
                // heldout-2026-11-29m and -29n or the sibling batch -29zw.
                // Measured on the batch as collected (25 reports, 1 negative, 24 failure labels) with the engine of
                // 4d9a0341 (this branch's base; batch data at 41898007): recall 0.833 (20/24), precision 0.800
                // (20/25), 0 of the 1 negative hit; the misses are all driver-too-old: two "Error 803: system has
                // unsupported display driver / cuda driver combination" under a bundled torch read as
                // driver-library-mismatch where the threads found the driver too old for it, and two AWS GPU AMIs'
                // nvidia-container-cli "unsatisfied condition: driver < 385" and "requirement error: invalid
                // expression" for a CUDA 10 image, left unread. The false positives are cublas-status-error beside
                // driver-too-old on chatglm.cpp's "cuBLAS error (CUDA error 222)", and triton-compile-failure and
                // cuda-version-toolkit-mismatch each beside the other on two "ptxas ... Unsupported .version" pastes.
                // The floors hold today's figures, not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZX,
                        Fixtures::library2026_11_29zx,
                        25,
                        50,
                        1,
                        0.833,
                        0.800,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zy/README.md): a CPU-only build installed
                // where a GPU build was meant, across every stack. Every rank 1-8 of 30 GitHub-issue queries naming
                // PyTorch, conda, TensorFlow, ONNX Runtime, PaddlePaddle, JAX, llama-cpp-python, whisper.cpp, OpenCV,
                // XGBoost, LightGBM, CatBoost, faiss, CTranslate2, MXNet, dlib or spaCy / CuPy with CPU-only-build
                // failure words, labelled by each thread's resolution; a negative where it was not the GPU stack or no
                // family fits. No thread any other folder cites and no repository of the sixth held-out set. The rule
                // aimed at 30-50 reports and at least 8 negatives; its 30 queries gave 30 and 2 (SHORT OF AIM on
                // negatives, the rule not widened; README "Counts"). No thread shared with the held-out sets
                // heldout-2026-11-29o and -29p.
                // Measured on the batch as collected (30 reports, 2 negatives, 29 failure labels) with the engine of
                // dd6ca3d9 (this branch's base; batch data at 4737bd93): recall 0.276 (8/29), precision 1.000 (8/8), 0
                // of the 2 negatives hit; 17 of the 21 missed labels are torch-not-compiled-with-cuda, CPU-only builds
                // left unread, one of them beside CatBoost's toolkit mismatch (PaddlePaddle's "AssertionError: Not
                // compiled with CUDA", LightGBM's "GPU Tree Learner was not enabled in this build", MXNet's "Please
                // compile with CUDA enabled", faiss-cpu's "no attribute 'StandardGpuResources'", OpenCvSharp's CUDA
                // device count of 0, a Windows torch with is_available() False, a CPU-only torch's "Attempting to
                // deserialize object on a CUDA device"); the other four are three cuda-version-toolkit-mismatch
                // (CatBoost's nvcc 8 "Value 'c++14' is not defined for option 'std'" and "Can't load GPU learning
                // library" against CUDA 9.2, TensorFlow 2.1's "Num GPUs: 0" with CUDA 10.2) and one driver-too-old
                // (Paddle's "Compiled with WITH_GPU, but no GPU found in runtime" on a card whose driver stops at CUDA
                // 8.0). The floors hold today's figures, not a target.
                // After round eighteen's rules (faiss without StandardGpuResources, LightGBM's GPU Tree Learner,
                // MXNet's
                // and Paddle's own not-compiled-with-CUDA sentences): recall 0.621 (18/29), precision 1.000 (18/18), 0
                // of
                // 2 negatives hit; the floors hold these.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZY,
                        Fixtures::library2026_11_29zy,
                        30,
                        50,
                        2,
                        0.620,
                        1.000,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zz/README.md): the NVIDIA kernel module not
                // loaded or not built, across distributions and situations. Every rank 1-8 of 30 GitHub-issue queries
                // naming a distribution or situation (Ubuntu, Debian, Fedora, Arch, Pop!_OS, Proxmox, Unraid, TrueNAS,
                // CentOS, WSL, containers, a kernel update, Secure Boot, nouveau, a fresh install, an API mismatch,
                // RmInitAdapter, nvidia-uvm) with module failure words, labelled by each thread's resolution; a
                // negative where it was a look-alike with another cause or no family fits. No thread any other folder
                // cites and no repository of the sixth held-out set. The rule aimed at 30-50 reports and at least 8
                // negatives; its 30 queries gave 22 and 6, 21 and 6 after the final sibling check dropped one thread
                // the held-out set heldout-2026-11-29o also holds (SHORT OF AIM on both, the rule not widened; README
                // "Counts"). No thread left shared with the held-out sets heldout-2026-11-29o and -29p or the sibling
                // batch -29zy.
                // Measured on the batch as collected (22 reports, 6 negatives, 16 failure labels) with the engine of
                // dd6ca3d9 (this branch's base; batch data at 7c927d68): recall 0.750 (12/16), precision 0.750
                // (12/16), 2 of the 6 negatives hit; after the final sibling check dropped the held-out set's thread
                // (a driver-library-mismatch the rules read), 21 reports: recall 0.733 (11/15), precision 0.733
                // (11/15), 2 of 6 negatives hit. The misses: an akmods "Building and installing nvidia-kmod
                // [FAILED]" on Fedora aarch64 and Pop!_OS's "ERROR: NVIDIA driver is not loaded" after DKMS updates,
                // both driver-not-loaded, left unread; and two Unraid vGPU plugin "Can't get latest Nvidia vgpu driver
                // version and found no installed local driver" (no driver built for the running kernel), no-driver,
                // left unread. The false positives are no-driver beside container-no-gpu on a CUDA image that shipped
                // its own driver, and on the negatives driver-not-loaded for a vGPU module blocked by the host's vfio
                // binding and cuda-runtime-lib-not-found and managed-memory-unsupported for ollama's "cuda driver
                // library init failure: 3" (the open module's UVM HMM bug). The floors hold today's figures, not a
                // target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZZ,
                        Fixtures::library2026_11_29zz,
                        21,
                        50,
                        6,
                        0.733,
                        0.733,
                        2,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zza/README.md): the CUDA runtime libraries
                // not found, across every stack but PyTorch. Every rank 1-8 of 32 GitHub-issue queries naming
                // TensorFlow, ONNX Runtime, PaddlePaddle, JAX, CuPy, llama.cpp / llama-cpp-python, CTranslate2 /
                // faster-whisper, bitsandbytes, TensorRT, MXNet, Julia CUDA.jl, R, Java (DJL, JCuda), .NET (TorchSharp,
                // ML.NET), Rust (candle, tch) or Go with a library file or load words and a failure word, labelled by
                // each thread's resolution; a negative where it was a look-alike with another cause or no family fits.
                // No thread any other folder cites and no repository of the sixth held-out set. The rule aimed at 30-50
                // reports and at least 8 negatives; its 32 queries gave 34 and 8 (README "Counts"). No thread shared
                // with the held-out sets heldout-2026-11-29q, -29r or -29s.
                // Measured on the batch as collected (34 reports, 8 negatives, 26 failure labels) with the engine of
                // f21e251d (this branch's base; batch data at 016d0d59): recall 0.808 (21/26), precision 0.955
                // (21/22), 1 of the 8 negatives hit. The misses: Julia's "could not load library ... cudnn64_7.dll"
                // (a Windows path in the title), DJL's run-together "UnsatisfiedLinkError ...
                // Libcudnn.so.8:cannotopen:sharedobjectfile" and TensorFlowSharp's "Unable to load DLL
                // 'libtensorflow'" (its cuDNN DLL not on the path), all cuda-runtime-lib-not-found, left unread;
                // gorgonia/cu's "could not determine kind of name for C.cuMemAdvise" (a CUDA toolkit too old),
                // cuda-version-toolkit-mismatch, left unread; and TorchSharp's "Torch device type CUDA did not
                // initialise" with a CPU libtorch loaded, torch-not-compiled-with-cuda, left unread. The false
                // positive is cuda-runtime-lib-not-found on a harmless TF-TRT libnvinfer.so.7 warning the maintainer
                // says to ignore. The floors hold today's figures, not a target.
                // Round nineteen read it 0.885 (23 of 26) / 0.958 / 1 hit: a CUDA DLL named after "could not load
                // library", and libcudnn.so run together with "cannotopen:sharedobjectfile"; the floors hold that.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZZA,
                        Fixtures::library2026_11_29zza,
                        34,
                        50,
                        8,
                        0.884,
                        0.958,
                        1,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zzb/README.md): the GPU not visible inside a
                // container or VM, across runtimes. Every rank 1-8 of 30 GitHub-issue queries naming a runtime
                // (docker, nvidia-container-toolkit, podman with CDI, the Kubernetes device plugin or GPU operator,
                // Singularity, Apptainer, enroot, pyxis, LXC, LXD, Incus, Proxmox and VM passthrough, Docker Desktop on
                // Windows or WSL2, docker compose, Nomad, rootless docker, Colab, Kaggle, SageMaker) with a failure
                // word, labelled by each thread's resolution; a negative where it was a look-alike with another cause
                // or no family fits. No thread any other folder cites and no repository of the sixth held-out set.
                // The rule aimed at 30-50 reports and at least 8 negatives; its 30 queries gave 19 and 8 (SHORT OF AIM
                // on reports, the rule not widened; README "Counts"). No thread shared with the held-out sets
                // heldout-2026-11-29q to -29s or the sibling batch -29zza (checked again before the final commit).
                // Measured on the batch as collected (19 reports, 8 negatives, 11 failure labels) with the engine of
                // f21e251d (this branch's base; batch data at dad479fb): recall 0.182 (2/11), precision 0.182 (2/11),
                // 3 of the 8 negatives hit. The misses: four docker "Unknown runtime specified nvidia" (the NVIDIA
                // runtime not registered or not installed) left unread, podman's OCI hook that mounted nothing and a
                // CodaLab run without a GPU requested, both "CUDA driver version is insufficient" read as
                // driver-too-old, a nested Apptainer's "NVIDIA-SMI couldn't find libnvidia-ml.so" read as no-driver
                // (all container-no-gpu); Singularity's "CUDA_ERROR_UNKNOWN" fixed by nvidia-modprobe -u
                // (driver-not-loaded) left unread; a GPU image's "libcuda.so.1" on a CPU-only SageMaker instance
                // (no-driver) read as wsl-libcuda-not-found and container-no-gpu. The negatives hit: a KVM guest's
                // "Unable to determine the device handle" read as gpu-fell-off-bus, a GPU-PV VM's nvidia-smi segfault
                // read as no-driver, an image without libdevice read as cuda-version-toolkit-mismatch. The floors hold
                // today's figures, not a target.
                // Round nineteen read it 0.455 (5 of 11) / 0.357 / 3 hit: Docker's older "Unknown runtime specified
                // nvidia" is the runtime never registered (container-no-gpu); the floors hold that.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZZB,
                        Fixtures::library2026_11_29zzb,
                        19,
                        50,
                        8,
                        0.454,
                        0.357,
                        3,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zzd/README.md): no driver or no GPU seen on
                // the host, across stacks. Every rank 1-8 of 30 GitHub-issue queries naming PyTorch, TensorFlow, JAX,
                // CUDA C++, nvidia-smi, llama.cpp, Ollama, a hybrid-graphics laptop, suspend / resume, a Windows
                // update, a headless server, a container or WSL with no-GPU words, labelled by each thread's
                // resolution; a negative where it was not the GPU stack or no family fits. No thread any other folder
                // cites and no repository of the sixth held-out set. The rule aimed at 30-50 reports and at least 8
                // negatives; its 30 queries gave 16 and 1 (SHORT OF AIM on both, the rule not widened; README
                // "Counts": most resolved answers were threads other folders already cite). No thread shared with the
                // held-out sets heldout-2026-11-29q to -29s or the sibling batches -29zza to -29zzc.
                // Measured on the batch as collected (16 reports, 1 negative, 15 failure labels) with the engine of
                // f21e251d (this branch's base; batch data at 9a581c93): recall 0.667 (10/15), precision 0.769
                // (10/13), 0 of the 1 negative hit; the misses are an Ollama container's "no compatible GPUs were
                // discovered" left unread (container-no-gpu), CUDA.jl's CUDA_ERROR_UNKNOWN (999) after a suspend and
                // PyTorch's "cuda runtime error (999) : unknown error" that reloading nvidia_uvm fixes left unread
                // (driver-not-loaded), the Folding@home client's "cuInit() returned 100" after a reboot read as
                // no-driver (driver-not-loaded), and tensorflow-gpu's "CUDA_ERROR_UNKNOWN" on an Intel UHD 620 laptop
                // read as driver-not-loaded (no-driver); darknet's "no CUDA-capable device" with nvidia-smi's "GPU is
                // lost" also reads no-driver beside gpu-fell-off-bus. The floors hold today's figures, not a target.
                // Round nineteen read it 0.800 (12 of 15) / 0.800 / 0 hit: CUDA's unknown error after "suspending" or a
                // machine left idle, or with nvidia_uvm reloaded, and PyTorch's THC "cuda runtime error (999)"; the
                // floors hold that.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZZD,
                        Fixtures::library2026_11_29zzd,
                        16,
                        50,
                        1,
                        0.8,
                        0.8,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zzc/README.md): out of GPU memory said in
                // other words than PyTorch's "CUDA out of memory. Tried to allocate". Every rank 1-8 of 32 GitHub-issue
                // queries naming TensorFlow / Keras, JAX / XLA, CuPy, llama.cpp, ONNX Runtime, TensorRT, cuBLAS, cuDNN,
                // the CUDA driver API, PaddlePaddle, vLLM, Ollama, ComfyUI, AUTOMATIC1111, Blender Cycles, Julia
                // CUDA.jl, numba, MXNet or Darknet with their memory words and a failure word, labelled by each
                // thread's resolution; a negative where it was not the GPU's memory or no family fits. No thread any
                // other folder cites and no repository of the sixth held-out set. The rule aimed at 30-50 reports and
                // at least 8 negatives; its 32 queries gave 24 and 4, 22 and 4 after the final sibling check dropped
                // two threads the held-out set heldout-2026-11-29r also holds (SHORT OF AIM on both, the rule not
                // widened; README "Counts"). No thread left shared with the held-out sets heldout-2026-11-29q to -29s
                // or the sibling batches -29zza and -29zzb.
                // Measured on the batch as collected (24 reports, 4 negatives, 20 failure labels) with the engine of
                // f21e251d (this branch's base; batch data at c0ba1e39): recall 0.600 (12/20), precision 0.750
                // (12/16), 1 of the 4 negatives hit; after the final sibling check dropped the held-out set's two
                // threads (a CUDNN_STATUS_ALLOC_FAILED read as cudnn-status-error and Roblox Sober's
                // "OutOfMemoryGraphics", both missed), 22 reports: recall 0.667 (12/18), precision 0.800 (12/15), 1 of
                // 4 negatives hit. The misses: TensorFlow's bare "Resource exhausted" titles (a K20c too small for the
                // model, models trained one after another in a loop), Elixir Nx's "Failed to determine best cudnn
                // convolution algorithm" that hid an out-of-memory, Ollama's "Out of memory error" after an update and
                // Flowframes' misspelt "vkAllocateMemory Faied -2", left unread, and a CUDNN_STATUS_ALLOC_FAILED title
                // fixed by a smaller batch read as cudnn-status-error. The other false positives are cudnn-status-error
                // on the negative whose CUDNN_STATUS_ALLOC_FAILED a commenter put down to host RAM, and no-kernel-image
                // beside cuda-oom on a Darknet thread where a later commenter pastes "CUDA Error: invalid device
                // function". The floors hold today's figures, not a target.
                // Round nineteen read it 0.833 (15 of 18) / 0.882 / 1 hit: TensorFlow's ResourceExhaustedError said
                // bare (unless the text places it on the host) and CUDNN_STATUS_ALLOC_FAILED as cuda-oom; the negative
                // hit is now cuda-oom on the same host-RAM thread. The floors hold that.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZZC,
                        Fixtures::library2026_11_29zzc,
                        22,
                        50,
                        4,
                        0.833,
                        0.882,
                        1,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zze/README.md): the CUDA toolkit missing or
                // mismatched when building. Every rank 1-8 of 30 GitHub-issue queries naming CMake, Visual Studio /
                // MSBuild, PyTorch's cpp_extension, apex, flash-attn, xformers, mmcv, detectron2, pytorch3d,
                // tiny-cuda-nn, gsplat, bitsandbytes, llama-cpp-python, DeepSpeed or conda's cudatoolkit with toolkit
                // words and a failure word, labelled by each thread's resolution; a negative where it was not the GPU
                // stack (a project's architecture list or build script, a package install) or no family fits. No
                // thread any other folder cites and no repository of the sixth held-out set. The rule aimed at 30-50
                // reports and at least 8 negatives; its 30 queries gave 34 and 8 (README "Counts"). No thread shared
                // with the sibling batches -29zzf to -29zzh at the batch commit (none had collected.jsonl yet).
                // Measured on the batch as collected (34 reports, 8 negatives, 26 failure labels) with the engine of
                // 949ccb2a (this branch's base; batch data at 652c5cdd): recall 0.577 (15/26), precision 0.682
                // (15/22), 6 of the 8 negatives hit. The misses: CMake's bare "No CMAKE_CUDA_COMPILER could be found",
                // "No CUDA toolset found" with Visual Studio 2022, apex's FileNotFoundError for nvcc on Windows and
                // its "unsupported operand type(s) for +: 'NoneType' and 'str'" with CUDA_HOME None, DCNv2's
                // cuda_runtime_api.h title, pytorch3d's and llama-cpp-python's "Failed building wheel" titles whose
                // threads found the toolkit too old or not matching, FoundationPose's and GaussianAnything's CUDA
                // mismatches without the message, left unread, and AdelaiDet's "Not compiled with GPU support" (CUDA
                // not found when detectron2 was built) read as torch-not-compiled-with-cuda. The false positives are
                // torch-not-compiled-with-cuda on the three bitsandbytes "compiled without GPU support" negatives and
                // cuda-version-toolkit-mismatch on the three "Unsupported gpu architecture" negatives whose fix was
                // the project's architecture list or CMake option. The floors hold today's figures, not a target.
                // Round nineteen read it 0.615 (16 of 26) / 0.696 / 6 hit: a missing cuda_runtime.h /
                // cuda_runtime_api.h is the toolkit not installed or not on the include path; the floors hold that.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZZE,
                        Fixtures::library2026_11_29zze,
                        34,
                        50,
                        8,
                        0.615,
                        0.695,
                        6,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zzf/README.md): cuDNN version and load
                // problems across stacks. Every rank 1-8 of 30 GitHub-issue queries naming TensorFlow / Keras, PyTorch,
                // JAX, ONNX Runtime, PaddlePaddle, MXNet, CTranslate2 / faster-whisper, OpenCV DNN, Caffe, darknet or
                // conda vs pip cuDNN with cuDNN words and a failure word, labelled by each thread's resolution; a
                // negative where it was not the GPU stack or no family fits. No thread any other folder cites and no
                // repository of the sixth held-out set. The rule aimed at 30-50 reports and at least 8 negatives; its
                // 30 queries gave 26 and 4 (SHORT OF AIM on both, the rule not widened; README "Counts"). No thread
                // shared with the held-out sets heldout-2026-11-29q to -29s or the sibling batch -29zze.
                // Measured on the batch as collected (26 reports, 4 negatives, 22 failure labels) with the engine of
                // 949ccb2a (this branch's base; batch data at 2da2fb34): recall 0.545 (12/22), precision 0.667 (12/18),
                // 2 of the 4 negatives hit (a mistyped CUDA_VISIBLE_DEVICES and a model's grouped convolutions, both
                // read as cudnn-status-error). The misses: PaddlePaddle's "The installed Paddle is compiled with CUDNN
                // 7.6, but CUDNN version in your machine is 7.5" (twice), Caffe2's "cuDNN compiled (6021) and runtime
                // (7003) versions mismatch", JAX's "DNN library initialization failed" title and a whisperX segfault
                // inside cuDNN from mixed cuDNN installations, all left unread; a Caffe CUDNN_STATUS_BAD_PARAM fixed by
                // a newer cuDNN and TensorFlow's CUDNN_STATUS_NOT_INITIALIZED fixed by matching versions read as
                // nothing or cudnn-status-error (cudnn-version-mismatch); JAX's CUDNN_STATUS_INTERNAL_ERROR fixed by
                // installing cuDNN read as cudnn-status-error (cuda-runtime-lib-not-found); MXNet's
                // CUDNN_STATUS_NOT_INITIALIZED fixed by a driver update read as cudnn-status-error (driver-too-old);
                // CTranslate2's "Unable to load any of {libcudnn_cnn.so.9...}" against torch cu121's cuDNN read as
                // cuda-runtime-lib-not-found (cudnn-version-mismatch). The floors hold today's figures, not a target.
                // Round nineteen read it 0.682 (15 of 22) / 0.714 / 2 hit: Paddle's "compiled with CUDNN X, but CUDNN
                // version in your machine is Y" and Caffe2's "cuDNN compiled (N) and runtime (M) versions mismatch";
                // the floors hold that.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZZF,
                        Fixtures::library2026_11_29zzf,
                        26,
                        50,
                        4,
                        0.681,
                        0.714,
                        2,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zzg/README.md): WSL2's own GPU problems.
                // Every rank 1-8 of 30 GitHub-issue queries "wsl" with GPU words and a failure word in PyTorch,
                // TensorFlow, JAX, CuPy, llama.cpp, Ollama, ComfyUI, nvidia-docker / Docker Desktop, RAPIDS, Numba,
                // Julia CUDA.jl or WSL itself, labelled by each thread's resolution; a negative where it was not the
                // GPU stack or no family fits. No thread any other folder cites and no repository of the sixth held-out
                // set. The rule aimed at 30-50 reports and at least 8 negatives; its 30 queries gave 14 and 6 (SHORT OF
                // AIM on both, the rule not widened; README "Counts"). No thread shared with the sibling batches -29zze
                // or -29zzf at the batch commit.
                // Measured on the batch as collected (14 reports, 6 negatives, 8 failure labels) with the engine of
                // 949ccb2a (this branch's base; batch data at bd0d59bc): recall 0.625 (5/8), precision 0.500 (5/10),
                // 2 of the 6 negatives hit (an image's own libcuda.so.1 "file exists" read as container-no-gpu, and
                // "GPU access blocked by the operating system" read as no-driver); the misses are JAX's "No GPU/TPU
                // found" fixed by installing the CUDA toolkit and cuDNN read as torch-not-compiled-with-cuda
                // (cuda-runtime-lib-not-found), Ollama's NVML_ERROR_DRIVER_NOT_LOADED where the wrong library was
                // loaded in WSL read as driver-not-loaded (wsl-libcuda-not-found) and an old Linux libcuda.so.418
                // shadowing the WSL driver read as driver-too-old (no-driver). The floors hold today's figures, not a
                // target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZZG,
                        Fixtures::library2026_11_29zzg,
                        14,
                        50,
                        6,
                        0.625,
                        0.5,
                        2,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zzh/README.md): memory faults on the GPU
                // outside PyTorch. Every rank 1-8 of 32 GitHub-issue queries naming JAX/XLA, TensorFlow, CuPy, numba,
                // llama.cpp, vLLM, TensorRT, ONNX Runtime, Triton kernels, RAPIDS (cudf, cuml), OpenMM, GROMACS,
                // LAMMPS, Blender or custom CUDA kernels with fault words and a failure word, labelled by each
                // thread's resolution; a negative where it was not a GPU-stack family. No thread any other folder
                // cites and no repository of the sixth held-out set. The rule aimed at 30-50 reports and at least 8
                // negatives; its 32 queries gave 14 and 1 (SHORT OF AIM on both, the rule not widened; README
                // "Counts": most resolved answers were threads other folders already cite). No thread shared with
                // the sibling batches -29zze to -29zzg.
                // Measured on the batch as collected (14 reports, 1 negative, 15 failure labels) with the engine of
                // 949ccb2a (this branch's base; batch data at 25ef670a): recall 0.933 (14/15), precision 0.777
                // (14/18), 0 of the 1 negative hit; the miss is llama.cpp's bare "Illegal instruction during agentic
                // work" title (illegal-instruction, left unread); the false positives are illegal-address beside the
                // right label where the thread also pastes an illegal memory access (a Triton misaligned-address
                // regression whose sanitizer output says "Invalid __shared__ write", GOMC's "invalid device function"
                // followed by an illegal memory access, a faulty device's Xid 43/31 whose title names
                // CUDNN_STATUS_INTERNAL_ERROR and Illegal Memory Access, read as cudnn-status-error and
                // illegal-address beside xid-error). The floors hold today's figures, not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZZH,
                        Fixtures::library2026_11_29zzh,
                        14,
                        50,
                        1,
                        0.933,
                        0.777,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zzk/README.md): the families the library
                // holds least, in any stack. Every rank 1-8 of 34 GitHub-issue queries, two for each of
                // forward-compat-unsupported, mig-misconfig, fabric-manager-not-running, managed-memory-unsupported,
                // cooperative-launch-unsupported, ecc-uncorrectable, gpu-fell-off-bus, xid-error,
                // cuda-graph-capture-failure, illegal-instruction, wsl-gl-interop-unsupported,
                // optional-accel-import-break, kernel-bus-error, invalid-handle and pinned-memory-limit, three for
                // cuda-library-version-mismatch and one for dsa-build-flag, "<stack or tool> <the failure in a user's
                // words> <failure word>", labelled by each thread's resolution; a negative where it was not a GPU-stack
                // family. No thread any other folder cites and no repository of the sixth held-out set. The rule aimed
                // at 30-50 reports and at least 8 negatives; its 34 queries gave 11 and 2 (SHORT OF AIM on both, the
                // rule not widened; README "Counts": most resolved answers were threads other folders already cite). No
                // thread shared with the held-out sets heldout-2026-11-29t to -29v or the sibling batches -29zzi and
                // -29zzj.
                // Measured on the batch as collected (11 reports, 2 negatives, 9 failure labels) with the engine of
                // d598e6e7 (this branch's base; batch data at 0a255e5d): recall 0.778 (7/9), precision 0.778 (7/9),
                // 1 of the 2 negatives hit; the misses are a TensorRT plugin's "undefined symbol: cublasScalEx" between
                // two CUDA toolkits (cuda-library-version-mismatch, left unread) and cudf.pandas's managed pool failing
                // under WSL2 in a traceback cut before its last line (managed-memory-unsupported, left unread); the
                // false positives are MXNet's "no CUDA-capable device is detected" on a GT 550M the maintainer calls
                // too old, read as no-driver (the negative hit), and torch-not-compiled-with-cuda beside the right
                // no-kernel-image on EvaDB's "A40 with CUDA capability sm_86 is not compatible". The floors hold
                // today's figures, not a target.
                // Round twenty read it 0.889 (8 of 9) / 0.800 / 1 hit: a bare cuBLAS symbol undefined between two
                // toolkits is cuda-library-version-mismatch; the floors hold that.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZZK,
                        Fixtures::library2026_11_29zzk,
                        11,
                        50,
                        2,
                        0.888,
                        0.8,
                        1,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zzj/README.md): Chinese-language pages on the
                // runtime side. Every rank 1-8 of 30 web-page queries (corpus `pages`) worded in Chinese as a post's
                // title would be, the error words kept in English (CUDA out of memory, illegal memory access,
                // device-side assert, CUDNN_STATUS_* / CUBLAS_STATUS_*, NCCL errors and hangs, DataLoader shared
                // memory, busy or unavailable, launch timeout, Xid and fallen off the bus), kept only where a person
                // reports their own machine, labelled by each page's resolution. No page any other folder cites. The
                // rule aimed at 30-50 reports and at least 8 negatives; its 30 queries gave 3 and 0 (SHORT OF AIM on
                // both, the rule not widened; README "Counts": the corpus answered with explainers, error catalogues,
                // API docs and spam). No page shared with the held-out sets heldout-2026-11-29t to -29v or the sibling
                // batch -29zzi at the batch commit (none had collected.jsonl yet). Checked as pages off GitHub
                // (PAGE_BATCHES).
                // Measured on the batch as collected (3 reports, 0 negatives, 3 failure labels) with the engine of
                // d598e6e7 (this branch's base; batch data at f3a25ae8): recall 0.667 (2/3), precision 0.667 (2/3), no
                // negative to hit; the miss is a 2048ai.net article's "RuntimeError: CUDA out of memory. Tried to
                // allocate 870.00 MiB (GPU 2; 23.70 GiB total capacity; ...)" read as pinned-memory-limit instead of
                // cuda-oom (the article's list of causes names "pin_memory=True"). The floors hold today's figures,
                // not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZZJ,
                        Fixtures::library2026_11_29zzj,
                        3,
                        50,
                        0,
                        0.666,
                        0.666,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zzl/README.md): forum and Q&A pages in
                // English, by site. Every rank 1-8 of 32 `pages` queries naming the site where a user asks (NVIDIA
                // Developer Forums, PyTorch Forums, TensorFlow Forum, Stack Overflow, Ask Ubuntu, Super User, Unix &
                // Linux, Server Fault, Reddit, Hugging Face forums, Arch / Fedora / Ubuntu forums, Level1Techs) with
                // the failure in a user's words, kept only where a person reports their own machine with the error
                // pasted and the page says what it was, labelled by that resolution. No page any other folder cites.
                // The rule aimed at 30-50 reports and at least 8 negatives; its 32 queries gave 4 and 0 (SHORT OF AIM
                // on both, the rule not widened; README "Counts": the answers were explainers, catalogues, docs and
                // pages other folders cite). No page shared with the held-out sets heldout-2026-11-29t to -29v or the
                // sibling batches -29zzi to -29zzk.
                // Measured on the batch as collected (4 reports, 0 negatives, 4 failure labels) with the engine of
                // d598e6e7 (this branch's base; batch data at 953e95d8): recall 0.500 (2/4), precision 1.000 (2/2),
                // no negative to hit; the misses are a Jetson forum post whose PyTorch allocator fails with
                // "NVML_SUCCESS == r INTERNAL ASSERT FAILED" beside "cudaMalloc fails OOM" in prose (cuda-oom, the
                // moderator's "It looks like the error is OOM") and a DevOps blog quoting "NVIDIA kernel module
                // missing. Falling back to nouveau." (driver-not-loaded), both left unread. The floors hold today's
                // figures, not a target.
                // Round twenty read it 0.750 (3 of 4) / 1.000 / 0: Fedora's "NVIDIA kernel module missing. Falling back
                // to nouveau" is driver-not-loaded; the floors hold that.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZZL,
                        Fixtures::library2026_11_29zzl,
                        4,
                        50,
                        0,
                        0.75,
                        1.0,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-29zzi/README.md): Chinese-language pages on the
                // loading and install side. Every rank 1-8 of 30 `pages` queries worded in Chinese as a post's title
                // (CUDA / cuDNN library not found, torch.cuda.is_available() False, Torch not compiled with CUDA,
                // driver / toolkit mismatches, no kernel image, NVIDIA-SMI has failed, NVML mismatch, no GPU in Docker
                // or WSL), keeping only a person's own machine with the error pasted and the page's resolution;
                // generic explainers, error catalogues and SEO copies skipped. No page any other folder cites. The
                // rule aimed at 30-50 reports and at least 8 negatives; its 30 queries gave 7 and 0 (SHORT OF AIM on
                // both, the rule not widened; README "Counts"). No page shared with the held-out sets
                // heldout-2026-11-29t to -29v (none committed yet).
                // Measured on the batch as collected (7 reports, 0 negatives, 7 failure labels) with the engine of
                // d598e6e7 (this branch's base; batch data at 3cc3fd2e): recall 0.286 (2/7), precision 0.400 (2/5), no
                // negatives to hit; the misses are onnxruntime-gpu's libcublasLt.so.11 failing to load on a CUDA 12
                // Colab, told in Chinese prose (cuda-runtime-lib-not-found, left unread), PaddleOCR's "Error loading
                // cudnn_cnn64_9.dll or one of its dependencies" beside PyTorch's cuDNN (cudnn-version-mismatch, read as
                // cuda-runtime-lib-not-found and cuda-library-version-mismatch), CUDNN_STATUS_NOT_SUPPORTED from
                // PyTorch's bundled cuDNN against the system's (cudnn-version-mismatch, read as cudnn-status-error), an
                // RTX 4090 host on driver 470 whose nvidia-smi says "No devices were found" (no-driver, left unread)
                // and Warp's "Unable to determine CUDA driver version" from the stub libcuda.so
                // (wsl-libcuda-not-found, left unread). The floors hold today's figures, not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_29ZZI,
                        Fixtures::library2026_11_29zzi,
                        7,
                        50,
                        0,
                        0.285,
                        0.400,
                        0,
                        Batch::nothingMore),
                // A batch of issue 37's library (fixtures/train-2026-11-30/README.md): GPU access blocked by a security
                // or permission mechanism. Every rank 1-8 of 30 GitHub-issue queries naming Secure Boot / MOK, kernel
                // lockdown, SELinux, AppArmor, seccomp, rootless Docker / Podman and the NVIDIA Container Toolkit, the
                // video / render group and non-root users, Windows policy / antivirus, Slurm / cgroup device
                // constraints, Singularity / Apptainer or Kubernetes securityContext with a failure word, labelled by
                // each thread's resolution; a negative where the mechanism itself was the cause and no family describes
                // it, or it was not the GPU stack. No thread any other folder cites and no repository of the sixth
                // held-out set. The rule aimed at 30-50 reports and at least 8 negatives; its 30 queries gave 27 and 24
                // (SHORT OF AIM on reports, the rule not widened; README "Counts"). No thread shared with the held-out
                // sets heldout-2026-11-30 or heldout-2026-11-30b.
                // Measured on the batch as collected (27 reports, 24 negatives, 3 failure labels) with the engine of
                // 82665382 (this branch's base; batch data at 9b1992b4): recall 0.667 (2/3), precision 0.333 (2/6),
                // 3 of the 24 negatives hit; the miss is a pod that lost /dev/nvidia-uvm after a reboot (EPERM, then
                // cudaGetDeviceCount code=30) read as driver-not-loaded (container-no-gpu), and the negatives hit are
                // Secure Boot refusing a non-GPU DKMS module read as driver-not-loaded, and rootless podman's
                // setgroups() failure and a mount over /sys/fs/cgroup in nvidia-container-cli read as
                // container-no-gpu. The floors hold today's figures, not a target.
                new Batch(
                        Fixtures.Split.TRAIN_2026_11_30,
                        Fixtures::library2026_11_30,
                        27,
                        50,
                        24,
                        0.666,
                        0.333,
                        3,
                        Batch::nothingMore));
    }

    private final DiagnosisService service = new DiagnosisService(KnowledgeBase.standard());

    @ParameterizedTest(name = "{0}")
    @MethodSource("batches")
    void everyReportCarriesSourceStackYearPlatformLabelsAndItsQuery(Batch batch) {
        List<Fixtures.Fixture> reports = batch.reports().get();
        batch.rule().check(reports, List.copyOf(service.knowledgeBase().ids()));
        assertThat(reports).allSatisfy(f -> {
            assertThat(f.platform()).as(f.name() + " platform").isNotBlank();
            batch.alsoHolds().accept(f);
        });
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("batches")
    void howTheRulesReadTheBatchIsPrintedAndHeld(Batch batch) {
        FixtureScore.printAndHold(
                batch.split().folder,
                batch.reports().get(),
                service,
                batch.recallFloor(),
                batch.precisionFloor(),
                batch.negativesHitCeiling());
    }
}
