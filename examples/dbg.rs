use utf8_inspector::analysis::{lang, mojibake};
fn main() {
    for (p, r, s) in [
        ("", "Ä¢", "ener"),
        ("ener", "Ä\u{81}", "l"),
        ("", "Ä\u{a0}", "ENERALI"),
    ] {
        println!("run {p}[{r}]{s}");
        for (name, fixed) in mojibake::candidates_pub(r) {
            for c in ["lvs", "mlt", "swe", "deu", "eng"] {
                let m = lang::model(c).unwrap();
                println!(
                    "  {name} {fixed:?} {c}: orig {} fixed {}",
                    m.score_text(&format!("{p}{r}{s}")),
                    m.score_text(&format!("{p}{fixed}{s}"))
                );
            }
        }
    }
}
