"""Entry point for ``python -m gpudoctor_bridge``.

The version guard runs before anything else is imported, in syntax that even
old interpreters parse, so that pointing GPU Doctor at a too-old Python yields
one clean protocol error line (which the Java side can show) instead of a
SyntaxError traceback on stderr.
"""

import sys

from gpudoctor_bridge import MIN_PYTHON


def _refuse_old_python():
    found = "%d.%d.%d" % tuple(sys.version_info[:3])
    needed = "%d.%d" % MIN_PYTHON
    message = "gpudoctor_bridge needs Python >= %s, this is %s (%s)" % (needed, found, sys.executable)
    # Hand-built JSON: the json module is fine everywhere, but keep this path trivial.
    line = '{"type":"error","id":null,"error":{"kind":"unsupported-python","message":"%s"}}\n' % (
        message.replace("\\", "\\\\").replace('"', '\\"'))
    sys.stdout.write(line)
    sys.stdout.flush()
    sys.stderr.write(message + "\n")
    return 2


if __name__ == "__main__":
    if tuple(sys.version_info[:2]) < tuple(MIN_PYTHON):
        sys.exit(_refuse_old_python())
    from gpudoctor_bridge.loop import main

    sys.exit(main())
