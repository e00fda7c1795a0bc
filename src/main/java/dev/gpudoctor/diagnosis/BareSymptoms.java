package dev.gpudoctor.diagnosis;

import dev.gpudoctor.model.CheckId;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.RecommendedAction;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * Bare signals a process dies with ("Bus error (core dumped)", "Segmentation fault (core dumped)",
 * "Killed", "Illegal instruction"), and a framework answering that it sees no GPU, read only when no known issue matched: on their own they name no
 * cause, so the finding says what the signal means in a GPU stack, what to paste next and which
 * checks to run, with the WSL2 causes first when the text comes from WSL2.
 */
final class BareSymptoms {

    /** Below every error-code finding: a signal alone is the weakest hint there is. */
    static final double CONFIDENCE = 0.25;

    private static final String PASTE_NEXT =
            "Paste next: the 30–50 lines printed before the signal or the answer (the last Python "
                    + "frames or log lines name the step that died), the command that was run, and on Linux/WSL2 the kernel's "
                    + "side of it: 'sudo dmesg -T | tail -50' (or 'journalctl -k -n 50') right after the crash.";

    /** What to paste after a framework said it sees no GPU: nothing crashed, so the machine's side is what is missing. */
    private static final String PASTE_NEXT_NO_GPU = "Paste next: the output of 'nvidia-smi', of 'python -m "
            + "torch.utils.collect_env' (or 'jax.print_environment_info()'), how the framework was installed (pip or conda "
            + "command, container image), and any warning printed when it was imported; or run 'gpu-doctor check' and "
            + "diagnose its bundle.";

    private record Symptom(
            String id,
            String title,
            Pattern line,
            String meaning,
            String wsl2,
            String linux,
            List<CheckId> checks,
            String pasteNext) {

        Symptom(
                String id,
                String title,
                Pattern line,
                String meaning,
                String wsl2,
                String linux,
                List<CheckId> checks) {
            this(id, title, line, meaning, wsl2, linux, checks, PASTE_NEXT);
        }
    }

