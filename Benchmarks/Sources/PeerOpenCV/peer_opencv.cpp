#include "peer_opencv.h"
#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>

void peer_opencv_single_thread(void) { cv::setNumThreads(0); }

void peer_opencv_down_blur_up(const uint8_t *src, uint8_t *dst, int width, int height, int factor, double small_sigma) {
    const cv::Mat in(height, width, CV_8UC4, const_cast<uint8_t *>(src));
    cv::Mat out(height, width, CV_8UC4, dst);
    cv::Mat small;
    cv::resize(in, small, cv::Size((width + factor - 1) / factor, (height + factor - 1) / factor), 0, 0, cv::INTER_AREA);
    cv::GaussianBlur(small, small, cv::Size(0, 0), small_sigma, small_sigma, cv::BORDER_REPLICATE);
    cv::resize(small, out, cv::Size(width, height), 0, 0, cv::INTER_LINEAR);
}

void peer_opencv_gaussian(const uint8_t *src, uint8_t *dst, int width, int height, double sigma) {
    const cv::Mat in(height, width, CV_8UC4, const_cast<uint8_t *>(src));
    cv::Mat out(height, width, CV_8UC4, dst);
    cv::GaussianBlur(in, out, cv::Size(0, 0), sigma, sigma, cv::BORDER_REPLICATE);
}
