//! `.editorconfig`'s `charset` for a file: what a project says its files are.
//!
//! The files are parsed by `ec4rs` (an EditorConfig core that passes the specification's tests:
//! glob sections, nested files, `root = true`); what is here is the cache a folder walk needs,
//! so that ten thousand files under one `.editorconfig` parse it once, not ten thousand times,
//! and each directory is asked for its `.editorconfig` once.

use crate::analysis::diagnosis::declared::Declaration;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// One parsed `.editorconfig`.
struct Parsed {
    /// Its folder: sections match paths relative to it.
    dir: PathBuf,
    /// Its own path, for messages.
    file: PathBuf,
    /// `root = true`: no file above it counts.
    root: bool,
    sections: Vec<ec4rs::Section>,
}

/// The `.editorconfig` files met so far, by folder (`None`: the folder has none, or an unreadable
/// one).
#[derive(Default)]
pub struct EditorConfigs {
    cache: Mutex<HashMap<PathBuf, Option<Arc<Parsed>>>>,
    /// For a folder as the path named it: the folder resolved (`..` and links: the
    /// specification matches the file's full path) and the files that apply there, nearest first.
    chains: Mutex<HashMap<PathBuf, Chain>>,
}

/// A folder's resolved path and the `.editorconfig` files that apply there, nearest first.
type Chain = Arc<(PathBuf, Vec<Arc<Parsed>>)>;

impl EditorConfigs {
    /// An empty cache.
    pub fn new() -> EditorConfigs {
        EditorConfigs::default()
    }

    /// The `charset` the `.editorconfig` files above `path` set for it (the nearest file's
    /// matching section last, as the specification orders them), as a declaration; `None` when
    /// none sets one or the last says `unset`.
    pub fn charset_for(&self, path: &Path) -> Option<Declaration> {
        let name = path.file_name()?;
        let chain = self.chain(path.parent().unwrap_or(Path::new("")))?;
        let (folder, chain) = &*chain;
        if chain.is_empty() {
            return None;
        }
        let path = folder.join(name);
        let mut found: Option<(String, PathBuf, u64)> = None;
        for p in chain.iter().rev() {
            let rel = path.strip_prefix(&p.dir).unwrap_or(&path);
            for s in &p.sections {
                if !s.applies_to(rel) {
                    continue;
                }
                let raw = s.props().get_raw_for_key("charset");
                if let Some(value) = raw.into_option() {
                    let line = raw.source().map_or(0, |(_, l)| l as u64);
                    found = Some((value.to_string(), p.file.clone(), line));
                }
            }
        }
        let (value, file, line) = found?;
        if value.eq_ignore_ascii_case("unset") {
            return None;
        }
        Some(Declaration::editorconfig(
            &value,
            file.display().to_string(),
            line,
        ))
    }

    /// The files that apply in folder `dir` (as named), worked out once per folder.
    fn chain(&self, dir: &Path) -> Option<Chain> {
        if let Ok(chains) = self.chains.lock()
            && let Some(hit) = chains.get(dir)
        {
            return Some(Arc::clone(hit));
        }
        let named = if dir.as_os_str().is_empty() {
            Path::new(".")
        } else {
            dir
        };
        let folder = std::fs::canonicalize(named)
            .or_else(|_| std::path::absolute(named))
            .ok()?;
        let mut found = Vec::new();
        let mut at = Some(folder.as_path());
        while let Some(d) = at {
            if let Some(p) = self.parsed(d) {
                let root = p.root;
                found.push(p);
                if root {
                    break;
                }
            }
            at = d.parent();
        }
        let chain: Chain = Arc::new((folder, found));
        if let Ok(mut chains) = self.chains.lock() {
            chains.insert(dir.to_path_buf(), Arc::clone(&chain));
        }
        Some(chain)
    }

    /// The parsed `.editorconfig` of `dir`, read on first use.
    fn parsed(&self, dir: &Path) -> Option<Arc<Parsed>> {
        if let Ok(cache) = self.cache.lock()
            && let Some(hit) = cache.get(dir)
        {
            return hit.clone();
        }
        let parsed = parse(dir).map(Arc::new);
        if let Ok(mut cache) = self.cache.lock() {
            cache.insert(dir.to_path_buf(), parsed.clone());
        }
        parsed
    }
}

/// The largest `.editorconfig` read (real ones are a few KiB).
const MAX_SIZE: u64 = 1 << 20;

/// Reads `dir/.editorconfig`; `None` if there is none (a file that fails to parse counts as the
/// sections read before the error: editors apply what they understood).
fn parse(dir: &Path) -> Option<Parsed> {
    let file = dir.join(".editorconfig");
    // Only a regular file of a sensible size: a FIFO would block the run, a link to /dev/zero
    // never end.
    let meta = std::fs::metadata(&file).ok()?;
    if !meta.is_file() || meta.len() > MAX_SIZE {
        return None;
    }
    let config = ec4rs::ConfigFile::open(&file).ok()?;
    let root = config.reader.is_root;
    let sections = config.map_while(Result::ok).collect();
    Some(Parsed {
        dir: dir.to_path_buf(),
        file,
        root,
        sections,
    })
}
