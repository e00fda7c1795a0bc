package dev.gpudoctor.bundle;

import dev.gpudoctor.capability.CapabilityJson;
import dev.gpudoctor.model.CapabilityMatrix;
import java.util.List;

/**
 * The capability matrix, measured on the machine GPU Doctor runs on while the bundle is made (probe
 * child JVM and Python children, the same as {@code gpu-doctor capabilities}). A probe that crashes
 * is a failed cell in the matrix; a prober that throws makes this section errored, not the bundle.
 */
final class CapabilitiesSection implements BundleSection {

    /** Probes this machine with the bundle's interpreter (null: the default one). */
    interface Prober {
        CapabilityMatrix probe(String python) throws InterruptedException;
    }

    private final Prober prober;
    private final boolean measuresThisMachine;

    /** A prober for whatever host the bundle describes (tests hand in recorded matrices). */
    CapabilitiesSection(Prober prober) {
        this(prober, false);
    }

    /**
     * @param measuresThisMachine the prober measures the GPU GPU Doctor runs on: a bundle of a captured
     *                            host tree then skips it rather than mix two machines in one report
     */
    CapabilitiesSection(Prober prober, boolean measuresThisMachine) {
        this.prober = prober;
        this.measuresThisMachine = measuresThisMachine;
    }

    @Override
    public String id() {
        return "capabilities";
    }

    @Override
    public String description() {
        return "the capability matrix: pinned, mapped and managed memory, cooperative launch, Triton, cuEquivariance, NVML, "
                + "CUDA IPC, each measured by doing it in a child process";
    }

    @Override
    public List<String> files() {
        return List.of("report.json#capabilities", "summary.md");
    }

    @Override
    public void write(BundleInputs inputs, BundleDraft draft) throws Exception {
        if (inputs.withoutPython()) {
            throw new SectionSkipped(BundleProbes.QUICK_LEVEL);
        }
        if (measuresThisMachine && !inputs.hostRoot().isReal()) {
            throw new SectionSkipped("the capability probes measure this machine, not the captured host tree");
        }
        CapabilityMatrix matrix = prober.probe(inputs.python());
        draft.report("capabilities", draft.redacted(CapabilityJson.write(matrix)));
    }
}
