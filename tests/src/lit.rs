//! A runner for `.mlir` filetests written in the upstream lit format.
//!
//! A test file carries its commands in `RUN:` lines (usually `// RUN:`); a
//! line ending in `\` continues on the next `RUN:` line.  Before execution
//! lit's substitutions are applied to every word: `%s` (the test file),
//! `%S`/`%p` (its directory), `%t` (a per-test temporary file path), `%T`
//! (the temporary directory), `%basename_t`, `%{pathsep}`, `%%` (a literal
//! `%`) and, while reading the line, `%(line)`, `%(line+N)`, `%(line-N)`.
//!
//! Each command is parsed like lit's internal shell: words with `'...'`,
//! `"..."` and `\` quoting, pipelines joined by `|`, sequences joined by `&&`,
//! `||` and `;`, and the redirections `<`, `>`, `>>`, `2>`, `2>>`, `2>&1`,
//! `>&2` and `&>`.  A stage may be prefixed by `not` (succeeds iff the command
//! fails without crashing) or `not --crash`.  As with lit's `pipefail`, a
//! pipeline fails when any stage fails, and a test stops at its first failing
//! RUN line.
//!
//! `// REQUIRES: a, b` skips a test unless every named feature is available (`!a`: unless
//! `a` is absent), and `// UNSUPPORTED: a` skips it when `a` is; a test that requires a
//! *mandatory* feature that is missing fails instead (see [`Features`]).
//!
//! `FileCheck` runs in-process through [`crate::filecheck`] (check file = its
//! positional argument, input = the previous stage's stdout or
//! `--input-file`), as do the small lit builtins `echo`, `cat`, `count`,
//! `mkdir`, `rm`, `diff`, `true`, `false` and `:`.  Both streams of a stage
//! with `2>&1` are captured separately, so stdout comes before stderr.  Every other tool, such as `tessera`, runs through
//! a [`ToolRunner`]; [`ProcessRunner`] runs executables from a directory.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::filecheck;

/// Largest number of input lines shown after a FileCheck failure.
const MAX_DUMP_LINES: usize = 400;
/// Largest number of bytes of a stream shown in a failure report.
const MAX_STREAM_BYTES: usize = 16 * 1024;

/// Runs the external tools named in RUN lines.
pub trait ToolRunner {
    /// Runs `tool` with `args`, feeding `stdin`; returns (exit_code, stdout, stderr).
    ///
    /// A negative exit code means the tool crashed (was killed by a signal);
    /// `not` treats that as a failure, `not --crash` as a success.
    fn run(&self, tool: &str, args: &[String], stdin: &[u8])
        -> io::Result<(i32, Vec<u8>, Vec<u8>)>;
}

/// A [`ToolRunner`] that runs the executable `bin_dir/<tool>` as a process.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProcessRunner {
    /// Directory holding the tool executables (e.g. `target/debug`).
    pub bin_dir: PathBuf,
}

impl ProcessRunner {
    /// A runner for the executables in `bin_dir`.
    pub fn new(bin_dir: impl Into<PathBuf>) -> Self {
        Self {
            bin_dir: bin_dir.into(),
        }
    }
}

impl ToolRunner for ProcessRunner {
    fn run(
        &self,
        tool: &str,
        args: &[String],
        stdin: &[u8],
    ) -> io::Result<(i32, Vec<u8>, Vec<u8>)> {
        let exe = self
            .bin_dir
            .join(format!("{tool}{}", std::env::consts::EXE_SUFFIX));
        let mut child = Command::new(&exe)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", exe.display())))?;
        let pipe = child.stdin.take();
        let data = stdin.to_vec();
        // Feed stdin from a thread so that a tool writing lots of output
        // before reading its input cannot deadlock us.
        let writer = std::thread::spawn(move || {
            if let Some(mut pipe) = pipe {
                // A tool that exits without reading its input closes the
                // pipe; that is not an error of the test.
                let _ = pipe.write_all(&data);
            }
        });
        let output = child.wait_with_output()?;
        let _ = writer.join();
        Ok((exit_code(&output.status), output.stdout, output.stderr))
    }
}

#[cfg(unix)]
fn exit_code(status: &std::process::ExitStatus) -> i32 {
    use std::os::unix::process::ExitStatusExt;
    status
        .code()
        .unwrap_or_else(|| -status.signal().unwrap_or(1))
}

#[cfg(not(unix))]
fn exit_code(status: &std::process::ExitStatus) -> i32 {
    status.code().unwrap_or(-1)
}

// ---------------------------------------------------------------------------
// RUN line extraction
// ---------------------------------------------------------------------------

/// One command of a test: its `RUN:` lines joined at `\` continuations.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunLine {
    /// 1-based line number of the first `RUN:` line of the command.
    pub line: usize,
    /// The command text (without substitutions other than `%(line)`).
    pub command: String,
}

/// Collects the `RUN:` commands of a test file, as lit does: the text after
/// `RUN:` up to the end of the line, right-trimmed, with a trailing `\`
/// joining the next `RUN:` line.
pub fn parse_run_lines(text: &str) -> Result<Vec<RunLine>, String> {
    let mut out: Vec<RunLine> = Vec::new();
    let mut continuing = false;
    for (idx, line) in text.lines().enumerate() {
        let line_no = idx + 1;
        let Some(pos) = line.find("RUN:") else {
            continue;
        };
        let content = line.get(pos + "RUN:".len()..).unwrap_or("").trim_end();
        let content = substitute_line_numbers(content, line_no);
        match out.last_mut() {
            Some(last) if continuing => {
                last.command.pop(); // the trailing backslash
                last.command.push_str(&content);
            }
            _ => out.push(RunLine {
                line: line_no,
                command: content,
            }),
        }
        continuing = out.last().is_some_and(|l| l.command.ends_with('\\'));
    }
    if continuing {
        return Err("Test has unterminated RUN lines (with '\\')".to_string());
    }
    Ok(out)
}

/// Replaces `%(line)`, `%(line+N)` and `%(line-N)`.
fn substitute_line_numbers(text: &str, line: usize) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find("%(line") {
        out.push_str(rest.get(..start).unwrap_or(""));
        let after = rest.get(start + "%(line".len()..).unwrap_or("");
        let Some(close) = after.find(')') else {
            out.push_str(rest.get(start..).unwrap_or(""));
            return out;
        };
        let inner: String = after
            .get(..close)
            .unwrap_or("")
            .chars()
            .filter(|c| *c != ' ')
            .collect();
        let value = if inner.is_empty() {
            Some(line as i64)
        } else {
            let add = inner.strip_prefix('+').and_then(|d| d.parse::<i64>().ok());
            let sub = inner.strip_prefix('-').and_then(|d| d.parse::<i64>().ok());
            match (add, sub) {
                (Some(n), _) => (line as i64).checked_add(n),
                (_, Some(n)) => (line as i64).checked_sub(n),
                _ => None,
            }
        };
        match value {
            Some(v) => out.push_str(&v.to_string()),
            None => out.push_str(
                rest.get(start..start + "%(line".len() + close + 1)
                    .unwrap_or(""),
            ),
        }
        rest = after.get(close + 1..).unwrap_or("");
    }
    out.push_str(rest);
    out
}

// ---------------------------------------------------------------------------
// Substitutions
// ---------------------------------------------------------------------------

/// Values of lit's `%` substitutions for one test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Substitutions {
    /// `%s`: the test file.
    pub source: String,
    /// `%S` and `%p`: the directory of the test file.
    pub source_dir: String,
    /// `%t`: a temporary file path unique to the test.
    pub tmp: String,
    /// `%T`: the directory of `%t`.
    pub tmp_dir: String,
}

impl Substitutions {
    /// Substitutions for the test at `source` with temporary directory
    /// `tmp_dir`.
    pub fn new(source: &Path, tmp_dir: &Path) -> Self {
        let dir = source
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or_else(|| Path::new("."));
        let name = source
            .file_name()
            .map_or_else(|| "test".into(), |n| n.to_string_lossy().into_owned());
        Self {
            source: source.display().to_string(),
            source_dir: dir.display().to_string(),
            tmp: tmp_dir.join(format!("{name}.tmp")).display().to_string(),
            tmp_dir: tmp_dir.display().to_string(),
        }
    }

