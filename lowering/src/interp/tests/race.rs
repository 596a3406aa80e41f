//! The race detector ([`Config::race_check`]) and the invocation order ([`Config::order`]).

use super::*;

/// Runs `@main(%m: memref<8xf32>)` on `init` with the race check on and `order`; returns
/// the memref's contents or the error.
fn run8(src: &str, init: &[f32], order: Order) -> Result<Vec<f32>, crate::diag::Diagnostic> {
    let mut it = interp(src);
    it.config.race_check = true;
    it.config.order = order;
    let m = it.memory_mut().memref_from_f32(&[8], init).unwrap();
    match it.call("main", vec![RtValue::MemRef(m.clone())], &mut Vec::new()) {
        Ok(_) => Ok(it.memory_mut().read_f32(&m).unwrap()),
        Err(mut e) => Err(e.0.remove(0)),
    }
}

/// The 1-based line of the first line of `src` containing `marker`.
fn line_of(src: &str, marker: &str) -> usize {
    src.lines()
        .position(|l| l.contains(marker))
        .unwrap_or_else(|| panic!("no {marker} in the source"))
        + 1
}

/// The 1-based column of the op name on line `line` (an op is located at its name, after
/// its results, as upstream locates it).
fn op_col(src: &str, line: usize) -> usize {
    let text = src.lines().nth(line - 1).unwrap_or("");
    let body = text.trim_start();
    let indent = text.len() - body.len();
    let name = match body.strip_prefix('%').and_then(|_| body.find("= ")) {
        Some(eq) => eq + 2,
        None => 0,
    };
    indent + name + 1
}

/// A launch of `grid` workgroups of `block` invocations around `body` (which sees `%m`,
/// `%tx`, `%bx`, constants `%c0`..`%c3` and `%f1 = 1.0`).
fn launch(grid: u32, block: u32, body: &str) -> String {
    format!(
        r#"
func.func @main(%m: memref<8xf32>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %f1 = arith.constant 1.0 : f32
  %g = arith.constant {grid} : index
  %b = arith.constant {block} : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %g, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %b, %sy = %c1, %sz = %c1) {{
{body}
    gpu.terminator
  }}
  return
}}
"#
    )
}

/// `invocation (..) of workgroup (..)` from a marker `// R invocation ...`.
fn who(marker: &str) -> &str {
    marker.get(5..).unwrap_or("")
}

fn assert_race(src: &str, first: (&str, &str), second: (&str, &str), elem: &str) {
    let d = match run8(src, &[0.0; 8], Order::Forward) {
        Ok(v) => panic!("no race reported; result {v:?}\n{src}"),
        Err(d) => d,
    };
    let msg = &d.message;
    assert!(
        msg.starts_with(&format!("data race on {elem} of memref<8xf32>: ")),
        "{msg}"
    );
    let (l1, l2) = (line_of(src, first.1), line_of(src, second.1));
    let (c1, c2) = (op_col(src, l1), op_col(src, l2));
    let want = format!(
        "{} by {} at test.mlir:{l1}:{c1} and {} by {} at test.mlir:{l2}:{c2}",
        first.0,
        who(first.1),
        second.0,
        who(second.1)
    );
    assert!(msg.contains(&want), "{msg}\nwant: {want}");
    // The diagnostic is located at the second access.
    let loc = d.loc.as_ref().expect("located");
    assert_eq!(loc.line as usize, l2, "{msg}");
}

#[test]
fn two_invocations_writing_one_element_race() {
    let src = launch(1, 2, "    memref.store %f1, %m[%c3] : memref<8xf32> // W\n");
    let d = run8(&src, &[0.0; 8], Order::Forward).unwrap_err();
    let l = line_of(&src, "// W");
    assert_eq!(
        d.message,
        format!(
            "data race on element [3] of memref<8xf32>: write by invocation (0,0,0) of workgroup (0,0,0) at test.mlir:{l}:5 and write by invocation (1,0,0) of workgroup (0,0,0) at test.mlir:{l}:5, with no gpu.barrier or atomic ordering them"
        )
    );
}

