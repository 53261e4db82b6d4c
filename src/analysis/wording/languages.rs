//! Language names as the diagnosis writes them: alone ("Language: Polish") and as the text a
//! file holds ("Polish text in ISO-8859-2"), each language its own way ("tekst polski",
//! "polnischer Text", "texto polonês"). English gives the models' names, as JSON does.

use crate::analysis::diagnosis::LangId;
use crate::i18n::Lang;
use crate::{tid, tr};

/// The id of a language's name, by its ISO 639-3 code.
fn name_id(code: &str) -> Option<&'static str> {
    Some(match code {
        "afr" => tid!("diag-lang-afr"),
        "als" => tid!("diag-lang-als"),
        "arb" => tid!("diag-lang-arb"),
        "azj" => tid!("diag-lang-azj"),
        "bel" => tid!("diag-lang-bel"),
        "bos" => tid!("diag-lang-bos"),
        "bul" => tid!("diag-lang-bul"),
        "cat" => tid!("diag-lang-cat"),
        "ces" => tid!("diag-lang-ces"),
        "cym" => tid!("diag-lang-cym"),
        "dan" => tid!("diag-lang-dan"),
        "deu" => tid!("diag-lang-deu"),
        "ekk" => tid!("diag-lang-ekk"),
        "ell" => tid!("diag-lang-ell"),
        "eng" => tid!("diag-lang-eng"),
        "epo" => tid!("diag-lang-epo"),
        "eus" => tid!("diag-lang-eus"),
        "fao" => tid!("diag-lang-fao"),
        "fin" => tid!("diag-lang-fin"),
        "fra" => tid!("diag-lang-fra"),
        "gla" => tid!("diag-lang-gla"),
        "gle" => tid!("diag-lang-gle"),
        "glg" => tid!("diag-lang-glg"),
        "heb" => tid!("diag-lang-heb"),
        "hrv" => tid!("diag-lang-hrv"),
        "hun" => tid!("diag-lang-hun"),
        "isl" => tid!("diag-lang-isl"),
        "ita" => tid!("diag-lang-ita"),
        "kaz" => tid!("diag-lang-kaz"),
        "lit" => tid!("diag-lang-lit"),
        "lvs" => tid!("diag-lang-lvs"),
        "mkd" => tid!("diag-lang-mkd"),
        "mlt" => tid!("diag-lang-mlt"),
        "nld" => tid!("diag-lang-nld"),
        "nno" => tid!("diag-lang-nno"),
        "nob" => tid!("diag-lang-nob"),
        "pes" => tid!("diag-lang-pes"),
        "pol" => tid!("diag-lang-pol"),
        "por" => tid!("diag-lang-por"),
        "ron" => tid!("diag-lang-ron"),
        "rus" => tid!("diag-lang-rus"),
        "slk" => tid!("diag-lang-slk"),
        "slv" => tid!("diag-lang-slv"),
        "spa" => tid!("diag-lang-spa"),
        "srp" | "srp-Cyrl" => tid!("diag-lang-srp"),
        "swe" => tid!("diag-lang-swe"),
        "tha" => tid!("diag-lang-tha"),
        "tur" => tid!("diag-lang-tur"),
        "ukr" => tid!("diag-lang-ukr"),
        "vie" => tid!("diag-lang-vie"),
        "zho" => tid!("diag-lang-zho"),
        "jpn" => tid!("diag-lang-jpn"),
        "kor" => tid!("diag-lang-kor"),
        _ => return None,
    })
}

