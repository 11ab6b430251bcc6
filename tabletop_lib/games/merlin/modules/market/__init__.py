"""Big Box module "Módulo: o mercado" (the market; manual pp. 27-28): its actions
(``actions.py``), its rules and state changes (``rules.py``, ``turn.py``), its state fields
(``state.py``), plain words and lessons (``describe.py``, ``lessons.py``) and its plug-in object
(``module.py``, registered in ``modules/registry.py``)."""
