//! The message catalogues (`locales/*/*.ftl`): each parses, each language has exactly the ids
//! the code uses (no missing, no unused), and plural messages take the right form for every count
//! (Polish: 1 błąd, 2 błędy, 5 błędów, 22 błędy, 25 błędów).

use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use utf8_inspector::i18n::{self, Arg, Lang};

/// Message id → (file, variables, plural selectors: the variables chosen on by CLDR category).
struct Catalogue {
    messages: BTreeMap<String, (String, BTreeSet<String>, BTreeSet<String>)>,
}

fn walk(p: &Pattern<&str>, vars: &mut BTreeSet<String>, plural: &mut BTreeSet<String>) {
    for e in &p.elements {
        if let PatternElement::Placeable { expression } = e {
            walk_expr(expression, vars, plural);
        }
    }
}

fn walk_inline(
    e: &InlineExpression<&str>,
    vars: &mut BTreeSet<String>,
    plural: &mut BTreeSet<String>,
) {
    match e {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => walk_expr(expression, vars, plural),
        _ => {}
    }
}

fn walk_expr(e: &Expression<&str>, vars: &mut BTreeSet<String>, plural: &mut BTreeSet<String>) {
    match e {
        Expression::Inline(i) => walk_inline(i, vars, plural),
        Expression::Select { selector, variants } => {
            walk_inline(selector, vars, plural);
            let categories = ["zero", "one", "two", "few", "many", "other"];
            if let InlineExpression::VariableReference { id } = selector
                && variants.iter().any(|v| {
                    matches!(v.key, VariantKey::Identifier { name } if categories.contains(&name) && name != "other")
                })
            {
                plural.insert(id.name.to_string());
            }
            for v in variants {
                walk(&v.value, vars, plural);
            }
        }
    }
}

fn catalogue(lang: Lang) -> Catalogue {
    let mut messages = BTreeMap::new();
    for (name, text) in i18n::catalogue_files(lang) {
        let res = match fluent_syntax::parser::parse(*text) {
            Ok(r) => r,
            Err((_, errors)) => panic!("{name} does not parse: {errors:?}"),
        };
        for entry in res.body {
            match entry {
                Entry::Message(m) => {
                    let (mut vars, mut plural) = (BTreeSet::new(), BTreeSet::new());
                    if let Some(p) = &m.value {
                        walk(p, &mut vars, &mut plural);
                    } else {
                        panic!("{name}: {} has no value", m.id.name);
                    }
                    assert!(
                        m.attributes.is_empty(),
                        "{name}: {} has attributes (use ids)",
                        m.id.name
                    );
                    let old =
                        messages.insert(m.id.name.to_string(), (name.to_string(), vars, plural));
                    assert!(old.is_none(), "{name}: {} twice", m.id.name);
                }
                Entry::Junk { content } => panic!("{name}: junk {content:?}"),
                _ => {}
            }
        }
    }
    Catalogue { messages }
}

/// Every id the code names: the literal after `tr!(lang, `, inside `tid!(`, or the second of an
/// `example!(` (file name, id, English description).
fn ids_in_code() -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let mut stack = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
    while let Some(dir) = stack.pop() {
        for e in std::fs::read_dir(&dir).expect("src/ is readable") {
            let p = e.expect("entry").path();
            if p.is_dir() {
                stack.push(p);
                continue;
            }
            if p.extension().is_none_or(|x| x != "rs") || p.ends_with("src/i18n/mod.rs") {
                continue;
            }
            let text = std::fs::read_to_string(&p).expect("source is UTF-8");
            for (at, _) in text.match_indices("example!(") {
                let mut lits = text[at..].split('"').skip(1).step_by(2);
                if let (Some(_), Some(id)) = (lits.next(), lits.next()) {
                    out.insert(id.to_string(), p.display().to_string());
                }
            }
            for marker in ["tr!(", "tid!("] {
                for (at, _) in text.match_indices(marker) {
                    let rest = &text[at + marker.len()..];
                    let Some(q) = rest.find('"') else { continue };
                    // `tr!(` then the language expression then the id; `tid!(` then the id.
                    if marker == "tr!(" && rest[..q].matches(',').count() != 1 {
                        continue;
                    }
                    if marker == "tid!(" && !rest[..q].trim().is_empty() {
                        continue;
                    }
                    let id = &rest[q + 1..];
                    let Some(end) = id.find('"') else { continue };
                    out.insert(id[..end].to_string(), p.display().to_string());
                }
            }
        }
    }
    out
}

