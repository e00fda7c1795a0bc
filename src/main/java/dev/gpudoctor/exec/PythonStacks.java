package dev.gpudoctor.exec;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the Python stack out of a command's output, once: faulthandler's block when the interpreter died
 * of a signal (it is the only stack there is then), else the last traceback that was not only reported and ignored.
 */
final class PythonStacks {

    /** {@code   File "x.py", line 5, in f} */
    private static final Pattern TRACEBACK_FRAME = Pattern.compile("^\\s+File \"(.+)\", line (\\d+), in (.+?)\\s*$");
    /** {@code   File "x.py", line 5 in f} (faulthandler writes no comma) */
    private static final Pattern FAULT_FRAME = Pattern.compile("^\\s+File \"(.+)\", line (\\d+) in (.+?)\\s*$");

    private static final Pattern FATAL = Pattern.compile("^Fatal Python error: .+");
    private static final String TRACEBACK = "Traceback (most recent call last):";
    private static final String IGNORED = "Exception ignored in";
    /** Cython's unraisable report names the function in quotes, after the traceback: {@code Exception ignored in: 'mod.f'} */
    private static final Pattern CYTHON_IGNORED = Pattern.compile("^Exception ignored in: '[^']+'\\s*$");

    private PythonStacks() {}

    static Optional<PythonStack> parse(List<String> lines) {
        Optional<PythonStack> fatal = faulthandler(lines);
        return fatal.isPresent() ? fatal : traceback(lines);
    }

    private static Optional<PythonStack> faulthandler(List<String> lines) {
        for (int start = lines.size() - 1; start >= 0; start--) {
            if (!FATAL.matcher(lines.get(start)).matches()) {
                continue;
            }
            String error = lines.get(start).strip();
            // The crashing thread's block: "Current thread 0x… (most recent call first):"; the first block otherwise.
            int block = -1;
            for (int i = start + 1; i < lines.size(); i++) {
                String line = lines.get(i);
                if (line.endsWith("(most recent call first):") && (block < 0 || line.startsWith("Current thread"))) {
                    block = i;
                    if (line.startsWith("Current thread")) {
                        break;
                    }
                }
            }
            List<PythonStack.Frame> frames = new ArrayList<>();
            for (int i = block + 1; block >= 0 && i < lines.size(); i++) {
                Matcher frame = FAULT_FRAME.matcher(lines.get(i));
                if (!frame.matches()) {
                    break;
                }
                frames.add(frame(frame));
            }
            Collections.reverse(frames); // faulthandler writes the innermost first
            return Optional.of(new PythonStack("faulthandler", error, frames));
        }
        return Optional.empty();
    }

    /**
     * The traceback that ended the program: the last one that is not an exception Python (or Cython) only
     * reported and ignored, as happens in clean-up after a CUDA error. Python writes "Exception ignored in: …"
     * before such a traceback; Cython's extension types (CuPy's) write "Exception ignored in: 'name'" after it.
     * When every traceback was ignored, the last one.
     */
    private static Optional<PythonStack> traceback(List<String> lines) {
        PythonStack last = null;
        for (int start = lines.size() - 1; start >= 0; start--) {
            if (!lines.get(start).strip().equals(TRACEBACK)) {
                continue;
            }
            List<PythonStack.Frame> frames = new ArrayList<>();
            String error = "";
            int end = lines.size();
            for (int i = start + 1; i < lines.size(); i++) {
                String line = lines.get(i);
                Matcher frame = TRACEBACK_FRAME.matcher(line);
                if (frame.matches()) {
                    frames.add(frame(frame));
                } else if (!line.isEmpty() && !Character.isWhitespace(line.charAt(0))) {
                    error = line.strip(); // the exception: the first line back at the margin
                    end = i + 1;
                    break;
                }
            }
            PythonStack stack = new PythonStack("traceback", error, frames);
            if (last == null) {
                last = stack;
            }
            boolean ignoredBefore = start > 0 && lines.get(start - 1).startsWith(IGNORED);
            boolean ignoredAfter =
                    end < lines.size() && CYTHON_IGNORED.matcher(lines.get(end)).matches();
            if (!ignoredBefore && !ignoredAfter) {
                return Optional.of(stack);
            }
        }
        return Optional.ofNullable(last);
    }

    private static PythonStack.Frame frame(Matcher frame) {
        return new PythonStack.Frame(frame.group(1), Integer.parseInt(frame.group(2)), frame.group(3));
    }
}
