"""Where a MACE model comes from: a MACE-MP name, a random-weights architecture, or a file.

- ``small`` / ``medium`` / ``large``: MACE-MP-0 checkpoints. mace's own
  ``mace_mp`` cache is used (``$XDG_CACHE_HOME/mace/`` or ``~/.cache/mace/``, file
  name = the URL's basename with everything but letters, digits and ``_``
  dropped, exactly as ``mace.calculators.foundations_models`` names it). A
  missing file is downloaded with mace's downloader; if that fails the request
  gets a ``model-unavailable`` error naming the URL and the path to put it at.
- ``arch:small`` / ``arch:medium`` / ``arch:large``: the MACE-MP-0 architecture of
  that size with random weights from a seed (no download; what a benchmark or a
  GPU-vs-CPU check needs). ``build_arch_model`` is the one place it is defined.
- anything else: a local model file (``torch.load``-able, as mace saves them), loaded through
  ``model_gate`` unless the request says ``trust_model``.

``check_spec`` is stdlib-only, for validating requests before any heavy import.
"""

from __future__ import annotations

import os
from typing import Any, Dict, Tuple

from gpudoctor_bridge.errors import MODEL_UNAVAILABLE, UNTRUSTED_MODEL, BridgeError, bad_request

MP_NAMES = ("small", "medium", "large")
ARCH_PREFIX = "arch:"

# hidden irreps per MACE-MP-0 size: 128 channels, max L = 0 / 1 / 2
ARCH_HIDDEN_IRREPS = {
    "small": "128x0e",
    "medium": "128x0e+128x1o",
    "large": "128x0e+128x1o+128x2e",
}
# Fixed, documented stand-ins for what training would fit. They change values, not cost.
ARCH_AVG_NUM_NEIGHBORS = 61.0
ARCH_ATOMIC_NUMBERS = tuple(range(1, 90))  # H .. Ac, the 89 elements of MPtrj


def check_spec(model: Any) -> Tuple[str, str]:
    """("mp"|"arch"|"file", size or path); BridgeError(bad-request) if unusable."""
    if not isinstance(model, str) or not model:
        raise bad_request("'model' must be a non-empty string")
    if model in MP_NAMES:
        return "mp", model
    if model.startswith(ARCH_PREFIX):
        size = model[len(ARCH_PREFIX):]
        if size not in ARCH_HIDDEN_IRREPS:
            raise bad_request("unknown architecture %r: use arch:small, arch:medium or "
                              "arch:large" % model, model=model)
        return "arch", size
    if os.path.isfile(model):
        return "file", os.path.abspath(model)
    raise bad_request("model %r is not small/medium/large, arch:small/medium/large, or an "
                      "existing model file" % model, model=model)


def load_untrusted_file(path: str, device: str) -> Any:
    """The model in a file the user has not vouched for, loaded only through the gate
    (model_gate: torch's weights-only unpickler with the exact classes a MACE model needs)."""
    from gpudoctor_bridge.mace_support import model_gate
    try:
        return model_gate.load(path, device)
    except model_gate.Refused as refused:
        raise BridgeError(UNTRUSTED_MODEL, "The model file %s was not loaded: %s. A model file is code: "
                          "without --trust-model it is loaded only by torch's weights-only unpickler, "
                          "with the exact classes a MACE model needs; pass --trust-model only if you "
                          "trust where it came from." % (path, refused), model=path) from None


def mp_checkpoint(size: str) -> Dict[str, str]:
    """{"url", "cache_path"} for a MACE-MP name, computed the way mace_mp does."""
    from mace.calculators import foundations_models
    from mace.tools.utils import get_cache_dir

    url = foundations_models.mace_mp_urls[size]
    name = "".join(c for c in os.path.basename(url) if c.isalnum() or c == "_")
    return {"url": url, "cache_path": os.path.join(str(get_cache_dir()), name)}


def resolve_mp(size: str, ctx: Any) -> str:
    """Path of the cached MACE-MP checkpoint, downloading it if needed."""
    from mace.calculators import foundations_models

    where = mp_checkpoint(size)
    if os.path.isfile(where["cache_path"]):
        return where["cache_path"]
    ctx.log("MACE-MP %s is not cached at %s; downloading %s"
            % (size, where["cache_path"], where["url"]))
    try:
        path = foundations_models.download_mace_mp_checkpoint(size)
    except Exception as exc:  # noqa: BLE001 - every failure here means "no model"
        raise BridgeError(
            MODEL_UNAVAILABLE,
            "MACE-MP model %r is not cached and could not be downloaded (%s: %s). Download "
            "%s on a machine with internet access and place the file at %s"
            % (size, type(exc).__name__, exc, where["url"], where["cache_path"]),
            model=size, url=where["url"], cache_path=where["cache_path"]) from exc
    if not os.path.isfile(path):
        raise BridgeError(MODEL_UNAVAILABLE,
                          "download of MACE-MP model %r left no file at %s" % (size, path),
                          model=size, url=where["url"], cache_path=where["cache_path"])
    return path


def build_arch_model(size: str, seed: int = 0) -> Any:
    """A ScaleShiftMACE with the MACE-MP-0 architecture of ``size`` and random
    weights drawn from ``seed``, in float64 (MACECalculator converts on request).

    Constructor arguments follow mace.tools.model_script_utils for a MACE-MP-0
    style run: r_max 6, 10 Bessel functions, polynomial cutoff 5, max_ell 3, two
    RealAgnosticResidualInteractionBlock interactions (first one too),
    correlation 3, MLP 16x0e, silu gate, radial MLP [64, 64, 64], 89 elements.
    Zero E0s, scale 1, shift 0 and avg_num_neighbors ARCH_AVG_NUM_NEIGHBORS
    stand in for fitted values.
    """
    import inspect

    import numpy as np
    import torch
    from e3nn import o3
    from mace import modules

    kwargs: Dict[str, Any] = dict(
        r_max=6.0,
        num_bessel=10,
        num_polynomial_cutoff=5,
        max_ell=3,
        interaction_cls=modules.interaction_classes["RealAgnosticResidualInteractionBlock"],
        interaction_cls_first=modules.interaction_classes["RealAgnosticResidualInteractionBlock"],
        num_interactions=2,
        num_elements=len(ARCH_ATOMIC_NUMBERS),
        hidden_irreps=o3.Irreps(ARCH_HIDDEN_IRREPS[size]),
        MLP_irreps=o3.Irreps("16x0e"),
        atomic_energies=np.zeros(len(ARCH_ATOMIC_NUMBERS)),
        avg_num_neighbors=ARCH_AVG_NUM_NEIGHBORS,
        atomic_numbers=list(ARCH_ATOMIC_NUMBERS),
        correlation=3,
        gate=modules.gate_dict["silu"],
        radial_MLP=[64, 64, 64],
        radial_type="bessel",
        atomic_inter_scale=1.0,
        atomic_inter_shift=0.0,
    )
    accepted = inspect.signature(modules.MACE.__init__).parameters
    if "use_reduced_cg" in accepted:
        kwargs["use_reduced_cg"] = False  # the MACE-MP-0 checkpoints predate reduced CG

    previous = torch.get_default_dtype()
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        torch.set_default_dtype(torch.float64)
        try:
            model = modules.ScaleShiftMACE(**kwargs)
        finally:
            torch.set_default_dtype(previous)
    return model
