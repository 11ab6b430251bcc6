"""Big Box module "Tesouros dos arredores" (the treasures of the surroundings; manual p. 34):
its actions (``actions.py``), rules and state changes (``rules.py``), state fields
(``state.py``) and plug-in object (``module.py``)."""
