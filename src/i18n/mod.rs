//! The window's words in English, Polish, Portuguese and German: message catalogues in Fluent
//! (`locales/<lang>/*.ftl`, compiled into the binary), chosen from the system locale or by the
//! user, switched at once.
//!
//! Why Fluent: its messages carry named arguments and select on plural categories from CLDR, so
//! Polish gets its three forms (1 błąd, 2 błędy, 5 błędów, 22 błędy) and each translator writes
//! whole sentences instead of gluing fragments in code. Why our own number formatter: Fluent does
//! not group digits, and a classroom reads `1 234 567` in Kraków, `1.234.567` in Köln.
//!
//! Every message id is written in the code as a literal inside [`tr!`] or [`tid!`], so that
//! `tests/i18n.rs` can find them all: it fails when an id is missing from a catalogue, when a
//! catalogue holds an id nothing uses, or when a catalogue does not parse.
//!
//! The command line stays English whatever the locale (scripts parse it); only the window asks
//! for another language. This module has no egui: the diagnosis wording uses it too.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::types::{FluentNumber, FluentNumberOptions};
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// A language of the window.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    /// English (the command line's only language).
    #[default]
    En,
    /// Polish.
    Pl,
    /// Portuguese.
    Pt,
    /// German.
    De,
}

impl Lang {
    /// Every language, in menu order.
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Pl, Lang::Pt, Lang::De];

    /// The BCP 47 code.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Pl => "pl",
            Lang::Pt => "pt",
            Lang::De => "de",
        }
    }

    /// The language's own name for itself (what the menu lists, so each reader finds theirs).
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Pl => "Polski",
            Lang::Pt => "Português",
            Lang::De => "Deutsch",
        }
    }

    /// The language of a locale name such as `pl_PL.UTF-8`, `pt-BR` or `de`, if it is one of ours.
    pub fn from_locale_name(name: &str) -> Option<Lang> {
        let lang = name
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == lang)
    }

    /// The language the system asks for, as gettext chooses: the locale is `LC_ALL`, else
    /// `LC_MESSAGES`, else `LANG`; `C` or `POSIX` there means English whatever `LANGUAGE` says;
    /// otherwise the first of `LANGUAGE`'s colon-separated list that we have, else the locale's
    /// language, else English.
    pub fn from_env(get: impl Fn(&str) -> Option<String>) -> Lang {
        let nonempty = |k: &str| get(k).filter(|v| !v.is_empty());
        let locale = nonempty("LC_ALL")
            .or_else(|| nonempty("LC_MESSAGES"))
            .or_else(|| nonempty("LANG"));
        if let Some(l) = &locale {
            let base = l.split(['.', '@']).next().unwrap_or("");
            if base == "C" || base == "POSIX" {
                return Lang::En;
            }
        }
        if let Some(list) = nonempty("LANGUAGE")
            && let Some(l) = list.split(':').find_map(Lang::from_locale_name)
        {
            return l;
        }
        locale
            .as_deref()
            .and_then(Lang::from_locale_name)
            .unwrap_or(Lang::En)
    }

    /// [`Lang::from_env`] on this process's environment, read once (the window asks every
    /// frame; the environment does not change while it runs).
    pub fn from_system() -> Lang {
        static SYSTEM: OnceLock<Lang> = OnceLock::new();
        *SYSTEM.get_or_init(|| Lang::from_env(|k| std::env::var(k).ok()))
    }

    /// The digit-group separator and the smallest number of digits that is grouped (CLDR:
    /// Polish writes 1234 but 12 345).
    fn grouping(self) -> (&'static str, u32) {
        match self {
            Lang::En => (",", 4),
            Lang::Pl => ("\u{a0}", 5),
            Lang::Pt | Lang::De => (".", 4),
        }
    }

    /// The decimal separator.
    fn decimal(self) -> char {
        match self {
            Lang::En => '.',
            _ => ',',
        }
    }

    /// `n` with its digits grouped the language's way (`1,234,567`, `1 234 567`, `1.234.567`).
    pub fn int(self, n: u64) -> String {
        let digits = n.to_string();
        let (sep, min) = self.grouping();
        if (digits.len() as u32) < min {
            return digits;
        }
        let mut out = String::with_capacity(digits.len() + digits.len() / 3 * sep.len());
        for (i, c) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                out.push_str(sep);
            }
            out.push(c);
        }
        out
    }

    /// `x` with `places` decimals and the language's separators (`99.4`, `99,4`).
    pub fn dec(self, x: f64, places: usize) -> String {
        if !x.is_finite() {
            return x.to_string();
        }
        let s = format!("{:.*}", places, x.abs());
        let (int, frac) = s.split_once('.').unwrap_or((&s, ""));
        let mut out = String::new();
        if x.is_sign_negative() && s.bytes().any(|b| b.is_ascii_digit() && b != b'0') {
            out.push('-');
        }
        out.push_str(&self.int(int.parse().unwrap_or(0)));
        if !frac.is_empty() {
            out.push(self.decimal());
            out.push_str(frac);
        }
        out
    }
}

