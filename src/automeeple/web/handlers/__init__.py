"""The web app's pages and actions as plain functions, free of any web framework:
each takes plain values (a form's fields as text, a game's id as a number, whether
the form's CSRF token was right), the server's :class:`~automeeple.web.games.Games`,
and returns a :mod:`reply <automeeple.web.handlers.reply>`: a template with its
context and status, a redirect, or JSON data. The FastAPI routes
(:mod:`automeeple.web.routes`) only read the request, call a handler and send its
reply; an in-browser worker can call the same handlers and render the same
templates. Grouped by concern: :mod:`.home` (the games, a new game), :mod:`.play`
(a game's page and what is done on it), :mod:`.saves` (deleting a saved game)."""
