" Vim filetype plugin for clientgen specs (*.client): comments and indentation as in Swift.
if exists("b:did_ftplugin")
  finish
endif
let b:did_ftplugin = 1

" `gc` (Vim 9.1's comment plugin, Neovim, vim-commentary) writes `// `.
setlocal commentstring=//\ %s
" `///` doc comments and `//` comments continue on the next line; `/* */` blocks get a leading ` * `.
setlocal comments=s1:/*,mb:*,ex:*/,:///,://
setlocal formatoptions-=t formatoptions+=croql
setlocal shiftwidth=4 softtabstop=4 expandtab
" Indent after `{`, dedent at `}`. Smartindent would move a line typed starting with `#` to column 0, but `#if` in a
" client's body is indented with its members (as `clientgen format` writes it): typing `#` keeps the indent (the
" mapping Vim's help gives for this).
setlocal autoindent smartindent
inoremap <buffer> # X<C-H>#
setlocal suffixesadd=.client

let b:undo_ftplugin = "setlocal commentstring< comments< formatoptions< shiftwidth< softtabstop< expandtab< autoindent< smartindent< suffixesadd< | silent! iunmap <buffer> #"
