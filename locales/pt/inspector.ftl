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
