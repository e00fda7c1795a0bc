"""Where does one MACE step's time go? (a benchmark, not a test)

    <venv python> python-bridge/benchmarks/step_split.py [--device cpu] [--model arch:small] \
        [--structures water-32,water-128,water-512] [--cueq] [--repeats 10]

Per structure, in the same run:
  plain    MACE's own ASE calculator in a plain Python loop here: the median of --repeats calls
           (positions jittered per call exactly as GPU Doctor's runs do)
  bridge   the same model and structure through a real bridge child (``mace_run``): its
           ``ase_step`` figure and that step's split, timed inside the same calls:
             graph  MACECalculator._atoms_to_batch (neighbour list on the CPU, batching, copy)
             model  the forward with forces and stress
             rest   what is left (results back to numpy)
           and its ``model`` figure: the model alone on a ready batch, stress off (>= 20 calls)
  ratio    bridge step / plain step: GPU Doctor's overhead (goal <= 1.02)

--rounds R (R > 1) alternates the two R times (plain, bridge, plain, bridge ...) and reports the median of the
R per-round ratios with their range: on a small shared machine the speed drifts by more than 2 % within a
minute, so one plain block then one bridge block measures the drift as much as the bridge.

--controls adds two blocks to every round, to tell where a ratio above 1 comes from:
  in-process  the bridge's own ``mace_run`` code called in this process (no child): its steps against
              the plain loop isolate what the op does per step (the timing wrappers, the jitter, ...)
              from what being a separate process does
  plain again the plain loop once more at the end of the round: plain-again / plain is the ratio two
              identical blocks give on this machine at this load, the noise any other ratio carries
and prints both threads counts (torch.get_num_threads here and in the child).

--cpu-time (with --controls) adds the CPU time of a step, plain loop against the op's code in this process
(time.process_time in place of the wall clock in both, the split's wrappers included): the work each does per
step, which a busy machine does not blur as it blurs the wall clock. Run it with OMP_NUM_THREADS=1, or idle
OpenMP threads spinning at a barrier count as work.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bridge_overhead import BridgeChild  # noqa: E402


def plain_median(calculator, atoms, repeats, warmup, sync, seed=0, clock=time.perf_counter):
    import numpy as np

    from gpudoctor_bridge.mace_support import runs
    base = atoms.get_positions()
    rng = np.random.default_rng(seed)
    times = []
    for index in range(warmup + repeats):
        atoms.set_positions(base + rng.normal(scale=runs.STEP_JITTER_A, size=base.shape))
        sync()
        started = clock()
        calculator.calculate(atoms)
        sync()
        if index >= warmup:
            times.append(clock() - started)
    atoms.set_positions(base)
    return statistics.median(times)


def ase_step_median(answer):
    return [f for f in answer["figures"] if f["method"] == "ase_step"][0]["seconds"]["median"]


class _QuietContext:
    """What an op gets from the bridge's loop, for calling ``mace_run`` here without a child."""

    def progress(self, message, fraction=None):
        pass

    def log(self, message, level="info"):
        pass


def in_process(params):
    from gpudoctor_bridge.ops import mace_run
    return mace_run.run(dict(params), _QuietContext())


class _ProcessClock:
    """Stands in for the ``time`` module of the op's code: its wall clock becomes the process's CPU time."""

    def __getattr__(self, name):
        return time.process_time if name == "perf_counter" else getattr(time, name)


