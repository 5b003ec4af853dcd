"""Who may use the web app, and from where (docs/web.md, "Security").

- **Bound to this machine** (no access token): only requests that name this machine
  as their host (``localhost``, ``127.0.0.1``, ``[::1]``) are served, so a web page
  elsewhere cannot reach the app through a DNS name it points at 127.0.0.1.
- **Reachable from the network** (an access token): the first request carries
  ``?token=...``; it sets an HttpOnly, SameSite=Strict cookie and is sent on to the
  same address without the token, so the token leaves the address bar. Any request
  without the token or the cookie gets 403.
- **Forms**: every POST carries the app's CSRF token (a hidden field) and, when the
  browser says where the request comes from (``Origin``, else ``Referer``), it must
  be this app's own address.
- Every answer says the page may not be framed and runs only the app's own scripts.
"""

from __future__ import annotations

import secrets
from collections.abc import Awaitable, Callable
from urllib.parse import urlencode, urlsplit

from starlette.requests import Request
from starlette.responses import PlainTextResponse, RedirectResponse, Response

COOKIE = "automeeple_token"
#: The host names under which an app without an access token answers.
LOCAL_HOSTS = frozenset({"localhost", "127.0.0.1", "::1"})
HEADERS = {
    "Content-Security-Policy": "default-src 'self'; script-src 'self'; "
                               "style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
                               "object-src 'none'; base-uri 'self'; form-action 'self'; "
                               "frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "same-origin",
}


class Guard:
    """The app's secrets (its access token, if any, and its CSRF token) and the
    checks every request passes."""

    def __init__(self, token: str | None) -> None:
        self.token = token or None
        #: Fresh for each app: a form from an earlier run of the server is refused.
        self.csrf = secrets.token_urlsafe(32)

    def csrf_ok(self, given: str | None) -> bool:
        return bool(given) and secrets.compare_digest(given.encode(), self.csrf.encode())

    async def __call__(self, request: Request,
                       call_next: Callable[[Request], Awaitable[Response]]) -> Response:
        refused = self.refusal(request)
        if refused is not None:
            return self.headed(PlainTextResponse(refused, status_code=403))
        if self.token and self._token_ok(request.query_params.get("token")):
            return self.headed(self._welcome(request))
        return self.headed(await call_next(request))

    def refusal(self, request: Request) -> str | None:
        """Why ``request`` may not be served (None: it may)."""
        if self.token is None:
            if _hostname(request.headers.get("host", "")) not in LOCAL_HOSTS:
                return ("automeeple serves only this machine (localhost) without an access "
                        "token; start it with --host to reach it from elsewhere")
        elif not (self._token_ok(request.query_params.get("token"))
                  or self._token_ok(request.cookies.get(COOKIE))):
            return "automeeple: open the address with its token (printed by 'automeeple serve')"
        if request.method not in ("GET", "HEAD") and not self._same_origin(request):
            return "automeeple: a form from another site is refused"
        return None

    def _token_ok(self, given: str | None) -> bool:
        return bool(given) and secrets.compare_digest(given.encode(), self.token.encode())

    def _welcome(self, request: Request) -> Response:
        """The address without its token, with the cookie that stands for it."""
        rest = [(k, v) for k, v in request.query_params.multi_items() if k != "token"]
        url = request.url.path + (f"?{urlencode(rest)}" if rest else "")
        response = RedirectResponse(url, status_code=303)
        response.set_cookie(COOKIE, self.token, httponly=True, samesite="strict", path="/")
        return response

    @staticmethod
    def _same_origin(request: Request) -> bool:
        """The request's ``Origin`` (else ``Referer``) names this app, or neither is
        sent."""
        source = request.headers.get("origin") or request.headers.get("referer")
        if source is None:
            return True
        parts = urlsplit(source)
        return (parts.scheme, parts.netloc) == (request.url.scheme,
                                                request.headers.get("host", ""))

    @staticmethod
    def headed(response: Response) -> Response:
        for name, value in HEADERS.items():
            response.headers.setdefault(name, value)
        return response


def _hostname(host: str) -> str:
    """``host`` (a Host header) without its port or brackets."""
    if host.startswith("["):
        return host[1:].partition("]")[0]
    return host.rpartition(":")[0] if host.count(":") == 1 else host
