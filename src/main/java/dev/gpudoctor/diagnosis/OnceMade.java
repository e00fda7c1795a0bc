package dev.gpudoctor.diagnosis;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;

/** Waiting for something made once (the knowledge base, the index of known reports) by whichever thread asks first. */
final class OnceMade {

    private OnceMade() {}

    /** What the task makes: made here unless another thread got there first, then waited for. */
    static <T> T await(FutureTask<T> task) {
        boolean interrupted = false;
        try {
            task.run(); // makes it here unless another thread (preload()) got there first: then this returns at once
            while (true) {
                try {
                    return task.get();
                } catch (InterruptedException e) {
                    interrupted = true; // it is a few hundred ms away: finish, then restore the flag
                }
            }
        } catch (ExecutionException e) {
            // As before the load moved off the caller's thread: a broken knowledge base or library fails its user.
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause());
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
