"""The browser tests over every game (``make test-browser``); their session fixtures (one
JupyterLab server, one Chromium) are in ``browser_session.py``, offered to every test folder by
the root ``tests/conftest.py``."""

# The stepper fixture is test data for the browser, not a notebook for nbval to run.
collect_ignore = ["stepper_demo.ipynb"]
