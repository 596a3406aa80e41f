//! One option table per command: each option's name, value type, default and help are
//! declared once, in a [`CommandSpec`]. The parser ([`CommandSpec::parse`]), the
//! `--help` text ([`CommandSpec::help`]) and the option tables of `docs/CLI.md`
//! ([`CommandSpec::doc_table`], checked by `host/tests/cli_docs.rs`) all come from it.
//!
//! Conventions (those of the hand-written parsers this replaces): `-name` and `--name`
//! are equivalent, as in LLVM's command-line library; a value follows as `--name=VALUE`
//! or as the next argument; a malformed command line is an `Err` with a message, which
//! the caller reports with exit status 2.

use std::fmt::Write as _;

/// The type of an option's value, checked while parsing.
#[derive(Debug, Clone, Copy)]
pub enum Ty {
    /// No value.
    Flag,
    /// No value, or `=true`/`=false` (`=1`/`=0`).
    Bool,
    /// Any text.
    Text,
    /// An integer `>= min`.
    Count {
        /// The smallest value allowed.
        min: u64,
    },
    /// A finite number `>= 0`.
    Number,
    /// One of the listed words.
    Choice(&'static [&'static str]),
    /// One of the listed words, or an alias that `check` accepts (`vk` for `vulkan`).
    Keyword {
        /// The words shown in help and docs.
        words: &'static [&'static str],
        /// Accepts the value, or says why not.
        check: fn(&str) -> Result<(), String>,
    },
    /// Positive integers separated by commas.
    Ints,
    /// `NAME=VALUE`.
    Assign,
}

impl Ty {
    /// The type as the docs' option tables show it.
    pub fn spelling(&self) -> String {
        match self {
            Ty::Flag => "flag".into(),
            Ty::Bool => "flag or =true/false".into(),
            Ty::Text => "text".into(),
            Ty::Count { min } => format!("integer >= {min}"),
            Ty::Number => "number >= 0".into(),
            Ty::Choice(words) | Ty::Keyword { words, .. } => words.join(", "),
            Ty::Ints => "positive integers, comma-separated".into(),
            Ty::Assign => "NAME=VALUE".into(),
        }
    }

    fn takes_value(&self) -> bool {
        !matches!(self, Ty::Flag | Ty::Bool)
    }

    /// Checks `v` against the type; the error starts with the option's name.
    fn check(&self, shown: &str, v: &str) -> Result<(), String> {
        let bad = |what: &str| Err(format!("{shown}: expected {what}, got '{v}'"));
        match self {
            Ty::Flag | Ty::Text => Ok(()),
            Ty::Bool => match v {
                "true" | "false" | "1" | "0" => Ok(()),
                _ => bad("true or false"),
            },
            Ty::Count { min } => match v.trim().parse::<u64>() {
                Ok(n) if n >= *min => Ok(()),
                _ => bad(&format!("an integer >= {min}")),
            },
            Ty::Number => match v.trim().parse::<f64>() {
                Ok(x) if x.is_finite() && x >= 0.0 => Ok(()),
                _ => bad("a non-negative number"),
            },
            Ty::Choice(words) => {
                if words.contains(&v) {
                    Ok(())
                } else {
                    let mut m =
                        format!("{shown}: unknown value '{v}' (expected {})", or_list(words));
                    if let Some(s) = tessera_lowering::pass::suggest(v, words) {
                        let _ = write!(m, "; did you mean '{s}'?");
                    }
                    Err(m)
                }
            }
            Ty::Keyword { check, .. } => check(v).map_err(|e| format!("{shown}: {e}")),
            Ty::Ints => {
                let ok = v
                    .split(',')
                    .all(|x| x.trim().parse::<i64>().is_ok_and(|n| n > 0));
                if ok {
                    Ok(())
                } else {
                    bad("positive integers separated by commas")
                }
            }
            Ty::Assign => match v.split_once('=') {
                Some((n, x)) if !n.is_empty() && !x.is_empty() => Ok(()),
                _ => bad("NAME=VALUE"),
            },
        }
    }
}

