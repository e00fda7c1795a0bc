#!/bin/sh
# Slurm HealthCheckProgram: runs GPU Doctor's quick checks (host only, no Python child; a few seconds)
# and drains this node when one fails, with a reason tools can match:
#   gpu-doctor:<check-id>:<action>: <sentence>
# e.g. gpu-doctor:loader-path:fix-configuration: The loader cannot find libcuda.so.1 ...
# slurm.conf:  HealthCheckProgram=/etc/slurm/gpu-doctor-health.sh  HealthCheckInterval=300
# Slurm ignores this program's exit code and kills it after 60 s, so it drains the node itself and
# gives the agent 45 s. A node drained earlier for a gpu-doctor reason is resumed once all checks pass;
# a node drained for any other reason is left alone.
agent="${GPU_DOCTOR_AGENT:-/opt/gpu-doctor-agent/bin/gpu-doctor-agent}"
node="${SLURMD_NODENAME:-$(hostname -s)}"
line=$(timeout -k 5 45 "$agent" check --level quick --drain-reason 2>/dev/null)
rc=$?
if [ "$rc" -ne 0 ]; then
    case "$line" in
        gpu-doctor:*) reason="$line" ;;
        *) reason="gpu-doctor:agent:rerun-with-switch: the check gave no verdict (exit $rc)" ;;
    esac
    scontrol update nodename="$node" state=drain reason="$reason"
else
    current=$(scontrol show node "$node" 2>/dev/null | sed -n 's/^ *Reason=\(gpu-doctor:[^ ]*\).*/\1/p')
    [ -z "$current" ] || scontrol update nodename="$node" state=resume
fi
exit 0
