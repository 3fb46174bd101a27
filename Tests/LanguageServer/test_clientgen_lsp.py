"""`clientgen lsp` from a real LSP client: diagnostics with exact positions and catalog ids, a quick fix that
applies, hover, completion, definition, references and rename across specs, symbols, formatting (of a document and
of a range), semantic tokens, folding ranges, highlights, expand selection, the code lens that opens the generated
Swift, completion of directives' arguments, shutdown and exit."""

import asyncio
import pathlib
import urllib.parse

from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import BADGES, CACHE, FLAGS, REPOSITORY, TRAILS, uri


def encoding(client: LanguageClient) -> str:
    """The position encoding the server chose for this client."""
    return client.initialize_result.capabilities.position_encoding or "utf-16"


def units(text: str, encoding_name: str) -> int:
    """The length of `text` in the units of a position encoding."""
    if encoding_name == "utf-8":
        return len(text.encode("utf-8"))
    if encoding_name == "utf-32":
        return len(text)
    return len(text.encode("utf-16-le")) // 2


def open_spec(client: LanguageClient, relative: str, text: str, version: int = 1):
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri(relative), language_id="client", version=version, text=text)
        )
    )


async def until(condition):
    """Waits (up to five seconds) until `condition()` is true, for what the server sends on its own."""
    for _ in range(200):
        if condition():
            return
        await asyncio.sleep(0.025)
    raise AssertionError("the server did not send what was expected")


async def diagnostics_for(client: LanguageClient, relative: str, version: int):
    """Waits for the diagnostics of a document at a version."""
    for _ in range(200):
        published = client.diagnostics.get(uri(relative))
        if published is not None and getattr(client, "diagnostic_versions", {}).get(uri(relative)) == version:
            return list(published)
        await asyncio.sleep(0.025)
    raise AssertionError(f"no diagnostics for {relative} at version {version}")


async def test_initialize_announces_what_the_server_does(client: LanguageClient):
    capabilities = client.initialize_result.capabilities
    assert capabilities.hover_provider
    assert list(capabilities.signature_help_provider.trigger_characters) == ["(", ","]
    assert capabilities.definition_provider
    assert capabilities.document_symbol_provider
    assert capabilities.document_formatting_provider
    assert capabilities.references_provider
    assert capabilities.workspace_symbol_provider
    assert capabilities.rename_provider
    assert capabilities.document_range_formatting_provider
    assert capabilities.folding_range_provider
    assert capabilities.document_highlight_provider
    legend = capabilities.semantic_tokens_provider.legend
    assert "macro" in legend.token_types and "decorator" in legend.token_types
    assert "@" in capabilities.completion_provider.trigger_characters
    assert encoding(client) in ("utf-16", "utf-8")


async def test_diagnostics_arrive_with_exact_positions_and_catalog_ids(client: LanguageClient):
    open_spec(client, "Badges.client", BADGES)
    [diagnostic] = await diagnostics_for(client, "Badges.client", 1)
    line = BADGES.splitlines()[2]
    start = units(line[: line.index("some")], encoding(client))
    assert diagnostic.code == "sema.opaque-result"
    assert diagnostic.source == "clientgen"
    assert diagnostic.severity == types.DiagnosticSeverity.Error
    assert diagnostic.range == types.Range(
        start=types.Position(line=2, character=start),
        end=types.Position(line=2, character=start + len("some View")),
    )
    if encoding(client) == "utf-16":
        assert start == 40


async def test_diagnostics_follow_edits(client: LanguageClient):
    open_spec(client, "Badges.client", BADGES)
    await diagnostics_for(client, "Badges.client", 1)
    line = BADGES.splitlines()[2]
    start = units(line[: line.index("some")], encoding(client))
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri("Badges.client"), version=2),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(
                        start=types.Position(line=2, character=start),
                        end=types.Position(line=2, character=start + len("some View")),
                    ),
                    text="[String]",
                )
            ],
        )
    )
    assert await diagnostics_for(client, "Badges.client", 2) == []


async def test_a_client_of_another_spec_is_not_flagged(client: LanguageClient):
    open_spec(client, "Specs/Trails.client", TRAILS)
    assert await diagnostics_for(client, "Specs/Trails.client", 1) == []


