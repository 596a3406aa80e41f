// RUN: tessera opt %s --split-input-file --verify-diagnostics

// The verifier of gpu.binary with upstream's messages (iree-opt 3.13 --verify-diagnostics
// accepts this file).

// expected-error@+1 {{'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements}}
"gpu.binary"() <{sym_name = "a", objects = [], offloadingHandler = #gpu.select_object}> : () -> ()

// -----

// expected-error@+1 {{'gpu.binary' op requires attribute 'objects'}}
"gpu.binary"() <{sym_name = "a", offloadingHandler = #gpu.select_object}> : () -> ()

// -----

// expected-error@+1 {{'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements}}
"gpu.binary"() <{sym_name = "a", objects = [#gpu.object<#nvvm.target, "A">, 3], offloadingHandler = #gpu.select_object}> : () -> ()

// -----

// expected-error@+1 {{'gpu.binary' op attribute 'offloadingHandler' failed to satisfy constraint: any attribute with the `OffloadingTranslationAttrTrait` trait.}}
"gpu.binary"() <{sym_name = "a", objects = [#gpu.object<#nvvm.target, "A">], offloadingHandler = 1}> : () -> ()

// -----

// expected-error@+1 {{'gpu.binary' op requires attribute 'sym_name'}}
"gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "A">], offloadingHandler = #gpu.select_object}> : () -> ()

// -----

func.func @in_function() {
  // expected-error@+1 {{'gpu.binary' op symbol's parent must have the SymbolTable trait}}
  "gpu.binary"() <{sym_name = "a", objects = [#gpu.object<#nvvm.target, "A">], offloadingHandler = #gpu.select_object}> : () -> ()
  return
}

// -----

// expected-error@+1 {{'gpu.binary' op requires zero regions}}
"gpu.binary"() <{sym_name = "a", objects = [#gpu.object<#nvvm.target, "A">], offloadingHandler = #gpu.select_object}> ({}) : () -> ()

// -----

// expected-error@+1 {{'gpu.binary' op requires zero results}}
%0 = "gpu.binary"() <{sym_name = "a", objects = [#gpu.object<#nvvm.target, "A">], offloadingHandler = #gpu.select_object}> : () -> i32
