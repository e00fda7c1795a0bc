"""``cuda_ipc_probe``: share a CUDA tensor with a child process.

torch.multiprocessing sends a CUDA tensor as a CUDA IPC handle
(``cudaIpcGetMemHandle`` here, ``cudaIpcOpenMemHandle`` in the child). WSL2 has
no CUDA IPC: the child fails with "invalid resource handle" (or the parent
already fails to export). The child is a fresh ``spawn`` interpreter that reads
the tensor, sums it and sends the sum back; it has a deadline. Params:
``device`` (optional index).
"""

from __future__ import annotations

import queue as queue_module
from typing import Any, Dict

from gpudoctor_bridge.capability_support import (Stopwatch, cell, cuda_devices, describe, device_param,
                                                  no_cuda_cell, require)

CHILD_TIMEOUT_S = 60.0
VALUES = 1024


def run(params: Dict[str, Any], ctx: Any) -> Dict[str, Any]:
    wanted = device_param(params)
    torch = require("torch", "torch")
    if not torch.cuda.is_available():
        return {"cells": [no_cuda_cell(torch)]}
    return {"cells": [share(torch, index) for index in cuda_devices(torch, wanted)]}


def _child(inbox: Any, outbox: Any) -> None:
    """Runs in the spawned child: open the shared tensor and answer its sum, or the error."""
    try:
        tensor = inbox.get(timeout=CHILD_TIMEOUT_S)
        outbox.put(("ok", float(tensor.sum().item())))
    except Exception as exc:  # noqa: BLE001
        outbox.put(("error", describe(exc)))


def share(torch: Any, index: int) -> Dict[str, Any]:
    import torch.multiprocessing as mp
    clock = Stopwatch()
    context = mp.get_context("spawn")
    inbox, outbox = context.Queue(), context.Queue()
    child = context.Process(target=_child, args=(inbox, outbox), daemon=True)
    started = False
    try:
        tensor = torch.arange(VALUES, dtype=torch.float32, device=torch.device("cuda", index))
        expected = float(tensor.sum().item())
        child.start()
        started = True
        inbox.put(tensor)
        try:
            status, value = outbox.get(timeout=CHILD_TIMEOUT_S)
        except queue_module.Empty:
            status, value = "error", "the child did not answer within %.0f s (exit code %s)" % (CHILD_TIMEOUT_S, child.exitcode)
    except Exception as exc:  # noqa: BLE001 - exporting the handle can fail in this process already
        status, value = "error", describe(exc)
        expected = None
    finally:
        if started:
            child.join(timeout=5)
            if child.is_alive():
                child.kill()
                child.join(timeout=5)
    evidence = {"values": VALUES, "seconds": clock.seconds(), "child_exit_code": child.exitcode if started else None}
    if status != "ok":
        return cell(index, "failed", "Sharing a CUDA tensor with a child failed: %s%s" % (
            value, " (WSL2 has no CUDA IPC)" if "invalid resource handle" in value else ""), error=value, **evidence)
    if expected is not None and abs(value - expected) > 1e-3:
        return cell(index, "failed", "The child read the shared tensor but its sum is wrong (%s, expected %s)" % (value, expected),
                    **evidence)
    return cell(index, "supported", "A child process opened a CUDA tensor through an IPC handle and read it correctly.",
                child_sum=value, **evidence)
