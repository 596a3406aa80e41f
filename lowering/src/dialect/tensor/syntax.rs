//! Custom assembly forms of the `tensor` ops, as upstream (iree-opt 3.13) prints them:
//!
//! ```text
//! tensor.extract %t[%i, %j] : tensor<4x4xf32>
//! tensor.insert %f into %t[%i, %j] : tensor<4x4xf32>
//! tensor.dim %t, %c1 : tensor<4x?xf32>
//! tensor.cast %t : tensor<*xf32> to tensor<?x?xf32>
//! tensor.empty(%d) : tensor<4x?xf32>
//! tensor.extract_slice %t[0, %o] [2, 2] [1, 1] : tensor<4x?xf32> to tensor<2x2xf32>
//! tensor.insert_slice %s into %t[0, %o] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x?xf32>
//! tensor.parallel_insert_slice %s into %o[%i, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
//! tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 2, 4] : tensor<4x4xf32> into tensor<2x2x4xf32>
//! tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x2x4xf32> into tensor<4x4xf32>
//! tensor.pad %t nofold low[1, %l] high[2, 0] { ^bb0(..): tensor.yield %v : f32 } : tensor<4x?xf32> to tensor<7x?xf32>
//! tensor.generate %d { ^bb0(..): tensor.yield %v : f32 } : tensor<4x?xf32>
//! tensor.splat %f[%d] : tensor<4x?xf32>
//! tensor.from_elements %a, %b : tensor<2xf32>
//! tensor.rank %t : tensor<4x?xf32>
//! tensor.reshape %t(%shape) : (tensor<4x4xf32>, tensor<2xindex>) -> tensor<?x?xf32>
//! tensor.bitcast %t : tensor<4x4xf32> to tensor<4x4xi32>
//! tensor.concat dim(0) %a, %b : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<8x4xf32>
//! ```

use crate::dialect::memref::syntax::{
    dense_i64_array, dense_ints, move_inherent, op_attr, parse_dynamic_index_list, print_attr_dict,
    print_dynamic_index_list, segments, set_prop, set_segments,
};
use crate::dialect::{OpKind, TensorOp};
use crate::ir::{AttrKind, Op, Type, Value, DYNAMIC};
use crate::parser::{Delimiter, OpParser, OperationState, PResult, SrcPos, UnresolvedOperand};
use crate::printer::OpPrinter;

/// Parses the custom form of a `tensor` op. The ops with regions parse in small functions
/// of their own, to keep this frame small on deeply nested input.
pub fn parse(k: TensorOp, p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    match k {
        TensorOp::TensorPad => parse_pad(p, st),
        TensorOp::TensorGenerate => parse_generate(p, st),
        other => parse_op(other, p, st),
    }
}

/// `: type` and where it starts.
fn colon_type_at(p: &mut OpParser<'_>) -> PResult<(Type, SrcPos)> {
    p.parse_punct(":")?;
    let pos = p.current_pos();
    Ok((p.parse_type()?, pos))
}

/// The element type of the shaped type `ty` (parsed at `pos`).
fn elem_of(p: &mut OpParser<'_>, ty: Type, pos: SrcPos) -> PResult<Type> {
    match p.ctx().type_kind(ty).element_type() {
        Some(e) => Ok(e),
        None => Err(p.error_at(pos, "expected a tensor type")),
    }
}