def apply_edits(text: str, edits, encoding_name: str) -> str:
    """Applies LSP text edits to a text, as an editor does: from the last to the first."""
    lines = text.split("\n")

    def offset(position: types.Position) -> int:
        line = lines[position.line]
        characters = 0
        while characters < len(line) and units(line[:characters], encoding_name) < position.character:
            characters += 1
        return sum(len(previous) + 1 for previous in lines[: position.line]) + characters

    for edit in sorted(edits, key=lambda edit: (edit.range.start.line, edit.range.start.character), reverse=True):
        text = text[: offset(edit.range.start)] + edit.new_text + text[offset(edit.range.end) :]
    return text


async def test_a_quick_fix_applies(client: LanguageClient):
    open_spec(client, "Flags.client", FLAGS)
    [diagnostic] = await diagnostics_for(client, "Flags.client", 1)
    assert diagnostic.code == "sema.missing-placeholder"
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri("Flags.client")),
            range=diagnostic.range,
            context=types.CodeActionContext(diagnostics=[diagnostic]),
        )
    )
    [action] = actions
    assert action.kind == types.CodeActionKind.QuickFix
    assert action.diagnostics[0].code == "sema.missing-placeholder"
    edit = action.edit
    if edit.document_changes:
        [change] = edit.document_changes
        assert change.text_document.version == 1
        edits = change.edits
    else:
        edits = edit.changes[uri("Flags.client")]
    [text_edit] = edits
    assert text_edit.range.start.character == units("    /* 🥾 */ ", encoding(client))
    fixed = apply_edits(FLAGS, edits, encoding(client)).replace("<#Bool#>", "false")
    assert "    /* 🥾 */ @placeholder(false)\n    func isOn" in fixed
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri("Flags.client"), version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=fixed)],
        )
    )
    assert await diagnostics_for(client, "Flags.client", 2) == []


def docs_meaning(directive: str) -> str:
    """The meaning the docs' table of directives gives a directive."""
    for line in (REPOSITORY / "Docs" / "SpecLanguage.md").read_text().splitlines():
        if line.startswith(f"| `@{directive}("):
            return line.split(" | ")[2].removesuffix(" |")
    raise AssertionError(f"@{directive} is not in the docs' table")


async def test_hover_on_a_directive_says_what_the_docs_say(client: LanguageClient):
    open_spec(client, "Specs/Trails.client", TRAILS)
    hover = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri("Specs/Trails.client")),
            position=types.Position(line=3, character=6),
        )
    )
    assert docs_meaning("placeholder") in hover.contents.value


async def test_hover_on_a_member_shows_what_it_becomes(client: LanguageClient):
    open_spec(client, "Specs/Trails.client", TRAILS)
    hover = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri("Specs/Trails.client")),
            position=types.Position(line=2, character=11),
        )
    )
    text = hover.contents.value
    assert "func trails(near place: String) async throws -> [String]" in text
    assert "var trailsHandler: (@Sendable (String) async throws -> [String])?" in text
    assert "var trailsCallCount: Int" in text
    assert "var trailsCalls: [String]" in text


async def test_completion_offers_the_directives_valid_where_the_cursor_is(client: LanguageClient):
    spec = "public client A {\n    @\n    func a() -> Int\n}\n"
    open_spec(client, "A.client", spec)
    result = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=uri("A.client")),
            position=types.Position(line=1, character=5),
        )
    )
    labels = [item.label for item in (result.items if hasattr(result, "items") else result)]
    assert "placeholder" in labels and "trapping" in labels
    assert "key" not in labels and "style" not in labels


async def test_completion_in_a_directives_parentheses_offers_its_arguments(client: LanguageClient):
    assert "(" in client.initialize_result.capabilities.completion_provider.trigger_characters
    open_spec(client, "Arguments.client", "client A {\n    @placeholder()\n    func isOn(_ name: String) -> Bool\n}\n")
    result = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=uri("Arguments.client")),
            position=types.Position(line=1, character=17),
            context=types.CompletionContext(
                trigger_kind=types.CompletionTriggerKind.TriggerCharacter, trigger_character="("
            ),
        )
    )
    items = result.items if isinstance(result, types.CompletionList) else result
    assert [item.label for item in items] == ["false", "true"]


async def test_signature_help_in_a_directive_shows_its_forms_and_the_argument_being_written(client: LanguageClient):
    text = "client Log {\n    @unrecorded(token, )\n    func send(token: String, body: String) async\n}\n"
    open_spec(client, "Specs/Log.client", text)
    help = await client.text_document_signature_help_async(
        types.SignatureHelpParams(
            text_document=types.TextDocumentIdentifier(uri=uri("Specs/Log.client")),
            position=types.Position(line=1, character=23),
        )
    )
    assert [signature.label for signature in help.signatures] == ["@unrecorded(a, b)"]
    assert [parameter.label for parameter in help.signatures[0].parameters] == ["a", "b"]
    assert help.signatures[0].active_parameter == 1


