"""Test configuration: hypothesis without per-example deadlines, so that a
busy CI machine (two cores, other builds running) cannot make a property
test fail on time alone."""

from hypothesis import settings

settings.register_profile("jass", deadline=None, print_blob=True)
settings.load_profile("jass")
