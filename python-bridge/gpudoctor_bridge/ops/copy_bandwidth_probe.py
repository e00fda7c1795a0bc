"""``copy_bandwidth_probe``: host-to-device, device-to-host and both at once, pinned vs pageable,
and device-to-device.

Each figure is the median of a few 256 MiB copies timed with CUDA events;
bidirectional runs one copy each way on two streams at the same time and counts both.
``d2d_gbps`` is bytes copied per second between two buffers on the GPU (each byte is read
and written, so the memory traffic is twice it; CUDA's bandwidthTest prints the doubled
figure): the per-GPU sniff compares it across GPUs (docs/gpu-sniff.md).
Pinned host memory that cannot be had (WSL2's pinned budget) is reported in the cell,
and the pageable figures are still measured. Params: ``device`` (optional index),
``mib`` (optional copy size, default 256).
"""

from __future__ import annotations

import statistics
from typing import Any, Dict, Optional

from gpudoctor_bridge.capability_support import (Stopwatch, cell, cuda_devices, describe, device_param,
                                                  no_cuda_cell, require)
from gpudoctor_bridge.errors import bad_request

DEFAULT_MIB = 256
REPEATS = 5


def run(params: Dict[str, Any], ctx: Any) -> Dict[str, Any]:
    mib = params.get("mib", DEFAULT_MIB)
    if isinstance(mib, bool) or not isinstance(mib, int) or not 1 <= mib <= 4096:
        raise bad_request("mib must be an integer from 1 to 4096, not %r" % (mib,))
    wanted = device_param(params)
    torch = require("torch", "torch")
    if not torch.cuda.is_available():
        return {"cells": [no_cuda_cell(torch)]}
    return {"cells": [measure(torch, index, mib) for index in cuda_devices(torch, wanted)]}


def _timed(torch: Any, work: Any) -> float:
    work()  # warm-up: first-touch page faults and lazy mappings are not bandwidth
    millis = []
    for _ in range(REPEATS):
        start, stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        work()
        stop.record()
        stop.synchronize()
        millis.append(start.elapsed_time(stop))
    return statistics.median(millis)


def _gbps(nbytes: int, millis: float) -> float:
    return round(nbytes / 1e9 / (millis / 1e3), 2)


def measure(torch: Any, index: int, mib: int) -> Dict[str, Any]:
    clock = Stopwatch()
    nbytes = mib << 20
    device = torch.device("cuda", index)
    figures: Dict[str, Any] = {"mib": mib, "repeats": REPEATS}
    pinned_error: Optional[str] = None
    try:
        figures["gpu"] = torch.cuda.get_device_name(index)  # the ceiling and the sniff's like GPUs go by it
        with torch.cuda.device(index):
            on_device = torch.empty(nbytes, dtype=torch.uint8, device=device)
            on_device_2 = torch.empty(nbytes, dtype=torch.uint8, device=device)
            # Before any host buffer: a pinned budget too small must not cost the device-memory figure.
            figures["d2d_gbps"] = _gbps(nbytes, _timed(torch, lambda: on_device_2.copy_(on_device)))
            kinds = {"pageable": (torch.empty(nbytes, dtype=torch.uint8), torch.empty(nbytes, dtype=torch.uint8))}
            try:
                kinds["pinned"] = (torch.empty(nbytes, dtype=torch.uint8).pin_memory(),
                                   torch.empty(nbytes, dtype=torch.uint8).pin_memory())
            except Exception as exc:  # noqa: BLE001 - a pinned budget too small is a finding, not the end
                pinned_error = describe(exc)
            up, down = torch.cuda.Stream(), torch.cuda.Stream()
            for kind, (host, host_2) in kinds.items():
                blocking = kind == "pageable"
                figures["h2d_%s_gbps" % kind] = _gbps(nbytes, _timed(torch, lambda: on_device.copy_(host, non_blocking=not blocking)))
                figures["d2h_%s_gbps" % kind] = _gbps(nbytes, _timed(torch, lambda: host.copy_(on_device, non_blocking=not blocking)))

                def both() -> None:
                    main = torch.cuda.current_stream()
                    up.wait_stream(main)
                    down.wait_stream(main)
                    with torch.cuda.stream(up):
                        on_device.copy_(host, non_blocking=True)
                    with torch.cuda.stream(down):
                        host_2.copy_(on_device_2, non_blocking=True)
                    main.wait_stream(up)
                    main.wait_stream(down)
                figures["bidirectional_%s_gbps" % kind] = _gbps(2 * nbytes, _timed(torch, both))
    except Exception as exc:  # noqa: BLE001
        return cell(index, "failed", "Copy timing failed: %s" % describe(exc), error=describe(exc), seconds=clock.seconds(), **figures)
    figures["seconds"] = clock.seconds()
    if pinned_error:
        figures["pinned_error"] = pinned_error
        return cell(index, "unsupported", "Pinning %d MiB failed (%s); pageable copies: host→device %.1f GB/s, device→host %.1f,"
                    " both ways %.1f." % (mib, pinned_error, figures["h2d_pageable_gbps"], figures["d2h_pageable_gbps"],
                                          figures["bidirectional_pageable_gbps"]), **figures)
    return cell(index, "supported", "host→device %.1f GB/s pinned vs %.1f pageable; device→host %.1f vs %.1f; both ways %.1f vs %.1f;"
                " device→device %.1f." % (
        figures["h2d_pinned_gbps"], figures["h2d_pageable_gbps"], figures["d2h_pinned_gbps"], figures["d2h_pageable_gbps"],
        figures["bidirectional_pinned_gbps"], figures["bidirectional_pageable_gbps"], figures["d2d_gbps"]), **figures)
