"""A model file is code: torch.save pickles objects, and unpickling may call any importable
function (a __reduce__ that writes a file or starts a shell). Before a model file is loaded, its
pickle opcodes are read with the standard library's pickletools -- nothing is executed, nothing
imported -- and every global it names (GLOBAL, INST, STACK_GLOBAL) must be one a MACE model needs.

Why pickletools and not a PyPI scanner (picklescan, modelscan): they work the same way (opcode
walk, deny-list or allow-list) but are deny-lists by default and would add a dependency to a
stdlib-only bridge; an allow-list of what MACE models contain is stricter and twenty lines.

Limit, said plainly: e3nn builds part of a MACE model with torch.fx, whose pickled GraphModule
(torch.fx.graph_module.reduce_graph_module) compiles Python source stored in the file. Every MACE
model needs it, so it is allowed; a file crafted to abuse that path is not caught by an opcode
scan. The scan stops every other global: os.system, builtins.exec, subprocess, eval_code...
"""

import io
import pickletools
import zipfile
from typing import Iterator, List, Optional, Set, Tuple

# Exact (module, name) pairs, and module prefixes whose every class a model may hold.
ALLOWED_GLOBALS = {
    ("__builtin__", "set"), ("builtins", "set"), ("builtins", "frozenset"), ("builtins", "slice"),
    ("builtins", "dict"), ("builtins", "list"), ("builtins", "tuple"), ("builtins", "int"),
    ("builtins", "float"), ("builtins", "complex"), ("builtins", "bytearray"), ("builtins", "bytes"),
    ("__builtin__", "frozenset"), ("__builtin__", "slice"),
    ("_codecs", "encode"),
    ("collections", "OrderedDict"), ("collections", "defaultdict"),
    ("torch._utils", "_rebuild_tensor_v2"), ("torch._utils", "_rebuild_parameter"),
    ("torch._utils", "_rebuild_parameter_with_state"), ("torch._utils", "_rebuild_tensor"),
    ("torch._tensor", "_rebuild_from_type_v2"), ("torch", "Size"), ("torch", "device"),
    ("torch", "float32"), ("torch", "float64"), ("torch", "int64"), ("torch", "dtype"),
    ("torch.fx._symbolic_trace", "Tracer"), ("torch.fx.graph_module", "reduce_graph_module"),
    ("torch.fx.graph_module", "reduce_package_graph_module"),
    ("numpy.core.multiarray", "_reconstruct"), ("numpy.core.multiarray", "scalar"),
    ("numpy._core.multiarray", "_reconstruct"), ("numpy._core.multiarray", "scalar"),
    ("numpy", "ndarray"), ("numpy", "dtype"),
}
_STORAGES = ("Double", "Float", "Half", "BFloat16", "Long", "Int", "Short", "Char", "Byte", "Bool",
             "ComplexFloat", "ComplexDouble")
ALLOWED_GLOBALS |= {("torch", kind + "Storage") for kind in _STORAGES}
ALLOWED_PREFIXES = (
    "mace.modules.", "torch.nn.modules.", "torch.nn.functional", "torch.nn.parameter",
    "e3nn.o3.", "e3nn.nn.", "e3nn.math.",
)
MAX_PICKLE_BYTES = 512 << 20


def allowed(module: str, name: str) -> bool:
    if (module, name) in ALLOWED_GLOBALS:
        return True
    return any((module + ".").startswith(prefix) or module == prefix.rstrip(".")
               for prefix in ALLOWED_PREFIXES) and not name.startswith("__")


def _globals(data: bytes) -> Iterator[Tuple[str, str]]:
    """Every (module, name) a pickle names, read from its opcodes (memo followed for STACK_GLOBAL)."""
    memo = {}
    recent: List[Optional[str]] = []
    last: Optional[str] = None
    for op, arg, _pos in pickletools.genops(io.BytesIO(data)):
        name = op.name
        if name in ("GLOBAL", "INST"):
            module, _, attr = str(arg).partition(" ")
            yield module, attr
            last = None
        elif name in ("SHORT_BINUNICODE", "BINUNICODE", "BINUNICODE8", "UNICODE", "STRING",
                      "BINSTRING", "SHORT_BINSTRING"):
            last = arg if isinstance(arg, str) else str(arg)
            recent.append(last)
        elif name == "MEMOIZE":
            memo[len(memo)] = last
        elif name in ("PUT", "BINPUT", "LONG_BINPUT"):
            memo[arg] = last
        elif name in ("GET", "BINGET", "LONG_BINGET"):
            last = memo.get(arg)
            recent.append(last)
        elif name == "STACK_GLOBAL":
            if len(recent) < 2 or recent[-1] is None or recent[-2] is None:
                yield "?", "a global built from values the scan cannot follow"
            else:
                yield recent[-2], recent[-1]
            last = None
        else:
            last = None
            if name not in ("MEMOIZE", "PROTO", "FRAME"):
                recent.append(None)
        if name == "STOP":
            return


def _pickles(path: str) -> Iterator[bytes]:
    """The pickles of a torch.save file: data.pkl (and any other .pkl) of its zip, or the legacy stream."""
    if zipfile.is_zipfile(path):
        with zipfile.ZipFile(path) as archive:
            for info in archive.infolist():
                if info.filename.endswith(".pkl"):
                    if info.file_size > MAX_PICKLE_BYTES:
                        raise ValueError("%s in the model is larger than %d MiB" % (info.filename, MAX_PICKLE_BYTES >> 20))
                    yield archive.read(info)
        return
    with open(path, "rb") as handle:
        yield handle.read(MAX_PICKLE_BYTES)


def refused_globals(path: str) -> List[str]:
    """The globals of the file outside the allow-list, as module.name; empty when it may be loaded."""
    bad: Set[str] = set()
    for data in _pickles(path):
        stream = data
        # A legacy torch file is several pickles one after another: read them all.
        while stream:
            try:
                found = list(_globals(stream))
            except Exception as error:  # not a pickle at all: that is the loader's to say
                if not bad and stream is data:
                    raise ValueError("not a pickle torch.save writes (%s)" % error) from None
                break
            bad.update("%s.%s" % (module, name) for module, name in found if not allowed(module, name))
            end = _end_of_first(stream)
            if end is None or end >= len(stream):
                break
            stream = stream[end:]
    return sorted(bad)


def _end_of_first(data: bytes) -> Optional[int]:
    for op, _arg, pos in pickletools.genops(io.BytesIO(data)):
        if op.name == "STOP":
            return pos + 1
    return None
