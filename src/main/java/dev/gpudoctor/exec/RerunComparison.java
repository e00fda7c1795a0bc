package dev.gpudoctor.exec;

import java.util.Locale;

/**
 * The first run and the one with CUDA_LAUNCH_BLOCKING=1 TORCH_USE_CUDA_DSA=1 side by side: where each reports
 * its error (with launches made synchronous, the operation that caused it), and the switches' cost measured on
 * this command only when both runs went to the end.
 */
final class RerunComparison {

    private RerunComparison() {}

    static Rerun compare(Attempt first, Attempt again, int timeoutSeconds) {
        String firstAt = first.stack() == null ? "" : first.stack().where();
        String againAt = again.stack() == null ? "" : again.stack().where();
        boolean samePlace = first.stack() != null
                && again.stack() != null
                && first.stack().innermost().equals(again.stack().innermost());
        Double ratio = null;
        StringBuilder words =
                new StringBuilder("With the switches it " + again.exit().words(timeoutSeconds));
        if (!againAt.isEmpty()) {
            words.append(' ').append(againAt);
        }
        if (!againAt.isEmpty() && !firstAt.isEmpty()) {
            words.append(
                    samePlace
                            ? ": the error is reported at the same place as before."
                            : ": the error is reported elsewhere than before (" + firstAt
                                    + "); with launches made synchronous " + "this is the operation that caused it.");
        } else {
            words.append('.');
        }
        // A run that fails stops at its error, and with launches made synchronous that is earlier in the work (on an
        // H200, docs/gpu-results/2026-11-27-h200, the plain run went on into the backward pass first): two failing runs
        // did different work, so their times are no measure of the switches' cost. Only two runs that went to the end
        // are.
        boolean comparable = first.exit().end() == ExecExit.End.SUCCEEDED
                && again.exit().end() == ExecExit.End.SUCCEEDED
                && first.seconds() > 0;
        if (comparable) {
            ratio = Math.round(again.seconds() / first.seconds() * 1000) / 1000.0;
            words.append(String.format(
                    Locale.ROOT,
                    " It took %.2f s against %.2f s (x%.2f; the guide expects the switches " + "to cost 20-30 %%).",
                    again.seconds(),
                    first.seconds(),
                    ratio));
        } else if (again.exit().end() == ExecExit.End.SUCCEEDED) {
            words.append(
                    " With the switches it ran to the end, so the first failure may depend on timing; the times are not compared.");
        } else {
            words.append(String.format(
                    Locale.ROOT,
                    " It took %.2f s against %.2f s, but a failing run stops at its error, so the times "
                            + "say nothing of the switches' cost; time a run that succeeds, with and without them, for that.",
                    again.seconds(),
                    first.seconds()));
        }
        String error = again.stack() == null ? "" : again.stack().error();
        return new Rerun(
                again.exit(),
                error,
                againAt,
                firstAt,
                samePlace,
                Math.round(again.seconds() * 1000) / 1000.0,
                ratio,
                words.toString(),
                again.output(),
                again.findings(null));
    }
}
