"""``cuda_graph_probe``: capture a few kernels into a CUDA graph, replay it, compare.

vLLM, torch.compile's ``reduce-overhead`` mode and GPU-resident MD loops capture
their work into CUDA graphs. Under WSL before 2.7.0 capture fails with
``cudaErrorUnknown`` (microsoft/WSL#14452). The probe warms the work up on a side
stream (as torch asks), captures it with ``torch.cuda.graph``, replays it on new
input and compares with the same work run eagerly. Params: ``device`` (optional index).
"""

from __future__ import annotations

from typing import Any, Dict

from gpudoctor_bridge.capability_support import (Stopwatch, cell, cuda_devices, describe, device_param,
                                                  no_cuda_cell, require)

SIZE = 1 << 16
REPLAYS = 10


def run(params: Dict[str, Any], ctx: Any) -> Dict[str, Any]:
    wanted = device_param(params)
    torch = require("torch", "torch")
    if not torch.cuda.is_available():
        return {"cells": [no_cuda_cell(torch)]}
    return {"cells": [capture_and_replay(torch, index) for index in cuda_devices(torch, wanted)]}


def _work(torch: Any, x: Any) -> Any:
    return torch.sin(x) * 2.0 + x.square()


def capture_and_replay(torch: Any, index: int) -> Dict[str, Any]:
    clock = Stopwatch()
    device = torch.device("cuda", index)
    stage = "allocate"
    try:
        with torch.cuda.device(index):
            static_in = torch.zeros(SIZE, device=device)
            side = torch.cuda.Stream()
            side.wait_stream(torch.cuda.current_stream())
            stage = "warm-up"
            with torch.cuda.stream(side):
                for _ in range(3):
                    _work(torch, static_in)
            torch.cuda.current_stream().wait_stream(side)
            stage = "capture"
            graph = torch.cuda.CUDAGraph()
            with torch.cuda.graph(graph):
                static_out = _work(torch, static_in)
            stage = "replay"
            fresh = torch.linspace(-3.0, 3.0, SIZE, device=device)
            static_in.copy_(fresh)
            for _ in range(REPLAYS):
                graph.replay()
            torch.cuda.synchronize(device)
            expected = _work(torch, fresh)
            error = float((static_out - expected).abs().max().item())
    except Exception as exc:  # noqa: BLE001 - the failing stage and CUDA's message are the finding
        text = describe(exc)
        hint = " (under WSL, CUDA graphs work from WSL 2.7.0: wsl --update)" if "unknown" in text.lower() else ""
        return cell(index, "failed", "CUDA graph %s failed: %s%s" % (stage, text, hint), stage=stage, error=text,
                    seconds=clock.seconds())
    evidence = {"elements": SIZE, "replays": REPLAYS, "max_abs_error": error, "seconds": clock.seconds()}
    if error > 1e-4:
        return cell(index, "failed", "The replayed graph computed a different result (max error %.3g)." % error, **evidence)
    return cell(index, "supported", "A CUDA graph was captured, replayed %d times and matched eager execution." % REPLAYS,
                **evidence)
