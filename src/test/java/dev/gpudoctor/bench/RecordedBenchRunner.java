package dev.gpudoctor.bench;

import dev.gpudoctor.bridge.ProgressListener;
import dev.gpudoctor.model.BridgeFailure;
import dev.gpudoctor.model.FailureReason;
import dev.gpudoctor.model.MaceRunSpec;
import dev.gpudoctor.run.MaceRunOutcome;
import dev.gpudoctor.run.MaceRunResult;
import dev.gpudoctor.run.MaceRunResults;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Plays a sweep without Python: step time grows with atoms (water-N has 3N atoms), cuda is 5× and
 * cuda+cueq 20× faster than cpu, and sizes at or above {@code oomAtoms} on CUDA run out of memory.
 */
public final class RecordedBenchRunner implements BenchRunner {

    public final List<String> opened = new ArrayList<>();
    public final List<String> ran = new ArrayList<>();
    public int oomAtoms = Integer.MAX_VALUE;
    public long sleepMillis;

    @Override
    public Session open(MaceRunSpec launch) {
        opened.add(launch.device() + (launch.enableCueq() ? "+cueq" : ""));
        return new Session() {
            @Override
            public MaceRunOutcome run(MaceRunSpec spec, ProgressListener progress) throws Exception {
                ran.add(spec.device() + (spec.enableCueq() ? "+cueq" : "") + "/" + spec.structure());
                progress.onProgress("steps 1/1", 0.5);
                if (sleepMillis > 0) {
                    Thread.sleep(sleepMillis);
                }
                return outcome(spec);
            }

            @Override
            public void close() {}
        };
    }

    MaceRunOutcome outcome(MaceRunSpec spec) throws Exception {
        int atoms = atoms(spec.structure());
        if (spec.device().startsWith("cuda") && atoms >= oomAtoms) {
            return new MaceRunOutcome.Failed(new BridgeFailure(
                    FailureReason.OUT_OF_MEMORY,
                    null,
                    null,
                    "out-of-memory",
                    "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB",
                    List.of(),
                    "",
                    Map.of()));
        }
        return new MaceRunOutcome.Succeeded(result(spec.device(), spec.enableCueq(), spec.structure(), atoms));
    }

    public static MaceRunResult result(String device, boolean cueq, String structure, int atoms) {
        double factor = cueq ? 20 : device.startsWith("cuda") ? 5 : 1;
        double median = (0.002 + atoms * 1e-4) / factor;
        double firstCall = cueq ? 41 : device.startsWith("cuda") ? 3.5 : median * 2;
        String json = String.format(
                Locale.ROOT,
                """
                {"energy_eV": -1.0, "forces_eV_per_A": [], "model": {"name": "arch:small", "random_weights": true},
                 "structure": {"name": "%s", "atoms": %d}, "device": "%s", "dtype": "float32", "enable_cueq": %s,
                 "timings_s": {"startup": 0.1, "imports": 4.0, "model_load": 1.0, "graph": 0.01, "first_call": %s,
                               "step": {"min": %s, "p10": %s, "median": %s, "p90": %s, "max": %s, "n": 5}},
                 "throughput_atom_steps_per_s": %s, "peak_memory_bytes": {"host_rss": 900000000, "device": %s}}
                """,
                structure,
                atoms,
                device,
                cueq,
                firstCall,
                median * 0.9,
                median * 0.95,
                median,
                median * 1.1,
                median * 1.3,
                atoms / median,
                device.startsWith("cuda") ? "" + atoms * 1_000_000L : "null");
        return succeeded(json);
    }

    /** A recorded answer read as the bridge's are; a recording that does not read is a broken test. */
    public static MaceRunResult succeeded(String json) {
        MaceRunOutcome outcome = MaceRunResults.parse(json);
        if (outcome instanceof MaceRunOutcome.Succeeded success) {
            return success.result();
        }
        throw new IllegalStateException("the recorded result does not read: "
                + ((MaceRunOutcome.Failed) outcome).failure().message());
    }

    public static int atoms(String structure) {
        return structure.equals("h2o") ? 3 : Integer.parseInt(structure.substring(structure.indexOf('-') + 1)) * 3;
    }
}
