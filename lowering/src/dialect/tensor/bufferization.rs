//! Custom assembly forms of the `bufferization` ops, as upstream (iree-opt 3.13) prints
//! them:
//!
//! ```text
//! bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
//! bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>
//! bufferization.materialize_in_destination %t in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
//! bufferization.alloc_tensor(%d) copy(%t) size_hint=%n <{memory_space = 1 : i64}> : tensor<4x?xf32>
//! bufferization.dealloc_tensor %t : tensor<4xf32>
//! ```
//!
//! Older spellings read as the current ones: `to_tensor`/`to_buffer` without `to type`
//! (the result type then follows from the operand's), and `bufferization.to_memref`, the
//! name of `to_buffer` until 2025 (`parser/legacy.rs`).

use crate::dialect::memref::syntax::{op_attr, print_attr_dict, segments, set_prop, set_segments};
use crate::dialect::BufferizationOp;
use crate::ir::{AttrKind, Context, Op, Type, TypeKind, Value};
use crate::parser::{Delimiter, OpParser, OperationState, PResult, SrcPos};
use crate::printer::OpPrinter;

/// The tensor type of the same shape and element type as the memref `t`.
fn tensor_of(ctx: &mut Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t).clone() {
        TypeKind::MemRef { shape, elem, .. } => Some(ctx.ty(TypeKind::RankedTensor {
            shape,
            elem,
            encoding: None,
        })),
        TypeKind::UnrankedMemRef { elem, .. } => Some(ctx.ty(TypeKind::UnrankedTensor { elem })),
        _ => None,
    }
}

/// Parses the unit keywords `kws` (in order, each optional) into unit properties.
fn parse_unit_keywords(p: &mut OpParser<'_>, st: &mut OperationState, kws: &[&str]) {
    for kw in kws {
        if p.parse_optional_keyword(kw) {
            let u = p.ctx().unit_attr();
            set_prop(p, st, kw, u);
        }
    }
}

/// Prints the unit properties of `kws` that `op` holds, each after a space.
fn print_unit_keywords(p: &mut OpPrinter<'_>, op: Op, kws: &[&str]) {
    for kw in kws {
        if op_attr(p, op, kw).is_some() {
            p.write_str(" ");
            p.write_str(kw);
        }
    }
}

/// Parses the custom form of a `bufferization` op.
pub fn parse(k: BufferizationOp, p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let index = p.index_type();
    match k {
        BufferizationOp::BufferizationToTensor | BufferizationOp::BufferizationToBuffer => {
            // $operand (unit keywords)? attr-dict `:` type($operand) (`to` type($result))?
            let to_tensor = k == BufferizationOp::BufferizationToTensor;
            let v = p.parse_operand()?;
            let kws: &[&str] = if to_tensor {
                &["restrict", "writable"]
            } else {
                &["read_only"]
            };
            parse_unit_keywords(p, st, kws);
            p.parse_optional_attr_dict(&mut st.attrs)?;
            p.parse_punct(":")?;
            let tpos = p.current_pos();
            let first = p.parse_type()?;
            let (from, to) = if p.parse_optional_keyword("to") {
                (first, p.parse_type()?)
            } else {
                // The older form names one type: the memref's.
                let other = tensor_of(p.ctx(), first);
                match (other, to_tensor) {
                    (Some(t), true) => (first, t),
                    (Some(t), false) => (t, first),
                    (None, _) => return Err(p.error_at(tpos, "expected a memref type")),
                }
            };
            st.operands.push(p.resolve_operand(&v, from)?);
            st.result_types.push(to);
        }
        BufferizationOp::BufferizationMaterializeInDestination => {
            // $source `in` (`restrict`)? (`writable`)? $dest attr-dict
            //   `:` functional-type(operands, results)
            let src = p.parse_operand()?;
            p.parse_keyword("in")?;
            parse_unit_keywords(p, st, &["restrict", "writable"]);
            let dest = p.parse_operand()?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            p.parse_punct(":")?;
            let tpos = p.current_pos();
            let (ins, outs) = p.parse_function_type()?;
            let [a, b] = ins[..] else {
                return Err(p.error_at(tpos, "expected 2 operand types"));
            };
            st.operands.push(p.resolve_operand(&src, a)?);
            st.operands.push(p.resolve_operand(&dest, b)?);
            st.result_types = outs;
        }
        BufferizationOp::BufferizationAllocTensor => parse_alloc_tensor(p, st, index)?,
        BufferizationOp::BufferizationDeallocTensor => {
            // $tensor attr-dict `:` type($tensor)
            let t = p.parse_operand()?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            p.parse_punct(":")?;
            let tpos = p.current_pos();
            let ty = p.parse_type()?;
            if !matches!(
                p.ctx().type_kind(ty),
                TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
            ) {
                return Err(p.error_at(
                    tpos,
                    "custom op 'bufferization.dealloc_tensor' invalid kind of type specified",
                ));
            }
            st.operands.push(p.resolve_operand(&t, ty)?);
        }
    }
    Ok(())
}

