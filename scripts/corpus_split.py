"""The train / calibrate / evaluate split of the shared corpora, shared by the model builders
(build-language-models.py, build-cjk-models.py) and mirrored by src/analysis/lang/corpus.rs:
lines of at least 20 characters without markup are numbered from 0 in each file; line i is
training if i % 10 < 7, calibration if i % 10 == 7, evaluation otherwise."""

MARKUP = ("](", "http", "//", "[", "]", "|", "{")


def kept_lines(text):
    """The cleaning rule shared with the evaluation."""
    for line in text.splitlines():
        line = line.strip()
        if len(line) >= 20 and not any(m in line for m in MARKUP):
            yield line


def training(text):
    return [l for i, l in enumerate(kept_lines(text)) if i % 10 < 7]
