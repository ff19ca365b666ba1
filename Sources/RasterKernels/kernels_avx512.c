// The AVX-512 (F, BW, VL) variants: the kernels of kernels_body.h, sixteen pixels per step and one
// masked step for a row's last pixels. They run only when rk_has_avx512() found the three extensions
// (kernels_dispatch.c).
#include "kernels_simd_avx512.h"
#include "kernels_body.h"
