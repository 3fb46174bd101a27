" Vim syntax file
" Language:    clientgen spec (*.client): Docs/SpecLanguage.md
" Maintainer:  the clientgen authors
" Tested by:   Scripts/check-highlighting.sh (Editors/Tests/check_vim.py), with Vim 9.0 and Neovim 0.7.
"
" A spec reads like a Swift protocol: imports and `client` declarations whose members are Swift requirements. What
" clientgen reads itself, its directives (@key, @placeholder(...), ...), is clientDirective (PreProc); every other
" attribute is Swift's, copied through, and is clientAttribute (Special), so that the two look different.
"
" Priorities, as Vim has them: of items starting at one column, a keyword beats a match or region, and of matches and
" regions the one defined last wins. So operators come before comments (`/` and `//`), attributes before directives,
" pound words before raw strings, and each plain form before its longer variant (`"` then `"""`, `//` then `///`).

if exists("b:current_syntax")
  finish
endif

let s:cpo_save = &cpo
set cpo&vim

syn case match
" Letters, digits, `_` and accented letters make up words (\k), whatever 'iskeyword' says.
syn iskeyword @,48-57,_,192-255
syn spell notoplevel
" Block comments and multi-line strings can be long; a spec is short, so parse from the start.
syn sync fromstart

" --- Names -----------------------------------------------------------------------------------------------------------

" Capitalized names are types (`String`, `Foo.Bar`, `Self`, `T`), as Swift's conventions have it.
syn match   clientType          "\<\u\k*"
" `` `default` ``: a keyword used as a name, so no keyword inside is highlighted.
syn match   clientIdentifier    "`[^`]*`"

" --- Operators (before comments, which start with `/`) -----------------------------------------------------------------

syn match   clientOperator      "->\|\.\.[.<]\|[=!<>]=\|&&\|||\|??\|[=&|!?+\-*/%^~]"

" --- Keywords --------------------------------------------------------------------------------------------------------

" A declaration keyword, and the name it declares.
syn keyword clientKeyword       func nextgroup=clientFuncName skipwhite
syn keyword clientKeyword       var let nextgroup=clientVarName skipwhite
syn keyword clientKeyword       typealias associatedtype nextgroup=clientTypealiasName skipwhite
syn keyword clientKeyword       init deinit subscript
syn match   clientKeyword       "\<client\>\ze\s\+\%(\k\|[^\x00-\x7f]\|`\)" nextgroup=clientClientName skipwhite
" A declared name: letters, digits, `_`, any non-ASCII character (Neovim 0.7 does not count emoji as \k), or backticks.
let s:name = '\%(\%(\k\|[^\x00-\x7f]\)\+\|`[^`]\+`\)'
exe 'syn match clientFuncName "' . s:name . '" contained'
exe 'syn match clientVarName "' . s:name . '" contained'
exe 'syn match clientTypealiasName "' . s:name . '" contained'
exe 'syn match clientClientName "' . s:name . '" contained'

syn keyword clientImportKind    struct class enum protocol typealias func let var contained nextgroup=clientModule skipwhite
syn match   clientModule        "\k\+\%(\.\k\+\)*" contained

" The words below may also be argument labels (`func process(for: String, in: Int)`, `for city: String`), where
" they are names: a word followed by `:`, or by a name and `:`, is not highlighted.
let s:notLabel = '\>\%(\s*:\|\s\+\%(\k\+\|`[^`]*`\)\s*:\)\@!'
" A keyword right after `.` is a member: `.default`, `.init`.
let s:notMember = '\.\@1<!'

" `import Module`, `import struct Module.Type`; `import` as an argument label (`func f(import name: String)`) is a name.
exe 'syn match clientInclude "' . s:notMember . '\<import' . s:notLabel . '" nextgroup=clientImportKind,clientModule skipwhite'

" Declarations a spec refuses (the parser says where they go).
exe 'syn match clientKeyword "' . s:notMember . '\<\%(protocol\|struct\|enum\|extension\|operator\|precedencegroup\)' . s:notLabel . '"'
syn match   clientKeyword       "\<\%(actor\|macro\)\>\ze\s\+\k"
" Effects, types and generics. `where` is never a label here: `where T: Hashable`.
exe 'syn match clientKeyword "' . s:notMember . '\<\%(async\|await\|throws\|rethrows\|try\|some\|any\|inout\|sending\|isolated\|borrowing\|consuming\|each\|self\|super\)' . s:notLabel . '"'
syn match   clientKeyword       "\.\@1<!\<where\>"
" `get` and `set` only in `{ get async throws }` and `{ get set }`; elsewhere they are names (`func set(_:)`).
syn match   clientKeyword       "\<\%(get\|set\|_modify\|_read\)\>\ze\s*\%([};]\|$\|//\|/\*\|\<\%(get\|set\|async\|throws\|mutating\|nonmutating\)\>\)"
" Modifiers and access levels.
exe 'syn match clientStorageClass "' . s:notMember . '\<\%(public\|package\|internal\|private\|fileprivate\|open\|static\|class\|final\|optional\|nonisolated\|mutating\|nonmutating\|override\|required\|convenience\|lazy\|weak\|unowned\|dynamic\|indirect\)' . s:notLabel . '"'
" Statements only appear in copied expressions, if at all.
exe 'syn match clientStatement "' . s:notMember . '\<\%(if\|else\|switch\|case\|default\|do\|catch\|for\|in\|while\|repeat\|return\|throw\|break\|continue\|fallthrough\|guard\|defer\)' . s:notLabel . '"'
exe 'syn match clientCast "' . s:notMember . '\<\%(as\|is\)' . s:notLabel . '[?!]\="'
exe 'syn match clientBoolean "' . s:notMember . '\<\%(true\|false\)' . s:notLabel . '"'
exe 'syn match clientNil "' . s:notMember . '\<nil' . s:notLabel . '"'

" --- Numbers ---------------------------------------------------------------------------------------------------------

syn match   clientNumber        "\<\d[0-9_]*\>"
syn match   clientNumber        "\<0x\x[0-9a-fA-F_]*\>"
syn match   clientNumber        "\<0o\o[0-7_]*\>"
syn match   clientNumber        "\<0b[01][01_]*\>"
syn match   clientFloat         "\<\d[0-9_]*\.\d[0-9_]*\%([eE][+-]\=\d[0-9_]*\)\=\>"
syn match   clientFloat         "\<\d[0-9_]*[eE][+-]\=\d[0-9_]*\>"
syn match   clientFloat         "\<0x\x[0-9a-fA-F_]*\%(\.\x[0-9a-fA-F_]*\)\=[pP][+-]\=\d[0-9_]*\>"

" --- Pound words -----------------------------------------------------------------------------------------------------

" `#fileID`, `#line`, ...: evaluated at the caller. Other `#` words are macro expressions.
syn match   clientMacro         "#\k\+"
syn match   clientPoundLiteral  "#\%(fileID\|filePath\|file\|line\|column\|function\|dsohandle\|isolation\)\>"
" `#if`, `#elseif` (with their condition, to the line's end), `#else`, `#endif`: allowed around top-level imports.
syn match   clientPound         "#\%(else\|endif\)\>"
syn region  clientCondition     matchgroup=clientPound start="#\%(if\|elseif\)\>" end="$" keepend transparent contains=clientConditionFunction,clientType,clientNumber,clientFloat,clientBoolean,clientOperator,clientComment,clientBlockComment,clientIdentifier
syn keyword clientConditionFunction canImport os arch compiler swift targetEnvironment hasFeature hasAttribute _endian _pointerBitWidth _runtime contained

" --- Strings ---------------------------------------------------------------------------------------------------------

syn match   clientEscape        +\\[0\\tnr"']+ contained
syn match   clientEscape        +\\u{\x\{1,8}}+ contained
syn match   clientRawEscape     +\\#[0\\tnr"']+ contained
syn match   clientRawEscape     +\\#u{\x\{1,8}}+ contained
" `\(expression)`: the expression is highlighted as code; parentheses inside balance.
syn region  clientInterpolation matchgroup=clientInterpolationDelim start=+\\(+ end=+)+ contained contains=@clientExpression
" A raw string interpolates only with as many `#` as it has: `\#(` in `#"…"#`; `\(` there is text.
syn region  clientRawInterpolation matchgroup=clientInterpolationDelim start=+\\#(+ end=+)+ contained contains=@clientExpression
syn region  clientParens        start=+(+ end=+)+ contained transparent contains=@clientExpression

" A single-line literal ends at the line's end, as the lexer has it.
syn region  clientString        start=+"+ skip=+\\\\\|\\"+ end=+"+ end=+$+ contains=clientEscape,clientInterpolation,@Spell
syn region  clientMultilineString start=+"""+ skip=+\\\\\|\\"+ end=+"""+ contains=clientEscape,clientInterpolation,@Spell
" Raw strings: escapes and interpolations carry the `#`; those of `##"..."##` are not highlighted.
syn region  clientRawString     start=+#"+ end=+"#+ end=+$+ contains=clientRawEscape,clientRawInterpolation,@Spell
syn region  clientRawString     start=+\z(##\+\)"+ end=+"\z1+ end=+$+ contains=@Spell
" `#"""` opens a multi-line raw literal unless it closes on the same line (`#"""#` is a literal holding `"`).
syn region  clientRawMultilineString start=+#""\%(.*"#\)\@!"+ end=+"""#+ contains=clientRawEscape,clientRawInterpolation,@Spell
syn region  clientRawMultilineString start=+\z(##\+\)"""+ end=+"""\z1+ contains=@Spell

" --- Attributes and directives ---------------------------------------------------------------------------------------

" Swift attributes, copied through: `@MainActor`, `@available(iOS 15, *)`, `@discardableResult`. Arguments must follow
" the name directly: `@Sendable (Int) -> Void` is an attribute and a function type.
syn match   clientAttribute     "@\%(\h\|[^\x00-\x7f]\)\k*" nextgroup=clientAttributeArguments
syn match   clientAttribute     "@\%(escaping\|Sendable\|autoclosure\)\>"
syn region  clientAttributeArguments matchgroup=clientAttribute start="(" end=")" contained transparent contains=@clientExpression

" clientgen's directives, read by clientgen and never copied (its `Directive` enum lists them).
syn match   clientDirective     "@\%(placeholder\|throwing\|live\|preview\|test\|noopValue\)\>" nextgroup=clientDirectiveExpression
syn match   clientDirective     "@\%(key\|mockName\|unrecorded\|uncheckedSendable\)\>" nextgroup=clientDirectiveNames
syn match   clientDirective     "@\%(style\|noop\)\>" nextgroup=clientDirectiveOptions
syn match   clientDirective     "@\%(trapping\|inherited\|marker\)\>"
" `@placeholder(expression)`: a Swift expression, copied verbatim.
syn region  clientDirectiveExpression matchgroup=clientDirective start="(" end=")" contained transparent contains=@clientExpression
" `@key(name)`, `@mockName(stem)`, `@unrecorded(a, b)`: names.
syn region  clientDirectiveNames matchgroup=clientDirective start="(" end=")" contained transparent contains=clientDirectiveArgument,clientComment,clientBlockComment
exe 'syn match clientDirectiveArgument "' . s:name . '" contained'
" `@style(struct)`, `@style(protocol)`, `@noop(none)`.
syn region  clientDirectiveOptions matchgroup=clientDirective start="(" end=")" contained transparent contains=clientDirectiveOption,clientComment,clientBlockComment
syn keyword clientDirectiveOption struct protocol none contained

" --- Comments (last: they win over operators at `/`) -------------------------------------------------------------------

syn keyword clientTodo          TODO FIXME XXX NOTE MARK contained
syn match   clientComment       "//.*$" contains=clientTodo,@Spell
" `///`, not `////`: a doc comment, copied to the generated declarations.
syn match   clientDocComment    "///\%(/\)\@!.*$" contains=clientTodo,clientDocKeyword,@Spell
" Block comments nest, as in Swift.
syn region  clientBlockComment  matchgroup=clientBlockComment start="/\*" end="\*/" contains=clientBlockComment,clientTodo,@Spell fold
" `/** */`, not the empty `/**/`.
syn region  clientDocBlockComment matchgroup=clientDocBlockComment start="/\*\*\%([*/]\)\@!" end="\*/" contains=clientBlockComment,clientTodo,clientDocKeyword,@Spell fold
syn match   clientDocKeyword    "-\s\+\%(Parameters\|Parameter\|Returns\|Throws\|Note\|Important\|Warning\|Precondition\|Postcondition\|Complexity\|SeeAlso\)\>" contained

" A client's members, for folding.
syn region  clientBlock         start="{" end="}" transparent fold

" What a copied expression may hold: directive arguments, attribute arguments, interpolations.
syn cluster clientExpression    contains=clientType,clientIdentifier,clientOperator,clientKeyword,clientStorageClass,clientStatement,clientCast,clientBoolean,clientNil,clientNumber,clientFloat,clientMacro,clientPoundLiteral,clientString,clientMultilineString,clientRawString,clientRawMultilineString,clientAttribute,clientComment,clientBlockComment,clientParens

" --- Colours ---------------------------------------------------------------------------------------------------------

hi def link clientDirective         PreProc
hi def link clientDirectiveArgument Identifier
hi def link clientDirectiveOption   Constant
hi def link clientAttribute         Special
hi def link clientKeyword           Keyword
hi def link clientStorageClass      StorageClass
hi def link clientStatement         Statement
hi def link clientCast              Operator
hi def link clientInclude           Include
hi def link clientImportKind        Keyword
hi def link clientModule            Type
hi def link clientType              Type
hi def link clientClientName        Typedef
hi def link clientTypealiasName     Typedef
hi def link clientFuncName          Function
hi def link clientVarName           Identifier
hi def link clientOperator          Operator
hi def link clientBoolean           Boolean
hi def link clientNil               Constant
hi def link clientNumber            Number
hi def link clientFloat             Float
hi def link clientPound             PreCondit
hi def link clientConditionFunction Function
hi def link clientPoundLiteral      Constant
hi def link clientMacro             Macro
hi def link clientString            String
hi def link clientMultilineString   clientString
hi def link clientRawString         clientString
hi def link clientRawMultilineString clientString
hi def link clientEscape            SpecialChar
hi def link clientRawEscape         clientEscape
hi def link clientInterpolationDelim Delimiter
hi def link clientRawInterpolation  clientInterpolation
hi def link clientComment           Comment
hi def link clientBlockComment      clientComment
hi def link clientDocComment        SpecialComment
hi def link clientDocBlockComment   clientDocComment
hi def link clientDocKeyword        Special
hi def link clientTodo              Todo

let b:current_syntax = "client"

let &cpo = s:cpo_save
unlet s:cpo_save s:name s:notLabel s:notMember
