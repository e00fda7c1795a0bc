"""Speed figures of one ``mace_run``, each timed apart and labelled with its ``method``, so a
figure is only ever set beside a published figure of the same kind:

- ``ase_step``  one call of MACE's own ASE calculator (what an ASE MD loop pays per step), with
  its split: ``graph_s`` (``_atoms_to_batch``: neighbour list on the CPU, batching, copy to the
  device), ``model_s`` (the forward with forces and stress) and ``rest_s`` (results back to numpy).
  The split is timed inside the very same calls, by wrapping the calculator's instance attributes,
  so the step stays MACE's code.
- ``graph_cpu`` the graph part of those same steps, on its own.
- ``model``     the model alone on a batch already on the device (as MACE's ``test_benchmark.py``),
  with stress off (as that benchmark) and on (as ASE); CUDA events on a GPU.
- ``graph_gpu`` a neighbour list built on the device by vesin-torch, checked against MACE's graph.
- ``md_gpu``    a short velocity-Verlet loop kept on the device: neighbour list rebuilt on the
  device every step, and a variant with a skin (pairs filtered back to the cutoff every step).
- ``batched``   the model alone (stress off) on one batch of ``copies`` copies of the structure, as
  a data set is batched for training or batched MD: the figure NVIDIA's batched-MD numbers (NIM)
  are closest to, per atom of the whole batch. Asked for only (``figures: ["batched"]``).

The structure's construction is never part of any figure. Torch/vesin are imported inside functions.
"""

from __future__ import annotations

import math
import time
from typing import Any, Callable, Dict, List, Optional

from gpudoctor_bridge.mace_support import runs
from gpudoctor_bridge.mace_support.figure_budget import FigurePlan, Measured

# At least this many timed model calls: a median with p10/p90 needs them (issue 31).
MIN_MODEL_REPEATS = 20
MD_SKIN_A = 1.0
# MD time step for the md_gpu loop; water with random weights stays stable for a few steps at 0.5 fs
MD_TIMESTEP_FS = 0.5
AMU_A2_PER_FS2_TO_EV = 103.6427  # 1 amu A^2 fs^-2 in eV


def stats(seconds: List[float]) -> Dict[str, Any]:
    return runs.step_stats(seconds)


def figure(method: str, seconds: Optional[List[float]], atoms: int, edges: Optional[int],
           dtype: str, cueq: bool, device: str, timer: str, **extra: Any) -> Dict[str, Any]:
    """One figure as the bridge reports it; ``seconds`` None when it was not measured (then
    ``skipped`` says why)."""
    out: Dict[str, Any] = {"method": method, "device": device, "atoms": atoms, "edges": edges,
                           "edges_per_atom": (edges / atoms) if edges is not None and atoms else None,
                           "precision": dtype, "cueq": cueq, "timer": timer}
    if seconds:
        s = stats(seconds)
        out["seconds"] = s
        out["us_per_atom"] = s["median"] * 1e6 / atoms
        out["us_per_edge"] = s["median"] * 1e6 / edges if edges else None
    else:
        out["seconds"] = None
        out["us_per_atom"] = None
        out["us_per_edge"] = None
    out.update(extra)
    return out


class Timer:
    """Wall clock with the device synchronised, or CUDA events (device time between two marks)."""

    def __init__(self, torch: Any, device: str) -> None:
        self.torch = torch
        self.cuda = device.startswith("cuda")
        self.device = device
        self.name = "cuda-events" if self.cuda else "perf-counter"

    def sync(self) -> None:
        if self.cuda:
            self.torch.cuda.synchronize(self.device)

    def time(self, work: Callable[[], Any]) -> float:
        if self.cuda:
            start = self.torch.cuda.Event(enable_timing=True)
            end = self.torch.cuda.Event(enable_timing=True)
            start.record()
            work()
            end.record()
            end.synchronize()
            return start.elapsed_time(end) / 1000.0
        started = time.perf_counter()
        work()
        return time.perf_counter() - started


