"""Big Box module "Arthur" (manual pp. 16-19): its actions (``actions.py``), rules catalog
(``catalog.py``), names and data (``data.py``), interned actions (``tables.py``), the black die
and the new flags (``moves.py``), the inner and outer spaces (``inner.py``, ``outer.py``,
``spaces.py``), the Picts (``picts.py``), Arthur's manors (``manors.py``), describers
(``describe.py``), lessons (``lessons.py``), state fields (``state.py``) and plug-in object
(``module.py``)."""
