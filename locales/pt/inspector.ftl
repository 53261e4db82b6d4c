# Tipos de erro e de aviso, depois as explicações do inspetor.

## Kinds
kind-unexpected-continuation = byte de continuação inesperado
kind-invalid-byte = byte inválido
kind-truncated = sequência incompleta
kind-overlong = forma não mínima
kind-surrogate = substituto
kind-out-of-range = fora do Unicode
kind-legacy-form = forma antiga de 5 ou 6 bytes
kind-bom = BOM
kind-noncharacter = não caractere
kind-c1-control = controle C1
kind-bidi-control = controle bidirecional
kind-invisible = caractere invisível
kind-replacement-char = caractere de substituição
kind-nul = NUL
kind-private-use = uso privado
kind-any-error = qualquer erro

## Counts (used inside the sentences below)
insp-n-bytes = { $n ->
    [one] { $n } byte
   *[other] { $n } bytes
}
insp-n-significant-bits = { $n ->
    [one] { $n } bit significativo
   *[other] { $n } bits significativos
}
insp-n-replacements = { $n ->
    [one] { $n } caractere de substituição U+FFFD
   *[other] { $n } caracteres de substituição U+FFFD
}
insp-width-columns = { $n ->
    [0] { $n } colunas no terminal
    [one] { $n } coluna no terminal
   *[other] { $n } colunas no terminal
}

## Ill-formed sequences in one sentence
insp-ascii-control = um caractere de controle
insp-never-a-lead = { $lead } nunca aparece em UTF-8: só poderia iniciar uma forma não mínima de 2 bytes de { $from }–{ $to }, que se escrevem em um só byte
insp-never-a-lead-alone = { $lead } nunca aparece em UTF-8: só poderia iniciar uma forma não mínima de 2 bytes de { $from }–{ $to }, que se escrevem em um só byte; além disso, nenhum byte de continuação vem depois dele
insp-err-unexpected-continuation = { $hex } é um byte de continuação ({ $pattern }) sem um byte inicial antes dele para continuar
insp-err-invalid-byte = { $hex } nunca aparece em UTF-8 (nem mesmo nas antigas formas de 5 e 6 bytes)
insp-err-truncated-none = { $lead } inicia uma sequência de { $len } bytes, mas nenhum byte de continuação vem depois dele (ela precisa de { $need })
insp-err-truncated-one = { $lead } inicia uma sequência de { $len } bytes, mas só 1 dos seus { $need } bytes de continuação vem depois dele
insp-err-truncated-some = { $lead } inicia uma sequência de { $len } bytes, mas só { $have } dos seus { $need } bytes de continuação vêm depois dele
insp-err-overlong-ascii = { $hex } é uma forma não mínima (mais longa que o necessário) de { $what } ({ $cp }), que deve ser escrito como { $shortest }; segurança: formas não mínimas de ASCII escapam de filtros que procuram o byte simples (RFC 3629 §10)
insp-err-overlong-ascii-never-lead = { $hex } é uma forma não mínima (mais longa que o necessário) de { $what } ({ $cp }), que deve ser escrito como { $shortest } ({ $lead } nunca aparece em UTF-8); segurança: formas não mínimas de ASCII escapam de filtros que procuram o byte simples (RFC 3629 §10)
insp-err-overlong = { $hex } é uma forma não mínima de { $cp }: { $have } bytes onde bastam { $need } (a forma de { $len } bytes começa em { $start }); deve ser escrito como { $shortest }
insp-err-surrogate = { $hex } codifica { $cp }, um substituto (surrogate) UTF-16; substitutos não são caracteres e não podem aparecer em UTF-8 (um resquício de CESU-8 ou WTF-8)
insp-err-out-of-range = { $hex } codifica { $value }, acima de U+10FFFF, o último ponto de código Unicode
insp-err-out-of-range-never-lead = { $hex } codifica { $value }, acima de U+10FFFF, o último ponto de código Unicode ({ $lead } nunca aparece em UTF-8)
insp-err-legacy-form = { $hex } é uma forma de { $len } bytes da RFC 2279 (valor { $value }), proibida desde que a RFC 3629 limitou o UTF-8 a U+10FFFF

## Warnings: why each matters
insp-warn-bom = uma marca de ordem de bytes (BOM, EF BB BF); o UTF-8 não precisa dela, e ferramentas que não a esperam mostram "ï»¿" ou não conseguem ler a primeira linha
insp-warn-noncharacter = um não caractere: um ponto de código reservado para uso interno, que não deveria aparecer em texto trocado entre programas
insp-warn-c1-control = um caractere de controle C1; em texto, geralmente é pontuação do windows-1252 (aspas, travessões, €) decodificada como ISO-8859-1
insp-warn-bidi-control = um controle de formatação bidirecional; pode fazer o texto aparecer numa ordem diferente daquela em que está armazenado (Trojan Source, CVE-2021-42574)
insp-warn-invisible = um caractere invisível: não ocupa espaço visível, mas altera comparações, buscas e identificadores; os caracteres de tag (U+E0000–E007F) podem carregar uma mensagem oculta inteira
insp-warn-replacement-char = um caractere de substituição U+FFFD de verdade no arquivo: uma conversão anterior já substituiu bytes que não conseguiu decodificar, e os dados originais se perderam
insp-warn-nul = um caractere NUL (U+0000); muitos programas o tratam como o fim do texto
insp-warn-private-use = um caractere de uso privado: seu significado é definido por acordo privado (fontes de ícones, símbolos de fabricantes) e em outros lugares aparece como tofu (um retângulo vazio)

