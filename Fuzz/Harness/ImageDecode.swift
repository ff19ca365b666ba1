import SDLPlatform

/// libFuzzer's entry point for PlatformFuzzEntryPoints.imageFile (built by Fuzz/build.sh with -sanitize=fuzzer).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImageDecode(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    PlatformFuzzEntryPoints.imageFile(bytes)
    return 0
}