#[inline(never)]
fn parse_op(k: TensorOp, p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let index = p.index_type();
    match k {
        TensorOp::TensorDim => {
            // attr-dict $source `,` $index `:` type($source)
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let src = p.parse_operand()?;
            p.parse_punct(",")?;
            let i = p.parse_operand()?;
            let ty = p.parse_colon_type()?;
            st.operands.push(p.resolve_operand(&src, ty)?);
            st.operands.push(p.resolve_operand(&i, index)?);
            st.result_types.push(index);
        }
        TensorOp::TensorCast | TensorOp::TensorBitcast => {
            // $source attr-dict `:` type($source) `to` type($dest)
            let src = p.parse_operand()?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let from = p.parse_colon_type()?;
            p.parse_keyword("to")?;
            let to = p.parse_type()?;
            st.operands.push(p.resolve_operand(&src, from)?);
            st.result_types.push(to);
        }
        TensorOp::TensorExtract => {
            // $tensor `[` $indices `]` attr-dict `:` type($tensor)
            let t = p.parse_operand()?;
            let idx = p.parse_operand_list(Delimiter::Square)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let (ty, pos) = colon_type_at(p)?;
            let elem = elem_of(p, ty, pos)?;
            st.operands.push(p.resolve_operand(&t, ty)?);
            p.resolve_operands_same(&idx, index, &mut st.operands)?;
            st.result_types.push(elem);
        }
        TensorOp::TensorInsert => {
            // $scalar `into` $dest `[` $indices `]` attr-dict `:` type($dest)
            let scalar = p.parse_operand()?;
            p.parse_keyword("into")?;
            let dest = p.parse_operand()?;
            let idx = p.parse_operand_list(Delimiter::Square)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let (ty, pos) = colon_type_at(p)?;
            let elem = elem_of(p, ty, pos)?;
            st.operands.push(p.resolve_operand(&scalar, elem)?);
            st.operands.push(p.resolve_operand(&dest, ty)?);
            p.resolve_operands_same(&idx, index, &mut st.operands)?;
            st.result_types.push(ty);
        }
        TensorOp::TensorEmpty => {
            // `(` $dynamicSizes `)` attr-dict `:` type($result)
            let dims = p.parse_operand_list(Delimiter::Paren)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let ty = p.parse_colon_type()?;
            p.resolve_operands_same(&dims, index, &mut st.operands)?;
            st.result_types.push(ty);
        }
        TensorOp::TensorExtractSlice
        | TensorOp::TensorInsertSlice
        | TensorOp::TensorParallelInsertSlice => {
            // $source (`into` $dest)? offsets sizes strides attr-dict
            //   `:` type($source) (`to` | `into`) type($result)
            // (parallel_insert_slice: `into` type($dest), no result)
            let insert = k != TensorOp::TensorExtractSlice;
            let src = p.parse_operand()?;
            let dest = if insert {
                p.parse_keyword("into")?;
                Some(p.parse_operand()?)
            } else {
                None
            };
            let (off, soff) = parse_dynamic_index_list(p, "[", "]")?;
            let (sz, ssz) = parse_dynamic_index_list(p, "[", "]")?;
            let (stv, sst) = parse_dynamic_index_list(p, "[", "]")?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let from = p.parse_colon_type()?;
            p.parse_keyword(if insert { "into" } else { "to" })?;
            let to = p.parse_type()?;
            st.operands.push(p.resolve_operand(&src, from)?);
            if let Some(d) = &dest {
                st.operands.push(p.resolve_operand(d, to)?);
            }
            for d in [&off, &sz, &stv] {
                p.resolve_operands_same(d, index, &mut st.operands)?;
            }
            if k != TensorOp::TensorParallelInsertSlice {
                st.result_types.push(to);
            }
            let names = ["static_offsets", "static_sizes", "static_strides"];
            move_inherent(p, st, &names);
            for (name, s) in names.iter().zip([&soff, &ssz, &sst]) {
                let a = dense_i64_array(p.ctx(), s);
                set_prop(p, st, name, a);
            }
            let mut sizes = vec![1];
            if insert {
                sizes.push(1);
            }
            sizes.extend([off.len(), sz.len(), stv.len()]);
            set_segments(p, st, &sizes);
        }
        TensorOp::TensorExpandShape | TensorOp::TensorCollapseShape => {
            // $src $reassociation (`output_shape` dynamic-index-list)? attr-dict
            //   `:` type($src) `into` type($result), as memref's.
            crate::dialect::memref::syntax::parse_reshape(p, st, k == TensorOp::TensorExpandShape)?;
        }
        TensorOp::TensorSplat => {
            // $input (`[` $dynamicSizes^ `]`)? attr-dict `:` type($aggregate)
            let input = p.parse_operand()?;
            let dims = p.parse_operand_list(Delimiter::OptionalSquare)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let (ty, pos) = colon_type_at(p)?;
            let elem = elem_of(p, ty, pos)?;
            st.operands.push(p.resolve_operand(&input, elem)?);
            p.resolve_operands_same(&dims, index, &mut st.operands)?;
            st.result_types.push(ty);
        }
        TensorOp::TensorFromElements => {
            // $elements attr-dict `:` type($result): one element per entry of the shape.
            let pos = p.current_pos();
            let elems = p.parse_operand_list(Delimiter::None)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let (ty, tpos) = colon_type_at(p)?;
            let elem = elem_of(p, ty, tpos)?;
            let count = p
                .ctx()
                .type_kind(ty)
                .shape()
                .map_or(0, |s| s.iter().product::<i64>().max(0)) as usize;
            if elems.len() != count {
                return Err(p.error_at(
                    pos,
                    format!(
                        "custom op 'tensor.from_elements' number of operands and types do not \
                         match: got {} operands and {count} types",
                        elems.len()
                    ),
                ));
            }
            p.resolve_operands(&elems, &vec![elem; count], pos, &mut st.operands)?;
            st.result_types.push(ty);
        }
        TensorOp::TensorRank => {
            // $tensor attr-dict `:` type($tensor)
            let t = p.parse_operand()?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let ty = p.parse_colon_type()?;
            st.operands.push(p.resolve_operand(&t, ty)?);
            st.result_types.push(index);
        }
        TensorOp::TensorReshape => {
            // $source `(` $shape `)` attr-dict `:` functional-type(operands, results)
            let src = p.parse_operand()?;
            p.parse_punct("(")?;
            let shape = p.parse_operand()?;
            p.parse_punct(")")?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            p.parse_punct(":")?;
            let tpos = p.current_pos();
            let (ins, outs) = p.parse_function_type()?;
            let ([a, b], [r]) = (&ins[..], &outs[..]) else {
                return Err(p.error_at(tpos, "expected 2 operand types and 1 result type"));
            };
            st.operands.push(p.resolve_operand(&src, *a)?);
            st.operands.push(p.resolve_operand(&shape, *b)?);
            st.result_types.push(*r);
        }
        TensorOp::TensorConcat => {
            // `dim` `(` $dim `)` $inputs attr-dict `:` functional-type(operands, results)
            p.parse_keyword("dim")?;
            p.parse_punct("(")?;
            let dim = p.parse_integer()?;
            p.parse_punct(")")?;
            let pos = p.current_pos();
            let inputs = p.parse_operand_list(Delimiter::None)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            p.parse_punct(":")?;
            let tpos = p.current_pos();
            let (ins, outs) = p.parse_function_type()?;
            let [r] = outs[..] else {
                return Err(p.error_at(tpos, "expected 1 result type"));
            };
            p.resolve_operands(&inputs, &ins, pos, &mut st.operands)?;
            st.result_types.push(r);
            move_inherent(p, st, &["dim"]);
            let (ctx, _) = p.parts();
            let i64t = ctx.int_type(64);
            let a = ctx.attr(AttrKind::Integer {
                value: i128::from(dim),
                ty: i64t,
            });
            set_prop(p, st, "dim", a);
        }
        TensorOp::TensorYield => {
            // $value attr-dict `:` type($value)
            let v = p.parse_operand()?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let ty = p.parse_colon_type()?;
            st.operands.push(p.resolve_operand(&v, ty)?);
        }
        TensorOp::TensorPad => parse_pad(p, st)?,
        TensorOp::TensorGenerate => parse_generate(p, st)?,
    }
    Ok(())
}