## UTF-16 and UTF-32 units that are no character
insp-wide-lone-high = substituto alto { $unit } sem um substituto baixo (DC00–DFFF) depois dele: metade de um par, sozinho não é um caractere
insp-wide-lone-low = substituto baixo { $unit } sem um substituto alto (D800–DBFF) antes dele: a segunda metade de um par, sozinho não é um caractere
insp-wide-odd-length = { $bytes } a mais no fim: as unidades de código { $form } têm { $unit } bytes, então o arquivo foi cortado
insp-wide-out-of-range = { $unit } está acima de 10FFFF, o maior ponto de código (o máximo que o UTF-16 alcança)
insp-wide-surrogate = { $unit } é um ponto de código substituto: substitutos só formam pares dentro do UTF-16 e nunca são caracteres, nem em UTF-32 nem em UTF-8

## The inspector's explanation of an ill-formed sequence (Unicode's Table 3-7)
insp-x-unexpected-continuation = { $lead } é um byte de continuação ({ $pattern }): só pode vir depois de um byte inicial, dentro de uma sequência, mas aqui uma sequência começa com ele.
insp-x-invalid-byte = { $lead } nunca pode aparecer em UTF-8: { $bits } anunciaria uma sequência de { $len } bytes, que nenhuma versão do UTF-8 teve.
insp-x-surrogate = ED deve ser seguido de 80–9F; vem { $second }, então { $hex } codificaria { $cp }, um substituto UTF-16: substitutos não são caracteres e nunca são codificados em UTF-8.
insp-x-out-of-range-f4 = F4 deve ser seguido de 80–8F; vem { $second }, então { $hex } codificaria { $value }, acima de U+10FFFF, o último ponto de código.
insp-x-out-of-range = { $lead } nunca aparece em UTF-8: toda forma de 4 bytes que começa com ele fica acima de U+10FFFF ({ $hex } codificaria { $value }).
insp-x-legacy-form = { $lead } inicia uma forma de { $len } bytes ({ $pattern }) da RFC 2279; { $hex } codificaria { $value }. A RFC 3629 eliminou as formas de 5 e 6 bytes.
insp-x-then-byte = aparece { $byte }, que não é um byte de continuação
insp-x-then-end = o arquivo termina
insp-x-truncated-none-of-one = { $lead } anuncia uma sequência de { $len } bytes e deve ser seguido de 1 byte de continuação (80–BF); não vem nenhum, e em seguida { $after }.
insp-x-truncated-none = { $lead } anuncia uma sequência de { $len } bytes e deve ser seguido de { $need } bytes de continuação (80–BF); não vem nenhum, e em seguida { $after }.
insp-x-truncated-one = { $lead } anuncia uma sequência de { $len } bytes e deve ser seguido de { $need } bytes de continuação (80–BF); vem só 1, e em seguida { $after }.
insp-x-truncated-some = { $lead } anuncia uma sequência de { $len } bytes e deve ser seguido de { $need } bytes de continuação (80–BF); vêm só { $have }, e em seguida { $after }.
insp-x-overlong-never-lead = { $lead } nunca aparece em UTF-8: toda forma de 2 bytes que começa com ele codifica um valor abaixo de U+0080, que cabe em um byte. { $hex } codificaria { $cp } ({ $what }), que deve ser escrito como { $shortest }.
insp-x-overlong-second = { $lead } deve ser seguido de { $range }; vem { $second }, então esta é uma forma não mínima: { $hex } codificaria { $cp }, que deve ser escrito como { $shortest }.
insp-x-overlong = { $hex } é uma forma não mínima de { $cp }, que deve ser escrito como { $shortest }.
insp-x-security = Segurança: um caractere ASCII em forma não mínima escapa de um filtro que procura o byte simples; { $hex } no lugar de { $what } foi usado em ataques de travessia de diretórios (path traversal). A RFC 3629 §10 exige que os decodificadores o rejeitem.
insp-x-history = Válido pela RFC 2279 (1998), quando o UCS-4 ia até 0x7FFFFFFF. A RFC 3629 (2003) limitou o UTF-8 a U+10FFFF, o alcance do UTF-16, depois que a ISO/IEC 10646 foi alinhada a ele; desde então as formas de 5 e 6 bytes são malformadas.
insp-no-block = (sem bloco)

