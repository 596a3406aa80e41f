//! A headless Chromium driven over a local HTTP server.
//!
//! [`BrowserSession::start`] binds a server to `127.0.0.1` on a free port (std::net, one
//! thread per connection), starts Chromium on its page with a fresh profile directory,
//! and waits for the page to say hello with its WebGPU adapter and limits. The page then
//! long-polls `GET /next` for commands (JSON) and answers each with `POST /reply`;
//! [`BrowserSession::request`] sends one command and waits for its answer. Every wait has
//! a timeout and a clear error, and a Chromium that exits early is reported with the end
//! of its stderr. Dropping the session kills Chromium (by its PID) and removes the
//! profile directory. Nothing outside the machine is contacted.
//!
//! The server reads requests with limits: the request line and headers together at most
//! [`MAX_HEAD`] bytes, a body at most what the path expects (the page's answer to a launch:
//! the read-back buffers in base64 plus [`REPLY_SLACK`]; see [`reply_limit`]), and a whole
//! request within [`IO_TIMEOUT`]; at most [`MAX_CONNECTIONS`] at once. A request over a
//! limit or not HTTP is answered with a 4xx status and closed; an answer of the page that
//! is refused fails the command waiting for it at once.
//!
//! The flags (`CHROMIUM_FLAGS`) are what Chromium 156 needs to run WebGPU compute on
//! SwiftShader headless; `--no-sandbox` only when running as root, where Chromium refuses
//! to start with its sandbox.

use std::collections::{HashMap, VecDeque};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use serde_json::{json, Value as Json};

/// The environment variable naming the Chromium binary.
pub const CHROMIUM_ENV: &str = "TESSERA_CHROMIUM";

/// Flags Chromium is started with (besides `--user-data-dir` and, as root, `--no-sandbox`).
pub const CHROMIUM_FLAGS: &[&str] = &[
    "--headless=new",
    "--enable-unsafe-webgpu",
    "--use-webgpu-adapter=swiftshader",
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-extensions",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
    "--mute-audio",
];

/// How long the page may take to load and report its adapter.
const START_TIMEOUT: Duration = Duration::from_secs(60);
/// How long one command (compiles included) may take.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(300);
/// How long a `GET /next` waits before answering `wait`.
const POLL: Duration = Duration::from_secs(10);
/// The most bytes of a request line and its headers.
pub const MAX_HEAD: usize = 16 * 1024;
/// The most bytes of the page's hello (adapter, limits, features, user agent).
pub const MAX_HELLO: usize = 256 * 1024;
/// An answer's bytes besides the base64 of the buffers it carries (JSON, ids, messages).
pub const REPLY_SLACK: usize = 1 << 20;
/// The most bytes of an answer to a command whose result size is not known in advance
/// (`module`: a function of a translated module).
pub const MAX_OTHER_REPLY: usize = 256 << 20;
/// The time a whole request (line, headers, body) may take to arrive.
pub const IO_TIMEOUT: Duration = Duration::from_secs(60);
/// Connections served at once; more are answered `503`.
pub const MAX_CONNECTIONS: usize = 64;

const PAGE: &str = r#"<!doctype html>
<html><head><meta charset="utf-8"><title>tessera validate --browser</title></head>
<body><pre id="log">tessera: starting</pre>
<script type="module" src="/driver.js"></script></body></html>
"#;

const DRIVER: &str = include_str!("driver.js");

/// The runtime module (`tessera_webgpu.js`), shared with `tessera translate --to webgpu`.
pub const RUNTIME_JS: &str = include_str!("tessera_webgpu.js");

struct State {
    /// Files served under `/files/` (`BrowserSession::serve_dir`).
    files: Option<PathBuf>,
    outbox: VecDeque<String>,
    replies: HashMap<u64, Json>,
    hello: Option<Json>,
    closed: bool,
    /// The most bytes the answer to the command in flight may have.
    reply_limit: usize,
    /// Why an answer of the page was refused (fails the command waiting for it).
    refused: Option<String>,
    /// [`IO_TIMEOUT`], shorter in tests.
    io_timeout: Duration,
}

