use utf8_inspector::analysis::{lang, mojibake};
fn main() {
    for t in [
        "Fyrir því hefur allsherjarþing birt «öllum þjóðum 19% og",
        "birt «öllum",
    ] {
        println!("{:?}", mojibake::diagnose(t).map(|m| (m.chain, m.repaired)));
    }
    for c in ["isl", "eng", "deu"] {
        let m = lang::model(c).unwrap();
        for w in ["«öllum", "ǚllum", "«", "ǚ"] {
            println!(
                "{c} {w} {} {:?}",
                m.score_text(w),
                w.chars().map(|x| m.class_of(x)).collect::<Vec<_>>()
            );
        }
    }
}