/// `$source (nofold)? low[..] high[..] $region attr-dict : type($source) to type($result)`
#[inline(never)]
fn parse_pad(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let index = p.index_type();
    let src = p.parse_operand()?;
    let nofold = p.parse_optional_keyword("nofold");
    p.parse_keyword("low")?;
    let (low, slow) = parse_dynamic_index_list(p, "[", "]")?;
    p.parse_keyword("high")?;
    let (high, shigh) = parse_dynamic_index_list(p, "[", "]")?;
    let body = p.parse_region(&[], false)?;
    p.ensure_terminator(body, OpKind::TensorYield, st.loc);
    st.regions.push(body);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let from = p.parse_colon_type()?;
    p.parse_keyword("to")?;
    let to = p.parse_type()?;
    st.operands.push(p.resolve_operand(&src, from)?);
    p.resolve_operands_same(&low, index, &mut st.operands)?;
    p.resolve_operands_same(&high, index, &mut st.operands)?;
    st.result_types.push(to);
    move_inherent(p, st, &["static_low", "static_high", "nofold"]);
    let a = dense_i64_array(p.ctx(), &slow);
    set_prop(p, st, "static_low", a);
    let a = dense_i64_array(p.ctx(), &shigh);
    set_prop(p, st, "static_high", a);
    if nofold {
        let u = p.ctx().unit_attr();
        set_prop(p, st, "nofold", u);
    }
    set_segments(p, st, &[1, low.len(), high.len()]);
    Ok(())
}

