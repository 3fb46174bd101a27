"""A real LSP client (pytest-lsp, on pygls) driving `clientgen lsp` in a workspace of three specs.

The server is the `clientgen` binary named by $CLIENTGEN (Scripts/check-lsp.sh builds it), else the debug build.
Each test starts its own server, initialized with the capabilities a real editor sends (VS Code's, and Neovim's,
which prefers UTF-8 positions).
"""

import atexit
import os
import pathlib
import shutil
import tempfile

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities
from pytest_lsp.client import default_feature

REPOSITORY = pathlib.Path(__file__).resolve().parents[2]
CLIENTGEN = os.environ.get("CLIENTGEN", str(REPOSITORY / ".build" / "debug" / "clientgen"))

BASE = """\
public client WebRepository: AnyObject {
    func get(path: String) async throws -> [UInt8]
}
"""

TRAILS = """\
public client TrailsRepository: WebRepository {
    /// Trails near a place.
    func trails(near place: String) async throws -> [String]
    @placeholder(false)
    func isCached(_ id: Int) -> Bool
}
"""

# `some` is at UTF-16 character 40 of line 2 (UTF-8 byte 42), after two emoji.
BADGES = """\
public client Badges {
    /// 🥾
    func badge(label: String = "🥾") -> some View
}
"""

# A member without the `@placeholder` it needs, after an emoji: the fix-it inserts one at UTF-16 character 13.
FLAGS = """\
public client Flags {
    /* 🥾 */ func isOn(_ name: String) -> Bool
}
"""

WORKSPACE = pathlib.Path(tempfile.mkdtemp(prefix="clientgen-lsp-workspace-"))
atexit.register(shutil.rmtree, WORKSPACE, ignore_errors=True)
(WORKSPACE / "Specs").mkdir()
(WORKSPACE / "Specs" / "Base.client").write_text(BASE)
(WORKSPACE / "Specs" / "Trails.client").write_text(TRAILS)
# A Swift file declaring types a spec may name (go to definition, hover, completion of the package's types).
(WORKSPACE / "Sources" / "Models").mkdir(parents=True)
(WORKSPACE / "Sources" / "Models" / "Place.swift").write_text(
    "import Foundation\n\n/// Somewhere on a map.\npublic struct Place: Sendable {\n    public enum Kind { case town, peak }\n}\n"
)

# Where the servers keep the Swift they show (`clientgen.showGeneratedSwift`), instead of the user's cache folder.
CACHE = pathlib.Path(tempfile.mkdtemp(prefix="clientgen-lsp-cache-"))
atexit.register(shutil.rmtree, CACHE, ignore_errors=True)
os.environ["XDG_CACHE_HOME"] = str(CACHE)


@default_feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
def publish_diagnostics(client: LanguageClient, params: types.PublishDiagnosticsParams):
    """pytest-lsp's own handler, which also keeps the version of each document's last diagnostics."""
    client.diagnostics[params.uri] = params.diagnostics
    if not hasattr(client, "diagnostic_versions"):
        client.diagnostic_versions = {}
    client.diagnostic_versions[params.uri] = params.version


@default_feature(types.CLIENT_REGISTER_CAPABILITY)
def register_capability(client: LanguageClient, params: types.RegistrationParams):
    """Accepts the server's registrations (the specs it wants to be told about), as an editor that offers dynamic
    registration does."""
    client.registrations = [*getattr(client, "registrations", []), *params.registrations]


@default_feature(types.WINDOW_SHOW_DOCUMENT)
def show_document(client: LanguageClient, params: types.ShowDocumentParams):
    """Keeps the documents the server asks to show, as an editor would open them."""
    client.shown_documents = [*getattr(client, "shown_documents", []), params]
    return types.ShowDocumentResult(success=True)


@default_feature(types.WINDOW_SHOW_MESSAGE)
def show_message(client: LanguageClient, params: types.ShowMessageParams):
    """Keeps the messages the server shows the user."""
    client.shown_messages = [*getattr(client, "shown_messages", []), params]


def uri(relative: str) -> str:
    """The URI of a file of the workspace."""
    return (WORKSPACE / relative).as_uri()


@pytest_lsp.fixture(
    config=ClientServerConfig(server_command=[CLIENTGEN, "lsp"]),
    params=["visual-studio-code", "neovim"],
)
async def client(request, lsp_client: LanguageClient):
    params = types.InitializeParams(
        capabilities=client_capabilities(request.param),
        root_uri=WORKSPACE.as_uri(),
        workspace_folders=[types.WorkspaceFolder(uri=WORKSPACE.as_uri(), name="workspace")],
    )
    lsp_client.initialize_result = await lsp_client.initialize_session(params)
    yield
    await lsp_client.shutdown_session()
