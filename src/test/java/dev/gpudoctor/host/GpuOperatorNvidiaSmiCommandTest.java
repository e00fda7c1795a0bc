package dev.gpudoctor.host;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The GPU Operator's nvidia-smi runs with its own libraries on LD_LIBRARY_PATH; any other runs as it is. */
class GpuOperatorNvidiaSmiCommandTest {

    @Test
    void theOperatorsNvidiaSmiGetsItsLibraryDirectories() {
        assertThat(HostFactsReader.nvidiaSmiCommand(
                        "/run/nvidia/driver/usr/bin/nvidia-smi",
                        List.of("/run/nvidia/driver/usr/lib/x86_64-linux-gnu", "/run/nvidia/driver/usr/lib64"),
                        "-q",
                        "-x"))
                .containsExactly(
                        "/usr/bin/env",
                        "LD_LIBRARY_PATH=/run/nvidia/driver/usr/lib/x86_64-linux-gnu:/run/nvidia/driver/usr/lib64",
                        "/run/nvidia/driver/usr/bin/nvidia-smi",
                        "-q",
                        "-x");
    }

    @Test
    void theHostsNvidiaSmiRunsAsItIs() {
        assertThat(HostFactsReader.nvidiaSmiCommand(
                        "/usr/bin/nvidia-smi", List.of("/run/nvidia/driver/usr/lib64"), "-q", "-x"))
                .containsExactly("/usr/bin/nvidia-smi", "-q", "-x");
    }
}
