"""The web app: Play and Table mode in a browser, on the terminal's saved games
(``automeeple serve``; docs/web.md). :func:`automeeple.web.app.create_app` builds
it; importing this package loads neither FastAPI nor any game."""
