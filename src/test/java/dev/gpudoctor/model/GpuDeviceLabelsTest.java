package dev.gpudoctor.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The probe child's UUID and PCI bus id, written the way nvidia-smi writes them so metrics join on them. */
class GpuDeviceLabelsTest {

    @Test
    void uuidBytesReadAsNvidiaSmiPrintsThem() {
        byte[] bytes = new byte[16];
        for (int i = 0; i < 16; i++) {
            bytes[i] = (byte) (0xf0 + i);
        }
        assertThat(GpuDevice.uuidText(bytes)).isEqualTo("GPU-f0f1f2f3-f4f5-f6f7-f8f9-fafbfcfdfeff");
        assertThat(GpuDevice.uuidText(new byte[15])).isNull();
        assertThat(GpuDevice.uuidText(null)).isNull();
    }

    @Test
    void cudaBusIdsTakeNvidiaSmisForm() {
        // nvidia-smi -q -x: <gpu id="00000000:84:00.0">; CUDA's cuDeviceGetPCIBusId: a four-digit domain
        assertThat(GpuDevice.pciBusIdText("0000:84:00.0")).isEqualTo("00000000:84:00.0");
        assertThat(GpuDevice.pciBusIdText("0000:3b:00.0")).isEqualTo("00000000:3B:00.0");
        assertThat(GpuDevice.pciBusIdText("00000001:c1:00.0")).isEqualTo("00000001:C1:00.0");
        assertThat(GpuDevice.pciBusIdText("not a bus id")).isEqualTo("not a bus id");
        assertThat(GpuDevice.pciBusIdText(null)).isNull();
    }
}