fn or_list(words: &[&str]) -> String {
    match words {
        [] => String::new(),
        [one] => one.to_string(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// One option of a command.
#[derive(Debug, Clone, Copy)]
pub struct OptSpec {
    /// The name (`shader-path` for `--shader-path`; a one-letter name such as `o` is
    /// written `-o`).
    pub long: &'static str,
    /// A one-letter alias shown in help (`v` for `-v, --verbose`).
    pub short: Option<char>,
    /// Other accepted spellings, not shown (kept for compatibility).
    pub aliases: &'static [&'static str],
    /// The value's name in help (`NAME`); empty for flags.
    pub meta: &'static str,
    /// The value's type.
    pub ty: Ty,
    /// May be given more than once.
    pub repeat: bool,
    /// The default, as shown in help and docs.
    pub default: Option<&'static str>,
    /// Help text; `\n` starts a continuation line.
    pub help: &'static str,
}

impl OptSpec {
    /// A flag.
    pub const fn flag(long: &'static str, help: &'static str) -> OptSpec {
        OptSpec {
            long,
            short: None,
            aliases: &[],
            meta: "",
            ty: Ty::Flag,
            repeat: false,
            default: None,
            help,
        }
    }

    /// An option with a value.
    pub const fn value(
        long: &'static str,
        meta: &'static str,
        ty: Ty,
        help: &'static str,
    ) -> OptSpec {
        OptSpec {
            long,
            short: None,
            aliases: &[],
            meta,
            ty,
            repeat: false,
            default: None,
            help,
        }
    }

    /// A flag that also takes `=true`/`=false`.
    pub const fn bool(self) -> OptSpec {
        OptSpec {
            ty: Ty::Bool,
            ..self
        }
    }

    /// With a default.
    pub const fn default(self, d: &'static str) -> OptSpec {
        OptSpec {
            default: Some(d),
            ..self
        }
    }

    /// Repeatable.
    pub const fn repeat(self) -> OptSpec {
        OptSpec {
            repeat: true,
            ..self
        }
    }

    /// With a shown one-letter alias.
    pub const fn short(self, c: char) -> OptSpec {
        OptSpec {
            short: Some(c),
            ..self
        }
    }

    /// With hidden aliases.
    pub const fn aliases(self, a: &'static [&'static str]) -> OptSpec {
        OptSpec { aliases: a, ..self }
    }

    /// `--long` (or `-o` for a one-letter name).
    pub fn shown(&self) -> String {
        if self.long.len() == 1 {
            format!("-{}", self.long)
        } else {
            format!("--{}", self.long)
        }
    }

    /// The left column of help: `-v, --verbose`, `--entry NAME`.
    pub fn synopsis(&self) -> String {
        let mut s = match self.short {
            Some(c) => format!("-{c}, {}", self.shown()),
            None => self.shown(),
        };
        if !self.meta.is_empty() {
            s.push(' ');
            s.push_str(self.meta);
        }
        s
    }

    fn matches(&self, name: &str) -> bool {
        self.long == name
            || self.aliases.contains(&name)
            || self
                .short
                .is_some_and(|c| name.len() == c.len_utf8() && name.starts_with(c))
    }
}

/// A command's options and help.
#[derive(Debug, Clone, Copy)]
pub struct CommandSpec {
    /// The command (`run`).
    pub name: &'static str,
    /// First line of help.
    pub about: &'static str,
    /// Usage lines, without `tessera `.
    pub usage: &'static [&'static str],
    /// Text between usage and the options (may be empty).
    pub before: &'static str,
    /// The options, `--help` aside.
    pub options: &'static [OptSpec],
    /// Text after the options (may be empty).
    pub after: &'static str,
    /// Arguments that start with `-` and parse as numbers are positional (`tessera run`'s
    /// scalar arguments); `--` makes everything after it positional.
    pub numbers_positional: bool,
}

/// The options on a command line, in order.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Matches {
    /// `(name, value)`: the spec's `long` name, or for an argument an extension accepted
    /// (see [`CommandSpec::parse_with`]) its name as written without dashes.
    pub items: Vec<(String, Option<String>)>,
    /// Positional arguments.
    pub positional: Vec<String>,
    /// `-h`/`--help` was given (before any `--`).
    pub help: bool,
}

impl Matches {
    /// Whether a flag was given.
    pub fn flag(&self, long: &str) -> bool {
        self.items.iter().any(|(n, _)| n == long)
    }

    /// The last value of an option.
    pub fn value(&self, long: &str) -> Option<&str> {
        self.items
            .iter()
            .rev()
            .find(|(n, _)| n == long)
            .and_then(|(_, v)| v.as_deref())
    }

    /// Every value of a repeatable option, in order.
    pub fn values(&self, long: &str) -> Vec<&str> {
        self.items
            .iter()
            .filter(|(n, _)| n == long)
            .filter_map(|(_, v)| v.as_deref())
            .collect()
    }

    /// The value of a [`Ty::Count`] option (checked while parsing).
    pub fn count(&self, long: &str) -> Option<u64> {
        self.value(long).and_then(|v| v.trim().parse().ok())
    }