async def test_completion_triggered_in_a_comment_offers_nothing(client: LanguageClient):
    open_spec(client, "A.client", "public client A {\n    /// Note:\n    // mail me@\n}\n")
    for line, character, trigger in [(1, 13, ":"), (2, 15, "@")]:
        result = await client.text_document_completion_async(
            types.CompletionParams(
                text_document=types.TextDocumentIdentifier(uri=uri("A.client")),
                position=types.Position(line=line, character=character),
                context=types.CompletionContext(
                    trigger_kind=types.CompletionTriggerKind.TriggerCharacter, trigger_character=trigger
                ),
            )
        )
        assert not (result.items if hasattr(result, "items") else result or [])


async def test_completion_offers_the_workspace_clients_after_a_colon(client: LanguageClient):
    open_spec(client, "A.client", "public client A: \n")
    result = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=uri("A.client")),
            position=types.Position(line=0, character=17),
        )
    )
    labels = [item.label for item in result.items]
    assert "WebRepository" in labels and "TrailsRepository" in labels and "A" not in labels


async def test_definition_goes_to_the_spec_that_declares_the_client(client: LanguageClient):
    open_spec(client, "Specs/Trails.client", TRAILS)
    location = await client.text_document_definition_async(
        types.DefinitionParams(
            text_document=types.TextDocumentIdentifier(uri=uri("Specs/Trails.client")),
            position=types.Position(line=0, character=40),
        )
    )
    assert location.uri == uri("Specs/Base.client")
    assert location.range == types.Range(
        start=types.Position(line=0, character=14), end=types.Position(line=0, character=27)
    )


async def test_definition_and_hover_reach_the_swift_types_of_the_workspace(client: LanguageClient):
    open_spec(client, "Specs/Maps.client", "client Maps {\n    func route(to place: Place.Kind) -> Place\n}\n")
    document = types.TextDocumentIdentifier(uri=uri("Specs/Maps.client"))
    nested = await client.text_document_definition_async(
        types.DefinitionParams(text_document=document, position=types.Position(line=1, character=31))
    )
    assert [location.uri for location in nested] == [uri("Sources/Models/Place.swift")]
    assert nested[0].range == types.Range(start=types.Position(line=4, character=16), end=types.Position(line=4, character=20))
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=document, position=types.Position(line=1, character=41))
    )
    assert "public struct Place: Sendable" in hover.contents.value
    assert "Somewhere on a map." in hover.contents.value
    assert "Sources/Models/Place.swift" in hover.contents.value


async def test_references_list_the_specs_that_name_the_client(client: LanguageClient):
    open_spec(client, "Specs/Trails.client", TRAILS)
    locations = await client.text_document_references_async(
        types.ReferenceParams(
            text_document=types.TextDocumentIdentifier(uri=uri("Specs/Trails.client")),
            position=types.Position(line=0, character=40),
            context=types.ReferenceContext(include_declaration=True),
        )
    )
    assert [location.uri for location in locations] == [uri("Specs/Base.client"), uri("Specs/Trails.client")]
    assert locations[1].range == types.Range(
        start=types.Position(line=0, character=32), end=types.Position(line=0, character=45)
    )


async def test_rename_changes_the_client_in_every_spec_that_names_it(client: LanguageClient):
    open_spec(client, "Specs/Trails.client", TRAILS)
    where = types.TextDocumentIdentifier(uri=uri("Specs/Trails.client"))
    prepared = await client.text_document_prepare_rename_async(
        types.PrepareRenameParams(text_document=where, position=types.Position(line=0, character=40))
    )
    assert prepared.placeholder == "WebRepository"
    edit = await client.text_document_rename_async(
        types.RenameParams(text_document=where, position=types.Position(line=0, character=40), new_name="HTTPStore")
    )
    assert sorted(edit.changes) == [uri("Specs/Base.client"), uri("Specs/Trails.client")]
    assert all(change.new_text == "HTTPStore" for changes in edit.changes.values() for change in changes)


async def test_workspace_symbols_find_clients_by_the_letters_of_their_names(client: LanguageClient):
    symbols = await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="trepo"))
    assert [symbol.name for symbol in symbols] == ["TrailsRepository"]
    assert symbols[0].kind == types.SymbolKind.Interface
    assert symbols[0].location.uri == uri("Specs/Trails.client")


