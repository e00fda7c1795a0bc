package dev.gpudoctor.checklist;

import dev.gpudoctor.model.CheckInfo;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.HostFacts;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;
import java.util.function.Function;

/**
 * One check that runs itself: what it is ({@link CheckInfo}) and how it judges (as Cryptomator's
 * {@code Check} wraps a {@code HealthCheck} with its id and run function). The catalogue is a list of
 * these; nothing dispatches on id strings, nor on ids: a Python check also says which of the bridge's children
 * its judgement reads ({@link PythonChild}), so the checklist starts those side by side before any check runs.
 *
 * @param asks the children whose answers the judgement reads; empty for a host check and for one that starts its own
 */
record Check(CheckInfo info, Run run, Set<PythonChild> asks) {

    Check {
        asks = asks.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(asks));
    }

    Check(CheckInfo info, Run run) {
        this(info, run, Set.of());
    }

    /** The children a Python check reads; each is started once for all the checks that ask it. */
    enum PythonChild {
        /** The env report (interpreter, packages, torch): written by the import chain's child when that runs, else by env's. */
        ENV_REPORT,
        /** {@code import mace.calculators} in a fresh child. */
        IMPORT_CHAIN,
        /** The NVML queries tools make. */
        NVML_CALLS,
        /** The CUDA init test; started once the host facts are read, and not at all on a machine without NVIDIA hardware. */
        CUDA_INIT
    }

    /** How a check judges the host it is given; a Python check gets the Python ops, never null when it runs. */
    @FunctionalInterface
    interface Run {
        CheckResult judge(HostFacts host, ChecklistRequest request, PythonChecks python) throws InterruptedException;
    }

    static Check onHost(CheckInfo info, Function<HostFacts, CheckResult> judge) {
        return new Check(info, (host, request, python) -> judge.apply(host));
    }

    static Check inPython(CheckInfo info, PythonJudge judge, PythonChild... asks) {
        return new Check(info, (host, request, python) -> judge.judge(python), Set.of(asks));
    }

    /** A Python check's judgement, made by one of {@link PythonChecks}' methods. */
    @FunctionalInterface
    interface PythonJudge {
        CheckResult judge(PythonChecks python) throws InterruptedException;
    }
}
