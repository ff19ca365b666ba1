#if canImport(Glibc)
import Glibc
#endif

/// Gives the C heap's free pages back to the system. glibc serves a large block that it once returned
/// with `munmap` from its heap afterwards (its mmap threshold rises to the largest block freed, up to
/// 32 MB), and a heap shrinks only from its top: after a window went from large to small, the freed
/// framebuffers stayed resident (measured: 146 MB at 240x200 after a 1920x1200 spell, against 127 MB for
/// a window opened at 240x200). glibc's `malloc_trim` returns every free page, from the middle of the
/// heap too. It walks the heap's free lists and costs page faults when the pages are used again: call
/// it after something large was freed, not every frame. Without glibc it does nothing.
public enum HeapTrim {
    private typealias Trim = @convention(c) (Int) -> Int32

    /// glibc's `malloc_trim`, looked up once (Swift's Glibc module does not declare it).
    private static let trim: Trim? = {
        #if canImport(Glibc)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: Trim.self)
        #else
        return nil
        #endif
    }()

    /// Gives the heap's free pages back to the system (glibc's `malloc_trim(0)`; nothing without glibc).
    public static func releaseFreePages() {
        _ = trim?(0)
    }
}
