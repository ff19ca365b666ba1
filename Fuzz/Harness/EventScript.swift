import Workshop

/// libFuzzer's entry point for FuzzEntryPoints.eventScript (built by Fuzz/build.sh with -sanitize=fuzzer).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEventScript(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzEntryPoints.eventScript(bytes)
    return 0
}
