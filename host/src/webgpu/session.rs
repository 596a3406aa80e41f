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
//! The flags (`CHROMIUM_FLAGS`) are what Chromium 156 needs to run WebGPU compute on
//! SwiftShader headless; `--no-sandbox` only when running as root, where Chromium refuses
//! to start with its sandbox.

use std::collections::{HashMap, VecDeque};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
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

const PAGE: &str = r#"<!doctype html>
<html><head><meta charset="utf-8"><title>tessera validate --browser</title></head>
<body><pre id="log">tessera: starting</pre>
<script type="module" src="/driver.js"></script></body></html>
"#;

const DRIVER: &str = include_str!("driver.js");

/// The runtime module (`tessera_webgpu.js`), shared with `tessera translate --to webgpu`.
pub const RUNTIME_JS: &str = include_str!("tessera_webgpu.js");

#[derive(Default)]
struct State {
    /// Files served under `/files/` (`BrowserSession::serve_dir`).
    files: Option<PathBuf>,
    outbox: VecDeque<String>,
    replies: HashMap<u64, Json>,
    hello: Option<Json>,
    closed: bool,
}

type Shared = Arc<(Mutex<State>, Condvar)>;

/// A running headless Chromium with a Tessera page.
pub struct BrowserSession {
    child: Child,
    profile: PathBuf,
    shared: Shared,
    next_id: u64,
    /// What the page reported: `adapter` (vendor, architecture, device, description,
    /// isFallbackAdapter, subgroupMinSize, subgroupMaxSize), `limits` (the device's) and
    /// `userAgent`.
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
        let shared: Shared = Arc::new((Mutex::new(State::default()), Condvar::new()));
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
            st.outbox.push_back(command.to_string());
            cv.notify_all();
        }
        let reply = self.wait_for(REQUEST_TIMEOUT, &what, |st| st.replies.remove(&id))?;
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

fn serve(listener: TcpListener, shared: Shared) {
    for stream in listener.incoming() {
        if shared.0.lock().map(|s| s.closed).unwrap_or(true) {
            return;
        }
        let Ok(stream) = stream else { continue };
        let shared = Arc::clone(&shared);
        std::thread::spawn(move || {
            let _ = handle(stream, &shared);
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

fn handle(mut stream: TcpStream, shared: &Shared) -> std::io::Result<()> {
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut line = String::new();
    reader.read_line(&mut line)?;
    let mut parts = line.split_whitespace();
    let method = parts.next().unwrap_or("").to_string();
    let path = parts.next().unwrap_or("").to_string();
    let mut len = 0usize;
    loop {
        let mut h = String::new();
        if reader.read_line(&mut h)? == 0 || h == "\r\n" || h == "\n" {
            break;
        }
        if let Some((k, v)) = h.split_once(':') {
            if k.trim().eq_ignore_ascii_case("content-length") {
                len = v.trim().parse().unwrap_or(0);
            }
        }
    }
    let mut body = vec![0u8; len];
    reader.read_exact(&mut body)?;
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
