# A janela: menus, separadores, botões, a linha de estado, a legenda, diálogos e mensagens.

## Menus
menu-file = Arquivo
menu-examples = Exemplos
menu-go = Ir
menu-view = Ver
menu-open = Abrir… (Ctrl+O)
menu-open-path = Abrir caminho… (digite-o)
menu-open-recent = Abertos recentemente
menu-recent-none = (nenhum ainda)
menu-reload = Recarregar
menu-quit = Sair
menu-view-as = Mostrar caracteres como
menu-language = Idioma
menu-language-system = Idioma do sistema ({ $language })
menu-dark = Tema escuro
menu-side-panel = Painel lateral (inspetor, erros, codificador)
menu-presentation = Modo de apresentação (F11)
menu-zoom-in = Ampliar (Ctrl+mais)
menu-zoom-out = Reduzir (Ctrl+menos)
menu-zoom-reset = Tamanho real (Ctrl+0)
menu-row-auto = Automático: tantos bytes por linha quantos couberem (agora { $now })
menu-row-fixed = { $n ->
    [one] { $n } byte por linha
   *[other] { $n } bytes por linha
}
menu-row-does-not-fit = ({ $chosen } não cabem na janela: { $shown } mostrados)
menu-no-file = (nenhum arquivo aberto)
menu-wide-units = UTF-16 / UTF-32 (unidades de código)
menu-wide-units-tip = Agrupa os bytes em unidades de código: unidades de 2 bytes, um par substituto como uma unidade de 4 bytes, unidades de 4 bytes em UTF-32
menu-goto = Ir para a posição… (Ctrl+G)
menu-next-error = Próximo erro (F8)
menu-previous-error = Erro anterior (Shift+F8)
menu-find = Localizar… (Ctrl+F)
