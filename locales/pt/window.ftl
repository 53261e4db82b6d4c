# A janela: menus, abas, botões, a barra de status, a legenda, diálogos e mensagens.

## Menus
menu-file = Arquivo
menu-examples = Exemplos
menu-go = Ir
menu-view = Ver
menu-open = Abrir… (Ctrl+O)
menu-open-path = Abrir caminho… (digite-o)
menu-open-recent = Abrir recente
menu-recent-none = (nenhum ainda)
menu-reload = Recarregar
menu-quit = Sair
menu-view-as = Ver caracteres como
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
menu-wide-units-tip = Agrupa os bytes em unidades de código: unidades de 2 bytes, um par de substitutos como uma unidade de 4 bytes, unidades de 4 bytes em UTF-32
menu-goto = Ir para a posição… (Ctrl+G)
menu-next-error = Próximo erro (F8)
menu-previous-error = Erro anterior (Shift+F8)
menu-find = Localizar… (Ctrl+F)

## Abas do painel lateral (curtas: a fileira de abas precisa caber em 800×600)
window-tab-inspector = Inspetor
window-tab-summary = Resumo
window-tab-errors = Erros
window-tab-encoder = Codificador
window-tab-legacy = ISO 8859
window-tab-diagnosis = Diagnóstico

## Botões comuns
window-ok = OK
window-close = Fechar
window-cancel = Cancelar

## O painel central e a linha acima da visualização
window-welcome = Abra um arquivo (Ctrl+O ou Arquivo ▸ Abrir) para ver os seus bytes, as suas sequências UTF-8 e cada erro explicado.
window-cannot-open = Não foi possível abrir { $reason }
window-no-file = Nenhum arquivo aberto.
window-example-name = exemplo: { $name } — { $description }
window-read-as-utf8 = caracteres lidos como UTF-8
window-read-as-utf16 = caracteres lidos como unidades de código { $encoding } (unidades de { $unit } bytes, um par de substitutos numa só caixa)
window-read-as-utf32 = caracteres lidos como unidades de código { $encoding } (unidades de { $unit } bytes)
window-read-as-legacy = caracteres lidos como { $encoding }, um byte cada
window-read-as-cjk = caracteres lidos como { $encoding }, de 1 a { $max } bytes cada
window-back-to-utf8 = Voltar ao UTF-8
window-empty-file = arquivo vazio (0 bytes)
window-could-not-open = não foi possível abrir uma janela: { $reason } (os subcomandos check, dump, decode, encode, convert e fix funcionam sem ela)

## O arquivo mudou no disco
window-disk-truncated = O arquivo foi truncado no disco: { $old } → { $new } bytes.
window-disk-grew = O arquivo cresceu no disco: { $old } → { $new } bytes.
window-disk-modified = O arquivo foi modificado no disco.
window-disk-replaced = O arquivo foi substituído no disco por outro arquivo.
window-disk-deleted = O arquivo foi apagado do disco; a visualização mostra o que ainda pode ser lido.

## A barra de status e a legenda
window-status-no-file = Nenhum arquivo aberto. Ctrl+O abre um, ou arraste um para a janela.
window-hide-panels = Ocultar painéis
window-show-panels = Mostrar painéis
window-status-offset = Posição { $hex } ({ $offset })
window-status-selection = { $n ->
    [0] Seleção: 0 bytes
    [one] Seleção: { $n } byte
   *[other] Seleção: { $n } bytes
}
window-status-size = { $n ->
    [0] Tamanho: 0 bytes
    [one] Tamanho: { $n } byte
   *[other] Tamanho: { $n } bytes
}
window-cancel-scan = Cancelar análise
window-status-scan-cancelled = análise cancelada no byte { $byte }
window-status-scan-failed = a análise falhou: { $reason }
window-status-selected = Selecionado: { $description }
window-selected-chars = { $n ->
    [one] { $n } caractere
   *[other] { $n } caracteres
}
window-selected-multi-byte = { $n } multibyte
window-selected-pairs = { $n ->
    [one] { $n } par substituto
   *[other] { $n } pares substitutos
}
window-selected-errors = { $n ->
    [one] { $n } erro
   *[other] { $n } erros
}
window-selected-partly = nos primeiros { $n } bytes: { $what }
window-legend = Legenda:
window-legend-ascii = ASCII
window-legend-control = controle (sublinhado pontilhado)
window-legend-lead2 = byte inicial de 2 bytes (marca no canto)
window-legend-continuation = byte de continuação (na caixa do seu byte inicial)
window-legend-lead3 = byte inicial de 3 bytes
window-legend-lead4 = byte inicial de 4 bytes
window-legend-warning = aviso (sublinhado ondulado)
window-legend-error = erro (hachurado, × no texto)
window-legend-every-error = todo tipo de erro é hachurado
window-legend-legacy-ascii = ASCII (igual em todas estas codificações)
window-legend-legacy-char = caracteres de { $encoding }: um byte cada
window-legend-cjk-char = caractere de { $encoding }: de 1 a { $max } bytes, num só quadro
window-legend-unmapped = um byte sem caractere em { $encoding } (hachurado)
window-legend-wide-unit = uma unidade de código { $encoding } (seus bytes num só quadro)
window-legend-wide-pair = um par substituto: um caractere em duas unidades
window-legend-wide-error = uma unidade malformada (hachurada)

