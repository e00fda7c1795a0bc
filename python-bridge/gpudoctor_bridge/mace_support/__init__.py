"""Shared pieces of the MACE ops (``mace_run``, ``consistency``): request
validation, structures, model sources, the calculator cache. Module top levels
are stdlib-only; torch, ase and mace are imported inside functions."""
