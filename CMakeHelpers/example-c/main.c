/* A C SDL program that draws with SwiftHero: the card goes into an SDL surface, saved as BMP
   (headless: no window needed). Usage: draw_card OUT.bmp */
#include <SDL2/SDL.h>
#include <stdio.h>
#include "swifthero_c.h"

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: %s OUT.bmp\n", argv[0]); return 2; }
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, 320, 200, 32, SDL_PIXELFORMAT_RGBA32);
    if (!s) { fprintf(stderr, "SDL: %s\n", SDL_GetError()); return 1; }
    SDL_LockSurface(s);
    swifthero_draw_card((uint32_t *)s->pixels, s->w, s->h); /* pitch == 4 * w for this format */
    SDL_UnlockSurface(s);
    int rc = SDL_SaveBMP(s, argv[1]);
    SDL_FreeSurface(s);
    if (rc != 0) { fprintf(stderr, "SDL: %s\n", SDL_GetError()); return 1; }
    return 0;
}
