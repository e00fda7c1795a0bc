"""``peer_copy_probe``: copy between every pair of GPUs, read it back, compare.

With fewer than two GPUs there is nothing to probe (one ``not-probed`` cell says so).
For each ordered pair (source, destination) the cell of the source device records
whether torch reports peer access, the bandwidth of a 64 MiB copy and whether a known
pattern arrived intact: a wrong copy is the IOMMU / ACS fault of some boards, which
makes NCCL hang or training diverge. Params: ``device`` (optional: only pairs from it).
"""

from __future__ import annotations

from typing import Any, Dict, List

from gpudoctor_bridge.capability_support import (Stopwatch, cell, cuda_devices, describe, device_param,
                                                  no_cuda_cell, require)

MIB = 64
REPEATS = 3


def run(params: Dict[str, Any], ctx: Any) -> Dict[str, Any]:
    wanted = device_param(params)
    torch = require("torch", "torch")
    if not torch.cuda.is_available():
        return {"cells": [no_cuda_cell(torch)]}
    count = int(torch.cuda.device_count())
    if count < 2:
        return {"cells": [cell(None, "not-probed", "only %d GPU: peer-to-peer copy needs two or more" % count, gpus=count)]}
    return {"cells": [pairs_from(torch, source, count) for source in cuda_devices(torch, wanted)]}


def pairs_from(torch: Any, source: int, count: int) -> Dict[str, Any]:
    clock = Stopwatch()
    results: List[Dict[str, Any]] = []
    wrong: List[str] = []
    failed: List[str] = []
    elements = (MIB << 20) // 4
    for target in range(count):
        if target == source:
            continue
        entry: Dict[str, Any] = {"to": target, "peer_access": bool(torch.cuda.can_device_access_peer(source, target))}
        try:
            pattern = torch.arange(elements, dtype=torch.int32, device=torch.device("cuda", source)) * 7 + source
            arrived = torch.empty_like(pattern, device=torch.device("cuda", target))
            arrived.copy_(pattern)
            torch.cuda.synchronize(target)
            intact = bool(torch.equal(arrived.to(pattern.device), pattern))
            start, stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            with torch.cuda.device(source):
                start.record()
                for _ in range(REPEATS):
                    arrived.copy_(pattern)
                stop.record()
                stop.synchronize()
            entry.update(intact=intact, gbps=round((MIB << 20) * REPEATS / 1e9 / (start.elapsed_time(stop) / 1e3), 2))
            if not intact:
                wrong.append("%d→%d" % (source, target))
        except Exception as exc:  # noqa: BLE001
            entry["error"] = describe(exc)
            failed.append("%d→%d (%s)" % (source, target, describe(exc)))
        results.append(entry)
    evidence = {"mib": MIB, "pairs": results, "seconds": clock.seconds()}
    if wrong:
        return cell(source, "failed", "Data copied %s arrived wrong: peer-to-peer copies corrupt data here (IOMMU/ACS);"
                    " stage through host memory (NCCL_P2P_DISABLE=1)." % ", ".join(wrong), **evidence)
    if failed:
        return cell(source, "failed", "Copies failed: %s." % "; ".join(failed), **evidence)
    direct = [r for r in results if r["peer_access"]]
    text = ", ".join("→%d %.1f GB/s%s" % (r["to"], r["gbps"], "" if r["peer_access"] else " (through host)") for r in results)
    state = "supported" if len(direct) == len(results) else "unsupported"
    return cell(source, state, "Copies from GPU %d arrived intact: %s." % (source, text), **evidence)
