//! Custom assembly forms of the `tensor`/`bufferization` ops Tessera registers (the
//! upgrade targets of the legacy `extract_element`, `tensor_load`, `dim` on a tensor and
//! `tensor_cast`): `tensor.extract %t[%i, %j] : tensor<4x4xf32>`,
//! `bufferization.to_tensor %m [restrict] [writable] : memref<4xf32> [to tensor<4xf32>]`,
//! `tensor.dim %t, %c1 : tensor<4x?xf32>` and
//! `tensor.cast %t : tensor<*xf32> to tensor<?x?xf32>`.

use crate::dialect::{BufferizationOp, TensorOp};

/// An op of the two dialects this file covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TensorLike {
    /// A `tensor` op.
    Tensor(TensorOp),
    /// A `bufferization` op.
    Bufferization(BufferizationOp),
}
use crate::ir::{Op, TypeKind};
use crate::parser::{Delimiter, OpParser, OperationState, PResult};
use crate::printer::OpPrinter;

/// Parses the custom form of a `tensor` / `bufferization` op.
pub fn parse(kind: TensorLike, p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    match kind {
        TensorLike::Tensor(TensorOp::TensorDim) => {
            // attr-dict $source `,` $index `:` type($source)
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let src = p.parse_operand()?;
            p.parse_punct(",")?;
            let i = p.parse_operand()?;
            let ty = p.parse_colon_type()?;
            let index = p.index_type();
            st.operands.push(p.resolve_operand(&src, ty)?);
            st.operands.push(p.resolve_operand(&i, index)?);
            st.result_types.push(index);
            Ok(())
        }
        TensorLike::Tensor(TensorOp::TensorCast) => {
            // $source attr-dict `:` type($source) `to` type($dest)
            let src = p.parse_operand()?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let from = p.parse_colon_type()?;
            p.parse_keyword("to")?;
            let to = p.parse_type()?;
            st.operands.push(p.resolve_operand(&src, from)?);
            st.result_types.push(to);
            Ok(())
        }
        TensorLike::Tensor(TensorOp::TensorExtract) => {
            let t = p.parse_operand()?;
            let idx = p.parse_operand_list(Delimiter::Square)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let tpos = p.current_pos();
            let ty = p.parse_colon_type()?;
            let Some(elem) = p.ctx().type_kind(ty).element_type() else {
                return Err(p.error_at(tpos, "expected a tensor type"));
            };
            let v = p.resolve_operand(&t, ty)?;
            st.operands.push(v);
            let index = p.index_type();
            p.resolve_operands_same(&idx, index, &mut st.operands)?;
            st.result_types.push(elem);
            Ok(())
        }
        TensorLike::Bufferization(BufferizationOp::BufferizationToTensor) => {
            let m = p.parse_operand()?;
            for kw in ["restrict", "writable"] {
                if p.parse_optional_keyword(kw) {
                    let (ctx, _) = p.parts();
                    let (n, u) = (ctx.ident(kw), ctx.unit_attr());
                    st.set_prop(n, u);
                }
            }
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let tpos = p.current_pos();
            let mty = p.parse_colon_type()?;
            let rty = if p.parse_optional_keyword("to") {
                p.parse_type()?
            } else {
                let (ctx, _) = p.parts();
                match ctx.type_kind(mty).clone() {
                    TypeKind::MemRef { shape, elem, .. } => ctx.ty(TypeKind::RankedTensor {
                        shape,
                        elem,
                        encoding: None,
                    }),
                    TypeKind::UnrankedMemRef { elem, .. } => {
                        ctx.ty(TypeKind::UnrankedTensor { elem })
                    }
                    _ => return Err(p.error_at(tpos, "expected a memref type")),
                }
            };
            let v = p.resolve_operand(&m, mty)?;
            st.operands.push(v);
            st.result_types.push(rty);
            Ok(())
        }
    }
}

/// Prints the custom form of a `tensor` / `bufferization` op.
pub fn print(kind: TensorLike, p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let d = m.op(op);
    let (Some(&first), Some(&res)) = (d.operands().first(), d.results().first()) else {
        return false;
    };
    match kind {
        TensorLike::Tensor(TensorOp::TensorDim) => {
            let [src, i] = d.operands()[..] else {
                return false;
            };
            p.print_optional_attr_dict(&d.attrs, &[]);
            p.write_str(" ");
            p.print_operand(src);
            p.write_str(", ");
            p.print_operand(i);
            p.write_str(" : ");
            p.print_type(m.value_type(src));
            true
        }
        TensorLike::Tensor(TensorOp::TensorCast) => {
            if d.operands().len() != 1 {
                return false;
            }
            p.write_str(" ");
            p.print_operand(first);
            p.print_optional_attr_dict(&d.attrs, &[]);
            p.write_str(" : ");
            p.print_type(m.value_type(first));
            p.write_str(" to ");
            p.print_type(m.value_type(res));
            true
        }
        TensorLike::Tensor(TensorOp::TensorExtract) => {
            p.write_str(" ");
            p.print_operand(first);
            p.write_str("[");
            p.print_operands(&d.operands()[1..]);
            p.write_str("]");
            p.print_optional_attr_dict(&d.attrs, &[]);
            p.write_str(" : ");
            p.print_type(m.value_type(first));
            true
        }
        TensorLike::Bufferization(BufferizationOp::BufferizationToTensor) => {
            if d.operands().len() != 1 {
                return false;
            }
            p.write_str(" ");
            p.print_operand(first);
            for kw in ["restrict", "writable"] {
                if p.ctx()
                    .lookup_ident(kw)
                    .is_some_and(|n| d.props.iter().any(|a| a.name == n))
                {
                    p.write_str(" ");
                    p.write_str(kw);
                }
            }
            p.print_optional_attr_dict(&d.attrs, &[]);
            p.write_str(" : ");
            p.print_type(m.value_type(first));
            p.write_str(" to ");
            p.print_type(m.value_type(res));
            true
        }
    }
}
