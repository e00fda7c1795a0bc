package dev.gpudoctor.model;

import java.util.Optional;

/**
 * The Linux signals a crashed interpreter is likely to die of, with what each one usually means
 * for a CUDA/PyTorch stack. Numbers are the x86-64/arm64 Linux ones.
 */
public enum ProcessSignal {
    SIGHUP(1, "the terminal or session it belonged to went away"),
    SIGINT(2, "it was interrupted (Ctrl+C)"),
    SIGQUIT(3, "it was asked to quit with a core dump"),
    SIGILL(4, "the CPU met an instruction it does not support, often a binary wheel built for a newer CPU"),
    SIGTRAP(5, "it hit a debugger trap or a failed internal assertion"),
    SIGABRT(6, "native code aborted, often a failed C++ assertion or a CUDA error inside a library"),
    SIGBUS(
            7,
            "a memory access failed at the bus level; under WSL2 this is often a full or too small"
                    + " /dev/shm, or a Triton-compiled kernel"),
    SIGFPE(8, "native code did an invalid arithmetic operation such as an integer division by zero"),
    SIGKILL(
            9,
            "it was killed outright; when nobody killed it on purpose this is often the kernel's"
                    + " out-of-memory killer (see dmesg, or raise the WSL2 memory limit in .wslconfig)"),
    SIGUSR1(10, "it received a user-defined signal"),
    SIGSEGV(
            11,
            "native code read or wrote memory it does not own, often a driver, CUDA library or"
                    + " extension built against another version"),
    SIGUSR2(12, "it received a user-defined signal"),
    SIGPIPE(13, "it wrote to a pipe nobody reads any more"),
    SIGALRM(14, "an alarm timer fired"),
    SIGTERM(15, "it was asked to terminate");

    private final int number;
    private final String meaning;

    ProcessSignal(int number, String meaning) {
        this.number = number;
        this.meaning = meaning;
    }

    public int number() {
        return number;
    }

    /** What the signal usually means, as the end of a sentence ("..., which usually means X"). */
    public String meaning() {
        return meaning;
    }

    public static Optional<ProcessSignal> ofNumber(int number) {
        for (ProcessSignal signal : values()) {
            if (signal.number == number) {
                return Optional.of(signal);
            }
        }
        return Optional.empty();
    }

    /**
     * The signal number an exit status stands for: 128+N from a shell or a JVM, a negative status on other
     * platforms' convention; empty for an ordinary exit code. The one rule every child's end is read by.
     */
    public static Optional<Integer> numberOfExitStatus(int status) {
        if (status > 128 && status <= 128 + 64) {
            return Optional.of(status - 128);
        }
        if (status < 0 && status >= -64) {
            return Optional.of(-status);
        }
        return Optional.empty();
    }
}
