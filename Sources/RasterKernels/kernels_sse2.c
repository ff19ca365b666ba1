// The SSE2 variants (baseline x86-64): the kernels of kernels_body.h, four pixels per step.
#include "kernels_simd_sse2.h"
#include "kernels_body.h"
