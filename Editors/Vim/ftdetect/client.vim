" clientgen specs: Docs/SpecLanguage.md.
autocmd BufRead,BufNewFile *.client setlocal filetype=client