    /// Applies the substitutions to one word, left to right.
    pub fn apply(&self, word: &str) -> String {
        let basename_t = Path::new(&self.tmp)
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        let slashed = |s: &str| s.replace('\\', "/");
        let table: Vec<(&str, String)> = vec![
            ("%%", "%".to_string()),
            ("%basename_t", basename_t),
            (
                "%{pathsep}",
                if cfg!(windows) { ";" } else { ":" }.to_string(),
            ),
            ("%/s", slashed(&self.source)),
            ("%/S", slashed(&self.source_dir)),
            ("%/p", slashed(&self.source_dir)),
            ("%/t", slashed(&self.tmp)),
            ("%/T", slashed(&self.tmp_dir)),
            ("%s", self.source.clone()),
            ("%S", self.source_dir.clone()),
            ("%p", self.source_dir.clone()),
            ("%t", self.tmp.clone()),
            ("%T", self.tmp_dir.clone()),
        ];
        let mut out = String::with_capacity(word.len());
        let mut rest = word;
        'outer: while let Some(pos) = rest.find('%') {
            out.push_str(rest.get(..pos).unwrap_or(""));
            let tail = rest.get(pos..).unwrap_or("");
            for (key, value) in &table {
                if let Some(after) = tail.strip_prefix(key) {
                    out.push_str(value);
                    rest = after;
                    continue 'outer;
                }
            }
            out.push('%');
            rest = tail.get(1..).unwrap_or("");
        }
        out.push_str(rest);
        out
    }
}

// ---------------------------------------------------------------------------
// Shell parsing
// ---------------------------------------------------------------------------

/// A redirection operator.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RedirectOp {
    /// `< file`
    In,
    /// `> file` (also `1>`)
    Out,
    /// `>> file`
    Append,
    /// `2> file`
    Err,
    /// `2>> file`
    ErrAppend,
    /// `2>&1`
    ErrToOut,
    /// `>&2` (also `1>&2`)
    OutToErr,
    /// `&> file`
    Both,
}

impl RedirectOp {
    fn needs_target(self) -> bool {
        !matches!(self, RedirectOp::ErrToOut | RedirectOp::OutToErr)
    }

    fn spelling(self) -> &'static str {
        match self {
            RedirectOp::In => "<",
            RedirectOp::Out => ">",
            RedirectOp::Append => ">>",
            RedirectOp::Err => "2>",
            RedirectOp::ErrAppend => "2>>",
            RedirectOp::ErrToOut => "2>&1",
            RedirectOp::OutToErr => ">&2",
            RedirectOp::Both => "&>",
        }
    }
}

/// A redirection of one stage.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Redirect {
    /// The operator.
    pub op: RedirectOp,
    /// The file, for operators that take one.
    pub target: Option<String>,
}

/// One command of a pipeline: `[not [--crash]]... TOOL ARGS... REDIRECTS...`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stage {
    /// How many `not` prefixes the command has.
    pub nots: usize,
    /// Whether the innermost `not` is `not --crash`.
    pub crash: bool,
    /// The tool name.
    pub tool: String,
    /// The arguments, quotes removed.
    pub args: Vec<String>,
    /// The redirections, in order.
    pub redirects: Vec<Redirect>,
}

impl Stage {
    /// Whether stderr is merged into stdout (`2>&1`).
    pub fn merges_stderr(&self) -> bool {
        self.redirects.iter().any(|r| r.op == RedirectOp::ErrToOut)
    }

    /// A shell-like rendering of the stage for reports.
    pub fn render(&self) -> String {
        let mut parts: Vec<String> = Vec::new();
        for i in 0..self.nots {
            parts.push("not".to_string());
            if i == 0 && self.crash {
                parts.push("--crash".to_string());
            }
        }
        parts.push(shell_quote(&self.tool));
        parts.extend(self.args.iter().map(|a| shell_quote(a)));
        for r in &self.redirects {
            match &r.target {
                Some(t) => parts.push(format!("{} {}", r.op.spelling(), shell_quote(t))),
                None => parts.push(r.op.spelling().to_string()),
            }
        }
        parts.join(" ")
    }
}

/// Stages connected by `|`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pipeline {
    /// The stages, left to right.
    pub stages: Vec<Stage>,
}

/// How a pipeline is joined to the previous one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Connector {
    /// `;`: run regardless.
    Seq,
    /// `&&`: run if the previous result succeeded.
    And,
    /// `||`: run if the previous result failed.
    Or,
}

/// A parsed RUN command: pipelines joined left-associatively.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Script {
    /// The first pipeline.
    pub first: Pipeline,
    /// The following pipelines with their connectors.
    pub rest: Vec<(Connector, Pipeline)>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Tok {
    Word(String),
    Pipe,
    AndAnd,
    OrOr,
    Semi,
    Redir(RedirectOp),
}

