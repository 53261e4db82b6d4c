# Diagnóstico: cada frase sobre o que foi encontrado (faixa acima da visualização, barra de status, aba Diagnóstico).

## Findings
diag-empty-file = arquivo vazio
diag-valid-utf8 = UTF-8 válido
diag-valid-with-warnings = UTF-8 válido, mas com { $warnings }
diag-mojibake = parece mojibake: { $chain }
diag-chain-step = { $before } → lido como { $encoding } → salvo como UTF-8
diag-chain-c1-as-1252 = windows-1252 → lido como ISO-8859-1 (controles C1 no lugar da pontuação)
diag-chain-c1-as-mac = macintosh → lido como ISO-8859-1 (controles C1 no lugar das letras acentuadas)
diag-damaged = UTF-8 com { $bytes }, o primeiro na posição { $first }
diag-damaged-beyond = UTF-8 com { $sequences } depois dos primeiros { $looked_at } bytes analisados, a primeira na posição { $first }
diag-stray-bytes = ASCII com { $n ->
        [one] { $n } byte avulso que não se lê em nenhum idioma
       *[other] { $n } bytes avulsos que não se leem em nenhum idioma
    }
diag-stray-bytes-only = { $n ->
        [one] { $n } byte avulso que não se lê em nenhum idioma
       *[other] { $n } bytes avulsos que não se leem em nenhum idioma
    }
diag-mixed = UTF-8 com { $runs } em { $encoding } ({ $text }), o primeiro na posição { $first }
diag-legacy = não é UTF-8: { $text } em { $encoding }
diag-legacy-weak = não é UTF-8: { $text } em { $encoding } (um palpite fraco)
diag-cjk-unreadable = não é UTF-8: { $encoding }, uma codificação CJK que esta ferramenta não consegue ler
diag-wide = não é UTF-8: { $summary }
diag-not-text = não é texto: { $reason }
diag-diagnosed-from = {" "}(diagnóstico feito com os primeiros { $n } bytes)
diag-diagnosed-spread = {" "}(mojibake procurado em { $n } bytes: { $parts } partes espalhadas pelo arquivo, entre elas o início e o fim)

## Counts (a number and its noun, in the form the sentence around it needs)
diag-count-damaged-bytes = { $count ->
        [one] { $count } byte danificado
       *[other] { $count } bytes danificados
    }
diag-count-ill-formed = { $count ->
        [one] { $count } sequência malformada
       *[other] { $count } sequências malformadas
    }
diag-count-runs = { $runs ->
        [one] { $runs } trecho
       *[other] { $runs } trechos
    }
diag-count-nul-bytes = { $count ->
        [one] { $count } byte NUL
       *[other] { $count } bytes NUL
    }
diag-count-cjk-chars = { $n ->
        [one] { $n } caractere não ASCII decodificado
       *[other] { $n } caracteres não ASCII decodificados
    }
diag-count-errors = { $n ->
        [one] { $n } erro
       *[other] { $n } erros
    }
diag-count-replaced = { $n ->
        [one] { $n } caractere
       *[other] { $n } caracteres
    }
diag-count-wide-chars = { $n ->
        [0] 0 caracteres
        [one] { $n } caractere
       *[other] { $n } caracteres
    }
diag-count-scan-bytes = { $n ->
        [one] { $n_plain } byte
       *[other] { $n_plain } bytes
    }
diag-count-scan-chars = { $n ->
        [one] { $n } caractere
       *[other] { $n } caracteres
    }
diag-count-scan-errors = { $n ->
        [one] { $n } erro
       *[other] { $n } erros
    }
diag-count-bidi-control = { $n ->
        [one] { $n } controle bidirecional
       *[other] { $n } controles bidirecionais
    }
diag-count-replacement-char = { $n ->
        [one] { $n } caractere de substituição U+FFFD
       *[other] { $n } caracteres de substituição U+FFFD
    }
diag-count-c1-control = { $n ->
        [one] { $n } controle C1
       *[other] { $n } controles C1
    }
diag-count-bom = { $n ->
        [one] { $n } marca de ordem de bytes (BOM)
       *[other] { $n } marcas de ordem de bytes (BOM)
    }
diag-count-noncharacter = { $n ->
        [one] { $n } não caractere
       *[other] { $n } não caracteres
    }
diag-count-invisible = { $n ->
        [one] { $n } caractere invisível
       *[other] { $n } caracteres invisíveis
    }