/// `(` $dynamic_sizes `)` (`copy` `(` $copy `)`)? (`size_hint` `=` $size_hint)?
/// (`<{` memory_space `}>`)? attr-dict `:` type($result)
fn parse_alloc_tensor(p: &mut OpParser<'_>, st: &mut OperationState, index: Type) -> PResult<()> {
    let dims = p.parse_operand_list(Delimiter::Paren)?;
    let copy = if p.parse_optional_keyword("copy") {
        p.parse_punct("(")?;
        let c = p.parse_operand()?;
        p.parse_punct(")")?;
        Some(c)
    } else {
        None
    };
    let hint = if p.parse_optional_keyword("size_hint") {
        p.parse_punct("=")?;
        Some(p.parse_operand()?)
    } else {
        None
    };
    if p.parse_optional_punct("<") {
        let pos: SrcPos = p.current_pos();
        let dict = p.parse_attribute(None)?;
        let entries = match p.ctx().attr_kind(dict) {
            AttrKind::Dictionary(entries) => entries.clone(),
            _ => return Err(p.error_at(pos, "expected '{' in properties")),
        };
        for (name, value) in entries {
            st.set_prop(name, value);
        }
        p.parse_punct(">")?;
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let ty = p.parse_colon_type()?;
    p.resolve_operands_same(&dims, index, &mut st.operands)?;
    if let Some(c) = &copy {
        st.operands.push(p.resolve_operand(c, ty)?);
    }
    if let Some(h) = &hint {
        st.operands.push(p.resolve_operand(h, index)?);
    }
    st.result_types.push(ty);
    set_segments(
        p,
        st,
        &[
            dims.len(),
            usize::from(copy.is_some()),
            usize::from(hint.is_some()),
        ],
    );
    Ok(())
}

/// Prints the custom form of a `bufferization` op; `false` for a malformed op.
pub fn print(k: BufferizationOp, p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let d = m.op(op);
    let operands = d.operands().to_vec();
    let results = d.results().to_vec();
    let ty = |v: Value| m.value_type(v);
    match k {
        BufferizationOp::BufferizationToTensor | BufferizationOp::BufferizationToBuffer => {
            let ([v], [r]) = (&operands[..], &results[..]) else {
                return false;
            };
            let kws: &[&str] = if k == BufferizationOp::BufferizationToTensor {
                &["restrict", "writable"]
            } else {
                &["read_only"]
            };
            p.write_str(" ");
            p.print_operand(*v);
            print_unit_keywords(p, op, kws);
            print_attr_dict(p, op, kws);
            p.write_str(" : ");
            p.print_type(ty(*v));
            p.write_str(" to ");
            p.print_type(ty(*r));
        }
        BufferizationOp::BufferizationMaterializeInDestination => {
            let [src, dest] = operands[..] else {
                return false;
            };
            let kws = ["restrict", "writable"];
            p.write_str(" ");
            p.print_operand(src);
            p.write_str(" in");
            print_unit_keywords(p, op, &kws);
            p.write_str(" ");
            p.print_operand(dest);
            print_attr_dict(p, op, &kws);
            p.write_str(" : ");
            let outs: Vec<Type> = results.iter().map(|&v| ty(v)).collect();
            p.print_function_type(&[ty(src), ty(dest)], &outs);
        }
        BufferizationOp::BufferizationAllocTensor => {
            let (Some(seg), [r]) = (segments(p, op, 3), &results[..]) else {
                return false;
            };
            if seg[1].len() > 1 || seg[2].len() > 1 {
                return false;
            }
            p.write_str("(");
            p.print_operands(&seg[0]);
            p.write_str(")");
            if let [c] = seg[1][..] {
                p.write_str(" copy(");
                p.print_operand(c);
                p.write_str(")");
            }
            if let [h] = seg[2][..] {
                p.write_str(" size_hint=");
                p.print_operand(h);
            }
            if let Some(space) = op_attr(p, op, "memory_space") {
                p.write_str(" <{memory_space = ");
                p.print_attribute(space);
                p.write_str("}>");
            }
            print_attr_dict(p, op, &["operandSegmentSizes", "memory_space"]);
            p.write_str(" : ");
            p.print_type(ty(*r));
        }
        BufferizationOp::BufferizationDeallocTensor => {
            let [t] = operands[..] else { return false };
            p.write_str(" ");
            p.print_operand(t);
            print_attr_dict(p, op, &[]);
            p.write_str(" : ");
            p.print_type(ty(t));
        }
    }
    true
}
