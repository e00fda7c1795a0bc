package dev.gpudoctor.fleet;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/** What reaches machines over ssh for {@link FleetService}: {@link SshFleet#run} in the app; tests may script it. */
@FunctionalInterface
public interface SshEngine {

    /** Every target's row in the order given; {@code onDone} hears each as it ends, from worker threads. */
    List<TargetResult> run(List<String> targets, SshFleet.Options options, Path outDir, Consumer<TargetResult> onDone)
            throws InterruptedException, IOException;
}
