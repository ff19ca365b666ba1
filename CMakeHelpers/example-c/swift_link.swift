// Intentionally empty: one Swift source makes CMake link draw_card with swiftc, which brings the Swift
// runtime (and its section registration) along; `main` itself is C (main.c).
