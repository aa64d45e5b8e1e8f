"""The message-body checks Discord makes and that bots typically get wrong.

Each check yields ``(path, reason)``; the server turns a non-empty list into the
400 "Invalid Form Body" (code 50035) Discord answers, with the same ``errors`` tree shape.
"""

from __future__ import annotations

from typing import Any

from .models import iter_components

MAX_CONTENT = 2000
MAX_EMBEDS = 10
MAX_ROWS = 5
MAX_ROW_BUTTONS = 5
MAX_SELECT_OPTIONS = 25
MAX_CUSTOM_ID = 100
MAX_LABEL = 80
MAX_V2_COMPONENTS = 40
MAX_FILE_BYTES = 10 * 1024 * 1024
MAX_FILES = 10
COMPONENTS_V2_FLAG = 1 << 15
SELECT_TYPES = (3, 5, 6, 7, 8)
Problem = tuple[str, str]


def check_message_body(body: dict[str, Any]) -> list[Problem]:
    """All problems of a message create/edit body (content, embeds, components)."""
    problems: list[Problem] = []
    content = body.get("content")
    if isinstance(content, str) and len(content) > MAX_CONTENT:
        problems.append(("content", f"Must be {MAX_CONTENT} or fewer in length."))
    embeds = body.get("embeds") or []
    if len(embeds) > MAX_EMBEDS:
        problems.append(("embeds", f"Must be {MAX_EMBEDS} or fewer in length."))
    problems.extend(_check_embeds(embeds))
    components = body.get("components") or []
    v2 = bool(int(body.get("flags") or 0) & COMPONENTS_V2_FLAG)
    problems.extend(_check_components(components, v2=v2))
    return problems


def check_files(files: list[tuple[str, bytes]]) -> list[Problem]:
    """Too many files is a form error; oversized files are refused separately (413)."""
    if len(files) > MAX_FILES:
        return [("files", f"Must be {MAX_FILES} or fewer in length.")]
    return []


def oversized_files(files: list[tuple[str, bytes]]) -> list[str]:
    """Names of files above Discord's 10 MiB limit for unboosted guilds."""
    return [name for name, data in files if len(data) > MAX_FILE_BYTES]


def _check_embeds(embeds: list[dict[str, Any]]) -> list[Problem]:
    problems: list[Problem] = []
    total = 0
    for i, embed in enumerate(embeds):
        title, description = embed.get("title") or "", embed.get("description") or ""
        if len(title) > 256:
            problems.append((f"embeds.{i}.title", "Must be 256 or fewer in length."))
        if len(description) > 4096:
            problems.append((f"embeds.{i}.description", "Must be 4096 or fewer in length."))
        fields = embed.get("fields") or []
        if len(fields) > 25:
            problems.append((f"embeds.{i}.fields", "Must be 25 or fewer in length."))
        total += len(title) + len(description)
        total += sum(len(f.get("name", "")) + len(f.get("value", "")) for f in fields)
    if total > 6000:
        problems.append(("embeds", "Embed size exceeds maximum size of 6000"))
    return problems


def _check_components(components: list[dict[str, Any]], *, v2: bool) -> list[Problem]:
    problems: list[Problem] = []
    if v2:
        if sum(1 for _ in iter_components(components)) > MAX_V2_COMPONENTS:
            problems.append(("components", f"Must be {MAX_V2_COMPONENTS} or fewer in total."))
    elif len(components) > MAX_ROWS:
        problems.append(("components", f"Must be {MAX_ROWS} or fewer in length."))
    for i, top in enumerate(components):
        if not v2 and top.get("type") != 1:
            problems.append((f"components.{i}.type", "Top-level components must be action rows."))
    for path, row in _rows(components, "components"):
        problems.extend(_check_row(path, row))
    seen: set[str] = set()
    for component in iter_components(components):
        custom_id = component.get("custom_id")
        if custom_id is None:
            continue
        if len(custom_id) > MAX_CUSTOM_ID:
            problems.append(("custom_id", f"Must be {MAX_CUSTOM_ID} or fewer in length."))
        if custom_id in seen:
            problems.append(("custom_id", "Component custom id cannot be duplicated"))
        seen.add(custom_id)
    return problems


def _rows(components: list[dict[str, Any]], path: str) -> list[tuple[str, dict[str, Any]]]:
    """Action rows wherever they sit (top level, or inside v2 containers)."""
    found = []
    for i, component in enumerate(components):
        here = f"{path}.{i}"
        if component.get("type") == 1:
            found.append((here, component))
        else:
            found.extend(_rows(component.get("components", []), f"{here}.components"))
    return found


def _check_row(path: str, row: dict[str, Any]) -> list[Problem]:
    problems: list[Problem] = []
    children = row.get("components") or []
    if not children:
        problems.append((f"{path}.components", "Must be 1 or more in length."))
    selects = [c for c in children if c.get("type") in SELECT_TYPES]
    if selects and len(children) > 1:
        problems.append((f"{path}.components", "A select menu must be alone in its row."))
    if len(children) > MAX_ROW_BUTTONS:
        problems.append((f"{path}.components", f"Must be {MAX_ROW_BUTTONS} or fewer in length."))
    for j, child in enumerate(children):
        problems.extend(_check_child(f"{path}.components.{j}", child))
    return problems


def _check_child(path: str, child: dict[str, Any]) -> list[Problem]:
    problems: list[Problem] = []
    kind = child.get("type")
    if kind == 2:
        label = child.get("label") or ""
        if len(label) > MAX_LABEL:
            problems.append((f"{path}.label", f"Must be {MAX_LABEL} or fewer in length."))
        is_link = child.get("style") == 5
        if is_link == ("custom_id" in child) and child.get("style") != 6:
            problems.append((path, "A button needs a custom_id, or a url for link buttons."))
        if not label and not child.get("emoji"):
            problems.append((path, "A button needs a label or an emoji."))
    elif kind in SELECT_TYPES:
        if "custom_id" not in child:
            problems.append((f"{path}.custom_id", "This field is required"))
        options = child.get("options") or []
        if kind == 3 and not 1 <= len(options) <= MAX_SELECT_OPTIONS:
            problems.append((f"{path}.options", f"Must be between 1 and {MAX_SELECT_OPTIONS}."))
        values = [o.get("value") for o in options]
        if len(set(values)) != len(values):
            problems.append((f"{path}.options", "Option values must be unique."))
        if int(child.get("max_values", 1)) > MAX_SELECT_OPTIONS:
            problems.append((f"{path}.max_values", "Must be 25 or fewer."))
        if kind == 3 and int(child.get("max_values", 1)) > len(options):
            problems.append((f"{path}.max_values", "Must be at most the number of options."))
    return problems


def errors_tree(problems: list[Problem]) -> dict[str, Any]:
    """Nest ``a.0.b`` paths the way Discord's ``errors`` object does."""
    tree: dict[str, Any] = {}
    for path, reason in problems:
        node = tree
        for part in path.split("."):
            node = node.setdefault(part, {})
        node.setdefault("_errors", []).append({"code": "BASE_TYPE_INVALID", "message": reason})
    return tree
