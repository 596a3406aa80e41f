//! MLIR text → IR: lexer, builtin types/attributes/affine maps, generic and custom op forms.