## A visualização hexadecimal: dicas, descrições, menu de contexto
window-hover-offset =
    posição { $hex } ({ $offset })
    { $description }
window-no-glyph = (sem glifo)
window-cell-char = { $len ->
    [one] { $code } { $glyph } { $name }  (sequência de { $len } byte { $hex })
   *[other] { $code } { $glyph } { $name }  (sequência de { $len } bytes { $hex })
}
window-cell-warning = aviso ({ $kind }): { $explanation }
window-cell-error =
    erro ({ $kind }): { $message }
    um decodificador com perdas põe aqui { $fffd } × U+FFFD
window-copy-text = Copiar como texto (Ctrl+C)
window-copy-hex = Copiar em hexadecimal (Ctrl+Shift+C)
window-copy-escaped = Copiar como string com escapes (Ctrl+Alt+C)

## Mensagens (a linha abaixo dos menus)
window-no-further-error = Não há mais erros adiante.
window-no-earlier-error = Não há erros antes deste ponto.
window-no-error-further-looked = Nenhum erro adiante (procurado até o byte { $byte }).
window-no-error-earlier-looked = Nenhum erro antes (procurado até o byte { $byte }).
window-no-wide-error-further = Não há mais erros de { $reading } adiante (busca feita até o byte { $byte }).
window-no-wide-error-earlier = Não há erros de { $reading } antes deste ponto (busca feita até o byte { $byte }).
window-no-warning = Nenhum aviso do tipo { $kind } na lista.
window-goto-empty = O arquivo está vazio: não há nenhum byte para onde ir.
window-goto-past-end = { $size ->
    [one] A posição { $offset } fica além do fim ({ $size } byte); o cursor foi para o último byte.
   *[other] A posição { $offset } fica além do fim ({ $size } bytes); o cursor foi para o último byte.
}
window-copy-too-large = A seleção tem { $n } bytes; a cópia está limitada a { $limit }.
window-copy-empty = O arquivo está vazio: não há nada para copiar.
window-copied-hex-cut = { $n ->
    [one] O byte selecionado ({ $from }–{ $to }) foi copiado em hexadecimal; ele corta uma sequência, que vai de { $start } a { $end }.
   *[other] Os { $n } bytes selecionados ({ $from }–{ $to }) foram copiados em hexadecimal; eles cortam uma sequência, que vai de { $start } a { $end }.
}
window-copied-whole-sequences = { $n ->
    [one] A seleção corta uma sequência; foram copiadas as sequências inteiras: { $n } byte ({ $start }–{ $end }).
   *[other] A seleção corta uma sequência; foram copiadas as sequências inteiras: { $n } bytes ({ $start }–{ $end }).
}
window-wide-marks-incomplete = As marcas de erro de { $reading } estão incompletas: { $reason }
window-reason = { $reason }

