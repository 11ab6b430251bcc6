"""Big Box module "O favor do rei" (the King's Favor; manual p. 14-15): its actions
(``actions.py``), rules and state changes (``rules.py``), describers (``describe.py``), state
fields (``state.py``) and plug-in object (``module.py``)."""
