"""Running MACE through its ASE calculator (``mace.calculators.MACECalculator``),
shared by the ``mace_run`` and ``consistency`` ops.

Request parameters are checked here with the standard library only
(``RunConfig.from_params``), so a bad request is answered ``bad-request`` even in
an interpreter without torch. ``import_stack`` then imports torch / ase / mace
and turns a missing one into ``missing-package``.

Loaded calculators are kept for the life of the bridge in ``CALCULATORS``, keyed
by everything that changes what gets loaded (model spec, seed for random
weights, device, dtype, cuEq), so a sweep over structures or repeat counts pays
the model load once.
"""

from __future__ import annotations

import importlib
import math
import re
import sys
import time
from collections import OrderedDict
from typing import Any, Dict, List, Optional, Tuple

from gpudoctor_bridge.errors import (
    DEVICE_UNAVAILABLE, MISSING_PACKAGE, NON_FINITE_RESULT, BridgeError, bad_request)
from gpudoctor_bridge import names
from gpudoctor_bridge.mace_support import models, structures

DTYPES = ("float32", "float64")
_DEVICE = re.compile(r"^(cpu|cuda(:[0-9]+)?)$")
# Each steady-state step moves every atom by a Gaussian of this width (in A) from
# its original place, so every step is a real evaluation and none hits a cache.
STEP_JITTER_A = 1e-3
MAX_CACHED_CALCULATORS = 4

# distribution name for a top-level module, for missing-package errors
_DISTRIBUTION_OF = {"mace": "mace-torch", "torch": "torch", "ase": "ase", "e3nn": "e3nn",
                    "numpy": "numpy", "cuequivariance_torch": "cuequivariance-torch",
                    "cuequivariance": "cuequivariance"}


class RunConfig:
    """Validated parameters of one evaluation set-up."""

    __slots__ = ("model", "model_kind", "model_ref", "trust_model", "device", "dtype", "enable_cueq",
                 "structure", "repeats", "warmup", "seed")

    def __init__(self, **values: Any) -> None:
        for name in self.__slots__:
            setattr(self, name, values[name])

    @classmethod
    def from_params(cls, params: Dict[str, Any], prefix: str = "",
                    defaults: Optional[Dict[str, Any]] = None) -> "RunConfig":
        merged: Dict[str, Any] = dict(defaults or {})
        merged.update(params)
        model = merged.get("model", "arch:small")
        kind, ref = models.check_spec(model)
        trust_model = merged.get("trust_model", False)
        if not isinstance(trust_model, bool):
            raise bad_request("%strust_model must be true or false" % prefix)
        device = merged.get("device", "cpu")
        if not isinstance(device, str) or not _DEVICE.match(device):
            raise bad_request("%sdevice must be \"cpu\", \"cuda\" or \"cuda:N\", got %r"
                              % (prefix, device))
        dtype = merged.get("dtype", "float32")
        if dtype not in DTYPES:
            raise bad_request("%sdtype must be \"float32\" or \"float64\", got %r" % (prefix, dtype))
        enable_cueq = merged.get("enable_cueq", False)
        if not isinstance(enable_cueq, bool):
            raise bad_request("%senable_cueq must be true or false" % prefix)
        structure = merged.get("structure", "h2o")
        structures.check_name(structure)
        return cls(model=model, model_kind=kind, model_ref=ref, trust_model=trust_model, device=device, dtype=dtype,
                   enable_cueq=enable_cueq, structure=structure,
                   repeats=_int(merged, "repeats", 5, 1, prefix),
                   warmup=_int(merged, "warmup", 1, 0, prefix),
                   seed=_int(merged, "seed", 0, 0, prefix, names.SEED_MAX))

    def calculator_key(self) -> Tuple[Any, ...]:
        seed = self.seed if self.model_kind == "arch" else None
        return (self.model_kind, self.model_ref, seed, self.trust_model, self.device, self.dtype, self.enable_cueq)