diag-count-nul = { $n ->
        [one] { $n } byte NUL
       *[other] { $n } bytes NUL
    }
diag-count-private-use = { $n ->
        [one] { $n } caractere de uso privado
       *[other] { $n } caracteres de uso privado
    }

## Warnings in valid UTF-8
diag-warn-bidi-control = { $count }: o texto pode aparecer numa ordem diferente da armazenada
diag-warn-replacement-char = { $count }: texto já perdido numa decodificação anterior
diag-warn-c1-control = { $count }, geralmente pontuação do windows-1252 lida como ISO-8859-1

## Declarations
diag-source-meta-charset = a tag <meta charset>
diag-source-meta-http-equiv = a tag <meta http-equiv="Content-Type">
diag-source-xml-declaration = a declaração XML
diag-source-po-header = o cabeçalho PO
diag-source-coding-cookie = o comentário coding (coding cookie)
diag-source-css-charset = a regra @charset
diag-source-emacs-coding = a marca de codificação do Emacs
diag-source-vim-modeline = a modeline do Vim
diag-source-mime-header = o cabeçalho Content-Type
diag-source-editorconfig = o .editorconfig
diag-decl-declares = { $source } (linha { $line }) declara { $encoding }
diag-decl-editorconfig = { $file } (linha { $line }) define charset = { $label }
diag-decl-agrees = , e os bytes concordam
diag-decl-agrees-as-utf8 = , que os navegadores leem como UTF-8, como os bytes são
diag-decl-disagrees = , mas os bytes não estão nessa codificação
diag-decl-unknown-name = , um nome que esta ferramenta não conhece
diag-decl-no-decoder = , que esta ferramenta não consegue decodificar para verificar
diag-decl-transfer-encoding = , não verificável: o corpo está em { $name }, ASCII qualquer que seja o charset
diag-decl-too-weak = , que também lê os bytes; o palpite é fraco demais para decidir
diag-relabelled = { $source } (linha { $line }) declarava { $encoding }; agora { $target }
diag-not-relabelled = { $source } (linha { $line }) ainda declara { $encoding }, e a cópia não está nessa codificação (--update-declaration a reescreve)
diag-not-relabelled-web = { $source } (linha { $line }) ainda declara { $encoding }, e a cópia não está nessa codificação: os navegadores não conhecem nome para { $target }, então a declaração fica como está

## Not text
diag-binary-nul = { $bytes } nos primeiros { $of } bytes: arquivos de texto não têm nenhum
diag-binary-controls = { $percent }% dos primeiros { $of } bytes são códigos de controle: em texto quase não há
diag-binary-format = { $format }, reconhecível pelos primeiros bytes