#[test]
fn read_then_write_by_another_invocation_races() {
    // Invocation t reads m[t + 1] and writes m[t]: invocation 1 writes what 0 read.
    let body = "    %n = arith.addi %tx, %c1 : index
    %v = memref.load %m[%n] : memref<8xf32> // R invocation (0,0,0) of workgroup (0,0,0)
    memref.store %v, %m[%tx] : memref<8xf32> // W invocation (1,0,0) of workgroup (0,0,0)
";
    let src = launch(1, 4, body);
    assert_race(
        &src,
        ("read", "// R invocation (0,0,0) of workgroup (0,0,0)"),
        ("write", "// W invocation (1,0,0) of workgroup (0,0,0)"),
        "element [1]",
    );
}

#[test]
fn a_write_after_two_readers_races_with_the_other_reader() {
    // Both invocations read m[0], then invocation 0 writes it: a race with invocation 1's
    // read (the log keeps readers of two invocations).
    let body =
        "    %v = memref.load %m[%c0] : memref<8xf32> // R invocation (1,0,0) of workgroup (0,0,0)
    %z = arith.cmpi eq, %tx, %c0 : index
    scf.if %z {
      memref.store %v, %m[%c0] : memref<8xf32> // W invocation (0,0,0) of workgroup (0,0,0)
    }
";
    let src = launch(1, 2, body);
    // The sequential scheduler runs invocation 0 to the end first, so the write comes
    // before invocation 1's read: reverse the order to get read, read, write.
    let d = run8(&src, &[0.0; 8], Order::Reverse).unwrap_err();
    assert!(
        d.message.contains(&format!(
            "read by invocation (1,0,0) of workgroup (0,0,0) at test.mlir:{}:10 and write by invocation (0,0,0) of workgroup (0,0,0) at test.mlir:{}:7",
            line_of(&src, "// R"),
            line_of(&src, "// W")
        )),
        "{}",
        d.message
    );
    // Forward: invocation 0 reads and writes, then invocation 1 reads: also a race.
    let d = run8(&src, &[0.0; 8], Order::Forward).unwrap_err();
    assert!(
        d.message.contains("write by invocation (0,0,0)"),
        "{}",
        d.message
    );
    assert!(
        d.message.contains("and read by invocation (1,0,0)"),
        "{}",
        d.message
    );
}

#[test]
fn reads_of_one_element_do_not_race() {
    let body = "    %v = memref.load %m[%c0] : memref<8xf32>
    %w = arith.addf %v, %f1 : f32
    %i = arith.addi %tx, %c1 : index
    memref.store %w, %m[%i] : memref<8xf32>
";
    let shifted = body.replace(
        "%i = arith.addi %tx, %c1",
        "%i0 = arith.addi %tx, %bx : index\n    %i = arith.addi %i0, %c1",
    );
    let got = run8(&launch(2, 3, &shifted), &[5.0; 8], Order::Forward);
    // Workgroup b writes m[b + t + 1] (t < 3): workgroups 0 and 1 overlap at m[2] and m[3].
    assert!(got
        .unwrap_err()
        .message
        .contains("write by invocation (1,0,0) of workgroup (0,0,0)"));
    let got = run8(&launch(1, 7, body), &[5.0; 8], Order::Forward).unwrap();
    assert_eq!(got, vec![5.0, 6.0, 6.0, 6.0, 6.0, 6.0, 6.0, 6.0]);
}

#[test]
fn a_barrier_orders_a_write_and_a_read_of_its_workgroup() {
    let body = "    %z = arith.cmpi eq, %tx, %c0 : index
    scf.if %z {
      memref.store %f1, %m[%c2] : memref<8xf32>
    }
    gpu.barrier
    %v = memref.load %m[%c2] : memref<8xf32>
    %i = arith.addi %tx, %c3 : index
    memref.store %v, %m[%i] : memref<8xf32>
";
    for order in [Order::Forward, Order::Reverse, Order::Shuffle(7)] {
        let got = run8(&launch(1, 4, body), &[0.0; 8], order).unwrap();
        assert_eq!(got, vec![0.0, 0.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0.0], "{order}");
    }
    // Without the barrier, the other invocations' reads race with the write.
    let src = launch(1, 4, &body.replace("gpu.barrier", ""));
    let d = run8(&src, &[0.0; 8], Order::Forward).unwrap_err();
    assert!(
        d.message.starts_with("data race on element [2] of memref<8xf32>: write by invocation (0,0,0) of workgroup (0,0,0)"),
        "{}",
        d.message
    );
}

