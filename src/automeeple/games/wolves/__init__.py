"""The Wolves (Pandasaurus, 2022): the solo variant, one person against two AI packs."""