## The guess
diag-firm = Um palpite firme.
diag-weak = Um palpite fraco.
diag-weak-few-bytes = Um palpite fraco: poucos bytes não ASCII.
diag-weak-few-chars = Um palpite fraco: poucos caracteres não ASCII.
diag-weak-close = Um palpite fraco: outras leituras chegam perto.
diag-weak-no-letters = Um palpite fraco: o texto parece inglês, cujas letras não revelam a codificação.
diag-weak-cjk-shaped = Um palpite fraco: os bytes formam pares como numa codificação CJK de dois bytes, mas não dão língua nenhuma nas que esta ferramenta lê (caberiam EUC-TW ou Johab, que ela não lê).
diag-weak-odd-letters = Um palpite fraco: mesmo esta leitura faz de alguns bytes letras que a língua não escreve, ou símbolos no meio das palavras (caberia uma codificação aparentada que esta ferramenta não conhece).
diag-nearest-reading = A leitura mais próxima numa codificação antiga, { $language } em { $encoding }, é fraca demais para contar: estes bytes não se leem em nenhum idioma.
diag-no-legacy-reading = Nenhuma codificação antiga lê estes bytes como texto.
diag-basis-empty = Vazio: todas as codificações concordam.
diag-basis-ascii = ASCII: todas as codificações aqui concordam.
diag-basis-utf8-bom = O arquivo começa com uma marca de ordem de bytes (BOM) UTF-8.
diag-basis-utf8 = UTF-8 válido do início ao fim.
diag-basis-utf8-few = UTF-8 válido, mas com poucos caracteres não ASCII.
diag-basis-wide-bom = O arquivo começa com uma marca de ordem de bytes (BOM) { $form }.
diag-basis-utf16-pairs = Sem marca de ordem de bytes (BOM), mas os bytes formam pares como unidades de código { $form }: os bytes altos assumem poucos valores, os baixos muitos, e as unidades se leem como texto.
diag-basis-wide-zeros = Sem marca de ordem de bytes (BOM), mas os bytes zero caem onde o { $form } os coloca.
diag-basis-no-legacy-fits = Nenhuma codificação antiga serve.
diag-basis-declared = Não é UTF-8; a codificação é a que { $source } declara, e ela lê os bytes quase tão bem quanto { $instead }, a melhor leitura só pelos bytes.
diag-basis-declared-cjk = Não é UTF-8; a codificação é a que { $source } declara, e ela lê todos os bytes; só pelos bytes havia apenas um palpite fraco, { $instead }.
diag-basis-legacy = Não é UTF-8; lê-se como { $language } em { $encoding }.
diag-basis-legacy-identical = Não é UTF-8; lê-se como { $language } em { $encoding } ({ $same }: mesmo resultado neste arquivo).
diag-basis-legacy-near = {" "}{ $other } lê de outro modo só { $differing } dos { $high } bytes não ASCII.
diag-basis-cjk = Não é UTF-8; lê-se como { $language } em { $encoding }: { $chars }, em sua maioria comuns em { $language } (tipicamente um em cada { $per } caracteres).
diag-basis-cjk-escapes = Sequências de escape ISO-2022 mudam para { $encoding }, que esta ferramenta não consegue decodificar.
diag-basis-cjk-structure = Os bytes têm do princípio ao fim a estrutura de { $encoding }, que esta ferramenta não consegue decodificar.
diag-basis-mixed = UTF-8 com trechos em { $encoding } colados no meio.
diag-basis-damaged = UTF-8 com bytes malformados que não são texto em nenhuma leitura: corrupção.
diag-basis-cut-short = UTF-8 cujo último carácter foi cortado pelo fim do ficheiro: o ficheiro foi truncado.

## The Diagnosis tab
diag-verdict-line = Veredito: { $verdict }
diag-verdict-utf8 = UTF-8
diag-verdict-utf8-damaged = UTF-8 danificado
diag-verdict-utf8-mixed = UTF-8 com trechos em outra codificação
diag-verdict-legacy = codificação antiga
diag-verdict-utf16 = UTF-16
diag-verdict-utf32 = UTF-32
diag-verdict-binary = binário
diag-encoding-line = Codificação: { $encoding }
diag-language-line = Idioma: { $language }
diag-also-plausible = Também plausível: { $readings }
diag-reading-score = { $encodings } ({ $score })
diag-legacy-examples = Estes bytes são erros em UTF-8, mas letras em { $encoding }: { $examples }
diag-mixed-runs = { $runs } em { $encoding } ({ $text }); o primeiro na posição { $first }.
diag-mojibake-places = { $n ->
        [one] { $n } lugar
       *[other] { $n } lugares
    } no primeiro megabyte:
diag-mojibake-places-at = { $n ->
        [one] { $n } lugar
       *[other] { $n } lugares
    } no megabyte a partir do byte { $at }:
diag-mojibake-lost = { $n ->
        [one] { $n } caractere se perdeu no caminho (seus bytes foram descartados): o reparo tem U+FFFD no lugar dele
       *[other] { $n } caracteres se perderam no caminho (seus bytes foram descartados): o reparo tem U+FFFD no lugar deles
    }
diag-changed-lines = { $n ->
        [one] { $n } linha alterada
       *[other] { $n } linhas alteradas
    } no primeiro megabyte, por exemplo:
diag-changed-lines-at = { $n ->
        [one] { $n } linha alterada
       *[other] { $n } linhas alteradas
    } no megabyte a partir do byte { $at }, por exemplo:
diag-no-mojibake = Nenhum mojibake no primeiro megabyte.
diag-no-mojibake-file = Nenhum mojibake no arquivo.
diag-looking = Analisando o primeiro megabyte…
diag-failed = O diagnóstico falhou: { $why }.

## The status line
diag-counts-valid = UTF-8 válido
diag-counts-no-errors-yet = nenhum erro até agora
diag-counts-errors = { $errors } ({ $replacements } U+FFFD numa decodificação com perdas)
diag-counts-errors-so-far = { $errors } até agora ({ $replacements } U+FFFD numa decodificação com perdas)
diag-reading-counting = lido como { $encoding }: contando…
diag-reading-all-read = lido como { $encoding }: todos os bytes lidos
diag-reading-unreadable = lido como { $encoding }: { $n ->
        [one] { $n } byte ilegível
       *[other] { $n } bytes ilegíveis
    }