impl State {
    fn new() -> State {
        State {
            files: None,
            outbox: VecDeque::new(),
            replies: HashMap::new(),
            hello: None,
            closed: false,
            reply_limit: MAX_OTHER_REPLY,
            refused: None,
            io_timeout: IO_TIMEOUT,
        }
    }
}

type Shared = Arc<(Mutex<State>, Condvar)>;

/// A running headless Chromium with a Tessera page.
pub struct BrowserSession {
    child: Child,
    profile: PathBuf,
    shared: Shared,
    next_id: u64,
    /// What the page reported: `adapter` (vendor, architecture, device, description,
    /// isFallbackAdapter, subgroupMinSize, subgroupMaxSize), `limits` (the device's),
    /// `features` (the adapter's) and `userAgent`.
    pub hello: Json,
    /// Kernels whose spec the page has.
    pub(crate) sent_kernels: std::collections::HashSet<String>,
}

impl std::fmt::Debug for BrowserSession {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BrowserSession")
            .field("pid", &self.child.id())
            .field("adapter", &self.adapter_line())
            .finish_non_exhaustive()
    }
}

/// The Chromium binary: `$TESSERA_CHROMIUM`, else `chromium`, `chromium-browser`,
/// `google-chrome` or `google-chrome-stable` on `PATH`.
pub fn find_chromium() -> Result<PathBuf, String> {
    if let Some(p) = std::env::var_os(CHROMIUM_ENV).filter(|p| !p.is_empty()) {
        let p = PathBuf::from(p);
        return if p.is_file() {
            Ok(p)
        } else {
            Err(format!(
                "{CHROMIUM_ENV}={} is not a file",
                p.to_string_lossy()
            ))
        };
    }
    let names = [
        "chromium",
        "chromium-browser",
        "google-chrome",
        "google-chrome-stable",
    ];
    let path = std::env::var_os("PATH").unwrap_or_default();
    for dir in std::env::split_paths(&path) {
        for n in names {
            let c = dir.join(n);
            if c.is_file() {
                return Ok(c);
            }
        }
    }
    Err(format!(
        "no Chromium found (looked for {} on PATH; install Debian's 'chromium' package or set {CHROMIUM_ENV})",
        names.join(", ")
    ))
}

fn is_root() -> bool {
    // The effective user id without libc: /proc/self/status "Uid: real effective ...".
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("Uid:"))
                .and_then(|l| l.split_whitespace().nth(2).map(|u| u == "0"))
        })
        .unwrap_or(false)
}

fn temp_profile() -> Result<PathBuf, String> {
    let base = std::env::temp_dir();
    for k in 0..1000u32 {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.subsec_nanos())
            .unwrap_or(0);
        let p = base.join(format!(
            "tessera-chromium-{}-{nanos}-{k}",
            std::process::id()
        ));
        match std::fs::create_dir(&p) {
            Ok(()) => return Ok(p),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => {
                return Err(format!(
                    "cannot create a profile directory in {}: {e}",
                    base.display()
                ))
            }
        }
    }
    Err("cannot create a fresh profile directory".into())
}

