#!/bin/sh
# Slurm HealthCheckProgram: runs GPU Doctor's quick checks (host only, no Python child; a few seconds)
# and drains this node when one fails, with a reason tools can match:
#   gpu-doctor:<check-id>:<action>: <sentence>
# e.g. gpu-doctor:loader-path:fix-configuration: The loader cannot find libcuda.so.1 ...
# slurm.conf:  HealthCheckProgram=/etc/slurm/gpu-doctor-health.sh  HealthCheckInterval=300
# Slurm ignores this program's exit code and kills it after 60 s, so it drains the node itself and
# gives the agent 45 s.
#
# The admin's state is the admin's: this program changes a node only when the node carries no reason
# or a reason it set itself (one starting "gpu-doctor:"). A node drained or downed for anything else
# (maintenance, "Not responding", another health check) is never re-reasoned and never resumed; a
# node this program drained is resumed once all checks pass, except for Xid errors: the agent judges
# only Xids new since its previous check (so a reset GPU is not drained again at every interval), and
# a quiet log is not a repaired GPU, so a node drained "gpu-doctor:xid-history:…" waits for a person.
#
# No verdict never drains: when the agent was cut by the time limit (124/137), ended in a usage or
# internal error (3), printed no reason, or checks only could not finish ("could not finish:"), the
# node is left exactly as it is and the fact is logged (syslog tag gpu-doctor-health, and stderr).
# A slow or overloaded node is not a broken one; draining after N silent runs would turn load into
# an outage again, so there is no such counter: the repeated log lines are the signal.
agent="${GPU_DOCTOR_AGENT:-/opt/gpu-doctor-agent/bin/gpu-doctor-agent}"
node="${SLURMD_NODENAME:-$(hostname -s)}"
# GPU_DOCTOR_EXPECT_GPUS=N: a node showing fewer than N GPUs fails (hardware action). Unset, a node without
# any NVIDIA device is a CPU node and passes: GPU Doctor does not assume every node has a GPU.
set -- check --level quick --drain-reason
[ -n "${GPU_DOCTOR_EXPECT_GPUS:-}" ] && set -- "$@" --expect-gpus "$GPU_DOCTOR_EXPECT_GPUS"

say() {
    logger -t gpu-doctor-health -- "$node: $*" 2>/dev/null
    echo "gpu-doctor-health: $node: $*" >&2
}

line=$(timeout -k 5 45 "$agent" "$@" 2>/dev/null)
rc=$?
# "Reason=... [user@time]" only while the node has one; ours start with the prefix.
reason_now=$(scontrol show node "$node" 2>/dev/null | sed -n 's/^ *Reason=//p' | head -n 1)
case "$reason_now" in
    "") owner=none ;;
    gpu-doctor:*) owner=ours ;;
    *) owner=admin ;;
esac

if [ "$rc" -eq 0 ]; then
    case "$reason_now" in
        gpu-doctor:xid-history:*)
            # The agent answers on the Xids new since its previous check: a quiet log is not a repaired GPU.
            say "checks pass, but the node was drained for Xid errors; resume it after the GPU's reset or service: $reason_now" ;;
        gpu-doctor:*)
            scontrol update nodename="$node" state=resume ;;
    esac
    exit 0
fi
case "$rc:$line" in
    2:gpu-doctor:*) ;;
    *)
        say "no verdict (agent exit $rc); node left as it is"
        exit 0 ;;
esac
# The first reason is a check that could not finish only when no check failed (DrainReason puts failures first).
if printf '%s\n' "$line" | grep -q '^gpu-doctor:[a-z0-9-]*:[a-z-]*: could not finish: '; then
    say "no verdict (checks could not finish); node left as it is: $line"
    exit 0
fi
case "$reason_now" in
    gpu-doctor:xid-history:*)
        say "check failed ($line); the Xid drain reason is kept until a person resumes the node"
        exit 0 ;;
esac
if [ "$owner" = admin ]; then
    say "check failed ($line); the node's own reason is kept: $reason_now"
    exit 0
fi
scontrol update nodename="$node" state=drain reason="$line"
exit 0
