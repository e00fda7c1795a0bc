package dev.gpudoctor.ui.capabilities;

import dev.gpudoctor.capability.CapabilityRequest;
import dev.gpudoctor.model.CapabilityMatrix;
import dev.gpudoctor.model.CapabilityRow;
import java.util.function.Consumer;

/** What the tab needs of the capability service (tests pass recorded results). */
@FunctionalInterface
public interface CapabilityProber {

    /** Probes on the calling (background) thread; {@code onRow} is called as each row completes. */
    CapabilityMatrix probe(CapabilityRequest request, Consumer<CapabilityRow> onRow) throws InterruptedException;
}
