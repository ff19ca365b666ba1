import Workshop

/// libFuzzer's entry point for FuzzEntryPoints.imageHeader (built by Fuzz/build.sh with -sanitize=fuzzer).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImageHeader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzEntryPoints.imageHeader(bytes)
    return 0
}
