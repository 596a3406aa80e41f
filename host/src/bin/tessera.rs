//! The `tessera` binary: a thin wrapper over [`tessera_host::cli::run_cli`].

fn main() {
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
