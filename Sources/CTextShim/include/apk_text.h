#ifndef APK_TEXT_H
#define APK_TEXT_H

/* Text for notification previews: HarfBuzz shapes (thread-safe, font units), FreeType draws
   glyphs, fontconfig finds installed fonts, ICU breaks lines (UAX #14) and orders bidirectional
   text (UAX #9). Nothing here longjmps or aborts; every failure is a return value. */

#include <stddef.h>
#include <stdint.h>

typedef struct apk_face apk_face;

/* Opens face `index` of a font file. `weight` (CSS 100-900) sets a variable font's wght axis when
   it has one; a static font is used as it is. NULL on failure, with `error` saying why. */
apk_face *apk_face_open(const char *path, unsigned index, int weight, char *error, size_t error_size);
void apk_face_close(apk_face *face);

/* The family and style the font names itself ("Inter", "Semi Bold"). */
const char *apk_face_family(const apk_face *face);
const char *apk_face_style(const apk_face *face);

/* Units per em, and the horizontal header's ascender, descender (negative) and line gap. */
void apk_face_metrics(const apk_face *face, int *units_per_em, int *ascender, int *descender, int *line_gap);

/* Whether the font has a glyph for a Unicode scalar (through its cmap). */
int apk_face_has_scalar(const apk_face *face, uint32_t scalar);

typedef struct {
    uint32_t glyph;
    uint32_t cluster;   /* UTF-16 offset into the text given to apk_shape */
    int32_t x_advance;  /* font units */
    int32_t x_offset;
    int32_t y_offset;
} apk_glyph;

/* Shapes text[start, end) of a UTF-16 paragraph (the rest is context) in font units, in the given
   direction and language (BCP 47, or NULL). Returns the number of glyphs, which may exceed
   `capacity` (then only `capacity` were written: call again with room for all), or -1. */
int apk_shape(const apk_face *face, const uint16_t *text, int length, int start, int end, int rtl,
              const char *language, apk_glyph *out, int capacity);

typedef struct {
    int width;
    int height;
    int left;        /* pixels from the pen to the bitmap's left edge */
    int top;         /* pixels from the baseline up to the bitmap's top edge */
    int color;       /* 1: premultiplied BGRA (colour emoji); 0: one byte of coverage a pixel */
    double scale;    /* draw the bitmap scaled by this (a colour strike drawn at another size) */
    unsigned char *pixels; /* width * height * (color ? 4 : 1) bytes, malloc'd: apk_text_free */
} apk_glyph_image;

/* Draws one glyph at `pixels_per_em`, unhinted, antialiased. Returns 0, or -1 with nothing
   allocated. Calls on one face are serialised inside (FreeType faces are not thread-safe). */
int apk_face_draw(apk_face *face, uint32_t glyph, double pixels_per_em, apk_glyph_image *out);
void apk_text_free(void *pointer);

/* fontconfig: the file and face index of an installed font whose family is `family` (exactly,
   ignoring case) nearest `weight`. Returns 1 when found, 0 when no installed font has that family. */
int apk_font_find(const char *family, int weight, char *path, size_t path_size, int *index);

/* fontconfig: an installed font that covers `scalar`, nearest `weight`, preferring `language`.
   Returns 1 when found. */
int apk_font_find_covering(uint32_t scalar, const char *language, int weight, char *path, size_t path_size, int *index);

/* UAX #14 line break opportunities: positions (UTF-16 offsets, ascending, > 0, the last being
   `length`) where a line may begin; `hard[i]` is 1 where the break is mandatory. Returns the
   count (which may exceed capacity, as apk_shape), or -1. */
int apk_line_breaks(const uint16_t *text, int length, const char *locale, int32_t *positions, uint8_t *hard, int capacity);

/* UAX #9: the embedding level of every UTF-16 unit of a paragraph (odd: right to left), its base
   direction found from its first strong character (`direction` -1), or given (0 LTR, 1 RTL).
   Returns the paragraph's level (0 or 1), or -1. */
int apk_bidi_levels(const uint16_t *text, int length, int direction, uint8_t *levels);

/* The visual order of a line from its levels: visual_to_logical[i] is the logical index shown
   i-th from the left. Returns 0, or -1. */
int apk_bidi_reorder(const uint8_t *levels, int length, int32_t *visual_to_logical);

#endif
