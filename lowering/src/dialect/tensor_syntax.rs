//! Custom assembly forms of the two `tensor`/`bufferization` ops Tessera registers (the
//! upgrade targets of the legacy `extract_element` and `tensor_load`):
//! `tensor.extract %t[%i, %j] : tensor<4x4xf32>` and
//! `bufferization.to_tensor %m [restrict] [writable] : memref<4xf32> [to tensor<4xf32>]`.

use crate::dialect::OpKind;
use crate::ir::{Op, TypeKind};
use crate::parser::{Delimiter, OpParser, OperationState, PResult};
use crate::printer::OpPrinter;

/// Parses the custom form of `tensor.extract` / `bufferization.to_tensor`.
pub fn parse(kind: OpKind, p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    match kind {
        OpKind::TensorExtract => {
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
        OpKind::BufferizationToTensor => {
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
        _ => Err(p.custom_form_not_implemented(kind)),
    }
}

/// Prints the custom form of `tensor.extract` / `bufferization.to_tensor`.
pub fn print(kind: OpKind, p: &mut OpPrinter<'_>, op: Op) -> bool {
    let m = p.module();
    let d = m.op(op);
    let (Some(&first), Some(&res)) = (d.operands().first(), d.results().first()) else {
        return false;
    };
    match kind {
        OpKind::TensorExtract => {
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
        OpKind::BufferizationToTensor => {
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
        _ => false,
    }
}