async def test_document_symbols_list_clients_and_members(client: LanguageClient):
    open_spec(client, "Specs/Trails.client", TRAILS)
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri("Specs/Trails.client")))
    )
    [repository] = symbols
    assert repository.name == "TrailsRepository"
    assert repository.kind == types.SymbolKind.Interface
    assert [child.name for child in repository.children] == ["trails(near:)", "isCached(_:)"]
    assert [child.kind for child in repository.children] == [types.SymbolKind.Method] * 2


async def test_a_client_being_typed_has_no_nameless_symbol(client: LanguageClient):
    # VS Code rejects a whole answer holding a symbol with an empty name.
    open_spec(client, "New.client", "public client \n")
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri("New.client")))
    )
    assert all(symbol.name.strip() for symbol in symbols or [])


async def test_formatting_returns_the_edits_of_the_canonical_layout(client: LanguageClient):
    unformatted = "public   client Badges{\n/// 🥾\n  func badge(label:String=\"🥾\")->[String]\n}\n"
    open_spec(client, "Badges.client", unformatted)
    edits = await client.text_document_formatting_async(
        types.DocumentFormattingParams(
            text_document=types.TextDocumentIdentifier(uri=uri("Badges.client")),
            options=types.FormattingOptions(tab_size=4, insert_spaces=True),
        )
    )
    assert edits
    formatted = apply_edits(unformatted, edits, encoding(client))
    assert formatted == 'public client Badges {\n    /// 🥾\n    func badge(label: String = "🥾") -> [String]\n}\n'
    open_spec(client, "Specs/Trails.client", TRAILS)
    assert not await client.text_document_formatting_async(
        types.DocumentFormattingParams(
            text_document=types.TextDocumentIdentifier(uri=uri("Specs/Trails.client")),
            options=types.FormattingOptions(tab_size=4, insert_spaces=True),
        )
    )


def decode_tokens(text: str, data: list, legend: types.SemanticTokensLegend, encoding_name: str) -> list:
    """Semantic tokens as `text type modifiers...`, decoded as an editor decodes them."""
    lines = text.split("\n")
    decoded, line, character = [], 0, 0
    for index in range(0, len(data), 5):
        delta_line, delta_start, length, kind, modifiers = data[index : index + 5]
        line += delta_line
        character = character + delta_start if delta_line == 0 else delta_start
        words = [legend.token_modifiers[bit] for bit in range(len(legend.token_modifiers)) if modifiers & (1 << bit)]
        encoded = lines[line].encode("utf-8" if encoding_name == "utf-8" else "utf-16-le")
        width = 1 if encoding_name == "utf-8" else 2
        piece = encoded[character * width : (character + length) * width]
        decoded.append(" ".join([piece.decode("utf-8" if width == 1 else "utf-16-le"), legend.token_types[kind]] + words))
    return decoded


async def test_semantic_tokens_colour_directives_apart_from_attributes(client: LanguageClient):
    open_spec(client, "Specs/Trails.client", TRAILS)
    open_spec(client, "Badges.client", BADGES)
    legend = client.initialize_result.capabilities.semantic_tokens_provider.legend
    where = types.TextDocumentIdentifier(uri=uri("Specs/Trails.client"))
    tokens = await client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(text_document=where))
    decoded = decode_tokens(TRAILS, tokens.data, legend, encoding(client))
    assert decoded[:4] == ["public keyword", "client keyword", "TrailsRepository class declaration", "WebRepository class"]
    assert "/// Trails near a place. comment documentation" in decoded
    assert "@placeholder macro" in decoded and "isCached method declaration" in decoded
    badges = await client.text_document_semantic_tokens_range_async(
        types.SemanticTokensRangeParams(
            text_document=types.TextDocumentIdentifier(uri=uri("Badges.client")),
            range=types.Range(start=types.Position(line=2, character=0), end=types.Position(line=3, character=0)),
        )
    )
    assert decode_tokens(BADGES, badges.data, legend, encoding(client))[-4:] == [
        '"🥾" string', "-> operator", "some keyword", "View type",
    ]


