"""The pages' templates, for whatever serves them: the server (:mod:`.app`) and the
phone's worker draw the same templates with the same boards.

Every link, form action and file a template names is relative (``games/5``,
``static/app.css``), resolved against ``<base href="{{ base }}">``: the site's root
as the server or the phone sees it, so the pages work at any sub-path."""

from __future__ import annotations

from pathlib import Path

from jinja2 import Environment, FileSystemLoader, select_autoescape

from automeeple import catalog

from .boards import install
from .handlers.reply import Page

HERE = Path(__file__).resolve().parent
#: The form field that carries the CSRF token.
CSRF_FIELD = "csrf"


def environment(csrf: str) -> Environment:
    """The templates with every game's board; ``csrf``: the token each form
    carries."""
    env = Environment(loader=FileSystemLoader(HERE / "templates"),
                      autoescape=select_autoescape(default=True, default_for_string=True))
    install(env, catalog.games())
    env.globals["csrf_field"] = CSRF_FIELD
    env.globals["csrf"] = csrf
    return env


def render(env: Environment, page: Page, base: str) -> str:
    """``page``'s template drawn with its context, its links relative to ``base``
    (the site's root, ending in "/")."""
    return env.get_template(page.template).render(**page.context, base=base)
