"""A review's pages say what the evidence allows: each figure with its ±, close calls
counted apart, and a move the fresh deals did not beat shown as the best found."""

from __future__ import annotations

from cogs.common.review_pages import Shown, step_message, summary_message
from engine.review import Judgement, Step, Thresholds
from i18n import Translator
from service.review_summary import summarize
from service.reviews import Review

THRESHOLDS = Thresholds(inaccuracy=3.0, mistake=8.0)


def judged(cost: float, verdict: str, best: str = "better", cost_se: float = 2.04) -> Judgement:
    return Judgement(Step(0, 0, 5, "middle", "played"), best, 140.0, 140.0 + cost, 4, 64,
                     played_se=1.25, best_se=1.5, cost_se=cost_se, verdict=verdict)


def page(judgement: Judgement, locale: str = "en") -> dict:
    review = Review(7, 0, "amytis", THRESHOLDS, (judgement,))
    shown = Shown(judgement, "the move played", "the other move", None)
    return step_message(Translator(locale), review, "alice", 0, shown)["embeds"][0].to_dict()


def test_a_named_loss_is_told_to_the_precision_its_error_supports():
    embed = page(judged(9.0, "inaccuracy"))
    assert embed["title"].endswith("inaccuracy")
    assert embed["fields"][1]["value"] == "the other move"
    assert embed["fields"][2]["value"] == (
        "About 9 points lost (±2): 140 (±1) expected at the end after the move played, "
        "149 (±2) after the better one")


def test_a_move_the_fresh_deals_favoured_over_the_other_is_shown_as_the_best_found():
    embed = page(judged(-2.0, "good"))
    assert embed["fields"][1]["value"] == "The move played was the best found."
    assert embed["fields"][2]["value"].startswith("No points lost shown: 140 (±1) ")


def test_a_close_call_is_titled_close_in_each_language():
    titles = [page(judged(4.0, "close"), locale)["title"] for locale in ("en", "ru", "fr")]
    assert [title.rsplit(": ", 1)[-1].rsplit("\u00a0: ", 1)[-1] for title in titles] == [
        "close", "спорный ход", "coup serré"]


def test_the_summary_gives_the_points_lost_with_their_error_and_counts_close_calls():
    judgements = (judged(9.0, "inaccuracy"), judged(4.0, "close"))
    review = Review(7, 0, "amytis", THRESHOLDS, judgements)
    message = summary_message(Translator("en"), review, summarize(judgements, THRESHOLDS),
                              "alice", [])
    text = message["embeds"][0].description
    assert "Points lost in all: **about 13** (±3)" in text
    assert "1 close call (an estimated loss of 3.0 points or more, within the uncertainty)" in text


def test_russian_pages_give_the_points_in_the_genitive_the_figure_takes():
    decimal = page(judged(8.5, "inaccuracy", cost_se=0.57), "ru")["fields"][2]["value"]
    whole = page(judged(9.0, "inaccuracy"), "ru")["fields"][2]["value"]
    assert decimal.startswith("Потеряно около 8,5 очка (±0,6): ")
    assert whole.startswith("Потеряно около 9 очков (±2): ")
    judgements = (judged(4.0, "close"),)
    review = Review(7, 0, "amytis", THRESHOLDS, judgements)
    text = summary_message(Translator("ru"), review, summarize(judgements, THRESHOLDS),
                           "alice", [])["embeds"][0].description
    assert "1 спорный ход (оценка потери от 3,0 очка, в пределах погрешности)" in text


def test_a_review_still_refining_says_so_above_its_summary_and_each_page_in_each_language():
    judgements = (judged(9.0, "inaccuracy"), judged(4.0, "close"), judged(0.0, "good"))
    review = Review(7, 0, "amytis", THRESHOLDS, judgements, unrefined=2)
    shown = Shown(judgements[0], "the move played", "the other move", None)
    lines = {locale: (summary_message(Translator(locale), review,
                                      summarize(judgements, THRESHOLDS), "alice", [])["content"],
                      step_message(Translator(locale), review, "alice", 0, shown)["content"])
             for locale in ("en", "ru", "fr")}
    assert lines["en"] == ("⏳ Still refining: 1 of 3 decisions checked on more deals; "
                           "figures may change.",) * 2
    assert all(summary == page and "1" in page and "3" in page
               for summary, page in lines.values())
    assert "уточняется" in lines["ru"][0] and "affinement" in lines["fr"][0]


def test_a_refined_review_says_nothing_of_refining():
    judgements = (judged(9.0, "inaccuracy"),)
    review = Review(7, 0, "amytis", THRESHOLDS, judgements, unrefined=0)
    shown = Shown(judgements[0], "the move played", "the other move", None)
    assert summary_message(Translator("en"), review, summarize(judgements, THRESHOLDS),
                           "alice", [])["content"] == ""
    assert step_message(Translator("en"), review, "alice", 0, shown)["content"] == ""
