"""``consistency``: do two set-ups (device/dtype/cuEq) give the same answer?

Evaluates one model on one structure under configuration ``a`` and ``b`` (each a
``{device, dtype, enable_cueq}``; model, structure and seed are shared) and
compares energy per atom and forces. Default tolerances depend on the
precision of the *less* precise side:

- both float64: 1e-6 eV/atom, 1e-5 eV/A and a relative force error of 1e-8
- otherwise:    1e-4 eV/atom, 1e-3 eV/A and a relative force error of 1e-3

``tolerance`` may override either number. Verdict "consistent" when both
maxima are within tolerance (and finite), else "inconsistent".

The relative force error ||F_a - F_b|| / ||F_a|| is judged too (1e-3, or 1e-8 when
both sides are float64): the random-weights arch: models give forces of at most
about 5e-3 eV/A (arch:small and arch:medium on water-32), so an absolute 1e-3 eV/A
let a kernel be 20 % wrong; the H100 validation runs showed 5e-9 absolute
differences and no way to tell.
"""

from __future__ import annotations

from typing import Any, Dict

from gpudoctor_bridge.errors import bad_request
from gpudoctor_bridge.mace_support import runs, structures

TOLERANCE_FLOAT64 = {"energy_eV_per_atom": 1e-6, "force_eV_per_A": 1e-5}
TOLERANCE_MIXED = {"energy_eV_per_atom": 1e-4, "force_eV_per_A": 1e-3}
RELATIVE_FORCE_FLOAT64 = 1e-8
RELATIVE_FORCE_MIXED = 1e-3
_SIDE_KEYS = ("device", "dtype", "enable_cueq")


def run(params: Dict[str, Any], ctx: Any) -> Dict[str, Any]:
    shared = {k: params[k] for k in ("model", "structure", "seed") if k in params}
    configs = {}
    for side in ("a", "b"):
        given = params.get(side)
        if not isinstance(given, dict):
            raise bad_request("'%s' must be an object {device, dtype, enable_cueq}" % side)
        unknown = sorted(set(given) - set(_SIDE_KEYS))
        if unknown:
            raise bad_request("'%s' has unknown keys %s (allowed: %s)"
                              % (side, unknown, list(_SIDE_KEYS)))
        configs[side] = runs.RunConfig.from_params(given, prefix=side + ".", defaults=shared)
    tolerance = _tolerance(params.get("tolerance"), configs["a"].dtype, configs["b"].dtype)

    ctx.progress("imports", 0.0)
    stack = runs.import_stack()
    torch, np = stack["torch"], stack["numpy"]
    for config in configs.values():
        runs.check_device(torch, config.device)
        runs.check_cueq(config.enable_cueq)

    atoms = structures.build(configs["a"].structure, configs["a"].seed)
    periodic = bool(all(atoms.pbc))
    outputs: Dict[str, Dict[str, Any]] = {}
    arrays = {}
    for done, (side, config) in enumerate(configs.items()):
        ctx.progress("evaluating %s (%s, %s%s)" % (side, config.device, config.dtype,
                                                   ", cuEq" if config.enable_cueq else ""),
                     0.1 + 0.45 * done)
        loaded, cached = runs.calculator_for(config, ctx)

        def sync(device: str = config.device) -> None:
            if device.startswith("cuda"):
                torch.cuda.synchronize(device)

        results, seconds = runs.evaluate(loaded.calculator, atoms.copy(), sync)
        runs.check_finite(results, "set-up %s: " % side)
        energy = float(results["energy"])
        forces = np.array(results["forces"], dtype=np.float64)
        arrays[side] = (energy, forces)
        outputs[side] = {
            "device": config.device, "dtype": config.dtype, "enable_cueq": config.enable_cueq,
            "energy_eV": runs.finite(energy),
            "energy_per_atom_eV": runs.finite(energy / len(atoms)),
            "model_cached": cached, "seconds": seconds,
        }
        if periodic and results.get("stress") is not None:
            outputs[side]["stress_eV_per_A3"] = runs.finite([float(x) for x in results["stress"]])

    (energy_a, forces_a), (energy_b, forces_b) = arrays["a"], arrays["b"]
    d_energy = abs(energy_a - energy_b) / len(atoms)
    d_force = float(np.max(np.abs(forces_a - forces_b))) if len(atoms) else 0.0
    rel_force = relative_force_error(np, forces_a, forces_b)
    consistent = (np.isfinite(d_energy) and np.isfinite(d_force)
                  and d_energy <= tolerance["energy_eV_per_atom"]
                  and d_force <= tolerance["force_eV_per_A"]
                  and (rel_force is None or rel_force <= tolerance["relative_force"]))
    return {
        "model": configs["a"].model,
        "structure": {"name": configs["a"].structure, "atoms": len(atoms), "periodic": periodic},
        "seed": configs["a"].seed,
        "a": outputs["a"],
        "b": outputs["b"],
        "max_abs_dE_per_atom_eV": runs.finite(float(d_energy)),
        "max_abs_dF_eV_per_A": runs.finite(d_force),
        "max_abs_F_eV_per_A": runs.finite(float(np.max(np.abs(forces_a))) if len(atoms) else 0.0),
        "relative_dF": runs.finite(rel_force) if rel_force is not None else None,
        "tolerance": tolerance,
        "verdict": "consistent" if consistent else "inconsistent",
    }


def relative_force_error(np: Any, forces_a: Any, forces_b: Any) -> Any:
    """||F_a - F_b|| / ||F_a||; None when side a has no force at all (nothing to be relative to).
    NaN or inf in either side gives inf, which no tolerance accepts."""
    scale = float(np.linalg.norm(forces_a))
    difference = float(np.linalg.norm(forces_a - forces_b))
    if not (np.isfinite(scale) and np.isfinite(difference)):
        return float("inf")
    if scale == 0.0:
        return None
    return difference / scale


def _tolerance(given: Any, dtype_a: str, dtype_b: str) -> Dict[str, Any]:
    both64 = dtype_a == dtype_b == "float64"
    tolerance: Dict[str, Any] = dict(TOLERANCE_FLOAT64 if both64 else TOLERANCE_MIXED)
    tolerance["relative_force"] = RELATIVE_FORCE_FLOAT64 if both64 else RELATIVE_FORCE_MIXED
    tolerance["source"] = "default (both float64)" if both64 else "default (float32 involved)"
    if given is None:
        return tolerance
    if not isinstance(given, dict) or set(given) - {"energy_eV_per_atom", "force_eV_per_A", "relative_force"}:
        raise bad_request("'tolerance' must be an object with energy_eV_per_atom, "
                          "force_eV_per_A and/or relative_force")
    for name, value in given.items():
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not value > 0:
            raise bad_request("tolerance.%s must be a positive number" % name)
        tolerance[name] = float(value)
    tolerance["source"] = "request"
    return tolerance