# --------------------------------------------------------------------------- the ASE step, split

class _TimedModel:
    """Stands in for one of the calculator's models during the timed steps: the same module,
    called the same way, with the forward timed (device synchronised before and after)."""

    def __init__(self, module: Any, sync: Callable[[], None], into: List[float]) -> None:
        self._module = module
        self._sync = sync
        self._into = into

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        self._sync()
        started = time.perf_counter()
        out = self._module(*args, **kwargs)
        self._sync()
        self._into.append(time.perf_counter() - started)
        return out

    def __getattr__(self, name: str) -> Any:
        return getattr(self._module, name)


class StepSplit:
    """Installs the timing wrappers on a MACECalculator for the timed steps, and takes them off."""

    def __init__(self, calculator: Any, sync: Callable[[], None]) -> None:
        self.calculator = calculator
        self.sync = sync
        self.graph: List[float] = []
        self.model: List[float] = []
        self._models = None

    def __enter__(self) -> "StepSplit":
        calc = self.calculator
        original = calc._atoms_to_batch  # bound method of the class
        graph = self.graph
        sync = self.sync

        def timed_atoms_to_batch(atoms: Any) -> Any:
            started = time.perf_counter()
            batch = original(atoms)
            sync()  # the copy to the device is part of the graph's cost
            graph.append(time.perf_counter() - started)
            return batch

        calc._atoms_to_batch = timed_atoms_to_batch  # instance attribute shadows the method
        self._models = calc.models
        calc.models = [_TimedModel(m, sync, self.model) for m in calc.models]
        return self

    def __exit__(self, *exc: Any) -> None:
        calc = self.calculator
        del calc._atoms_to_batch
        calc.models = self._models

    def reset(self) -> None:
        del self.graph[:]
        del self.model[:]


def ase_step_figures(steps: List[float], split: StepSplit, atoms: int, edges: int, dtype: str,
                     cueq: bool, device: str) -> List[Dict[str, Any]]:
    graph, model = split.graph, split.model
    n = min(len(steps), len(graph), len(model))
    rest = [max(0.0, steps[i] - graph[i] - model[i]) for i in range(n)]
    median = lambda xs: stats(xs)["median"] if xs else None  # noqa: E731
    step_median = median(steps)
    parts = {"graph_s": median(graph), "model_s": median(model), "rest_s": median(rest)}
    shares = {"graph_share": (parts["graph_s"] / step_median) if step_median else None,
              "model_share": (parts["model_s"] / step_median) if step_median else None}
    return [
        figure("ase_step", steps, atoms, edges, dtype, cueq, device, "perf-counter", stress=True,
               split=dict(parts, **shares)),
        # matscipy's neighbour list, MACE's AtomicData and batching, the copy to the device
        figure("graph_cpu", graph, atoms, edges, dtype, cueq, device, "perf-counter"),
    ]


# --------------------------------------------------------------------------- model only

def batch_dict(calculator: Any, atoms: Any) -> Dict[str, Any]:
    """MACE's own graph for ``atoms`` as the model takes it, on the device, in the model's dtype."""
    import torch
    batch = calculator._atoms_to_batch(atoms)
    dtype = next(calculator.models[0].parameters()).dtype
    data = batch.to_dict()
    return {key: (value.to(dtype=dtype) if torch.is_tensor(value) and torch.is_floating_point(value)
                  else value) for key, value in data.items()}


def forward(model: Any, data: Dict[str, Any], stress: bool) -> Dict[str, Any]:
    return model(dict(data), compute_stress=stress, training=False)


def model_warm_calls(warmup: int) -> int:
    return max(warmup, 2)  # cuEq compiles on its first calls