async def test_range_formatting_lays_out_only_the_selected_lines(client: LanguageClient):
    unformatted = "public client Badges {\n  func a( )->Int\n  func b( )->Int\n}\n"
    open_spec(client, "Badges.client", unformatted)
    edits = await client.text_document_range_formatting_async(
        types.DocumentRangeFormattingParams(
            text_document=types.TextDocumentIdentifier(uri=uri("Badges.client")),
            range=types.Range(start=types.Position(line=2, character=0), end=types.Position(line=2, character=5)),
            options=types.FormattingOptions(tab_size=4, insert_spaces=True),
        )
    )
    formatted = apply_edits(unformatted, edits, encoding(client))
    assert formatted == "public client Badges {\n  func a( )->Int\n    func b() -> Int\n}\n"


async def test_folding_ranges_and_highlights(client: LanguageClient):
    text = "import A\nimport B\n\nclient Trails: Base {\n    func a(\n        x: Int\n    ) -> Int\n}\nclient Base {}\n"
    open_spec(client, "Folds.client", text)
    where = types.TextDocumentIdentifier(uri=uri("Folds.client"))
    folds = await client.text_document_folding_range_async(types.FoldingRangeParams(text_document=where))
    assert [(fold.start_line, fold.end_line, fold.kind) for fold in folds] == [
        (0, 1, types.FoldingRangeKind.Imports), (3, 6, None), (4, 5, None),
    ]
    highlights = await client.text_document_document_highlight_async(
        types.DocumentHighlightParams(text_document=where, position=types.Position(line=3, character=16))
    )
    assert [(h.range.start.line, h.range.start.character, h.kind) for h in highlights] == [
        (3, 15, types.DocumentHighlightKind.Read), (8, 7, types.DocumentHighlightKind.Write),
    ]


async def test_a_code_lens_opens_the_swift_the_spec_generates(client: LanguageClient):
    where = types.TextDocumentIdentifier(uri=uri("Specs/Trails.client"))
    open_spec(client, "Specs/Trails.client", TRAILS)
    lenses = await client.text_document_code_lens_async(types.CodeLensParams(text_document=where))
    assert [(lens.range.start.line, lens.command.title) for lens in lenses] == [(0, "Show generated Swift")]
    command = lenses[0].command
    assert command.command in client.initialize_result.capabilities.execute_command_provider.commands
    answer = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command=command.command, arguments=command.arguments)
    )
    path = pathlib.Path(urllib.parse.unquote(urllib.parse.urlparse(answer["uri"]).path))
    assert path.name == "Trails.swift" and path.is_relative_to(CACHE / "clientgen" / "generated")
    generated = path.read_text()
    assert generated.startswith("// Generated by clientgen")
    assert "public protocol TrailsRepository: WebRepository" in generated  # Its parent, from the workspace.
    await until(lambda: getattr(client, "shown_documents", None))
    shown = client.shown_documents[-1]
    assert shown.uri == answer["uri"] and shown.take_focus
    assert generated.split("\n")[shown.selection.start.line].startswith("public protocol TrailsRepository")

    open_spec(client, "Broken.client", "client Broken {\n    func a() -> Bool\n}\n")
    broken = types.TextDocumentIdentifier(uri=uri("Broken.client"))
    lens = (await client.text_document_code_lens_async(types.CodeLensParams(text_document=broken)))[0]
    answer = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command=lens.command.command, arguments=lens.command.arguments)
    )
    assert answer is None
    await until(lambda: getattr(client, "shown_messages", None))
    assert client.shown_messages[-1].message.startswith("Broken.client has an error")


async def test_selection_expands_from_a_word_to_the_client(client: LanguageClient):
    text = "client A {\n    func a(x: Int) -> Bool\n}\n"
    open_spec(client, "Select.client", text)
    answer = await client.text_document_selection_range_async(
        types.SelectionRangeParams(
            text_document=types.TextDocumentIdentifier(uri=uri("Select.client")),
            positions=[types.Position(line=1, character=15)],
        )
    )
    steps, node = [], answer[0]
    while node is not None:
        steps.append(((node.range.start.line, node.range.start.character), (node.range.end.line, node.range.end.character)))
        node = node.parent
    assert steps == [
        ((1, 14), (1, 17)), ((1, 11), (1, 17)), ((1, 10), (1, 18)), ((1, 4), (1, 26)),
        ((0, 9), (2, 1)), ((0, 0), (2, 1)), ((0, 0), (3, 0)),
    ]


async def test_shutdown_then_exit_ends_the_server_with_0(client: LanguageClient):
    await client.shutdown_async(None)
    client.exit(None)
    assert await client._server.wait() == 0
    client.capabilities = None  # The session is over: the fixture has nothing left to shut down.