/// `$dynamicExtents $body attr-dict : type($result)`
#[inline(never)]
fn parse_generate(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let index = p.index_type();
    let dims: Vec<UnresolvedOperand> = p.parse_operand_list(Delimiter::None)?;
    let body = p.parse_region(&[], false)?;
    p.ensure_terminator(body, OpKind::TensorYield, st.loc);
    st.regions.push(body);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let ty = p.parse_colon_type()?;
    p.resolve_operands_same(&dims, index, &mut st.operands)?;
    st.result_types.push(ty);
    Ok(())
}

/// Prints the custom form of a `tensor` op; `false` for a malformed op (the generic form
/// prints it).
pub fn print(k: TensorOp, p: &mut OpPrinter<'_>, op: Op) -> bool {
    match k {
        TensorOp::TensorPad => print_pad(p, op),
        TensorOp::TensorGenerate => print_generate(p, op),
        other => print_op(other, p, op),
    }
}

#[inline(never)]
fn print_op(k: TensorOp, p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let d = m.op(op);
    let operands = d.operands().to_vec();
    let results = d.results().to_vec();
    let ty = |v: Value| m.value_type(v);
    match k {
        TensorOp::TensorDim => {
            let ([src, i], [_]) = (&operands[..], &results[..]) else {
                return false;
            };
            print_attr_dict(p, op, &[]);
            p.write_str(" ");
            p.print_operand(*src);
            p.write_str(", ");
            p.print_operand(*i);
            p.write_str(" : ");
            p.print_type(ty(*src));
        }
        TensorOp::TensorCast | TensorOp::TensorBitcast => {
            let ([src], [r]) = (&operands[..], &results[..]) else {
                return false;
            };
            p.write_str(" ");
            p.print_operand(*src);
            print_attr_dict(p, op, &[]);
            p.write_str(" : ");
            p.print_type(ty(*src));
            p.write_str(" to ");
            p.print_type(ty(*r));
        }
        TensorOp::TensorExtract => {
            let ([t, idx @ ..], [_]) = (&operands[..], &results[..]) else {
                return false;
            };
            p.write_str(" ");
            p.print_operand(*t);
            p.write_str("[");
            p.print_operands(idx);
            p.write_str("]");
            print_attr_dict(p, op, &[]);
            p.write_str(" : ");
            p.print_type(ty(*t));
        }
        TensorOp::TensorInsert => {
            let ([s, t, idx @ ..], [_]) = (&operands[..], &results[..]) else {
                return false;
            };
            p.write_str(" ");
            p.print_operand(*s);
            p.write_str(" into ");
            p.print_operand(*t);
            p.write_str("[");
            p.print_operands(idx);
            p.write_str("]");
            print_attr_dict(p, op, &[]);
            p.write_str(" : ");
            p.print_type(ty(*t));
        }
        TensorOp::TensorEmpty => {
            let [r] = results[..] else { return false };
            p.write_str("(");
            p.print_operands(&operands);
            p.write_str(")");
            print_attr_dict(p, op, &[]);
            p.write_str(" : ");
            p.print_type(ty(r));
        }
        TensorOp::TensorExtractSlice
        | TensorOp::TensorInsertSlice
        | TensorOp::TensorParallelInsertSlice => return print_slice(k, p, op),
        TensorOp::TensorExpandShape | TensorOp::TensorCollapseShape => {
            return crate::dialect::memref::syntax::print_reshape(
                p,
                op,
                k == TensorOp::TensorExpandShape,
            );
        }
        TensorOp::TensorSplat => {
            let ([input, dims @ ..], [r]) = (&operands[..], &results[..]) else {
                return false;
            };
            p.write_str(" ");
            p.print_operand(*input);
            if !dims.is_empty() {
                p.write_str("[");
                p.print_operands(dims);
                p.write_str("]");
            }
            print_attr_dict(p, op, &[]);
            p.write_str(" : ");
            p.print_type(ty(*r));
        }
        TensorOp::TensorFromElements => {
            let [r] = results[..] else { return false };
            // The custom form gives one type for all the elements.
            let elem = p.ctx().type_kind(ty(r)).element_type();
            if elem.is_none() || operands.iter().any(|&v| Some(ty(v)) != elem) {
                return false;
            }
            p.write_str(" ");
            p.print_operands(&operands);
            print_attr_dict(p, op, &[]);
            p.write_str(" : ");
            p.print_type(ty(r));
        }
        TensorOp::TensorRank => {
            let ([t], [_]) = (&operands[..], &results[..]) else {
                return false;
            };
            p.write_str(" ");
            p.print_operand(*t);
            print_attr_dict(p, op, &[]);
            p.write_str(" : ");
            p.print_type(ty(*t));
        }
        TensorOp::TensorReshape => {
            let ([src, shape], [r]) = (&operands[..], &results[..]) else {
                return false;
            };
            p.write_str(" ");
            p.print_operand(*src);
            p.write_str("(");
            p.print_operand(*shape);
            p.write_str(")");
            print_attr_dict(p, op, &[]);
            p.write_str(" : ");
            p.print_function_type(&[ty(*src), ty(*shape)], &[ty(*r)]);
        }
        TensorOp::TensorConcat => {
            let [r] = results[..] else { return false };
            let Some(dim) = op_attr(p, op, "dim") else {
                return false;
            };
            let AttrKind::Integer { value, .. } = p.ctx().attr_kind(dim) else {
                return false;
            };
            p.write_str(" dim(");
            p.write_str(&value.to_string());
            p.write_str(") ");
            p.print_operands(&operands);
            print_attr_dict(p, op, &["dim"]);
            p.write_str(" : ");
            let tys: Vec<Type> = operands.iter().map(|&v| ty(v)).collect();
            p.print_function_type(&tys, &[ty(r)]);
        }
        TensorOp::TensorYield => {
            let [v] = operands[..] else { return false };
            p.write_str(" ");
            p.print_operand(v);
            print_attr_dict(p, op, &[]);
            p.write_str(" : ");
            p.print_type(ty(v));
        }
        TensorOp::TensorPad => return print_pad(p, op),
        TensorOp::TensorGenerate => return print_generate(p, op),
    }
    true
}