def model_figures(model: Any, data: Dict[str, Any], timer: Timer, repeats: int, warmup: int,
                  atoms: int, edges: int, dtype: str, cueq: bool, device: str,
                  plan: Optional[FigurePlan] = None) -> List[Dict[str, Any]]:
    """Stress off, then on; ``plan`` (the extra figures' budget) may cut the calls or skip them."""
    torch = timer.torch
    plan = plan or FigurePlan.unlimited(max(repeats, MIN_MODEL_REPEATS))
    out = []
    for stress in (False, True):
        def warm() -> None:
            forward(model, data, stress)
            timer.sync()
            if timer.cuda:
                torch.cuda.reset_peak_memory_stats(device)

        measured = plan.measure(lambda: timer.time(lambda: forward(model, data, stress)), warm,
                                model_warm_calls(warmup))
        peak = int(torch.cuda.max_memory_allocated(device)) if timer.cuda and measured.seconds else None
        out.append(figure("model", measured.seconds or None, atoms, edges, dtype, cueq, device, timer.name,
                          stress=stress, peak_device_bytes=peak, **measured.note))
    return out


# --------------------------------------------------------------------------- batched (model only)

DEFAULT_BATCH_COPIES = 4


def batched_dict(calculator: Any, atoms: Any, copies: int) -> Dict[str, Any]:
    """MACE's own graph for ``copies`` copies of ``atoms`` in one batch, built the way MACE's
    calculator builds its one-graph batch (``AtomicData.from_config``, its vendored
    ``Batch.from_data_list``), on the device, in the model's dtype."""
    import torch
    from mace import data as mace_data
    from mace.tools import torch_geometric, torch_tools

    keys = mace_data.KeySpecification(info_keys=calculator.info_keys, arrays_keys=calculator.arrays_keys)
    with torch_tools.default_dtype(calculator.default_dtype):
        config = mace_data.config_from_atoms(atoms, key_specification=keys, head_name=calculator.head)
        graph = mace_data.AtomicData.from_config(config, z_table=calculator.z_table, cutoff=calculator.r_max,
                                                 heads=calculator.available_heads)
    batch = torch_geometric.Batch.from_data_list([graph] * copies).to(calculator.device)
    dtype = next(calculator.models[0].parameters()).dtype
    return {key: (value.to(dtype=dtype) if torch.is_tensor(value) and torch.is_floating_point(value)
                  else value) for key, value in batch.to_dict().items()}


def batched_figure(calculator: Any, atoms: Any, timer: Timer, copies: int, repeats: int, warmup: int,
                   dtype: str, cueq: bool, device: str, plan: Optional[FigurePlan] = None) -> Dict[str, Any]:
    """``copies`` copies in one batch, the model alone with stress off: atoms and edges are the
    whole batch's, so µs/atom compares with a single copy's ``model`` figure."""
    torch = timer.torch
    plan = plan or FigurePlan.unlimited(max(repeats, MIN_MODEL_REPEATS))
    data = batched_dict(calculator, atoms, copies)
    model = calculator.models[0]

    def warm() -> None:
        forward(model, data, False)
        timer.sync()
        if timer.cuda:
            torch.cuda.reset_peak_memory_stats(device)

    measured = plan.measure(lambda: timer.time(lambda: forward(model, data, False)), warm, model_warm_calls(warmup))
    peak = int(torch.cuda.max_memory_allocated(device)) if timer.cuda and measured.seconds else None
    # the batch's own edge count: k times one copy's when the batch is right (the pytest checks it)
    return figure("batched", measured.seconds or None, copies * len(atoms), int(data["edge_index"].shape[1]),
                  dtype, cueq, device, timer.name, stress=False, peak_device_bytes=peak, copies=copies,
                  **measured.note)


# --------------------------------------------------------------------------- graph on the device

def vesin_available() -> Optional[str]:
    """None when vesin-torch can be imported, else why not."""
    try:
        import vesin_torch  # noqa: F401
    except Exception as exc:  # noqa: BLE001 - any import failure means "not available"
        return "vesin-torch is not installed (%s: %s)" % (type(exc).__name__, exc)
    return None


