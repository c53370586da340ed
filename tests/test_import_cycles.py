"""No import cycles in ``hjerterfri``: the layers only hold if every arrow points down.

The graph is read from the source with ``ast``, so it sees every ``import`` statement,
including those inside functions and under ``if TYPE_CHECKING``. A function-level import
still makes its module depend on the other, it only runs later: deferring an import is how
a cycle hides, and the cycle of eight bot modules (``base.make_bot`` importing
``bots.levels``, which imports every bot, each importing ``base``) existed only through
one. A type-only import ties the modules as much for a reader. A package's ``__init__``
re-exporting its submodules is no cycle: a submodule's own statements are the edges, not
the package it sits in (``from pkg import sub`` is an edge to ``pkg.sub``, ``from pkg
import name`` one to ``pkg``).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import hjerterfri

SOURCE = Path(hjerterfri.__file__).parent


def modules(root: Path) -> dict[str, Path]:
    """Dotted module name to file, for every ``.py`` under ``root`` (a package directory)."""
    found = {}
    for path in sorted(root.rglob("*.py")):
        parts = path.relative_to(root.parent).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


def _imported(tree: ast.Module, package: str, known: set[str]) -> Iterator[str]:
    """The modules of ``known`` that import statements anywhere in ``tree`` load.

    ``from pkg import sub`` names the submodule ``pkg.sub``; ``from pkg import name`` names
    ``pkg`` itself (its ``__init__``). Relative imports are resolved against ``package``."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                anchor = parts[: len(parts) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            for alias in node.names:
                submodule = f"{base}.{alias.name}"
                yield submodule if submodule in known else base


def import_graph(root: Path) -> dict[str, set[str]]:
    """Each module of the package at ``root`` to the modules of that package it imports."""
    files = modules(root)
    graph = {}
    for name, path in files.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        graph[name] = {n for n in _imported(tree, package, set(files)) if n in files} - {name}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for imported in sorted(graph[module]):
            if imported not in index:
                visit(imported)
                low[module] = min(low[module], low[imported])
            elif imported in stack:
                low[module] = min(low[module], index[imported])
        if low[module] == index[module]:
            group = stack[stack.index(module) :]
            del stack[stack.index(module) :]
            if len(group) > 1:
                found.append(sorted(group))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return found


def describe(group: list[str], graph: dict[str, set[str]]) -> str:
    return "\n".join(f"{m} imports {', '.join(sorted(graph[m] & set(group)))}" for m in group)


def test_hjerterfri_has_no_import_cycle() -> None:
    graph = import_graph(SOURCE)
    assert "hjerterfri.bots.base" in graph and "hjerterfri.core.deal" in graph
    found = cycles(graph)
    assert not found, "import cycles:\n\n" + "\n\n".join(describe(g, graph) for g in found)


def _package(root: Path, files: dict[str, str]) -> Path:
    package = root / "pkg"
    for name, text in {"__init__.py": "", **files}.items():
        (package / name).parent.mkdir(parents=True, exist_ok=True)
        (package / name).write_text(text, encoding="utf-8")
    return package


def test_a_cycle_through_a_function_level_import_is_found(tmp_path: Path) -> None:
    package = _package(
        tmp_path,
        {
            "base.py": "def make():\n    from pkg.levels import build\n    return build()\n",
            "levels.py": "from pkg import bot\nfrom pkg import VERSION\n",
            "bot.py": "from .base import make\n",
            "sub/__init__.py": "",
            "sub/leaf.py": "from ..base import make\n",
        },
    )
    graph = import_graph(package)
    assert graph["pkg.sub.leaf"] == {"pkg.base"}
    assert graph["pkg.levels"] == {"pkg", "pkg.bot"}
    assert cycles(graph) == [["pkg.base", "pkg.bot", "pkg.levels"]]


def test_a_package_re_exporting_its_modules_is_no_cycle(tmp_path: Path) -> None:
    package = _package(
        tmp_path,
        {"__init__.py": "from pkg.a import A\n", "a.py": "A = 1\n", "b.py": "from pkg import A\n"},
    )
    assert cycles(import_graph(package)) == []