def _int(params: Dict[str, Any], name: str, default: int, minimum: int, prefix: str,
         maximum: Optional[int] = None) -> int:
    value = params.get(name, default)
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum \
            or (maximum is not None and value > maximum):
        raise bad_request("%s%s must be an integer from %d%s, got %r"
                          % (prefix, name, minimum, "" if maximum is None else " to %d" % maximum, value))
    return value


# --------------------------------------------------------------------------- imports

def import_stack() -> Dict[str, Any]:
    """Import torch, ase and mace.calculators; missing ones -> missing-package."""
    loaded: Dict[str, Any] = {}
    for module in ("torch", "numpy", "ase", "mace.calculators"):
        try:
            loaded[module] = importlib.import_module(module)
        except ModuleNotFoundError as exc:
            missing = (exc.name or module).split(".")[0]
            package = _DISTRIBUTION_OF.get(missing, missing)
            raise BridgeError(
                MISSING_PACKAGE,
                "%s is not installed in %s (importing %s failed: %s)"
                % (package, sys.executable, module, exc),
                package=package, module=exc.name, interpreter=sys.executable) from exc
    return loaded


def check_device(torch: Any, device: str) -> None:
    if device == "cpu":
        return
    available = bool(torch.cuda.is_available())
    count = int(torch.cuda.device_count()) if available else 0
    index = int(device.split(":", 1)[1]) if ":" in device else 0
    if not available or index >= count:
        build = ("built with CUDA %s" % torch.version.cuda) if torch.version.cuda else "a CPU-only build"
        why = ("torch.cuda.is_available() is False" if not available
               else "only %d CUDA device(s) visible" % count)
        raise BridgeError(DEVICE_UNAVAILABLE,
                          "device %r was requested but %s (torch %s, %s, interpreter %s)"
                          % (device, why, torch.__version__, build, sys.executable),
                          device=device, cuda_available=available, device_count=count,
                          torch_cuda=torch.version.cuda)


def check_cueq(enable_cueq: bool) -> None:
    import importlib.util
    if enable_cueq and importlib.util.find_spec("cuequivariance_torch") is None:
        raise BridgeError(MISSING_PACKAGE,
                          "enable_cueq needs cuequivariance-torch (and a matching "
                          "cuequivariance-ops-torch-cuXX), which is not installed in %s"
                          % sys.executable,
                          package="cuequivariance-torch", module="cuequivariance_torch",
                          interpreter=sys.executable)


# --------------------------------------------------------------------------- calculators

class LoadedCalculator:
    __slots__ = ("calculator", "name", "random_weights", "parameters", "source")

    def __init__(self, calculator: Any, name: str, random_weights: bool, source: str) -> None:
        self.calculator = calculator
        self.name = name
        self.random_weights = random_weights
        self.source = source
        self.parameters = int(sum(p.numel() for p in calculator.models[0].parameters()))


CALCULATORS: "OrderedDict[Tuple[Any, ...], LoadedCalculator]" = OrderedDict()


def calculator_for(config: RunConfig, ctx: Any) -> Tuple[LoadedCalculator, bool]:
    """(loaded calculator, came_from_cache)."""
    key = config.calculator_key()
    if key in CALCULATORS:
        CALCULATORS.move_to_end(key)
        return CALCULATORS[key], True
    from mace.calculators import MACECalculator

    common = dict(device=config.device, default_dtype=config.dtype,
                  enable_cueq=config.enable_cueq)
    if config.model_kind == "arch":
        model = models.build_arch_model(config.model_ref, config.seed)
        calculator = MACECalculator(models=model, **common)
        loaded = LoadedCalculator(calculator, config.model, True,
                                  "random weights, seed %d" % config.seed)
    elif config.model_kind == "file" and not config.trust_model:
        model = models.load_untrusted_file(config.model_ref, config.device)
        calculator = MACECalculator(models=model, **common)
        loaded = LoadedCalculator(calculator, config.model, False, config.model_ref)
    else:
        path = (models.resolve_mp(config.model_ref, ctx) if config.model_kind == "mp"
                else config.model_ref)
        calculator = MACECalculator(model_paths=path, **common)
        loaded = LoadedCalculator(calculator, config.model, False, path)
    CALCULATORS[key] = loaded
    while len(CALCULATORS) > MAX_CACHED_CALCULATORS:
        CALCULATORS.popitem(last=False)
    return loaded, False