fn shell_quote(s: &str) -> String {
    let plain = !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./=:,+%@^".contains(c) || !c.is_ascii());
    if plain {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
}

/// Splits a command into words and operators (quote removal included).
fn lex(cmd: &str) -> Result<Vec<Tok>, String> {
    let chars: Vec<char> = cmd.chars().collect();
    let at = |i: usize| chars.get(i).copied();
    let mut toks = Vec::new();
    let mut i = 0;
    while let Some(c) = at(i) {
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        let (tok, len) = match (c, at(i + 1), at(i + 2), at(i + 3)) {
            ('|', Some('|'), _, _) => (Some(Tok::OrOr), 2),
            ('|', _, _, _) => (Some(Tok::Pipe), 1),
            ('&', Some('&'), _, _) => (Some(Tok::AndAnd), 2),
            ('&', Some('>'), _, _) => (Some(Tok::Redir(RedirectOp::Both)), 2),
            ('&', _, _, _) => {
                return Err("unsupported shell operator '&' (background jobs)".to_string())
            }
            (';', _, _, _) => (Some(Tok::Semi), 1),
            ('<', _, _, _) => (Some(Tok::Redir(RedirectOp::In)), 1),
            ('>', Some('>'), _, _) => (Some(Tok::Redir(RedirectOp::Append)), 2),
            ('>', Some('&'), Some('2'), _) => (Some(Tok::Redir(RedirectOp::OutToErr)), 3),
            ('>', _, _, _) => (Some(Tok::Redir(RedirectOp::Out)), 1),
            ('2', Some('>'), Some('&'), Some('1')) => (Some(Tok::Redir(RedirectOp::ErrToOut)), 4),
            ('2', Some('>'), Some('>'), _) => (Some(Tok::Redir(RedirectOp::ErrAppend)), 3),
            ('2', Some('>'), _, _) => (Some(Tok::Redir(RedirectOp::Err)), 2),
            ('1', Some('>'), Some('&'), Some('2')) => (Some(Tok::Redir(RedirectOp::OutToErr)), 4),
            ('1', Some('>'), Some('>'), _) => (Some(Tok::Redir(RedirectOp::Append)), 3),
            ('1', Some('>'), _, _) => (Some(Tok::Redir(RedirectOp::Out)), 2),
            _ => (None, 0),
        };
        if let Some(tok) = tok {
            toks.push(tok);
            i += len;
            continue;
        }
        // A word.
        let mut word = String::new();
        while let Some(c) = at(i) {
            if c.is_whitespace() || "|&;<>".contains(c) {
                break;
            }
            match c {
                '\'' => {
                    let mut j = i + 1;
                    loop {
                        match at(j) {
                            Some('\'') => break,
                            Some(ch) => word.push(ch),
                            None => return Err("unterminated single quote".to_string()),
                        }
                        j += 1;
                    }
                    i = j + 1;
                }
                '"' => {
                    let mut j = i + 1;
                    loop {
                        match (at(j), at(j + 1)) {
                            (Some('"'), _) => break,
                            (Some('\\'), Some(n @ ('"' | '\\' | '$' | '`'))) => {
                                word.push(n);
                                j += 1;
                            }
                            (Some(ch), _) => word.push(ch),
                            (None, _) => return Err("unterminated double quote".to_string()),
                        }
                        j += 1;
                    }
                    i = j + 1;
                }
                '\\' => {
                    match at(i + 1) {
                        Some(n) => word.push(n),
                        None => word.push('\\'),
                    }
                    i += 2;
                }
                _ => {
                    word.push(c);
                    i += 1;
                }
            }
        }
        toks.push(Tok::Word(word));
    }
    Ok(toks)
}

/// Parses a command without applying substitutions.
pub fn parse_command(cmd: &str) -> Result<Script, String> {
    parse_tokens(lex(cmd)?)
}

/// Parses a command, applying `subs` to every word.
pub fn parse_command_with(cmd: &str, subs: &Substitutions) -> Result<Script, String> {
    let toks = lex(cmd)?
        .into_iter()
        .map(|t| match t {
            Tok::Word(w) => Tok::Word(subs.apply(&w)),
            other => other,
        })
        .collect();
    parse_tokens(toks)
}

fn parse_tokens(toks: Vec<Tok>) -> Result<Script, String> {
    let mut pipelines: Vec<(Option<Connector>, Pipeline)> = Vec::new();
    let mut stages: Vec<Stage> = Vec::new();
    let mut words: Vec<String> = Vec::new();
    let mut redirects: Vec<Redirect> = Vec::new();
    let mut connector: Option<Connector> = None;
    let mut iter = toks.into_iter().peekable();
    loop {
        let tok = iter.next();
        match tok {
            Some(Tok::Word(w)) => words.push(w),
            Some(Tok::Redir(op)) => {
                let target = if op.needs_target() {
                    match iter.next() {
                        Some(Tok::Word(w)) => Some(w),
                        _ => {
                            return Err(format!(
                                "missing file name after redirection '{}'",
                                op.spelling()
                            ))
                        }
                    }
                } else {
                    None
                };
                redirects.push(Redirect { op, target });
            }
            Some(Tok::Pipe) | Some(Tok::AndAnd) | Some(Tok::OrOr) | Some(Tok::Semi) | None => {
                let is_end = tok.is_none();
                let trailing_semi = tok == Some(Tok::Semi) && iter.peek().is_none();
                if words.is_empty() && redirects.is_empty() {
                    let nothing_yet = stages.is_empty() && pipelines.is_empty();
                    if is_end && nothing_yet {
                        return Err("empty command".to_string());
                    }
                    return Err(match tok {
                        Some(Tok::Pipe) => "missing command before '|'".to_string(),
                        None if !stages.is_empty() => "missing command after '|'".to_string(),
                        _ => "missing command".to_string(),
                    });
                }
                stages.push(build_stage(
                    std::mem::take(&mut words),
                    std::mem::take(&mut redirects),
                )?);
                if tok == Some(Tok::Pipe) {
                    continue;
                }
                pipelines.push((
                    connector,
                    Pipeline {
                        stages: std::mem::take(&mut stages),
                    },
                ));
                connector = match tok {
                    Some(Tok::AndAnd) => Some(Connector::And),
                    Some(Tok::OrOr) => Some(Connector::Or),
                    Some(Tok::Semi) => Some(Connector::Seq),
                    _ => None,
                };
                if is_end || trailing_semi {
                    break;
                }
            }
        }
    }
    let mut iter = pipelines.into_iter();
    let Some((_, first)) = iter.next() else {
        return Err("empty command".to_string());
    };
    let rest = iter
        .map(|(c, p)| (c.unwrap_or(Connector::Seq), p))
        .collect();
    Ok(Script { first, rest })
}

fn build_stage(words: Vec<String>, redirects: Vec<Redirect>) -> Result<Stage, String> {
    let mut nots = 0;
    let mut crash = false;
    let mut iter = words.into_iter().peekable();
    while iter.peek().is_some_and(|w| w == "not") {
        iter.next();
        nots += 1;
        if nots == 1 && iter.peek().is_some_and(|w| w == "--crash") {
            iter.next();
            crash = true;
        }
    }
    let Some(tool) = iter.next() else {
        return Err("missing command name".to_string());
    };
    Ok(Stage {
        nots,
        crash,
        tool,
        args: iter.collect(),
        redirects,
    })
}

// ---------------------------------------------------------------------------
// Execution
// ---------------------------------------------------------------------------

/// What happened to one stage.
#[derive(Debug, Clone)]
struct StageOutcome {
    rendered: String,
    /// The tool's own exit code.
    code: i32,
    /// Whether the stage succeeded after applying `not`.
    ok: bool,
    nots: usize,
    /// The stdout passed on (or left over after the last stage).
    stdout: Vec<u8>,
    /// The stderr that was not redirected.
    stderr: Vec<u8>,
}

struct Executor<'a> {
    tools: &'a dyn ToolRunner,
}

/// Where one output stream goes.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Sink {
    Stdout,
    Stderr,
    File(String, bool),
}

impl Executor<'_> {
    /// Runs a script; returns whether it succeeded and the outcomes of the
    /// last pipeline run.
    fn run_script(&self, script: &Script) -> (bool, Vec<StageOutcome>) {
        let (mut ok, mut outcomes) = self.run_pipeline(&script.first);
        for (conn, pipeline) in &script.rest {
            let run = match conn {
                Connector::Seq => true,
                Connector::And => ok,
                Connector::Or => !ok,
            };
            if run {
                (ok, outcomes) = self.run_pipeline(pipeline);
            }
        }
        (ok, outcomes)
    }

    fn run_pipeline(&self, pipeline: &Pipeline) -> (bool, Vec<StageOutcome>) {
        let mut outcomes = Vec::new();
        let mut stdin: Vec<u8> = Vec::new();
        for stage in &pipeline.stages {
            let outcome = self.run_stage(stage, std::mem::take(&mut stdin));
            stdin = outcome.stdout.clone();
            outcomes.push(outcome);
        }
        let ok = outcomes.iter().all(|o| o.ok);
        (ok, outcomes)
    }

    fn run_stage(&self, stage: &Stage, piped: Vec<u8>) -> StageOutcome {
        let mut input = piped;
        let mut setup_error = None;
        for r in &stage.redirects {
            if let (RedirectOp::In, Some(t)) = (r.op, &r.target) {
                if t == "/dev/null" {
                    input = Vec::new();
                    continue;
                }
                match fs::read(t) {
                    Ok(data) => input = data,
                    Err(e) => setup_error = Some(format!("cannot open '{t}' for reading: {e}")),
                }
            }
        }
        let (code, out, err) = match setup_error {
            Some(msg) => (1, Vec::new(), msg.into_bytes()),
            None => self.run_tool(&stage.tool, &stage.args, &input),
        };
        let (stdout, stderr, redirect_error) = apply_redirects(&stage.redirects, out, err);
        let (code, stderr) = match redirect_error {
            Some(msg) => {
                let mut stderr = stderr;
                stderr.extend_from_slice(msg.as_bytes());
                (if code == 0 { 1 } else { code }, stderr)
            }
            None => (code, stderr),
        };
        StageOutcome {
            rendered: stage.render(),
            code,
            ok: apply_not(stage, code) == 0,
            nots: stage.nots,
            stdout,
            stderr,
        }
    }

    fn run_tool(&self, tool: &str, args: &[String], stdin: &[u8]) -> (i32, Vec<u8>, Vec<u8>) {
        match tool {
            "FileCheck" => builtin_filecheck(args, stdin),
            "echo" => builtin_echo(args),
            "cat" => builtin_cat(args, stdin),
            "count" => builtin_count(args, stdin),
            "mkdir" => builtin_mkdir(args),
            "rm" => builtin_rm(args),
            "diff" => builtin_diff(args),
            "true" | ":" => (0, Vec::new(), Vec::new()),
            "false" => (1, Vec::new(), Vec::new()),
            _ => match self.tools.run(tool, args, stdin) {
                Ok(result) => result,
                Err(e) => (
                    127,
                    Vec::new(),
                    format!("error: could not run '{tool}': {e}\n").into_bytes(),
                ),
            },
        }
    }
}

/// The stage's effective exit code after its `not` prefixes.
fn apply_not(stage: &Stage, code: i32) -> i32 {
    if stage.nots == 0 {
        return code;
    }
    let crashed = code < 0;
    let mut c = if stage.crash {
        i32::from(!crashed)
    } else {
        i32::from(crashed || code == 0)
    };
    for _ in 1..stage.nots {
        c = i32::from(c == 0);
    }
    c
}

