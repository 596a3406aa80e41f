//! The `tessera` binary: a thin wrapper over [`tessera_host::cli::run_cli`].

/// mimalloc instead of the system allocator: the IR allocates small vectors per op, and
/// with glibc's allocator the compile time per op grew with module size (docs/PERFORMANCE.md).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Prints the `log` records of wgpu, wgpu-hal and naga to stderr at the level named by
/// `TESSERA_LOG` (`error`, `warn`, `info`, `debug`, `trace`): the driver's side of a
/// failure (a GL context that cannot be created, a shader the driver rejects).
struct StderrLog(log::LevelFilter);

impl log::Log for StderrLog {
    fn enabled(&self, m: &log::Metadata<'_>) -> bool {
        m.level() <= self.0
    }
    fn log(&self, r: &log::Record<'_>) {
        if self.enabled(r.metadata()) {
            eprintln!("[{} {}] {}", r.level(), r.target(), r.args());
        }
    }
    fn flush(&self) {}
}

fn init_log() {
    let Ok(level) = std::env::var("TESSERA_LOG") else {
        return;
    };
    let Ok(filter) = level.parse::<log::LevelFilter>() else {
        eprintln!("tessera: warning: TESSERA_LOG={level} is not a log level (error, warn, info, debug, trace)");
        return;
    };
    let logger: &'static StderrLog = Box::leak(Box::new(StderrLog(filter)));
    if log::set_logger(logger).is_ok() {
        log::set_max_level(filter);
    }
}

fn main() {
    init_log();
    // Mesa's Vulkan drivers print "XDG_RUNTIME_DIR is invalid" on every instance creation
    // when it is unset (CI, containers). Compute needs no window system: point it at a
    // private temporary directory. This runs before any thread exists.
    if std::env::var_os("XDG_RUNTIME_DIR").is_none() {
        let dir = std::env::temp_dir().join("tessera-xdg-runtime");
        if std::fs::create_dir_all(&dir).is_ok() {
            std::env::set_var("XDG_RUNTIME_DIR", &dir);
        }
    }
    let args: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let stderr = std::io::stderr();
    let code = tessera_host::cli::run_cli(
        &args,
        &mut stdin.lock(),
        &mut stdout.lock(),
        &mut stderr.lock(),
    );
    std::process::exit(code);
}
