package dev.gpudoctor.exec;

import java.util.Locale;

/**
 * The first run and the one with CUDA_LAUNCH_BLOCKING=1 TORCH_USE_CUDA_DSA=1 side by side: where each reports
 * its error (with launches made synchronous, the operation that caused it), and the switches' cost measured on
 * this command, compared only when both runs ended the same way.
 */
final class RerunComparison {

    private RerunComparison() {
    }

    static Rerun compare(Attempt first, Attempt again, int timeoutSeconds) {
        String firstAt = first.stack() == null ? "" : first.stack().where();
        String againAt = again.stack() == null ? "" : again.stack().where();
        boolean samePlace = first.stack() != null && again.stack() != null
                && first.stack().innermost().equals(again.stack().innermost());
        Double ratio = null;
        StringBuilder words = new StringBuilder("With the switches it " + again.exit().words(timeoutSeconds));
        if (!againAt.isEmpty()) {
            words.append(' ').append(againAt);
        }
        if (!againAt.isEmpty() && !firstAt.isEmpty()) {
            words.append(samePlace ? ": the error is reported at the same place as before."
                    : ": the error is reported elsewhere than before (" + firstAt + "); with launches made synchronous "
                    + "this is the operation that caused it.");
        } else {
            words.append('.');
        }
        boolean comparable = first.exit().end() == again.exit().end() && first.exit().end() != ExecExit.End.DID_NOT_FINISH
                && first.seconds() > 0;
        if (comparable) {
            ratio = Math.round(again.seconds() / first.seconds() * 1000) / 1000.0;
            words.append(String.format(Locale.ROOT, " It took %.2f s against %.2f s (x%.2f; the guide expects the switches "
                    + "to cost 20-30 %%).", again.seconds(), first.seconds(), ratio));
        } else {
            words.append(" The two runs ended differently, so their times are not compared.");
        }
        String error = again.stack() == null ? "" : again.stack().error();
        return new Rerun(again.exit(), error, againAt, firstAt, samePlace, Math.round(again.seconds() * 1000) / 1000.0, ratio, words.toString(),
                again.output(), again.findings(null));
    }
}