class DeviceGraph:
    """Builds MACE's graph inputs on the device with vesin-torch.

    vesin's ``i, j, S`` follow ASE's convention (r_ij = r_j - r_i + S.cell), which is what MACE's
    ``get_neighborhood`` hands on: sender = i, receiver = j, unit_shifts = S, shifts = S @ cell.
    vesin never lists an atom with itself at zero shift, as MACE drops those too."""

    def __init__(self, cutoff: float, periodic: bool) -> None:
        from vesin_torch import NeighborList
        self.cutoff = cutoff
        self.periodic = periodic
        self.neighbours = NeighborList(cutoff=cutoff, full_list=True)

    def pairs(self, positions: Any, cell: Any) -> Any:
        return self.neighbours.compute(points=positions, box=cell, periodic=self.periodic,
                                       quantities="ijS", copy=True)

    def inputs(self, template: Dict[str, Any], positions: Any, cell: Any) -> Dict[str, Any]:
        i, j, shifts = self.pairs(positions, cell)
        return _with_edges(template, positions, cell, i, j, shifts)


def _with_edges(template: Dict[str, Any], positions: Any, cell: Any, i: Any, j: Any,
                unit_shifts: Any) -> Dict[str, Any]:
    import torch
    data = dict(template)
    unit = unit_shifts.to(dtype=positions.dtype)
    data["positions"] = positions
    data["edge_index"] = torch.stack([i.to(torch.long), j.to(torch.long)])
    data["unit_shifts"] = unit
    data["shifts"] = unit @ cell
    return data


def graph_gpu_figure(template: Dict[str, Any], model: Any, timer: Timer, repeats: int,
                     r_max: float, periodic: bool, atoms: int, mace_edges: int, dtype: str,
                     cueq: bool, device: str, plan: Optional[FigurePlan] = None) -> Dict[str, Any]:
    """Times vesin-torch's graph on the device and checks it against MACE's: the same number of
    edges, the same set of (sender, receiver, shift) triples, and energy and forces from the model
    equal within float noise."""
    why = vesin_available()
    if why:
        return figure("graph_gpu", None, atoms, mace_edges, dtype, cueq, device, timer.name,
                      skipped=why)
    plan = plan or FigurePlan.unlimited(max(repeats, MIN_MODEL_REPEATS))
    graph = DeviceGraph(r_max, periodic)
    positions = template["positions"].detach().clone()
    cell = template["cell"].reshape(3, 3).detach().clone()

    def warm() -> None:
        graph.inputs(template, positions, cell)
        timer.sync()

    measured = plan.measure(lambda: timer.time(lambda: graph.inputs(template, positions, cell)), warm, 2)
    if not measured.seconds:
        return figure("graph_gpu", None, atoms, mace_edges, dtype, cueq, device, timer.name, **measured.note)
    check = compare_with_mace(template, graph.inputs(template, positions, cell), model)
    import vesin_torch
    return figure("graph_gpu", measured.seconds, atoms, mace_edges, dtype, cueq, device, timer.name,
                  library="vesin-torch %s" % getattr(vesin_torch, "__version__", "?"),
                  matches_mace=check, **measured.note)


def edge_set(data: Dict[str, Any]) -> Any:
    import torch
    index = data["edge_index"].detach().to("cpu", torch.long)
    shifts = data["unit_shifts"].detach().to("cpu").round().to(torch.long)
    return set(zip(index[0].tolist(), index[1].tolist(), map(tuple, shifts.tolist())))


def compare_with_mace(mace_data: Dict[str, Any], device_data: Dict[str, Any], model: Any) -> Dict[str, Any]:
    """Edges and the model's answers on MACE's graph and on the device-built one."""
    mace_edges = edge_set(mace_data)
    device_edges = edge_set(device_data)
    a = forward(model, mace_data, False)
    b = forward(model, device_data, False)
    energy_a = float(a["energy"].detach().sum())
    energy_b = float(b["energy"].detach().sum())
    force_diff = float((a["forces"] - b["forces"]).detach().abs().max())
    force_scale = float(a["forces"].detach().abs().max())
    return {"mace_edges": len(mace_edges), "device_edges": len(device_edges),
            "same_edges": mace_edges == device_edges,
            "energy_eV": energy_a, "energy_diff_eV": abs(energy_a - energy_b),
            "max_force_diff_eV_per_A": force_diff, "max_force_eV_per_A": force_scale}