#[test]
fn workgroups_are_not_ordered_by_barriers() {
    // Workgroup 0 writes m[0], every workgroup passes a barrier, workgroup 1 reads m[0].
    let body = "    %z = arith.cmpi eq, %bx, %c0 : index
    scf.if %z {
      memref.store %f1, %m[%c0] : memref<8xf32> // W invocation (0,0,0) of workgroup (0,0,0)
    }
    gpu.barrier
    %o = arith.cmpi eq, %bx, %c1 : index
    scf.if %o {
      %v = memref.load %m[%c0] : memref<8xf32> // R invocation (0,0,0) of workgroup (1,0,0)
      memref.store %v, %m[%c1] : memref<8xf32>
    }
";
    let src = launch(2, 1, body);
    let d = run8(&src, &[0.0; 8], Order::Forward).unwrap_err();
    assert!(
        d.message.contains(&format!(
            "write by invocation (0,0,0) of workgroup (0,0,0) at test.mlir:{}:7 and read by invocation (0,0,0) of workgroup (1,0,0) at test.mlir:{}:12",
            line_of(&src, "// W"),
            line_of(&src, "// R")
        )),
        "{}",
        d.message
    );
}

#[test]
fn a_write_by_a_later_workgroup_races_with_an_earlier_read() {
    // Workgroup 0 reads m[0]; workgroup 1 reads it too, passes a barrier and writes it.
    // Workgroup 1's own read is ordered before its write, workgroup 0's is not.
    let body = "    %v = memref.load %m[%c0] : memref<8xf32>
    gpu.barrier
    %o = arith.cmpi eq, %bx, %c1 : index
    scf.if %o {
      memref.store %v, %m[%c0] : memref<8xf32>
    }
";
    let d = run8(&launch(2, 2, body), &[0.0; 8], Order::Forward).unwrap_err();
    assert!(
        d.message
            .contains("read by invocation (0,0,0) of workgroup (0,0,0) at test.mlir:12:10 and write by invocation (0,0,0) of workgroup (1,0,0) at test.mlir:16:7"),
        "{}",
        d.message
    );
}

#[test]
fn cross_workgroup_writes_race() {
    let src = launch(2, 1, "    memref.store %f1, %m[%c0] : memref<8xf32> // W\n");
    let d = run8(&src, &[0.0; 8], Order::Forward).unwrap_err();
    assert!(
        d.message.contains("write by invocation (0,0,0) of workgroup (0,0,0) at test.mlir:12:5 and write by invocation (0,0,0) of workgroup (1,0,0) at test.mlir:12:5"),
        "{}",
        d.message
    );
    assert_eq!(line_of(&src, "// W"), 12);
}

#[test]
fn atomics_do_not_race_with_each_other_but_with_plain_accesses() {
    let body = "    %old = memref.atomic_rmw addf %f1, %m[%c0] : (f32, memref<8xf32>) -> f32
";
    // Two workgroups of four invocations add 1 each.
    for order in [Order::Forward, Order::Reverse, Order::Shuffle(3)] {
        let got = run8(&launch(2, 4, body), &[0.0; 8], order).unwrap();
        assert_eq!(got[0], 8.0, "{order}");
    }
    // A plain read of the counter by another invocation, with no barrier: a race.
    let racy = format!("{body}    %v = memref.load %m[%c0] : memref<8xf32>\n    memref.store %v, %m[%tx] : memref<8xf32>\n");
    let d = run8(&launch(1, 4, &racy), &[0.0; 8], Order::Forward).unwrap_err();
    assert!(
        d.message
            .starts_with("data race on element [0] of memref<8xf32>: "),
        "{}",
        d.message
    );
    assert!(
        d.message.contains("atomic read-modify-write by invocation"),
        "{}",
        d.message
    );
    // After a barrier, reading the counter is fine.
    let ok = format!("{body}    gpu.barrier\n    %v = memref.load %m[%c0] : memref<8xf32>\n    %i = arith.addi %tx, %c1 : index\n    memref.store %v, %m[%i] : memref<8xf32>\n");
    let got = run8(&launch(1, 4, &ok), &[0.0; 8], Order::Reverse).unwrap();
    assert_eq!(got, vec![4.0, 4.0, 4.0, 4.0, 4.0, 0.0, 0.0, 0.0]);
}

