"""Every game package. The catalog (:mod:`automeeple.catalog`) lists them."""