    private static final List<Symptom> SYMPTOMS = List.of(
            new Symptom(
                    "signal-bus-error",
                    "The process died with SIGBUS (bus error): the signal alone names no cause",
                    Pattern.compile(
                            "^(\\S.*: )?(line \\d+: +\\d+ )?Bus error( \\(core dumped\\))?\\s*$",
                            Pattern.CASE_INSENSITIVE),
                    "SIGBUS means the process touched memory that is mapped but cannot be backed. In a GPU stack the usual "
                            + "causes are a full /dev/shm (PyTorch DataLoader workers and NCCL pass tensors through it; "
                            + "Docker gives containers 64 MB by default), a memory-mapped file (model weights, a dataset) "
                            + "that shrank or sits on a failing or network disk, or pinned host memory the kernel could not map.",
                    "Under WSL2 first: the WSL2 VM's memory and swap limits (.wslconfig) and WSL2's GPU paravirtualisation "
                            + "(an old WSL kernel or Windows driver) also end in a bus error; 'wsl.exe --update' and a newer "
                            + "Windows NVIDIA driver, then more memory in .wslconfig.",
                    "On Linux: 'df -h /dev/shm' (Docker: --shm-size=8g or --ipc=host), and whether the mapped files are complete.",
                    List.of(CheckId.SHM, CheckId.MEMORY, CheckId.WSL)),
            new Symptom(
                    "signal-segfault",
                    "The process died with SIGSEGV (segmentation fault): the signal alone names no cause",
                    Pattern.compile(
                            "^(\\S.*: )?(line \\d+: +\\d+ )?Segmentation fault( \\(core dumped\\))?\\s*$|^Fatal Python error: Segmentation fault\\s*$",
                            Pattern.CASE_INSENSITIVE),
                    "SIGSEGV is a crash in native code. In a GPU stack it is most often two builds that do not fit: a compiled "
                            + "extension (flash-attn, xformers, a custom op, bitsandbytes, llama-cpp-python) built against "
                            + "another torch, CUDA or Python; two copies of a CUDA library in one process; or a driver "
                            + "user-space library that does not match the kernel module.",
                    "Under WSL2 first: a libcuda.so from a Linux driver package installed inside WSL2 shadows the one Windows "
                            + "provides (/usr/lib/wsl/lib); remove the Linux driver packages inside WSL2 and keep /usr/lib/wsl/lib "
                            + "first on the loader path.",
                    "On Linux: run 'python -X faulthandler your_script.py' to see the Python frame that crashed, and 'pip list' "
                            + "for extensions built for another torch.",
                    List.of(CheckId.PYTHON_ENV, CheckId.LOADER_PATH, CheckId.DRIVER_VS_TORCH, CheckId.WSL)),
            new Symptom(
                    "signal-killed",
                    "The process was killed (SIGKILL): most often the host's out-of-memory killer",
                    Pattern.compile(
                            "^(\\S.*: )?(line \\d+: +\\d+ )?Killed(\\s+\\S.*)?\\s*$|\\boom[_-]kill events?\\b|OOM Killed|Out of memory: Killed process"),
                    "'Killed' with nothing else is SIGKILL, and on a machine that runs models it is almost always the host's "
                            + "out-of-memory killer: host RAM ran out (loading weights to the CPU before moving them to the GPU, "
                            + "too many DataLoader workers, a container or Slurm job memory limit), not GPU memory.",
                    "Under WSL2 first: the WSL2 VM gets half of the Windows RAM by default; raise 'memory=' (and 'swap=') in "
                            + "%UserProfile%\\.wslconfig, then 'wsl.exe --shutdown'.",
                    "On Linux: 'sudo dmesg -T | grep -i -E \"killed process|oom\"' shows the kill; under Slurm 'sacct -j JOBID "
                            + "-o JobID,State,MaxRSS,ReqMem' shows the limit; load weights with low_cpu_mem_usage or mmap.",
                    List.of(CheckId.MEMORY, CheckId.WSL)),
            new Symptom(
                    "signal-illegal-instruction",
                    "The process died with SIGILL (illegal instruction): the signal alone names no cause",
                    Pattern.compile(
                            "^(\\S.*: )?(line \\d+: +\\d+ )?Illegal instruction( \\(core dumped\\))?\\s*$",
                            Pattern.CASE_INSENSITIVE),
                    "SIGILL is the CPU (not the GPU) refusing an instruction: a wheel or binary built for newer CPU features "
                            + "(AVX2, AVX-512, or ARMv8.2 on an older ARM board) than this CPU has, as with prebuilt "
                            + "llama.cpp, TensorFlow or numpy wheels on old or virtual CPUs.",
                    "Under WSL2 first: the CPU features WSL2 exposes are those of the Windows host; check them with "
                            + "'grep -o -w -E \"avx2|avx512f\" /proc/cpuinfo | sort -u' inside WSL2.",
                    "On Linux: 'grep -o -w -E \"avx|avx2|avx512f\" /proc/cpuinfo | sort -u', then install a build for this CPU "
                            + "or build from source; in a VM, pass the host CPU model through.",
                    List.of(CheckId.PYTHON_ENV, CheckId.ARCH_VS_WHEEL)),
            new Symptom(
                    "gpu-not-available",
                    "The framework sees no GPU (is_available() False): the answer alone names no cause",
                    Pattern.compile(
                            "is_available\\(\\)\\W{0,20}(?:returns?|returned|is|gives|gave|shows?|->|=+|:)?\\W{0,5}false\\b"
                                    + "|\\bcuda (?:is )?available\\W{0,3}\\s*false\\b|\\bno gpu/tpu found\\b"
                                    + "|\\bno cuda gpus are available\\b",
                            Pattern.CASE_INSENSITIVE),
                    "torch.cuda.is_available() (or the framework's own 'no GPU') answers False whatever the cause. In the "
                            + "order they are met: a CPU-only build of the framework (torch.version.cuda is None), a driver "
                            + "older than the CUDA the build needs, CUDA_VISIBLE_DEVICES hiding every GPU, a container started "
                            + "without GPU access, no driver at all.",
                    "Under WSL2 first: the Windows NVIDIA driver provides the GPU (no Linux driver inside WSL2); 'nvidia-smi' "
                            + "inside WSL2 must list the GPU, and 'ls /usr/lib/wsl/lib' must show libcuda.so.",
                    "On Linux: python -c \"import torch; print(torch.__version__, torch.version.cuda, torch.cuda.is_available())\" "
                            + "(a version without +cu and a CUDA of None is a CPU build); 'nvidia-smi' (driver and the CUDA "
                            + "it supports); 'echo $CUDA_VISIBLE_DEVICES'.",
                    List.of(CheckId.TORCH_CUDA_BUILD, CheckId.DRIVER_VS_TORCH, CheckId.GPU_VISIBLE, CheckId.WSL),
                    PASTE_NEXT_NO_GPU),
            new Symptom(
                    "gpu-not-used",
                    "The program does not use or find the GPU, said in words: the words alone name no cause",
                    Pattern.compile(
                            "\\b(?:not|never|unable to|can ?not|fails? to|failed to|(?:does|do|did|ca|is|are|was|were|wo|could|would)n[’']?t)(?:\\s+[\\w.-]+){0,2}?\\s+(?:be\\s+)?(?:us(?:e|es|ed|ing)"
                                    + "|utili[sz](?:e|es|ed|ing)|detect(?:s|ed|ing)?|find(?:s|ing)?|see(?:s|ing)?|recogni[sz](?:e|es|ed|ing)"
                                    + "|load(?:s|ed|ing)? (?:in)?to)\\s+(?:(?:the|my|any|an?|available|nvidia|dedicated)\\s+)*"
                                    + "(?:gpus?|cuda|graphics card|video card)\\b"
                                    + "|\\b(?:gpus?|cuda)(?: acceleration)?\\s+(?:is |are |was |does |do )?(?:not|never|(?:does|do|did|is|are|was|were)n[’']?t)\\s+(?:being |seem(?:s)? "
                                    + "(?:to be )?)?(?:used|utili[sz]ed|utili[sz]ing|detected|found|recogni[sz]ed|in use|active|working)\\b"
                                    + "|\\b(?:uses?|using|used|runs?|running|ran|falls? back to|falling back to)\\s+(?:on\\s+)?(?:the\\s+)?cpu"
                                    + "\\s+(?:instead of|rather than|not)\\s+(?:the\\s+)?gpu\\b"
                                    + "|\\bcpu (?:is )?(?:being )?used instead of (?:the )?gpu\\b",
                            Pattern.CASE_INSENSITIVE),
                    "A program that runs but leaves the GPU idle, or says it found none, names no cause by itself. In the order "
                            + "they are met: the program never asked for the GPU (the model or the tensors left on the CPU, a "
                            + "device setting of 'cpu', an application's own GPU switch off); a CPU-only build of the framework; a "
                            + "model larger than the GPU's memory, which a local LLM server then runs on the CPU in part or "
                            + "whole; CUDA_VISIBLE_DEVICES empty or wrong; a container started without GPU access; no driver.",
                    "Under WSL2 first: the Windows NVIDIA driver provides the GPU (no Linux driver inside WSL2); 'nvidia-smi' "
                            + "inside WSL2 must list the GPU, and 'ls /usr/lib/wsl/lib' must show libcuda.so.",
                    "On Linux: 'nvidia-smi' while the program runs (is its process listed, and how much memory does it hold?); "
                            + "python -c \"import torch; print(torch.__version__, torch.version.cuda, torch.cuda.is_available())\" "
                            + "(a CUDA of None is a CPU build); 'echo $CUDA_VISIBLE_DEVICES'; for a local LLM server, its log's "
                            + "line on how many layers it offloaded to the GPU.",
                    List.of(CheckId.TORCH_CUDA_BUILD, CheckId.GPU_VISIBLE, CheckId.DRIVER_VS_TORCH, CheckId.WSL),
                    PASTE_NEXT_NO_GPU),
            new Symptom(
                    "gpu-hang",
                    "The program hangs on the GPU, said in words: a hang prints nothing that names its cause",
                    Pattern.compile(
                            "\\b(?:hangs?|hanging|hung|stuck|freez(?:e|es|ing)|frozen|deadlock(?:s|ed)?|never (?:finishes|returns|ends))\\b",
                            Pattern.CASE_INSENSITIVE),
                    "A hang is a wait that never ends. In a GPU program it is most often a collective (NCCL, with several GPUs or "
                            + "nodes) waiting for a rank that died or never joined; a DataLoader worker that deadlocked; a "
                            + "kernel that never returns, or a GPU that stopped answering (the kernel log shows an Xid); or a "
                            + "first run compiling every kernel for a GPU newer than the build, which takes minutes and ends.",
                    "Under WSL2 first: peer-to-peer between GPUs is not supported in WSL2, and NCCL can wait on it: rerun with "
                            + "NCCL_P2P_DISABLE=1; a Windows driver update (with 'wsl.exe --update') fixes older WSL2 hangs.",
                    "On Linux: 'py-spy dump --pid PID' shows where every thread waits; with several GPUs rerun with "
                            + "NCCL_DEBUG=INFO and TORCH_DISTRIBUTED_DEBUG=DETAIL (and TORCH_NCCL_ASYNC_ERROR_HANDLING=1, so "
                            + "that a stuck collective ends in an error); 'nvidia-smi' during the hang (utilisation at 100% is a "
                            + "kernel running, 0% a wait); 'sudo dmesg -T | grep -i xid'.",
                    List.of(CheckId.DEBUG_ENV_VARS, CheckId.XID_HISTORY, CheckId.GPU_PROCESSES, CheckId.WSL),
                    "Paste next: the 'py-spy dump' of the stuck process (or the last 50 lines printed with NCCL_DEBUG=INFO), "
                            + "how many GPUs and processes it ran on, and 'sudo dmesg -T | tail -50' taken during the hang."),
            new Symptom(
                    "gpu-slow",
                    "The program is slow on the GPU, said in words: slowness alone names no cause",
                    Pattern.compile(
                            "\\b(?:(?:very |much |too |extremely |really |so )?slow(?:er)?|sluggish|no speed ?-?up|not faster|"
                                    + "low (?:gpu )?(?:utili[sz]ation|usage)|0 ?% (?:gpu )?(?:usage|utili[sz]ation|load))\\b",
                            Pattern.CASE_INSENSITIVE),
                    "A slow GPU program has a cause that a figure shows and words do not: the work may not run on the GPU at "
                            + "all; the GPU may wait for data (utilisation low, a CPU core busy); the first iterations may "
                            + "compile kernels (torch.compile, cuDNN autotuning); the GPU may be held at low clocks (power or "
                            + "thermal limits, a laptop's power saving); or the task may be too small to gain from a GPU.",
                    "Under WSL2 first: pinned host memory is capped and copies between host and GPU are slower than on native "
                            + "Linux; keep data on the GPU between steps, and compare with the same run on Windows or Linux.",
                    "On Linux: 'nvidia-smi dmon -s pucm' while it runs (utilisation, clocks, memory); 'nvidia-smi -q -d "
                            + "PERFORMANCE' (why clocks are held down); time a step after the first few; GPU Doctor's speed "
                            + "check compares this GPU with what the same kind of GPU does.",
                    List.of(CheckId.GPU_OUTLIER, CheckId.GPU_PROCESSES, CheckId.MEMORY, CheckId.WSL),
                    "Paste next: the time per step (after the first few) and how it was measured, the GPU model, "
                            + "'nvidia-smi dmon -s pucm' over ten seconds while it runs, and the same figure on the CPU if you have it."));

