/// Keeps the memory a run frees for its next files instead of returning it to the system.
///
/// A run parses one file after another on each worker and frees each tree when the file is
/// done. With glibc's defaults, the larger of those blocks are mapped and unmapped per file and
/// freed heap tops are trimmed, so every file pays again for fresh pages (page faults and
/// `mprotect`/`munmap` calls were about a fifth of a dry run's CPU time on real apps). Raising
/// the thresholds lets freed memory be reused; peak memory stays that of the largest files
/// in flight. A no-op where the C library is not glibc.
public enum AllocatorTuning {
    /// Call once, before the run allocates.
    public static func keepFreedMemory() {
        #if os(Linux) && canImport(Glibc)
        _ = glibcMallopt(-3, 32 << 20)  // M_MMAP_THRESHOLD: glibc's largest allowed value
        _ = glibcMallopt(-1, 1 << 30)  // M_TRIM_THRESHOLD
        _ = glibcMallopt(-2, 64 << 20)  // M_TOP_PAD
        #endif
    }
}

#if os(Linux) && canImport(Glibc)
/// glibc's `int mallopt(int param, int value)` (malloc.h, which the Glibc module leaves out).
@_silgen_name("mallopt")
private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