diag-reading-count-failed = lido como { $encoding }: a contagem falhou ({ $why })

## Buttons and headings
diag-label-details = Diagnóstico…
diag-label-view-as = Ver como { $encoding }
diag-label-save-as-utf8 = Salvar como UTF-8…
diag-label-save-decoded-from = Salvar como UTF-8, decodificado de { $encoding }…
diag-label-next-error = Próximo erro (F8)
diag-label-go-to-first-run = Ir ao primeiro trecho
diag-label-save-runs-as = Salvar com esses trechos lidos como { $encoding }…
diag-label-start-read-that-way = O início do arquivo lido assim:
diag-label-mojibake = Mojibake
diag-label-as-it-is = como está
diag-label-repaired = reparado
diag-label-save-repaired = Salvar cópia reparada…
diag-label-substitute = trocar por ? o que não puder ser escrito
diag-label-save-as-encoding = Salvar nesta codificação…
diag-label-copy-encoding = codificação da cópia
diag-label-copy-decoded-from = Uma cópia do texto lido como { $encoding }:
diag-label-copy-target-writes = { $encoding } consegue escrever todos os caracteres deste texto.
diag-label-copy-target-writes-start = { $encoding } consegue escrever todos os caracteres do primeiro megabyte (o resto não foi examinado).
diag-label-copy-target-none = Nenhuma codificação antiga sozinha consegue escrever todos os caracteres deste texto; por isso a cópia vai para UTF-16LE, a menos que escolha outra.
diag-label-copy-target-none-start = Nenhuma codificação antiga sozinha consegue escrever todos os caracteres do primeiro megabyte; por isso a cópia vai para UTF-16LE, a menos que escolha outra.
diag-label-copy-target-nearest = A mais próxima, { $encoding }, não tem { $chars }.
diag-label-copy-target-lacks = { $encoding } não consegue escrever todos os caracteres deste texto; não tem { $chars }.
diag-label-copy-target-lacks-start = { $encoding } não consegue escrever todos os caracteres do primeiro megabyte; não tem { $chars }.
diag-next-bidi-control = Próximo controle bidirecional
diag-next-replacement-char = Próximo caractere de substituição U+FFFD
diag-next-c1-control = Próximo controle C1
diag-next-bom = Próxima marca de ordem de bytes
diag-next-noncharacter = Próximo não caractere
diag-next-invisible = Próximo caractere invisível
diag-next-nul = Próximo NUL
diag-next-private-use = Próximo caractere de uso privado

## Saved copies
diag-done-repaired = mojibake reparado ({ $chain })
diag-done-repaired-lost = mojibake reparado ({ $chain }); { $lost ->
        [one] { $lost_plain } caractere se perdeu no caminho e é U+FFFD
       *[other] { $lost_plain } caracteres se perderam no caminho e são U+FFFD
    }
diag-done-runs-read = trechos malformados lidos como { $encoding }
diag-done-decoded = decodificado de { $from }, escrito como UTF-8
diag-done-written = escrito como { $to }
diag-done-written-replaced = escrito como { $to }; caracteres substituídos: { $replaced } ({ $listed })
diag-replaced = substituição de { $chars } que { $to } não consegue escrever: { $listed }
diag-decomposed = { $chars } escritos como letra e marca combinante, como { $to } os escreve (não tem um byte para eles; relidos, cada um são dois caracteres): { $listed }

## Totals (check)
diag-noun-damaged = danificados
diag-noun-mixed = mistos
diag-noun-legacy = codificação antiga
diag-noun-binary = binários

## UTF-16 and UTF-32
diag-wide-with-bom = texto { $encoding } com BOM, { $chars }
diag-wide-without-bom = texto { $encoding } sem BOM, { $chars }
diag-wide-valid = , válido
diag-wide-errors = , erros ({ $kinds }), o primeiro na posição { $offset } (linha { $line }): { $why }
diag-wide-kind-count = { $kind }: { $n }
diag-wide-lone-high-surrogate = substituto alto isolado
diag-wide-lone-low-surrogate = substituto baixo isolado
diag-wide-odd-length = unidade incompleta no fim
diag-wide-out-of-range = fora do Unicode
diag-wide-surrogate = substituto
## The scan (check)
diag-no-line-breaks = sem quebras de linha
diag-line-endings = fins de linha { $name }
diag-mixed-line-endings = fins de linha mistos ({ $counts })
diag-scan-valid = UTF-8 válido: { $chars }, { $bytes }, { $endings }, sem BOM
diag-scan-valid-bom = UTF-8 válido: { $chars }, { $bytes }, { $endings }, com BOM
diag-scan-invalid = UTF-8 inválido: { $errors }, o primeiro na posição { $offset } (linha { $line }, coluna { $column }): { $why }
diag-scan-warnings = ; avisos: { $warnings }