def in_process_cpu(params):
    """The op's steps in this process, each timed in CPU seconds (the split's wrappers included)."""
    from gpudoctor_bridge.mace_support import figures as bridge_figures
    from gpudoctor_bridge.mace_support import runs as bridge_runs
    saved = bridge_runs.time, bridge_figures.time
    bridge_runs.time = bridge_figures.time = _ProcessClock()
    try:
        return in_process(params)
    finally:
        bridge_runs.time, bridge_figures.time = saved


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--device", default="cpu")
    parser.add_argument("--model", default="arch:small")
    parser.add_argument("--structures", default="water-32,water-128,water-512")
    parser.add_argument("--dtype", default="float32")
    parser.add_argument("--cueq", action="store_true")
    parser.add_argument("--repeats", type=int, default=10)
    parser.add_argument("--warmup", type=int, default=2)
    parser.add_argument("--figures", default="model",
                        help="figures mace_run measures besides the ASE step: model,graph_gpu,md_gpu (\"\": none)")
    parser.add_argument("--md-steps", type=int, default=10)
    parser.add_argument("--rounds", type=int, default=1, help="alternate plain and bridge blocks this many times")
    parser.add_argument("--cpu-time", action="store_true",
                        help="with --controls: also the CPU time per step, plain loop against the op in this process")
    parser.add_argument("--controls", action="store_true",
                        help="also time the op's code in this process and the plain loop twice per round")
    args = parser.parse_args()

    import os

    import torch
    from mace.calculators import MACECalculator

    from gpudoctor_bridge.mace_support import models, structures

    kind, ref = models.check_spec(args.model)
    assert kind == "arch", "arch:small|medium|large only"
    calc = MACECalculator(models=models.build_arch_model(ref, 0), device=args.device,
                          default_dtype=args.dtype, enable_cueq=args.cueq)
    cuda = args.device.startswith("cuda")
    sync = (lambda: torch.cuda.synchronize()) if cuda else (lambda: None)
    bridge = BridgeChild()
    print("machine: %s, %s, %d cores, load %.1f; torch %s; %s %s %s%s" % (
        platform.node(), platform.processor() or platform.machine(), os.cpu_count(), os.getloadavg()[0],
        torch.__version__, args.model, args.device, args.dtype, " +cueq" if args.cueq else ""))
    print("structure\tatoms\tedges/atom\tplain_step_s\tbridge_step_s\tratio\tgraph_s\tmodel_s\trest_s"
          "\tgraph_share\tmodel_only_s\tmodel_only_us_per_atom\tload")
    for index, name in enumerate(args.structures.split(",")):
        atoms = structures.build(name, 0)
        calc.calculate(atoms)  # first call: compilation and caches stay out of the figures
        plain = plain_median(calc, atoms, args.repeats, args.warmup, sync)
        answer = bridge.call("mace_run", {"model": args.model, "structure": name, "device": args.device,
                                          "dtype": args.dtype, "enable_cueq": args.cueq,
                                          "repeats": args.repeats, "warmup": args.warmup,
                                          "figures": [f for f in args.figures.split(",") if f],
                                          "md_steps": args.md_steps})
        by = {(f["method"], f.get("stress")): f for f in answer["figures"]}
        step = by[("ase_step", True)]
        split = step["split"]
        model = by.get(("model", False)) or {}
        if not model.get("seconds"):
            # The child kept its figures' time budget (a busy machine): this figure was not measured, the rest was.
            model = {"seconds": {"median": float("nan")}, "us_per_atom": float("nan"),
                     "skipped": model.get("skipped") or "not measured"}
        ratios = [step["seconds"]["median"] / plain]
        block_params = {"model": args.model, "structure": name, "device": args.device, "dtype": args.dtype,
                        "enable_cueq": args.cueq, "repeats": args.repeats, "warmup": args.warmup, "figures": []}
        controls = {"in-process / plain": [], "plain again / plain": []}
        if args.controls:
            print("  torch threads: %d here, %s in the bridge child" % (
                torch.get_num_threads(), answer["conditions"].get("torch_num_threads")), flush=True)
        for index in range(args.rounds - 1 + (1 if args.controls else 0)):
            again = plain_median(calc, atoms, args.repeats, args.warmup, sync)
            if index < args.rounds - 1:
                block = bridge.call("mace_run", block_params)
                ratios.append(ase_step_median(block) / again)
            if args.cpu_time:
                plain_cpu = plain_median(calc, atoms, args.repeats, args.warmup, sync, clock=time.process_time)
                op_cpu = ase_step_median(in_process_cpu(block_params))
                controls.setdefault("CPU s per step: op in-process / plain", []).append(op_cpu / plain_cpu)
                print("  round %d CPU per step: plain %.4f s, op in-process %.4f s" % (index + 1, plain_cpu, op_cpu),
                      flush=True)
            if args.controls:
                controls["in-process / plain"].append(ase_step_median(in_process(block_params)) / again)
                controls["plain again / plain"].append(
                    plain_median(calc, atoms, args.repeats, args.warmup, sync) / again)
        print("%s\t%d\t%.1f\t%.4f\t%.4f\t%.3f\t%.4f\t%.4f\t%.4f\t%.3f\t%.4f\t%.1f\t%.1f" % (
            name, len(atoms), step["edges_per_atom"], plain, step["seconds"]["median"],
            step["seconds"]["median"] / plain, split["graph_s"], split["model_s"], split["rest_s"],
            split["graph_share"], model["seconds"]["median"], model["us_per_atom"],
            answer["conditions"]["load_average_after_steps"] or -1), flush=True)
        if model.get("skipped"):
            print("  model: %s" % model["skipped"], flush=True)
        if len(ratios) > 1:
            print("  ratio over %d alternating rounds: median %.3f (range %.3f-%.3f)" % (
                len(ratios), statistics.median(ratios), min(ratios), max(ratios)), flush=True)
        for label, values in controls.items():
            if values:
                print("  %s over %d rounds: median %.3f (range %.3f-%.3f)" % (
                    label, len(values), statistics.median(values), min(values), max(values)), flush=True)
        for f in answer["figures"]:  # every other figure, one line each, with its method
            if f["method"] in ("graph_gpu", "md_gpu", "md_gpu_skin") or (f["method"] == "model" and f.get("stress")):
                print("  %s%s: %s" % (f["method"], " (stress)" if f.get("stress") else "",
                                      f.get("skipped") or "median %.4f s, %.1f us/atom, %.3f us/edge%s" % (
                                          f["seconds"]["median"], f["us_per_atom"], f["us_per_edge"] or 0,
                                          "; same graph as MACE: %s" % f["matches_mace"]["same_edges"]
                                          if f.get("matches_mace") else "")), flush=True)
    bridge.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
