"""Brian Boru's tests. ``stepper_demo.ipynb`` here is the browser tests' stepper notebook (a
GameStepper on Brian Boru, seed 1), test data that the browser drives, not a notebook for nbval
to run."""

collect_ignore = ["stepper_demo.ipynb"]