#[test]
fn vector_accesses_cover_their_elements() {
    let body = "    %z = arith.cmpi eq, %tx, %c0 : index
    scf.if %z {
      %v = arith.constant dense<2.0> : vector<4xf32>
      vector.store %v, %m[%c0] : memref<8xf32>, vector<4xf32>
    } else {
      memref.store %f1, %m[%c3] : memref<8xf32>
    }
";
    let d = run8(&launch(1, 2, body), &[0.0; 8], Order::Forward).unwrap_err();
    assert!(
        d.message
            .starts_with("data race on element [3] of memref<8xf32>: write by invocation (0,0,0)"),
        "{}",
        d.message
    );
    // Disjoint elements: no race.
    let ok = body.replace(
        "memref.store %f1, %m[%c3]",
        "%c4 = arith.constant 4 : index\n      memref.store %f1, %m[%c4]",
    );
    let got = run8(&launch(1, 2, &ok), &[0.0; 8], Order::Forward).unwrap();
    assert_eq!(got, vec![2.0, 2.0, 2.0, 2.0, 1.0, 0.0, 0.0, 0.0]);
}

#[test]
fn workgroup_memory_is_per_workgroup_and_private_memory_per_invocation() {
    // The barrier-synchronised reversal through workgroup memory, with a private buffer:
    // race-free, in every order.
    for order in [Order::Forward, Order::Reverse, Order::Shuffle(11)] {
        let mut it = interp(super::gpu::REVERSE);
        it.config.race_check = true;
        it.config.order = order;
        let data: Vec<f32> = (0..64).map(|x| x as f32).collect();
        let mi = it.memory_mut().memref_from_f32(&[64], &data).unwrap();
        let mo = it.memory_mut().memref_from_f32(&[64], &[0.0; 64]).unwrap();
        it.call(
            "rev",
            vec![RtValue::MemRef(mi.clone()), RtValue::MemRef(mo.clone())],
            &mut Vec::new(),
        )
        .unwrap_or_else(|e| panic!("{order}: {:?}", e.0));
        let o = it.memory_mut().read_f32(&mo).unwrap();
        for (g, &x) in o.iter().enumerate() {
            let (b, t) = (g / 32, g % 32);
            assert_eq!(x, (b * 32 + 31 - t) as f32, "{order}: out[{g}]");
        }
    }
    // Without the barrier, the reads of workgroup memory race with the writes.
    let racy = super::gpu::REVERSE.replace("    gpu.barrier\n", "");
    let mut it = interp(&racy);
    it.config.race_check = true;
    let mi = it.memory_mut().memref_from_f32(&[64], &[0.0; 64]).unwrap();
    let mo = it.memory_mut().memref_from_f32(&[64], &[0.0; 64]).unwrap();
    let e = it
        .call(
            "rev",
            vec![RtValue::MemRef(mi), RtValue::MemRef(mo)],
            &mut Vec::new(),
        )
        .unwrap_err();
    assert!(
        e.0[0].message.starts_with(
            "data race on element [16] of memref<32xf32> (workgroup memory): read by invocation (15,0,0) of workgroup (0,0,0) at test.mlir:19:10 and write by invocation (16,0,0) of workgroup (0,0,0) at test.mlir:17:5"
        ),
        "{}",
        e.0[0].message
    );
}