## Idiomas: sozinhos ("Idioma: polonês") e como o texto de um arquivo ("texto polonês em …")
diag-lang-unknown = desconhecido
diag-text-unknown = texto em idioma desconhecido
diag-lang-afr = africâner
diag-lang-als = albanês
diag-lang-arb = árabe
diag-lang-azj = azerbaijano
diag-lang-bel = bielorrusso
diag-lang-bos = bósnio
diag-lang-bul = búlgaro
diag-lang-cat = catalão
diag-lang-ces = tcheco
diag-lang-cym = galês
diag-lang-dan = dinamarquês
diag-lang-deu = alemão
diag-lang-ekk = estoniano
diag-lang-ell = grego
diag-lang-eng = inglês
diag-lang-epo = esperanto
diag-lang-eus = basco
diag-lang-fao = feroês
diag-lang-fin = finlandês
diag-lang-fra = francês
diag-lang-gla = gaélico escocês
diag-lang-gle = irlandês
diag-lang-glg = galego
diag-lang-heb = hebraico
diag-lang-hrv = croata
diag-lang-hun = húngaro
diag-lang-isl = islandês
diag-lang-ita = italiano
diag-lang-kaz = cazaque
diag-lang-lit = lituano
diag-lang-lvs = letão
diag-lang-mkd = macedônio
diag-lang-mlt = maltês
diag-lang-nld = neerlandês
diag-lang-nno = norueguês (nynorsk)
diag-lang-nob = norueguês (bokmål)
diag-lang-pes = persa
diag-lang-pol = polonês
diag-lang-por = português
diag-lang-ron = romeno
diag-lang-rus = russo
diag-lang-slk = eslovaco
diag-lang-slv = esloveno
diag-lang-spa = espanhol
diag-lang-srp = sérvio
diag-lang-swe = sueco
diag-lang-tha = tailandês
diag-lang-tur = turco
diag-lang-ukr = ucraniano
diag-lang-vie = vietnamita
diag-lang-zho = chinês
diag-lang-jpn = japonês
diag-lang-kor = coreano
diag-text-afr = texto em africâner
diag-text-als = texto albanês
diag-text-arb = texto árabe
diag-text-azj = texto azerbaijano
diag-text-bel = texto bielorrusso
diag-text-bos = texto bósnio
diag-text-bul = texto búlgaro
diag-text-cat = texto catalão
diag-text-ces = texto tcheco
diag-text-cym = texto galês
diag-text-dan = texto dinamarquês
diag-text-deu = texto alemão
diag-text-ekk = texto estoniano
diag-text-ell = texto grego
diag-text-eng = texto inglês
diag-text-epo = texto em esperanto
diag-text-eus = texto basco
diag-text-fao = texto feroês
diag-text-fin = texto finlandês
diag-text-fra = texto francês
diag-text-gla = texto em gaélico escocês
diag-text-gle = texto irlandês
diag-text-glg = texto galego
diag-text-heb = texto hebraico
diag-text-hrv = texto croata
diag-text-hun = texto húngaro
diag-text-isl = texto islandês
diag-text-ita = texto italiano
diag-text-kaz = texto cazaque
diag-text-lit = texto lituano
diag-text-lvs = texto letão
diag-text-mkd = texto macedônio
diag-text-mlt = texto maltês
diag-text-nld = texto neerlandês
diag-text-nno = texto norueguês (nynorsk)
diag-text-nob = texto norueguês (bokmål)
diag-text-pes = texto persa
diag-text-pol = texto polonês
diag-text-por = texto português
diag-text-ron = texto romeno
diag-text-rus = texto russo
diag-text-slk = texto eslovaco
diag-text-slv = texto esloveno
diag-text-spa = texto espanhol
diag-text-srp = texto sérvio
diag-text-swe = texto sueco
diag-text-tha = texto tailandês
diag-text-tur = texto turco
diag-text-ukr = texto ucraniano
diag-text-vie = texto vietnamita
diag-text-zho = texto chinês
diag-text-jpn = texto japonês
diag-text-kor = texto coreano