/// The id of "<language> text", by its ISO 639-3 code.
fn text_id(code: &str) -> Option<&'static str> {
    Some(match code {
        "afr" => tid!("diag-text-afr"),
        "als" => tid!("diag-text-als"),
        "arb" => tid!("diag-text-arb"),
        "azj" => tid!("diag-text-azj"),
        "bel" => tid!("diag-text-bel"),
        "bos" => tid!("diag-text-bos"),
        "bul" => tid!("diag-text-bul"),
        "cat" => tid!("diag-text-cat"),
        "ces" => tid!("diag-text-ces"),
        "cym" => tid!("diag-text-cym"),
        "dan" => tid!("diag-text-dan"),
        "deu" => tid!("diag-text-deu"),
        "ekk" => tid!("diag-text-ekk"),
        "ell" => tid!("diag-text-ell"),
        "eng" => tid!("diag-text-eng"),
        "epo" => tid!("diag-text-epo"),
        "eus" => tid!("diag-text-eus"),
        "fao" => tid!("diag-text-fao"),
        "fin" => tid!("diag-text-fin"),
        "fra" => tid!("diag-text-fra"),
        "gla" => tid!("diag-text-gla"),
        "gle" => tid!("diag-text-gle"),
        "glg" => tid!("diag-text-glg"),
        "heb" => tid!("diag-text-heb"),
        "hrv" => tid!("diag-text-hrv"),
        "hun" => tid!("diag-text-hun"),
        "isl" => tid!("diag-text-isl"),
        "ita" => tid!("diag-text-ita"),
        "kaz" => tid!("diag-text-kaz"),
        "lit" => tid!("diag-text-lit"),
        "lvs" => tid!("diag-text-lvs"),
        "mkd" => tid!("diag-text-mkd"),
        "mlt" => tid!("diag-text-mlt"),
        "nld" => tid!("diag-text-nld"),
        "nno" => tid!("diag-text-nno"),
        "nob" => tid!("diag-text-nob"),
        "pes" => tid!("diag-text-pes"),
        "pol" => tid!("diag-text-pol"),
        "por" => tid!("diag-text-por"),
        "ron" => tid!("diag-text-ron"),
        "rus" => tid!("diag-text-rus"),
        "slk" => tid!("diag-text-slk"),
        "slv" => tid!("diag-text-slv"),
        "spa" => tid!("diag-text-spa"),
        "srp" | "srp-Cyrl" => tid!("diag-text-srp"),
        "swe" => tid!("diag-text-swe"),
        "tha" => tid!("diag-text-tha"),
        "tur" => tid!("diag-text-tur"),
        "ukr" => tid!("diag-text-ukr"),
        "vie" => tid!("diag-text-vie"),
        "zho" => tid!("diag-text-zho"),
        "jpn" => tid!("diag-text-jpn"),
        "kor" => tid!("diag-text-kor"),
        _ => return None,
    })
}

/// A language's name in `lang` ("Polish", "polski", "polonês", "Polnisch"); `None` is unknown.
pub fn language_name(lang: Lang, l: Option<LangId>) -> String {
    match l {
        Some(l) => match name_id(l.code()) {
            Some(id) => crate::i18n::format(lang, id, &[]),
            None => l.name().to_string(),
        },
        None => tr!(lang, "diag-lang-unknown"),
    }
}

/// Text in a language, in `lang` ("Polish text", "tekst polski", "texto polonês", "polnischer
/// Text"); `None` is text in an unknown language.
pub fn language_text(lang: Lang, l: Option<LangId>) -> String {
    match l {
        Some(l) => match text_id(l.code()) {
            Some(id) => crate::i18n::format(lang, id, &[]),
            None => format!("{} text", l.name()),
        },
        None => tr!(lang, "diag-text-unknown"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::cjk::model::CjkLang;

    #[test]
    fn every_language_has_a_name_and_english_is_the_models() {
        let all = (0..crate::analysis::lang::models().len())
            .filter_map(LangId::new)
            .chain(CjkLang::ALL.into_iter().map(LangId::cjk));
        for l in all {
            assert!(name_id(l.code()).is_some(), "{}", l.code());
            assert!(text_id(l.code()).is_some(), "{}", l.code());
            assert_eq!(language_name(Lang::En, Some(l)), l.name());
            assert_eq!(
                language_text(Lang::En, Some(l)),
                format!("{} text", l.name())
            );
        }
        assert_eq!(language_text(Lang::En, None), "unknown text");
        assert_eq!(language_name(Lang::En, None), "unknown");
    }
}
