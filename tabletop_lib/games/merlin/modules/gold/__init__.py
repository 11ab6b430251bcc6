"""Big Box module "Moedas de ouro e visco" (gold coins and mistletoe; manual p. 26-27): its
actions (``actions.py``), its rules and state changes (``rules.py``) and its plug-in object
(``module.py``, registered in ``modules/registry.py``)."""
