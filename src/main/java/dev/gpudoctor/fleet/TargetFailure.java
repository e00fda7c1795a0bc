package dev.gpudoctor.fleet;

/** Why a fleet target has no answer: each a reason a person can act on, named as a script can branch on it. */
public enum TargetFailure {
    /** ssh could not open a connection: refused, timed out, no route, unknown name. */
    UNREACHABLE("unreachable"),
    /** The server refused every key ssh offered ("Permission denied (publickey)"). */
    AUTH_REFUSED("auth-refused"),
    /** The target's host key is unknown or not the one known_hosts holds; ssh refuses, and so do we. */
    HOST_KEY_REFUSED("host-key-refused"),
    /** The remote shell could not find or run the remote command (exit 127 or 126). */
    REMOTE_COMMAND_MISSING("remote-command-missing"),
    /** Nothing came back within the per-target time limit; ssh and what it started were stopped. */
    TIMED_OUT("timed-out"),
    /** The remote command ended, but what it printed is not a GPU Doctor answer. */
    GARBAGE_OUTPUT("garbage-output"),
    /** The remote command ran and failed (a usage or internal error, a signal, an unexpected exit code). */
    REMOTE_FAILED("remote-failed"),
    /** ssh itself failed for a reason it did not name in a way we know. */
    SSH_FAILED("ssh-failed"),
    /** The agent could not be copied to the target or unpacked there. */
    AGENT_COPY_FAILED("agent-copy-failed"),
    /** The target has no space left where the agent goes. */
    NO_SPACE("no-space"),
    /** There is no ssh client on this machine (or it cannot be started). */
    NO_SSH_CLIENT("no-ssh-client"),
    /** Slurm's client commands (srun, sinfo) are not on this machine, or cannot be started. */
    NO_SLURM_CLIENT("no-slurm-client"),
    /** Slurm lists the node as down, drained or failing: no job was sent there. */
    NODE_UNAVAILABLE("node-unavailable"),
    /** Slurm refused the job outright (an unknown partition, account, node or gres). */
    JOB_REJECTED("job-rejected"),
    /** The job stayed in the queue past the pending timeout and was cancelled before it ran. */
    PENDING_TOO_LONG("job-pending-too-long"),
    /** Slurm ended the job itself: cancelled by someone, node failure, preempted. */
    JOB_ENDED_BY_SLURM("job-ended-by-slurm"),
    /** The target's answer came, but could not be kept here (a file under the output folder could not be written). */
    LOCAL_ERROR("local-error");

    private final String jsonName;

    TargetFailure(String jsonName) {
        this.jsonName = jsonName;
    }

    public String jsonName() {
        return jsonName;
    }
}
