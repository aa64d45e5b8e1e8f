"""What the image benchmarks share: each image timed in wall-clock and CPU
milliseconds with its PNG size, and one line of figures per kind of image."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

LOCALES = ("en", "ru", "fr")
Timing = tuple[list[float], list[float], list[int]]


def timed(items: list, draw: Callable[[object, str], bytes]) -> Timing:
    """Wall-clock and CPU milliseconds and PNG bytes of each image, the locales in
    turn. CPU time is printed too because the machine may be shared: it is what the
    image costs."""
    wall, cpu, sizes = [], [], []
    for index, item in enumerate(items):
        locale = LOCALES[index % len(LOCALES)]
        start, start_cpu = time.perf_counter(), time.process_time()
        data = draw(item, locale)
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
        sizes.append(len(data))
    return wall, cpu, sizes


def _p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[-1] if len(values) >= 2 else values[0]


def report(label: str, wall: list[float], cpu: list[float], sizes: list[int]) -> None:
    """One line: the count, median and p95 of wall and CPU time, PNG mean and max."""
    print(f"{label}: {len(wall)} images, wall median {statistics.median(wall):.1f} ms, "
          f"p95 {_p95(wall):.1f} ms; CPU median {statistics.median(cpu):.1f} ms, "
          f"p95 {_p95(cpu):.1f} ms; PNG mean {statistics.mean(sizes) / 1000:.0f} KB, "
          f"max {max(sizes) / 1000:.0f} KB")
