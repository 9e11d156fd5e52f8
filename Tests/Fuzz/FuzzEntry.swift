// The libFuzzer entry point: `make fuzz` compiles this file, `FuzzInvariants.swift` and
// the FolioCore target's sources into one module with `-D FOLIO_FUZZ_IN_MODULE`, so the
// invariants can check internals. The `FolioFuzzTests` target leaves it out.

#if FOLIO_FUZZ_IN_MODULE
  /// Called by libFuzzer with each input; traps (and so reports) when an invariant breaks.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func folioFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzInvariants.check(bytes)
    return 0
  }
#endif
