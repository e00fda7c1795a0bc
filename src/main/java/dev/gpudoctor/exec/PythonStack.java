package dev.gpudoctor.exec;

import java.util.List;
import java.util.Optional;

/**
 * The Python stack a failed command printed: a traceback, or the frames faulthandler prints when the
 * interpreter dies of a signal ("Fatal Python error: Segmentation fault"). Frames run outermost first,
 * as a traceback prints them.
 *
 * @param source "traceback" or "faulthandler"
 * @param error  the exception line ("RuntimeError: CUDA error: …") or faulthandler's ("Fatal Python error: Bus error")
 */
public record PythonStack(String source, String error, List<Frame> frames) {

    /** One frame: the file, its line, the function ("<module>" at the top level). */
    public record Frame(String file, int line, String function) {

        /**
         * Python's own library and installed packages, as opposed to the user's code; compiled Cython modules too,
         * which name their source relative to the package ("cupy/cuda/function.pyx", as CuPy's did on an H200).
         */
        public boolean installed() {
            return file.contains("/site-packages/")
                    || file.contains("/dist-packages/")
                    || file.startsWith("<")
                    || file.matches(".*/lib/python3[.0-9]*/.*")
                    || file.contains("\\site-packages\\")
                    || file.endsWith(".pyx")
                    || file.endsWith(".pxd")
                    || file.endsWith(".pxi");
        }

        /** "torch/cuda/__init__.py line 293" for an installed file, "train.py line 45" for the user's. */
        public String place() {
            String shown = file;
            int packages = Math.max(file.lastIndexOf("/site-packages/"), file.lastIndexOf("/dist-packages/"));
            if (packages >= 0) {
                shown = file.substring(file.indexOf('/', packages + 1) + 1);
            }
            return shown + " line " + line;
        }
    }

    public PythonStack {
        frames = List.copyOf(frames);
        error = error == null ? "" : error;
    }

    /** The frame that was running when it failed. */
    public Optional<Frame> innermost() {
        return frames.isEmpty() ? Optional.empty() : Optional.of(frames.get(frames.size() - 1));
    }

    /** The innermost frame of the user's own code, where it called into the library that failed. */
    public Optional<Frame> innermostOwn() {
        for (int i = frames.size() - 1; i >= 0; i--) {
            if (!frames.get(i).installed()) {
                return Optional.of(frames.get(i));
            }
        }
        return Optional.empty();
    }

    /** "in torch/cuda/__init__.py line 293, called from train.py line 45", or "in train.py line 8". */
    public String where() {
        Optional<Frame> inner = innermost();
        if (inner.isEmpty()) {
            return "";
        }
        Optional<Frame> own = innermostOwn();
        String where = "in " + inner.get().place();
        if (own.isPresent() && !own.get().equals(inner.get())) {
            where += ", called from " + own.get().place();
        }
        return where;
    }
}