#[test]
fn a_racy_kernel_gives_another_answer_in_another_order() {
    // Invocation t: m[t + 1] = m[t] + 1, all in one workgroup. Forward, the values chain
    // (1, 2, 3, ...); reversed, each reads the initial 0.
    let body = "    %v = memref.load %m[%tx] : memref<8xf32>
    %w = arith.addf %v, %f1 : f32
    %i = arith.addi %tx, %c1 : index
    memref.store %w, %m[%i] : memref<8xf32>
";
    let src = launch(1, 7, body);
    let run = |order| {
        let mut it = interp(&src);
        it.config.order = order;
        let m = it.memory_mut().memref_from_f32(&[8], &[0.0; 8]).unwrap();
        it.call("main", vec![RtValue::MemRef(m.clone())], &mut Vec::new())
            .unwrap();
        it.memory_mut().read_f32(&m).unwrap()
    };
    assert_eq!(
        run(Order::Forward),
        vec![0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]
    );
    assert_eq!(
        run(Order::Reverse),
        vec![0.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]
    );
    let shuffled = run(Order::Shuffle(5));
    assert_ne!(shuffled, run(Order::Forward));
    assert_eq!(shuffled, run(Order::Shuffle(5)), "a seed fixes the order");
    // And the detector explains it.
    let d = run8(&src, &[0.0; 8], Order::Forward).unwrap_err();
    assert!(
        d.message.starts_with("data race on element [1] of memref<8xf32>: write by invocation (0,0,0) of workgroup (0,0,0) at test.mlir:15:5 and read by invocation (1,0,0) of workgroup (0,0,0) at test.mlir:12:10"),
        "{}",
        d.message
    );
}

#[test]
fn every_order_runs_every_invocation_and_workgroup_once() {
    // Grid 3x2, workgroups 2x2: invocation (t, b) adds 1 to its own element with an atomic.
    let src = r#"
func.func @main(%m: memref<24xi32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c3, %gy = %c2, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c2, %sy = %c2, %sz = %c1) {
    %id = gpu.global_id x
    %jd = gpu.global_id y
    %six = arith.constant 6 : index
    %r = arith.muli %jd, %six : index
    %k = arith.addi %r, %id : index
    %old = memref.atomic_rmw addi %one, %m[%k] : (i32, memref<24xi32>) -> i32
    gpu.terminator
  }
  return
}
"#;
    for order in [
        Order::Forward,
        Order::Reverse,
        Order::Shuffle(0),
        Order::Shuffle(99),
    ] {
        let mut it = interp(src);
        it.config.order = order;
        it.config.race_check = true;
        let m = it.memory_mut().memref_from_i32(&[24], &[0; 24]).unwrap();
        it.call("main", vec![RtValue::MemRef(m.clone())], &mut Vec::new())
            .unwrap_or_else(|e| panic!("{order}: {:?}", e.0));
        assert_eq!(
            it.memory_mut().read_i32(&m).unwrap(),
            vec![1; 24],
            "{order}"
        );
    }
}

#[test]
fn orders_parse_and_print() {
    assert_eq!("forward".parse::<Order>(), Ok(Order::Forward));
    assert_eq!("reverse".parse::<Order>(), Ok(Order::Reverse));
    assert_eq!(
        "shuffle".parse::<Order>(),
        Ok(Order::Shuffle(DEFAULT_SHUFFLE_SEED))
    );
    assert_eq!("shuffle:42".parse::<Order>(), Ok(Order::Shuffle(42)));
    for o in [Order::Forward, Order::Reverse, Order::Shuffle(42)] {
        assert_eq!(o.to_string().parse::<Order>(), Ok(o));
    }
    for bad in [
        "",
        "backward",
        "Reverse",
        "shuffle:",
        "shuffle:-1",
        "shuffle:+1",
        "shuffle:x",
        "reverse:3",
    ] {
        let e = bad.parse::<Order>().unwrap_err();
        assert!(
            e.contains(&format!("invalid interpreter order '{bad}'"))
                && e.contains("expected forward, reverse, shuffle or shuffle:SEED"),
            "{e}"
        );
    }
}

#[test]
fn permutations_are_bijections() {
    for order in [
        Order::Forward,
        Order::Reverse,
        Order::Shuffle(1),
        Order::Shuffle(12345),
    ] {
        for n in [0usize, 1, 2, 7, 64, 100] {
            let mut p = order.permutation(n, 3);
            p.sort_unstable();
            assert_eq!(p, (0..n).collect::<Vec<_>>(), "{order} {n}");
            let f = order.nth_of(n as u64);
            let mut q: Vec<u64> = (0..n as u64).map(&f).collect();
            q.sort_unstable();
            assert_eq!(q, (0..n as u64).collect::<Vec<_>>(), "{order} {n}");
        }
    }
    assert_eq!(Order::Reverse.permutation(3, 0), vec![2, 1, 0]);
    assert_ne!(
        Order::Shuffle(1).permutation(64, 0),
        (0..64).collect::<Vec<_>>()
    );
}