/// Routes a stage's output streams through its redirections; returns the
/// stdout to pass on, the remaining stderr and any file error.
fn apply_redirects(
    redirects: &[Redirect],
    out: Vec<u8>,
    err: Vec<u8>,
) -> (Vec<u8>, Vec<u8>, Option<String>) {
    let mut fd1 = Sink::Stdout;
    let mut fd2 = Sink::Stderr;
    for r in redirects {
        let target = r.target.clone().unwrap_or_default();
        match r.op {
            RedirectOp::In => {}
            RedirectOp::Out => fd1 = Sink::File(target, false),
            RedirectOp::Append => fd1 = Sink::File(target, true),
            RedirectOp::Err => fd2 = Sink::File(target, false),
            RedirectOp::ErrAppend => fd2 = Sink::File(target, true),
            RedirectOp::ErrToOut => fd2 = fd1.clone(),
            RedirectOp::OutToErr => fd1 = fd2.clone(),
            RedirectOp::Both => {
                fd1 = Sink::File(target, false);
                fd2 = fd1.clone();
            }
        }
    }
    let mut pipe = Vec::new();
    let mut stderr = Vec::new();
    // File contents in order of first use, with their append flag.
    let mut files: Vec<(String, bool, Vec<u8>)> = Vec::new();
    for (sink, data) in [(fd1, out), (fd2, err)] {
        match sink {
            Sink::Stdout => pipe.extend(data),
            Sink::Stderr => stderr.extend(data),
            Sink::File(path, append) => match files.iter_mut().find(|f| f.0 == path) {
                Some(f) => f.2.extend(data),
                None => files.push((path, append, data)),
            },
        }
    }
    let mut error = None;
    for (path, append, data) in files {
        if path == "/dev/null" {
            continue;
        }
        let result = fs::OpenOptions::new()
            .create(true)
            .write(true)
            .append(append)
            .truncate(!append)
            .open(&path)
            .and_then(|mut f| f.write_all(&data));
        if let Err(e) = result {
            error = Some(format!("cannot write '{path}': {e}\n"));
        }
    }
    (pipe, stderr, error)
}

fn builtin_filecheck(args: &[String], stdin: &[u8]) -> (i32, Vec<u8>, Vec<u8>) {
    let fail = |code: i32, msg: String| (code, Vec::new(), msg.into_bytes());
    let opts = match filecheck::Options::from_args(args) {
        Ok(o) => o,
        Err(e) => return fail(e.exit_code(), e.message),
    };
    let Some(check_path) = opts.check_file.clone() else {
        return fail(2, "FileCheck: <check-file> not specified".to_string());
    };
    let check_text = match fs::read(&check_path) {
        Ok(t) => String::from_utf8_lossy(&t).into_owned(),
        Err(e) => return fail(2, format!("Could not open check file '{check_path}': {e}")),
    };
    let input = match opts.input_file.as_deref() {
        None | Some("-") => String::from_utf8_lossy(stdin).into_owned(),
        Some(f) => match fs::read(f) {
            Ok(t) => String::from_utf8_lossy(&t).into_owned(),
            Err(e) => return fail(2, format!("Could not open input file '{f}': {e}")),
        },
    };
    let checks = match filecheck::parse_checks_with(&check_text, &opts) {
        Ok(c) => c,
        Err(e) => return fail(e.exit_code(), e.message),
    };
    match filecheck::run(&checks, &input) {
        Ok(()) => (0, Vec::new(), Vec::new()),
        Err(e) if e.kind == filecheck::ErrorKind::CheckFailed => fail(
            e.exit_code(),
            format!("{}\n\n{}", e.message, dump_input(&input)),
        ),
        Err(e) => fail(e.exit_code(), e.message),
    }
}

/// FileCheck-style numbered dump of the input.
fn dump_input(input: &str) -> String {
    let lines: Vec<&str> = input.lines().collect();
    let width = lines.len().max(1).to_string().len();
    let mut out = String::from("Input was:\n<<<<<<\n");
    for (i, line) in lines.iter().take(MAX_DUMP_LINES).enumerate() {
        out.push_str(&format!("{:>width$}: {line}\n", i + 1));
    }
    if lines.len() > MAX_DUMP_LINES {
        out.push_str(&format!(
            "{:>width$}  ({} more lines)\n",
            "...",
            lines.len() - MAX_DUMP_LINES
        ));
    }
    out.push_str(">>>>>>");
    out
}

fn builtin_echo(args: &[String]) -> (i32, Vec<u8>, Vec<u8>) {
    let mut newline = true;
    let mut escapes = false;
    let mut rest = args;
    while let Some((first, tail)) = rest.split_first() {
        match first.as_str() {
            "-n" => newline = false,
            "-e" => escapes = true,
            "-ne" | "-en" => {
                newline = false;
                escapes = true;
            }
            _ => break,
        }
        rest = tail;
    }
    let mut text = rest.join(" ");
    if escapes {
        text = text
            .replace("\\n", "\n")
            .replace("\\t", "\t")
            .replace("\\\\", "\\");
    }
    if newline {
        text.push('\n');
    }
    (0, text.into_bytes(), Vec::new())
}

fn builtin_cat(args: &[String], stdin: &[u8]) -> (i32, Vec<u8>, Vec<u8>) {
    if args.is_empty() {
        return (0, stdin.to_vec(), Vec::new());
    }
    let mut out = Vec::new();
    for a in args {
        if a == "-" {
            out.extend_from_slice(stdin);
            continue;
        }
        match fs::read(a) {
            Ok(data) => out.extend(data),
            Err(e) => return (1, out, format!("cat: {a}: {e}\n").into_bytes()),
        }
    }
    (0, out, Vec::new())
}

fn builtin_count(args: &[String], stdin: &[u8]) -> (i32, Vec<u8>, Vec<u8>) {
    let expected = match args {
        [n] => n.parse::<usize>().ok(),
        _ => None,
    };
    let Some(expected) = expected else {
        return (
            2,
            Vec::new(),
            b"usage: count <expected line count>\n".to_vec(),
        );
    };
    let got = stdin.iter().filter(|&&b| b == b'\n').count();
    if got == expected {
        (0, Vec::new(), Vec::new())
    } else {
        (
            1,
            Vec::new(),
            format!("Expected {expected} lines, got {got}.\n").into_bytes(),
        )
    }
}

/// Splits builtin arguments into single-letter flags and operands.
fn split_flags(args: &[String]) -> (String, Vec<&String>) {
    let mut flags = String::new();
    let mut operands = Vec::new();
    for a in args {
        match a.strip_prefix('-') {
            Some(f) if operands.is_empty() && !f.is_empty() => flags.push_str(f),
            _ => operands.push(a),
        }
    }
    (flags, operands)
}

fn builtin_mkdir(args: &[String]) -> (i32, Vec<u8>, Vec<u8>) {
    let (flags, dirs) = split_flags(args);
    let parents = flags.contains('p');
    for d in dirs {
        let result = if parents {
            fs::create_dir_all(d)
        } else {
            fs::create_dir(d)
        };
        if let Err(e) = result {
            return (1, Vec::new(), format!("mkdir: {d}: {e}\n").into_bytes());
        }
    }
    (0, Vec::new(), Vec::new())
}

fn builtin_rm(args: &[String]) -> (i32, Vec<u8>, Vec<u8>) {
    let (flags, paths) = split_flags(args);
    let recursive = flags.contains('r') || flags.contains('R');
    let force = flags.contains('f');
    for p in paths {
        let path = Path::new(p.as_str());
        let result = match fs::symlink_metadata(path) {
            Ok(m) if m.is_dir() && recursive => fs::remove_dir_all(path),
            Ok(m) if m.is_dir() => Err(io::Error::other("is a directory")),
            Ok(_) => fs::remove_file(path),
            Err(_) if force => Ok(()),
            Err(e) => Err(e),
        };
        if let Err(e) = result {
            return (1, Vec::new(), format!("rm: {p}: {e}\n").into_bytes());
        }
    }
    (0, Vec::new(), Vec::new())
}

fn builtin_diff(args: &[String]) -> (i32, Vec<u8>, Vec<u8>) {
    let (_, files) = split_flags(args);
    let [a, b] = files.as_slice() else {
        return (2, Vec::new(), b"diff: expected two files\n".to_vec());
    };
    let read = |f: &str| fs::read(f).map(|d| String::from_utf8_lossy(&d).into_owned());
    let (ta, tb) = match (read(a), read(b)) {
        (Ok(x), Ok(y)) => (x, y),
        (Err(e), _) | (_, Err(e)) => {
            return (2, Vec::new(), format!("diff: {e}\n").into_bytes());
        }
    };
    if ta == tb {
        return (0, Vec::new(), Vec::new());
    }
    let (la, lb): (Vec<&str>, Vec<&str>) = (ta.lines().collect(), tb.lines().collect());
    let first = la
        .iter()
        .zip(lb.iter())
        .position(|(x, y)| x != y)
        .unwrap_or(la.len().min(lb.len()));
    let mut out = format!("--- {a}\n+++ {b}\n@@ line {} @@\n", first + 1);
    for l in la.iter().skip(first).take(5) {
        out.push_str(&format!("-{l}\n"));
    }
    for l in lb.iter().skip(first).take(5) {
        out.push_str(&format!("+{l}\n"));
    }
    (1, out.into_bytes(), Vec::new())
}

