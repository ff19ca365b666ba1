// The one header of the CZlib system-library module: zlib, for the PNG writer (Runtime's PNGEncoder),
// plus a Swift-visible stand-in for the macro Swift cannot call.
#ifndef SWIFTHERO_CZLIB_SHIM_H
#define SWIFTHERO_CZLIB_SHIM_H

#include <zlib.h>

/// A zlib stream at `level` with the run-length strategy (deflateInit2 is a macro Swift cannot call).
static inline int shim_deflate_init_rle(z_streamp stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, 15, 8, Z_RLE);
}

#endif
