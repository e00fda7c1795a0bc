package dev.gpudoctor.ui.fleet;

import dev.gpudoctor.fleet.SshFleet;
import dev.gpudoctor.fleet.TargetResult;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/** What runs a fleet for the window: {@link SshFleet#run} in the app, the same engine as the CLI's. */
@FunctionalInterface
public interface FleetEngine {

    /** Every target's row in the order given; {@code onDone} hears each as it ends, from worker threads. */
    List<TargetResult> run(List<String> targets, SshFleet.Options options, Path outDir, Consumer<TargetResult> onDone)
            throws InterruptedException, IOException;
}
