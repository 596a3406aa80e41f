// RUN: tessera opt %s --verify-diagnostics

// Found by the parse_print fuzz target: a vector.print whose punctuation is no
// PrintPunctuation value verified, and its custom form `punctuation <newlioperne>` did not
// read back. The verifier now refuses the value, as upstream's attribute parser does
// (iree-opt: "expected ::mlir::vector::PrintPunctuation to be one of: ..."), and the printer
// writes such an op in the generic form.
func.func @bad(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.print' op expected ::mlir::vector::PrintPunctuation to be one of: no_punctuation, newline, comma, open, close (got 'newlioperne')}}
  "vector.print"(%a) <{punctuation = #vector.punctuation<newlioperne>}> : (vector<4xf32>) -> ()
  return
}