    private BareSymptoms() {}

    static List<DiagnosisFinding> findings(List<String> lines, boolean wsl2) {
        List<DiagnosisFinding> findings = new ArrayList<>();
        for (Symptom symptom : SYMPTOMS) {
            if (SAID_IN_WORDS.contains(symptom.id()) && lines.size() > MAX_LINES_OF_WORDS) {
                continue;
            }
            TreeMap<Integer, String> evidence = new TreeMap<>();
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                if (line.length() < 200
                        && mentions(line, symptom)
                        && symptom.line().matcher(line).find()) {
                    evidence.putIfAbsent(i, line);
                } else if (line.length() < 200 && mentions(line, symptom) && answeredOnTheNextLine(lines, i, symptom)) {
                    evidence.putIfAbsent(i, line);
                    evidence.putIfAbsent(i + 1, lines.get(i + 1));
                }
            }
            if (evidence.isEmpty()) {
                continue;
            }
            String remedy = (wsl2 ? symptom.wsl2() + "\n" + symptom.linux() : symptom.linux() + "\n" + symptom.wsl2())
                    + "\n" + symptom.pasteNext();
            findings.add(new DiagnosisFinding(
                    symptom.id(),
                    symptom.title(),
                    CONFIDENCE,
                    Diagnoser.evidenceLines(evidence),
                    symptom.meaning(),
                    remedy,
                    List.of(),
                    symptom.checks(),
                    DiagnosisFinding.Kind.SYMPTOM,
                    null,
                    RecommendedAction
                            .RERUN_WITH_SWITCH)); // run again so that it says more: the signal alone names no cause
        }
        return findings;
    }

    private static final Pattern AVAILABILITY_ASKED = Pattern.compile("is_available\\(\\)\\)?\\s*$");

    /** An interpreter's answer on the line after the question: ">>> torch.cuda.is_available()" then "False". */
    private static boolean answeredOnTheNextLine(List<String> lines, int i, Symptom symptom) {
        return symptom.id().equals("gpu-not-available")
                && i + 1 < lines.size()
                && lines.get(i + 1).strip().equalsIgnoreCase("false")
                && AVAILABILITY_ASKED.matcher(lines.get(i)).find();
    }

    /**
     * Symptoms read from a person's words, not from what a program printed: a title or a few sentences. In a log of
     * more than {@value} lines, a line saying the GPU is slow or not found is a program's record, which a rule or a code
     * reads if it means a failure; and a long log is not scanned for them at all.
     */
    static final int MAX_LINES_OF_WORDS = 40;

    private static final Set<String> SAID_IN_WORDS = Set.of("gpu-not-used", "gpu-hang", "gpu-slow");

    /** A hang or a slowness is read only in a sentence about the GPU, a title or a line saying so, not in a log's record. */
    private static final int MAX_SENTENCE_CHARS = 160;

    /** Read only in a text of at most {@link #MAX_LINES_OF_WORDS} lines, so lower-casing each line costs nothing. */
    private static boolean mentionsTheGpu(String line) {
        String lower = line.toLowerCase(Locale.ROOT);
        return lower.contains("gpu") || lower.contains("cuda") || lower.contains("nccl");
    }

    /** A cheap test before the expression, as the shell and the kernel spell the signals: this runs on every line. */
    private static boolean mentions(String line, Symptom symptom) {
        return switch (symptom.id()) {
            case "signal-bus-error" -> line.contains("Bus error") || line.contains("bus error");
            case "signal-segfault" -> line.contains("Segmentation fault") || line.contains("segmentation fault");
            case "signal-killed" -> line.contains("Killed") || line.contains("oom_kill") || line.contains("oom-kill");
            case "gpu-not-available" ->
                line.contains("vailable") || line.contains("GPU/TPU") || line.contains("gpu/tpu");
            case "gpu-not-used" -> mentionsTheGpu(line);
            case "gpu-hang" -> line.length() < MAX_SENTENCE_CHARS && mentionsTheGpu(line);
            case "gpu-slow" -> line.length() < MAX_SENTENCE_CHARS && mentionsTheGpu(line);
            default -> line.contains("Illegal instruction") || line.contains("illegal instruction");
        };
    }
}
