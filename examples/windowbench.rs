use std::time::Instant;
use utf8_inspector::codec::decode_window;
use utf8_inspector::codec::window::starts64;
fn main() {
    let data = std::fs::read("/tmp/rand.bin").unwrap();
    let t = Instant::now();
    let mut tally = [0u64; 11];
    let mut pos = 0;
    while pos + 80 < data.len() {
        let w: &[u8; 8] = data[pos..pos + 8].try_into().unwrap();
        let q = decode_window(w);
        tally[q.code as usize] += 1;
        pos += q.len as usize;
    }
    println!(
        "sequential decode_window: {:.0} MiB/s {:?}",
        data.len() as f64 / t.elapsed().as_secs_f64() / 1048576.0,
        &tally[..2]
    );
    let t = Instant::now();
    let mut tally = [0u64; 11];
    let mut pos = 0;
    while pos + 80 < data.len() {
        let block: &[u8; 64] = data[pos..pos + 64].try_into().unwrap();
        let mut s = starts64(block);
        let mut end = 0;
        while s != 0 {
            let p = s.trailing_zeros() as usize;
            s &= s - 1;
            let w: &[u8; 8] = data[pos + p..pos + p + 8].try_into().unwrap();
            let q = decode_window(w);
            tally[q.code as usize] += 1;
            end = p + q.len as usize;
        }
        pos += end;
    }
    println!(
        "starts64 + decode_window: {:.0} MiB/s {:?}",
        data.len() as f64 / t.elapsed().as_secs_f64() / 1048576.0,
        &tally[..2]
    );
    let t = Instant::now();
    let mut n = 0u64;
    let mut pos = 0;
    while pos + 80 < data.len() {
        let block: &[u8; 64] = data[pos..pos + 64].try_into().unwrap();
        n += starts64(block).count_ones() as u64;
        pos += 64;
    }
    println!(
        "starts64 only: {:.0} MiB/s {n}",
        data.len() as f64 / t.elapsed().as_secs_f64() / 1048576.0
    );
}
