"""What every browser test shares: the registry, the check that fails a test, and
the site under test."""

import json
import os
import re

TESTS = []


def test(function):
    TESTS.append(function)
    return function


class Check(Exception):
    pass


def expect(condition, message):
    if not condition:
        raise Check(message)


class Site:
    """The site under test: its folder, its chapter pages in order, its search index."""

    def __init__(self, folder, artifacts):
        self.folder = os.path.abspath(folder)
        self.artifacts = os.path.abspath(artifacts)
        names = sorted(os.listdir(self.folder))
        self.chapters = [n for n in names if re.match(r"^\d+.*\.html$", n)]
        with open(os.path.join(self.folder, "assets", "search-index.js"), encoding="utf-8") as handle:
            text = handle.read()
        self.index = json.loads(text[text.index("{"):text.rindex("}") + 1])

    def url(self, page):
        return "file://" + os.path.join(self.folder, page)

    def chapter_with_most_steps(self):
        """The chapter page with the most transcript steps (the richest stepper)."""
        best, most = None, -1
        for name in self.chapters:
            with open(os.path.join(self.folder, name), encoding="utf-8") as handle:
                count = handle.read().count('<li class="step"')
            if count > most:
                best, most = name, count
        return best

    def word_in_one_chapter(self):
        """A word of the index found in exactly one chapter (and not the landing page),
        preferring long ones: the test searches for it and expects only that chapter."""
        docs = self.index["docs"]
        candidates = []
        for word, postings in self.index["terms"].items():
            pages = {docs[postings[i]][0] for i in range(0, len(postings), 2)}
            if len(pages) == 1 and next(iter(pages)) in self.chapters and len(word) >= 7 and word.isalpha():
                candidates.append((-len(word), word, next(iter(pages))))
        expect(candidates, "no word of the index is found in one chapter only")
        candidates.sort()
        _, word, page = candidates[len(candidates) // 2]
        return word, page
