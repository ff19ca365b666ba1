import Raster

/// One column of results: the kernels at most AVX2 (what most laptops run; the same loops as with
/// `SWIFTHERO_NO_AVX512=1`), or the best this CPU has. Both draw the same bytes.
enum Column: String, CaseIterable {
    case avx2, best

    /// Makes the raster's kernels use this column's instructions from now on.
    func apply() { KernelInstructionSet.allowAVX512(self == .best) }

    /// What the column ran on this CPU (for `best`: avx512 or avx2).
    var instructions: KernelInstructionSet {
        apply()
        return KernelInstructionSet.current
    }
}