#[test]
fn every_catalogue_parses_and_has_exactly_the_ids_the_code_uses() {
    let used = ids_in_code();
    assert!(
        used.len() >= 30,
        "only {} ids found in the code",
        used.len()
    );
    let en = catalogue(Lang::En);
    let mut problems = Vec::new();
    for (id, file) in &used {
        if !en.messages.contains_key(id) {
            problems.push(format!(
                "{id} (used in {file}) is missing from the English catalogue"
            ));
        }
    }
    for id in en.messages.keys() {
        if !used.contains_key(id) {
            problems.push(format!(
                "{id} is in the English catalogue but no code uses it"
            ));
        }
    }
    for lang in [Lang::Pl, Lang::Pt, Lang::De] {
        let c = catalogue(lang);
        for (id, (file, vars, _)) in &en.messages {
            match c.messages.get(id) {
                None => problems.push(format!("{id} ({file}) is missing in {}", lang.code())),
                Some((f, v, _)) => {
                    if f.split('/').nth(1) != file.split('/').nth(1) {
                        problems.push(format!("{id} is in {f}, in English in {file}"));
                    }
                    // A translation uses the arguments the code passes, and no others.
                    if !v.is_subset(vars) {
                        problems.push(format!(
                            "{id} in {} uses {v:?}, the code passes {vars:?}",
                            lang.code()
                        ));
                    }
                }
            }
        }
        for id in c.messages.keys() {
            if !en.messages.contains_key(id) {
                problems.push(format!("{id} is in {} but not in English", lang.code()));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// CLDR's Polish rule, written out here rather than taken from the library under test.
fn polish(n: u64) -> &'static str {
    if n == 1 {
        "one"
    } else if (2..=4).contains(&(n % 10)) && !(12..=14).contains(&(n % 100)) {
        "few"
    } else {
        "many"
    }
}

fn render(lang: Lang, id: &str, vars: &BTreeSet<String>, var: &str, n: u64) -> String {
    let args: Vec<(&str, Arg)> = vars
        .iter()
        .map(|v| {
            if v == var {
                (v.as_str(), Arg::Int(n))
            } else {
                // (Not a number: a second count of 7 would read as `#` when `var` is 7 too.)
                (v.as_str(), Arg::Str("x".into()))
            }
        })
        .collect();
    i18n::format(lang, id, &args)
}

#[test]
fn polish_plurals_take_three_forms_for_every_count() {
    let en = catalogue(Lang::En);
    let pl = catalogue(Lang::Pl);
    let mut checked = 0;
    for (id, (_, en_vars, en_plural)) in &en.messages {
        let Some((_, vars, plural)) = pl.messages.get(id) else {
            continue;
        };
        // A count the English message chooses on is a count in Polish too.
        for var in en_plural {
            assert!(
                plural.contains(var),
                "{id}: English chooses a form on ${var}, Polish does not"
            );
        }
        for var in plural {
            let all: BTreeSet<String> = vars.union(en_vars).cloned().collect();
            let form = |n: u64| render(Lang::Pl, id, &all, var, n).replace(&Lang::Pl.int(n), "#");
            let (one, few, many) = (form(1), form(2), form(5));
            assert!(
                one != few && few != many && one != many,
                "{id}: Polish forms for 1, 2, 5 are not three: {one:?} {few:?} {many:?}"
            );
            for n in (0..=30).chain(101..=125) {
                let want = match polish(n) {
                    "one" => &one,
                    "few" => &few,
                    _ => &many,
                };
                assert_eq!(&form(n), want, "{id} with ${var} = {n} ({})", polish(n));
            }
            checked += 1;
        }
    }
    assert!(checked >= 5, "only {checked} plural messages in Polish");
}

#[test]
fn portuguese_and_german_plurals_take_two_forms() {
    let en = catalogue(Lang::En);
    for lang in [Lang::Pt, Lang::De] {
        let c = catalogue(lang);
        for (id, (_, vars, plural)) in &c.messages {
            let all: BTreeSet<String> = vars.union(&en.messages[id].1).cloned().collect();
            for var in plural {
                let form = |n: u64| render(lang, id, &all, var, n).replace(&lang.int(n), "#");
                assert_ne!(
                    form(1),
                    form(5),
                    "{id} in {}: one form for 1 and 5",
                    lang.code()
                );
                for n in [2, 3, 11, 21, 22, 101, 1000] {
                    assert_eq!(form(n), form(5), "{id} in {} for {n}", lang.code());
                }
            }
        }
    }
}

#[test]
fn numbers_in_messages_are_grouped_the_languages_way() {
    assert_eq!(
        i18n::format(Lang::En, "menu-row-fixed", &[("n", Arg::Int(1_234_567))]),
        "1,234,567 bytes per row"
    );
    assert!(
        i18n::format(Lang::De, "menu-row-fixed", &[("n", Arg::Int(1_234_567))])
            .starts_with("1.234.567 ")
    );
    assert!(
        i18n::format(Lang::Pl, "menu-row-fixed", &[("n", Arg::Int(1_234_567))])
            .starts_with("1\u{a0}234\u{a0}567 ")
    );
}

#[test]
fn every_example_is_described_in_every_language() {
    for ex in &utf8_inspector::examples::EXAMPLES {
        let english = ex.describe(Lang::En);
        assert!(!english.is_empty() && english != ex.id, "{}", ex.name);
        for lang in [Lang::Pl, Lang::Pt, Lang::De] {
            assert_ne!(
                ex.describe(lang),
                english,
                "{} not translated into {}",
                ex.name,
                lang.code()
            );
        }
    }
}
