"""Adapters to other game-AI ecosystems, behind the optional ``interop`` extra.

- :mod:`tabletop_lib.interop.openspiel`: the games as OpenSpiel (``pyspiel``) Python games.
- :mod:`tabletop_lib.interop.pettingzoo`: the games as PettingZoo AEC environments.
- :mod:`tabletop_lib.interop.universe`: the fixed action universe (integer action ids).
- :mod:`tabletop_lib.interop.tensor`: the fixed-length observation tensor.

``pip install -e '.[interop]'`` installs ``open_spiel``, ``pettingzoo`` and ``gymnasium``;
the universe and tensor modules need only numpy, and nothing else in the library imports
this package.
"""

from __future__ import annotations
