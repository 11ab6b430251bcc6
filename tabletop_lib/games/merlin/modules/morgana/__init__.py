"""Big Box module "Morgana" (manual pp. 31-33): its actions (``actions.py``), catalog, data,
setup and blocking (``rules.py``), the kitchen turn (``kitchen.py``), the cauldrons
(``cauldrons.py``), the scorings (``scoring.py``), refusals, describers, lessons, state fields
(``state.py``) and plug-in object (``module.py``)."""