/// An argument of a message.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// A count: selects the plural form and is shown grouped.
    Int(u64),
    /// A number with this many decimals.
    Dec(f64, usize),
    /// Text shown as it is (a path, a character, an encoding's name).
    Str(String),
    /// Text already worded in each language (in [`Lang::ALL`]'s order): a sentence made by
    /// another module, kept in a stored [`Text`] so that it follows a language switch too.
    Each(Box<[String; 4]>),
}

impl Arg {
    /// `word` in each language, for a stored message.
    pub fn each(word: impl Fn(Lang) -> String) -> Arg {
        Arg::Each(Box::new(Lang::ALL.map(word)))
    }
}

macro_rules! int_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Int(n as u64)
            }
        }
    )*};
}
int_arg!(u8, u16, u32, u64, usize);

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Str(s.to_owned())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Str(s)
    }
}
impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Str(s.clone())
    }
}
impl From<char> for Arg {
    fn from(c: char) -> Arg {
        Arg::Str(c.to_string())
    }
}

/// A message kept to be shown later (a status message, an error): its id and arguments, not its
/// words, so that it reads in the language of the frame that draws it.
#[derive(Clone, Debug, PartialEq)]
pub struct Text {
    id: &'static str,
    args: Vec<(&'static str, Arg)>,
}

impl Text {
    /// A message without arguments; write the id with [`tid!`].
    pub fn new(id: &'static str) -> Text {
        Text {
            id,
            args: Vec::new(),
        }
    }

    /// With one more argument.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Text {
        self.args.push((name, value.into()));
        self
    }

    /// The message id.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// In words.
    pub fn render(&self, lang: Lang) -> String {
        format(lang, self.id, &self.args)
    }
}

/// The message `id` with arguments in `lang`: `tr!(lang, "status-offset", offset = n)`.
#[macro_export]
macro_rules! tr {
    ($lang:expr, $id:literal $(,)?) => {
        $crate::i18n::format($lang, $id, &[])
    };
    ($lang:expr, $id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::format(
            $lang,
            $id,
            &[$((stringify!($name), $crate::i18n::Arg::from($value))),+],
        )
    };
}

/// A message id chosen at run time (a match arm, a table), written so that the catalogue test
/// finds it: `tid!("error-overlong")`.
#[macro_export]
macro_rules! tid {
    ($id:literal) => {
        $id
    };
}

/// The catalogue files of one language, in the order they are loaded.
fn sources(lang: Lang) -> &'static [(&'static str, &'static str)] {
    macro_rules! files {
        ($l:literal) => {
            &[
                (
                    concat!($l, "/window.ftl"),
                    include_str!(concat!("../../locales/", $l, "/window.ftl")),
                ),
                (
                    concat!($l, "/inspector.ftl"),
                    include_str!(concat!("../../locales/", $l, "/inspector.ftl")),
                ),
                (
                    concat!($l, "/diagnosis.ftl"),
                    include_str!(concat!("../../locales/", $l, "/diagnosis.ftl")),
                ),
                (
                    concat!($l, "/examples.ftl"),
                    include_str!(concat!("../../locales/", $l, "/examples.ftl")),
                ),
            ]
        };
    }
    match lang {
        Lang::En => files!("en"),
        Lang::Pl => files!("pl"),
        Lang::Pt => files!("pt"),
        Lang::De => files!("de"),
    }
}

/// The catalogue files of `lang` (name, text), for the catalogue tests.
pub fn catalogue_files(lang: Lang) -> &'static [(&'static str, &'static str)] {
    sources(lang)
}

type Bundle = FluentBundle<FluentResource>;

/// Formats numbers the language's way (Fluent calls this for every number it shows).
fn number_formatter<const L: u8>(
    v: &FluentValue,
    _: &intl_memoizer::concurrent::IntlLangMemoizer,
) -> Option<String> {
    let lang = Lang::ALL[L as usize];
    match v {
        FluentValue::Number(n) => {
            let places = n.options.minimum_fraction_digits.unwrap_or(0);
            if places == 0 && n.value.fract() == 0.0 && n.value >= 0.0 {
                Some(lang.int(n.value as u64))
            } else {
                Some(lang.dec(n.value, places))
            }
        }
        _ => None,
    }
}

