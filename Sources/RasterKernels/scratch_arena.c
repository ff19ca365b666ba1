// Scratch memory for a drawing call from a per-thread arena: Swift's withUnsafeTemporaryAllocation keeps
// only up to 1 KB on the stack on Linux, so a fill's coverage rows and a shape's tables (a few KB) were
// a heap block per shape drawn, and the allocator's bookkeeping showed in every fill's profile. The
// arena is one block per thread that draws (made on first use, freed when the thread ends); a call
// takes a part of it and gives it back (last taken, first given back).
#include "raster_kernels.h"
#include <pthread.h>
#include <stdlib.h>

/// This thread's arena: its block (null until the first call) and the bytes in use from its start.
static _Thread_local struct {
    unsigned char *base;
    size_t used;
} arena;

static pthread_key_t arena_key;
static pthread_once_t arena_once = PTHREAD_ONCE_INIT;

/// 1 once the key is made; 0 if it could not be (then each thread's block stays until the process ends).
static int arena_key_made;

/// The key's destructor, run on the ending thread: frees its block and forgets it, so that a drawing
/// call later in the thread's end (another key's destructor) makes a new one instead of using it.
static void arena_free(void *block) {
    free(block);
    arena.base = 0;
    arena.used = 0;
}

static void arena_key_make(void) { arena_key_made = pthread_key_create(&arena_key, arena_free) == 0; }

void *rk_scratch_take(size_t bytes, size_t *mark) {
    // Whole 64-byte lines, at least one: every part starts on a cache line.
    size_t need = bytes / 64 * 64 + 64;
    if (bytes > RK_SCRATCH_ARENA || need > RK_SCRATCH_ARENA) return 0;
    if (!arena.base) {
        pthread_once(&arena_once, arena_key_make);
        arena.base = aligned_alloc(64, RK_SCRATCH_ARENA);
        if (!arena.base) return 0;
        // Freed with the thread (the key's destructor); the main thread's at exit, by the system.
        if (arena_key_made) pthread_setspecific(arena_key, arena.base);
    }
    if (need > RK_SCRATCH_ARENA - arena.used) return 0;
    *mark = arena.used;
    arena.used += need;
    return arena.base + *mark;
}

void rk_scratch_give_back(size_t mark) { arena.used = mark; }