## The encoder's arithmetic
insp-step-binary = { $name } = { $bits } em binário ({ $significant })
insp-step-takes = { $range } ocupa { $bytes }: { $templates } ({ $payload } bits de dados)
insp-step-fill = Preencha os x com os bits, da esquerda para a direita: { $filled }
insp-step-bytes = Bytes: { $hex }
insp-step-surrogate = Não codificável: U+D800–U+DFFF são substitutos UTF-16, não caracteres; estes bytes são UTF-8 malformado.
insp-step-beyond = Proibido desde a RFC 3629 (2003): acima de U+10FFFF; esta é a forma de { $len } bytes da RFC 2279.

## UTF-16 and UTF-32: byte order and a surrogate pair's arithmetic
insp-byte-order-big = { $form }: byte mais significativo primeiro, então a unidade { $unit } é armazenada como { $hex }
insp-byte-order-little = { $form }: byte menos significativo primeiro, então a unidade { $unit } é armazenada como { $hex }
insp-byte-order-units = { $form }: unidades de código de { $n } bytes
insp-pair-high = substituto alto { $unit } − D800 = { $diff } → 10 bits { $bits }
insp-pair-low = substituto baixo { $unit } − DC00 = { $diff } → 10 bits { $bits }
insp-pair-joined = juntos: { $high } { $low } = { $sum }
insp-pair-plus = + 10000 (os 65.536 pontos de código que uma só unidade cobre) = { $sum } → { $cp }
insp-one-unit = uma unidade: seu valor é o ponto de código, { $cp }

## The inspector panel
insp-empty-file = Arquivo vazio: nada a inspecionar.
insp-no-bytes = (nenhum byte aqui)
insp-offset = Posição { $hex } ({ $dec }), { $bytes }
insp-warning = Aviso ({ $kind }): { $why }
insp-no-glyph = nenhum glifo nas fontes incluídas
insp-ill-formed = Malformado: { $kind }
insp-ill-formed-would-be = Malformado: { $kind } (seria { $cp } { $name })
insp-payload-bits = bits de dados: { $bits }  →  { $value }  ({ $dec })
insp-payload-bits-so-far = bits de dados até aqui: { $bits } (incompleto)
insp-fact-category = categoria
insp-fact-script = escrita
insp-fact-block = bloco
insp-fact-plane = plano
insp-fact-width = largura
insp-fact-escapes = sequências de escape
insp-width-control = controle: sem largura
insp-would-be = Valor que codificaria: { $value }
insp-lossy = Um decodificador com perdas põe aqui { $replacements }, um por subparte máxima (Unicode, cap. 3): { $parts }
insp-legacy-is = { $byte } em { $encoding } é { $cp } { $char }
insp-legacy-none = { $byte } em { $encoding } não é nenhum caractere
insp-legacy-offset = Posição { $hex } ({ $dec }), 1 byte: uma página de código trabalha com bytes inteiros
insp-cjk-offset = Posição { $hex } ({ $dec }), { $bytes }: { $encoding } escreve um caractere em 1 a { $max } bytes
insp-legacy-row = Linha { $row } de { $encoding }:
insp-legacy-utf8 = Em UTF-8, o mesmo { $char } se escreve { $hex } ({ $bytes })
insp-wide-utf8 = O mesmo caractere em UTF-8: { $hex } ({ $bytes })
insp-wide-ill-formed = Malformado: { $why }

## The encoder
insp-enc-text = texto
insp-enc-number = número (U+, 0x ou decimal)
insp-enc-not-a-number = { $input } não é U+XXXX, 0xXXXX nem um número decimal
insp-enc-too-large = { $value } está acima de 0x7FFFFFFF, o maior valor que alguma forma de UTF-8 já codificou
insp-enc-find-all = Localizar { $hex } no arquivo
insp-enc-find = Localizar
insp-enc-more = { $n ->
    [one] (mais { $n } não mostrado)
   *[other] (mais { $n } não mostrados)
}

## The legacy comparison (ISO 8859 tab)
insp-cmp-no-bytes = Nenhum byte aqui.
insp-cmp-heading = Bytes { $from }–{ $to } em cada codificação antiga (∅: sem caractere)
insp-src-latin1 = ISO-8859-1 propriamente dito: byte = ponto de código (controles C1 em 80–9F)
insp-src-iso-with-c1 = { $page } com controles C1 em 80–9F ({ $iso } propriamente dito)
insp-src-vendor = tabela de mapeamento do fabricante (codec do CPython), gerada em legacy_tables.rs
insp-src-whatwg = índice WHATWG { $index }
insp-src-whatwg-browsers = índice WHATWG { $index } (o que os navegadores chamam de { $label })

## O que um leitor de tela diz da célula sob o cursor; o texto ao passar sobre uma unidade UTF-16/32
reading-wide-pair = par de substitutos { $form } { $units } → { $code }
reading-wide-unit = unidade de código { $form } { $units } = { $code }
reading-wide-error = erro { $form } ({ $kind }): { $explanation }
reading-spoken-legacy = byte { $hex }: { $code } { $name } em { $encoding }
reading-spoken-char = { $n ->
    [one] { $code } { $name }, { $n } byte, { $hex }
   *[other] { $code } { $name }, { $n } bytes, { $hex }
}
reading-spoken-error = sequência malformada { $hex }: { $message }
