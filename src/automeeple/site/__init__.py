"""The phone's site (``automeeple site DIR``, docs/phone.md): a static folder in
which a browser plays every game with no server, Python and all."""
