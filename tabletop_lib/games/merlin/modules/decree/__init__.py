"""Big Box module "Queenie: o decreto do rei" (the king's decree; manual p. 35): its actions
(``actions.py``), rules and state changes (``rules.py``), interned actions (``tables.py``),
describers (``describe.py``), state fields (``state.py``) and plug-in object (``module.py``)."""
