package dev.gpudoctor.fleet;

import java.io.IOException;
import java.nio.file.Path;

/**
 * How the fleet reaches one target and runs the work there (ssh, a Slurm job): it returns the
 * target's one row whatever happened, keeps its evidence in {@code folder}, and leaves nothing
 * running there or here when it returns or is interrupted.
 */
@FunctionalInterface
public interface FleetTransport {

    TargetResult reach(String target, Path folder) throws InterruptedException, IOException;
}
