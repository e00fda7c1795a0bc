"""``mace_run``: evaluate a MACE model on a structure and time it.

Stages (each reported as a ``progress`` message and timed in ``timings_s``):
``imports`` (torch, ase, mace.calculators), ``model_load`` (build or load the
model, move it to the device, cuEq conversion; 0 with ``model_cached: true`` when
an earlier request loaded the same model), ``structure`` (building the structure:
never part of a speed figure), ``first_call`` (the reported energy/forces/stress,
on the structure exactly as built), then ``warmup`` untimed and ``repeats`` timed
steady-state steps, each on positions jittered by ``STEP_JITTER_A`` so every
step is a real evaluation. CUDA work is synchronised before each clock read.
Each timed step's seconds travel on its ``progress`` message, so a run the caller
stops at its deadline still has what it measured. Then the separate speed figures
(``figures``: ase_step with its graph/model/rest split, graph_cpu, model with stress
off and on, graph_gpu, md_gpu; see ``mace_support.figures``), each with its method,
atoms, edges and precision; all but the first two are extra and keep to a budget
derived from the measured steps and the caller's ``timeout_s``
(``mace_support.figure_budget``). ``timings_s`` times every phase, the warm-up
steps and the extra figures included.

See PROTOCOL.md for params and the result. Heavy imports happen inside run().
"""

from __future__ import annotations

import platform
import sys
import time
import warnings
from typing import Any, Dict, List

from gpudoctor_bridge.mace_support import conditions, figure_budget, figures, runs, structures


def run(params: Dict[str, Any], ctx: Any) -> Dict[str, Any]:
    op_started = time.perf_counter()
    config = runs.RunConfig.from_params(params)
    wanted = figures_wanted(params)
    timeout_s = caller_timeout(params)
    threads = requested_threads(params)
    load_at_start = conditions.load_average()
    stages = 5 + config.warmup + config.repeats

    def stage(name: str, done: int) -> None:
        ctx.progress(name, done / stages)

    timings: Dict[str, Any] = {}
    stage("imports", 0)
    started = time.perf_counter()
    loaded_modules = runs.import_stack()
    timings["imports"] = time.perf_counter() - started
    torch = loaded_modules["torch"]
    np = loaded_modules["numpy"]
    if threads is not None:
        # The parent set OMP_NUM_THREADS / MKL_NUM_THREADS before this process started (read when the runtimes load);
        # torch's intra-op pool is set here. What torch then reports is what the run records (conditions).
        torch.set_num_threads(threads)

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
    seen: List[Any] = []
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        loaded, cached = runs.calculator_for(config, ctx)
    sync()
    timings["model_load"] = 0.0 if cached else time.perf_counter() - started
    calculator = loaded.calculator

    stage("structure", 2)
    started = time.perf_counter()
    atoms = structures.build(config.structure, config.seed)
    timings["structure"] = time.perf_counter() - started
    edges = runs.count_edges(atoms, calculator.r_max)  # untimed: the graph is timed per step below
    periodic = bool(all(atoms.pbc))

    stage("first_call", 3)
    with warnings.catch_warnings(record=True) as first_warnings:
        warnings.simplefilter("always")
        results, timings["first_call"] = runs.evaluate(calculator, atoms, sync)
    seen = list(seen) + list(first_warnings)
    answer = runs.results_payload(results, periodic)

    base = atoms.get_positions()
    rng = np.random.default_rng(config.seed)
    steps = []
    warmup_s = 0.0
    with figures.StepSplit(calculator, sync) as split:
        for index in range(config.warmup + config.repeats):
            atoms.set_positions(base + rng.normal(scale=runs.STEP_JITTER_A, size=base.shape))
            if index == config.warmup:
                split.reset()  # the split covers the timed steps only
            _, seconds = runs.evaluate(calculator, atoms, sync)
            if index < config.warmup:
                warmup_s += seconds
                stage("warmup %d/%d" % (index + 1, config.warmup), 4 + index)
            else:
                steps.append(seconds)
                done = index - config.warmup + 1
                ctx.progress("steps %d/%d" % (done, config.repeats), (4 + index) / stages, seconds)
    timings["warmup"] = warmup_s
    timings["step"] = runs.step_stats(steps)
    load_after_steps = conditions.load_average()

    stage("figures", 4 + config.warmup + config.repeats)
    figures_started = time.perf_counter()
    atoms.set_positions(base)
    measured = figures.ase_step_figures(steps, split, len(atoms), edges, config.dtype,
                                        config.enable_cueq, config.device)
    run_s = figures_started - op_started
    budget_s = figure_budget.budget_seconds(run_s, timeout_s, run_s)
    budget = figure_budget.Budget(budget_s, figure_budget.describe(run_s, timeout_s, run_s, budget_s))
    model_call_s = measured[0]["split"]["model_s"] or timings["step"]["median"]
    measured += extra_figures(wanted, params, calculator, atoms, edges, config, torch, periodic,
                              budget, model_call_s)
    timings["figures"] = time.perf_counter() - figures_started

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
        "figures": measured,
        "conditions": conditions.collect(
            torch, config.device, calculator.models[0], load_at_start=load_at_start,
            load_after_steps=load_after_steps,
            cueq_warnings=["%s: %s" % (w.category.__name__, w.message) for w in seen]),
    })
    return answer