# --------------------------------------------------------------------------- MD on the device

def md_figures(template: Dict[str, Any], model: Any, timer: Timer, steps: int, r_max: float,
               periodic: bool, masses: Any, atoms: int, edges: int, dtype: str, cueq: bool,
               device: str, plan: Optional[FigurePlan] = None) -> List[Dict[str, Any]]:
    """velocity Verlet (NVE, positions, velocities and graph on the device) for ``steps`` steps:
    once rebuilding the neighbour list every step, once with a skin of ``MD_SKIN_A`` rebuilt when an
    atom moved half the skin, its pairs filtered back to r_max every step. µs/atom/step of the loop."""
    why = vesin_available()
    if why:
        return [figure(name, None, atoms, edges, dtype, cueq, device, timer.name, skipped=why)
                for name in ("md_gpu", "md_gpu_skin")]
    plan = plan or FigurePlan.unlimited(steps)
    out = []
    for skin in (0.0, MD_SKIN_A):
        measured, rebuilds = _md_loop(template, model, timer, plan, r_max, skin, periodic, masses)
        out.append(figure("md_gpu" if skin == 0 else "md_gpu_skin", measured.seconds or None, atoms, edges, dtype,
                          cueq, device, timer.name, skin_a=skin, rebuilds=rebuilds,
                          timestep_fs=MD_TIMESTEP_FS, **measured.note))
    return out


def _md_loop(template: Dict[str, Any], model: Any, timer: Timer, plan: FigurePlan, r_max: float,
             skin: float, periodic: bool, masses: Any) -> Any:
    import torch
    graph = DeviceGraph(r_max + skin, periodic)
    positions = template["positions"].detach().clone()
    cell = template["cell"].reshape(3, 3).detach().clone()
    mass = torch.as_tensor(masses, dtype=positions.dtype, device=positions.device).unsqueeze(1)
    velocities = torch.zeros_like(positions)
    dt = MD_TIMESTEP_FS
    state = {"pairs": None, "at": None, "rebuilds": 0}

    def forces_at(pos: Any) -> Any:
        if skin == 0 or state["pairs"] is None or \
                float((pos - state["at"]).norm(dim=1).max()) > skin / 2:
            state["pairs"] = graph.pairs(pos, cell)
            state["at"] = pos.detach().clone()
            state["rebuilds"] += 1
        i, j, s = state["pairs"]
        if skin > 0:  # keep only pairs within the cutoff now
            unit = s.to(dtype=pos.dtype)
            length = (pos[j] - pos[i] + unit @ cell).norm(dim=1)
            keep = length < r_max
            i, j, s = i[keep], j[keep], s[keep]
        data = _with_edges(template, pos.detach(), cell, i, j, s)
        return forward(model, data, False)["forces"].detach()

    forces = None

    def step() -> None:
        nonlocal positions, velocities, forces
        velocities = velocities + 0.5 * dt * forces / mass / AMU_A2_PER_FS2_TO_EV
        positions = positions + dt * velocities
        forces = forces_at(positions)
        velocities = velocities + 0.5 * dt * forces / mass / AMU_A2_PER_FS2_TO_EV

    warmed = []

    def warm() -> None:
        nonlocal forces
        if forces is None:
            forces = forces_at(positions)
        step()
        warmed.append(1)
        if len(warmed) == 2:
            timer.sync()
            state["rebuilds"] = 0

    measured = plan.measure(lambda: timer.time(step), warm, 2)
    if measured.seconds and not bool(torch.isfinite(positions).all()):
        return Measured([], {}), state["rebuilds"]
    return measured, state["rebuilds"]


def finite_or_none(value: Any) -> Any:
    if isinstance(value, float) and not math.isfinite(value):
        return None
    return value