/// `tensor.extract_slice` / `tensor.insert_slice`.
fn print_slice(k: TensorOp, p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let insert = k != TensorOp::TensorExtractSlice;
    let n = if insert { 5 } else { 4 };
    let Some(seg) = segments(p, op, n) else {
        return false;
    };
    // The type after `to`/`into`: the result's (parallel_insert_slice: the dest's).
    let r = match (k, m.op(op).results()) {
        (TensorOp::TensorParallelInsertSlice, []) => match seg[1][..] {
            [d] => d,
            _ => return false,
        },
        (TensorOp::TensorExtractSlice | TensorOp::TensorInsertSlice, [r]) => *r,
        _ => return false,
    };
    let [src] = seg[0][..] else { return false };
    let dest = if insert {
        match seg[1][..] {
            [d] => Some(d),
            _ => return false,
        }
    } else {
        None
    };
    let first = n - 3;
    let mut statics = Vec::new();
    for name in ["static_offsets", "static_sizes", "static_strides"] {
        match op_attr(p, op, name).and_then(|a| dense_ints(p.ctx(), a)) {
            Some(v) => statics.push(v),
            None => return false,
        }
    }
    p.write_str(" ");
    p.print_operand(src);
    if let Some(d) = dest {
        p.write_str(" into ");
        p.print_operand(d);
    }
    for i in 0..3 {
        if i > 0 {
            p.write_str(" ");
        }
        if !print_dynamic_index_list(p, &seg[first + i], &statics[i], "[", "]") {
            return false;
        }
    }
    print_attr_dict(
        p,
        op,
        &[
            "operandSegmentSizes",
            "static_offsets",
            "static_sizes",
            "static_strides",
        ],
    );
    p.write_str(" : ");
    p.print_type(m.value_type(src));
    p.write_str(if insert { " into " } else { " to " });
    p.print_type(m.value_type(r));
    true
}