OPTIONAL_FIGURES = ("model", "graph_gpu", "md_gpu", "batched")


def caller_timeout(params: Dict[str, Any]) -> Any:
    """``timeout_s``: the caller's limit for this op in seconds, if it has one; the extra figures
    keep clear of it (``figure_budget``)."""
    from gpudoctor_bridge.errors import bad_request
    value = params.get("timeout_s")
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not value > 0:
        raise bad_request("timeout_s must be a number of seconds > 0, got %r" % (value,))
    return float(value)


def requested_threads(params: Dict[str, Any]) -> Any:
    """``threads``: torch's intra-op threads for this run (``torch.set_num_threads``), or absent/null for torch's
    own choice. Checked before the imports, so a bad value is a bad request at once."""
    from gpudoctor_bridge.errors import bad_request
    value = params.get("threads")
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise bad_request("threads must be an integer >= 1, got %r" % (value,))
    return value


def figures_wanted(params: Dict[str, Any]) -> List[str]:
    """``figures``: which of model / graph_gpu / md_gpu / batched to measure besides the ASE step
    (default: the first three on a GPU, the model alone on the CPU, where 40 more model calls
    already cost seconds; batched only when asked); ``model_repeats`` (default and minimum 20),
    ``md_steps`` (default 10) and ``batch_copies`` (default 4, at least 2) size them."""
    from gpudoctor_bridge.errors import bad_request
    on_gpu = str(params.get("device", "cpu")).startswith("cuda")
    wanted = params.get("figures", ["model", "graph_gpu", "md_gpu"] if on_gpu else ["model"])
    if not isinstance(wanted, list) or any(w not in OPTIONAL_FIGURES for w in wanted):
        raise bad_request("figures must be a list of %s, got %r" % (", ".join(OPTIONAL_FIGURES), wanted))
    defaults = {"model_repeats": figures.MIN_MODEL_REPEATS, "md_steps": 10,
                "batch_copies": figures.DEFAULT_BATCH_COPIES}
    for name, minimum in (("model_repeats", figures.MIN_MODEL_REPEATS), ("md_steps", 1), ("batch_copies", 2)):
        value = params.get(name, defaults[name])
        if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
            raise bad_request("%s must be an integer >= %d, got %r" % (name, minimum, value))
    return wanted


def extra_figures(wanted: List[str], params: Dict[str, Any], calculator: Any, atoms: Any,
                  edges: int, config: Any, torch: Any, periodic: bool, budget: figure_budget.Budget,
                  model_call_s: float) -> List[Dict[str, Any]]:
    """The figures asked for besides the ASE step, each planned within ``budget`` from
    ``model_call_s`` (the model's part of a measured step, stress on: the dearest model call)."""
    if not wanted:
        return []
    timer = figures.Timer(torch, config.device)
    model = calculator.models[0]
    data = figures.batch_dict(calculator, atoms)
    repeats = params.get("model_repeats", figures.MIN_MODEL_REPEATS)
    md_steps = params.get("md_steps", 10)
    copies = params.get("batch_copies", figures.DEFAULT_BATCH_COPIES)
    warm = figures.model_warm_calls(config.warmup)
    common = dict(atoms=len(atoms), dtype=config.dtype, cueq=config.enable_cueq, device=config.device)
    # (cost of one timed call, calls wanted per set, untimed calls per set, sets) by figure
    costs = {"model": (model_call_s, repeats, warm, 2),
             "graph_gpu": (model_call_s / 10, repeats, 2, 1),  # a neighbour list: far below a model call
             "md_gpu": (model_call_s, md_steps, 2, 2),
             "batched": (copies * model_call_s, repeats, warm, 1)}
    measure = {
        "model": lambda plan: figures.model_figures(model, data, timer, repeats, config.warmup,
                                                    edges=edges, plan=plan, **common),
        "graph_gpu": lambda plan: [figures.graph_gpu_figure(data, model, timer, repeats, calculator.r_max,
                                                            periodic, mace_edges=edges, plan=plan, **common)],
        "md_gpu": lambda plan: figures.md_figures(data, model, timer, md_steps,
                                                  calculator.r_max, periodic, atoms.get_masses(),
                                                  edges=edges, plan=plan, **common),
        "batched": lambda plan: [figures.batched_figure(
            calculator, atoms, timer, copies, repeats, config.warmup, dtype=config.dtype,
            cueq=config.enable_cueq, device=config.device, plan=plan)],
    }
    todo = [name for name in OPTIONAL_FIGURES if name in wanted]
    out: List[Dict[str, Any]] = []
    for index, name in enumerate(todo):
        call_s, calls, untimed, sets = costs[name]
        plan = budget.plan(len(todo) - index, call_s, calls, untimed, sets)
        try:
            out += measure[name](plan)
        except Exception as exc:  # noqa: BLE001 - one figure that cannot be measured never costs the run
            out.append(figures.figure(name, None, len(atoms), edges, config.dtype, config.enable_cueq,
                                      config.device, timer.name,
                                      skipped="failed: %s: %s" % (type(exc).__name__, exc)))
    return out
