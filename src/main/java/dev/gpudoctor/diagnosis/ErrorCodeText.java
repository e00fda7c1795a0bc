package dev.gpudoctor.diagnosis;

import dev.gpudoctor.diagnosis.ErrorCodeCatalogue.Code;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.EvidenceLine;
import dev.gpudoctor.model.LaunchCommand;
import dev.gpudoctor.model.RecommendedAction;
import java.util.List;

/** The words of an error-code finding: what the vendor says the code means, and what that implies. */
final class ErrorCodeText {

    private ErrorCodeText() {}

    static DiagnosisFinding finding(Code code, double confidence, List<EvidenceLine> evidence) {
        String title = code.label() + (code.message() == null ? "" : ": " + code.message());
        StringBuilder explanation =
                new StringBuilder(code.meaning() == null ? "" : code.meaning().strip());
        if (code.sticky()) {
            explanation
                    .append(explanation.isEmpty() ? "" : " ")
                    .append(
                            code.family().equals("nvml")
                                    ? "This is sticky: the GPU stays unusable until it is reset or the machine restarted."
                                    : "This is sticky: every later CUDA call in the same process fails the same way, so the first CUDA error"
                                            + " in the log is the one that matters, and only a new process recovers.");
        }
        explanation
                .append(explanation.isEmpty() ? "" : " ")
                .append(
                        "GPU Doctor's knowledge base has no entry that matches this text, so this is what the code means, not a diagnosis.");
        String remedy = code.sticky() && !code.family().equals("nvml")
                ? "1. Restart the process; to find the kernel that failed, run it again with synchronous launches.\n"
                        + "   $ CUDA_LAUNCH_BLOCKING=1 python your_script.py\n"
                        + "2. Run GPU Doctor's checks to rule out the driver and the installation.\n   $ "
                        + LaunchCommand.line("check")
                : code.sticky()
                        ? "1. Reset the GPU or reboot, then look for Xid lines in the kernel log.\n   $ sudo dmesg | grep -i xid"
                        : "1. Look up " + code.name()
                                + " together with the failing library's version; run GPU Doctor's checks to rule out"
                                + " the driver and the installation.\n   $ " + LaunchCommand.line("check");
        DiagnosisFinding.ErrorCode info = new DiagnosisFinding.ErrorCode(
                code.family(), code.number(), code.name(), code.meaning(), code.sticky());
        return new DiagnosisFinding(
                code.name(),
                title,
                confidence,
                evidence,
                explanation.toString(),
                remedy,
                List.of(reference(code.family())),
                List.of(),
                DiagnosisFinding.Kind.ERROR_CODE,
                info,
                action(code));
    }

    /** What the code asks for, as its remedy says: a new process, a GPU reset, or a closer look (a re-run with checks). */
    private static RecommendedAction action(Code code) {
        if (!code.sticky()) {
            return RecommendedAction.RERUN_WITH_SWITCH;
        }
        return code.family().equals("nvml") ? RecommendedAction.RESET_GPU : RecommendedAction.RESTART_PROCESS;
    }

    private static String reference(String family) {
        return switch (family) {
            case "nvml" -> "https://docs.nvidia.com/deploy/nvml-api/group__nvmlDeviceEnumvs.html";
            case "cublas" -> "https://docs.nvidia.com/cuda/cublas/index.html#cublasstatus-t";
            case "cudnn" -> "https://docs.nvidia.com/deeplearning/cudnn/latest/api/cudnn-graph-library.html";
            case "nccl" -> "https://docs.nvidia.com/deeplearning/nccl/user-guide/docs/api/types.html";
            default -> "https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html";
        };
    }
}
