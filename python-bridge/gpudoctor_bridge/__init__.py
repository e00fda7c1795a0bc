"""GPU Doctor's Python bridge: a JSON-lines server run as ``python -m gpudoctor_bridge``.

The Java app starts this package inside the *user's* interpreter (the one that
is supposed to run torch/MACE), so it can observe that environment from the
inside. Everything imported at start-up is standard library only: the bridge
must come up and say hello even where torch is missing or broken, because
that is exactly the situation it exists to diagnose. Heavy imports belong in
individual op modules (see ``ops/``), which are imported only when called.

This file is kept to plain constants, parseable by any Python, so that
``__main__`` can refuse an interpreter that is too old with a clean message.
"""

BRIDGE_VERSION = "0.1.0"
PROTOCOL_VERSION = 1
MIN_PYTHON = (3, 9)
