"""Op registry: op name -> the function that runs it.

Each op lives in its own module exposing ``run(params, ctx) -> dict``. The
registry names modules rather than holding function objects so that an op
module is imported only when its op is first called. Heavy dependencies
(torch, MACE, Triton, cuEquivariance) are imported inside ``run()``, through
``require()`` or a guarded import, never at a module's top level: a missing one
is then a ``missing-package`` error that names the package, and a broken one
fails *that op* with an ``op-failed`` error carrying the ImportError traceback -
which is itself a diagnosis - while the bridge and every other op keep working.

An op that knows why it cannot answer raises ``errors.BridgeError`` (kind +
fields, e.g. ``missing-package``).

``shutdown`` is not listed here: it is control flow, handled by the loop.
"""

from __future__ import annotations

import importlib
from typing import Any, Callable, Dict, List, Optional

OpFunction = Callable[[Dict[str, Any], Any], Dict[str, Any]]

# op name -> module name inside this package (each module defines run(params, ctx))
REGISTRY: Dict[str, str] = {
    "ping": "ping",
    "env": "env",
    "import_chain": "import_chain",
    "mace_run": "mace_run",
    "consistency": "consistency",
    "cuda_init": "cuda_init",
    "nvml_calls": "nvml_calls",
    "triton_probe": "triton_probe",
    "cueq_probe": "cueq_probe",
    "cuda_ipc_probe": "cuda_ipc_probe",
    "cuda_graph_probe": "cuda_graph_probe",
    "matmul_probe": "matmul_probe",
    "copy_bandwidth_probe": "copy_bandwidth_probe",
    "peer_copy_probe": "peer_copy_probe",
    "structure_size": "structure_size",
}


def names() -> List[str]:
    return sorted(REGISTRY)


def resolve(name: str) -> Optional[OpFunction]:
    """The op's run function, or None if no such op. Import errors propagate on
    purpose: the loop turns them into op-failed for this request only."""
    module_name = REGISTRY.get(name)
    if module_name is None:
        return None
    module = importlib.import_module("." + module_name, __name__)
    return module.run
