package dev.gpudoctor.cli;

import picocli.CommandLine.Option;

/**
 * The CUDA debugging guide's two switches, written once for check, run and exec (a picocli mixin): each sets
 * its variable in what the command starts, so an error is reported where it happened.
 */
final class CudaDebugToggles {

    @Option(
            names = "--launch-blocking",
            description = "Set CUDA_LAUNCH_BLOCKING=1 in what the command starts: a CUDA error is reported at"
                    + " the call that caused it.")
    boolean launchBlocking;

    @Option(
            names = "--dsa",
            description = "Set TORCH_USE_CUDA_DSA=1 in what the command starts (device-side assertions, where torch was"
                    + " built with them).")
    boolean dsa;
}