# --------------------------------------------------------------------------- evaluation

def count_edges(atoms: Any, r_max: float) -> int:
    """Directed neighbour-list edges within r_max, as MACE builds its graph."""
    from mace.data.neighborhood import get_neighborhood
    edge_index = get_neighborhood(positions=atoms.get_positions(), cutoff=r_max,
                                  pbc=tuple(bool(p) for p in atoms.pbc),
                                  cell=atoms.get_cell().array)[0]
    return int(edge_index.shape[1])


def evaluate(calculator: Any, atoms: Any, sync: Any) -> Tuple[Dict[str, Any], float]:
    """One full calculator evaluation (energy, forces and, as MACE always does,
    stress); returns (results, seconds). ``sync`` waits for the device."""
    started = time.perf_counter()
    calculator.calculate(atoms)  # direct call: no ASE result cache in the way
    sync()
    return calculator.results, time.perf_counter() - started


def check_finite(results: Dict[str, Any], label: str = "") -> None:
    """BridgeError(non-finite-result) when the energy or a force is NaN or infinite.

    A NaN energy is not a measurement: reported as a result it would read as a
    success with a missing number. Overlapping atoms are the usual cause.
    """
    energy = float(results["energy"])
    forces = [float(x) for row in results["forces"] for x in row]  # numpy array or lists
    bad_forces = sum(1 for x in forces if not math.isfinite(x))
    if math.isfinite(energy) and bad_forces == 0:
        return
    what = []
    if not math.isfinite(energy):
        what.append("energy %s" % energy)
    if bad_forces:
        what.append("%d of %d force components non-finite" % (bad_forces, len(forces)))
    raise BridgeError(NON_FINITE_RESULT,
                      "%sthe model gave a non-finite result (%s): atoms that overlap or sit "
                      "much closer than a bond length are the usual cause; check the structure"
                      % (label, ", ".join(what)),
                      energy_finite=math.isfinite(energy), non_finite_forces=bad_forces)


def results_payload(results: Dict[str, Any], periodic: bool) -> Dict[str, Any]:
    check_finite(results)
    payload = {
        "energy_eV": finite(float(results["energy"])),
        "forces_eV_per_A": finite(results["forces"].tolist()),
    }
    if periodic and results.get("stress") is not None:
        payload["stress_eV_per_A3"] = finite([float(x) for x in results["stress"]])
    return payload


def finite(value: Any) -> Any:
    """NaN/inf -> None (JSON has neither), recursively through lists."""
    if isinstance(value, list):
        return [finite(item) for item in value]
    if isinstance(value, float) and not math.isfinite(value):
        return None
    return value


def step_stats(seconds: List[float]) -> Dict[str, Any]:
    ordered = sorted(seconds)

    def quantile(q: float) -> float:  # linear interpolation, like numpy's default
        position = q * (len(ordered) - 1)
        low = int(math.floor(position))
        high = min(low + 1, len(ordered) - 1)
        return ordered[low] + (ordered[high] - ordered[low]) * (position - low)

    return {"min": ordered[0], "p10": quantile(0.1), "median": quantile(0.5),
            "p90": quantile(0.9), "max": ordered[-1], "n": len(ordered)}


def host_peak_rss() -> Tuple[Optional[int], Optional[str]]:
    try:
        import resource
    except ImportError:
        return None, "the resource module is not available on this platform"
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    # Linux reports KiB, macOS bytes.
    return (int(peak) if sys.platform == "darwin" else int(peak) * 1024), None
