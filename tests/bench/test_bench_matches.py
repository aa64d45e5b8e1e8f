"""The benchmarks' statistics: a win rate's interval and a paired comparison's test."""

import pytest

from bench.matches import sign_test, wilson


@pytest.mark.parametrize(("better", "worse", "p"), [(0, 0, 1.0), (5, 0, 0.0625),
                                                    (3, 3, 1.0), (10, 2, 0.0386)])
def test_the_sign_test_is_two_sided(better, worse, p):
    assert sign_test(better, worse) == pytest.approx(p, abs=1e-4)


def test_the_wilson_interval_of_149_wins_in_200_is_68_to_80_percent():
    low, high = wilson(149, 200)
    assert (round(low, 3), round(high, 3)) == (0.680, 0.800)
