#ifndef PEER_OPENCV_H
#define PEER_OPENCV_H
#include <stdint.h>
#ifdef __cplusplus
extern "C" {
#endif

/// Runs OpenCV single-threaded (its parallel_for would hide work from the thread's CPU clock).
void peer_opencv_single_thread(void);

/// OpenCV's down-blur-up of a `width × height` image of 4-channel 8-bit pixels (any channel order):
/// INTER_AREA resize down by `factor`, GaussianBlur at `small_sigma`, INTER_LINEAR resize back up.
/// Reads `src`, writes `dst` (both width*height*4 bytes).
void peer_opencv_down_blur_up(const uint8_t *src, uint8_t *dst, int width, int height, int factor, double small_sigma);

/// OpenCV's GaussianBlur at full resolution (reference only).
void peer_opencv_gaussian(const uint8_t *src, uint8_t *dst, int width, int height, double sigma);

#ifdef __cplusplus
}
#endif
#endif
