"""Where does one MACE step's time go on a GPU? (a benchmark, not a test)

    python python-bridge/benchmarks/step_split.py --device cuda --model arch:large \
        --structures water-128,water-3334 [--cueq] [--repeats 10]

Per structure, the median of --repeats timings of:
  graph   MACECalculator._atoms_to_batch: neighbour list (matscipy, on the CPU) and the batch
  model   the model's forward with forces and stress on the ready batch, device synchronised
  step    MACECalculator.calculate: what GPU Doctor's runs time as a step
and model time per atom in microseconds, the figure published speeds use.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def median_s(work, repeats, sync):
    times = []
    for _ in range(repeats):
        sync()
        started = time.perf_counter()
        work()
        sync()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--device", default="cuda")
    parser.add_argument("--model", default="arch:medium")
    parser.add_argument("--structures", default="water-128")
    parser.add_argument("--dtype", default="float32")
    parser.add_argument("--cueq", action="store_true")
    parser.add_argument("--repeats", type=int, default=10)
    args = parser.parse_args()

    import torch
    from mace.calculators import MACECalculator

    from gpudoctor_bridge.mace_support import models, structures

    kind, ref = models.check_spec(args.model)
    assert kind == "arch", "arch:small|medium|large only"
    calc = MACECalculator(models=models.build_arch_model(ref, 0), device=args.device,
                          default_dtype=args.dtype, enable_cueq=args.cueq)
    model = calc.models[0]
    sync = (lambda: torch.cuda.synchronize()) if args.device.startswith("cuda") else (lambda: None)
    print("structure\tatoms\tgraph_s\tmodel_s\tstep_s\tmodel_us_per_atom\tstep_us_per_atom")
    for name in args.structures.split(","):
        atoms = structures.build(name, 0)
        calc.calculate(atoms)  # first call: compilation and caches stay out of the figures
        batch = calc._atoms_to_batch(atoms)
        batch_dict = batch.to_dict()

        def forward():
            model(dict(batch_dict), compute_stress=True, training=False)

        forward()
        graph = median_s(lambda: calc._atoms_to_batch(atoms), args.repeats, sync)
        model_s = median_s(forward, args.repeats, sync)
        step = median_s(lambda: calc.calculate(atoms), args.repeats, sync)
        n = len(atoms)
        print("%s\t%d\t%.4f\t%.4f\t%.4f\t%.2f\t%.2f" % (name, n, graph, model_s, step, model_s / n * 1e6, step / n * 1e6),
              flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
