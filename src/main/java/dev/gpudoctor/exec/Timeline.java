package dev.gpudoctor.exec;

import java.util.List;

/**
 * What the machine did while the command ran, once a second: host memory and swap from /proc/meminfo, and,
 * where nvidia-smi answers, each GPU's memory, utilisation, SM clock, power and temperature.
 *
 * @param gpuNote why there are no GPU samples (no nvidia-smi, it failed), else ""
 * @param cut     whether sampling stopped at {@link TimelineRecorder#MAX_SAMPLES} before the command ended
 */
public record Timeline(List<HostSample> host, List<GpuSample> gpu, String gpuNote, boolean cut) {

    public Timeline {
        host = List.copyOf(host);
        gpu = List.copyOf(gpu);
        gpuNote = gpuNote == null ? "" : gpuNote;
    }

    /** Seconds since the command started; MiB as /proc/meminfo's kB / 1024. */
    public record HostSample(double tS, long memoryUsedMib, long memoryTotalMib, long swapUsedMib, long swapTotalMib) {}

    /** One GPU at one moment; a figure nvidia-smi reports as "[N/A]" is null. */
    public record GpuSample(
            double tS,
            int index,
            Double memoryUsedMib,
            Double memoryTotalMib,
            Double utilizationPercent,
            Double smClockMhz,
            Double powerW,
            Double temperatureC) {}
}
