package dev.gpudoctor.diagnosis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.DiagnosisContext;
import dev.gpudoctor.model.DiagnosisFinding;
import dev.gpudoctor.model.DiagnosisReport;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * A log past the default 8 MiB cap, as `diagnose` reads a file it is given, is read whole and its one report
 * found among 9 MiB of lines that share words with the signatures. How fast (the scan is linear: such a log once
 * took 20 s) is a figure, not a test: benchmarks/diagnose.sh prints seconds per MiB at 1 and 9 MiB in one run,
 * with the load beside them.
 */
class DiagnoserSpeedTest {

    /** Lines like those of a long training log: mostly noise that shares words with the signatures. */
    private static final String[] NOISE = {
        "2024-05-01 12:00:00 INFO epoch 3 step 1200 loss 0.4312 lr 1.0e-4 cuda:0 mem 10.2 GiB",
        "[rank0]:[W501 12:00:01 ProcessGroupNCCL.cpp:4115] NCCL INFO Channel 00 : 0[0] -> 1[1] via P2P/IPC",
        "  File \"/usr/lib/python3/site-packages/torch/nn/modules/module.py\", line 1532, in _wrapped_call_impl",
        "W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libnvinfer.so.7'",
        "Triton autotuning for function matmul_kernel finished after 2.11s; best config BLOCK_M: 64, num_warps: 4",
        "nvidia-smi: GPU 0: NVIDIA GeForce RTX 4090 (UUID: GPU-00000000-0000-0000-0000-000000000000) Driver Version: 550.54",
    };

    @Test
    void aNineMebibyteLogIsReadWholeAndItsReportFound() throws Exception {
        DiagnosisService service = DiagnosisService.standard();
        StringBuilder log = new StringBuilder(10 << 20);
        int line = 0;
        while (log.length() < 9 << 20) {
            log.append(NOISE[line++ % NOISE.length]).append('\n');
            if (line == 40_000) {
                log.append("RuntimeError: CUDA error: an illegal memory access was encountered\n");
            }
        }
        byte[] bytes = log.toString().getBytes(StandardCharsets.UTF_8);

        DiagnosisReport report =
                service.diagnose(LogText.read(new ByteArrayInputStream(bytes), 16L << 20), DiagnosisContext.UNKNOWN);

        assertThat(report.truncated()).isFalse();
        assertThat(report.linesRead()).isGreaterThan(40_000 * 2);
        assertThat(report.findings()).extracting(DiagnosisFinding::id).contains("illegal-address");
    }
}
