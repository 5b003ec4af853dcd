"""The depth check a record passes before it is parsed (:func:`too_deep`): one pass
that takes no memory to speak of, however long the record's strings are, and that
finds what a scan token by token finds (brackets inside strings do not count)."""

from __future__ import annotations

import random
import re
import tracemalloc

from automeeple.engine.records import MAX_DEPTH, too_deep

#: The scan it replaced, as a reference: a JSON string (one never closed runs to the
#: end), or a bracket. It took about 110 bytes for each character of a long string.
_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"?|[\[\]{}]', re.S)


def token_by_token(text: str) -> bool:
    depth = 0
    for found in _TOKENS.finditer(text):
        if found[0] in ("[", "{"):
            depth += 1
            if depth > MAX_DEPTH:
                return True
        elif found[0] in ("]", "}"):
            depth -= 1
    return False


def test_the_depth_of_a_record_with_a_long_string_is_found_in_constant_memory():
    """A record holding a 1.4 MB edition text (a tester's 10 MB one took 1.2 GB to
    check): the check allocates next to nothing, and finds what the token scan finds
    in random texts of quotes, backslashes and brackets."""
    text = '{"edition_text": "' + 'a = "[x]"\\n'.replace('"', '\\"') * 120_000 + '", "steps": []}'
    assert len(text) > 1_400_000
    tracemalloc.start()
    try:
        assert not too_deep(text)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 64 * 1024, peak
    rng = random.Random(7)
    for _ in range(20_000):
        sample = "".join(rng.choice('[[[{{]}"\\a\n') for _ in range(rng.randint(0, 90)))
        assert too_deep(sample) == token_by_token(sample), sample
