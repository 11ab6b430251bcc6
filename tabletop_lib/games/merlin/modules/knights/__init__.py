"""Big Box module "Cavaleiros da távola redonda" (the Knights of the Round Table; manual pp.
20-25): its actions (``actions.py``), its rules, data and draft (``rules.py``), the allies'
abilities offered and applied (``allies.py``, ``abilities.py``), its scoring (``scoring.py``),
its state fields (``state.py``), plain words and lessons (``describe.py``, ``lessons.py``) and
its plug-in object (``module.py``, registered in ``modules/registry.py``)."""
