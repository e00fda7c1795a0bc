"""What does the bridge cost? (a benchmark, not a test)

    <venv python> python-bridge/benchmarks/bridge_overhead.py [--pings 2000] \
        [--model arch:small] [--structure water-32] [--dtype float32] [--repeats 20]

(a) Round trip of a no-op request (``ping``) through a real bridge child over
    pipes: median / p10 / p90 over ``--pings`` sequential requests.
(b) Steady-state MACE step time as ``mace_run`` reports it, against the same
    model + structure timed in a plain Python loop in this process (same
    MACECalculator, same jitter per step, same warmup), and their ratio.
    Part (b) needs torch + mace-torch in this interpreter; skip it with --no-mace.

Prints figures only; the numbers measured on the development machine are in
PROTOCOL.md under "Measured".
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path

BRIDGE_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(BRIDGE_ROOT))


class BridgeChild:
    def __init__(self) -> None:
        env = dict(os.environ, PYTHONPATH=str(BRIDGE_ROOT), PYTHONDONTWRITEBYTECODE="1")
        self.proc = subprocess.Popen([sys.executable, "-m", "gpudoctor_bridge"],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, env=env)
        hello = json.loads(self.proc.stdout.readline())
        assert hello["type"] == "hello", hello
        self.next_id = 0

    def call(self, op: str, params: dict) -> dict:
        self.next_id += 1
        line = json.dumps({"id": self.next_id, "op": op, "params": params}) + "\n"
        self.proc.stdin.write(line.encode())
        self.proc.stdin.flush()
        while True:
            message = json.loads(self.proc.stdout.readline())
            if message["type"] in ("result", "error"):
                if message["type"] == "error":
                    raise RuntimeError(message["error"])
                return message["result"]

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(timeout=30)


def quantiles(seconds):
    ordered = sorted(seconds)
    pick = lambda q: ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]  # noqa: E731
    return {"median": statistics.median(ordered), "p10": pick(0.1), "p90": pick(0.9),
            "n": len(ordered)}


def ping_round_trip(bridge: BridgeChild, count: int) -> dict:
    for _ in range(min(100, count)):  # warm up both ends
        bridge.call("ping", {})
    times = []
    for _ in range(count):
        started = time.perf_counter()
        bridge.call("ping", {})
        times.append(time.perf_counter() - started)
    return quantiles(times)


def plain_loop(args) -> dict:
    """The same evaluation mace_run does, without the bridge in between."""
    import numpy as np
    from mace.calculators import MACECalculator

    from gpudoctor_bridge.mace_support import models, runs, structures

    kind, ref = models.check_spec(args.model)
    common = dict(device=args.device, default_dtype=args.dtype)
    if kind == "arch":
        calc = MACECalculator(models=models.build_arch_model(ref, 0), **common)
    else:
        calc = MACECalculator(model_paths=ref, **common)
    atoms = structures.build(args.structure, 0)
    calc.calculate(atoms)  # first call
    base = atoms.get_positions()
    rng = np.random.default_rng(0)
    times = []
    for index in range(args.warmup + args.repeats):
        atoms.set_positions(base + rng.normal(scale=runs.STEP_JITTER_A, size=base.shape))
        started = time.perf_counter()
        calc.calculate(atoms)
        if index >= args.warmup:
            times.append(time.perf_counter() - started)
    return quantiles(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pings", type=int, default=2000)
    parser.add_argument("--model", default="arch:small")
    parser.add_argument("--structure", default="water-32")
    parser.add_argument("--dtype", default="float32", choices=("float32", "float64"))
    parser.add_argument("--repeats", type=int, default=20)
    parser.add_argument("--warmup", type=int, default=3)
    parser.add_argument("--device", default="cpu", help="cpu, cuda or cuda:N (both sides use it)")
    parser.add_argument("--no-mace", action="store_true")
    args = parser.parse_args()

    print("python %s (%s), %s %s, %d CPUs" % (platform.python_version(), sys.executable,
                                              platform.system(), platform.machine(),
                                              os.cpu_count() or 0))
    bridge = BridgeChild()
    try:
        ping = ping_round_trip(bridge, args.pings)
        print("(a) ping round trip over %d requests: median %.1f us, p10 %.1f us, p90 %.1f us"
              % (ping["n"], ping["median"] * 1e6, ping["p10"] * 1e6, ping["p90"] * 1e6))
        if args.no_mace:
            return 0
        run = bridge.call("mace_run", {"model": args.model, "structure": args.structure,
                                       "dtype": args.dtype, "repeats": args.repeats,
                                       "warmup": args.warmup, "device": args.device})
    finally:
        bridge.close()
    step = run["timings_s"]["step"]
    print("(b) %s on %s (%d atoms, %d edges), %s, %s, %d steps after %d warmup:"
          % (args.model, args.structure, run["structure"]["atoms"], run["structure"]["edges"],
             args.dtype, args.device, args.repeats, args.warmup))
    print("    via mace_run:     median %.2f ms (p10 %.2f, p90 %.2f); import %.1f s, "
          "model_load %.1f s, first_call %.2f s"
          % (step["median"] * 1e3, step["p10"] * 1e3, step["p90"] * 1e3,
             run["timings_s"]["imports"], run["timings_s"]["model_load"],
             run["timings_s"]["first_call"]))
    plain = plain_loop(args)
    print("    plain loop here:  median %.2f ms (p10 %.2f, p90 %.2f)"
          % (plain["median"] * 1e3, plain["p10"] * 1e3, plain["p90"] * 1e3))
    print("    ratio mace_run / plain = %.3f" % (step["median"] / plain["median"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
