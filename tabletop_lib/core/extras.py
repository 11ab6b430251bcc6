"""Optional libraries, imported when a feature needs them.

A plain ``pip install tabletop_lib`` gives the engines, the graphs, the plotly views, the widgets
and pandas DataFrames. Parquet files, SQL over studies and ratings need the ``analysis`` extra
(pyarrow, duckdb, openskill); Dask clusters the ``dask`` extra; the OpenSpiel and PettingZoo
adapters the ``interop`` extra. :func:`require` imports such a library or says which extra to
install.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from .errors import TabletopError


class MissingExtraError(TabletopError, ImportError):
    """A feature needs a library of an optional extra that is not installed."""


def require(module: str, extra: str, feature: str = "") -> ModuleType:
    """Import ``module``; if it is missing, raise :class:`MissingExtraError` naming the extra
    (``pip install 'tabletop_lib[analysis]'``) and the feature that needs it."""
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as exc:
        top = module.split(".")[0]
        if exc.name is None or exc.name.split(".")[0] != top:
            raise
        what = f"{feature} needs" if feature else "this needs"
        raise MissingExtraError(
            f"{what} {top}, which comes with an optional extra: pip install 'tabletop_lib[{extra}]'"
        ) from None
