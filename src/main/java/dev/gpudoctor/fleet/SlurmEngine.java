package dev.gpudoctor.fleet;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/** What sends the Slurm jobs for {@link FleetService}: {@link SlurmFleet}, the engine of {@code gpu-doctor fleet --via slurm}. */
public interface SlurmEngine {

    /** The nodes of {@code nodeList} (Slurm's notation), or of {@code partition} when the list is null. */
    List<String> nodes(String nodeList, String partition) throws InterruptedException, SlurmFleet.SlurmUnavailable;

    /** Every node's row in the order given; {@code onDone} hears each as it ends, from worker threads. */
    List<TargetResult> run(List<String> nodes, SlurmFleet.Options options, Path outDir, Consumer<TargetResult> onDone)
            throws InterruptedException, IOException;

    static SlurmEngine of(SlurmFleet fleet) {
        return new SlurmEngine() {
            @Override
            public List<String> nodes(String nodeList, String partition)
                    throws InterruptedException, SlurmFleet.SlurmUnavailable {
                return fleet.nodes(nodeList, partition);
            }

            @Override
            public List<TargetResult> run(
                    List<String> nodes, SlurmFleet.Options options, Path outDir, Consumer<TargetResult> onDone)
                    throws InterruptedException, IOException {
                return fleet.run(nodes, options, outDir, onDone);
            }
        };
    }
}
