"""The benchmark that checks the game review's judge (issue 43): reviewed games of
every game, each decision the review named re-judged by full, paired playouts with
four times the judge's samples; the share confirmed and the calibration of
"expected at the end" printed. ``bench/review_truth.py`` is its command."""
