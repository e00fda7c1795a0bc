package dev.gpudoctor.diagnosis;

import java.net.URI;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The coarse software stack a report came from ("pytorch", "vllm", "container", "driver"…), read from
 * its {@code # stack:} line, else from the repository its source thread belongs to. Leave-one-stack-out
 * measurement removes every report of a stack at once, so the key is deliberately coarse: two vLLM
 * reports worded alike must not count as independent evidence for each other.
 */
final class ReportStack {

    /** First match wins: a front end or server is named before the framework under it. */
    private static final List<Map.Entry<String, String>> KEYWORDS = List.of(
            Map.entry("comfyui", "sd-frontend"),
            Map.entry("stable-diffusion", "sd-frontend"),
            Map.entry("stable diffusion", "sd-frontend"),
            Map.entry("automatic1111", "sd-frontend"),
            Map.entry("invokeai", "sd-frontend"),
            Map.entry("fooocus", "sd-frontend"),
            Map.entry("webui", "sd-frontend"),
            Map.entry("forge", "sd-frontend"),
            Map.entry("ollama", "llama.cpp"),
            Map.entry("llama.cpp", "llama.cpp"),
            Map.entry("llama-cpp", "llama.cpp"),
            Map.entry("llamafile", "llama.cpp"),
            Map.entry("koboldcpp", "llama.cpp"),
            Map.entry("vllm", "vllm"),
            Map.entry("sglang", "vllm"),
            Map.entry("lmdeploy", "vllm"),
            Map.entry("tensorrt", "vllm"),
            Map.entry("text-generation", "vllm"),
            Map.entry("xinference", "vllm"),
            Map.entry("jax", "jax"),
            Map.entry("tensorflow", "tensorflow"),
            Map.entry("keras", "tensorflow"),
            Map.entry("onnx", "onnxruntime"),
            Map.entry("triton", "triton"),
            Map.entry("inductor", "triton"),
            Map.entry("torch.compile", "triton"),
            Map.entry("transformers", "transformers"),
            Map.entry("flash-attn", "transformers"),
            Map.entry("flash_attn", "transformers"),
            Map.entry("deepspeed", "transformers"),
            Map.entry("accelerate", "transformers"),
            Map.entry("bitsandbytes", "transformers"),
            Map.entry("kubernetes", "container"),
            Map.entry("k8s", "container"),
            Map.entry("docker", "container"),
            Map.entry("podman", "container"),
            Map.entry("container", "container"),
            Map.entry("singularity", "container"),
            Map.entry("apptainer", "container"),
            Map.entry("enroot", "container"),
            Map.entry("nccl", "nccl"),
            Map.entry("wsl", "wsl"),
            Map.entry("nvidia-smi", "driver"),
            Map.entry("driver", "driver"),
            Map.entry("dkms", "driver"),
            Map.entry("kernel", "driver"),
            Map.entry("nvrm", "driver"),
            Map.entry("fabricmanager", "driver"),
            Map.entry("fabric manager", "driver"),
            Map.entry("mig", "driver"),
            Map.entry("dmesg", "driver"),
            Map.entry("dcgm", "driver"),
            Map.entry("nvml", "driver"),
            Map.entry("server", "driver"),
            Map.entry("mace", "pytorch"),
            Map.entry("pytorch", "pytorch"),
            Map.entry("torch", "pytorch"));

    private ReportStack() {}

    /** The stack of a report whose header said {@code stackLine} (may be empty) and whose thread is {@code source}. */
    static String of(String stackLine, String source) {
        String fromLine = keyword(stackLine);
        if (fromLine != null) {
            return fromLine;
        }
        String repository = repository(source);
        String fromRepository = keyword(repository.replace('/', ' '));
        return fromRepository != null ? fromRepository : repository;
    }

    private static String keyword(String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        for (Map.Entry<String, String> entry : KEYWORDS) {
            if (lower.contains(entry.getKey())) {
                return entry.getValue();
            }
        }
        return null;
    }

    /** "owner/name" of a GitHub thread, else the host: another forum is a stack of its own. */
    private static String repository(String source) {
        try {
            URI uri = URI.create(source.strip());
            String host = uri.getHost() == null ? "" : uri.getHost().toLowerCase(Locale.ROOT);
            String[] parts =
                    uri.getPath() == null ? new String[0] : uri.getPath().split("/");
            if (host.equals("github.com") && parts.length >= 3) {
                return (parts[1] + "/" + parts[2]).toLowerCase(Locale.ROOT);
            }
            return host.isEmpty() ? "other" : host;
        } catch (IllegalArgumentException e) {
            return "other";
        }
    }
}
