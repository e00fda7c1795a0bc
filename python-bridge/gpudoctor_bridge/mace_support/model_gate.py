"""The loader is the gate: a model file the user has not vouched for is unpickled only by torch's
weights-only unpickler, which refuses by itself every global outside an allow-list of exact names.

Why not a scan beside ``torch.load`` (what this replaced): the scanner and torch read different
bytes (a legacy pickle stream before a zip, a member ``data.PKL``, an ``INT 0x..`` literal the
scanner's parser could not read), and allowed module *prefixes* let dotted names such as
``torch.nn.functional`` + ``torch.os.system`` reach ``os.system``. Here the bytes judged are the
bytes loaded, and a global is looked up as the whole string ``module.name`` in a dict we built:
nothing in the file is resolved attribute by attribute.

What a MACE model needs beyond torch's own weights-only set: the mace / e3nn / torch.nn classes
in ``ALLOWED_GLOBALS`` (read off random-weight MACE-MP-0 architecture models of every size), and
``torch.fx.graph_module.reduce_graph_module``: mace's SymmetricContraction keeps torch.fx graphs,
which torch pickles as Python source that it ``exec``s on load. That name is mapped to
``_rebuild_fx_graph``, which accepts only the straight-line tensordot / einsum code such graphs
hold (checked on its syntax tree) and runs it with ``torch`` as its only global.

Limit, said plainly: e3nn stores its compiled tensor products as TorchScript archives that its
``__setstate__`` loads with ``torch.jit.load``. That runs no Python, only TorchScript operators.
"""

from __future__ import annotations

import ast
import importlib
import pickletools
import re
from typing import Any, Dict, List, Set, Tuple

# Exact qualified names (module.name), never prefixes. torch's weights-only unpickler already
# allows tensors, storages, dtypes, OrderedDict, set and the other plain containers.
ALLOWED_GLOBALS = (
    "mace.modules.models.ScaleShiftMACE",
    "mace.modules.blocks.AtomicEnergiesBlock",
    "mace.modules.blocks.EquivariantProductBasisBlock",
    "mace.modules.blocks.LinearNodeEmbeddingBlock",
    "mace.modules.blocks.LinearReadoutBlock",
    "mace.modules.blocks.NonLinearReadoutBlock",
    "mace.modules.blocks.RadialEmbeddingBlock",
    "mace.modules.blocks.RealAgnosticResidualInteractionBlock",
    "mace.modules.blocks.ScaleShiftBlock",
    "mace.modules.irreps_tools.reshape_irreps",
    "mace.modules.radial.BesselBasis",
    "mace.modules.radial.PolynomialCutoff",
    "mace.modules.symmetric_contraction.Contraction",
    "mace.modules.symmetric_contraction.SymmetricContraction",
    "e3nn.math._normalize_activation.normalize2mom",
    "e3nn.nn._activation.Activation",
    "e3nn.nn._fc.FullyConnectedNet",
    "e3nn.nn._fc._Layer",
    "e3nn.o3._irreps.Irrep",
    "e3nn.o3._irreps.Irreps",
    "e3nn.o3._irreps._MulIr",
    "e3nn.o3._linear.Instruction",
    "e3nn.o3._linear.Linear",
    "e3nn.o3._spherical_harmonics.SphericalHarmonics",
    "e3nn.o3._tensor_product._instruction.Instruction",
    "e3nn.o3._tensor_product._sub.FullyConnectedTensorProduct",
    "e3nn.o3._tensor_product._tensor_product.TensorProduct",
    "torch.nn.functional.silu",
    "torch.nn.modules.container.ModuleList",
    "torch.nn.modules.container.ParameterList",
    "torch.fx._symbolic_trace.Tracer",
)
# What the file must hold at its top: a whole model, as mace's MACECalculator loads one.
MODEL_CLASSES = ("mace.modules.models.ScaleShiftMACE",)
FX_GRAPH_GLOBAL = "torch.fx.graph_module.reduce_graph_module"
# The only calls a pickled fx graph of a MACE model may make (what opt_einsum_fx writes).
FX_CALLS = frozenset(("torch.functional.tensordot", "torch.functional.einsum"))

_REFUSED_GLOBAL = re.compile(r"GLOBAL (\S+) (?:was not an allowed global|whose module)")
_UNSUPPORTED_OPCODE = re.compile(r"Unsupported operand (\d+)")


class Refused(Exception):
    """The file was not loaded; the message is the reason, as a sentence fragment."""


def load(path: str, map_location: str) -> Any:
    """The model object in ``path``, unpickled by torch's weights-only unpickler with exactly
    ``ALLOWED_GLOBALS``; ``Refused`` when the file names anything else."""
    import torch

    if tuple(int(part) for part in re.findall(r"\d+", torch.__version__)[:2]) < (2, 6):
        # safe_globals with (object, "module.name") pairs, what exact names need, came in torch 2.6
        raise Refused("torch %s is older than 2.6, whose weights-only loader this gate needs"
                      % torch.__version__)
    allowed: List[Tuple[Any, str]] = [(_resolve(name), name) for name in ALLOWED_GLOBALS]
    allowed.append((_rebuild_fx_graph, FX_GRAPH_GLOBAL))
    try:
        with torch.serialization.safe_globals(allowed):
            model = torch.load(path, map_location=map_location, weights_only=True)
    except Refused:
        raise
    except Exception as error:  # noqa: BLE001 - any failure of the restricted loader is a refusal
        raise Refused(_reason(error)) from None
    if not isinstance(model, tuple(_resolve(name) for name in MODEL_CLASSES)):
        raise Refused("it holds a %s, not a whole MACE model (%s)"
                      % (type(model).__name__, ", ".join(MODEL_CLASSES)))
    return model


