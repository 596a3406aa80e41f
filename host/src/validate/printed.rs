//! Reading program output for comparison.
//!
//! Output is split into tokens: numbers (what `printMemref*`, `printF32`, … print:
//! decimal or `%g` forms, `nan`, `inf`), punctuation (`[ ] , = ( )`) and words. The base
//! address `printMemref*` prints after `base@ =` differs between runs and is masked. Each
//! number is labelled with where it came from: element `[i, j]` of the `k`-th printed
//! memref (from the `sizes = [...]` header before `data =`), or the `k`-th loose number.

/// One token of program output.
#[derive(Debug, Clone, PartialEq)]
pub enum Token {
    /// A number, with its text.
    Number(f64, String),
    /// Anything else, compared exactly.
    Word(String),
}

/// Where a printed number came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NumberSite {
    /// Element `index` of printed memref `block` (counting from 0).
    Memref {
        /// Which printed memref.
        block: usize,
        /// Its shape.
        sizes: Vec<usize>,
        /// The element's index.
        index: Vec<usize>,
    },
    /// A number outside memref data (the `n`-th such number).
    Loose(usize),
}

impl std::fmt::Display for NumberSite {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NumberSite::Memref { block, index, .. } => {
                let idx: Vec<String> = index.iter().map(|i| i.to_string()).collect();
                write!(f, "printed memref #{block} [{}]", idx.join(", "))
            }
            NumberSite::Loose(n) => write!(f, "printed number #{n}"),
        }
    }
}

fn parse_number(t: &str) -> Option<f64> {
    match t {
        "nan" | "-nan" | "NaN" => return Some(f64::NAN),
        "inf" | "+inf" => return Some(f64::INFINITY),
        "-inf" => return Some(f64::NEG_INFINITY),
        _ => {}
    }
    let first = t.chars().next()?;
    if !(first.is_ascii_digit() || first == '-' || first == '+' || first == '.') {
        return None;
    }
    t.parse::<f64>().ok()
}

/// Splits `text` into tokens, masking printed base addresses.
pub fn tokenize(text: &str) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::new();
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut Vec<Token>| {
        if word.is_empty() {
            return;
        }
        let w = std::mem::take(word);
        // `base@ = 0x…`: the address is a property of the run, not of the program.
        let after_base = out.len() >= 2
            && matches!(&out[out.len() - 2], Token::Word(b) if b == "base@")
            && matches!(&out[out.len() - 1], Token::Word(e) if e == "=");
        if after_base && w.starts_with("0x") {
            out.push(Token::Word("<address>".into()));
        } else if let Some(v) = parse_number(&w) {
            out.push(Token::Number(v, w));
        } else {
            out.push(Token::Word(w));
        }
    };
    for c in text.chars() {
        if c.is_whitespace() {
            flush(&mut word, &mut out);
        } else if matches!(c, '[' | ']' | ',' | '=' | '(' | ')') {
            flush(&mut word, &mut out);
            out.push(Token::Word(c.to_string()));
        } else {
            word.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

/// Labels every number token of `tokens` (in order) with its [`NumberSite`].
pub fn number_sites(tokens: &[Token]) -> Vec<NumberSite> {
    let mut sites = Vec::new();
    let mut loose = 0usize;
    let mut block = 0usize;
    // The shape announced by the last `sizes = [...]`, and the data being read.
    let mut pending: Option<Vec<usize>> = None;
    let mut data: Option<(Vec<usize>, usize, usize)> = None; // (sizes, next, total)
    let mut i = 0;
    while i < tokens.len() {
        match &tokens[i] {
            Token::Word(w) if w == "sizes" => {
                // sizes = [ a , b ]
                let mut j = i + 1;
                let mut dims = Vec::new();
                if matches!(tokens.get(j), Some(Token::Word(e)) if e == "=") {
                    j += 1;
                }
                if matches!(tokens.get(j), Some(Token::Word(b)) if b == "[") {
                    j += 1;
                    while let Some(t) = tokens.get(j) {
                        match t {
                            Token::Number(v, _) => {
                                dims.push(*v as usize);
                                sites.push(NumberSite::Loose(loose));
                                loose += 1;
                            }
                            Token::Word(b) if b == "]" => break,
                            _ => {}
                        }
                        j += 1;
                    }
                    pending = Some(dims);
                    i = j;
                }
            }
            Token::Word(w) if w == "data" => {
                if let Some(sizes) = pending.take() {
                    let total = sizes.iter().product();
                    data = (total > 0).then_some((sizes, 0, total));
                    if data.is_none() {
                        block += 1;
                    }
                }
            }
            Token::Number(..) => match &mut data {
                Some((sizes, next, total)) => {
                    sites.push(NumberSite::Memref {
                        block,
                        sizes: sizes.clone(),
                        index: unflatten(*next, sizes),
                    });
                    *next += 1;
                    if *next == *total {
                        data = None;
                        block += 1;
                    }
                }
                None => {
                    sites.push(NumberSite::Loose(loose));
                    loose += 1;
                }
            },
            _ => {}
        }
        i += 1;
    }
    sites
}

fn unflatten(mut n: usize, sizes: &[usize]) -> Vec<usize> {
    let mut idx = vec![0; sizes.len()];
    for d in (0..sizes.len()).rev() {
        let s = sizes[d].max(1);
        idx[d] = n % s;
        n /= s;
    }
    idx
}

#[cfg(test)]
mod tests {
    use super::*;

    const OUT: &str = "Unranked Memref base@ = 0x300000000 rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data = \n[[1,   2.5,   -3e-05], \n [nan,   inf,   6]]\n42\n";

    #[test]
    fn tokens_and_masked_address() {
        let t = tokenize(OUT);
        assert!(t.contains(&Token::Word("<address>".into())));
        let nums: Vec<f64> = t
            .iter()
            .filter_map(|t| match t {
                Token::Number(v, _) => Some(*v),
                _ => None,
            })
            .collect();
        // rank, offset, 2 sizes, 2 strides, 6 data, 42.
        assert_eq!(nums.len(), 13);
        assert_eq!(nums[6], 1.0);
        assert_eq!(nums[8], -3e-5);
        assert!(nums[9].is_nan());
        let other = tokenize(&OUT.replace("0x300000000", "0x500000000"));
        assert_eq!(format!("{t:?}"), format!("{other:?}"));
    }

    #[test]
    fn sites_of_memref_elements() {
        let t = tokenize(OUT);
        let s = number_sites(&t);
        assert_eq!(s.len(), 13);
        assert_eq!(
            s[6 + 4],
            NumberSite::Memref {
                block: 0,
                sizes: vec![2, 3],
                index: vec![1, 1]
            }
        );
        assert_eq!(s[12].to_string(), "printed number #6");
        assert_eq!(s[7].to_string(), "printed memref #0 [0, 1]");
    }
}
