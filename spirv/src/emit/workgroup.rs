//! The workgroup size (`LocalSize`) of a kernel: `known_block_size`, else
//! `spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [x, y, z]>` (kept opaque
//! by the parser; its text is read here), else the constant block sizes of the
//! `gpu.launch_func` ops that launch the kernel.

use tessera_lowering::dialect::OpKind;
use tessera_lowering::ir::{AttrKind, Op};

use super::Cx;
use crate::error::Result;

/// The workgroup size of `func`: `known_block_size`, else `spirv.entry_point_abi`, else
/// the constant block sizes of the `gpu.launch_func` ops that launch it.
pub(crate) fn workgroup_size(cx: &Cx, func: Op) -> Result<[u32; 3]> {
    for name in ["known_block_size", "gpu.known_block_size"] {
        if let Some(v) = cx.dense_ints(func, name) {
            return to_size(cx, func, &v, name);
        }
    }
    if let Some(AttrKind::Opaque { body, .. }) = cx.attr(func, "spirv.entry_point_abi") {
        match parse_entry_point_abi(body) {
            Some(v) => return to_size(cx, func, &v, "spirv.entry_point_abi"),
            None => {
                return Err(cx.invalid(
                    func,
                    format!("cannot read workgroup_size from #spirv{body}"),
                ))
            }
        }
    }
    if let Some(v) = launch_block_size(cx, func)? {
        return to_size(cx, func, &v, "gpu.launch_func");
    }
    Err(cx.invalid(
        func,
        "workgroup size unknown: give the kernel `known_block_size = array<i32: x, y, z>` or \
         `spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [x, y, z]>`, or \
         launch it with constant block sizes",
    ))
}

fn to_size(cx: &Cx, func: Op, v: &[i64], what: &str) -> Result<[u32; 3]> {
    let mut out = [1u32; 3];
    if v.is_empty() || v.len() > 3 {
        return Err(cx.invalid(func, format!("{what} must have 1 to 3 entries")));
    }
    for (i, x) in v.iter().enumerate() {
        if *x < 1 || *x > 1024 {
            return Err(cx.invalid(func, format!("{what}: workgroup size {x} is out of range")));
        }
        out[i] = *x as u32;
    }
    Ok(out)
}

/// Extracts `[x, y, z]` from the body of `#spirv.entry_point_abi<workgroup_size = ...>`
/// (either `[x, y, z]` or `array<i32: x, y, z>`).
pub(crate) fn parse_entry_point_abi(body: &str) -> Option<Vec<i64>> {
    let start = body.find("workgroup_size")? + "workgroup_size".len();
    let rest = body[start..].trim_start().strip_prefix('=')?.trim_start();
    let list = if let Some(r) = rest.strip_prefix('[') {
        &r[..r.find(']')?]
    } else if let Some(r) = rest.strip_prefix("array<") {
        let inner = &r[..r.find('>')?];
        inner.split_once(':').map(|(_, l)| l).unwrap_or("")
    } else {
        return None;
    };
    list.split(',')
        .map(|s| s.trim().parse::<i64>().ok())
        .collect()
}

fn launch_block_size(cx: &Cx, func: Op) -> Result<Option<Vec<i64>>> {
    let m = cx.m;
    let Some(fname) = cx.str_attr(func, "sym_name") else {
        return Ok(None);
    };
    let mname = m.parent_op(func).and_then(|p| cx.str_attr(p, "sym_name"));
    let mut found: Option<(Op, Vec<i64>)> = None;
    let mut err = None;
    for &top in &m.top {
        m.walk_pre(top, &mut |op| {
            if err.is_some() || m.op(op).kind != Some(OpKind::GpuLaunchFunc) {
                return;
            }
            let Some(AttrKind::SymbolRef { root, nested }) = cx.attr(op, "kernel") else {
                return;
            };
            let root = cx.ctx.ident_str(*root);
            let hit = match nested.as_slice() {
                [f] => Some(root) == mname.as_deref() && cx.ctx.ident_str(*f) == fname,
                [] => root == fname,
                _ => false,
            };
            if !hit {
                return;
            }
            let base = cx
                .segments(op)
                .and_then(|s| s.first().copied())
                .unwrap_or(0)
                + 3;
            let mut sizes = Vec::new();
            for i in base..base + 3 {
                let c = m
                    .op(op)
                    .operands()
                    .get(i)
                    .and_then(|v| m.defining_op(*v))
                    .and_then(|d| {
                        if m.op(d).kind == Some(OpKind::ArithConstant) {
                            cx.int_attr(d, "value").map(|x| x as i64)
                        } else {
                            None
                        }
                    });
                match c {
                    Some(c) => sizes.push(c),
                    None => return,
                }
            }
            match &found {
                Some((_, prev)) if *prev != sizes => {
                    err = Some(cx.invalid(
                        op,
                        format!(
                            "kernel launched with different block sizes {prev:?} and {sizes:?}"
                        ),
                    ))
                }
                _ => found = Some((op, sizes)),
            }
        });
    }
    if let Some(e) = err {
        return Err(e);
    }
    Ok(found.map(|(_, s)| s))
}

#[cfg(test)]
mod tests {
    use super::parse_entry_point_abi;

    #[test]
    fn entry_point_abi_forms() {
        assert_eq!(
            parse_entry_point_abi(".entry_point_abi<workgroup_size = [32, 4, 1]>"),
            Some(vec![32, 4, 1])
        );
        assert_eq!(
            parse_entry_point_abi(".entry_point_abi<workgroup_size = array<i32: 8, 8, 1>>"),
            Some(vec![8, 8, 1])
        );
        assert_eq!(
            parse_entry_point_abi(".entry_point_abi<subgroup_size = 32>"),
            None
        );
    }
}