def _resolve(qualified: str) -> Any:
    module, _, name = qualified.rpartition(".")
    return getattr(importlib.import_module(module), name)


def _reason(error: Exception) -> str:
    text = str(error)
    found = _REFUSED_GLOBAL.search(text)
    if found:
        return "loading it would run %s, which a MACE model does not use" % found.group(1)
    opcode = _UNSUPPORTED_OPCODE.search(text)
    if opcode:
        known = pickletools.code2op.get(chr(int(opcode.group(1))))
        return ("it holds the pickle instruction %s, which torch.save does not write and torch's "
                "weights-only loader does not read" % (known.name if known else "number " + opcode.group(1)))
    detail = text.split("WeightsUnpickler error:", 1)[-1].strip().splitlines()
    first = detail[0].strip() if detail else type(error).__name__
    return "torch's weights-only loader could not read it (%s)" % first[:300]


# --------------------------------------------------------------------------- torch.fx graphs

def _rebuild_fx_graph(body: Dict[str, Any], import_block: str) -> Any:
    """Stands in for torch.fx.graph_module.reduce_graph_module: the graph's ``forward`` is
    rebuilt from source only after that source is checked to be straight-line calls of
    ``FX_CALLS``; the file's import block is never run."""
    import torch
    from torch.fx import graph_module

    if not isinstance(body, dict) or not isinstance(import_block, str):
        raise Refused("it holds a torch.fx graph in a form torch does not write")
    source = body.get("_code") or body.get("code")
    if not isinstance(source, str):
        raise Refused("it holds a torch.fx graph without its code")
    tracer = body.get("_tracer_cls")
    if tracer not in (None, torch.fx.Tracer) or body.get("_tracer_extras", {}) != {} \
            or not isinstance(body.get("_graphmodule_cls_name", ""), str):
        raise Refused("it holds a torch.fx graph with its own tracer")
    tree = _checked_forward(source)
    scope: Dict[str, Any] = {"torch": torch, "__builtins__": {}}
    exec(compile(tree, "<torch.fx graph of a model file>", "exec"), scope)  # noqa: S102 - checked above
    return graph_module._deserialize_graph_module(scope["forward"], body)


def _checked_forward(source: str) -> ast.Module:
    try:
        tree = ast.parse(source)
    except SyntaxError:
        raise Refused("it holds a torch.fx graph whose code is not Python") from None
    if len(tree.body) != 1 or not isinstance(tree.body[0], ast.FunctionDef):
        raise Refused("it holds a torch.fx graph with code besides its forward function")
    function = tree.body[0]
    arguments = function.args
    if function.name != "forward" or function.decorator_list or function.returns is not None \
            or arguments.posonlyargs or arguments.vararg or arguments.kwonlyargs or arguments.kwarg \
            or arguments.defaults or not arguments.args or arguments.args[0].arg != "self" \
            or any(arg.annotation is not None for arg in arguments.args):
        raise Refused("it holds a torch.fx graph whose forward is not a plain function")
    local: Set[str] = {arg.arg for arg in arguments.args[1:]}
    for position, statement in enumerate(function.body):
        last = position == len(function.body) - 1
        if last and isinstance(statement, ast.Return) and _is_value(statement.value, local, names_only=True):
            return tree
        if isinstance(statement, ast.Assign) and all(isinstance(t, ast.Name) and t.id != "torch"
                                                     for t in statement.targets):
            value = statement.value
            if isinstance(value, ast.Constant) and value.value is None:
                continue  # "x = y = None": fx frees what it no longer needs
            if len(statement.targets) == 1 and _is_allowed_call(value, local):
                local.add(statement.targets[0].id)
                continue
        raise Refused("it holds a torch.fx graph whose code does more than %s (line %d: %s)"
                      % (" and ".join(sorted(FX_CALLS)), statement.lineno, ast.unparse(statement)[:120]))
    raise Refused("it holds a torch.fx graph whose forward returns nothing")


def _is_allowed_call(node: ast.AST, local: Set[str]) -> bool:
    return (isinstance(node, ast.Call) and _dotted(node.func) in FX_CALLS
            and all(_is_value(arg, local) for arg in node.args)
            and all(keyword.arg is not None and _is_value(keyword.value, local) for keyword in node.keywords))


def _is_value(node: Any, local: Set[str], names_only: bool = False) -> bool:
    """A local name, or (unless ``names_only``) a constant or a tuple of values."""
    if isinstance(node, ast.Name):
        return node.id in local
    if isinstance(node, ast.Tuple):
        return all(_is_value(item, local, names_only) for item in node.elts)
    return not names_only and isinstance(node, ast.Constant) \
        and (node.value is None or type(node.value) in (str, int, bool))


def _dotted(node: ast.AST) -> str:
    parts: List[str] = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return ""
    parts.append(node.id)
    return ".".join(reversed(parts))
