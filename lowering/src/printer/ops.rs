//! Printing operations, regions and blocks: result lists, the custom/generic dispatch,
//! the generic form, block labels with predecessor comments, and locations.

use super::OpPrinter;
use crate::dialect;
use crate::ir::{Block, NamedAttr, Op, Region, Type};
use std::fmt::Write;

impl OpPrinter<'_> {
    /// Prints one op at the current position (no indentation, no newline).
    pub(crate) fn print_operation(&mut self, op: Op) {
        let m = self.m;
        let d = m.op(op);
        let results = d.results();
        if let Some(&first) = results.first() {
            self.names.write_def(first, &mut self.out);
            if results.len() > 1 {
                let _ = write!(self.out, ":{}", results.len());
            }
            self.out.push_str(" = ");
        }
        let mark = self.out.len();
        let mut printed = false;
        if let (Some(kind), false) = (d.kind, self.opts.generic) {
            let full = kind.name();
            let dd = self.default_dialect.last().copied().unwrap_or("");
            let name = match full.strip_prefix(dd) {
                Some(rest) if !dd.is_empty() && rest.starts_with('.') => &rest[1..],
                _ => full,
            };
            self.out.push_str(name);
            printed = dialect::print_custom(kind, self, op);
            if !printed {
                self.out.truncate(mark);
            }
        }
        if !printed {
            self.print_generic(op);
        }
        let loc = m.op(op).loc;
        self.print_optional_location(loc);
    }

    /// Prints `op` without its results (upstream's `printCustomOrGenericOp`, as
    /// `vector.mask` writes its masked op).
    pub fn print_op_without_results(&mut self, op: Op) {
        let d = self.m.op(op);
        let mark = self.out.len();
        let mut printed = false;
        if let (Some(kind), false) = (d.kind, self.opts.generic) {
            self.out.push_str(kind.name());
            printed = dialect::print_custom(kind, self, op);
            if !printed {
                self.out.truncate(mark);
            }
        }
        if !printed {
            self.print_generic(op);
        }
    }

    /// `"name"(operands)[succs] <{props}> (regions) {attrs} : (types) -> results`.
    fn print_generic(&mut self, op: Op) {
        let m = self.m;
        let ctx = self.ctx;
        let d = m.op(op);
        self.print_string_literal(ctx.ident_str(d.name).as_bytes());
        self.out.push('(');
        self.print_operands(d.operands());
        self.out.push(')');
        if !d.successors.is_empty() {
            self.out.push('[');
            for (i, b) in d.successors.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_successor(*b);
            }
            self.out.push(']');
        }
        if !d.props.is_empty() {
            let mut list: Vec<&NamedAttr> = d.props.iter().collect();
            list.sort_by(|a, b| ctx.ident_str(a.name).cmp(ctx.ident_str(b.name)));
            self.out.push_str(" <{");
            self.named_attrs(&list);
            self.out.push_str("}>");
        }
        if !d.regions().is_empty() {
            self.out.push_str(" (");
            for (i, r) in d.regions().iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_region_full(*r, true, true, true);
            }
            self.out.push(')');
        }
        self.print_optional_attr_dict(&d.attrs, &[]);
        self.out.push_str(" : (");
        let ins: Vec<Type> = d.operands().iter().map(|v| m.value_type(*v)).collect();
        self.print_types(&ins);
        self.out.push_str(") -> ");
        let outs: Vec<Type> = d.results().iter().map(|v| m.value_type(*v)).collect();
        self.print_arrow_type_list(&outs);
    }

    /// A region, with upstream's options (`print_empty_block` forces the label of an empty
    /// entry block, as the generic form does).
    pub(crate) fn print_region_full(
        &mut self,
        r: Region,
        print_entry_args: bool,
        print_terms: bool,
        print_empty_block: bool,
    ) {
        let m = self.m;
        self.out.push_str("{\n");
        let blocks = m.region(r).blocks();
        if let Some(&entry) = blocks.first() {
            let dd = m
                .region(r)
                .parent()
                .and_then(|p| m.op(p).kind)
                .map(|k| k.default_dialect())
                .unwrap_or("");
            self.default_dialect.push(dd);
            let preds = if blocks.len() > 1 {
                self.predecessors(r)
            } else {
                Vec::new()
            };
            let entry_empty = m.first_op(entry).is_none();
            // An entry block with predecessors (invalid, but printable) needs its label.
            let header = (print_empty_block && entry_empty)
                || (print_entry_args && !m.block(entry).args().is_empty())
                || preds.first().is_some_and(|p| !p.is_empty());
            self.print_block(entry, header, print_terms, &preds, true);
            for &b in &blocks[1..] {
                self.print_block(b, true, true, &preds, false);
            }
            self.default_dialect.pop();
        }
        self.write_indent();
        self.out.push('}');
    }

    /// For each block of `r` (by position), its predecessors' positions (one per edge).
    fn predecessors(&self, r: Region) -> Vec<Vec<u32>> {
        let m = self.m;
        let blocks = m.region(r).blocks();
        let mut preds = vec![Vec::new(); blocks.len()];
        for (i, &b) in blocks.iter().enumerate() {
            for op in m.block_ops(b) {
                for s in &m.op(op).successors {
                    let n = self
                        .names
                        .blocks
                        .get(s.index())
                        .copied()
                        .unwrap_or(u32::MAX) as usize;
                    if let Some(p) = preds.get_mut(n) {
                        p.push(i as u32);
                    }
                }
            }
        }
        for p in &mut preds {
            p.sort_unstable();
        }
        preds
    }

    fn print_block(
        &mut self,
        b: Block,
        header: bool,
        print_term: bool,
        preds: &[Vec<u32>],
        entry: bool,
    ) {
        let m = self.m;
        if header {
            self.write_indent();
            self.names.write_block(b, &mut self.out);
            let args = m.block(b).args();
            if !args.is_empty() {
                self.out.push('(');
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_argument(*a, None);
                }
                self.out.push(')');
            }
            self.out.push(':');
            let n = self.names.blocks.get(b.index()).copied().unwrap_or(0) as usize;
            let p = preds.get(n).map(|v| v.as_slice()).unwrap_or(&[]);
            match p.len() {
                0 => {
                    if !entry {
                        self.out.push_str("  // no predecessors");
                    }
                }
                1 => {
                    let _ = write!(self.out, "  // pred: ^bb{}", p[0]);
                }
                k => {
                    let _ = write!(self.out, "  // {k} preds: ");
                    for (i, x) in p.iter().enumerate() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        let _ = write!(self.out, "^bb{x}");
                    }
                }
            }
            self.out.push('\n');
        }
        self.indent += 1;
        let last = m.last_op(b);
        let skip_last =
            !print_term && last.is_some_and(|o| m.op(o).kind.is_some_and(|k| k.is_terminator()));
        for op in m.block_ops(b) {
            if skip_last && Some(op) == last {
                break;
            }
            self.write_indent();
            self.print_operation(op);
            self.out.push('\n');
        }
        self.indent -= 1;
    }
}
