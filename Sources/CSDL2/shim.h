// The one header of the CSDL2 system-library module: SDL2, SDL2_ttf and SDL2_image (and FreeType, which
// SDL2_ttf already links, for colour emoji glyphs, which SDL2_ttf 2.20 draws in one colour), plus Swift-visible
// stand-ins for the macros that Swift cannot import. Only the SDLPlatform target imports this module.
#ifndef SWIFTHERO_CSDL2_SHIM_H
#define SWIFTHERO_CSDL2_SHIM_H

#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
#include <stdio.h>
#include <ft2build.h>
#include FT_FREETYPE_H

/// FreeType's FT_LOAD_COLOR (a macro with a cast Swift does not import): load a glyph's colour bitmap.
static const FT_Int32 SHIM_FT_LOAD_COLOR = FT_LOAD_COLOR;
/// FreeType's BGRA pixel mode (premultiplied BGRA bitmaps: colour emoji).
static const int SHIM_FT_PIXEL_MODE_BGRA = FT_PIXEL_MODE_BGRA;

static const int SHIM_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;
static const int SHIM_WINDOWPOS_UNDEFINED = SDL_WINDOWPOS_UNDEFINED;
static const Uint32 SHIM_INIT_EVERYTHING = SDL_INIT_EVERYTHING;
static const Uint32 SHIM_BUTTON_LMASK = SDL_BUTTON_LMASK;
static const Uint32 SHIM_BUTTON_MMASK = SDL_BUTTON_MMASK;
static const Uint32 SHIM_BUTTON_RMASK = SDL_BUTTON_RMASK;
static const Uint32 SHIM_TOUCH_MOUSEID = SDL_TOUCH_MOUSEID;

/// The SDL version these headers declare (SDL_VERSION is a macro Swift cannot call).
static inline SDL_version shim_compiled_sdl_version(void) {
    SDL_version v; SDL_VERSION(&v); return v;
}
/// The SDL_ttf version these headers declare.
static inline SDL_version shim_compiled_ttf_version(void) {
    SDL_version v; SDL_TTF_VERSION(&v); return v;
}
/// The SDL_image version these headers declare.
static inline SDL_version shim_compiled_image_version(void) {
    SDL_version v; SDL_IMAGE_VERSION(&v); return v;
}
static inline int shim_blit_surface(SDL_Surface *src, const SDL_Rect *srcrect, SDL_Surface *dst, SDL_Rect *dstrect) {
    return SDL_BlitSurface(src, srcrect, dst, dstrect);
}
static inline int shim_blit_scaled(SDL_Surface *src, const SDL_Rect *srcrect, SDL_Surface *dst, SDL_Rect *dstrect) {
    return SDL_BlitScaled(src, srcrect, dst, dstrect);
}
static inline SDL_Surface *shim_load_bmp(const char *file) { return SDL_LoadBMP(file); }
static inline int shim_must_lock(SDL_Surface *s) { return SDL_MUSTLOCK(s) ? 1 : 0; }
/// Line-buffered stdout so redirected logs appear as they are written (Swift 6 rejects this call).
static inline void shim_line_buffer_stdout(void) { setvbuf(stdout, NULL, _IOLBF, 0); }

#endif