impl BrowserSession {
    /// Starts Chromium on a Tessera page and waits until the page has a WebGPU device.
    pub fn start() -> Result<BrowserSession, String> {
        let chromium = find_chromium()?;
        let listener = TcpListener::bind("127.0.0.1:0")
            .map_err(|e| format!("cannot listen on 127.0.0.1: {e}"))?;
        let port = listener
            .local_addr()
            .map_err(|e| format!("cannot read the server's address: {e}"))?
            .port();
        let shared: Shared = Arc::new((Mutex::new(State::new()), Condvar::new()));
        let server = Arc::clone(&shared);
        std::thread::spawn(move || serve(listener, server));
        let profile = temp_profile()?;
        let log = std::fs::File::create(profile.join("chromium.log"))
            .map_err(|e| format!("cannot create Chromium's log: {e}"))?;
        let mut cmd = Command::new(&chromium);
        cmd.args(CHROMIUM_FLAGS)
            .arg(format!("--user-data-dir={}", profile.display()));
        if is_root() {
            cmd.arg("--no-sandbox");
        }
        cmd.arg(format!("http://127.0.0.1:{port}/"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::from(log));
        let child = match cmd.spawn() {
            Ok(c) => c,
            Err(e) => {
                let _ = std::fs::remove_dir_all(&profile);
                return Err(format!("cannot start {}: {e}", chromium.display()));
            }
        };
        let mut s = BrowserSession {
            child,
            profile,
            shared,
            next_id: 0,
            hello: Json::Null,
            sent_kernels: Default::default(),
        };
        s.hello = s.wait_for(START_TIMEOUT, "the page to open a WebGPU device", |st| {
            st.hello.take()
        })?;
        if let Some(e) = s.hello.get("error").and_then(Json::as_str) {
            return Err(format!("the browser has no usable WebGPU: {e}"));
        }
        Ok(s)
    }

    /// One line about the adapter: `google swiftshader (fallback), Chrome/156...`.
    pub fn adapter_line(&self) -> String {
        let a = &self.hello["adapter"];
        let field = |k: &str| a[k].as_str().unwrap_or("").to_string();
        let mut words: Vec<String> = ["vendor", "architecture", "device", "description"]
            .iter()
            .map(|k| field(k))
            .filter(|w| !w.is_empty())
            .collect();
        if words.is_empty() {
            words.push("unknown adapter".into());
        }
        let mut s = words.join(" ");
        if a["isFallbackAdapter"].as_bool() == Some(true) {
            s.push_str(" (fallback adapter)");
        }
        if let Some(ua) = self.hello["userAgent"].as_str() {
            if let Some(v) = ua.split_whitespace().find(|w| w.starts_with("Chrome/")) {
                s.push_str(&format!(", {v}"));
            }
        }
        s
    }

    fn chromium_log_tail(&self) -> String {
        let log = std::fs::read_to_string(self.profile.join("chromium.log")).unwrap_or_default();
        let lines: Vec<&str> = log
            .lines()
            .filter(|l| !l.contains("dbus") && !l.trim().is_empty())
            .collect();
        let tail = &lines[lines.len().saturating_sub(8)..];
        if tail.is_empty() {
            String::new()
        } else {
            format!("; Chromium's stderr ends with:\n  {}", tail.join("\n  "))
        }
    }

    fn wait_for<T>(
        &mut self,
        timeout: Duration,
        what: &str,
        mut take: impl FnMut(&mut State) -> Option<T>,
    ) -> Result<T, String> {
        let deadline = Instant::now() + timeout;
        let (lock, cv) = &*self.shared;
        loop {
            {
                let mut st = lock.lock().map_err(|_| "browser server state poisoned")?;
                if let Some(v) = take(&mut st) {
                    return Ok(v);
                }
                let left = deadline.saturating_duration_since(Instant::now());
                if left.is_zero() {
                    drop(st);
                    return Err(format!(
                        "timed out after {} s waiting for {what}{}",
                        timeout.as_secs(),
                        self.chromium_log_tail()
                    ));
                }
                let step = left.min(Duration::from_millis(250));
                let (mut st, _) = cv
                    .wait_timeout(st, step)
                    .map_err(|_| "browser server state poisoned")?;
                if let Some(v) = take(&mut st) {
                    return Ok(v);
                }
            }
            if let Ok(Some(status)) = self.child.try_wait() {
                return Err(format!(
                    "Chromium exited ({status}) while waiting for {what}{}",
                    self.chromium_log_tail()
                ));
            }
        }
    }

    /// Sends `command` (an object; an `id` is added) and waits for the page's answer.
    /// An answer `{ "ok": false, "error": E }` becomes `Err(E)`.
    pub fn request(&mut self, mut command: Json) -> Result<Json, String> {
        self.next_id += 1;
        let id = self.next_id;
        command["id"] = json!(id);
        let what = format!(
            "the browser to run '{}'",
            command["op"].as_str().unwrap_or("?")
        );
        {
            let (lock, cv) = &*self.shared;
            let mut st = lock.lock().map_err(|_| "browser server state poisoned")?;
            st.reply_limit = reply_limit(&command);
            st.refused = None;
            st.outbox.push_back(command.to_string());
            cv.notify_all();
        }
        let reply = self.wait_for(REQUEST_TIMEOUT, &what, |st| {
            st.replies
                .remove(&id)
                .map(Ok)
                .or_else(|| st.refused.take().map(Err))
        })??;
        if reply["ok"].as_bool() == Some(true) {
            Ok(reply)
        } else {
            Err(reply["error"]
                .as_str()
                .unwrap_or("the page answered without a result")
                .to_string())
        }
    }

    /// Serves the files of `dir` (one level, plus its `kernels/`) under `/files/`, for a
    /// page to import a module written by `tessera translate --to webgpu`.
    pub fn serve_dir(&mut self, dir: &Path) -> Result<(), String> {
        let (lock, _) = &*self.shared;
        lock.lock()
            .map_err(|_| "browser server state poisoned")?
            .files = Some(dir.to_path_buf());
        Ok(())
    }

    /// The profile directory (removed on drop).
    pub fn profile_dir(&self) -> &Path {
        &self.profile
    }

    /// Chromium's process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }
}

impl Drop for BrowserSession {
    fn drop(&mut self) {
        {
            let (lock, cv) = &*self.shared;
            if let Ok(mut st) = lock.lock() {
                st.closed = true;
            }
            cv.notify_all();
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
        // Chromium's helper processes may still be writing for a moment.
        for _ in 0..20 {
            if std::fs::remove_dir_all(&self.profile).is_ok() || !self.profile.exists() {
                break;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

/// The most bytes the page's answer to `command` may have: for a `launch`, the base64 of
/// the buffers it reads back (their sizes are in its `uploads`) plus [`REPLY_SLACK`];
/// [`MAX_OTHER_REPLY`] for other commands.
pub fn reply_limit(command: &Json) -> usize {
    if command["op"] != "launch" {
        return MAX_OTHER_REPLY;
    }
    let read: Vec<&Json> = command["read"]
        .as_array()
        .map(|r| r.iter().collect())
        .unwrap_or_default();
    let bytes: usize = command["uploads"]
        .as_array()
        .map(|u| {
            u.iter()
                .filter(|u| read.contains(&&u["buffer"]))
                .filter_map(|u| u["bytes"].as_u64())
                .map(|b| usize::try_from(b).unwrap_or(usize::MAX))
                .fold(0usize, usize::saturating_add)
        })
        .unwrap_or(0);
    (bytes / 3 + 1)
        .saturating_mul(4)
        .saturating_add(REPLY_SLACK)
}

fn serve(listener: TcpListener, shared: Shared) {
    let open = Arc::new(AtomicUsize::new(0));
    for stream in listener.incoming() {
        if shared.0.lock().map(|s| s.closed).unwrap_or(true) {
            return;
        }
        let Ok(mut stream) = stream else { continue };
        if open.fetch_add(1, Ordering::SeqCst) >= MAX_CONNECTIONS {
            open.fetch_sub(1, Ordering::SeqCst);
            let _ = respond(
                &mut stream,
                "503 Service Unavailable",
                "text/plain",
                b"busy",
            );
            continue;
        }
        let shared = Arc::clone(&shared);
        let open = Arc::clone(&open);
        std::thread::spawn(move || {
            let _ = handle(stream, &shared);
            open.fetch_sub(1, Ordering::SeqCst);
        });
    }
}

fn respond(stream: &mut TcpStream, status: &str, ctype: &str, body: &[u8]) -> std::io::Result<()> {
    write!(
        stream,
        "HTTP/1.1 {status}\r\nContent-Type: {ctype}\r\nContent-Length: {}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n",
        body.len()
    )?;
    stream.write_all(body)?;
    stream.flush()
}

/// A socket read by a deadline: each read waits at most until it, and fails after it.
struct DeadlineReader {
    stream: TcpStream,
    deadline: Instant,
}

impl Read for DeadlineReader {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let left = self.deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(std::io::ErrorKind::TimedOut.into());
        }
        self.stream.set_read_timeout(Some(left))?;
        self.stream.read(buf)
    }
}

/// A request line and the headers that matter.
#[derive(Debug)]
struct Head {
    method: String,
    path: String,
    content_length: usize,
}

/// Why a request was not served: the status it is answered with (`None`: the client went
/// away) and a message.
#[derive(Debug)]
struct Refusal(Option<&'static str>, String);

fn io_refusal(e: &std::io::Error) -> Refusal {
    match e.kind() {
        std::io::ErrorKind::TimedOut | std::io::ErrorKind::WouldBlock => Refusal(
            Some("408 Request Timeout"),
            "the request did not arrive in time".into(),
        ),
        _ => Refusal(None, format!("cannot read the request: {e}")),
    }
}

/// Reads a request line and headers of at most [`MAX_HEAD`] bytes.
fn read_head(r: &mut impl BufRead) -> Result<Head, Refusal> {
    let bad = |m: String| Refusal(Some("400 Bad Request"), m);
    let mut left = MAX_HEAD;
    let mut lines = Vec::new();
    loop {
        let mut line = Vec::new();
        let n = r
            .by_ref()
            .take(left as u64)
            .read_until(b'\n', &mut line)
            .map_err(|e| io_refusal(&e))?;
        if !line.ends_with(b"\n") && n < left {
            return Err(Refusal(None, "the connection closed mid-request".into()));
        }
        if !line.ends_with(b"\n") {
            return Err(Refusal(
                Some("431 Request Header Fields Too Large"),
                format!("request line and headers over {MAX_HEAD} bytes"),
            ));
        }
        left -= n;
        let line = std::str::from_utf8(&line)
            .map_err(|_| bad("request line or header is not UTF-8".into()))?
            .trim_end_matches(['\r', '\n'])
            .to_string();
        if line.is_empty() {
            break;
        }
        lines.push(line);
    }
    let first = lines.first().ok_or_else(|| bad("empty request".into()))?;
    let parts: Vec<&str> = first.split(' ').collect();
    let [method, path, version] = parts[..] else {
        return Err(bad(format!("not an HTTP request line: '{first}'")));
    };
    if method.is_empty()
        || !method.bytes().all(|c| c.is_ascii_uppercase())
        || !path.starts_with('/')
        || !version.starts_with("HTTP/1.")
    {
        return Err(bad(format!("not an HTTP request line: '{first}'")));
    }
    let mut content_length = None;
    for h in &lines[1..] {
        let (k, v) = h
            .split_once(':')
            .ok_or_else(|| bad(format!("not a header: '{h}'")))?;
        if k.trim().eq_ignore_ascii_case("content-length") {
            let n: usize = v
                .trim()
                .parse()
                .map_err(|_| bad(format!("bad Content-Length '{}'", v.trim())))?;
            if content_length.is_some_and(|m| m != n) {
                return Err(bad("conflicting Content-Length headers".into()));
            }
            content_length = Some(n);
        } else if k.trim().eq_ignore_ascii_case("transfer-encoding") {
            return Err(Refusal(
                Some("411 Length Required"),
                "bodies must have a Content-Length".into(),
            ));
        }
    }
    Ok(Head {
        method: method.to_string(),
        path: path.to_string(),
        content_length: content_length.unwrap_or(0),
    })
}

/// Reads one request, refusing what is over the limits, and answers it.
fn handle(mut stream: TcpStream, shared: &Shared) -> std::io::Result<()> {
    let timeout = shared.0.lock().map(|s| s.io_timeout).unwrap_or(IO_TIMEOUT);
    stream.set_write_timeout(Some(timeout))?;
    let mut reader = BufReader::new(DeadlineReader {
        stream: stream.try_clone()?,
        deadline: Instant::now() + timeout,
    });
    // Whether the request is an answer of the page (whose refusal fails its command).
    let mut is_reply = false;
    let request = read_head(&mut reader).and_then(|head| {
        is_reply = head.method == "POST" && head.path == "/reply";
        let limit = match (head.method.as_str(), head.path.as_str()) {
            ("POST", "/hello") => MAX_HELLO,
            ("POST", "/reply") => shared
                .0
                .lock()
                .map(|s| s.reply_limit)
                .unwrap_or(MAX_OTHER_REPLY),
            _ => 0,
        };
        if head.content_length > limit {
            return Err(Refusal(
                Some("413 Content Too Large"),
                format!(
                    "a body of {} bytes for {} {}, where at most {limit} are expected",
                    head.content_length, head.method, head.path
                ),
            ));
        }
        let mut body = vec![0u8; head.content_length];
        reader.read_exact(&mut body).map_err(|e| io_refusal(&e))?;
        Ok((head, body))
    });
    let (head, body) = match request {
        Ok(r) => r,
        Err(Refusal(status, why)) => {
            // A refused answer of the page fails the command waiting for it now, not
            // after the request timeout.
            if is_reply {
                if let Ok(mut st) = shared.0.lock() {
                    st.refused = Some(format!("the page's answer was refused: {why}"));
                }
                shared.1.notify_all();
            }
            if let Some(status) = status {
                respond(&mut stream, status, "text/plain", why.as_bytes())?;
                // Read (a bounded amount of) what the client still sends, so that closing
                // with unread data does not reset the connection before it reads the answer.
                stream.shutdown(std::net::Shutdown::Write)?;
                let mut rest = DeadlineReader {
                    stream,
                    deadline: Instant::now() + Duration::from_millis(200),
                };
                let _ = std::io::copy(&mut (&mut rest).take(1 << 20), &mut std::io::sink());
            }
            return Ok(());
        }
    };
    let (method, path) = (head.method, head.path);
    let js = "text/javascript; charset=utf-8";
    match (method.as_str(), path.as_str()) {
        ("GET", "/") => respond(
            &mut stream,
            "200 OK",
            "text/html; charset=utf-8",
            PAGE.as_bytes(),
        ),
        ("GET", "/driver.js") => respond(&mut stream, "200 OK", js, DRIVER.as_bytes()),
        ("GET", "/tessera_webgpu.js") => respond(&mut stream, "200 OK", js, RUNTIME_JS.as_bytes()),
        ("GET", "/next") => {
            let (lock, cv) = &**shared;
            let deadline = Instant::now() + POLL;
            let mut msg = None;
            if let Ok(mut st) = lock.lock() {
                loop {
                    if let Some(m) = st.outbox.pop_front() {
                        msg = Some(m);
                        break;
                    }
                    if st.closed {
                        msg = Some(r#"{"op":"close"}"#.to_string());
                        break;
                    }
                    let left = deadline.saturating_duration_since(Instant::now());
                    if left.is_zero() {
                        break;
                    }
                    match cv.wait_timeout(st, left) {
                        Ok((s, _)) => st = s,
                        Err(_) => return Ok(()),
                    }
                }
            }
            let m = msg.unwrap_or_else(|| r#"{"op":"wait"}"#.to_string());
            respond(&mut stream, "200 OK", "application/json", m.as_bytes())
        }
        ("POST", "/hello") | ("POST", "/reply") => {
            let v: Json = serde_json::from_slice(&body).unwrap_or_else(
                |e| json!({"ok": false, "error": format!("unreadable answer from the page: {e}")}),
            );
            let (lock, cv) = &**shared;
            if let Ok(mut st) = lock.lock() {
                if path == "/hello" {
                    st.hello = Some(v);
                } else if let Some(id) = v["id"].as_u64() {
                    st.replies.insert(id, v);
                }
            }
            cv.notify_all();
            respond(&mut stream, "200 OK", "application/json", b"{}")
        }
        ("GET", p) if p.starts_with("/files/") => {
            let rel = &p["/files/".len()..];
            let ok = !rel.is_empty()
                && rel
                    .split('/')
                    .all(|c| !c.is_empty() && c != ".." && c != "." && !c.contains('\\'));
            let dir = shared.0.lock().ok().and_then(|s| s.files.clone());
            match (ok, dir) {
                (true, Some(d)) => match std::fs::read(d.join(rel)) {
                    Ok(bytes) => {
                        let ct = if rel.ends_with(".js") {
                            js
                        } else {
                            "text/plain; charset=utf-8"
                        };
                        respond(&mut stream, "200 OK", ct, &bytes)
                    }
                    Err(_) => respond(&mut stream, "404 Not Found", "text/plain", b"not found"),
                },
                _ => respond(&mut stream, "404 Not Found", "text/plain", b"not found"),
            }
        }
        _ => respond(&mut stream, "404 Not Found", "text/plain", b"not found"),
    }
}

/// Standard base64 (with padding), for buffer contents in the JSON messages.
pub fn base64_encode(bytes: &[u8]) -> String {
    const T: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for c in bytes.chunks(3) {
        let b = [c[0], *c.get(1).unwrap_or(&0), *c.get(2).unwrap_or(&0)];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for k in 0..4 {
            if k <= c.len() {
                out.push(T[((n >> (18 - 6 * k)) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// Decodes standard base64 (padding optional).
pub fn base64_decode(s: &str) -> Result<Vec<u8>, String> {
    let val = |c: u8| -> Result<u32, String> {
        Ok(match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            _ => return Err(format!("invalid base64 byte 0x{c:02x}")),
        }
        .into())
    };
    let s = s.trim_end_matches('=').as_bytes();
    let mut out = Vec::with_capacity(s.len() * 3 / 4);
    for c in s.chunks(4) {
        let mut n = 0u32;
        for (k, &ch) in c.iter().enumerate() {
            n |= val(ch)? << (18 - 6 * k);
        }
        let bytes = [(n >> 16) as u8, (n >> 8) as u8, n as u8];
        match c.len() {
            4 => out.extend_from_slice(&bytes),
            3 => out.extend_from_slice(&bytes[..2]),
            2 => out.push(bytes[0]),
            _ => return Err("truncated base64".into()),
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A server on a free port with a short I/O timeout, and its state.
    fn server(io_timeout: Duration) -> (std::net::SocketAddr, Shared) {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        let mut st = State::new();
        st.io_timeout = io_timeout;
        let shared: Shared = Arc::new((Mutex::new(st), Condvar::new()));
        let s = Arc::clone(&shared);
        std::thread::spawn(move || serve(listener, s));
        (addr, shared)
    }

    /// Sends `bytes` (then keeps the connection open unless `close`), and returns the
    /// status line of the answer and how long it took.
    fn exchange(addr: std::net::SocketAddr, bytes: &[u8], close: bool) -> (String, Duration) {
        let start = Instant::now();
        let mut c = TcpStream::connect(addr).unwrap();
        c.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
        // The server may answer (and close) before it has read everything.
        let _ = c.write_all(bytes);
        if close {
            let _ = c.shutdown(std::net::Shutdown::Write);
        }
        let mut out = Vec::new();
        let _ = c.read_to_end(&mut out);
        let text = String::from_utf8_lossy(&out);
        (
            text.lines().next().unwrap_or("").to_string(),
            start.elapsed(),
        )
    }

    #[test]
    fn bad_requests_get_an_error_status_not_a_hang() {
        let (addr, shared) = server(Duration::from_millis(500));
        let ok = exchange(addr, b"GET /driver.js HTTP/1.1\r\nHost: x\r\n\r\n", false);
        assert_eq!(ok.0, "HTTP/1.1 200 OK");
        let huge_head = vec![b'A'; MAX_HEAD + 10];
        assert_eq!(
            exchange(addr, &huge_head, false).0,
            "HTTP/1.1 431 Request Header Fields Too Large"
        );
        let many_headers = format!("GET / HTTP/1.1\r\n{}\r\n", "X-A: b\r\n".repeat(4000));
        assert_eq!(
            exchange(addr, many_headers.as_bytes(), false).0,
            "HTTP/1.1 431 Request Header Fields Too Large"
        );
        for garbage in [
            &b"\xff\xfe\x00garbage\r\n\r\n"[..],
            b"GET\r\n\r\n",
            b"get / HTTP/1.1\r\n\r\n",
            b"GET / HTTP/1.1\r\nno colon\r\n\r\n",
            b"POST /reply HTTP/1.1\r\nContent-Length: -1\r\n\r\n",
            b"POST /reply HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab",
            b"\r\n",
        ] {
            let (status, _) = exchange(addr, garbage, false);
            assert_eq!(status, "HTTP/1.1 400 Bad Request", "{garbage:?}");
        }
        assert_eq!(
            exchange(
                addr,
                b"POST /reply HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n",
                false
            )
            .0,
            "HTTP/1.1 411 Length Required"
        );
        // A GET has no body; a hello and an answer have bounded ones.
        for req in [
            "GET /next HTTP/1.1\r\nContent-Length: 10\r\n\r\n0123456789".to_string(),
            format!(
                "POST /hello HTTP/1.1\r\nContent-Length: {}\r\n\r\n",
                MAX_HELLO + 1
            ),
            "POST /reply HTTP/1.1\r\nContent-Length: 99999999999999\r\n\r\n".to_string(),
        ] {
            let (status, t) = exchange(addr, req.as_bytes(), false);
            assert_eq!(status, "HTTP/1.1 413 Content Too Large", "{req}");
            assert!(t < Duration::from_secs(3), "{req}: {t:?}");
        }
        // The refused answer fails the command in flight.
        assert!(shared.0.lock().unwrap().refused.take().is_some());
        // Slow or truncated requests time out.
        for slow in [
            &b"GET / HTTP/1.1\r\n"[..],
            b"POST /hello HTTP/1.1\r\nContent-Length: 100\r\n\r\n{",
        ] {
            let (status, t) = exchange(addr, slow, false);
            assert_eq!(status, "HTTP/1.1 408 Request Timeout");
            assert!(t < Duration::from_secs(10), "{t:?}");
        }
        // A client that closes mid-request gets no answer and costs nothing.
        assert_eq!(exchange(addr, b"GET / HT", true).0, "");
        assert_eq!(
            exchange(addr, b"GET / HTTP/1.1\r\nHost: x\r\n\r\n", false).0,
            "HTTP/1.1 200 OK"
        );
    }

    #[test]
    fn an_answer_is_bounded_by_the_buffers_it_reads_back() {
        let cmd = json!({
            "op": "launch",
            "uploads": [
                {"buffer": 1, "bytes": 3000, "data": null},
                {"buffer": 2, "bytes": 600_000, "data": null},
            ],
            "read": [1],
        });
        assert_eq!(reply_limit(&cmd), 4004 + REPLY_SLACK);
        assert_eq!(reply_limit(&json!({"op": "module"})), MAX_OTHER_REPLY);
        // An answer over it is refused; one within it is taken.
        let (addr, shared) = server(Duration::from_millis(500));
        shared.0.lock().unwrap().reply_limit = reply_limit(&cmd);
        // (The head only: the server answers before reading a body it refuses.)
        let req = format!(
            "POST /reply HTTP/1.1\r\nContent-Length: {}\r\n\r\n",
            4005 + REPLY_SLACK
        );
        assert_eq!(
            exchange(addr, req.as_bytes(), false).0,
            "HTTP/1.1 413 Content Too Large"
        );
        let refused = shared.0.lock().unwrap().refused.take();
        assert!(
            refused.as_deref().is_some_and(|r| r.contains("at most")),
            "{refused:?}"
        );
        let body = r#"{"id":7,"ok":true}"#;
        let req = format!(
            "POST /reply HTTP/1.1\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        );
        assert_eq!(exchange(addr, req.as_bytes(), false).0, "HTTP/1.1 200 OK");
        assert!(shared.0.lock().unwrap().replies.contains_key(&7));
    }

    #[test]
    fn base64_round_trips() {
        for n in 0..20usize {
            let v: Vec<u8> = (0..n).map(|i| (i * 37 + 5) as u8).collect();
            assert_eq!(base64_decode(&base64_encode(&v)).unwrap(), v);
        }
        assert_eq!(base64_encode(b"Man"), "TWFu");
        assert_eq!(base64_encode(b"Ma"), "TWE=");
        assert!(base64_decode("a*").is_err());
    }
}