fn build(lang: Lang) -> Bundle {
    let id: unic_langid::LanguageIdentifier = lang.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(match lang {
        Lang::En => number_formatter::<0>,
        Lang::Pl => number_formatter::<1>,
        Lang::Pt => number_formatter::<2>,
        Lang::De => number_formatter::<3>,
    }));
    for (_, text) in sources(lang) {
        // A resource with syntax errors keeps the messages that parsed; tests/i18n.rs fails on
        // any error, so a shipped catalogue has none.
        let res = FluentResource::try_new((*text).to_owned()).unwrap_or_else(|(r, _)| r);
        // Duplicate ids keep the first; the catalogue test rejects them too.
        let _ = bundle.add_resource(res);
    }
    bundle
}

fn bundle(lang: Lang) -> &'static Bundle {
    static BUNDLES: [OnceLock<Bundle>; 4] = [const { OnceLock::new() }; 4];
    let i = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
    BUNDLES[i].get_or_init(|| build(lang))
}

/// Whether `lang`'s catalogue has the message `id`.
pub fn has(lang: Lang, id: &str) -> bool {
    bundle(lang).has_message(id)
}

/// The message `id` in `lang` with `args`. A message missing from `lang` falls back to English,
/// and one missing from English shows its id (the catalogue test fails on both).
pub fn format(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    let b = bundle(lang);
    let Some(pattern) = b.get_message(id).and_then(|m| m.value()) else {
        return if lang == Lang::En {
            id.to_owned()
        } else {
            format(Lang::En, id, args)
        };
    };
    let mut fa = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        let v: FluentValue = match value {
            Arg::Int(n) => FluentValue::from(*n),
            Arg::Dec(x, places) => FluentValue::Number(FluentNumber::new(
                *x,
                FluentNumberOptions {
                    minimum_fraction_digits: Some(*places),
                    maximum_fraction_digits: Some(*places),
                    ..Default::default()
                },
            )),
            Arg::Str(s) => FluentValue::from(s.as_str()),
            Arg::Each(words) => {
                let i = Lang::ALL.iter().position(|x| *x == lang).unwrap_or(0);
                FluentValue::from(words[i].as_str())
            }
        };
        fa.set(*name, v);
    }
    let mut errors = Vec::new();
    b.format_pattern(pattern, Some(&fa), &mut errors)
        .into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locale_environment_is_read_as_gettext_does() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |k: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == k)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(Lang::from_env(env(&[("LANG", "pl_PL.UTF-8")])), Lang::Pl);
        assert_eq!(Lang::from_env(env(&[("LANG", "pt_BR.UTF-8")])), Lang::Pt);
        assert_eq!(
            Lang::from_env(env(&[("LANG", "de_DE.UTF-8"), ("LC_ALL", "C")])),
            Lang::En
        );
        assert_eq!(
            Lang::from_env(env(&[("LANG", "fr_FR.UTF-8"), ("LANGUAGE", "fr:de:en")])),
            Lang::De
        );
        assert_eq!(
            Lang::from_env(env(&[("LANG", "C.UTF-8"), ("LANGUAGE", "pl")])),
            Lang::En
        );
        assert_eq!(
            Lang::from_env(env(&[("LANG", "en_GB"), ("LC_MESSAGES", "de_AT")])),
            Lang::De
        );
        assert_eq!(Lang::from_env(env(&[("LANG", "ja_JP.UTF-8")])), Lang::En);
        assert_eq!(Lang::from_env(env(&[])), Lang::En);
    }

    #[test]
    fn numbers_are_grouped_the_languages_way() {
        assert_eq!(Lang::En.int(1_234_567), "1,234,567");
        assert_eq!(Lang::De.int(1_234_567), "1.234.567");
        assert_eq!(Lang::Pl.int(1_234_567), "1\u{a0}234\u{a0}567");
        assert_eq!(Lang::Pl.int(1234), "1234");
        assert_eq!(Lang::Pl.int(12345), "12\u{a0}345");
        assert_eq!(Lang::En.int(999), "999");
        assert_eq!(Lang::En.int(1000), "1,000");
        assert_eq!(Lang::De.dec(99.44, 1), "99,4");
        assert_eq!(Lang::En.dec(1234.5, 2), "1,234.50");
    }
}
