"""Big Box module "a cidade de Caerleon" (manual pp. 29-30): its actions (``actions.py``),
catalog, data, setup and district spaces (``rules.py``), the slots and the districts' actions
(``districts.py``), describers, lessons, state fields (``state.py``) and plug-in object
(``module.py``)."""