#[inline(never)]
fn print_pad(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let d = m.op(op);
    let Some(seg) = segments(p, op, 3) else {
        return false;
    };
    let ([r], [body]) = (d.results(), d.regions()) else {
        return false;
    };
    let [src] = seg[0][..] else { return false };
    let low = op_attr(p, op, "static_low").and_then(|a| dense_ints(p.ctx(), a));
    let high = op_attr(p, op, "static_high").and_then(|a| dense_ints(p.ctx(), a));
    let (Some(low), Some(high)) = (low, high) else {
        return false;
    };
    let nofold = op_attr(p, op, "nofold").is_some();
    // Check both lists before writing anything.
    let count = |v: &[i64]| v.iter().filter(|&&x| x == DYNAMIC).count();
    if count(&low) != seg[1].len() || count(&high) != seg[2].len() {
        return false;
    }
    p.write_str(" ");
    p.print_operand(src);
    if nofold {
        p.write_str(" nofold");
    }
    p.write_str(" low");
    print_dynamic_index_list(p, &seg[1], &low, "[", "]");
    p.write_str(" high");
    print_dynamic_index_list(p, &seg[2], &high, "[", "]");
    p.write_str(" ");
    p.print_region(*body, true, true);
    print_attr_dict(
        p,
        op,
        &["operandSegmentSizes", "static_low", "static_high", "nofold"],
    );
    p.write_str(" : ");
    p.print_type(m.value_type(src));
    p.write_str(" to ");
    p.print_type(m.value_type(*r));
    true
}

#[inline(never)]
fn print_generate(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let d = m.op(op);
    let ([r], [body]) = (d.results(), d.regions()) else {
        return false;
    };
    // Upstream writes a space before the (possibly empty) extents and another before the
    // region: `tensor.generate  {` without extents.
    p.write_str(" ");
    p.print_operands(d.operands());
    p.write_str(" ");
    p.print_region(*body, true, true);
    print_attr_dict(p, op, &[]);
    p.write_str(" : ");
    p.print_type(m.value_type(*r));
    true
}
