package dev.gpudoctor.ui.common;

/** Lets the user cancel a running task; cancelling a finished task does nothing. */
@FunctionalInterface
public interface TaskHandle {

    void cancel();
}
