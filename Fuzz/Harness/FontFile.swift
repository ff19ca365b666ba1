import SDLPlatform

/// libFuzzer's entry point for PlatformFuzzEntryPoints.fontFile (built by Fuzz/build.sh with -sanitize=fuzzer).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFontFile(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    PlatformFuzzEntryPoints.fontFile(bytes)
    return 0
}