## Localizar (Ctrl+F)
window-find-label = Localizar:
window-find-hint = texto ou bytes em hexadecimal, como c3 a9
window-find-hex = Bytes em hex
window-find-next = Próximo
window-find-previous = Anterior
window-find-searching = Procurando…
window-find-empty = Digite algo para localizar.
window-find-no-encoding = essa codificação não existe (#{ $index })
window-find-unwritable = { $char } não pode ser escrito em { $encoding }
window-find-odd-hex = um número ímpar de dígitos hexadecimais
window-find-not-hex = { $digits } não é um byte hexadecimal
window-found = Encontrado em { $hex } ({ $offset }).
window-found-wrapped = Encontrado em { $hex } ({ $offset }), após dar a volta.
window-find-from-start = Fim alcançado; procurando a partir do início…
window-find-from-end = Início alcançado; procurando a partir do fim…
window-not-found = Não encontrado.
window-find-failed = A busca falhou: { $reason }

## Ir para a posição (Ctrl+G)
window-goto-title = Ir para a posição
window-goto-prompt = Posição em bytes, decimal ou 0x…:
window-goto-go = Ir
window-goto-invalid = { $text } não é uma posição em bytes (decimal, ou hexadecimal com 0x)

## Abrir um arquivo pelo caminho
window-open-dialog-title = Abrir um arquivo para inspecionar
window-open-title = Abrir um arquivo
window-open-prompt = Caminho (Tab completa nomes de pastas, Enter abre):
window-open-relative = Um caminho relativo parte de { $folder }
window-open-button = Abrir
window-open-complete = Completar (Tab)
window-open-recent-folders = Pastas recentes:
window-open-type-first = Digite um caminho primeiro.
window-open-not-there = { $path } não existe.
window-no-dialog-here = O diálogo de arquivos do sistema não é usado: não há barramento de sessão D-Bus para o portal da área de trabalho nem zenity no PATH. Digite um caminho.
window-dialog-did-not-open = O diálogo de arquivos do sistema não abriu (nenhum portal da área de trabalho respondeu e o zenity não foi executado). Digite um caminho.
window-no-dialog = Sem diálogo de arquivos ({ $reason }). Digite um caminho.

## Salvar um novo arquivo
window-save-title = Salvar um novo arquivo
window-save-note = A cópia é gravada num novo arquivo; o arquivo aberto nunca é alterado.
window-save-hint = caminho do novo arquivo
window-save-overwrite = Sobrescrever se já existir
window-save-button = Salvar
window-save-dialog = Escolher num diálogo…
window-save-type-name = Digite o nome do novo arquivo.
window-save-no-folder = A pasta { $folder } não existe.
window-save-is-source = { $name } é o arquivo aberto aqui: o inspetor nunca grava o arquivo que lê. Escolha outro nome.
window-save-exists = { $name } já existe em { $folder }.
window-save-new-file = Novo arquivo { $name } em { $folder }
window-save-running = Ainda há um salvamento em andamento.
window-saving = Salvando…
window-save-cancelled = Salvamento cancelado.
window-saved = { $n ->
    [0] Arquivo salvo: { $path } (0 bytes, { $done }).
    [one] Arquivo salvo: { $path } ({ $n } byte, { $done }).
   *[other] Arquivo salvo: { $path } ({ $n } bytes, { $done }).
}
window-not-saved = Não foi salvo: { $reason }
window-save-substitute-helps = { $reason }; para substituí-los, use “{ diag-label-save-as-encoding }” na aba { window-tab-diagnosis } com “{ diag-label-substitute }” marcado
window-save-no-target = nenhum arquivo foi escolhido (ou não há diálogo de arquivos nesta área de trabalho: digite o caminho na janela Salvar)
window-save-read-failed = não foi possível ler o arquivo: { $reason }

## A lista de erros
window-errors-count = { $n ->
    [0] 0 sequências com erro, { $fffd } × U+FFFD
    [one] { $n } sequência com erro, { $fffd } × U+FFFD
   *[other] { $n } sequências com erro, { $fffd } × U+FFFD
}
window-errors-f8 = F8 vai para
window-errors-kind-count = { $kind } ({ $n })
window-errors-not-listed = mais { $n } fora da lista
window-errors-line = linha { $line }, coluna { $column }: { $message }

## O resumo
window-summary-scanning = analisando: contagens até agora ({ $percent }%)
window-summary-cancelled = Análise cancelada no byte { $byte }: as contagens cobrem os bytes antes dele.
window-summary-failed = A análise falhou: { $reason }
window-summary-wide = Lido como unidades de código { $form }: as contagens dessa leitura.
window-summary-reading = Lido como { $encoding }: as contagens dessa leitura.
window-summary-unreadable = bytes ilegíveis
window-summary-next-unreadable = { $n ->
        [one] { $n } byte ilegível  ▸ próximo
       *[other] { $n } bytes ilegíveis  ▸ próximo
    }
window-summary-characters = caracteres
window-summary-ascii = ASCII (1 byte)
window-summary-length = de { $n } bytes
window-summary-bom-yes = sim (EF BB BF na posição 0)
window-summary-no = não
window-summary-lines = linhas
window-summary-line-endings = fins de linha
window-summary-none = nenhum
window-summary-mixed = mistos: { $endings }
window-summary-errors = { $n ->
    [0] Erros: 0 sequências, { $fffd } × U+FFFD
    [one] Erros: { $n } sequência, { $fffd } × U+FFFD
   *[other] Erros: { $n } sequências, { $fffd } × U+FFFD
}
window-summary-next = { $n } × { $kind }  ▸ próximo
window-summary-warnings = Avisos