fn truncated(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    if text.len() <= MAX_STREAM_BYTES {
        return text.into_owned();
    }
    let mut end = MAX_STREAM_BYTES;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    format!(
        "{}\n... ({} more bytes)",
        text.get(..end).unwrap_or(""),
        text.len() - end
    )
}

fn indent(text: &str, prefix: &str) -> String {
    text.trim_end_matches('\n')
        .lines()
        .map(|l| format!("{prefix}{l}"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The failure report for one RUN line.
fn failure_report(path: &Path, run: &RunLine, outcomes: &[StageOutcome]) -> String {
    let mut out = format!(
        "{}:{}: RUN line failed\n  RUN: {}\n",
        path.display(),
        run.line,
        run.command.trim()
    );
    let last = outcomes.len().saturating_sub(1);
    for (i, o) in outcomes.iter().enumerate() {
        let status = if o.ok {
            "ok".to_string()
        } else if o.nots > 0 && o.code == 0 {
            "FAILED: exit code 0, but `not` expected a failure".to_string()
        } else if o.code < 0 {
            format!("FAILED: crashed (signal {})", o.code.unsigned_abs())
        } else {
            format!("FAILED: exit code {}", o.code)
        };
        out.push_str(&format!("  stage {} `{}`: {status}\n", i + 1, o.rendered));
        if !o.stderr.is_empty() {
            out.push_str("    stderr:\n");
            out.push_str(&indent(&truncated(&o.stderr), "      "));
            out.push('\n');
        }
        if !o.ok && i == last && !o.stdout.is_empty() {
            out.push_str("    stdout:\n");
            out.push_str(&indent(&truncated(&o.stdout), "      "));
            out.push('\n');
        }
    }
    out.trim_end().to_string()
}

/// A per-test temporary directory, removed on drop.
struct TempDir(PathBuf);

impl TempDir {
    fn new() -> io::Result<Self> {
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        let dir = std::env::temp_dir().join(format!(
            "tessera-lit-{}-{}-{nanos}",
            std::process::id(),
            COUNTER.fetch_add(1, Ordering::Relaxed)
        ));
        fs::create_dir_all(&dir)?;
        Ok(Self(dir))
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

/// The lit features a test may name in `REQUIRES:` and `UNSUPPORTED:` lines.
///
/// A test whose `REQUIRES:` names a feature that is not [`available`](Self::available) is
/// skipped, or fails when that feature is [`mandatory`](Self::mandatory): under
/// `TESSERA_REQUIRE_GPU=1` the GPU features are mandatory, so a GPU filetest never
/// passes by not running.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Features {
    /// Features this run provides (`gpu`, `vulkan`, ...).
    pub available: std::collections::BTreeSet<String>,
    /// Features whose absence is a failure rather than a skip.
    pub mandatory: std::collections::BTreeSet<String>,
}

impl Features {
    /// Features with `available` present and nothing mandatory.
    pub fn with(available: &[&str]) -> Features {
        Features {
            available: available.iter().map(|s| s.to_string()).collect(),
            mandatory: Default::default(),
        }
    }

    fn has(&self, name: &str) -> bool {
        self.available.contains(name)
    }
}

/// What running one test gave, when it did not fail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TestOutcome {
    /// Every RUN line ran and succeeded.
    Passed,
    /// The test did not run; the reason names the missing or excluded feature.
    Skipped(String),
}

/// The features named by the test's `REQUIRES:` lines (comma-separated; `!name` means the
/// feature must be absent) and `UNSUPPORTED:` lines.
fn feature_lines(text: &str) -> (Vec<String>, Vec<String>) {
    let mut requires = Vec::new();
    let mut unsupported = Vec::new();
    for line in text.lines() {
        for (key, list) in [
            ("REQUIRES:", &mut requires),
            ("UNSUPPORTED:", &mut unsupported),
        ] {
            if let Some(pos) = line.find(key) {
                let rest = line.get(pos + key.len()..).unwrap_or("");
                list.extend(
                    rest.split(',')
                        .map(str::trim)
                        .filter(|f| !f.is_empty())
                        .map(str::to_string),
                );
            }
        }
    }
    (requires, unsupported)
}

/// Decides from `REQUIRES:`/`UNSUPPORTED:` whether the test runs: `Ok(None)` runs it,
/// `Ok(Some(reason))` skips it, `Err` fails it (a mandatory feature is missing, or a name
/// is not a feature name, as lit rejects it).
fn feature_gate(path: &Path, text: &str, features: &Features) -> Result<Option<String>, String> {
    let (requires, unsupported) = feature_lines(text);
    let valid = |f: &str| {
        let name = f.strip_prefix('!').unwrap_or(f).trim();
        !name.is_empty()
            && name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.' | '+'))
    };
    if let Some(bad) = requires.iter().chain(&unsupported).find(|f| !valid(f)) {
        return Err(format!(
            "{}: '{bad}' in a REQUIRES/UNSUPPORTED line is not a feature name",
            path.display()
        ));
    }
    for f in &requires {
        let (negated, name) = match f.strip_prefix('!') {
            Some(n) => (true, n.trim()),
            None => (false, f.as_str()),
        };
        if negated == features.has(name) {
            if !negated && features.mandatory.contains(name) {
                return Err(format!(
                    "{}: REQUIRES: {name}, which this run lacks, and {name} is mandatory here \
                     (TESSERA_REQUIRE_GPU=1): the test must run, not be skipped",
                    path.display()
                ));
            }
            return Ok(Some(if negated {
                format!("UNSUPPORTED with feature '{name}'")
            } else {
                format!("missing feature '{name}'")
            }));
        }
    }
    if let Some(f) = unsupported.iter().find(|f| features.has(f)) {
        return Ok(Some(format!("UNSUPPORTED with feature '{f}'")));
    }
    Ok(None)
}

/// Runs every RUN line of the test at `path` with no optional features: a test with a
/// `REQUIRES:` line is skipped. See [`run_file_with`].
pub fn run_file(path: &Path, tools: &dyn ToolRunner) -> Result<TestOutcome, String> {
    run_file_with(path, tools, &Features::default())
}

/// Runs every RUN line of the test at `path`; stops at the first failing
/// one and returns its report (RUN line, stages, exit codes, stderr). A test whose
/// `REQUIRES:` names a feature missing from `features` is skipped, or fails when that
/// feature is mandatory.
pub fn run_file_with(
    path: &Path,
    tools: &dyn ToolRunner,
    features: &Features,
) -> Result<TestOutcome, String> {
    let bytes = fs::read(path).map_err(|e| format!("{}: cannot read test: {e}", path.display()))?;
    let text = String::from_utf8_lossy(&bytes);
    let runs = parse_run_lines(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    if runs.is_empty() {
        return Err(format!("{}: test has no 'RUN:' line", path.display()));
    }
    if let Some(reason) = feature_gate(path, &text, features)? {
        return Ok(TestOutcome::Skipped(reason));
    }
    let tmp = TempDir::new()
        .map_err(|e| format!("{}: cannot create temporary directory: {e}", path.display()))?;
    let subs = Substitutions::new(path, &tmp.0);
    let exec = Executor { tools };
    for run in &runs {
        let script = parse_command_with(&run.command, &subs).map_err(|e| {
            format!(
                "{}:{}: cannot parse RUN line: {e}\n  RUN: {}",
                path.display(),
                run.line,
                run.command.trim()
            )
        })?;
        let (ok, outcomes) = exec.run_script(&script);
        if !ok {
            return Err(failure_report(path, run, &outcomes));
        }
    }
    Ok(TestOutcome::Passed)
}

/// All `.mlir` files under `dir` (recursively, sorted) that contain `RUN:`.
pub fn discover(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(d) = pending.pop() {
        let Ok(entries) = fs::read_dir(&d) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let Ok(ty) = entry.file_type() else { continue };
            if ty.is_dir() {
                pending.push(path);
            } else if path.extension().is_some_and(|e| e == "mlir")
                && fs::read(&path).is_ok_and(|b| String::from_utf8_lossy(&b).contains("RUN:"))
            {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

/// Results of [`run_dir`].
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Summary {
    /// Tests that passed.
    pub passed: Vec<PathBuf>,
    /// Tests that failed, with their reports.
    pub failed: Vec<(PathBuf, String)>,
    /// Tests that did not run, with the reason.
    pub skipped: Vec<(PathBuf, String)>,
}

impl Summary {
    /// Whether every test passed.
    pub fn success(&self) -> bool {
        self.failed.is_empty()
    }

    /// The failure reports followed by a `N passed, N failed` line.
    pub fn report(&self) -> String {
        let mut out = String::new();
        for (path, msg) in &self.failed {
            out.push_str(&format!("FAIL: {}\n{msg}\n\n", path.display()));
        }
        for (path, why) in &self.skipped {
            out.push_str(&format!("SKIPPED: {} ({why})\n", path.display()));
        }
        out.push_str(&format!(
            "{} passed, {} failed, {} skipped",
            self.passed.len(),
            self.failed.len(),
            self.skipped.len()
        ));
        out
    }
}

/// Runs every test [`discover`]ed under `dir` with `features`.
pub fn run_dir(dir: &Path, tools: &dyn ToolRunner, features: &Features) -> Summary {
    let mut summary = Summary::default();
    run_files(&discover(dir), tools, features, &mut summary);
    summary
}

/// Runs `files` with `features`, adding each to `summary`.
pub fn run_files(
    files: &[PathBuf],
    tools: &dyn ToolRunner,
    features: &Features,
    summary: &mut Summary,
) {
    for path in files {
        match run_file_with(path, tools, features) {
            Ok(TestOutcome::Passed) => summary.passed.push(path.clone()),
            Ok(TestOutcome::Skipped(why)) => summary.skipped.push((path.clone(), why)),
            Err(msg) => summary.failed.push((path.clone(), msg)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::RefCell;

    /// A fake tool set:
    /// * `strip-comments FILE`: prints FILE without lines starting with `//`;
    /// * `upper`: upper-cases stdin;
    /// * `fail`: prints `boom` to stderr and exits 1;
    /// * `crash`: exits with -11 (SIGSEGV);
    /// * `warn`: prints `out` to stdout and `warning: careful` to stderr;
    /// * `record ARGS...`: records its arguments and prints them one per line.
    #[derive(Default)]
    struct FakeTools {
        calls: RefCell<Vec<(String, Vec<String>)>>,
    }

    impl ToolRunner for FakeTools {
        fn run(
            &self,
            tool: &str,
            args: &[String],
            stdin: &[u8],
        ) -> io::Result<(i32, Vec<u8>, Vec<u8>)> {
            self.calls
                .borrow_mut()
                .push((tool.to_string(), args.to_vec()));
            match tool {
                "strip-comments" => {
                    let text = fs::read_to_string(&args[0])?;
                    let out: String = text
                        .lines()
                        .filter(|l| !l.trim_start().starts_with("//"))
                        .map(|l| format!("{l}\n"))
                        .collect();
                    Ok((0, out.into_bytes(), Vec::new()))
                }
                "upper" => Ok((0, stdin.to_ascii_uppercase(), Vec::new())),
                "fail" => Ok((1, Vec::new(), b"boom\n".to_vec())),
                "crash" => Ok((-11, Vec::new(), b"Segmentation fault\n".to_vec())),
                "warn" => Ok((0, b"out\n".to_vec(), b"warning: careful\n".to_vec())),
                "record" => Ok((0, args.join("\n").into_bytes(), Vec::new())),
                _ => Err(io::Error::new(io::ErrorKind::NotFound, "no such tool")),
            }
        }
    }

    /// A scratch directory removed on drop.
    struct Scratch(TempDir);

    impl Scratch {
        fn new() -> Self {
            Scratch(TempDir::new().unwrap())
        }

        fn write(&self, name: &str, text: &str) -> PathBuf {
            let path = self.0 .0.join(name);
            if let Some(parent) = path.parent() {
                fs::create_dir_all(parent).unwrap();
            }
            fs::write(&path, text).unwrap();
            path
        }

        fn path(&self) -> &Path {
            &self.0 .0
        }
    }

    fn run_text(text: &str) -> Result<(), String> {
        let dir = Scratch::new();
        let path = dir.write("test.mlir", text);
        match run_file(&path, &FakeTools::default())? {
            TestOutcome::Passed => Ok(()),
            TestOutcome::Skipped(why) => Err(format!("skipped: {why}")),
        }
    }

    fn run_with(text: &str, features: &Features) -> Result<TestOutcome, String> {
        let dir = Scratch::new();
        let path = dir.write("test.mlir", text);
        run_file_with(&path, &FakeTools::default(), features)
    }

    #[test]
    fn requires_skips_without_the_feature_and_runs_with_it() {
        let text = "// REQUIRES: gpu\n// RUN: false\n";
        assert_eq!(
            run_with(text, &Features::default()),
            Ok(TestOutcome::Skipped("missing feature 'gpu'".into()))
        );
        // With the feature the test runs (and this one fails).
        assert!(run_with(text, &Features::with(&["gpu"])).is_err());
        let ok = "// REQUIRES: gpu, vulkan\n// RUN: true\n";
        assert_eq!(
            run_with(ok, &Features::with(&["gpu", "vulkan"])),
            Ok(TestOutcome::Passed)
        );
        assert!(matches!(
            run_with(ok, &Features::with(&["gpu"])),
            Ok(TestOutcome::Skipped(_))
        ));
        let negated = "// REQUIRES: !gpu\n// RUN: true\n";
        assert!(matches!(
            run_with(negated, &Features::with(&["gpu"])),
            Ok(TestOutcome::Skipped(_))
        ));
        assert_eq!(
            run_with(negated, &Features::default()),
            Ok(TestOutcome::Passed)
        );
        let unsupported = "// UNSUPPORTED: gl\n// RUN: true\n";
        assert!(matches!(
            run_with(unsupported, &Features::with(&["gl"])),
            Ok(TestOutcome::Skipped(_))
        ));
    }

    #[test]
    fn a_malformed_feature_name_fails() {
        let err = run_with(
            "// REQUIRES: gpu; maybe\n// RUN: true\n",
            &Features::default(),
        )
        .unwrap_err();
        assert!(err.contains("not a feature name"), "{err}");
    }

    #[test]
    fn a_mandatory_missing_feature_fails_instead_of_skipping() {
        let mut features = Features::default();
        features.mandatory.insert("gpu".into());
        let err = run_with("// REQUIRES: gpu\n// RUN: true\n", &features).unwrap_err();
        assert!(
            err.contains("REQUIRES: gpu") && err.contains("mandatory"),
            "{err}"
        );
        // A test that needs no GPU still runs.
        assert_eq!(
            run_with("// RUN: true\n", &features),
            Ok(TestOutcome::Passed)
        );
    }

    fn stage(tool: &str, args: &[&str]) -> Stage {
        Stage {
            nots: 0,
            crash: false,
            tool: tool.to_string(),
            args: args.iter().map(|a| a.to_string()).collect(),
            redirects: Vec::new(),
        }
    }

    // ----- RUN lines -----------------------------------------------------------

    #[test]
    fn run_lines_are_collected_and_joined() {
        let text = "// RUN: tessera %s \\\n// RUN:   --flag | FileCheck %s\n\
                    func @f()\n// RUN: second %(line) %(line+1) %(line - 2)\n";
        let runs = parse_run_lines(text).unwrap();
        assert_eq!(
            parse_run_lines("// RUN: x %(lineé) %(line+é) %(line\n").unwrap()[0].command,
            " x %(lineé) %(line+é) %(line"
        );
        assert_eq!(
            runs,
            vec![
                RunLine {
                    line: 1,
                    command: " tessera %s    --flag | FileCheck %s".to_string()
                },
                RunLine {
                    line: 4,
                    command: " second 4 5 2".to_string()
                },
            ]
        );
    }

    #[test]
    fn unterminated_continuation_is_an_error() {
        assert!(parse_run_lines("// RUN: a \\\n").is_err());
        assert_eq!(parse_run_lines("no commands\n").unwrap(), vec![]);
    }

    // ----- parsing -------------------------------------------------------------

    #[test]
    fn pipeline_with_quoted_pass_pipeline() {
        let script = parse_command(
            "tessera %s --pass-pipeline='builtin.module(func.func(cse))' | FileCheck %s",
        )
        .unwrap();
        assert!(script.rest.is_empty());
        assert_eq!(
            script.first.stages,
            vec![
                stage(
                    "tessera",
                    &["%s", "--pass-pipeline=builtin.module(func.func(cse))"]
                ),
                stage("FileCheck", &["%s"]),
            ]
        );
    }

    #[test]
    fn quoting_rules() {
        let script = parse_command(r#"t "a b" 'c "d"' e\ f "x\"y\\z" '' "$HOME" a'b'"c""#).unwrap();
        assert_eq!(
            script.first.stages[0].args,
            vec!["a b", "c \"d\"", "e f", "x\"y\\z", "", "$HOME", "abc"]
        );
        // Operators inside quotes are plain text.
        let script = parse_command("t 'a|b' \"c;d\" 'e>f'").unwrap();
        assert_eq!(script.first.stages.len(), 1);
        assert_eq!(script.first.stages[0].args, vec!["a|b", "c;d", "e>f"]);
    }

    #[test]
    fn not_and_redirects() {
        let script = parse_command("not --crash not tessera %s 2>&1 | FileCheck %s").unwrap();
        let s0 = &script.first.stages[0];
        assert_eq!((s0.nots, s0.crash, s0.tool.as_str()), (2, true, "tessera"));
        assert!(s0.merges_stderr());
        assert_eq!(s0.args, vec!["%s"]);
        let script = parse_command("t < in > out 2> err >> app 2>>err2 &> both >&2").unwrap();
        let ops: Vec<(RedirectOp, Option<String>)> = script.first.stages[0]
            .redirects
            .iter()
            .map(|r| (r.op, r.target.clone()))
            .collect();
        assert_eq!(
            ops,
            vec![
                (RedirectOp::In, Some("in".into())),
                (RedirectOp::Out, Some("out".into())),
                (RedirectOp::Err, Some("err".into())),
                (RedirectOp::Append, Some("app".into())),
                (RedirectOp::ErrAppend, Some("err2".into())),
                (RedirectOp::Both, Some("both".into())),
                (RedirectOp::OutToErr, None),
            ]
        );
        // A `2` inside a word is not a redirect.
        let script = parse_command("t a2>b").unwrap();
        assert_eq!(script.first.stages[0].args, vec!["a2"]);
    }

    #[test]
    fn sequences() {
        let script = parse_command("a && b || c ; d ;").unwrap();
        let conns: Vec<Connector> = script.rest.iter().map(|(c, _)| *c).collect();
        assert_eq!(conns, vec![Connector::And, Connector::Or, Connector::Seq]);
        assert_eq!(script.first.stages[0].tool, "a");
    }

    #[test]
    fn parse_errors() {
        for bad in [
            "", "   ", "| a", "a |", "a | | b", "a >", "a 'b", "a \"b", "a & b", "not", "a && ; b",
        ] {
            assert!(parse_command(bad).is_err(), "{bad:?} should not parse");
        }
    }

    #[test]
    fn substitutions() {
        let subs = Substitutions::new(Path::new("/src/dir/x.mlir"), Path::new("/tmp/t"));
        assert_eq!(subs.apply("%s"), "/src/dir/x.mlir");
        assert_eq!(subs.apply("--in=%s,%S"), "--in=/src/dir/x.mlir,/src/dir");
        assert_eq!(subs.apply("%p/Inputs"), "/src/dir/Inputs");
        assert_eq!(subs.apply("%t"), "/tmp/t/x.mlir.tmp");
        assert_eq!(subs.apply("%t.o"), "/tmp/t/x.mlir.tmp.o");
        assert_eq!(subs.apply("%T"), "/tmp/t");
        assert_eq!(subs.apply("%basename_t"), "x.mlir.tmp");
        assert_eq!(subs.apply("100%% %%s"), "100% %s");
        assert_eq!(subs.apply("%x %"), "%x %");
        // Substituted paths stay one word even with spaces.
        let subs = Substitutions::new(Path::new("/a b/x.mlir"), Path::new("/t"));
        let script = parse_command_with("tool %s", &subs).unwrap();
        assert_eq!(script.first.stages[0].args, vec!["/a b/x.mlir"]);
    }

    #[test]
    fn stage_render_quotes() {
        let mut s = stage("tessera", &["a b", "--x=y", "it's"]);
        s.nots = 1;
        s.redirects.push(Redirect {
            op: RedirectOp::ErrToOut,
            target: None,
        });
        assert_eq!(s.render(), "not tessera 'a b' --x=y 'it'\\''s' 2>&1");
    }

    // ----- running -------------------------------------------------------------

    const PASSING: &str = "// RUN: strip-comments %s | FileCheck %s\n\
                           func.func @f() {\n  return\n}\n\
                           // CHECK-LABEL: func.func @f\n// CHECK-NEXT: return\n";

    #[test]
    fn passing_test() {
        run_text(PASSING).unwrap();
    }

    #[test]
    fn failing_filecheck_is_reported() {
        let text = PASSING.replace("CHECK-NEXT: return", "CHECK-NEXT: arith.addi");
        let err = run_text(&text).unwrap_err();
        assert!(err.contains("test.mlir:1: RUN line failed"), "{err}");
        assert!(
            err.contains("RUN: strip-comments %s | FileCheck %s"),
            "{err}"
        );
        assert!(err.contains("stage 1 `strip-comments "), "{err}");
        assert!(err.contains("`: ok"), "{err}");
        assert!(err.contains("stage 2 `FileCheck "), "{err}");
        assert!(err.contains("FAILED: exit code 1"), "{err}");
        assert!(
            err.contains("test.mlir:6:16: error: CHECK-NEXT: expected string not found in input"),
            "{err}"
        );
        assert!(err.contains("Input was:"), "{err}");
    }

    #[test]
    fn failing_tool_is_reported_with_stderr() {
        let err = run_text("// RUN: fail %s | FileCheck %s\n// CHECK: x\n").unwrap_err();
        assert!(err.contains("stage 1 `fail "), "{err}");
        assert!(err.contains("FAILED: exit code 1"), "{err}");
        assert!(err.contains("boom"), "{err}");
        // FileCheck also fails on the empty input.
        assert!(err.contains("is empty"), "{err}");
    }

    #[test]
    fn not_semantics() {
        run_text("// RUN: not fail\n").unwrap();
        let err = run_text("// RUN: not strip-comments %s\n").unwrap_err();
        assert!(err.contains("`not` expected a failure"), "{err}");
        let err = run_text("// RUN: not crash\n").unwrap_err();
        assert!(err.contains("crashed (signal 11)"), "{err}");
        run_text("// RUN: not --crash crash\n").unwrap();
        run_text("// RUN: not not true\n").unwrap();
        assert!(run_text("// RUN: not --crash fail\n").is_err());
        // A negative FileCheck test.
        run_text("// RUN: echo foo | not FileCheck %s\n// CHECK: bar\n").unwrap();
    }

    #[test]
    fn stderr_merge() {
        let text = "// RUN: warn 2>&1 | FileCheck %s\n// CHECK: out\n// CHECK: warning: careful\n";
        run_text(text).unwrap();
        let err = run_text(&text.replace(" 2>&1", "")).unwrap_err();
        assert!(err.contains("warning: careful"), "{err}");
    }

    #[test]
    fn pass_pipeline_argument_arrives_unquoted() {
        let dir = Scratch::new();
        let path = dir.write(
            "t.mlir",
            "// RUN: record %s --pass-pipeline='builtin.module(func.func(cse))' \\\n\
             // RUN:   \"--mlir-print-op-generic\" | FileCheck %s\n\
             // CHECK: builtin.module(func.func(cse))\n",
        );
        let tools = FakeTools::default();
        assert_eq!(run_file(&path, &tools), Ok(TestOutcome::Passed));
        let calls = tools.calls.borrow();
        assert_eq!(calls.len(), 1);
        assert_eq!(calls[0].0, "record");
        assert_eq!(
            calls[0].1,
            vec![
                path.display().to_string(),
                "--pass-pipeline=builtin.module(func.func(cse))".to_string(),
                "--mlir-print-op-generic".to_string(),
            ]
        );
    }

    #[test]
    fn multiple_run_lines_and_prefixes() {
        let text = "// RUN: echo one | FileCheck %s --check-prefix=A\n\
                    // RUN: echo two | FileCheck %s --check-prefixes=B\n\
                    // A: one\n// B: two\n";
        run_text(text).unwrap();
        let err = run_text(&text.replace("echo two", "echo three")).unwrap_err();
        assert!(err.contains("test.mlir:2: RUN line failed"), "{err}");
    }

    #[test]
    fn temp_files_and_redirects() {
        let text = "// RUN: strip-comments %s > %t\n\
                    // RUN: FileCheck %s --input-file %t\n\
                    // RUN: upper < %t | FileCheck %s --check-prefix=UP\n\
                    // RUN: warn 2> %t.err > /dev/null\n\
                    // RUN: FileCheck %s --input-file=%t.err --check-prefix=ERR\n\
                    // RUN: echo more >> %t.err\n\
                    // RUN: cat %t.err | count 2\n\
                    payload\n// CHECK: payload\n// UP: PAYLOAD\n// ERR: warning: careful\n";
        run_text(text).unwrap();
    }

    #[test]
    fn builtins() {
        run_text("// RUN: echo hello   world | FileCheck %s\n// CHECK: hello world\n").unwrap();
        run_text("// RUN: echo -n x | count 0\n").unwrap();
        run_text("// RUN: echo -e 'a\\nb' | count 2\n").unwrap();
        let err = run_text("// RUN: echo a | count 3\n").unwrap_err();
        assert!(err.contains("Expected 3 lines, got 1."), "{err}");
        run_text("// RUN: true\n// RUN: :\n").unwrap();
        assert!(run_text("// RUN: false\n").is_err());
        let err = run_text("// RUN: cat /nonexistent/file\n").unwrap_err();
        assert!(err.contains("cat: /nonexistent/file"), "{err}");
    }

    #[test]
    fn file_builtins() {
        let text = "// RUN: rm -rf %t && mkdir -p %t/sub\n\
                    // RUN: echo a > %t/sub/x && echo a > %t/sub/y\n\
                    // RUN: diff %t/sub/x %t/sub/y\n\
                    // RUN: echo b > %t/sub/y\n\
                    // RUN: not diff %t/sub/x %t/sub/y | FileCheck %s\n\
                    // RUN: rm %t/sub/x && not rm %t/sub/x && rm -f %t/sub/x\n\
                    // RUN: not rm %t/sub && not mkdir %t/sub\n\
                    // CHECK: @@ line 1 @@\n// CHECK-NEXT: -a\n// CHECK-NEXT: +b\n";
        run_text(text).unwrap();
        assert!(run_text("// RUN: diff onlyone\n").is_err());
    }

    #[test]
    fn sequence_semantics() {
        run_text("// RUN: false || true\n").unwrap();
        assert!(run_text("// RUN: false && true\n").is_err());
        run_text("// RUN: false ; true\n").unwrap();
        assert!(run_text("// RUN: true ; false\n").is_err());
        run_text("// RUN: true && true\n").unwrap();
    }

    #[test]
    fn pipefail() {
        // The last stage succeeds but an earlier one fails.
        let err = run_text("// RUN: fail | true\n").unwrap_err();
        assert!(err.contains("stage 1 `fail`: FAILED: exit code 1"), "{err}");
        assert!(err.contains("stage 2 `true`: ok"), "{err}");
    }

    #[test]
    fn unknown_tool_and_bad_files() {
        let err = run_text("// RUN: no-such-tool\n").unwrap_err();
        assert!(err.contains("could not run 'no-such-tool'"), "{err}");
        assert!(err.contains("exit code 127"), "{err}");
        let err = run_text("no run lines here\n").unwrap_err();
        assert!(err.contains("no 'RUN:' line"), "{err}");
        let err = run_text("// RUN: a 'unterminated\n").unwrap_err();
        assert!(err.contains("cannot parse RUN line"), "{err}");
        let err = run_file(Path::new("/nonexistent/x.mlir"), &FakeTools::default()).unwrap_err();
        assert!(err.contains("cannot read test"), "{err}");
        let err = run_text("// RUN: echo x | FileCheck\n").unwrap_err();
        assert!(err.contains("<check-file> not specified"), "{err}");
        let err = run_text("// RUN: echo x | FileCheck /nonexistent.mlir\n").unwrap_err();
        assert!(err.contains("Could not open check file"), "{err}");
        let err = run_text("// RUN: upper < /nonexistent/in\n").unwrap_err();
        assert!(err.contains("cannot open '/nonexistent/in'"), "{err}");
    }

    #[test]
    fn apply_not_table() {
        let mut s = stage("t", &[]);
        assert_eq!(apply_not(&s, 0), 0);
        assert_eq!(apply_not(&s, 3), 3);
        s.nots = 1;
        assert_eq!(apply_not(&s, 0), 1);
        assert_eq!(apply_not(&s, 3), 0);
        assert_eq!(apply_not(&s, -6), 1);
        s.crash = true;
        assert_eq!(apply_not(&s, -6), 0);
        assert_eq!(apply_not(&s, 1), 1);
        s.crash = false;
        s.nots = 2;
        assert_eq!(apply_not(&s, 3), 1);
        assert_eq!(apply_not(&s, 0), 0);
    }

    #[test]
    fn discover_finds_run_files_sorted() {
        let dir = Scratch::new();
        dir.write("b.mlir", "// RUN: true\n");
        dir.write("a.mlir", "// RUN: true\n");
        dir.write("sub/c.mlir", "// RUN: true\n");
        dir.write("Inputs/helper.mlir", "func.func @helper()\n");
        dir.write("notes.txt", "// RUN: true\n");
        let found: Vec<String> = discover(dir.path())
            .iter()
            .map(|p| {
                p.strip_prefix(dir.path())
                    .unwrap()
                    .to_string_lossy()
                    .replace('\\', "/")
            })
            .collect();
        assert_eq!(found, vec!["a.mlir", "b.mlir", "sub/c.mlir"]);
        assert!(discover(Path::new("/nonexistent/dir")).is_empty());
    }

    #[test]
    fn run_dir_summary() {
        let dir = Scratch::new();
        dir.write("ok.mlir", "// RUN: true\n");
        dir.write("bad.mlir", "// RUN: false\n");
        dir.write("gpu.mlir", "// REQUIRES: gpu\n// RUN: true\n");
        let summary = run_dir(dir.path(), &FakeTools::default(), &Features::default());
        assert_eq!(summary.passed.len(), 1);
        assert_eq!(summary.failed.len(), 1);
        assert_eq!(summary.skipped.len(), 1);
        assert!(!summary.success());
        let report = summary.report();
        assert!(report.contains("FAIL: "), "{report}");
        assert!(report.contains("SKIPPED: "), "{report}");
        assert!(
            report.ends_with("1 passed, 1 failed, 1 skipped"),
            "{report}"
        );
    }

    #[cfg(unix)]
    #[test]
    fn process_runner_runs_executables() {
        use std::os::unix::fs::PermissionsExt;
        let dir = Scratch::new();
        let script = dir.write(
            "mytool",
            "#!/bin/sh\necho \"args: $*\"\ncat\necho err >&2\nexit 3\n",
        );
        fs::set_permissions(&script, fs::Permissions::from_mode(0o755)).unwrap();
        let runner = ProcessRunner::new(dir.path());
        let (code, out, err) = runner
            .run("mytool", &["a b".to_string(), "c".to_string()], b"input\n")
            .unwrap();
        assert_eq!(code, 3);
        assert_eq!(String::from_utf8_lossy(&out), "args: a b c\ninput\n");
        assert_eq!(String::from_utf8_lossy(&err), "err\n");
        let e = runner.run("missing-tool", &[], b"").unwrap_err();
        assert!(e.to_string().contains("missing-tool"), "{e}");

        let killer = dir.write("killer", "#!/bin/sh\nkill -9 $$\n");
        fs::set_permissions(&killer, fs::Permissions::from_mode(0o755)).unwrap();
        let (code, _, _) = runner.run("killer", &[], b"").unwrap();
        assert_eq!(code, -9);

        // A whole test through real processes.
        let test = dir.write(
            "t.mlir",
            "// RUN: not mytool %s < %s 2>&1 | FileCheck %s\n// CHECK: args: {{.*}}t.mlir\n\
             // CHECK: {{^}}err\n",
        );
        assert_eq!(run_file(&test, &runner), Ok(TestOutcome::Passed));
    }
}
