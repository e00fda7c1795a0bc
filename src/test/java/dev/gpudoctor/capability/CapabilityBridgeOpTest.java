package dev.gpudoctor.capability;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.Capability;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** Issue 42: a capability carries the bridge op that probes it; no second table maps one to the other. */
class CapabilityBridgeOpTest {

    /** Where the bridge keeps one module per op, named as the op (ops.resolve imports it by that name). */
    private static final Path OPS = Path.of("python-bridge/gpudoctor_bridge/ops");

    @Test
    void everyPythonCapabilityNamesAnOpTheBridgeHasAndEveryJCudaOneNone() {
        for (Capability capability : Capability.values()) {
            if (capability.source() == Capability.Source.PYTHON) {
                String op = capability.bridgeOp().orElseThrow();
                assertThat(OPS.resolve(op + ".py")).as(capability.id()).isRegularFile();
                assertThat(PythonProbes.op(capability)).isEqualTo(op);
            } else {
                assertThat(capability.bridgeOp()).as(capability.id()).isEmpty();
            }
        }
        assertThat(Capability.MATMUL_BF16.bridgeOp()).contains("matmul_probe");
        assertThat(Files.isDirectory(OPS)).isTrue();
    }
}
