package dev.gpudoctor.probe;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PinnedMemoryProbeTest {

    @Test
    void sizesStopBelowTheTwoGibibytesJCudaCanWrapInOneBuffer() {
        // The default cap (4 GiB) once made the 2048 MiB attempt throw "capacity < 0" on an H100.
        assertThat(PinnedMemoryProbe.sizesMib(ProbeOptions.DEFAULT_PINNED_CAP_MIB))
                .containsExactly(64L, 128L, 256L, 512L, 1024L, 2047L)
                .allSatisfy(mib -> assertThat(mib * PinnedMemoryProbe.MIB).isLessThanOrEqualTo(Integer.MAX_VALUE));
    }

    @Test
    void aSmallerCapIsHonoured() {
        assertThat(PinnedMemoryProbe.sizesMib(300)).containsExactly(64L, 128L, 256L);
        assertThat(PinnedMemoryProbe.sizesMib(32)).isEmpty();
    }
}
