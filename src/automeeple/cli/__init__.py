"""The command line: ``automeeple games | play | saves | resume | replay | simulate``."""
