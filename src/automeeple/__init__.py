"""automeeple: runs the AI opponents of solo board-game variants."""

__version__ = "0.2.0"
ENGINE_VERSION = __version__
