internal import RasterKernels

/// The vector instructions the raster's kernels run on this CPU. Every level computes the same bytes;
/// only the speed differs. `SWIFTHERO_NO_AVX512` (set to anything) keeps a process on AVX2 from its start.
public enum KernelInstructionSet: String, Sendable, CaseIterable {
    /// 512-bit vectors (AVX-512 F and BW).
    case avx512
    /// 256-bit vectors (AVX2 and FMA): the loops most laptops run.
    case avx2
    /// 128-bit vectors (SSE2, every x86-64 CPU).
    case sse2
    /// Plain scalar C: any other CPU.
    case portable

    /// The level named `rawValue` ("avx512", "avx2", "sse2", "portable"); nil for any other name.
    public init?(rawValue: String) {
        switch rawValue {
        case "avx512": self = .avx512
        case "avx2": self = .avx2
        case "sse2": self = .sse2
        case "portable": self = .portable
        default: return nil
        }
    }

    /// The level the kernels use now.
    public static var current: KernelInstructionSet {
        if rk_has_avx512() != 0 { return .avx512 }
        switch rk_level() {
        case 2: return .avx2
        case 1: return .sse2
        default: return .portable
        }
    }

    /// false: the kernels use at most AVX2 from now on (the loops most laptops run); true: the best
    /// the CPU has again, unless `SWIFTHERO_NO_AVX512` is set. For benchmarks that measure both columns
    /// in one process; call it only while nothing is drawing on another thread.
    public static func allowAVX512(_ allowed: Bool) {
        rk_set_avx512_allowed(allowed ? 1 : 0)
    }
}
