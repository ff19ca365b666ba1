/* C declarations of the functions swifthero_c.swift exports. */
#ifndef SWIFTHERO_C_H
#define SWIFTHERO_C_H
#include <stdint.h>

/* Draws a card (a rounded rectangle with a drop shadow, SwiftHero's exact-coverage fills) into
   `pixels`: width * height premultiplied RGBA8 pixels, bytes R, G, B, A in memory (SDL's RGBA32). */
void swifthero_draw_card(uint32_t *pixels, int32_t width, int32_t height);

#endif