    /// The value of a [`Ty::Number`] option (checked while parsing).
    pub fn number(&self, long: &str) -> Option<f64> {
        self.value(long).and_then(|v| v.trim().parse().ok())
    }

    /// The value of a [`Ty::Ints`] option (checked while parsing).
    pub fn ints(&self, long: &str) -> Option<Vec<i64>> {
        self.value(long)
            .map(|v| v.split(',').filter_map(|x| x.trim().parse().ok()).collect())
    }
}

fn looks_numeric(s: &str) -> bool {
    s.strip_prefix('-')
        .is_some_and(|r| r.starts_with(|c: char| c.is_ascii_digit() || c == '.'))
        || s == "-inf"
        || s == "-nan"
}

/// What an extension hook makes of an argument the table does not know.
pub type Extension<'a> = &'a mut dyn FnMut(&str, Option<&str>) -> Result<bool, String>;

impl CommandSpec {
    /// Finds an option by any of its names.
    pub fn find(&self, name: &str) -> Option<&'static OptSpec> {
        self.options.iter().find(|o| o.matches(name))
    }

    /// Parses `args` (after the command name).
    pub fn parse(&self, args: &[String]) -> Result<Matches, String> {
        self.parse_with(args, &mut |_, _| Ok(false))
    }

    /// Parses `args`; `ext(name, value)` is asked about each `-name[=value]` not in the
    /// table and returns `Ok(true)` when it accepts it (recorded in [`Matches::items`]).
    pub fn parse_with(&self, args: &[String], ext: Extension<'_>) -> Result<Matches, String> {
        let mut m = Matches::default();
        let mut only_positional = false;
        let mut i = 0;
        while i < args.len() {
            let a = &args[i];
            i += 1;
            if only_positional
                || a == "-"
                || !a.starts_with('-')
                || (self.numbers_positional && looks_numeric(a))
            {
                m.positional.push(a.clone());
                continue;
            }
            if a == "--" {
                if self.numbers_positional {
                    only_positional = true;
                    continue;
                }
                return Err(format!("unexpected argument '--'{}", self.try_help()));
            }
            let flag = a.strip_prefix("--").unwrap_or(&a[1..]);
            let (name, inline) = match flag.split_once('=') {
                Some((n, v)) => (n, Some(v)),
                None => (flag, None),
            };
            if name == "help" || name == "h" {
                m.help = true;
                continue;
            }
            let Some(spec) = self.find(name) else {
                if ext(name, inline)? {
                    m.items.push((name.to_string(), inline.map(str::to_string)));
                    continue;
                }
                return Err(self.unknown(a, name));
            };
            let shown = spec.shown();
            let value = if spec.ty.takes_value() {
                let v = match inline {
                    Some(v) => v.to_string(),
                    None => {
                        let v = args.get(i).cloned().ok_or_else(|| {
                            format!("option '{shown}' requires a value ({})", spec.meta)
                        })?;
                        i += 1;
                        v
                    }
                };
                spec.ty.check(&shown, &v)?;
                Some(v)
            } else {
                match (spec.ty, inline) {
                    (_, None) => None,
                    (Ty::Bool, Some(v)) => {
                        spec.ty.check(&shown, v)?;
                        Some(v.to_string())
                    }
                    (_, Some(_)) => return Err(format!("option '{shown}' takes no value")),
                }
            };
            if !spec.repeat && spec.ty.takes_value() && m.flag(spec.long) {
                return Err(format!("option '{shown}' given more than once"));
            }
            m.items.push((spec.long.to_string(), value));
        }
        Ok(m)
    }

    fn try_help(&self) -> String {
        format!(". Try: 'tessera {} --help'", self.name)
    }

    /// The message for an unknown option, with the nearest names.
    fn unknown(&self, written: &str, name: &str) -> String {
        let names: Vec<&str> = self
            .options
            .iter()
            .flat_map(|o| std::iter::once(o.long).chain(o.aliases.iter().copied()))
            .collect();
        let mut msg = format!("unknown option '{written}'");
        if let Some(s) = tessera_lowering::pass::suggest(name, &names) {
            if let Some(o) = self.find(s) {
                let _ = write!(msg, "; did you mean '{}'?", o.shown());
            }
        }
        msg + &self.try_help()
    }

    /// The `--help` text.
    pub fn help(&self) -> String {
        let mut s = format!("tessera {}: {}\n\n", self.name, self.about);
        for (k, u) in self.usage.iter().enumerate() {
            let lead = if k == 0 { "USAGE: " } else { "       " };
            let _ = writeln!(s, "{lead}tessera {u}");
        }
        s.push('\n');
        if !self.before.is_empty() {
            s.push_str(self.before);
            if !self.before.ends_with("\n\n") {
                s.push('\n');
            }
        }
        s.push_str("OPTIONS:\n");
        let help = OptSpec::flag("help", "print this help").short('h');
        for o in self.options.iter().chain(std::iter::once(&help)) {
            let left = o.synopsis();
            let mut lines: Vec<String> = o.help.lines().map(str::to_string).collect();
            if let Some(d) = o.default {
                let note = format!("(default: {d})");
                match lines.last_mut() {
                    Some(last) if last.len() + note.len() < 64 => {
                        let _ = write!(last, " {note}");
                    }
                    _ => lines.push(note),
                }
            }
            for (k, line) in lines.iter().enumerate() {
                if k == 0 && left.len() < 24 {
                    let _ = writeln!(s, "  {left:<24}{line}");
                } else if k == 0 {
                    let _ = writeln!(s, "  {left}\n  {:<24}{line}", "");
                } else {
                    let _ = writeln!(s, "  {:<24}{line}", "");
                }
            }
        }
        if !self.after.is_empty() {
            s.push_str(self.after);
        }
        s
    }

    /// The options as a Markdown table, as in `docs/CLI.md`.
    pub fn doc_table(&self) -> String {
        let mut s =
            String::from("| option | value | default | description |\n| --- | --- | --- | --- |\n");
        for o in self.options {
            let value = match o.ty {
                Ty::Flag => String::new(),
                ty => ty.spelling(),
            };
            let value = if o.repeat && !value.is_empty() {
                format!("{value} (repeatable)")
            } else {
                value
            };
            let help = o.help.lines().map(str::trim).collect::<Vec<_>>().join(" ");
            let _ = writeln!(
                s,
                "| `{}` | {} | {} | {} |",
                o.synopsis(),
                value.replace('|', "\\|"),
                o.default.map(|d| format!("`{d}`")).unwrap_or_default(),
                help.replace('|', "\\|")
            );
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const T: CommandSpec = CommandSpec {
        name: "t",
        about: "a test",
        usage: &["t FILE"],
        before: "",
        options: &[
            OptSpec::value("runs", "N", Ty::Count { min: 1 }, "timed runs").default("5"),
            OptSpec::flag("verbose", "notes").short('v'),
            OptSpec::value("input", "NAME=FILE", Ty::Assign, "an input").repeat(),
            OptSpec::value("backend", "B", Ty::Choice(&["auto", "vulkan"]), "backend"),
        ],
        after: "",
        numbers_positional: true,
    };

    fn a(s: &[&str]) -> Vec<String> {
        s.iter().map(|x| x.to_string()).collect()
    }

    #[test]
    fn parses_and_checks() {
        let m = T
            .parse(&a(&[
                "f", "--runs=3", "-v", "-input", "x=y", "--input", "z=w", "-1", "--", "-q",
            ]))
            .unwrap();
        assert_eq!(m.positional, a(&["f", "-1", "-q"]));
        assert_eq!(m.count("runs"), Some(3));
        assert!(m.flag("verbose"));
        assert_eq!(m.values("input"), vec!["x=y", "z=w"]);
        let e = T.parse(&a(&["--runs", "0"])).unwrap_err();
        assert_eq!(e, "--runs: expected an integer >= 1, got '0'");
        let e = T.parse(&a(&["--rusn", "2"])).unwrap_err();
        assert!(
            e.starts_with("unknown option '--rusn'; did you mean '--runs'?"),
            "{e}"
        );
        let e = T.parse(&a(&["--backend", "vulkn"])).unwrap_err();
        assert!(e.contains("did you mean 'vulkan'?"), "{e}");
        assert!(T
            .parse(&a(&["--runs"]))
            .unwrap_err()
            .contains("requires a value"));
        assert!(T
            .parse(&a(&["-v=1"]))
            .unwrap_err()
            .contains("takes no value"));
        assert!(T.parse(&a(&["--input", "x"])).is_err());
        assert!(T.parse(&a(&["--runs=1", "--runs=2"])).is_err());
        assert!(T.parse(&a(&["--help", "--bogus"])).is_err());
        assert!(T.parse(&a(&["--help"])).unwrap().help);
    }

    #[test]
    fn help_and_table() {
        let h = T.help();
        assert!(
            h.contains("  --runs N                timed runs (default: 5)\n"),
            "{h}"
        );
        assert!(h.contains("  -v, --verbose           notes\n"), "{h}");
        assert!(
            h.contains("  -h, --help              print this help\n"),
            "{h}"
        );
        let t = T.doc_table();
        assert!(
            t.contains("| `--runs N` | integer >= 1 | `5` | timed runs |"),
            "{t}"
        );
    }
}
