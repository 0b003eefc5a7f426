"""Conversions to and from other Jass software.

- ``jass_engine.interop.jasskit``: the jass-kit Python package (card and
  trump numbers, its clockwise player numbers, its "V0.2" JSON game states).
"""