## Formatos binários (nomes próprios ficam como estão)
diag-format-pdf = documento PDF
diag-format-zip = arquivo compactado ZIP
diag-format-docx = documento do Word (.docx)
diag-format-xlsx = pasta de trabalho do Excel (.xlsx)
diag-format-pptx = apresentação do PowerPoint (.pptx)
diag-format-open-document = arquivo OpenDocument
diag-format-epub = e-book EPUB
diag-format-jar = arquivo Java (JAR)
diag-format-apk = pacote Android (APK)
diag-format-gzip = dados compactados com gzip
diag-format-xz = dados compactados com xz
diag-format-zstd = dados compactados com Zstandard
diag-format-bzip2 = dados compactados com bzip2
diag-format-seven-zip = arquivo compactado 7-Zip
diag-format-rar = arquivo compactado RAR
diag-format-lzip = dados compactados com lzip
diag-format-lz4 = dados compactados com LZ4
diag-format-unix-compress = dados compactados com compress (.Z)
diag-format-tar = arquivo tar
diag-format-ar = arquivo ar
diag-format-deb = pacote Debian
diag-format-rpm = pacote RPM
diag-format-cab = arquivo Microsoft Cabinet
diag-format-ole-compound = arquivo do Microsoft Office 97–2003 ou MSI (OLE compound)
diag-format-png = imagem PNG
diag-format-jpeg = imagem JPEG
diag-format-gif = imagem GIF
diag-format-webp = imagem WebP
diag-format-tiff = imagem TIFF
diag-format-camera-raw = imagem raw de câmera
diag-format-heic = imagem HEIC
diag-format-avif = imagem AVIF
diag-format-bmp = imagem BMP
diag-format-ico = ícone do Windows
diag-format-cur = cursor do Windows
diag-format-icns = imagem de ícone da Apple
diag-format-psd = imagem do Photoshop
diag-format-xcf = imagem do GIMP
diag-format-jpeg2000 = imagem JPEG 2000
diag-format-jpeg-xl = imagem JPEG XL
diag-format-djvu = documento DjVu
diag-format-eps = imagem EPS com cabeçalho binário
diag-format-mp3 = áudio MP3
diag-format-mp4 = mídia MP4
diag-format-quick-time = filme QuickTime
diag-format-ogg = mídia Ogg
diag-format-flac = áudio FLAC
diag-format-wav = áudio WAV
diag-format-avi = vídeo AVI
diag-format-aiff = áudio AIFF
diag-format-midi = música MIDI
diag-format-matroska = mídia Matroska/WebM
diag-format-flv = vídeo Flash
diag-format-asf = arquivo do Windows Media
diag-format-mpeg = vídeo MPEG
diag-format-swf = filme Flash
diag-format-ttf = fonte TrueType
diag-format-otf = fonte OpenType
diag-format-ttc = coleção de fontes TrueType
diag-format-woff = fonte web WOFF
diag-format-woff2 = fonte web WOFF2
diag-format-elf = executável ou biblioteca ELF
diag-format-pe = executável ou DLL do Windows
diag-format-dos-exe = executável do DOS
diag-format-mach-o = executável Mach-O
diag-format-java-class = arquivo de classe Java
diag-format-dex = executável Dalvik do Android
diag-format-wasm = módulo WebAssembly
diag-format-sqlite = banco de dados SQLite
diag-format-hdf5 = dados HDF5
diag-format-npy = array NumPy
diag-format-pcap = captura de pacotes (pcap)
diag-format-pcapng = captura de pacotes (pcapng)
diag-format-bplist = lista de propriedades binária
diag-format-lnk = atalho do Windows
diag-format-chm = ajuda HTML compilada
diag-format-iso9660 = imagem de disco ISO 9660
diag-format-qcow = imagem de disco QEMU
diag-format-dicom = imagem médica DICOM
diag-format-git-pack = arquivo pack do Git
diag-format-git-index = índice do Git
diag-format-parquet = dados Parquet
diag-format-sun-audio = áudio Sun/NeXT
diag-format-python-bytecode = bytecode Python
diag-format-netpbm = imagem Netpbm
diag-format-terminfo = entrada terminfo compilada
diag-format-llvm-bitcode = bitcode LLVM
diag-format-jmod = módulo Java (JMOD)
diag-format-java-modules = imagem do runtime Java (modules)
