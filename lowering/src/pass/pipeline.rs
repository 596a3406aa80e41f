//! Parsing of pass pipeline strings in upstream's syntax:
//! `builtin.module(func.func(affine-loop-tile{tile-sizes=32,32}, cse), canonicalize)`.

use super::PassOptions;

/// One element of a pipeline.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PipelineElement {
    /// A pass with options.
    Pass {
        /// Pass name.
        name: String,
        /// Its options.
        options: PassOptions,
    },
    /// `op-name(elements)`: run `elements` on each `op-name` op.
    Nested {
        /// The anchor op name.
        anchor: String,
        /// The nested elements.
        elements: Vec<PipelineElement>,
    },
}

impl std::fmt::Display for PipelineElement {
    /// Upstream's textual form: `name{opt=value flag=true}` or `anchor(elements)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PipelineElement::Pass { name, options } => {
                f.write_str(name)?;
                if !options.values.is_empty() {
                    let kv: Vec<String> = options
                        .values
                        .iter()
                        .map(|(k, v)| format!("{k}={v}"))
                        .collect();
                    write!(f, "{{{}}}", kv.join(" "))?;
                }
                Ok(())
            }
            PipelineElement::Nested { anchor, elements } => {
                write!(f, "{anchor}({})", pipeline_text(elements))
            }
        }
    }
}

/// A pipeline as text that [`parse_pipeline`] reads back (`--dump-pass-pipeline`).
pub fn pipeline_text(elements: &[PipelineElement]) -> String {
    elements
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// Parses a textual pipeline. Errors name the byte offset.
pub fn parse_pipeline(text: &str) -> Result<Vec<PipelineElement>, String> {
    let mut p = Cursor {
        s: text.as_bytes(),
        pos: 0,
    };
    let els = p.elements()?;
    p.ws();
    if p.pos != p.s.len() {
        return Err(format!(
            "unexpected '{}' at offset {} in pass pipeline",
            p.s[p.pos] as char, p.pos
        ));
    }
    Ok(els)
}

/// Parses the option text of a pass (`tile-sizes=32,32 separate`), as inside `{...}`.
pub fn parse_options(text: &str) -> Result<PassOptions, String> {
    let mut opts = PassOptions::default();
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        while i < b.len() && (b[i] == b' ' || b[i] == b'\t') {
            i += 1;
        }
        if i >= b.len() {
            break;
        }
        let start = i;
        while i < b.len() && b[i] != b'=' && b[i] != b' ' {
            i += 1;
        }
        let key = text[start..i].to_string();
        if key.is_empty() {
            return Err(format!("expected an option name in '{text}'"));
        }
        let value = if i < b.len() && b[i] == b'=' {
            i += 1;
            let vs = i;
            let mut depth = 0i32;
            let mut quote = false;
            while i < b.len() {
                match b[i] {
                    b'"' => quote = !quote,
                    b'{' | b'[' | b'(' if !quote => depth += 1,
                    b'}' | b']' | b')' if !quote => depth -= 1,
                    b' ' if !quote && depth <= 0 => break,
                    _ => {}
                }
                i += 1;
            }
            text[vs..i].trim_matches('"').to_string()
        } else {
            "true".to_string()
        };
        opts.values.insert(key, value);
    }
    Ok(opts)
}

struct Cursor<'a> {
    s: &'a [u8],
    pos: usize,
}

impl Cursor<'_> {
    fn ws(&mut self) {
        while self.pos < self.s.len() && self.s[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }
    fn elements(&mut self) -> Result<Vec<PipelineElement>, String> {
        let mut out = Vec::new();
        loop {
            self.ws();
            if self.pos >= self.s.len() || self.s[self.pos] == b')' {
                return Ok(out);
            }
            out.push(self.element()?);
            self.ws();
            if self.pos < self.s.len() && self.s[self.pos] == b',' {
                self.pos += 1;
            } else {
                return Ok(out);
            }
        }
    }
    fn element(&mut self) -> Result<PipelineElement, String> {
        let start = self.pos;
        while self.pos < self.s.len() {
            let c = self.s[self.pos];
            if c.is_ascii_alphanumeric() || c == b'-' || c == b'_' || c == b'.' {
                self.pos += 1;
            } else {
                break;
            }
        }
        let name = String::from_utf8_lossy(&self.s[start..self.pos]).to_string();
        if name.is_empty() {
            return Err(format!(
                "expected a pass or op name at offset {start} in pass pipeline"
            ));
        }
        self.ws();
        match self.s.get(self.pos) {
            Some(b'(') => {
                self.pos += 1;
                let elements = self.elements()?;
                self.ws();
                if self.s.get(self.pos) != Some(&b')') {
                    return Err(format!(
                        "expected ')' at offset {} in pass pipeline",
                        self.pos
                    ));
                }
                self.pos += 1;
                Ok(PipelineElement::Nested {
                    anchor: name,
                    elements,
                })
            }
            Some(b'{') => {
                self.pos += 1;
                let os = self.pos;
                let mut depth = 1;
                while self.pos < self.s.len() {
                    match self.s[self.pos] {
                        b'{' => depth += 1,
                        b'}' => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                    self.pos += 1;
                }
                if self.pos >= self.s.len() {
                    return Err("unterminated '{' in pass options".to_string());
                }
                let text = String::from_utf8_lossy(&self.s[os..self.pos]).to_string();
                self.pos += 1;
                Ok(PipelineElement::Pass {
                    name,
                    options: parse_options(&text)?,
                })
            }
            _ => Ok(PipelineElement::Pass {
                name,
                options: PassOptions::default(),
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nested_pipeline() {
        let p = parse_pipeline("builtin.module(func.func(affine-loop-tile{tile-sizes=32,32 separate}, cse), canonicalize)").unwrap();
        let PipelineElement::Nested { anchor, elements } = &p[0] else {
            panic!()
        };
        assert_eq!(anchor, "builtin.module");
        let PipelineElement::Nested {
            anchor: f,
            elements: inner,
        } = &elements[0]
        else {
            panic!()
        };
        assert_eq!(f, "func.func");
        let PipelineElement::Pass { name, options } = &inner[0] else {
            panic!()
        };
        assert_eq!(name, "affine-loop-tile");
        assert_eq!(options.get("tile-sizes"), Some("32,32"));
        assert_eq!(options.get("separate"), Some("true"));
        assert_eq!(
            options.get_i64_list("tile-sizes").unwrap(),
            Some(vec![32, 32])
        );
        assert!(
            matches!(&elements[1], PipelineElement::Pass { name, .. } if name == "canonicalize")
        );
    }

    #[test]
    fn text_round_trips() {
        let t = "builtin.module(func.func(affine-loop-tile{separate=true tile-sizes=32,32},cse),canonicalize)";
        let p = parse_pipeline(t).unwrap();
        assert_eq!(pipeline_text(&p), t);
        assert_eq!(parse_pipeline(&pipeline_text(&p)).unwrap(), p);
    }

    #[test]
    fn errors() {
        assert!(parse_pipeline("builtin.module(cse").is_err());
        assert!(parse_pipeline("cse{a=1").is_err());
        assert!(parse_pipeline("(cse)").is_err());
    }
}
