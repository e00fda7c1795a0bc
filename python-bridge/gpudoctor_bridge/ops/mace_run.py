"""``mace_run``: evaluate a MACE model on a structure and time it.

Stages (each reported as a ``progress`` message and timed in ``timings_s``):
``imports`` (torch, ase, mace.calculators), ``model_load`` (build or load the
model, move it to the device, cuEq conversion; 0 with ``model_cached: true`` when
an earlier request loaded the same model), ``graph`` (build the structure and
its neighbour list), ``first_call`` (the reported energy/forces/stress, on the
structure exactly as built), then ``warmup`` untimed and ``repeats`` timed
steady-state steps, each on positions jittered by ``STEP_JITTER_A`` so every
step is a real evaluation. CUDA work is synchronised before each clock read.

See PROTOCOL.md for params and the result. Heavy imports happen inside run().
"""

from __future__ import annotations

import platform
import sys
import time
from typing import Any, Dict

from gpudoctor_bridge.mace_support import conditions, runs, structures


def run(params: Dict[str, Any], ctx: Any) -> Dict[str, Any]:
    config = runs.RunConfig.from_params(params)
    stages = 4 + config.warmup + config.repeats

    def stage(name: str, done: int) -> None:
        ctx.progress(name, done / stages)

    timings: Dict[str, Any] = {}
    stage("imports", 0)
    started = time.perf_counter()
    loaded_modules = runs.import_stack()
    timings["imports"] = time.perf_counter() - started
    torch = loaded_modules["torch"]
    np = loaded_modules["numpy"]

    runs.check_device(torch, config.device)
    runs.check_cueq(config.enable_cueq)
    is_cuda = config.device.startswith("cuda")

    def sync() -> None:
        if is_cuda:
            torch.cuda.synchronize(config.device)

    if is_cuda:
        torch.cuda.reset_peak_memory_stats(config.device)

    stage("model_load", 1)
    started = time.perf_counter()
    loaded, cached = runs.calculator_for(config, ctx)
    sync()
    timings["model_load"] = 0.0 if cached else time.perf_counter() - started
    calculator = loaded.calculator

    stage("graph", 2)
    started = time.perf_counter()
    atoms = structures.build(config.structure, config.seed)
    edges = runs.count_edges(atoms, calculator.r_max)
    timings["graph"] = time.perf_counter() - started
    periodic = bool(all(atoms.pbc))

    stage("first_call", 3)
    results, timings["first_call"] = runs.evaluate(calculator, atoms, sync)
    answer = runs.results_payload(results, periodic)

    base = atoms.get_positions()
    rng = np.random.default_rng(config.seed)
    steps = []
    for index in range(config.warmup + config.repeats):
        atoms.set_positions(base + rng.normal(scale=runs.STEP_JITTER_A, size=base.shape))
        _, seconds = runs.evaluate(calculator, atoms, sync)
        if index < config.warmup:
            stage("warmup %d/%d" % (index + 1, config.warmup), 4 + index)
        else:
            steps.append(seconds)
            done = index - config.warmup + 1
            stage("steps %d/%d" % (done, config.repeats), 4 + index)
    timings["step"] = runs.step_stats(steps)

    host_rss, rss_error = runs.host_peak_rss()
    memory: Dict[str, Any] = {
        "host_rss": host_rss,
        "device": int(torch.cuda.max_memory_allocated(config.device)) if is_cuda else None,
    }
    if rss_error:
        memory["host_rss_error"] = rss_error
    if not is_cuda:
        memory["device_error"] = "not a CUDA run"

    answer.update({
        "interpreter": {"executable": sys.executable, "version": platform.python_version()},
        "model": {"name": loaded.name, "random_weights": loaded.random_weights,
                  "parameters": loaded.parameters, "source": loaded.source},
        "model_cached": cached,
        "structure": {"name": config.structure, "atoms": len(atoms), "edges": edges,
                      "periodic": periodic, "formula": atoms.get_chemical_formula()},
        "device": config.device,
        "dtype": config.dtype,
        "enable_cueq": config.enable_cueq,
        "seed": config.seed,
        "warmup": config.warmup,
        "timings_s": timings,
        "throughput_atom_steps_per_s": runs.finite(len(atoms) / timings["step"]["median"])
        if timings["step"]["median"] > 0 else None,
        "peak_memory_bytes": memory,
        "torch_version": str(torch.__version__),
        "conditions": conditions.collect(torch, config.device, calculator.models[0]),
    })
    return answer
